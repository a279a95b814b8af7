"""The APFP each side brings to a close assault (15.2-15.5), with valor (22.3),
grenades (12.52), satchel charges (12.53) and the one leader per side (15.3).

Only arithmetic on the position lives here; core.game.assault resolves the
assault. Each unit's share follows 12.3 (who may add which support weapon to
its own APFP), limited by 15.2 for the assaulting side and by 15.4-15.5 for
defending vehicles, Guns and passengers; core.combat.assault doubles a valorous
unit's inherent APFP.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.combat.ap import Firer
from core.combat.assault import assault_apfp, defending_gun_apfp
from core.game.fire_power import held_counters, in_ffa, is_mortar, named_counters, satchel_bearers, weapon
from core.game.state import GameState, UnitState, Where
from core.game.valor import is_infantry
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind
from core.units import SupportWeapon, SupportWeaponType, WeaponCategory, WeaponFlag

if TYPE_CHECKING:
    from core.game.game import Game

ASSAULT_RANGE = 1  # a close assault is against an adjacent hex (15.1)


@dataclass(frozen=True)
class Share:
    """One unit's APFP in the assault and what made it up, e.g. ("inherent 4", "ger.mg34 3")."""

    unit: str
    apfp: int
    parts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Strength:
    """One side of a close assault: its APFP total, the expendables it spends, its leader."""

    total: int
    shares: tuple[Share, ...]
    grenades: tuple[str, ...] = ()  # one type id per Grenades counter spent (12.52)
    satchels: tuple[str, ...] = ()  # one type id per satchel charge spent (12.53)
    leader: str | None = None  # the leader whose modifier counts (15.3)
    leader_modifier: int = 0

    @property
    def expendables(self) -> tuple[str, ...]:
        return self.grenades + self.satchels


# --- one unit ----------------------------------------------------------------------------------


def usable_weapon(game: Game, unit: UnitState, attacking: bool) -> SupportWeapon | None:
    """15.2: assaulting units use only Light MGs; defending infantry any weapon able to fire
    at an adjacent hex (no mortar: 12.65); passengers only Light MGs (15.4, 14.3)."""
    light_mg_only = attacking or unit.where == Where.CARRIED
    best: SupportWeapon | None = None
    for type_id in unit.weapons:
        sw = weapon(game, type_id)
        if sw is None or not sw.apfp or sw.range < ASSAULT_RANGE or is_mortar(sw):
            continue
        if light_mg_only and not (sw.sw_type is SupportWeaponType.LIGHT and sw.has(WeaponFlag.MACHINE_GUN)):
            continue
        if best is None or sw.apfp > (best.apfp or 0):
            best = sw
    return best


def infantry_firer(game: Game, unit: UnitState, attacking: bool, satchel: SupportWeapon | None = None) -> Firer:
    """12.3 in a close assault: a squad adds its weapon, a half squad a Light one; a leader
    with a Light weapon or a half squad with a Heavy one uses either the weapon or its own
    APFP, whichever is more. A satchel charge is added instead of a weapon (12.53)."""
    info = game.info(unit.type)
    valorous = unit.valor and is_infantry(game, unit)
    own = Firer(int(info.apfp or 0), 0, valorous)
    if satchel is not None:
        return Firer(own.inherent_apfp, int(satchel.apfp or 0), valorous)
    sw = usable_weapon(game, unit, attacking)
    if sw is None:
        return own
    kind = game.kind(unit)
    alone = kind == Kind.LEADER or (kind == Kind.HALF_SQUAD and sw.sw_type is SupportWeaponType.HEAVY)
    if not alone:
        return Firer(own.inherent_apfp, int(sw.apfp or 0), valorous)
    with_weapon = Firer(0, int(sw.apfp or 0), False)
    return with_weapon if value(game, with_weapon) > value(game, own) else own


def value(game: Game, firer: Firer) -> int:
    return assault_apfp([firer], game.scenario.ruleset)


def _describe(game: Game, unit: UnitState, firer: Firer, attacking: bool, satchel: SupportWeapon | None) -> Share:
    parts = []
    if firer.inherent_apfp:
        parts.append(f"inherent {value(game, Firer(firer.inherent_apfp, 0, firer.valorous))}")
    if firer.weapon_apfp:
        sw = satchel or usable_weapon(game, unit, attacking)
        parts.append(f"{sw.id if sw else 'weapon'} {firer.weapon_apfp}")
    return Share(unit.id, value(game, firer), tuple(parts))


