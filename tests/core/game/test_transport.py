"""Transports (8.1-8.4): loading, unloading, capacity, and stacking with passengers."""

from __future__ import annotations

import pytest
from movement_helpers import (
    ENEMY,
    OPEN_5X5,
    RESERVE,
    isolate_movement,
    of_type,
    to_movement,
)

from core.game.actions import EndMove, Load, MoveStep, StartMove, Unload
from core.game.state import Where
from core.game.transport import may_carry
from tests.core.game.conftest import make_board, make_game, unit


@pytest.fixture(autouse=True)
def only_movement(monkeypatch):
    isolate_movement(monkeypatch)


def position(*stacks):
    game, state = make_game(make_board(OPEN_5X5), allied=[*stacks, RESERVE], axis=[ENEMY])
    return game, to_movement(game, state)


def loads(game, state, transport):
    return {a.units for a in of_type(game.legal_actions(state), Load) if a.transport == transport}


def unloads(game, state):
    return {a.units for a in of_type(game.legal_actions(state), Unload)}


# --- capacity (8.21) ---------------------------------------------------------------------------------


def test_8_21_a_t1_halftrack_loads_a_squad_and_a_leader_with_an_lmg():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0), unit("s1", "us.rifle_squad"),
                                      unit("l1", "us.leader_1", weapons=("us.m1919a6",))]))
    assert ("s1", "l1") in loads(game, state, "h")
    game.apply(state, Load(("s1", "l1"), "h"), check=True)
    for rider in ("s1", "l1"):
        assert state.units[rider].where == Where.CARRIED.value and state.units[rider].carrier == "h"
    assert [u.id for u in state.units_at("b7:C3")] == ["h"]


def test_8_21_a_t1_carries_one_squad_and_one_support_weapon():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0), unit("s1", "us.rifle_squad", weapons=("us.m1919a6",)),
                                      unit("s2", "us.rifle_squad", weapons=("us.bazooka",))]))
    assert loads(game, state, "h") == {("s1",), ("s2",)}


def test_8_21_the_t2_example_two_squads_two_leaders_two_support_weapons():
    """8.21's example: a T2 carries two squads (or their half squads), two leaders and two
    support weapons, and no more of any."""
    game, state = position(("b7:C3", [unit("tr", "us.truck", facing=0)]),
                           ("b7:B2", [unit("s1", "us.rifle_squad", weapons=("us.m1919a6",)),
                                      unit("s2", "us.rifle_squad", weapons=("us.bazooka",)),
                                      unit("l1", "us.leader_1"), unit("l2", "us.leader_1")]),
                           ("b7:D2", [unit("s3", "us.rifle_squad"), unit("l3", "us.leader_1", weapons=("us.bazooka",)),
                                      unit("h1", "us.rifle_half_squad"), unit("h2", "us.rifle_half_squad")]))
    truck = state.units["tr"]

    def carries(*ids):
        return may_carry(game, state, truck, [state.units[i] for i in ids])

    assert game.info("us.truck").transport.value == "T2"
    assert carries("s1", "s2", "l1", "l2")
    assert carries("s1", "h1", "h2", "l1")  # a squad and two half squads: two squads' room
    assert not carries("s1", "s2", "s3")  # a third squad
    assert not carries("s3", "h1", "h2", "s1")
    assert not carries("l1", "l2", "l3")  # a third leader
    assert not carries("s1", "s2", "l3")  # a third support weapon


def test_8_21_a_th_jeep_carries_a_half_squad_but_not_a_squad():
    game, state = position(("b7:C3", [unit("j", "us.jeep", facing=0), unit("s1", "us.rifle_squad"), unit("hs", "us.rifle_half_squad")]))
    assert loads(game, state, "j") == {("hs",)}


def test_8_21_a_t1_tows_a_large_gun_but_a_th_may_not():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0), unit("g", "us.m5_3in", facing=0)]),
                           ("b7:C1", [unit("j", "us.jeep", facing=0), unit("g2", "us.m5_3in", facing=0)]))
    assert loads(game, state, "h") == {("g",)}
    assert loads(game, state, "j") == set()


def test_8_1_a_transport_carries_passengers_and_tows_a_gun_together():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0), unit("s1", "us.rifle_squad"), unit("g", "us.m3_37mm", facing=0)]))
    assert ("s1", "g") in loads(game, state, "h")


