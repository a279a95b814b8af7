"""Fortifications, minefields, wire and snipers met while moving (19.3-19.8, 20.6)."""

from __future__ import annotations

import pytest
from movement_helpers import (
    ENEMY,
    OPEN_5X5,
    RESERVE,
    isolate_movement,
    of_type,
    step_hexes,
    to_movement,
)

from core.game.actions import EndMove, MoveStep, StartMove
from core.game.state import Where
from core.scenario import Fortification
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit


@pytest.fixture(autouse=True)
def only_movement(monkeypatch):
    isolate_movement(monkeypatch)


def fortified(allied, *fortifications, axis=(ENEMY,)):
    game, state = make_game(make_board(OPEN_5X5), allied=[*allied, RESERVE], axis=list(axis), fortifications=fortifications)
    return game, to_movement(game, state)


def move(game, state, ids, *hexes):
    game.apply(state, StartMove(tuple(ids)), check=True)
    for hex_name in hexes:
        facing = state.units[ids[0]].facing
        game.apply(state, MoveStep(hex_name, facing), check=True)


# --- minefields (19.7, 19.71) -----------------------------------------------------------------------


def test_19_7_a_minefield_eliminates_on_3_or_less():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "minefield", "axis"))
    state.dice = ScriptedDice([3])
    move(game, state, ["s1"], "b7:C2")
    assert state.units["s1"].where == Where.ELIMINATED.value
    assert state.moving is None


def test_19_7_a_minefield_roll_of_4_does_nothing_and_the_unit_goes_on():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "minefield", "axis"))
    state.dice = ScriptedDice([4])
    move(game, state, ["s1"], "b7:C2", "b7:C1")
    assert state.units["s1"].hex == "b7:C1" and state.dice.used == [4]  # leaving the minefield is free


def test_19_7_a_minefield_rolls_for_each_unit_and_a_transport_with_its_passengers_is_one_unit():
    halftrack = unit("h", "us.m3_halftrack", facing=0, passengers=(unit("p", "us.rifle_squad"),))
    game, state = fortified([("b7:C3", [halftrack, unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "minefield", "axis"))
    state.dice = ScriptedDice([2, 6])
    move(game, state, ["h", "s1"], "b7:C2")
    assert state.units["h"].where == state.units["p"].where == Where.ELIMINATED.value
    assert state.units["s1"].hex == "b7:C2" and state.units["s1"].where == Where.MAP.value


def test_19_71_a_hidden_minefield_is_revealed_when_entered():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "minefield", "axis", hidden=True))
    state.dice = ScriptedDice([5])
    assert "b7:C2" in step_hexes_after_start(game, state, "s1")  # the mover does not know
    game.apply(state, MoveStep("b7:C2"), check=True)
    assert state.fortifications[0]["hidden"] is False
    assert any(e["kind"] == "minefield_revealed" for e in state.events)


def step_hexes_after_start(game, state, unit_id):
    game.apply(state, StartMove((unit_id,)), check=True)
    return step_hexes(game, state)


# --- barbed wire (19.8) -------------------------------------------------------------------------------------


def test_19_8_infantry_entering_wire_must_stop():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "barbed_wire", "axis"))
    move(game, state, ["s1"], "b7:C2")
    assert state.moving is None and state.units["s1"].hex == "b7:C2" and state.units["s1"].moved


def test_19_8_unarmoured_vehicles_may_not_enter_wire():
    game, state = fortified([("b7:C3", [unit("j", "us.jeep", facing=0)])], Fortification("b7:C2", "barbed_wire", "axis"))
    assert "b7:C2" not in step_hexes_after_start(game, state, "j")


def test_19_8_afvs_are_unaffected_by_wire():
    game, state = fortified([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])], Fortification("b7:C2", "barbed_wire", "axis"))
    move(game, state, ["t"], "b7:C2", "b7:C1")
    assert state.units["t"].hex == "b7:C1"


# --- positions (19.3-19.5) -----------------------------------------------------------------------------------


def test_19_5_a_bunker_hex_is_moved_through_as_a_building():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "bunker_concrete", "axis", facing=3))
    move(game, state, ["s1"], "b7:C2")
    assert state.moving.mp_left == 2


def test_19_5_vehicles_enter_a_bunker_hex_only_along_a_road():
    game, state = fortified([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])], Fortification("b7:C2", "bunker_concrete", "axis", facing=3))
    assert "b7:C2" not in step_hexes_after_start(game, state, "t")


def test_19_4_friendly_units_pass_through_a_full_position_but_stop_only_where_there_is_room():
    occupants = [unit("b1", "us.rifle_squad"), unit("b2", "us.rifle_squad")]
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")]), ("b7:C2", occupants)], Fortification("b7:C2", "bunker_wood", "allied", facing=0))
    move(game, state, ["s1"], "b7:C2")
    actions = game.legal_actions(state)
    assert not of_type(actions, EndMove) and of_type(actions, MoveStep)


def test_19_4_a_tank_may_not_stop_in_a_foxhole_hex():
    game, state = fortified([("b7:C3", [unit("t", "us.m4a3e8", facing=0)])], Fortification("b7:C2", "foxholes", "axis"))
    move(game, state, ["t"], "b7:C2")
    assert not of_type(game.legal_actions(state), EndMove)


def test_19_3_an_occupied_enemy_position_is_never_entered():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])], Fortification("b7:C2", "sandbags", "axis"),
                            axis=[("b7:C2", [unit("g1", "ger.rifle_squad")])])
    assert "b7:C2" not in step_hexes_after_start(game, state, "s1")


# --- snipers (20.6) --------------------------------------------------------------------------------------------------


def test_20_6_an_enemy_unit_entering_the_snipers_hex_eliminates_it():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])])
    state.sides["axis"].snipers, state.sides["axis"].sniper_hex = 1, "b7:C2"
    move(game, state, ["s1"], "b7:C2")
    assert state.sides["axis"].sniper_hex is None and state.sides["axis"].snipers == 0
    assert any(e["kind"] == "sniper_eliminated" for e in state.events)


def test_20_6_a_sniper_is_safe_from_its_own_side():
    game, state = fortified([("b7:C3", [unit("s1", "us.rifle_squad")])])
    state.sides["allied"].snipers, state.sides["allied"].sniper_hex = 1, "b7:C2"
    move(game, state, ["s1"], "b7:C2")
    assert state.sides["allied"].sniper_hex == "b7:C2" and state.sides["allied"].snipers == 1
