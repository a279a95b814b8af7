"""Anti-tank fire in play (16.1-16.6), Panzerfausts and AT grenades (12.51), mortars
against vehicles (12.67) and fire support against AFVs (18.5).

core.combat.at does the arithmetic (to-hit number, modifiers, Elimination
Number); this module decides who may fire at what, works out the numbers of
the position (range, cover, hindrance, leader, valor, armor arc), rolls the
dice and applies the result. `resolve_at_fire` is the one place an AT shot is
resolved: the FireAT handler, opportunity fire (13.8) and the Final
Opportunity Fire against an overrunning AFV (17.2, core.game.overrun) all use it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.combat.at import AtFire, AtOutcome, ToHitResult, crew_abandons, elimination_outcome, roll_to_hit
from core.combat.facing import ArmorArc, armor_arc, armor_factor, boundary_arc
from core.game import event_types as ev
from core.game import fog, memo, valor
from core.game.actions import Action, FireAT
from core.game.casualties import eliminate_unit
from core.game.fire_power import fortification_at, in_ffa
from core.game.state import GameState, Phase, UnitState, Where
from core.sides import Side
from core.tables import AtWeapon, EliminationNumber, Ruleset, get_ruleset, letter
from core.unit_kinds import INFANTRY_KINDS, STACKING_GROUP, VEHICLE_KINDS
from core.unit_model import Kind, Letter
from core.units import SupportWeapon, SupportWeaponType, WeaponFlag

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook
    from core.hexes import Hex
    from core.los import Sightlines

AT_TARGET_KINDS = (Kind.AFV, Kind.VEHICLE, Kind.GUN)  # 16.1: AT fire has no effect on infantry


class NoAtWeaponError(ValueError):
    """An AT attack named with a weapon the firer does not have (or its side has used up)."""


@dataclass(frozen=True)
class AtUse:
    """One way a unit can make an AT attack: its Gun, a carried AT support weapon, or
    one of its side's Panzerfausts or AT grenades (12.5, 12.51)."""

    weapon: str | None  # the FireAT action's weapon: None for a Gun's or vehicle's own Gun
    weapon_class: AtWeapon
    atfp: Letter
    max_range: int | None  # None: unlimited (16.2)
    forward_only: bool  # a non-turreted Gun fires only into its FFA (7.4)
    expendable: bool = False
    rear_armor: bool = False  # AT grenades strike the rear armor (seed 004)


@dataclass(frozen=True)
class AtShot:
    """What one AT attack did, for the caller and the event log."""

    firer: str | None  # None for a mortar barrage or a support mission
    target: str
    weapon: str | None
    to_hit: ToHitResult
    arc: str | None  # "front" or "rear" for an AFV that was hit
    elimination_number: EliminationNumber
    kill_roll: int | None
    outcome: AtOutcome  # what the attack itself did
    abandoned: bool = False  # 16.6: the crew of the immobilized AFV abandoned it

    @property
    def destroyed(self) -> bool:
        return self.outcome is AtOutcome.ELIMINATED or self.abandoned


def ruleset(game: Game) -> Ruleset:
    return get_ruleset(game.scenario.ruleset)


# --- who may fire, with what ----------------------------------------------------------------------


def at_uses(game: Game, state: GameState, unit: UnitState, stock: tuple[tuple[str, int], ...] | None = None) -> list[AtUse]:
    """16.1: a unit with an ATFP (a Gun, or an AFV or vehicle with a Gun), or infantry with an AT support weapon
    (12.3) or its side's Panzerfausts and AT grenades (12.51). Passengers never make AT attacks (8.5, 16.1);
    mortars strike vehicles only as part of their barrage (12.67). Remembered per game on the fields it reads
    (`stock`: the side's expendables as items, when the caller has them)."""
    if unit.where != Where.MAP:
        return []
    stock = tuple(state.sides[unit.side].expendables.items()) if stock is None else stock
    key = (unit.type, tuple(unit.weapons), stock)
    known = memo.store(game, "at_uses")
    found = known.get(key)
    if found is None:
        found = known[key] = tuple(_at_uses(game, state, unit))
    return list(found)


