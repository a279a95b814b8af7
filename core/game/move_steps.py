"""Where the moving group may step next, and what the step costs (6.1-6.8, 7.2, 10.8, 19.x).

One list serves both the provider (each option is a MoveStep) and the handler
(which finds the option it was given, with its price). Terrain costs are
core.movement's; this module adds the state: the group's MP, its facing,
enemy hexes (6.8), barbed wire (19.8) and whether the group could still end
its move somewhere after crossing an over-stacked hex (6.7).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.game.move_group import classes_of, group_facing, group_units, may_stop, step_entry
from core.game.reinforcements import edge_entry, entry_points
from core.game.state import GameState, Moving, UnitState, Where
from core.game.transport import may_load_here
from core.hexes import Hex, opposite
from core.movement import turn_cost
from core.movement.costs import Entry
from core.movement.graphs import vehicle_step_cost
from core.sides import other_side
from core.terrain import UnitClass
from core.unit_kinds import INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game

WIRE = "barbed_wire"


@dataclass(frozen=True)
class StepOption:
    """One legal next step: the hex, the facing to end with (vehicles and guns), its MP.

    `minimum`: the 6.6 minimum move (the cost may exceed the MP left);
    `whole_move`: the 10.8 two-level climb, which spends every MP.
    """

    hex: str
    facing: int | None
    cost: int
    minimum: bool = False
    whole_move: bool = False


@dataclass(frozen=True)
class Candidate:
    """A hex the group could step into, before its MP and stacking are considered."""

    there: Hex
    entry: Entry
    arrivals: tuple[tuple[int, bool], ...]  # (facing on arrival, in reverse) for a vehicle


def step_options(game: Game, state: GameState, only: str | None = None) -> list[StepOption]:
    """The next steps of the moving group; `only`: just those into that hex (applying a step)."""
    return list(_options(game, state, only))


def may_step_on(game: Game, state: GameState) -> bool:
    """Has the moving group any next step? (Stops at the first one found.)"""
    return next(_options(game, state, None), None) is not None


def _options(game: Game, state: GameState, only: str | None) -> Iterator[StepOption]:
    moving = state.moving
    group = group_units(state)
    if moving is None or moving.halted or not group:
        return
    classes = classes_of(game, group)
    faced = UnitClass.VEHICLE in classes
    enemy = state.occupied_hexes(group[0].side.other)
    for candidate in _candidates(game, state, group, classes, faced):
        name = game.name(candidate.there)
        if (only is not None and name != only) or name in enemy or _barred_by_wire(game, state, group, name):
            continue
        may_end = may_stop(game, state, name, group) or may_load_here(game, state, group, name)
        for option in _priced(candidate, name, moving, faced, UnitClass.GUN in classes):
            if may_end or _may_pass(game, state, group, option, faced):
                yield option


def _candidates(game: Game, state: GameState, group: Sequence[UnitState], classes: frozenset[UnitClass], faced: bool) -> Iterable[Candidate]:
    if group[0].where == Where.WAITING:
        for point in entry_points(game.battlefield, group[0].entry_edge or ""):
            yield Candidate(point.hex, edge_entry(game, point.hex, classes), tuple((a, False) for a in point.arrivals))
        return
    here = game.hex(group[0].hex or "")
    facing = group_facing(game, group) if faced else None
    for direction in range(6):
        there = here.neighbor(direction)
        if there not in game.battlefield:
            continue
        arrivals: tuple[tuple[int, bool], ...] = ()
        if faced and facing is not None:
            if direction not in (facing, opposite(facing)):
                continue  # 7.2: forward into the faced hex or in reverse into the one behind
            arrivals = ((facing, direction != facing),)
        yield Candidate(there, step_entry(game, state, here, there, classes), arrivals)


def _priced(candidate: Candidate, name: str, moving: Moving, faced: bool, guns: bool) -> list[StepOption]:
    """The options of one step with their MP: vehicles per end facing (6.5), guns any facing (6.32)."""
    step = candidate.entry
    if not step.allowed:
        return []
    minimum_open = moving.full_move and moving.mp_left > 0
    if step.whole_move:  # 10.8: only as the whole move, never as an assault move
        return [StepOption(name, None, int(moving.mp_left), whole_move=True)] if minimum_open and not moving.assault else []
    if faced:
        return [o for f in range(6) if (o := _vehicle_option(candidate, name, f, moving, minimum_open))]
    cost = int(step.mp or 0)
    if cost > moving.mp_left and not minimum_open:
        return []
    minimum = cost > moving.mp_left
    return [StepOption(name, f, cost, minimum) for f in (range(6) if guns else (None,))]


def _vehicle_option(candidate: Candidate, name: str, facing: int, moving: Moving, minimum_open: bool) -> StepOption | None:
    """The cheapest way to arrive in the hex facing `facing`; the minimum move pays for no turn (6.6)."""
    costs = []
    for arrival, reverse in candidate.arrivals:
        cost = vehicle_step_cost(candidate.entry, reverse, arrival, facing)
        if cost is not None:
            costs.append((cost, turn_cost(arrival, facing) == 0))
    affordable = [c for c, _ in costs if c <= moving.mp_left]
    if affordable:
        return StepOption(name, facing, min(affordable))
    free = [c for c, no_turn in costs if no_turn]
    if minimum_open and free:
        return StepOption(name, facing, min(free), minimum=True)
    return None


def _barred_by_wire(game: Game, state: GameState, group: Sequence[UnitState], name: str) -> bool:
    """19.8: unarmoured vehicles never enter wire; infantry must stop in it, so only where it may stop."""
    if not any(f["hex"] == name and f["type"] == WIRE for f in state.fortifications):
        return False
    kinds = {game.kind(u) for u in group}
    return "vehicle" in kinds or (bool(kinds & INFANTRY_KINDS) and not may_stop(game, state, name, group))


def _may_pass(game: Game, state: GameState, group: Sequence[UnitState], option: StepOption, faced: bool) -> bool:
    """6.7: a hex the group may not end in (nor load in, 8.4) is entered only on the way to
    somewhere it may end."""
    moving = state.moving
    assert moving is not None
    left = 0 if option.minimum or option.whole_move else int(moving.mp_left - option.cost)
    if left <= 0:
        return False
    return bool(_stopping_places(game, state, group, option, left, faced))


def _stopping_places(game: Game, state: GameState, group: Sequence[UnitState], option: StepOption, left: int, faced: bool) -> dict[Any, Any]:
    """Hexes the group could still end in from the option's hex (core.movement's search)."""
    side = group[0].side
    start = game.hex(option.hex)
    blocked = [game.hex(h) for h in sorted(state.occupied_hexes(other_side(side)))]
    nearby = sorted({u.hex for u in state.units.values() if u.side == side and u.where == Where.MAP and u.hex}
                    | {f["hex"] for f in state.fortifications})
    no_stop = [game.hex(h) for h in nearby if game.hex(h).distance(start) <= left and not may_stop(game, state, h, group)]
    moving = state.moving
    return game.movement.reachable(start, left, classes_of(game, group), facing=option.facing if faced else None,
                                   blocked=blocked, no_stop=no_stop, full_move=False, assault=bool(moving and moving.assault))

