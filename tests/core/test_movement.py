"""Movement step costs (6.2, 10.3-10.13) and movement allowances (6.31, 6.4, 12.2).

Each board used here is drawn in tests/core/boards/move_*.json; its
description says where each terrain is, so a reader can follow every case.
"""

from pathlib import Path

import pytest

from core.boards.battlefield import Battlefield
from core.boards.board import load_board
from core.movement import (
    InfantryKind,
    MovementGraph,
    NotAdjacentError,
    PortageError,
    movement_allowance,
    stack_allowance,
)
from core.terrain import UnitClass

BOARDS = Path(__file__).parent / "boards"
INF, LDR, VEH, GUN = UnitClass.INFANTRY, UnitClass.LEADER, UnitClass.VEHICLE, UnitClass.GUN


def graph_of(name: str) -> MovementGraph:
    return MovementGraph(Battlefield([load_board(BOARDS / f"move_{name}.json")]))


@pytest.fixture(scope="module")
def terrain() -> MovementGraph:
    return graph_of("terrain")


@pytest.fixture(scope="module")
def roads() -> MovementGraph:
    return graph_of("roads")


@pytest.fixture(scope="module")
def hills() -> MovementGraph:
    return graph_of("hills")


def cost(graph: MovementGraph, a: str, b: str, unit_class) -> int | None:
    parse = graph.battlefield.parse
    return graph.entry_cost(parse(a), parse(b), unit_class)


def why(graph: MovementGraph, a: str, b: str, unit_class) -> str:
    parse = graph.battlefield.parse
    return graph.why(parse(a), parse(b), unit_class)


# --- terrain in the hex (10.3-10.13) --------------------------------------------

@pytest.mark.parametrize(
    "start, goal, infantry, leader, vehicle, gun, section",
    [
        ("E2", "E3", 1, 1, 1, 1, "10.3"),  # open ground
        ("C3", "C2", 2, 2, 2, 2, "10.6"),  # woods
        ("C3", "D2", 2, 2, None, 2, "10.5"),  # building: vehicles only along a road
        ("C3", "D3", 2, 2, 3, 3, "10.7"),  # stream: infantry 2, all others 3
        ("C3", "C4", None, None, None, None, "10.12"),  # marsh
        ("C3", "B3", 1, 1, 1, 1, "10.9"),  # orchard
        ("C3", "B2", 1, 1, 1, 1, "10.10"),  # crop
        ("G3", "G2", None, None, None, None, "10.12"),  # pond
        ("G3", "H2", None, None, None, None, "10.12"),  # canal
        ("G3", "H3", 1, 1, 1, 1, "10.9"),  # hay stacks
        ("G3", "G4", 1, 1, 1, 1, "10.10"),  # field
        ("G3", "F3", None, None, None, None, "10.13"),  # river
        ("G3", "F2", None, None, None, None, "10.13"),  # ocean
    ],
)
def test_the_cost_to_enter_each_terrain_by_unit_class(terrain, start, goal, infantry, leader, vehicle, gun, section):
    expected = {INF: infantry, LDR: leader, VEH: vehicle, GUN: gun}
    assert {c: cost(terrain, start, goal, c) for c in expected} == expected
    assert f"({section})" in why(terrain, start, goal, VEH)


def test_a_prohibited_step_says_why(terrain):
    assert why(terrain, "C3", "C4", INF) == "prohibited: marsh (10.12)"
    assert why(terrain, "C3", "D2", VEH) == "prohibited: vehicles enter building (stone) only along a road (10.5)"


def test_a_step_must_be_between_adjacent_hexes(terrain):
    with pytest.raises(NotAdjacentError):
        cost(terrain, "C3", "E3", INF)


# --- roads, fords and bridges (10.4, 10.41, 10.5, 10.7) ------------------------------

def test_a_road_through_woods_costs_one_along_the_road_only(roads):
    # 10.4: A2 -> B2 follows the road into the woods hex B2; A3 -> B2 does not.
    assert cost(roads, "A2", "B2", VEH) == 1
    assert why(roads, "A2", "B2", VEH) == "road 1 MP (10.4)"
    assert cost(roads, "A3", "B2", VEH) == 2
    assert cost(roads, "A3", "B3", INF) == 2


def test_vehicles_enter_a_building_only_along_a_road(roads):
    # 10.5: the road runs B2 -> C2 -> D2; C1 and C3 are off it.
    assert cost(roads, "B2", "C2", VEH) == 1
    assert cost(roads, "C1", "C2", VEH) is None
    assert cost(roads, "C1", "C2", INF) == 2
    assert cost(roads, "B3", "C3", VEH) is None and cost(roads, "B3", "C3", GUN) == 2


def test_a_ford_keeps_the_stream_cost(roads):
    # D2 is a stream hex the road crosses without a bridge: 10.7 still applies.
    assert cost(roads, "C2", "D2", INF) == 2
    assert cost(roads, "C2", "D2", VEH) == 3
    assert why(roads, "C2", "D2", VEH) == "stream (ford) 3 MP (10.7)"


def test_a_bridge_costs_one_and_ignores_the_water_under_it(roads):
    # 10.41: E2 bridges a stream, F2 a canal that is otherwise prohibited.
    assert cost(roads, "D2", "E2", VEH) == 1
    assert cost(roads, "E2", "F2", VEH) == 1
    assert why(roads, "E2", "F2", GUN) == "bridge 1 MP (10.41)"
    assert cost(roads, "E3", "F3", INF) is None  # the canal beside the bridge


