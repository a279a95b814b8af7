"""Reachable hexes and cheapest paths: minimum move (6.6), friendly and enemy hexes
(6.7, 6.8), guns (6.32), vehicles turning and reversing (6.5, 7.2, 7.3), hills (10.8).

The boards are drawn in tests/core/boards/move_*.json.
"""

import dataclasses
from pathlib import Path

import pytest

from core.boards.battlefield import Battlefield
from core.boards.board import load_board
from core.movement import (
    MissingFacingError,
    MovementGraph,
    NegativeAllowanceError,
    NotOnBattlefieldError,
    change_of_facing,
    movement_graph,
)
from core.terrain import UnitClass

BOARDS = Path(__file__).parent / "boards"
INF, LDR, VEH, GUN = UnitClass.INFANTRY, UnitClass.LEADER, UnitClass.VEHICLE, UnitClass.GUN
N, NE, SE, S, SW, NW = range(6)


def graph_of(name: str) -> MovementGraph:
    return MovementGraph(Battlefield([load_board(BOARDS / f"move_{name}.json")]))


@pytest.fixture(scope="module")
def field() -> MovementGraph:
    return graph_of("open")


@pytest.fixture(scope="module")
def hills() -> MovementGraph:
    return graph_of("hills")


@pytest.fixture(scope="module")
def roads() -> MovementGraph:
    return graph_of("roads")


def reach(graph: MovementGraph, start: str, allowance: int, unit_class, **kw):
    """Reachable hexes by printed name, with the MP left."""
    bf = graph.battlefield
    for key in ("blocked", "no_stop"):
        if key in kw:
            kw[key] = {bf.parse(h) for h in kw[key]}
    found = graph.reachable(bf.parse(start), allowance, unit_class, **kw)
    return {bf.name(h).split(":")[1]: r for h, r in found.items()}


def path(graph: MovementGraph, start: str, goal: str, allowance: int, unit_class, **kw):
    bf = graph.battlefield
    for key in ("blocked", "no_stop"):
        if key in kw:
            kw[key] = {bf.parse(h) for h in kw[key]}
    return graph.cheapest_path(bf.parse(start), bf.parse(goal), allowance, unit_class, **kw)


def names(graph: MovementGraph, hexes) -> list[str]:
    return [graph.battlefield.name(h).split(":")[1] for h in hexes]


# --- infantry ----------------------------------------------------------------------

def test_a_squad_with_four_mp_reaches_four_hexes_away_in_the_open(field):
    found = reach(field, "C4", 4, INF)
    assert found["C4"].remaining == 4  # staying put
    assert found["C3"].remaining == 3
    assert found["G4"].remaining == 0  # four hexes east, all open
    assert "H4" not in found
    assert found["C3"].facings == {}  # infantry have no facing (7.1)


def test_the_cheapest_path_climbs_the_open_slope(hills):
    # B2 -> C2 (open, level 1: 2 MP) -> D2 (level 2: 2 MP); over the wooded C3 it costs 5.
    route = path(hills, "B2", "D2", 6, INF)
    assert names(hills, route.hexes) == ["B2", "C2", "D2"]
    assert route.costs == (2, 2) and route.total == 4 and route.remaining == 2
    assert path(hills, "B2", "D2", 3, INF) is None


def test_minimum_move_enters_one_hex_whatever_it_costs(field):
    # 6.6: a squad making an assault move with a heavy weapon has 1 MP; the woods cost 2.
    found = reach(field, "E4", 1, INF)
    assert found["E3"].remaining == 0
    route = path(field, "E4", "E3", 1, INF)
    assert route.minimum_move and route.costs == (2,) and route.remaining == 0


def test_minimum_move_only_before_moving_and_never_into_prohibited_or_enemy_hexes(field, roads):
    assert "E3" not in reach(field, "E4", 1, INF, full_move=False)
    assert "E3" not in reach(field, "E4", 1, INF, blocked={"E3"})
    assert path(field, "E4", "E3", 1, INF, full_move=False) is None
    assert "F3" not in reach(roads, "E3", 1, INF)  # the canal (10.12)


def test_enemy_hexes_are_never_entered(field):
    # 6.8: with C3 held by the enemy, C2 is three steps away round it (via B3, B2).
    assert "C2" not in reach(field, "C4", 2, INF, blocked={"C3"})
    found = reach(field, "C4", 3, INF, blocked={"C3"})
    assert "C3" not in found and found["C2"].remaining == 0