def _at_uses(game: Game, state: GameState, unit: UnitState) -> list[AtUse]:
    kind, info = game.kind(unit), game.info(unit.type)
    if kind == Kind.GUN:
        atfp: Letter | None = info.atfp
        return [AtUse(None, AtWeapon.GUN, atfp, None, True)] if atfp is not None else []
    if kind in VEHICLE_KINDS:
        gun = info.gun
        return [AtUse(None, AtWeapon.GUN, gun.atfp, None, not gun.turreted)] if gun is not None else []
    if kind not in INFANTRY_KINDS:
        return []
    uses = [AtUse(w, AtWeapon.INFANTRY_AT, atfp, sw.range, False)
            for w, sw, atfp in _weapons(game, unit.weapons) if sw.sw_type is not SupportWeaponType.EXPENDABLE]
    held = sorted(w for w, n in state.sides[unit.side].expendables.items() if n > 0)
    for w, sw, atfp in _weapons(game, held):
        if sw.sw_type is SupportWeaponType.EXPENDABLE:
            uses.append(AtUse(w, AtWeapon.INFANTRY_AT, atfp, 1, False, True, sw.has(WeaponFlag.REAR_ARMOR)))
    return uses


def _weapons(game: Game, type_ids: list[str]) -> Iterator[tuple[str, SupportWeapon, Letter]]:
    """The AT-capable support weapons among `type_ids` (mortars left out, 12.67)."""
    for type_id in type_ids:
        sw = game.info(type_id) if type_id in game.catalogue else None
        if isinstance(sw, SupportWeapon) and sw.atfp is not None and not sw.has(WeaponFlag.MORTAR):
            yield type_id, sw, sw.atfp


def may_fire(unit: UnitState, *, final: bool = False) -> bool:
    """13.1, 14.7, 5.34: an unpinned unit on the map without a Fire marker; the Final
    Opportunity Fire against an overrunning AFV ignores the Fire marker (17.2)."""
    return unit.where == Where.MAP and not unit.pinned and (final or not unit.fired)


def is_at_target(game: Game, state: GameState, unit: UnitState) -> bool:
    """16.1: AFVs, vehicles and Guns on the map; never one in a bunker (19.5)."""
    if unit.where != Where.MAP or game.kind(unit) not in AT_TARGET_KINDS:
        return False
    return fortification_at(state, unit.hex or "", game.terrain.bunkers) is None


def reaches(game: Game, state: GameState, firer: UnitState, use: AtUse, target: UnitState) -> bool:
    """16.2, 12.51, 7.4, 19.5: range, line of sight and the firing arcs."""
    bunker = fortification_at(state, firer.hex or "", game.terrain.bunkers)
    return _reaches(game.sight(state), game.hex(firer.hex or ""), firer.facing, bunker, use, game.hex(target.hex or ""))


def _reaches(sight: Sightlines, origin: Hex, facing: int | None, bunker: dict[str, Any] | None, use: AtUse, aim: Hex) -> bool:
    hexes = origin.distance(aim)
    if hexes < 1 or (use.max_range is not None and hexes > use.max_range) or (use.forward_only and not in_ffa(origin, facing, aim)):
        return False
    return (bunker is None or in_ffa(origin, bunker.get("facing"), aim)) and sight.can_see(origin, aim)


def fire_at_actions(game: Game, state: GameState, side: Side) -> list[FireAT]:
    """Every AT attack `side` may make now, firers and targets in scenario order; each firer's
    remembered (core.game.memo) on what it reads: itself, the targets, smoke, fortifications, stock."""
    targets, firers = list[tuple[str, "Hex"]](), list[UnitState]()
    on_map, bunkers = Where.MAP, game.terrain.bunkers  # read once: an Enum member off its class is slow
    for unit in state.units.values():  # one pass: may_fire for the side, is_at_target for the enemy, both inlined
        if unit.where != on_map:
            continue
        if unit.side == side:
            firers += [unit] if not unit.pinned and not unit.fired else []
        elif (game.kind(unit) in AT_TARGET_KINDS and fortification_at(state, unit.hex or "", bunkers) is None
              and fog.may_target(game, state, side, unit.hex or "")):  # seed 004 fog of war
            targets.append((unit.id, game.hex(unit.hex or "")))
    if not targets:
        return []
    aims, stock = tuple(targets), tuple(state.sides[side].expendables.items())
    shots = memo.token(game, (aims, game.sight_key(state), memo.fortifications_key(state), stock))
    uses, known, found = memo.store(game, "at_uses"), memo.store(game, "at_shots"), list[FireAT]()  # asked once a listing
    for unit in firers:  # at_uses' own store first (at_uses fills it): most units have no AT use and need no key built
        if (able := uses.get((unit.type, tuple(unit.weapons), stock))) or (able is None and at_uses(game, state, unit, stock)):
            key = (memo.unit_key(unit), shots)
            found += known[key] if key in known else known.setdefault(key, tuple(_shots(game, state, unit, aims, stock)))
    return found


