"""Entering and exiting the map (6.10): reinforcements and exit hexes."""

from __future__ import annotations

import pytest
from movement_helpers import (
    ENEMY,
    OPEN_5X5,
    RESERVE,
    isolate_movement,
    of_type,
    steps,
    to_movement,
)

from core.game.actions import EndMove, ExitMap, MoveStep, StartMove
from core.game.state import Where
from core.scenario import Reinforcement, ScenarioType, SideSetup, Stack, Victory
from tests.core.game.conftest import make_board, make_game, unit


@pytest.fixture(autouse=True)
def only_movement(monkeypatch):
    isolate_movement(monkeypatch)


def with_reinforcements(*groups, stacks=(RESERVE,), axis=(ENEMY,)):
    allied = SideSetup("us", half_squads=True, stacks=tuple(Stack(h, tuple(u)) for h, u in stacks), reinforcements=tuple(groups))
    game, state = make_game(make_board(OPEN_5X5), axis=list(axis), allied_side=allied)
    return game, to_movement(game, state)


def test_6_10_reinforcements_wait_for_their_turn():
    game, state = with_reinforcements(Reinforcement(2, "west", (unit("r1", "us.rifle_squad"),)))
    assert state.units["r1"].where == Where.WAITING.value
    assert not [a for a in of_type(game.legal_actions(state), StartMove) if "r1" in a.units]


def test_6_10_a_reinforcement_enters_onto_a_hex_of_its_edge_which_is_its_first_hex_of_movement():
    game, state = with_reinforcements(Reinforcement(1, "west", (unit("r1", "us.rifle_squad"),)))
    game.apply(state, StartMove(("r1",)), check=True)
    assert {h for h, _ in steps(game, state)} == {"b7:A1", "b7:A2", "b7:A3", "b7:A4", "b7:A5"}
    game.apply(state, MoveStep("b7:A3"), check=True)
    assert state.units["r1"].where == Where.MAP.value and state.units["r1"].hex == "b7:A3"
    assert state.moving.mp_left == 3 and state.moving.path == ["b7:A3"]


def test_6_10_a_reinforcement_may_not_enter_into_the_enemy():
    game, state = with_reinforcements(Reinforcement(1, "south", (unit("r1", "us.rifle_squad"),)), axis=[("b7:C5", [unit("g1", "ger.rifle_squad")])])
    game.apply(state, StartMove(("r1",)), check=True)
    entries = {h for h, _ in steps(game, state)}
    assert "b7:C5" not in entries and "b7:A5" in entries


def test_6_10_a_vehicle_enters_pointing_into_the_map_and_may_turn_as_it_enters():
    game, state = with_reinforcements(Reinforcement(1, "west", (unit("t", "us.m4a3e8", facing=0),)))
    game.apply(state, StartMove(("t",)), check=True)
    costs = {facing: 10 - _mp_after(game, state, "b7:A3", facing) for facing in range(6)}
    # it arrives facing NE or SE (into the map): any facing one hexside from those is free
    assert costs == {0: 1, 1: 1, 2: 1, 3: 1, 4: 2, 5: 2}


def _mp_after(game, state, hex_name, facing):
    trial = state.clone()
    game.apply(trial, MoveStep(hex_name, facing), check=True)
    return trial.moving.mp_left


def test_6_10_a_transport_enters_with_its_passengers():
    truck = unit("tr", "us.truck", facing=2, passengers=(unit("p1", "us.rifle_squad"),))
    game, state = with_reinforcements(Reinforcement(1, "north", (truck,)))
    assert state.units["p1"].where == Where.WAITING.value
    game.apply(state, StartMove(("tr",)), check=True)
    game.apply(state, MoveStep("b7:C1", 3), check=True)
    assert state.units["p1"].where == Where.CARRIED.value and state.units["p1"].hex == "b7:C1"


def test_6_10_a_reinforcement_that_does_not_enter_may_try_again_next_turn():
    game, state = with_reinforcements(Reinforcement(1, "west", (unit("r1", "us.rifle_squad"),)))
    game.apply(state, StartMove(("r1",)), check=True)
    game.apply(state, EndMove(), check=True)
    assert state.units["r1"].where == Where.WAITING.value and state.units["r1"].moved
    assert not [a for a in of_type(game.legal_actions(state), StartMove) if "r1" in a.units]


# --- exits -----------------------------------------------------------------------------------------------


def exit_game(goal=2):
    stacks = [("b7:D2", [unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")]), ("b7:A1", [unit("rg", "us.m5_3in", facing=2)])]
    game, state = make_game(make_board(OPEN_5X5), allied=stacks, axis=[("b7:A5", [unit("g1", "ger.rifle_squad")])],
                            type=ScenarioType.EXIT, victory=Victory(exit_units=goal, exit_hexes=("b7:E2",)))
    return game, to_movement(game, state)


def test_6_10_units_exit_the_map_from_an_exit_hex_and_are_out_of_play():
    game, state = exit_game(goal=2)
    game.apply(state, StartMove(("s1",)), check=True)
    assert not of_type(game.legal_actions(state), ExitMap)
    game.apply(state, MoveStep("b7:E2"), check=True)
    game.apply(state, ExitMap(), check=True)
    assert state.units["s1"].where == Where.EXITED.value and state.units["s1"].hex is None
    assert state.sides["allied"].exited == ["s1"] and state.moving is None
    assert not state.is_over


def test_004_the_attacker_wins_when_enough_units_have_exited():
    game, state = exit_game(goal=2)
    game.apply(state, StartMove(("s1", "s2")), check=True)
    game.apply(state, MoveStep("b7:E2"), check=True)
    game.apply(state, ExitMap(), check=True)
    assert state.result["winner"] == "attacker"


def test_6_10_passengers_exit_with_their_transport_and_count():
    halftrack = unit("h", "us.m3_halftrack", facing=1, passengers=(unit("p", "us.rifle_squad"),))
    game, state = make_game(make_board(OPEN_5X5), allied=[("b7:D2", [halftrack]), ("b7:A1", [unit("rg", "us.m5_3in", facing=2)])],
                            axis=[("b7:A5", [unit("g1", "ger.rifle_squad")])],
                            type=ScenarioType.EXIT, victory=Victory(exit_units=3, exit_hexes=("b7:E2",)))
    to_movement(game, state)
    game.apply(state, StartMove(("h",)), check=True)
    game.apply(state, MoveStep("b7:E2", 1), check=True)
    game.apply(state, ExitMap(), check=True)
    assert state.sides["allied"].exited == ["h", "p"]
