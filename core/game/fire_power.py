"""Who adds what APFP to an AP attack: 12.3 support weapons, 12.5 expendables,
12.6x mortars, 14.2-14.4 fire groups, passengers and AFV/vehicle/Gun weapons,
13.3 range and the 7.4 Forward Firing Arc.

Only arithmetic lives here; core.game.fire resolves the attack. A firer that
cannot reach the target (range, arc, weapon restrictions) contributes 0, so the
same function serves the legal-action lists and the attack itself.

`weapons` names what an attack uses beyond the obvious:
  - "gun", "mg360", "mgff": an AFV's or vehicle's weapons (none named: every one
    that can reach the target);
  - "mortar": the firers' mortars fire a barrage (12.61) instead of their APFP;
  - an expendable's unit type id ("ger.grenades", "us.satchel_charge"), taken
    from the side's expendables (12.5).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.game import memo
from core.game.state import GameState, UnitState, Where
from core.game.valor import ap_fire_bonus, kind
from core.hexes import DIRECTIONS, Hex
from core.sides import Side
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind
from core.units import (
    MG_RANGE,
    SupportWeapon,
    SupportWeaponType,
    WeaponCategory,
    WeaponFlag,
)

if TYPE_CHECKING:
    from core.game.game import Game

GUN, MG360, MGFF, MORTAR = "gun", "mg360", "mgff", "mortar"
VEHICLE_WEAPONS = (GUN, MG360, MGFF)

_CARRIED, _MAP = Where.CARRIED, Where.MAP  # an Enum member read off its class is slow: unit scans read these


@dataclass(frozen=True)
class Contribution:
    """One firer's share of an attack and what made it up, e.g. ("inherent 4", "ger.mg34 3")."""

    unit: str
    apfp: int
    parts: tuple[str, ...] = ()


@dataclass(frozen=True)
class FirePower:
    total: int
    contributions: tuple[Contribution, ...]
    expendables: tuple[str, ...] = ()  # expendable type ids the attack spends
    vehicle_weapons: tuple[str, ...] = ()  # "gun", "mg360", "mgff" that fire
    mortar: bool = False

    @property
    def firing(self) -> tuple[str, ...]:
        """The units that actually add APFP."""
        return tuple(c.unit for c in self.contributions if c.apfp > 0)


# --- geometry -------------------------------------------------------------------------


def in_ffa(origin: Hex, facing: int | None, target: Hex) -> bool:
    """7.4: is `target` in the Forward Firing Arc of a unit at `origin` facing `facing`?

    The arc is the three hexes beyond the front hexside and its two neighbours,
    continued outwards in the same pattern: every hex reached by going some
    steps in the front-left direction and some in the front-right direction
    (the two hex rows through those neighbours are inside). Its own hex and a
    unit without a facing count as inside.
    """
    if facing is None or origin == target:
        return True
    left, right = DIRECTIONS[(facing - 1) % 6], DIRECTIONS[(facing + 1) % 6]
    dq, dr = target.q - origin.q, target.r - origin.r
    det = left[0] * right[1] - left[1] * right[0]  # the two rows span the hex lattice: det is +-1
    a = (dq * right[1] - dr * right[0]) * det
    b = (left[0] * dr - left[1] * dq) * det
    return a >= 0 and b >= 0


def distance(game: Game, a: str, b: str) -> int:
    return game.hex(a).distance(game.hex(b))


def fortification_at(state: GameState, hex_name: str, types: Iterable[str]) -> dict[str, Any] | None:
    """The first fortification of one of `types` in the hex, in the state's order."""
    if not state.fortifications:
        return None
    wanted = types if isinstance(types, tuple) else tuple(types)
    for placed in state.fortifications:
        if placed["hex"] == hex_name and placed["type"] in wanted:
            return placed
    return None


def arc_allows(game: Game, state: GameState, unit: UnitState, target_hex: str) -> bool:
    """19.5: units in a bunker fire only out of the bunker's FFA."""
    bunker = fortification_at(state, unit.hex or "", game.terrain.bunkers)
    if bunker is None or unit.where != _MAP:
        return True
    return in_ffa(game.hex(unit.hex or ""), bunker.get("facing"), game.hex(target_hex))


# --- weapons ----------------------------------------------------------------------------


def weapon(game: Game, type_id: str) -> SupportWeapon | None:
    info = game.info(type_id) if type_id in game.catalogue else None
    return info if isinstance(info, SupportWeapon) else None