def _shots(game: Game, state: GameState, unit: UnitState, aims: tuple[tuple[str, Hex], ...], stock: Any) -> list[FireAT]:
    origin, sight, bunker = game.hex(unit.hex or ""), game.sight(state), fortification_at(state, unit.hex or "", game.terrain.bunkers)
    return [FireAT(unit.id, target, use.weapon) for use in at_uses(game, state, unit, stock)
            for target, aim in aims if _reaches(sight, origin, unit.facing, bunker, use, aim)]


def at_fire_provider(game: Game, state: GameState) -> list[Action]:
    """5.32, 5.34: the active player fires in his Fire Phase, the other in Defensive Fire."""
    return list(fire_at_actions(game, state, game.to_act(state)))


def handle_fire_at(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, FireAT)
    resolve_at_fire(game, state, action.unit, action.target, action.weapon)


# --- the numbers of the position ------------------------------------------------------------------


def target_cover(game: Game, state: GameState, unit: UnitState) -> int:
    """13.4: the target hex's terrain cover, with a fortification the unit may occupy (sandbags for a
    Gun, 19.6; foxholes and trenches infantry only, 19.9, 19.10; a cave its own side's units, 19.11)."""
    terrain = game.terrain.get(game.battlefield.terrain(game.hex(unit.hex or ""))).cover
    group = STACKING_GROUP.get(game.kind(unit))
    for placed in state.fortifications:
        if placed["hex"] != unit.hex or placed.get("hidden"):
            continue
        fort = (game.terrain.fortifications or {}).get(placed["type"])
        if fort is not None and group in fort.occupants and fort.cover and (not fort.owner_only or placed["side"] == unit.side):
            terrain = terrain + fort.cover if fort.cover_adds_to_terrain else max(terrain, fort.cover)
    return terrain


def shield_faces(game: Game, state: GameState, target: UnitState, firer_hex: str) -> bool:
    """13.5: a Gun Shield adds +1 against AT fire through the Gun's FFA while it is not moving."""
    if game.kind(target) != Kind.GUN or not game.info(target.type).gun_shield:
        return False
    if state.moving is not None and target.id in state.moving.units:
        return False
    return in_ffa(game.hex(target.hex or ""), target.facing, game.hex(firer_hex))


def leader_for(game: Game, state: GameState, firer: UnitState, *, final: bool = False) -> UnitState | None:
    """13.6: the best leadership modifier in the firing infantry's hex (a leader firing alone
    may use his own); a leader modifies one attack per turn and not after firing,
    except in the Final Opportunity Fire against an overrunning AFV (17.2)."""
    if game.kind(firer) not in INFANTRY_KINDS:
        return None
    best: UnitState | None = None
    for other in state.units_at(firer.hex or "", firer.side):
        if game.kind(other) != Kind.LEADER or other.pinned:
            continue
        if not final and (other.leader_used or (other.fired and other.id != firer.id)):
            continue
        if best is None or game.info(other.type).modifier < game.info(best.type).modifier:
            best = other
    return best


def _arc(game: Game, state: GameState, target: UnitState, firer_hex: str, use: AtUse, final: bool, side: Side) -> ArmorArc:
    """16.5: the arc the shot strikes; AT grenades and the Final Opportunity Fire strike the rear
    (seed 004, 17.2); an AFV without a facing is treated as showing its front."""
    if final or use.rear_armor:
        return ArmorArc.REAR
    if target.facing is None:
        return ArmorArc.FRONT
    arc = armor_arc(game.hex(target.hex or ""), target.facing, game.hex(firer_hex))
    return boundary_arc(state.dice.roll_d6(side), ruleset(game)) if arc is ArmorArc.BOUNDARY else arc


# --- resolving a shot ------------------------------------------------------------------------------


