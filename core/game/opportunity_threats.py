"""Who could open fire on units entering a hex, and how good each shot would be
(13.8 opportunity fire, 12.61, 14.2-14.4 fire groups, 16.x AT fire, 20.4 snipers).

Pure queries: nothing in the state changes and no die is rolled. The numbers are
the ones the attack itself would use (core.game.fire's modifiers, core.game.at_fire's
to-hit inputs), turned into an expectation over the dice, so core.game.opportunity
can pick its shots and the test-run window can show the threats to a mover.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from core.combat.at import AtFire, roll_to_hit
from core.combat.facing import ArmorArc, armor_arc, armor_factor
from core.combat.modifiers import Modifier
from core.dice import TWO_DICE
from core.game import memo, snipers, valor
from core.game.ap_attack import ap_modifiers
from core.game.at_fire import (
    AtUse,
    at_uses,
    is_at_target,
    leader_for,
    may_fire,
    reaches,
    ruleset,
    shield_faces,
    target_cover,
)
from core.game.casualties import ap_targets
from core.game.fire_power import FirePower, best_weapon, distance, fire_group_apfp, reach
from core.game.state import GameState, UnitState, Where
from core.hexes import Hex
from core.sides import Side, other_side
from core.tables import ELIMINATED, EliminationNumber, RangeBandError, Ruleset, get_ruleset
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind
from core.units import WeaponFlag

if TYPE_CHECKING:
    from core.game.game import Game

__all__ = ["Threat", "ThreatKind", "expected_cp", "opportunity_candidates", "still_moving"]


_CARRIED, _MAP = Where.CARRIED, Where.MAP  # an Enum member read off its class is slow: unit scans read these


class ThreatKind(str, Enum):
    AT = "at"
    AP = "ap"
    SNIPER = "sniper"


@dataclass(frozen=True)
class Threat:
    """One opportunity attack that could be made now at the units entering `target_hex`.

    `expected`: for AP fire and the sniper the mean Casualty Points; for AT fire the
    chance to eliminate or immobilize `target`. `covered`: some positive cover or
    hindrance protects the target (13.8's -1 does not apply)."""

    kind: ThreatKind
    firers: tuple[str, ...]  # empty for the sniper
    origin: str
    target_hex: str
    distance: int
    expected: float
    covered: bool
    modifiers: tuple[Modifier, ...] = ()
    apfp: int = 0
    weapons: tuple[str, ...] = ()  # AP: the vehicle weapons that fire
    target: str | None = None  # AT: the unit aimed at
    weapon: str | None = None  # AT: the FireAT weapon, None for a Gun's or vehicle's own gun
    atfp: str | None = None
    to_hit: int | None = None
    lane_mgs: int = 0  # 13.9: infantry MGs firing, one Fire Lane marker each
    side: Side = Side.ALLIED  # the firing side (every threat names it)

    @property
    def adjacent(self) -> bool:
        return self.distance <= 1


def still_moving(state: GameState, movers: Sequence[str], hex_name: str) -> list[UnitState]:
    """The movers still on their way in `hex_name`: on the map, not pinned or immobilized (14.7)."""
    units = [state.units[i] for i in movers if i in state.units]
    return [u for u in units if u.where == _MAP and u.hex == hex_name and not u.pinned and not u.immobile]


def opportunity_candidates(game: Game, state: GameState, hex_name: str, movers: Sequence[str]) -> list[Threat]:
    """Every opportunity attack the movers' enemy could make at the units (ids) entering
    `hex_name`: AT shots at each vehicle or Gun, AP fire by each fire group, the sniper.
    Movers elsewhere are counted as if they stood in `hex_name` (a step being considered).
    In a deterministic order: AT, AP, sniper, each in scenario order of its firers."""
    on_map = [state.units[i] for i in movers if i in state.units and state.units[i].where == _MAP]
    if not on_map:
        return []
    enemy = on_map[0].side.other
    if all(u.hex == hex_name for u in on_map):  # they entered it: nobody to put there for the question
        return _threats(game, state, hex_name, on_map, movers, enemy)
    with _standing_in(state, on_map, hex_name):
        return _threats(game, state, hex_name, on_map, movers, enemy)


def _threats(game: Game, state: GameState, hex_name: str, on_map: list[UnitState], movers: Sequence[str],
             enemy: Side) -> list[Threat]:
    return (at_threats(game, state, hex_name, on_map, enemy) + ap_threats(game, state, hex_name, movers, enemy)
            + sniper_threats(game, state, hex_name, movers, enemy))


@contextmanager
def _standing_in(state: GameState, movers: Sequence[UnitState], hex_name: str) -> Iterator[None]:
    """Put the movers and their passengers in `hex_name` for the question only."""
    moved = [(member, member.hex) for unit in movers if unit.hex != hex_name
             for member in (unit, *state.passengers(unit.id))]
    for member, _ in moved:
        member.hex = hex_name
    try:
        yield
    finally:
        for member, where in moved:
            member.hex = where


def _positive_cover(modifiers: Sequence[Modifier]) -> bool:
    return sum(m.value for m in modifiers if m.value > 0 and m.section != "13.6") > 0


# --- AP fire ------------------------------------------------------------------------------------


def _ready(unit: UnitState) -> bool:
    return not unit.fired and not unit.pinned


def firing_groups(game: Game, state: GameState, side: Side) -> list[list[UnitState]]:
    """14.2-14.4: each hex's ready infantry as one group; each ready vehicle, AFV or Gun alone
    with its ready infantry passengers (or the passengers alone when it cannot fire)."""
    groups: dict[tuple[str, str], list[UnitState]] = {}
    carried: dict[str, list[UnitState]] = {}  # state.passengers of every carrier
    others: list[UnitState] = []
    on_map, aboard, kind_of = _MAP, _CARRIED, game.kind
    for unit in state.units.values():
        where = unit.where
        if where == aboard:
            if unit.carrier is not None:
                carried.setdefault(unit.carrier, []).append(unit)
        elif unit.side == side and where == on_map and unit.hex:
            if kind_of(unit) in INFANTRY_KINDS:
                if not unit.fired and not unit.pinned:  # _ready, inlined
                    key = ("hex", unit.hex)
                    group = groups.get(key)
                    if group is None:
                        groups[key] = [unit]
                    else:
                        group.append(unit)
            else:
                groups[("unit", unit.id)] = []  # its place in the order; filled below
                others.append(unit)
    for unit in others:
        riders = [p for p in carried.get(unit.id, ()) if _ready(p) and game.kind(p) in INFANTRY_KINDS]
        if _ready(unit):
            groups[("unit", unit.id)] = [unit, *riders]
        elif riders and not unit.pinned:
            groups[("unit", unit.id)] = riders
    return [group for group in groups.values() if group]


def expected_cp(rules: Ruleset, apfp: int, modifier: int) -> float:
    """The mean Casualty Points of an AP attack on the AP Combat Table (14.5)."""
    return sum(p * rules.ap_casualty_points(apfp, roll + modifier) for roll, p in TWO_DICE.items())


def _expected(game: Game, rules: Ruleset, apfp: int, modifier: int) -> float:
    """expected_cp, remembered per Game (its ruleset is the scenario's, fixed for the game)."""
    known = memo.store(game, "expected_cp")
    found: float | None = known.get((apfp, modifier))
    if found is None:
        found = known[(apfp, modifier)] = expected_cp(rules, apfp, modifier)
    return found


def ap_threats(game: Game, state: GameState, hex_name: str, movers: Sequence[str], side: Side) -> list[Threat]:
    """13.8: AP fire by every fire group in sight of the hex at the movers it can hurt (14.1);
    12.61: a mortar never fires here (fire_group_apfp leaves it out without "mortar")."""
    if not ap_targets(game, state, hex_name, other_side(side), list(movers)):
        return []
    sight = game.sight(state)
    target = game.hex(hex_name)
    reaches = memo.store(game, "unit_reach")
    threats = []
    hexes: dict[str, tuple[int, Hex]] = {}  # the distance and Hex of each origin, asked once
    seen: dict[str, bool] = {}  # whether each origin sees the hex (blocked alone: any smoke, 13.2), asked once
    for group in firing_groups(game, state, side):
        origin = group[0].hex or ""
        if origin == hex_name:
            continue
        found = hexes.get(origin)
        if found is None:
            there = game.hex(origin)
            found = hexes[origin] = (there.distance(target), there)
        if _out_of_reach(game, group, found[0], reaches):
            continue
        visible = seen.get(origin)
        if visible is None:
            visible = seen[origin] = sight.can_see(found[1], target)
        if not visible:
            continue
        threat = _ap_threat(game, state, group, hex_name, movers)
        if threat is not None:
            threats.append(threat)
    return threats


def _out_of_reach(game: Game, group: list[UnitState], hexes: int, known: dict[object, int | None]) -> bool:
    """Beyond every unit's AP reach (fire_power.reach, remembered per type and weapons) the
    group has no APFP, so no threat: fire_power.group_reach's test, one unit at a time."""
    for unit in group:
        key = (unit.type, tuple(unit.weapons))
        if key in known:
            farthest = known[key]
        else:
            farthest = known[key] = reach(game, unit)
        if farthest is None or hexes <= farthest:
            return False
    return True


def _ap_threat(game: Game, state: GameState, group: list[UnitState], hex_name: str, movers: Sequence[str]) -> Threat | None:
    power = fire_group_apfp(game, state, group, hex_name)
    if power.total < 1:
        return None
    firing = power.firing
    firers = [u for u in group if u.id in firing]
    if len(firers) < len(group) or power.vehicle_weapons:  # else the same question again: the same answer
        power = fire_group_apfp(game, state, firers, hex_name, weapons=power.vehicle_weapons)
    modifiers = ap_modifiers(game, state, firers, hex_name, opportunity=True, only=list(movers), power=power)
    rules = get_ruleset(game.scenario.ruleset)
    origin = firers[0].hex or ""
    return Threat(ThreatKind.AP, tuple(u.id for u in firers), origin, hex_name, distance(game, origin, hex_name),
                  _expected(game, rules, power.total, sum(m.value for m in modifiers)), _positive_cover(modifiers),
                  tuple(modifiers), power.total, power.vehicle_weapons, lane_mgs=lane_mgs(game, firers, power, hex_name),
                  side=firers[0].side)


def lane_mgs(game: Game, firers: Sequence[UnitState], power: FirePower, hex_name: str) -> int:
    """13.9: how many infantry units on the map fire an MG support weapon in the attack
    (AFV and vehicle MGs lay no lane)."""
    count = 0
    shares = {c.unit: c for c in power.contributions}
    for unit in firers:
        if unit.where != _MAP or game.kind(unit) not in INFANTRY_KINDS or unit.id not in shares:
            continue
        sw = best_weapon(game, unit, distance(game, unit.hex or "", hex_name))
        if sw is not None and sw.has(WeaponFlag.MACHINE_GUN) and any(p.startswith(f"{sw.id} ") for p in shares[unit.id].parts):
            count += 1
    return count


# --- AT fire ------------------------------------------------------------------------------------


def at_threats(game: Game, state: GameState, hex_name: str, movers: Sequence[UnitState], side: Side) -> list[Threat]:
    """16.x: each unit's best AT shot at each vehicle, AFV or Gun among the movers."""
    targets = [u for u in movers if u.hex == hex_name and is_at_target(game, state, u)]
    if not targets:
        return []
    threats = []
    for unit in state.units.values():
        if unit.side != side or not may_fire(unit):
            continue
        uses = at_uses(game, state, unit)
        for target in targets:
            shots = [t for use in uses if reaches(game, state, unit, use, target)
                     if (t := _at_threat(game, state, unit, use, target)) is not None]
            if shots:
                threats.append(max(shots, key=lambda t: (t.expected, t.weapon is None or t.weapon in unit.weapons)))
    return threats


def at_fire_inputs(game: Game, state: GameState, firer: UnitState, use: AtUse, target: UnitState) -> AtFire:
    """The inputs core.game.at_fire.resolve_at_fire gives the to-hit roll (16.3, 13.4-13.6, 22.3);
    the play window's odds read them too."""
    leader = leader_for(game, state, firer)
    origin, aim = game.hex(firer.hex or ""), game.hex(target.hex or "")
    _, hindrance = game.sight(state).sight(origin, aim)
    return AtFire(use.weapon_class, origin.distance(aim), cover=target_cover(game, state, target), hindrance=hindrance,
                  leader=game.info(leader.type).modifier if leader is not None else 0,
                  valorous=valor.at_roll_modifier(game, firer) != 0,
                  gun_shield=shield_faces(game, state, target, firer.hex or ""))


def _at_threat(game: Game, state: GameState, firer: UnitState, use: AtUse, target: UnitState) -> Threat | None:
    rules = ruleset(game)
    fire = at_fire_inputs(game, state, firer, use, target)
    try:
        results = {roll: roll_to_hit(fire, roll, rules) for roll in TWO_DICE}
    except RangeBandError:
        return None
    hit = sum(p for roll, p in TWO_DICE.items() if results[roll].hit)
    sample = results[7]
    modifiers = tuple(Modifier(m.name, m.value, m.section) for m in sample.modifiers)
    expected = hit * _effect_chance(game, firer, use, target)
    return Threat(ThreatKind.AT, (firer.id,), firer.hex or "", target.hex or "", fire.range_hexes, expected,
                  _positive_cover(modifiers), modifiers, target=target.id, weapon=use.weapon,
                  atfp=use.atfp.name, to_hit=sample.number, side=firer.side)


def _effect_chance(game: Game, firer: UnitState, use: AtUse, target: UnitState) -> float:
    """16.4: a hit destroys a vehicle or Gun; against an AFV, the chance of rolling at or under
    the Elimination Number (under eliminates, equal immobilizes)."""
    if game.kind(target) != Kind.AFV:
        return 1.0
    number = elimination_number_for(game, firer, use, target)
    if number == ELIMINATED:
        return 1.0
    if number is None:
        return 0.0
    return sum(p for roll, p in TWO_DICE.items() if roll <= int(number))


def elimination_number_for(game: Game, firer: UnitState, use: AtUse, target: UnitState) -> EliminationNumber:
    """16.4: the Elimination Number of a hit on an AFV from the firer's hex (the play window's
    odds show it). A shot along the front/rear boundary is counted against the front (the
    worse case)."""
    armor = game.info(target.type).armor
    if use.rear_armor:
        arc = ArmorArc.REAR
    elif target.facing is None:
        arc = ArmorArc.FRONT
    else:
        arc = armor_arc(game.hex(target.hex or ""), target.facing, game.hex(firer.hex or ""))
        arc = ArmorArc.FRONT if arc is ArmorArc.BOUNDARY else arc
    return ruleset(game).elimination_number(use.atfp, armor_factor(armor, arc))


# --- the sniper -----------------------------------------------------------------------------------


def sniper_threats(game: Game, state: GameState, hex_name: str, movers: Sequence[str], side: Side) -> list[Threat]:
    """20.4: the side's sniper, once a turn, at movers within six hexes and in its sight."""
    if not snipers.sniper_can_fire_at(game, state, side, hex_name):
        return []
    targets = ap_targets(game, state, hex_name, other_side(side), list(movers))
    if not targets:
        return []
    origin = state.sides[side].sniper_hex or ""
    modifiers = snipers.sniper_cover(game, state, origin, hex_name, targets)
    cover = max(sum(m.value for m in modifiers), 0)
    return [Threat(ThreatKind.SNIPER, (), origin, hex_name, distance(game, origin, hex_name),
                   snipers.expected_sniper_cp(cover), cover > 0, tuple(modifiers), side=side)]