# --- loading and unloading (8.3) ------------------------------------------------------------------------


def test_8_3_a_unit_that_has_moved_may_not_load():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0)]), ("b7:C2", [unit("s1", "us.rifle_squad")]))
    game.apply(state, StartMove(("s1",)), check=True)
    game.apply(state, MoveStep("b7:C3"), check=True)
    game.apply(state, EndMove(), check=True)
    assert loads(game, state, "h") == set()


def test_8_3_a_transport_may_move_after_loading_and_its_passengers_go_with_it():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0), unit("s1", "us.rifle_squad")]))
    game.apply(state, Load(("s1",), "h"), check=True)
    game.apply(state, StartMove(("h",)), check=True)
    game.apply(state, MoveStep("b7:C2", 0), check=True)
    assert state.units["s1"].hex == "b7:C2" and state.units["s1"].where == Where.CARRIED.value


def test_8_3_each_unit_loads_or_unloads_once_a_turn():
    game, state = position(("b7:C3", [unit("h", "us.m3_halftrack", facing=0), unit("s1", "us.rifle_squad")]))
    game.apply(state, Load(("s1",), "h"), check=True)
    assert unloads(game, state) == set()


def test_8_3_unloaded_units_get_a_move_marker_and_may_not_move():
    halftrack = unit("h", "us.m3_halftrack", facing=0, passengers=(unit("s1", "us.rifle_squad"), unit("l1", "us.leader_1")))
    game, state = position(("b7:C3", [halftrack]))
    assert unloads(game, state) == {("s1",), ("l1",), ("s1", "l1")}
    game.apply(state, Unload(("s1",)), check=True)
    assert state.units["s1"].where == Where.MAP.value and state.units["s1"].hex == "b7:C3" and state.units["s1"].moved
    assert not [a for a in of_type(game.legal_actions(state), StartMove) if "s1" in a.units]


def test_8_3_a_transport_that_moved_and_then_unloads_ends_its_move():
    halftrack = unit("h", "us.m3_halftrack", facing=0, passengers=(unit("s1", "us.rifle_squad"),))
    game, state = position(("b7:C4", [halftrack]))
    game.apply(state, StartMove(("h",)), check=True)
    game.apply(state, MoveStep("b7:C3", 0), check=True)
    game.apply(state, Unload(("s1",)), check=True)
    assert state.moving is None and state.units["h"].moved
    assert state.units["s1"].hex == "b7:C3"


def test_8_3_an_unloaded_gun_keeps_the_transports_facing():
    halftrack = unit("h", "us.m3_halftrack", facing=2, towed=unit("g", "us.m5_3in"))
    game, state = position(("b7:C3", [halftrack]))
    game.apply(state, Unload(("g",)), check=True)
    assert state.units["g"].facing == 2 and state.units["g"].where == Where.MAP.value


# --- stacking (8.4) -------------------------------------------------------------------------------------------


def test_8_4_only_the_transport_counts_for_stacking():
    halftrack = unit("h", "us.m3_halftrack", facing=0, passengers=(unit("p1", "us.rifle_squad"), unit("p2", "us.leader_1")))
    game, state = position(("b7:C3", [halftrack]), ("b7:C2", [unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")]))
    game.apply(state, StartMove(("h",)), check=True)
    game.apply(state, MoveStep("b7:C2", 0), check=True)
    assert EndMove() in game.legal_actions(state)  # one vehicle and two infantry
    assert unloads(game, state) == set()  # but no room to get off


def test_8_4_a_transport_may_enter_a_full_hex_only_to_load():
    full = [unit("t", "us.m4a3e8", facing=0), unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad")]
    game, state = position(("b7:C3", [unit("tr", "us.truck", facing=0)]), ("b7:C2", full))
    game.apply(state, StartMove(("tr",)), check=True)
    game.apply(state, MoveStep("b7:C2", 0), check=True)
    actions = game.legal_actions(state)
    assert EndMove() not in actions
    assert Load(("s1", "s2"), "tr") in actions and Load(("s1",), "tr") not in actions
    game.apply(state, Load(("s1", "s2"), "tr"), check=True)
    assert state.moving is None and {u.id for u in state.units_at("b7:C2")} == {"t", "tr"}