def is_mortar(sw: SupportWeapon | None) -> bool:
    return sw is not None and sw.has(WeaponFlag.MORTAR)


def mortar_carriers(game: Game, units: list[UnitState]) -> list[UnitState]:
    """The units carrying a mortar (12.6x); remembered per weapons list."""
    known = memo.store(game, "carries_mortar")
    for unit in units:
        if (weapons := tuple(unit.weapons)) not in known:
            known[weapons] = any(is_mortar(weapon(game, w)) for w in weapons)
    return [u for u in units if known[tuple(u.weapons)]]


def mortar_spans(game: Game, carriers: list[UnitState]) -> list[tuple[int, int]]:
    """(least, farthest) range of each mortar the units carry (12.65): a barrage at a distance
    none covers brings 0 APFP, so the listing need not work it out."""
    return [((sw.min_range or 0), sw.range) for unit in carriers for w in unit.weapons
            if (sw := weapon(game, w)) is not None and is_mortar(sw)]


def expendable_category(game: Game, type_id: str) -> WeaponCategory | None:
    sw = weapon(game, type_id)
    return sw.category if sw is not None and sw.sw_type is SupportWeaponType.EXPENDABLE else None


def passenger_may_use(sw: SupportWeapon) -> bool:
    """14.3: passengers may use Light MGs, grenades and satchel charges only."""
    if sw.sw_type is SupportWeaponType.EXPENDABLE:
        return sw.category in (WeaponCategory.GRENADES, WeaponCategory.SATCHEL_CHARGE)
    return sw.sw_type is SupportWeaponType.LIGHT and sw.has(WeaponFlag.MACHINE_GUN)


def _reaches(sw: SupportWeapon, hexes: int) -> bool:
    return (sw.min_range or 0) <= hexes <= sw.range


def best_weapon(game: Game, unit: UnitState, hexes: int) -> SupportWeapon | None:
    """The carried weapon the unit fires at that range (one per turn, 12.3); mortars fire
    only as a barrage and passengers only use Light MGs (14.3)."""
    if not unit.weapons:
        return None
    passenger = unit.where == _CARRIED
    key = (tuple(unit.weapons), passenger, hexes)
    known = memo.store(game, "best_weapon")
    if key not in known:
        known[key] = _best_weapon(game, unit.weapons, passenger, hexes)
    found: SupportWeapon | None = known[key]
    return found


def _best_weapon(game: Game, weapons: list[str], passenger: bool, hexes: int) -> SupportWeapon | None:
    best: SupportWeapon | None = None
    for type_id in weapons:
        sw = weapon(game, type_id)
        if sw is None or sw.apfp is None or is_mortar(sw) or not _reaches(sw, hexes):
            continue
        if passenger and not passenger_may_use(sw):
            continue
        if best is None or sw.apfp > (best.apfp or 0):
            best = sw
    return best


def infantry_apfp(game: Game, unit: UnitState, hexes: int, *, satchel: SupportWeapon | None = None) -> Contribution:
    """12.3: a squad adds an L or H weapon to its own APFP, a half squad an L one; a
    leader firing an L weapon, a half squad firing an H one, or a target beyond the
    unit's own range but within the weapon's: the weapon's APFP alone. A unit
    using a satchel charge adds it instead of firing a weapon (12.53)."""
    info = game.info(unit.type)
    own = info.apfp + ap_fire_bonus(game, unit) if hexes <= info.range else 0
    if satchel is not None:
        return Contribution(unit.id, own + int(satchel.apfp or 0), (f"inherent {own}", f"{satchel.id} {satchel.apfp}"))
    sw = best_weapon(game, unit, hexes)
    if sw is None:
        return Contribution(unit.id, own, (f"inherent {own}",) if own else ())
    apfp = int(sw.apfp or 0)
    unit_kind = kind(game, unit)
    alone = own == 0 or unit_kind == Kind.LEADER or (unit_kind == Kind.HALF_SQUAD and sw.sw_type is SupportWeaponType.HEAVY)
    if alone and own > apfp:
        return Contribution(unit.id, own, (f"inherent {own}",))  # better to keep the weapon silent
    if alone:
        return Contribution(unit.id, apfp, (f"{sw.id} {apfp}",))
    return Contribution(unit.id, own + apfp, (f"inherent {own}", f"{sw.id} {apfp}"))