def test_vehicles_and_guns_enter_a_bridge_only_from_a_connecting_road_hex(roads):
    # D1 is open ground beside the bridge E2 but not on its road; so is G3 beside F2.
    for start, bridge in (("D1", "E2"), ("G3", "F2")):
        assert cost(roads, start, bridge, VEH) is None
        assert cost(roads, start, bridge, GUN) is None
        assert cost(roads, start, bridge, INF) == 1
        assert cost(roads, start, bridge, LDR) == 1
    assert "connecting road hex (10.41)" in why(roads, "D1", "E2", GUN)


def test_leaving_a_bridge_off_the_road_pays_the_terrain_entered(roads):
    assert cost(roads, "E2", "E3", INF) == 2  # into the stream below the bridge
    assert cost(roads, "E2", "E3", VEH) == 3


# --- hills and hexsides (10.8, 10.11, 10.111) -------------------------------------

def test_the_10_8_example_an_open_level_1_hill_from_ground_costs_two(hills):
    assert cost(hills, "B2", "C2", INF) == 2
    assert why(hills, "B2", "C2", INF) == "open ground 1 + uphill 1 = 2 MP (10.3, 10.8)"
    assert cost(hills, "C2", "D2", VEH) == 2  # level 1 to level 2


def test_downhill_and_along_a_hill_pay_only_the_terrain(hills):
    assert cost(hills, "D2", "C2", INF) == 1
    assert cost(hills, "C2", "B2", VEH) == 1
    assert cost(hills, "C2", "C3", INF) == 2  # woods on the same level


def test_woods_on_a_hill_behind_a_hedge(hills):
    assert cost(hills, "B3", "C3", INF) == 4
    assert why(hills, "B3", "C3", INF) == "woods 2 + hedge 1 + uphill 1 = 4 MP (10.6, 10.11, 10.8)"
    assert cost(hills, "C3", "B3", INF) == 2  # back down over the hedge


def test_walls_and_hedgerows_add_one_to_cross(hills):
    assert cost(hills, "F2", "F3", VEH) == 2
    assert why(hills, "F2", "F3", VEH) == "open ground 1 + stone wall 1 = 2 MP (10.3, 10.11)"
    assert cost(hills, "G2", "G3", INF) == 2
    assert "(10.3, 10.111)" in why(hills, "G2", "G3", INF)


def test_two_levels_in_one_hex_is_never_open_to_vehicles_and_guns(hills):
    # D1 is ground level, D2 a level 2 hill.
    for unit_class in (VEH, GUN):
        assert cost(hills, "D1", "D2", unit_class) is None
        assert cost(hills, "D2", "D1", unit_class) is None
    assert why(hills, "D1", "D2", VEH) == "prohibited: vehicles never move two levels up or down in one hex (10.8)"


def test_two_levels_in_one_hex_is_a_whole_move_for_infantry(hills):
    parse = hills.battlefield.parse
    for a, b in (("D1", "D2"), ("D2", "D1")):
        step = hills.entry(parse(a), parse(b), INF)
        assert step.allowed and step.whole_move
    assert "whole move" in why(hills, "D1", "D2", LDR)


# --- stacks (6.1) --------------------------------------------------------------------

def test_a_stack_pays_its_dearest_class_and_stops_at_any_prohibition(terrain, roads):
    assert cost(terrain, "C3", "D3", {INF, GUN}) == 3  # stream: 2 for infantry, 3 for the gun
    assert cost(terrain, "C3", "D2", {INF, VEH}) is None  # the vehicle may not enter the building
    assert cost(roads, "D1", "E2", {LDR, GUN}) is None  # the gun needs the road onto the bridge
    assert cost(terrain, "C3", "C2", [INF, LDR]) == 2


# --- movement allowance (6.31, 6.4, 12.2) --------------------------------------------

@pytest.mark.parametrize(
    "kind, with_leader, heavy, assault, expected",
    [
        ("leader", False, False, False, 6),  # 6.31
        ("squad", False, False, False, 4),  # 6.31
        ("half_squad", False, False, False, 4),
        ("squad", True, False, False, 6),  # 6.31: moving with a leader
        ("squad", False, True, False, 3),  # 12.2: a heavy support weapon costs one MP
        ("squad", False, False, True, 2),  # 6.4: assault movement halves
        ("squad", False, True, True, 1),  # halve first (4 -> 2), then -1
        ("half_squad", True, True, True, 2),  # 6 -> 3 -> 2
        ("leader", False, False, True, 3),
    ],
)
def test_movement_allowance(kind, with_leader, heavy, assault, expected):
    assert movement_allowance(kind, with_leader=with_leader, heavy_weapon=heavy, assault=assault) == expected


def test_a_leader_cannot_carry_a_heavy_weapon():
    with pytest.raises(PortageError):
        movement_allowance(InfantryKind.LEADER, heavy_weapon=True)


def test_a_stack_moves_at_its_slowest_member():
    squad_with_mmg = movement_allowance("squad", heavy_weapon=True)
    assert stack_allowance([movement_allowance("leader"), squad_with_mmg]) == 3
    with pytest.raises(ValueError):
        stack_allowance([])