def test_friendly_hexes_may_be_crossed_but_not_ended_in_when_full(field):
    # 6.7: C3 is at its stacking limit; the squad passes through it to C2.
    found = reach(field, "C4", 2, INF, no_stop={"C3"})
    assert "C3" not in found and found["C2"].remaining == 0
    assert path(field, "C4", "C3", 2, INF, no_stop={"C3"}) is None


def test_a_zero_allowance_goes_nowhere(field):
    assert set(reach(field, "C4", 0, GUN, facing=N)) == {"C4"}


# --- hills (10.8) ------------------------------------------------------------------------

def test_infantry_climb_two_levels_only_as_their_whole_move(hills):
    # D1 (ground) -> D2 (level 2). The way round over C2 costs 2 + 2 = 4 MP.
    found = reach(hills, "D1", 3, INF)
    assert found["D2"].remaining == 0
    route = path(hills, "D1", "D2", 3, INF)
    assert names(hills, route.hexes) == ["D1", "D2"] and route.costs == (3,)
    assert "D2" not in reach(hills, "D1", 3, INF, full_move=False)
    assert "D2" not in reach(hills, "D1", 3, INF, assault=True)  # 10.8: not with assault movement


def test_the_climb_cannot_follow_other_movement(hills):
    # From C1 the squad could step to D1 for 1 MP, but may not then climb to D2.
    assert "D2" not in reach(hills, "C1", 3, INF)
    assert reach(hills, "C1", 4, INF)["D2"].remaining == 0  # over C2: 2 + 2


def test_vehicles_go_round_by_level_1(hills):
    # A vehicle in D1 facing SW climbs to C2 (2 MP) and turns two hexsides to SE (1 MP),
    # then climbs on to D2 (2 MP): 5 MP in all.
    found = reach(hills, "D1", 5, VEH, facing=SW)
    assert found["C2"].facings[SW] == 3
    assert found["C2"].facings[SE] == 2
    assert found["D2"].remaining == 0
    assert "D2" not in reach(hills, "D1", 4, VEH, facing=SW)
    assert "D2" not in reach(hills, "D1", 5, VEH, facing=S)  # straight up is two levels


def test_a_gun_with_one_mp_climbs_a_level_1_hill(hills):
    # 6.32 and the minimum move: the climb costs 2 but a 1-MP gun may move one hex.
    found = reach(hills, "B2", 1, GUN, facing=N)
    assert found["C2"].remaining == 0
    assert set(found["C2"].facings) == set(range(6))  # any facing on arrival
    assert found["B2"].facings == {N: 1}
    assert "D2" not in reach(hills, "D1", 1, GUN, facing=N)


# --- guns and bridges (6.32, 10.41) ----------------------------------------------------

def test_a_gun_moves_one_hex_into_any_terrain_it_may_enter(roads):
    # Round D3: the ford D2 and the stream E3 cost a gun 3 MP, the building C3 2 MP.
    found = reach(roads, "D3", 1, GUN, facing=N)
    assert set(found) == {"D3", "D2", "E3", "E4", "D4", "C4", "C3"}
    assert found["E3"].remaining == 0 and found["C3"].remaining == 0
    assert "F3" not in reach(roads, "E3", 1, GUN, facing=N)  # but never into the canal


def test_a_vehicle_drives_the_road_over_both_bridges(roads):
    # A2 -> I2 along the road: 1 + 1 + 3 (ford) + 1 + 1 + 1 + 1 + 1 = 10 MP, turning one
    # hexside (free) in every hex as the road zigzags.
    route = path(roads, "A2", "I2", 10, VEH, facing=SE)
    assert names(roads, route.hexes) == ["A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2", "I2"]
    assert route.costs == (1, 1, 3, 1, 1, 1, 1, 1) and route.remaining == 0
    assert path(roads, "A2", "I2", 9, VEH, facing=SE) is None


def test_infantry_cross_a_canal_bridge_from_any_side(roads):
    # G3 is beside the canal bridge F2, off the road.
    assert reach(roads, "G3", 1, INF)["F2"].remaining == 0
    assert "F2" not in reach(roads, "G3", 1, GUN, facing=N)
    assert reach(roads, "G3", 2, GUN, facing=N)["F2"].remaining == 0  # by the road: G3 -> G2 -> F2


# --- vehicles (6.5, 7.2, 7.3) ----------------------------------------------------------

