"""The moving group: who may move, how far, where it may stop, and how a move ends.

Shared by the Movement Phase (movement_phase.py, move_steps.py), transports
(transport.py), reinforcements (reinforcements.py) and armor overruns, so each
rule about a moving stack has one home. Map costs come from core.movement; what
depends on the state (markers, stacking, fortifications) is worked out here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game import memo
from core.game.actions import EndMove, StartMove
from core.game.casualties import eliminate_unit
from core.game.objectives import take_objectives
from core.game.state import GameState, UnitState, Where
from core.hexes import Hex
from core.movement import MovementGraph, movement_allowance, stack_allowance
from core.movement.costs import CostPart, Entry
from core.sides import Side
from core.terrain import Fortification, UnitClass
from core.unit_kinds import INFANTRY_KINDS, MOVEMENT_CLASS, VEHICLE_KINDS
from core.unit_kinds import STACKING_GROUP as STACK_GROUP
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game


_MAP = Where.MAP  # an Enum member read off its class is slow: unit scans read these


class IllegalMoveError(ValueError):
    """A movement action that the position does not allow."""


# --- who moves, and how far -------------------------------------------------------------


def may_move(game: Game, state: GameState, unit: UnitState) -> bool:
    """5.33, 7.3: an active unit on the map without a Fire or Move marker, not pinned or immobile."""
    return (unit.where == _MAP and unit.side == state.active and not unit.fired and not unit.moved
            and not unit.pinned and not unit.immobile and game.kind(unit) in MOVEMENT_CLASS)


def classes_of(game: Game, units: Iterable[UnitState]) -> frozenset[UnitClass]:
    return frozenset(MOVEMENT_CLASS[game.kind(u)] for u in units)


def has_heavy_weapon(game: Game, unit: UnitState) -> bool:
    return any(w in game.catalogue and getattr(game.info(w), "sw_type", None) == "H" for w in unit.weapons)


def unit_allowance(game: Game, unit: UnitState, with_leader: bool, assault: bool) -> int:
    """6.31, 6.32, 6.4, 12.2: one unit's MP for this move (core.movement does the arithmetic)."""
    kind = game.kind(unit)
    if kind in INFANTRY_KINDS:
        heavy = kind != Kind.LEADER and has_heavy_weapon(game, unit)
        return movement_allowance(kind, with_leader=with_leader and kind != Kind.LEADER, heavy_weapon=heavy, assault=assault)
    return int(game.info(unit.type).movement_points)


def group_allowance(game: Game, units: Sequence[UnitState], assault: bool) -> int:
    """6.1, 6.31: a stack moves at its slowest member's MP; squads with a leader in it have six."""
    key = (tuple((u.type, tuple(u.weapons)) for u in units), assault)  # all it reads (core.game.memo)
    known = memo.store(game, "group_allowance")
    found = known.get(key)
    if found is None:
        with_leader = any(game.kind(u) == Kind.LEADER for u in units)
        found = known[key] = stack_allowance(unit_allowance(game, u, with_leader, assault) for u in units)
    return int(found)


_MOVING_FROM = (Where.MAP, Where.WAITING)
_ABOARD = (Where.CARRIED, Where.WAITING)


def group_units(state: GameState) -> list[UnitState]:
    """The units still moving now (on the map, or waiting to enter), in the order they started."""
    moving = state.moving
    if moving is None:
        return []
    units = state.units
    return [u for i in moving.units if (u := units[i]).where in _MOVING_FROM]


def group_facing(game: Game, units: Iterable[UnitState]) -> int | None:
    """The facing a stack with a vehicle moves by (its vehicles share it, see candidate_groups)."""
    return next((u.facing for u in units if game.kind(u) in VEHICLE_KINDS), None)


def carried_by(state: GameState, carrier: UnitState) -> list[UnitState]:
    """Passengers and the towed gun, whatever the carrier's whereabouts (waiting ones too)."""
    carrier_id = carrier.id
    return [u for u in state.units.values() if u.carrier == carrier_id and u.where in _ABOARD]


# --- stacking ------------------------------------------------------------------------------


def stack_counts(game: Game, units: Iterable[UnitState]) -> dict[str, int]:
    """Counts per stacking group; passengers are not counted, their transport is (8.4).
    (A plain dict: this runs for every hex a move or an advance might end in.)"""
    counts = {"infantry": 0, "gun": 0, "afv": 0, "vehicle": 0}
    for unit in units:
        counts[STACK_GROUP[game.kind(unit)]] += 1
    counts["vehicle"] += counts["afv"]
    counts["vehicle_or_gun"] = counts["vehicle"] + counts["gun"]
    return counts


def within(counts: Mapping[str, int], limits: Iterable[Mapping[str, int]]) -> bool:
    return any(all(counts.get(key, 0) <= most for key, most in limit.items()) for limit in limits)


