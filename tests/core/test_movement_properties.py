"""Movement properties on random boards (hypothesis).

Every board is valid (edge half hexes open, no feature on the seam, a road
along row 2 that crosses water by a bridge or a ford). The graph search is
checked against a plain search written straight from the step costs, so the
graph can never drift from `entry()` and `vehicle_step()`.
"""

from __future__ import annotations

import itertools
import json
from functools import lru_cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.boards.battlefield import Battlefield
from core.boards.board import neighbor_offset, parse_board
from core.hexes import Hex, Offset, offset_name, opposite
from core.movement import MovementGraph, turn_cost
from core.terrain import UnitClass, catalogue

COLUMNS, ROWS = 7, 5
CODES = sorted(catalogue().by_code)
FEATURES = ("wall", "hedge", "hedgerow")
ROAD = [Offset(col, 1) for col in range(COLUMNS)]
INF, LDR, VEH, GUN = UnitClass.INFANTRY, UnitClass.LEADER, UnitClass.VEHICLE, UnitClass.GUN
PROPERTY = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def rows_in(col: int) -> int:
    return ROWS if col % 2 == 0 else ROWS - 1


def offsets() -> list[Offset]:
    return [Offset(c, r) for c in range(COLUMNS) for r in range(rows_in(c))]


def interior(offset: Offset) -> bool:
    return 0 < offset.col < COLUMNS - 1


def on_board(offset: Offset) -> bool:
    return 0 <= offset.col < COLUMNS and 0 <= offset.row < rows_in(offset.col)


def _road_hex(code: str, bridge: bool) -> tuple[str, bool]:
    """A road hex must be passable, or water with a bridge."""
    terrain = catalogue().by_code[code]
    if terrain.prohibited_to_all:
        return (code, True) if terrain.water else (".", False)
    return code, bridge and terrain.water


def _feature_sides() -> list[str]:
    """Hexsides that may carry a feature: inside the board, not along a seam, not crossed by the road."""
    road_links = set(itertools.pairwise(ROAD)) | set(zip(ROAD[1:], ROAD))
    sides = []
    for o in offsets():
        for direction, name in ((0, "N"), (1, "NE"), (2, "SE")):
            other = neighbor_offset(o, direction)
            if on_board(other) and not (o.col == other.col and not interior(o)) and (o, other) not in road_links:
                sides.append(f"{offset_name(o)}/{name}")
    return sides


FEATURE_SIDES = _feature_sides()


@st.composite
def board_documents(draw: st.DrawFn) -> dict:
    terrain = {o: draw(st.sampled_from(CODES)) if interior(o) else "." for o in offsets()}
    elevation = {o: draw(st.integers(0, 2)) if interior(o) else 0 for o in offsets()}
    bridges = []
    for o in ROAD:
        if interior(o):
            terrain[o], bridge = _road_hex(terrain[o], draw(st.booleans()))
            if bridge:
                bridges.append(offset_name(o))
    hexsides: dict[str, list[str]] = {}
    for side, feature in draw(st.lists(st.tuples(st.sampled_from(FEATURE_SIDES), st.sampled_from(FEATURES)), max_size=10, unique_by=lambda x: x[0])):
        hexsides.setdefault(feature, []).append(side)

    def grid(values: dict[Offset, object]) -> list[str]:
        return ["".join(str(values.get(Offset(c, r), " ")) for c in range(COLUMNS)) for r in range(ROWS)]

    return {
        "format": 1, "number": 90, "name": "random", "columns": COLUMNS, "rows": ROWS,
        "terrain": grid(terrain), "elevation": grid(elevation), "hexsides": hexsides,
        "roads": [[offset_name(o) for o in ROAD]], "bridges": bridges,
    }


@lru_cache(maxsize=64)
def graph_for(document_key: str) -> MovementGraph:
    return MovementGraph(Battlefield([parse_board(json.loads(document_key), "random")]))


@st.composite
def situations(draw: st.DrawFn) -> tuple[MovementGraph, Hex, int, frozenset[Hex], frozenset[Hex], bool, bool]:
    graph = graph_for(json.dumps(draw(board_documents()), sort_keys=True))
    hexes = graph.battlefield.ordered
    start = draw(st.sampled_from(hexes))
    allowance = draw(st.integers(0, 7))
    others = [h for h in hexes if h != start]
    blocked = frozenset(draw(st.lists(st.sampled_from(others), max_size=4)))
    no_stop = frozenset(draw(st.lists(st.sampled_from(others), max_size=4)))
    return graph, start, allowance, blocked, no_stop, draw(st.booleans()), draw(st.booleans())


# --- plain searches, straight from the step rules --------------------------------------

def plain_reach(graph, start, allowance, classes, blocked, no_stop, full_move, assault) -> dict[Hex, int]:
    """Most MP left in each hex, by relaxing steps until nothing improves."""
    best = {start: allowance}
    todo = [start] if allowance > 0 else []
    while todo:
        here = todo.pop()
        for there in graph.battlefield.neighbors(here):
            step = graph.entry(here, there, classes)
            if there in blocked or not step.allowed:
                continue
            if step.whole_move:
                if here != start or not full_move or assault:
                    continue
                left = 0
            else:
                left = best[here] - step.mp
            if left >= 0 and left > best.get(there, -1):
                best[there] = left
                todo.append(there)
    if full_move and allowance > 0:
        for there in graph.battlefield.neighbors(start):
            step = graph.entry(start, there, classes)
            if there not in blocked and step.allowed and not (step.whole_move and assault):
                best.setdefault(there, 0)
    return {h: left for h, left in best.items() if h not in no_stop}