def mortar_apfp(game: Game, unit: UnitState, hexes: int) -> Contribution:
    """12.3, 12.61, 12.65: only the mortar's APFP, from 2 hexes out to its range."""
    for type_id in unit.weapons:
        sw = weapon(game, type_id)
        if is_mortar(sw) and sw is not None and _reaches(sw, hexes):
            return Contribution(unit.id, int(sw.apfp or 0), (f"{sw.id} {sw.apfp}",))
    return Contribution(unit.id, 0)


def vehicle_apfp(game: Game, unit: UnitState, target: Hex, chosen: tuple[str, ...]) -> tuple[Contribution, tuple[str, ...]]:
    """14.4: a Gun fires its APFP in its FFA at any range; an AFV or vehicle combines its
    Gun (any range; any direction if turreted, else its FFA), 360° MGs (8 hexes, any
    direction) and FF MGs (8 hexes, FFA). `chosen` limits the weapons (empty: all)."""
    info = game.info(unit.type)
    origin = game.hex(unit.hex or "")
    hexes, arc = origin.distance(target), in_ffa(origin, unit.facing, target)
    if kind(game, unit) == Kind.GUN:
        in_range = info.range is None or hexes <= info.range
        apfp = info.apfp if arc and in_range else 0
        return Contribution(unit.id, apfp, (f"gun {apfp}",) if apfp else ()), ((GUN,) if apfp else ())
    usable: list[tuple[str, int]] = []
    if info.gun is not None and (info.gun.turreted or arc):
        usable.append((GUN, info.gun.apfp))
    for key, mount, total in _mg_totals(game, unit.type):
        if total and hexes <= MG_RANGE and (mount == "360" or arc):
            usable.append((key, total))
    used = [(k, v) for k, v in usable if not chosen or k in chosen]
    return Contribution(unit.id, sum(v for _, v in used), tuple(f"{k} {v}" for k, v in used)), tuple(k for k, _ in used)


def _mg_totals(game: Game, type_id: str) -> tuple[tuple[str, str, int], ...]:
    """The APFP of a vehicle type's 360° MGs and of its FF MGs, remembered per type."""
    known = memo.store(game, "mg_totals")
    found: tuple[tuple[str, str, int], ...] | None = known.get(type_id)
    if found is None:
        mgs = game.info(type_id).mgs
        found = known[type_id] = tuple((key, mount, sum(mg.apfp for mg in mgs if mg.mount.value == mount))
                                       for key, mount in ((MG360, "360"), (MGFF, "ff")))
    return found


def reach(game: Game, unit: UnitState) -> int | None:
    """The farthest the unit can fire AP (None: no limit, 13.3), to skip hopeless targets early."""
    info = game.info(unit.type)
    unit_kind = kind(game, unit)
    if unit_kind in INFANTRY_KINDS:
        ranges = [sw.range for w in unit.weapons if (sw := weapon(game, w)) is not None and sw.apfp and not is_mortar(sw)]
        farthest: int | None = max([info.range, *ranges])
        return farthest
    if unit_kind == Kind.GUN:
        gun_range: int | None = info.range
        return gun_range
    if info.gun is not None:
        return None
    return MG_RANGE if info.mgs else 0


def group_reach(game: Game, units: Iterable[UnitState]) -> int | None:
    """The farthest any of the units can fire AP (None: no limit); remembered per game on
    the types and weapons, all `reach` reads."""
    listed = list(units)
    key = tuple((u.type, tuple(u.weapons)) for u in listed)
    known = memo.store(game, "group_reach")
    if key not in known:
        known[key] = _group_reach(game, listed)
    found: int | None = known[key]
    return found


def _group_reach(game: Game, units: Iterable[UnitState]) -> int | None:
    farthest = 0
    for unit in units:
        one = reach(game, unit)
        if one is None:
            return None
        farthest = max(farthest, one)
    return farthest


# --- groups -------------------------------------------------------------------------------


def held_counters(game: Game, state: GameState, side: Side, category: WeaponCategory) -> tuple[str, ...]:
    """Every grenades or satchel charge counter the side holds, one type id per counter (12.5)."""
    stock = state.sides[side].expendables
    return tuple(type_id for type_id in sorted(stock) if expendable_category(game, type_id) is category
                 for _ in range(stock[type_id]))


