"""The Movement Phase (5.33): who may move, how far, and how a move goes hex by hex."""

from __future__ import annotations

import pytest
from movement_helpers import (
    ENEMY,
    OPEN_5X5,
    RESERVE,
    add_enter_hook,
    isolate_movement,
    of_type,
    pin_when,
    step_hexes,
    steps,
    to_movement,
)

from core.game.actions import ChangeFacing, EndMove, MoveStep, StartMove
from core.game.state import Where
from core.scenario import Objective, SideSetup, Stack
from tests.core.game.conftest import make_board, make_game, unit


@pytest.fixture(autouse=True)
def only_movement(monkeypatch):
    isolate_movement(monkeypatch)


def open_game(allied, axis=(ENEMY,), terrain=OPEN_5X5, **scenario):
    game, state = make_game(make_board(terrain), allied=[*allied, RESERVE], axis=list(axis), **scenario)
    return game, to_movement(game, state)


def start(game, state, *ids, assault=False, smoke=None):
    game.apply(state, StartMove(tuple(ids), assault, smoke), check=True)


def step(game, state, hex_name, facing=None):
    game.apply(state, MoveStep(hex_name, facing), check=True)


# --- who may move (5.33, 6.1) ------------------------------------------------------------------


def test_5_33_units_with_a_fire_or_move_marker_or_pinned_may_not_move():
    game, state = open_game([("b7:C3", [unit("a", "us.rifle_squad"), unit("b", "us.rifle_squad"), unit("c", "us.rifle_squad"), unit("d", "us.rifle_squad")])])
    state.units["a"].fired = True
    state.units["b"].moved = True
    state.units["c"].pinned = True
    starts = of_type(game.legal_actions(state), StartMove)
    assert {a.units for a in starts} == {("d",)}


def test_6_1_each_unit_alone_and_the_whole_stack_may_start_a_move():
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")])])
    groups = {a.units for a in of_type(game.legal_actions(state), StartMove)}
    assert groups == {("s1",), ("s2",), ("s1", "s2")}