def test_the_6_5_turning_example(field):
    # A vehicle facing N moves into the hex it faces (1 MP) and turns there.
    found = reach(field, "C4", 4, VEH, facing=N)
    assert found["C3"].facings == {N: 3, NE: 3, NW: 3, SE: 2, SW: 2, S: 1}
    assert found["C3"].remaining == 3


def test_a_vehicle_moves_only_into_the_hex_it_faces_or_the_one_behind(field):
    parse = field.battlefield.parse
    assert field.vehicle_step(parse("C4"), N, parse("C3"), N) == 1
    assert field.vehicle_step(parse("C4"), N, parse("C5"), N) == 2  # reverse: double
    assert field.vehicle_step(parse("C4"), N, parse("D4"), N) is None  # SE: neither
    found = reach(field, "C4", 1, VEH, facing=N)
    assert set(found) == {"C4", "C3", "C5"}  # C5 only as a minimum move, in reverse


def test_reverse_costs_double_and_keeps_the_facing(field):
    # E3 is woods: 2 MP forward, 4 in reverse.
    parse = field.battlefield.parse
    assert field.vehicle_step(parse("E2"), S, parse("E3"), S) == 2
    assert field.vehicle_step(parse("E2"), N, parse("E3"), N) == 4
    assert field.vehicle_step(parse("E2"), N, parse("E3"), S) == 6  # then turned three hexsides
    route = path(field, "E2", "E3", 4, VEH, facing=N)
    assert route.costs == (4,) and route.facings == (N, N) and route.reverse_steps == (True,)


def test_a_vehicle_may_always_move_one_hex_but_not_turn_beyond_the_free_hexside(field):
    # E5 is a stream: 3 MP forward, 6 in reverse; the vehicle in E4 faces N and has 2 MP.
    found = reach(field, "E4", 2, VEH, facing=N)
    assert found["E5"].facings == {N: 0, NE: 0, NW: 0}
    route = path(field, "E4", "E5", 2, VEH, facing=N, goal_facing=N)
    assert route.minimum_move and route.reverse_steps == (True,)
    assert path(field, "E4", "E5", 2, VEH, facing=N, goal_facing=S) is None


def test_no_turn_in_the_start_hex_while_moving(field):
    # Turning in place is its own action (7.3); a move turns only on entering a hex.
    # (With 3 MP it could go to C3 and reverse back: 1 + 2.)
    assert reach(field, "C4", 2, VEH, facing=N)["C4"].facings == {N: 2}
    assert change_of_facing(N) == (NE, SE, S, SW, NW)


def test_a_vehicle_can_come_back_facing_the_other_way(field):
    # C4 -> C3 (1), turn three hexsides to S (2), forward into C4 (1).
    found = reach(field, "C4", 4, VEH, facing=N)
    assert found["C4"].facings[S] == 0
    route = path(field, "C4", "C4", 4, VEH, facing=N, goal_facing=S)
    assert route.total == 4 and route.reverse_steps == (False, False)


def test_a_vehicle_query_needs_the_facing(field):
    with pytest.raises(MissingFacingError):
        reach(field, "C4", 4, VEH)
    with pytest.raises(MissingFacingError):
        reach(field, "C4", 4, {INF, VEH})


def test_a_stack_with_a_vehicle_moves_like_a_vehicle(field):
    found = reach(field, "C4", 1, {LDR, VEH}, facing=N)
    assert set(found) == {"C4", "C3", "C5"}


# --- the battlefield ---------------------------------------------------------------------

def test_movement_crosses_the_seam_between_boards(field):
    board = load_board(BOARDS / "move_open.json")
    two = Battlefield([board, dataclasses.replace(board, number=35)])
    graph = MovementGraph(two)
    start = two.parse("b34:G4")
    found = graph.reachable(start, 4, INF)
    assert two.parse("b35:C4") in found  # I4 of board 34 is A4 of board 35
    assert found[two.parse("b35:C4")].remaining == 0


def test_graphs_are_built_once_per_battlefield_and_class(field):
    assert field.graph(INF) is field.graph([INF])
    assert field.graph(VEH) is not field.graph(INF)
    assert movement_graph(field.battlefield) is movement_graph(field.battlefield)


def test_bad_queries_are_refused(field):
    from core.hexes import Hex

    with pytest.raises(NotOnBattlefieldError):
        field.reachable(Hex(-5, 0), 4, INF)
    with pytest.raises(NegativeAllowanceError):
        reach(field, "C4", -1, INF)
    with pytest.raises(ValueError):
        reach(field, "C4", 4, VEH, facing=6)