def plain_vehicle_reach(graph, start, facing, allowance, blocked, no_stop, full_move) -> dict[tuple[Hex, int], int]:
    best = {(start, facing): allowance}
    todo = [(start, facing)]
    while todo:
        here, f = todo.pop()
        for there in (here.neighbor(f), here.neighbor(opposite(f))):
            if there not in graph.battlefield or there in blocked:
                continue
            for g in range(6):
                price = graph.vehicle_step(here, f, there, g)
                if price is not None and best[(here, f)] - price > best.get((there, g), -1):
                    best[(there, g)] = best[(here, f)] - price
                    todo.append((there, g))
    if full_move and allowance > 0:
        for there in (start.neighbor(facing), start.neighbor(opposite(facing))):
            if there in graph.battlefield and there not in blocked:
                for g in range(6):
                    if turn_cost(facing, g) == 0 and graph.vehicle_step(start, facing, there, g) is not None:
                        best.setdefault((there, g), 0)
    return {state: left for state, left in best.items() if state[0] not in no_stop}


# --- properties --------------------------------------------------------------------------

@PROPERTY
@given(board_documents())
def test_step_costs_are_never_negative(document):
    graph = graph_for(json.dumps(document, sort_keys=True))
    for here in graph.battlefield.ordered:
        for there in graph.battlefield.neighbors(here):
            for classes in ({INF}, {LDR}, {VEH}, {GUN}, {INF, GUN}, {LDR, VEH}):
                step = graph.entry(here, there, classes)
                assert step.mp is None or step.mp >= 1
                assert not (step.whole_move and classes & {VEH, GUN})


@PROPERTY
@given(situations(), st.sampled_from([INF, LDR, GUN]))
def test_reachable_agrees_with_a_plain_search(situation, unit_class):
    graph, start, allowance, blocked, no_stop, full_move, assault = situation
    found = graph.reachable(start, allowance, unit_class, facing=0, blocked=blocked, no_stop=no_stop, full_move=full_move, assault=assault)
    expected = plain_reach(graph, start, allowance, {unit_class}, blocked, no_stop, full_move, assault)
    assert {h: r.remaining for h, r in found.items()} == expected


@PROPERTY
@given(situations(), st.integers(0, 5))
def test_vehicle_reachable_agrees_with_a_plain_search(situation, facing):
    graph, start, allowance, blocked, no_stop, full_move, _ = situation
    found = graph.reachable(start, allowance, VEH, facing=facing, blocked=blocked, no_stop=no_stop, full_move=full_move)
    expected = plain_vehicle_reach(graph, start, facing, allowance, blocked, no_stop, full_move)
    assert {(h, f): left for h, r in found.items() for f, left in r.facings.items()} == expected
    assert all(r.remaining == max(r.facings.values()) for r in found.values())


@PROPERTY
@given(situations(), st.sampled_from([INF, VEH]), st.integers(0, 5))
def test_the_cheapest_path_costs_what_the_reach_says(situation, unit_class, facing):
    graph, start, allowance, blocked, no_stop, full_move, _ = situation
    query = {"facing": facing, "blocked": blocked, "no_stop": no_stop, "full_move": full_move}
    for goal, reach in graph.reachable(start, allowance, unit_class, **query).items():
        route = graph.cheapest_path(start, goal, allowance, unit_class, **query)
        assert route is not None and route.hexes[0] == start and route.hexes[-1] == goal
        assert route.remaining == reach.remaining
        assert route.minimum_move or route.total == allowance - reach.remaining
        assert all(cost >= 1 for cost in route.costs)
        assert not set(route.hexes) & blocked


@PROPERTY
@given(situations(), st.sampled_from([INF, VEH]), st.integers(0, 5))
def test_the_paths_of_one_search_cost_what_each_cheapest_path_costs(situation, unit_class, facing):
    """cheapest_paths (one search for many goals, the computer player's) agrees with cheapest_path."""
    graph, start, allowance, blocked, no_stop, full_move, _ = situation
    query = {"facing": facing, "blocked": blocked, "no_stop": no_stop, "full_move": full_move}
    goals = list(graph.reachable(start, allowance, unit_class, **query))
    found = graph.cheapest_paths(start, goals, allowance, unit_class, **query)
    assert set(found) == set(goals)
    for goal, route in found.items():
        single = graph.cheapest_path(start, goal, allowance, unit_class, **query)
        assert single is not None and route.hexes[0] == start and route.hexes[-1] == goal
        assert (route.total, route.minimum_move, route.remaining) == (single.total, single.minimum_move, single.remaining)


@PROPERTY
@given(situations(), st.sampled_from([INF, GUN, VEH]), st.integers(0, 5))
def test_more_mp_never_reaches_less(situation, unit_class, facing):
    graph, start, allowance, blocked, no_stop, full_move, assault = situation
    query = {"facing": facing, "blocked": blocked, "no_stop": no_stop, "full_move": full_move, "assault": assault}
    less = graph.reachable(start, allowance, unit_class, **query)
    more = graph.reachable(start, allowance + 1, unit_class, **query)
    assert set(less) <= set(more)
    assert all(more[h].remaining >= less[h].remaining for h in less)


@PROPERTY
@given(board_documents())
def test_reverse_costs_double(document):
    graph = graph_for(json.dumps(document, sort_keys=True))
    for here in graph.battlefield.ordered:
        for there in graph.battlefield.neighbors(here):
            direction = here.direction_to(there)
            forward = graph.vehicle_step(here, direction, there, direction)
            backward = graph.vehicle_step(here, opposite(direction), there, opposite(direction))
            assert (forward is None) == (backward is None)
            assert forward is None or backward == 2 * forward