def find_use(game: Game, state: GameState, firer: UnitState, weapon: str | None) -> AtUse:
    for use in at_uses(game, state, firer):
        if use.weapon == weapon:
            return use
    raise NoAtWeaponError(f"{firer.id} cannot make an AT attack with {weapon or 'its Gun'}")


def resolve_at_fire(game: Game, state: GameState, firer_id: str, target_id: str, weapon: str | None = None, *,
                    final: bool = False) -> AtShot:
    """16.3-16.6: one AT attack, applied to the state (Fire marker, expendable spent, leader
    used, the target immobilized or eliminated, valor and sniper checks).

    Opportunity fire uses it as it is: 13.8's modifiers are for APFP attacks only.
    `final`: the Final Opportunity Fire against an overrunning AFV's rear (17.2).
    The caller decides what an immobilized or eliminated mover does next.
    """
    firer, target = state.units[firer_id], state.units[target_id]
    use = find_use(game, state, firer, weapon)
    firer_hex = firer.hex or ""
    firer.fired = True
    if use.expendable and weapon is not None:
        state.sides[firer.side].expendables[weapon] -= 1  # 12.5: removed after use
    leader = leader_for(game, state, firer, final=final)
    if leader is not None:
        leader.fired = leader.leader_used = True  # 13.6 (003): a leader who modifies is marked as fired
    _, hindrance = game.sight(state).sight(game.hex(firer_hex), game.hex(target.hex or ""))
    fire = AtFire(use.weapon_class, game.hex(firer_hex).distance(game.hex(target.hex or "")),
                  cover=target_cover(game, state, target), hindrance=hindrance,
                  leader=game.info(leader.type).modifier if leader is not None else 0,
                  valorous=valor.at_roll_modifier(game, firer) != 0,
                  gun_shield=shield_faces(game, state, target, firer_hex))
    hit = roll_to_hit(fire, state.dice.roll_2d6(firer.side), ruleset(game))
    if game.kind(firer) in INFANTRY_KINDS:
        valor.on_attack_roll(game, state, hit.roll, [firer])  # 22.2
    shot = _strike(game, state, target, hit, use, firer_hex, final, firer.side, firer_id, weapon)
    _log(state, shot, leader)
    if hit.roll == ruleset(game).number("sniper_trigger_natural") and game.kind(firer) in INFANTRY_KINDS:
        _sniper(game, state, firer)  # 20.2
    return shot


def _strike(game: Game, state: GameState, target: UnitState, hit: ToHitResult, use: AtUse, firer_hex: str,
            final: bool, side: Side, firer_id: str | None, weapon: str | None) -> AtShot:
    """16.4: a hit destroys a vehicle or Gun; against an AFV the arc's Armor Factor gives the
    Elimination Number for an unmodified roll."""
    if not hit.hit:
        return AtShot(firer_id, target.id, weapon, hit, None, None, None, AtOutcome.MISS,
                      abandoned=_survived(game, state, target))
    if game.kind(target) != Kind.AFV:
        eliminate_unit(game, state, target, cause="at_fire")
        return AtShot(firer_id, target.id, weapon, hit, None, None, None, AtOutcome.ELIMINATED)
    arc = _arc(game, state, target, firer_hex, use, final, side)
    letter = armor_factor(game.info(target.type).armor, arc)
    number = ruleset(game).elimination_number(use.atfp, letter)
    roll = state.dice.roll_2d6(side) if isinstance(number, int) else None
    outcome = elimination_outcome(number, roll, hit.weapon.indirect)
    return AtShot(firer_id, target.id, weapon, hit, arc.value, number, roll, outcome,
                  abandoned=_apply_outcome(game, state, target, outcome))


def _apply_outcome(game: Game, state: GameState, target: UnitState, outcome: AtOutcome) -> bool:
    """16.4, 16.6: eliminate, or immobilize and check the crew; True if the crew abandoned it."""
    if outcome is AtOutcome.ELIMINATED:
        eliminate_unit(game, state, target, cause="at_fire")
        return False
    if outcome is AtOutcome.IMMOBILIZED and not target.immobile:
        target.immobile = True
        state.emit(ev.Immobilized(unit=target.id))
        return crew_check(game, state, target)
    return _survived(game, state, target)


def _survived(game: Game, state: GameState, target: UnitState) -> bool:
    """16.6: an immobilized AFV that survives any attack checks for abandonment again."""
    return target.immobile and target.in_play and crew_check(game, state, target)


