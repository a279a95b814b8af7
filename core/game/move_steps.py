"""Where the moving group may step next, and what the step costs (6.1-6.8, 7.2, 10.8, 19.x).

One list serves both the provider (each option is a MoveStep) and the handler
(which finds the option it was given, with its price). Terrain costs are
core.movement's; this module adds the state: the group's MP, its facing,
enemy hexes (6.8), barbed wire (19.8), the tunnels between caves (19.111) and whether the group could still end
its move somewhere after crossing an over-stacked hex (6.7).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from core.game import memo
from core.game.hex_tables import neighbours
from core.game.move_group import (
    classes_of,
    fortifications_by_hex,
    group_facing,
    group_units,
    hex_holds,
    may_stop,
    step_entry,
)
from core.game.reinforcements import edge_entry, entry_points
from core.game.state import GameState, Moving, UnitState, Where
from core.game.transport import may_load_here
from core.game.tunnels import tunnel_exits
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

_MAP, _WAITING = Where.MAP, Where.WAITING  # an Enum member read off its class is slow: unit scans read these


class StepOption(NamedTuple):
    """One legal next step: the hex, the facing to end with (vehicles and guns), its MP.

    `minimum`: the 6.6 minimum move (the cost may exceed the MP left);
    `whole_move`: the 10.8 two-level climb, which spends every MP.
    A NamedTuple: thousands are made a game, and a frozen dataclass is slow to build.
    """

    hex: str
    facing: int | None
    cost: int
    minimum: bool = False
    whole_move: bool = False


class Candidate(NamedTuple):
    """A hex the group could step into, before its MP and stacking are considered (a NamedTuple,
    like StepOption: one is made for each hex around every hex a group moves into)."""

    there: Hex
    entry: Entry
    arrivals: tuple[tuple[int, bool], ...]  # (facing on arrival, in reverse) for a vehicle


def step_options(game: Game, state: GameState, only: str | None = None) -> list[StepOption]:
    """The next steps of the moving group; `only`: just those into that hex (applying a step)."""
    return _options(game, state, only, None)[0]


def next_steps(game: Game, state: GameState) -> tuple[list[StepOption], bool]:
    """The moving group's next steps, and whether it may end its move where it is (6.7, 19.4;
    always when it has not entered the map yet): one look at the units around serves both."""
    group = group_units(state)
    if not group:
        return [], False
    if group[0].where == _WAITING:
        return step_options(game, state), True
    here = group[0].hex or ""
    options, around = _options(game, state, None, here)
    return options, (around.may_stop(here) if around is not None else may_stop(game, state, here, group))


def _options(game: Game, state: GameState, only: str | None, here: str | None) -> tuple[list[StepOption], _Around | None]:
    """The options, and the units gathered around (with `here` among the hexes looked at)."""
    moving = state.moving
    group = group_units(state)
    if moving is None or not group:
        return [], None
    classes = classes_of(game, group)
    faced = UnitClass.VEHICLE in classes
    forts = fortifications_by_hex(state)
    candidates = [] if moving.halted else list(_candidates(game, state, group, classes, faced, forts, only))
    hexes = {name for _, name in candidates}
    if here is not None:
        hexes.add(here)
    around = _Around(game, state, group, hexes, forts)
    guns = UnitClass.GUN in classes
    # the prices of a step depend on no more than this besides the step's entry and arrivals
    move = (moving.mp_left, moving.full_move, moving.assault, faced, guns)
    prices = memo.store(game, "step_pricing")
    options: list[StepOption] = []
    for candidate, name in candidates:
        if name in around.enemy or (name in forts and _barred_by_wire(game, group, name, around)):
            continue
        may_end = around.may_stop(name) or may_load_here(game, state, group, name)
        # The prices are the same into any hex with the same entry and arrivals, so they are remembered
        # without the name, by the entry's identity (entries are shared; the one kept with them stays alive).
        key = (id(candidate.entry), candidate.arrivals, move)
        found = prices.get(key)
        if found is None or found[0] is not candidate.entry:
            found = prices[key] = (candidate.entry, tuple(_priced(candidate, "", moving, faced, guns)))
        priced: tuple[StepOption, ...] = found[1]
        for unnamed in priced:
            option = StepOption(name, unnamed.facing, unnamed.cost, unnamed.minimum, unnamed.whole_move)
            if may_end or _may_pass(game, state, group, option, faced):
                options.append(option)
    if game.scenario.tunnels and not moving.halted and not moving.assault:  # 19.111; 6.4 is a step above ground
        options += [StepOption(name, None, cost) for name, cost in tunnel_exits(game, state, group, int(moving.mp_left))
                    if only is None or name == only]
    return options, around


class _Around:
    """What the next steps read of the units and fortifications around: enemy hexes (6.8) and
    the group side's units among the hexes asked about, gathered in one pass."""

    def __init__(self, game: Game, state: GameState, group: Sequence[UnitState], hexes: set[str],
                 forts: dict[str, tuple[str, ...]]) -> None:
        self.game, self.state, self.group, self.forts = game, state, list(group), forts
        side = group[0].side
        self.enemy: set[str] = set()
        self.friends: dict[str, list[UnitState]] = {}
        on_map = Where.MAP
        for unit in state.units.values():
            if unit.hex in hexes and unit.where == on_map:
                if unit.side == side:
                    self.friends.setdefault(unit.hex, []).append(unit)
                else:
                    self.enemy.add(unit.hex)
        self.ids = {u.id for u in group}
        self.kinds = tuple(sorted([game.kind(u) for u in group]))
        self.alone: dict[tuple[str, ...], bool] = {}  # whether the group alone may stop, by fortifications

    def may_stop(self, name: str) -> bool:
        """move_group.may_stop, from the gathered units (6.7, 19.4)."""
        present = self.friends.get(name)
        others = [u for u in present if u.id not in self.ids] if present else None
        if not others:
            forts = self.forts.get(name, ())
            found = self.alone.get(forts)
            if found is None:
                found = self.alone[forts] = hex_holds(self.game, self.state, name, self.group, forts=forts, kinds=self.kinds)
            return found
        return hex_holds(self.game, self.state, name, others + self.group, forts=self.forts.get(name, ()))