def machine_share(game: Game, unit: UnitState, assaulter_hex: str | None) -> Share:
    """15.4: an AFV or vehicle defends with its machine guns only (a front-mounted one when
    the assault comes through its forward arc, 7.4); 15.5: a Gun, or an unarmoured vehicle
    without machine guns, with 2."""
    info = game.info(unit.type)
    kind = game.kind(unit)
    if kind == Kind.GUN or (kind == Kind.VEHICLE and not info.mgs):
        apfp = defending_gun_apfp(game.scenario.ruleset)
        return Share(unit.id, apfp, (f"{kind} {apfp} (15.5)",))
    front = assaulter_hex is None or in_ffa(game.hex(unit.hex or ""), unit.facing, game.hex(assaulter_hex))
    mgs = [mg.apfp for mg in info.mgs if mg.mount.value == "360" or front]
    return Share(unit.id, sum(mgs), tuple(f"mg {a}" for a in mgs))


# --- a side -----------------------------------------------------------------------------------------


def best_leader(game: Game, units: Sequence[UnitState]) -> UnitState | None:
    """15.3 (004: the best one present): the leader with the largest modifier among the units,
    even one who modified an attack earlier in the turn."""
    leaders = [u for u in units if game.kind(u) == Kind.LEADER and not u.pinned]
    return min(leaders, key=lambda u: game.info(u.type).modifier, default=None)


def side_strength(game: Game, units: Sequence[UnitState], attacking: bool, assaulter_hex: str | None,
                  grenades: Sequence[SupportWeapon], satchels: Sequence[SupportWeapon]) -> Strength:
    """The APFP total of assaulting or defending units; each satchel charge goes to the infantry
    unit it helps most, one per unit; grenades count only where infantry can throw them."""
    infantry = [u for u in units if game.kind(u) in INFANTRY_KINDS]
    bearers = satchel_bearers(infantry, satchels, lambda unit, charge: value(game, infantry_firer(game, unit, attacking, charge)))
    shares: list[Share] = []
    for unit in units:
        if game.kind(unit) in INFANTRY_KINDS:
            charge = bearers.get(unit.id)
            shares.append(_describe(game, unit, infantry_firer(game, unit, attacking, charge), attacking, charge))
        else:
            shares.append(machine_share(game, unit, assaulter_hex))
    leader = best_leader(game, units)
    return Strength(
        total=sum(s.apfp for s in shares), shares=tuple(shares),
        grenades=tuple(sw.id for sw in grenades[:len(infantry)]),
        satchels=tuple(sw.id for sw in bearers.values()),
        leader=leader.id if leader is not None else None,
        leader_modifier=game.info(leader.type).modifier if leader is not None else 0,
    )


def _infantry(game: Game, units: Sequence[UnitState]) -> int:
    return sum(game.kind(u) in INFANTRY_KINDS for u in units)


def attack_strength(game: Game, state: GameState, attackers: Sequence[UnitState], weapons: Iterable[str] = ()) -> Strength:
    """15.2, 15.3, 15.6: the assaulting units' APFP with the expendables named (one name per
    counter) that the side holds, one of each kind per unit (12.52, 12.53)."""
    named, side, able = tuple(weapons), attackers[0].side, _infantry(game, attackers)
    grenades = named_counters(game, state, side, named, WeaponCategory.GRENADES, able)
    satchels = named_counters(game, state, side, named, WeaponCategory.SATCHEL_CHARGE, able)
    return side_strength(game, attackers, True, None, grenades, satchels)


def defence_strength(game: Game, state: GameState, defenders: Sequence[UnitState], assaulter_hex: str) -> Strength:
    """15.2-15.5: the defenders' APFP. The defending side is not asked (the PC game resolves an
    assault in one step): each infantry unit in the hex throws a Grenades counter and uses a
    satchel charge where it helps, as long as the side holds them (12.52, 12.53)."""
    side, able = defenders[0].side, _infantry(game, defenders)
    grenades = named_counters(game, state, side, held_counters(game, state, side, WeaponCategory.GRENADES),
                              WeaponCategory.GRENADES, able)
    satchels = named_counters(game, state, side, held_counters(game, state, side, WeaponCategory.SATCHEL_CHARGE),
                              WeaponCategory.SATCHEL_CHARGE, able)
    return side_strength(game, defenders, False, assaulter_hex, grenades, satchels)