def crew_check(game: Game, state: GameState, unit: UnitState) -> bool:
    """16.6: the owner rolls a die; 2 or less and the crew abandons the AFV (eliminated).
    Other modules call it after any attack an immobilized AFV survives."""
    die = state.dice.roll_d6(unit.side)
    abandoned = crew_abandons(die, ruleset(game))
    state.emit(ev.CrewCheck(unit=unit.id, roll=die, abandoned=abandoned))
    if abandoned:
        eliminate_unit(game, state, unit, cause="abandoned")
    return abandoned


def _log(state: GameState, shot: AtShot, leader: UnitState | None) -> None:
    hit = shot.to_hit
    state.emit(ev.AtFire(firer=shot.firer, target=shot.target, weapon=shot.weapon, roll=hit.roll, needed=hit.number,
                         modified=hit.modified_roll, modifiers=[m.to_dict() for m in hit.modifiers], hit=hit.hit,
                         leader=leader.id if leader is not None else None, arc=shot.arc, result=shot.outcome.value,
                         elimination_number=shot.elimination_number, kill_roll=shot.kill_roll, abandoned=shot.abandoned))


def _sniper(game: Game, state: GameState, firer: UnitState) -> None:
    """20.2: the enemy's sniper (the Rulebook's natural-twelve hook, core.game.snipers)."""
    game.rules.natural_twelve(game, state, firer.hex or "", [firer])


# --- mortars (12.67) and fire support (18.5) against vehicles --------------------------------------


def mortar_vs_vehicles(game: Game, state: GameState, hex_name: str, mortar_atfp: Letter | str | None, *,
                       leader: int = 0, side: Side | None = None) -> list[AtShot]:
    """12.67: each vehicle in the struck hex is rolled for separately, 6 or less to hit with
    the hex's cover (not hindrances, 12.63) and the mortar's leader (12.61); a hit destroys
    an unarmored vehicle, and an AFV on a roll at or under the Elimination Number of the
    mortar's ATFP against its rear armor. fire.py calls it from its mortar barrage."""
    if mortar_atfp is None:
        return []
    return _indirect(game, state, hex_name, AtWeapon.MORTAR, letter(mortar_atfp),
                     (Kind.AFV, Kind.VEHICLE), None, leader, side)


def support_vs_afvs(game: Game, state: GameState, hex_name: str, strength_letter: Letter | str,
                    to_hit: int | None = None, *, side: Side | None = None) -> list[AtShot]:
    """18.5: each AFV in the target hex is rolled for separately, 8 or less to hit (the
    rulebook's number; `to_hit` overrides it) with the hex's cover; a hit destroys on a
    roll at or under the Elimination Number of the mission's AT strength against the
    rear armor. Unarmored vehicles and Guns are AP targets of the mission (support.py)."""
    return _indirect(game, state, hex_name, AtWeapon.OFF_BOARD, letter(strength_letter),
                     (Kind.AFV,), to_hit, 0, side)


def _indirect(game: Game, state: GameState, hex_name: str, weapon_class: AtWeapon, atfp: Letter,
              kinds: tuple[Kind, ...], number: int | None, leader: int, side: Side | None) -> list[AtShot]:
    """One to-hit roll per vehicle in the hex, in scenario order, against its rear armor."""
    shots: list[AtShot] = []
    use = AtUse(None, weapon_class, atfp, None, False, rear_armor=True)
    for unit in [u for u in state.units_at(hex_name) if game.kind(u) in kinds]:
        rolling = side or unit.side.other
        fire = AtFire(weapon_class, 0, cover=target_cover(game, state, unit), leader=leader)
        roll = state.dice.roll_2d6(rolling)
        hit = roll_to_hit(fire, roll, ruleset(game))
        if number is not None:
            hit = ToHitResult(hit.weapon, number, roll, hit.modifiers, hit.modified_roll)
        shot = _strike(game, state, unit, hit, use, hex_name, True, rolling, None, None)
        _log(state, shot, None)
        shots.append(shot)
    return shots


def register(rules: Rulebook) -> None:
    """AT fire in the Fire phases; a mortar barrage's strike on vehicles for core.game.ap_attack."""
    rules.provide(at_fire_provider, Phase.FIRE, Phase.DEFENSIVE_FIRE)
    rules.handle(handle_fire_at, FireAT)
    rules.on_mortar_strike(mortar_vs_vehicles)