def fortifications_at(game: Game, state: GameState, hex_name: str) -> list[Fortification]:
    return [game.terrain.fortification(f["type"]) for f in state.fortifications if f["hex"] == hex_name]


def hex_holds(game: Game, state: GameState, hex_name: str, units: Sequence[UnitState], strict: bool = True,
              forts: tuple[str, ...] | None = None, kinds: tuple[Kind, ...] | None = None) -> bool:
    """6.9, 19.4: may these units (one side, not passengers) be in the hex together?

    `strict`: every unit must be able to occupy the hex's fortification (19.4,
    where a move may end). Without it only the limits are checked: units stopped
    by fire stay outside a position they cannot occupy (13.8 eliminates only for
    the stacking limit). `forts`: the types of the fortifications in the hex, in
    the state's order, and `kinds`, the units' kinds sorted: when the caller has them.
    """
    if forts is None:
        forts = fortification_types(state, hex_name)
    if kinds is None:
        kinds = tuple(sorted([game.kind(u) for u in units]))
    key = (forts, kinds, strict)
    known = memo.store(game, "hex_holds")  # the answer depends on nothing else (core.game.memo)
    found = known.get(key)
    if found is None:
        found = known[key] = _holds(game, state, hex_name, units, strict)
    return bool(found)


def fortification_types(state: GameState, hex_name: str) -> tuple[str, ...]:
    return tuple(f["type"] for f in state.fortifications if f["hex"] == hex_name)


def fortifications_by_hex(state: GameState) -> dict[str, tuple[str, ...]]:
    """Every hex's fortification types, in the state's order (fortification_types for all)."""
    found: dict[str, list[str]] = {}
    for placed in state.fortifications:
        found.setdefault(placed["hex"], []).append(placed["type"])
    return {hex_name: tuple(types) for hex_name, types in found.items()}


def _holds(game: Game, state: GameState, hex_name: str, units: Sequence[UnitState], strict: bool) -> bool:
    for kind in fortifications_at(game, state, hex_name):
        inside = [u for u in units if STACK_GROUP[game.kind(u)] in kind.occupants]
        if strict and len(inside) < len(units):
            return False
        if kind.limits is not None and not within(stack_counts(game, inside), kind.limits):
            return False
    return within(stack_counts(game, units), game.terrain.stacking_limits)


def others_in_hex(state: GameState, hex_name: str, side: Side, excluded: Iterable[str]) -> list[UnitState]:
    skip = set(excluded)
    return [u for u in state.units_at(hex_name, side) if u.id not in skip]


def may_stop(game: Game, state: GameState, hex_name: str, group: Sequence[UnitState]) -> bool:
    """6.7, 19.4: the group may end its move here with the friendly units already in the hex."""
    side = group[0].side
    return hex_holds(game, state, hex_name, others_in_hex(state, hex_name, side, (u.id for u in group)) + list(group))


# --- step costs that depend on the state ------------------------------------------------------


@lru_cache(maxsize=200_000)
def _map_entry(movement: MovementGraph, here: Hex, there: Hex, classes: frozenset[UnitClass]) -> Entry:
    return movement.entry(here, there, classes)


def step_entry(game: Game, state: GameState, here: Hex, there: Hex, classes: frozenset[UnitClass],
               forts: tuple[str, ...] | None = None) -> Entry:
    """The map's cost of a step (core.movement), with a bunker hex moved through as a building (19.5).
    `forts`: the fortification types in `there`, when the caller has them."""
    step = _map_entry(game.movement, here, there, classes)
    if not step.allowed:
        return step
    if forts is None:
        if not has_bunker(game, state, game.name(there)):
            return step
    elif not forts or not any(t in game.terrain.bunkers for t in forts):  # most hexes have none: no generator
        return step
    return as_building(game, step, classes)


def has_bunker(game: Game, state: GameState, hex_name: str) -> bool:
    return any(f["hex"] == hex_name and f["type"] in game.terrain.bunkers for f in state.fortifications)


def as_building(game: Game, step: Entry, classes: frozenset[UnitClass]) -> Entry:
    """19.5: the bunker's hex costs what a building costs, and vehicles need a road into it (10.5)."""
    hex_part = step.parts[0]
    if hex_part.label == "road":
        return step
    building = game.terrain.get("building")
    if classes & building.road_only:
        return Entry(prohibited="vehicles enter a bunker hex only along a road, as a building (19.5, 10.5)")
    cost = max(building.cost(c) or 0 for c in classes)
    return Entry((CostPart("bunker (as a building)", cost, "19.5"),) + step.parts[1:], whole_move=step.whole_move)


# --- ending moves and losing units -----------------------------------------------------------------


def finish_unit(state: GameState, unit: UnitState) -> None:
    """5.33, 6.4: a unit that concludes its move gets a Move marker; the Assault Move marker comes off."""
    unit.moved = True
    unit.assault_move = False
    for rider in carried_by(state, unit):
        rider.moved = True
    if unit.where == _MAP and unit.hex is not None:
        take_objectives(state, [unit.hex])