def _candidates(game: Game, state: GameState, group: Sequence[UnitState], classes: frozenset[UnitClass], faced: bool,
                forts: dict[str, tuple[str, ...]], only: str | None) -> Iterable[tuple[Candidate, str]]:
    """The hexes the group could step into with their names; `only`: just that one."""
    if group[0].where == _WAITING:
        for point in entry_points(game.battlefield, group[0].entry_edge or ""):
            name = game.name(point.hex)
            if only is None or name == only:
                yield (Candidate(point.hex, edge_entry(game, point.hex, classes), tuple((a, False) for a in point.arrivals)),
                       name)
        return
    here_name = group[0].hex or ""
    facing = group_facing(game, group) if faced else None
    key = (here_name, classes, facing, tuple(forts.items()))  # all _map_candidates reads
    known = memo.store(game, "step_candidates")
    found: tuple[tuple[Candidate, str], ...] | None = known.get(key)
    if found is None:
        found = known[key] = tuple(_map_candidates(game, state, here_name, classes, faced, facing, forts))
    if only is None:
        yield from found
    else:
        yield from (c for c in found if c[1] == only)


def _map_candidates(game: Game, state: GameState, here_name: str, classes: frozenset[UnitClass], faced: bool,
                    facing: int | None, forts: dict[str, tuple[str, ...]]) -> Iterator[tuple[Candidate, str]]:
    here = game.hex(here_name)
    for direction, there, name in neighbours(game, here_name):
        arrivals: tuple[tuple[int, bool], ...] = ()
        if faced and facing is not None:
            if direction not in (facing, opposite(facing)):
                continue  # 7.2: forward into the faced hex or in reverse into the one behind
            arrivals = ((facing, direction != facing),)
        yield Candidate(there, step_entry(game, state, here, there, classes, forts.get(name, ())), arrivals), name


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


def _barred_by_wire(game: Game, group: Sequence[UnitState], name: str, around: _Around) -> bool:
    """19.8: unarmoured vehicles never enter wire; infantry must stop in it, so only where it may stop."""
    if WIRE not in around.forts.get(name, ()):
        return False
    kinds = {game.kind(u) for u in group}
    return "vehicle" in kinds or (bool(kinds & INFANTRY_KINDS) and not around.may_stop(name))


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
    side, enemy = group[0].side, other_side(group[0].side)
    start = game.hex(option.hex)
    occupied: set[str] = set()
    friends: dict[str, list[UnitState]] = {}  # state.units_at for the side's every hex, in one pass
    for unit in state.units.values():
        if unit.where == _MAP and unit.hex:
            if unit.side == side:
                friends.setdefault(unit.hex, []).append(unit)
            elif unit.side == enemy:
                occupied.add(unit.hex)
    blocked = [game.hex(h) for h in sorted(occupied)]
    nearby = sorted(set(friends) | {f["hex"] for f in state.fortifications})
    ids, moving_units = {u.id for u in group}, list(group)
    no_stop = [game.hex(h) for h in nearby if game.hex(h).distance(start) <= left  # may_stop, from the units gathered
               and not hex_holds(game, state, h, [u for u in friends.get(h, ()) if u.id not in ids] + moving_units)]
    moving = state.moving
    classes, facing, assault = classes_of(game, group), option.facing if faced else None, bool(moving and moving.assault)
    key = (start, left, classes, facing, tuple(blocked), tuple(no_stop), assault)  # all the search reads
    known = memo.store(game, "stopping_places")
    found: dict[Any, Any] | None = known.get(key)
    if found is None:
        found = known[key] = game.movement.reachable(start, left, classes, facing=facing, blocked=blocked,
                                                     no_stop=no_stop, full_move=False, assault=assault)
    return found