def test_6_1_infantry_may_move_with_their_leader_without_the_rest_of_the_stack():
    game, state = open_game([("b7:C3", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")])])
    groups = {a.units for a in of_type(game.legal_actions(state), StartMove)}
    assert {("l1", "s1"), ("l1", "s2"), ("l1", "s1", "s2")} <= groups


def test_6_32_a_large_gun_never_moves_on_its_own():
    game, state = open_game([("b7:C3", [unit("g", "us.m5_3in", facing=0)])])
    assert not of_type(game.legal_actions(state), StartMove)


# --- movement points (6.31, 6.4, 12.2) --------------------------------------------------------------


def test_6_31_a_squad_has_four_mp():
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")])])
    start(game, state, "s1")
    assert state.moving.mp_left == 4


def test_6_31_a_squad_moving_with_a_leader_has_6_mp():
    game, state = open_game([("b7:C3", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad")])])
    start(game, state, "l1", "s1")
    assert state.moving.mp_left == 6


def test_12_2_a_squad_carrying_a_heavy_weapon_has_one_mp_fewer_even_with_a_leader():
    game, state = open_game([("b7:C3", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad", weapons=("us.m1919a4",))])])
    start(game, state, "l1", "s1")
    assert state.moving.mp_left == 5


def test_6_4_an_assault_move_halves_the_mp_and_marks_the_units_until_the_move_ends():
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")])])
    start(game, state, "s1", assault=True)
    assert state.moving.mp_left == 2
    assert state.units["s1"].assault_move
    step(game, state, "b7:C2")
    game.apply(state, EndMove(), check=True)
    assert not state.units["s1"].assault_move and state.units["s1"].moved


def test_6_4_vehicles_do_not_assault_move():
    game, state = open_game([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])])
    assert {a.assault for a in of_type(game.legal_actions(state), StartMove)} == {False}


# --- steps (6.1, 6.2, 6.6, 6.8, 10.8) -------------------------------------------------------------------


def test_6_2_each_hex_entered_costs_its_terrain_and_the_move_ends_when_the_mp_are_spent():
    game, state = open_game([("b7:A3", [unit("s1", "us.rifle_squad")])], terrain=[".....", ".....", ".W...", ".....", "....."])
    start(game, state, "s1")
    step(game, state, "b7:B3")  # woods: 2 MP
    assert state.moving.mp_left == 2 and state.moving.path == ["b7:A3", "b7:B3"]
    step(game, state, "b7:C3")
    step(game, state, "b7:D3")
    assert state.moving is None  # no MP left: the move ends by itself
    assert state.units["s1"].hex == "b7:D3" and state.units["s1"].moved


def test_6_6_a_unit_may_always_move_one_hex_whatever_it_costs():
    game, state = open_game([("b7:A3", [unit("s1", "us.rifle_squad", weapons=("us.m1919a4",))])], terrain=[".....", ".....", ".W...", ".....", "....."])
    start(game, state, "s1", assault=True)  # 4 / 2 - 1 = 1 MP
    assert state.moving.mp_left == 1
    assert "b7:B3" in step_hexes(game, state)  # woods cost 2
    step(game, state, "b7:B3")
    assert state.moving is None and state.units["s1"].hex == "b7:B3"


def test_6_6_the_minimum_move_is_only_the_first_step():
    game, state = open_game([("b7:A3", [unit("s1", "us.rifle_squad")])], terrain=[".....", ".....", "..W..", ".....", "....."])
    start(game, state, "s1")
    step(game, state, "b7:B3")
    step(game, state, "b7:B2")
    step(game, state, "b7:B1")  # 1 MP left; the woods in C3 cost 2
    assert state.moving.mp_left == 1
    assert "b7:C2" in step_hexes(game, state) and "b7:C3" not in step_hexes(game, state)


def test_6_8_units_may_not_enter_a_hex_held_by_the_enemy():
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")])], axis=[("b7:C2", [unit("g1", "ger.rifle_squad")])])
    start(game, state, "s1")
    assert "b7:C2" not in step_hexes(game, state)
    assert "b7:C4" in step_hexes(game, state)


def test_10_8_climbing_two_levels_is_the_whole_move():
    board = [".....", ".....", ".....", ".....", "....."]
    levels = ["00000", "00200", "00000", "00000", "00000"]
    squads = [unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")]
    game, state = make_game(make_board(board, levels), allied=[("b7:C3", squads)], axis=[("b7:E5", [unit("g1", "ger.rifle_squad")])])
    to_movement(game, state)
    start(game, state, "s1", assault=True)
    assert "b7:C2" not in step_hexes(game, state)  # never as an assault move
    game.apply(state, EndMove(), check=True)
    start(game, state, "s2")
    step(game, state, "b7:C2")
    assert state.units["s2"].hex == "b7:C2" and state.units["s2"].moved  # and the move is over


def test_6_1_a_stack_moves_at_its_slowest_members_mp_and_together():
    game, state = open_game([("b7:C3", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad", weapons=("us.m1919a4",))])])
    start(game, state, "l1", "s1")
    step(game, state, "b7:C2")
    assert state.moving.mp_left == 4  # 5 - 1: the squad's heavy weapon sets the pace
    assert state.units["l1"].hex == state.units["s1"].hex == "b7:C2"


# --- friendly hexes and stacking (6.7, 6.9, 13.8) ----------------------------------------------------------


FULL = [unit(f"f{i}", "us.rifle_squad") for i in range(4)]


def test_6_7_a_unit_may_cross_a_full_friendly_hex_but_not_end_its_move_there():
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")]), ("b7:C2", FULL)])
    start(game, state, "s1")
    step(game, state, "b7:C2")
    actions = game.legal_actions(state)
    assert not of_type(actions, EndMove)
    assert "b7:C1" in {a.hex for a in of_type(actions, MoveStep)}


def test_6_7_a_unit_does_not_enter_a_full_hex_it_could_not_leave():
    game, state = open_game([("b7:C4", [unit("s1", "us.rifle_squad")]), ("b7:C2", FULL)])
    start(game, state, "s1", assault=True)  # 2 MP: one to C3, one to C2, none left to go on
    step(game, state, "b7:C3")
    assert "b7:C2" not in step_hexes(game, state)


def test_13_8_a_mover_pinned_in_a_friendly_hex_already_at_its_limit_is_eliminated(monkeypatch):
    add_enter_hook(monkeypatch, pin_when("s1", "b7:C2"))
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")]), ("b7:C2", FULL)])
    start(game, state, "s1")
    step(game, state, "b7:C2")
    assert state.units["s1"].where == Where.ELIMINATED.value
    assert state.moving is None
    assert state.sides["allied"].lost_points == game.points(state.units["s1"])


def test_14_7_a_pinned_mover_stops_and_the_rest_of_the_stack_goes_on(monkeypatch):
    add_enter_hook(monkeypatch, pin_when("s1", "b7:C2"))
    game, state = open_game([("b7:C3", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")])])
    start(game, state, "l1", "s1", "s2")
    step(game, state, "b7:C2")
    assert state.moving.units == ["l1", "s2"] and state.moving.mp_left == 5
    assert state.units["s1"].hex == "b7:C2" and state.units["s1"].moved
    step(game, state, "b7:C1")
    assert state.units["s1"].hex == "b7:C2"


def test_6_31_squads_whose_leader_is_pinned_beyond_their_own_allowance_must_stop(monkeypatch):
    add_enter_hook(monkeypatch, pin_when("l1", "b7:D1"))
    game, state = open_game([("b7:A5", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad")])])
    start(game, state, "l1", "s1")
    for hex_name in ("b7:A4", "b7:A3", "b7:A2", "b7:B1", "b7:C1"):
        step(game, state, hex_name)
    assert state.moving.mp_left == 1
    step(game, state, "b7:D1")
    assert state.moving is None  # 6 MP spent: more than the squad's own 4
    assert state.units["s1"].hex == "b7:D1" and state.units["s1"].moved


def test_6_31_squads_whose_leader_is_pinned_early_go_on_with_their_own_allowance(monkeypatch):
    add_enter_hook(monkeypatch, pin_when("l1", "b7:A4"))
    game, state = open_game([("b7:A5", [unit("l1", "us.leader_1"), unit("s1", "us.rifle_squad")])])
    start(game, state, "l1", "s1")
    step(game, state, "b7:A4")
    assert state.moving.units == ["s1"] and state.moving.mp_left == 3  # 4 - 1


def test_a_hook_that_ends_the_move_leaves_the_group_where_it_is_with_move_markers(monkeypatch):
    def stop_all(game, state, ids, hex_name):
        state.moving = None

    add_enter_hook(monkeypatch, stop_all)
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")])])
    start(game, state, "s1")
    step(game, state, "b7:C2")
    assert state.moving is None and state.units["s1"].moved and state.units["s1"].hex == "b7:C2"


# --- vehicles (6.5, 7.2, 7.3) ------------------------------------------------------------------------------------


def test_7_2_a_vehicle_moves_forward_into_the_hex_it_faces_or_in_reverse_at_double_cost():
    game, state = open_game([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])])
    start(game, state, "t")
    options = steps(game, state)
    assert {h for h, _ in options} == {"b7:C2", "b7:C4"}
    step(game, state, "b7:C4", 0)
    assert state.moving.mp_left == 8 and state.units["t"].facing == 0


def test_6_5_turning_two_hexsides_on_entering_costs_1_mp():
    game, state = open_game([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])])
    start(game, state, "t")
    step(game, state, "b7:C2", 2)  # open 1 + two hexsides 1
    assert state.moving.mp_left == 8 and state.units["t"].facing == 2


def test_6_5_the_first_hexside_of_a_turn_is_free_and_three_cost_2():
    game, state = open_game([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])])
    start(game, state, "t")
    step(game, state, "b7:C2", 1)
    assert state.moving.mp_left == 9
    step(game, state, "b7:D1", 4)  # facing NE it enters D1; three hexsides round: +2
    assert state.moving.mp_left == 6


def test_6_32_a_gun_moves_one_hex_and_may_take_any_facing():
    game, state = open_game([("b7:C3", [unit("g", "us.m3_37mm", facing=0)])], terrain=[".....", ".....", "...W.", ".....", "....."])
    start(game, state, "g")
    assert {f for h, f in steps(game, state) if h == "b7:D3"} == set(range(6))  # woods: a minimum move
    step(game, state, "b7:D3", 4)
    assert state.moving is None and state.units["g"].facing == 4


def test_7_3_a_vehicle_turning_in_place_has_moved():
    game, state = open_game([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])])
    turns = [a for a in of_type(game.legal_actions(state), ChangeFacing) if a.unit == "t"]
    assert {a.facing for a in turns} == {1, 2, 3, 4, 5}
    game.apply(state, ChangeFacing("t", 3), check=True)
    assert state.units["t"].facing == 3 and state.units["t"].moved
    assert not of_type(game.legal_actions(state), StartMove)


def test_10_5_a_vehicle_enters_a_building_only_along_a_road():
    board = make_board([".....", ".....", "..B..", ".....", "....."], roads=[["C2", "C3", "C4"]])
    game, state = make_game(board, allied=[("b7:C2", [unit("t", "us.m4a3e8", facing=3)]), ("b7:B3", [unit("j", "us.jeep", facing=2)])],
                            axis=[("b7:E5", [unit("g1", "ger.rifle_squad")])])
    to_movement(game, state)
    start(game, state, "t")
    assert ("b7:C3", 3) in steps(game, state)
    game.apply(state, EndMove(), check=True)
    start(game, state, "j")
    assert "b7:C3" not in step_hexes(game, state)


# --- smoke (11.1, 11.2) -----------------------------------------------------------------------------------------------


def test_11_2_infantry_may_place_smoke_in_their_own_or_an_adjacent_hex_before_moving():
    allied = SideSetup("us", half_squads=True, smoke_factors=2, stacks=(Stack("b7:C3", (unit("s1", "us.rifle_squad"),)),))
    game, state = open_game([], allied_side=allied)
    smoke = {a.smoke for a in of_type(game.legal_actions(state), StartMove) if a.units == ("s1",) and not a.assault}
    assert smoke == {None, "b7:C3", "b7:C2", "b7:D2", "b7:D3", "b7:C4", "b7:B3", "b7:B2"}
    start(game, state, "s1", smoke="b7:C2")
    assert state.smoke == {"b7:C2": 1} and state.sides["allied"].smoke_factors == 1


def test_11_1_only_one_smoke_marker_in_a_hex_and_none_without_smoke_factors():
    allied = SideSetup("us", half_squads=True, smoke_factors=1, stacks=(Stack("b7:C3", (unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad"))),))
    game, state = open_game([], allied_side=allied)
    state.smoke["b7:C2"] = 2
    smoke = {a.smoke for a in of_type(game.legal_actions(state), StartMove)}
    assert "b7:C2" not in smoke and "b7:C3" in smoke
    start(game, state, "s1", smoke="b7:C3")
    game.apply(state, EndMove(), check=True)
    assert {a.smoke for a in of_type(game.legal_actions(state), StartMove)} == {None}


def test_11_2_a_tank_alone_places_no_smoke():
    allied = SideSetup("us", half_squads=True, smoke_factors=3, stacks=(Stack("b7:C3", (unit("t", "us.m4a3e8", facing=0),)),))
    game, state = open_game([], allied_side=allied)
    assert {a.smoke for a in of_type(game.legal_actions(state), StartMove)} == {None}


# --- objectives (seed 004) ------------------------------------------------------------------------------------------


def test_004_a_unit_ending_its_move_in_an_objective_takes_it():
    game, state = open_game([("b7:C3", [unit("s1", "us.rifle_squad")])], objectives=(Objective("b7:C2", "axis"), Objective("b7:C1", "axis")))
    start(game, state, "s1")
    step(game, state, "b7:C2")
    assert state.objectives["b7:C2"] == "axis"  # passing is not taking
    step(game, state, "b7:C1")
    game.apply(state, EndMove(), check=True)
    assert state.objectives == {"b7:C2": "axis", "b7:C1": "allied"}