def eliminate(game: Game, state: GameState, unit: UnitState, cause: str) -> None:
    """The unit is out of the game, with whatever it carries (8.5); its side loses their points."""
    eliminate_unit(game, state, unit, cause)


def end_move(game: Game, state: GameState) -> None:
    """EndMove: every unit of the group concludes its move where it is."""
    moving = state.moving
    if moving is None:
        return
    group = group_units(state)
    for unit in group:
        finish_unit(state, unit)
    state.moving = None
    state.emit(ev.MoveEnd(units=[u.id for u in group], hex=group[0].hex if group else None, path=list(moving.path)))


def settle(game: Game, state: GameState) -> None:
    """6.1: a move with nothing left to do but end, ends; one that can neither go on nor end
    (stuck over-stacked) ends too, and the units the hex cannot hold are lost (13.8 by analogy)."""
    if state.moving is None or state.is_over:
        return
    if not group_units(state):
        state.moving = None
        return
    actions = game.legal_actions(state)
    if not actions:
        forced_stop(game, state)
    elif all(isinstance(a, EndMove) for a in actions):
        end_move(game, state)
    else:
        game.hand_over(state, actions)  # the move goes on: Game.step need not list them again


def forced_stop(game: Game, state: GameState) -> None:
    group = group_units(state)
    hex_name = group[0].hex
    if group[0].where != _MAP or hex_name is None:
        end_move(game, state)
        return
    kept = others_in_hex(state, hex_name, group[0].side, (u.id for u in group))
    for unit in group:
        if hex_holds(game, state, hex_name, kept + [unit], strict=False):
            kept.append(unit)
        else:
            eliminate(game, state, unit, "stuck in an over-stacked hex (6.7, 13.8)")
    end_move(game, state)


# --- what may start a move --------------------------------------------------------------------

LEADER_SUBSETS_UP_TO = 5
"""Infantry subsets with a leader are offered when a hex holds at most this many infantry units."""


def candidate_groups(game: Game, units: Sequence[UnitState], same_facing: bool = True) -> list[tuple[UnitState, ...]]:
    """6.1, 6.31: the groups offered to move from one hex: each unit alone, the whole stack,
    and infantry subsets with a leader (who lends them six MP). A stack with vehicles moves
    by their facing, so they must share it (`same_facing`; units entering the map choose one).
    Remembered per game as positions in `units`, on the kinds and facings it reads."""
    key = (tuple((game.kind(u), u.facing) for u in units), same_facing)
    known = memo.store(game, "candidate_groups")
    found = known.get(key)
    if found is None:
        found = known[key] = _candidate_positions(game, units, same_facing)
    return [tuple(units[i] for i in positions) for positions in found]


def _candidate_positions(game: Game, units: Sequence[UnitState], same_facing: bool) -> tuple[tuple[int, ...], ...]:
    indexed = {id(u): i for i, u in enumerate(units)}
    return tuple(tuple(indexed[id(u)] for u in group) for group in _candidates(game, units, same_facing))


def _candidates(game: Game, units: Sequence[UnitState], same_facing: bool) -> list[tuple[UnitState, ...]]:
    groups: list[tuple[UnitState, ...]] = [(u,) for u in units]
    if len(units) > 1:
        groups.append(tuple(units))
    infantry = [u for u in units if game.kind(u) in INFANTRY_KINDS]
    if 1 < len(infantry) <= LEADER_SUBSETS_UP_TO and any(game.kind(u) == Kind.LEADER for u in infantry):
        for mask in range(1, 1 << len(infantry)):
            subset = tuple(u for i, u in enumerate(infantry) if mask >> i & 1)
            if len(subset) > 1 and any(game.kind(u) == Kind.LEADER for u in subset):
                groups.append(subset)
    result: list[tuple[UnitState, ...]] = []
    seen: set[tuple[str, ...]] = set()
    for group in groups:
        key = tuple(u.id for u in group)
        if key in seen or not within(stack_counts(game, group), game.terrain.stacking_limits):
            continue
        facings = {u.facing for u in group if game.kind(u) in VEHICLE_KINDS}
        if same_facing and len(facings) > 1:
            continue
        seen.add(key)
        result.append(group)
    return result


def start_options(game: Game, group: Sequence[UnitState], smoke_hexes: Sequence[str | None] = (None,)) -> list[StartMove]:
    """StartMove for one group: normal or, for infantry only, assault move (6.4), each with
    every smoke choice (11.2). A group without MP (a large gun, 6.32) cannot start."""
    ids = tuple(u.id for u in group)
    all_infantry = all(game.kind(u) in INFANTRY_KINDS for u in group)
    options: list[StartMove] = []
    for assault in (False, True) if all_infantry else (False,):
        if group_allowance(game, group, assault) <= 0:
            continue
        options.extend(StartMove(ids, assault, smoke) for smoke in smoke_hexes)
    return options