def named_counters(game: Game, state: GameState, side: Side, weapons: Iterable[str], category: WeaponCategory,
                   units: int) -> tuple[SupportWeapon, ...]:
    """The counters of `category` named in `weapons` (one name per counter) that the side still
    holds, at most one per unit able to use them (12.52, 12.53: one per unit, per attack)."""
    if not units or not weapons:
        return ()
    stock = state.sides[side].expendables
    found: list[SupportWeapon] = []
    for type_id in weapons:
        if len(found) >= units:
            break
        sw = weapon(game, type_id)
        spent = sum(f.id == type_id for f in found)
        if sw is not None and expendable_category(game, type_id) is category and spent < stock.get(type_id, 0):
            found.append(sw)
    return tuple(found)


def satchel_bearers(infantry: Sequence[UnitState], satchels: Sequence[SupportWeapon],
                    strength: Callable[[UnitState, SupportWeapon | None], int]) -> dict[str, SupportWeapon]:
    """12.53: one charge per unit, each to the unit whose share grows most by using it instead
    of its weapon; never to a unit it would not help. `strength` is the rule's own measure of a
    unit's share (AP fire or close assault) with or without a charge."""
    if not satchels:
        return {}
    plain = {u.id: strength(u, None) for u in infantry}
    bearers: dict[str, SupportWeapon] = {}
    for satchel in satchels:
        best: tuple[int, str] | None = None
        for unit in infantry:
            gain = strength(unit, satchel) - plain[unit.id]
            if unit.id not in bearers and gain > 0 and (best is None or gain > best[0]):
                best = (gain, unit.id)
        if best is None:
            break
        bearers[best[1]] = satchel
    return bearers


def fire_group_apfp(game: Game, state: GameState, firers: list[UnitState], target_hex: str, *,
                    weapons: tuple[str, ...] = ()) -> FirePower:
    """The APFP a group of firers brings against `target_hex` (14.2-14.5), with each share."""
    if not firers:
        return FirePower(0, ())
    target = game.hex(target_hex)
    hexes = game.hex(firers[0].hex or "").distance(target)
    if MORTAR in weapons:
        barrage = tuple(mortar_apfp(game, u, hexes) for u in firers)
        return FirePower(sum(c.apfp for c in barrage), barrage, mortar=True)
    infantry = [u for u in firers if kind(game, u) in INFANTRY_KINDS and arc_allows(game, state, u, target_hex)]
    able = {u.id for u in infantry}
    side, near = firers[0].side, len(infantry) if hexes <= 1 else 0  # 12.52, 12.53: adjacent hexes only
    grenades = named_counters(game, state, side, weapons, WeaponCategory.GRENADES, near)
    bearers = satchel_bearers(infantry, named_counters(game, state, side, weapons, WeaponCategory.SATCHEL_CHARGE, near),
                              lambda unit, charge: infantry_apfp(game, unit, hexes, satchel=charge).apfp)
    shares: list[Contribution] = []
    fired_weapons: tuple[str, ...] = ()
    chosen = tuple(w for w in weapons if w in VEHICLE_WEAPONS)
    for unit in firers:
        if unit.id in able:
            shares.append(infantry_apfp(game, unit, hexes, satchel=bearers.get(unit.id)))
        elif kind(game, unit) not in INFANTRY_KINDS and arc_allows(game, state, unit, target_hex):
            share, used = vehicle_apfp(game, unit, target, chosen)
            shares.append(share)
            fired_weapons += used
        else:
            shares.append(Contribution(unit.id, 0))
    spent = tuple(sw.id for sw in grenades + tuple(bearers.values()))
    return FirePower(sum(c.apfp for c in shares), tuple(shares), spent, fired_weapons)


def expendable_choices(game: Game, state: GameState, side: Side) -> list[tuple[str, ...]]:
    """Without expendables, with every Grenades counter the side holds, every satchel charge, or
    both (12.52, 12.53). The attack uses as many as it has units able to (one each, and a satchel
    charge only where it helps): the choices stay four, not one per count."""
    grenades = held_counters(game, state, side, WeaponCategory.GRENADES)
    satchels = held_counters(game, state, side, WeaponCategory.SATCHEL_CHARGE)
    choices: list[tuple[str, ...]] = [()]
    choices += [grenades] if grenades else []
    choices += [satchels] if satchels else []
    choices += [grenades + satchels] if grenades and satchels else []
    return choices
