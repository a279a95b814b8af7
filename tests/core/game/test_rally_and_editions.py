"""21.1 rally order and 13.6 leader limit (rules edition 2), and old logs replaying under the
edition they were played with (core.game.editions)."""

from __future__ import annotations

import json

import pytest

from core.game.actions import EndPhase, RallyUnits
from core.game.editions import CURRENT, FIRST, edition_of
from core.game.phases import clear_markers_and_smoke, rally_attempts
from core.game.record import log_of, replay
from core.game.state import GameState, Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = make_board([".....", ".....", "....."])


def pinned_hex(edition: int):
    """21.1: a pinned regular squad listed before its pinned -1 leader, in the active player's
    After-Action Phase."""
    game, state = make_game(OPEN, allied=[("b7:C2", [unit("sq", "us.rifle_squad"), unit("sgt", "us.leader_1")])],
                            axis=[("b7:E2", [unit("g", "ger.rifle_squad")])])
    game.edition = edition
    state.units["sq"].pinned = state.units["sgt"].pinned = True
    state.phase, state.active = Phase.AFTER_ACTION, Side.ALLIED
    return game, state


def test_a_pinned_leader_listed_after_his_squad_rallies_first_and_helps_it():
    """21.1: "An unpinned leader may add his leadership modifier to the rally attempt of any pinned
    unit occupying the same hex": the leader tries first (7), rallies on 5, and the squad then
    needs 6 + 1 = 7 and rallies on 7."""
    game, state = pinned_hex(CURRENT)
    state.dice = ScriptedDice([5, 7])
    rally_attempts(game, state)
    rallies = [(e.unit, e.roll, e.needed, e.rallied) for e in state.events if e.kind == "rally"]
    assert rallies == [("sgt", 5, 7, True), ("sq", 7, 7, True)]


def test_the_first_edition_kept_the_scenario_order():
    game, state = pinned_hex(FIRST)
    state.dice = ScriptedDice([7, 5])
    rally_attempts(game, state)
    rallies = [(e.unit, e.roll, e.needed, e.rallied) for e in state.events if e.kind == "rally"]
    assert rallies == [("sq", 7, 6, False), ("sgt", 5, 7, True)]


@pytest.mark.parametrize(("edition", "segment", "free_again"),
                         [(CURRENT, 0, True), (CURRENT, 1, True), (FIRST, 0, False), (FIRST, 1, True)])
def test_a_leader_lends_his_modifier_once_a_player_segment(edition, segment, free_again):
    """13.6 with 003: "A leader that modifies an attack is marked as fired"; 5.36 removes every Fire
    marker in each After-Action Phase, so he may modify one attack in each player segment (the
    first edition read "per turn" as the game turn)."""
    game, state = pinned_hex(edition)
    state.segment = segment
    state.units["sgt"].leader_used = state.units["sgt"].fired = True
    clear_markers_and_smoke(game, state)
    assert state.units["sgt"].leader_used is not free_again


def test_a_log_names_its_edition_and_an_old_log_replays_under_the_first():
    game, state = make_game(OPEN, allied=[("b7:C2", [unit("sq", "us.rifle_squad")])],
                            axis=[("b7:E2", [unit("g", "ger.rifle_squad")])])
    assert state.rules_edition == CURRENT
    log = json.loads(json.dumps(log_of(game.scenario, 1, (), state, {OPEN.number: OPEN})))
    assert log["rules_edition"] == CURRENT and replay(log).rules_edition == CURRENT
    del log["rules_edition"]
    again = replay(log)
    assert again.rules_edition == FIRST and "rules_edition" not in json.loads(again.to_json())
    assert "rules_edition" not in log_of(game.scenario, 1, (), again, {OPEN.number: OPEN})
    with pytest.raises(ValueError):
        edition_of({"rules_edition": CURRENT + 1})
    assert GameState.from_json(state.to_json()).rules_edition == CURRENT


def hand_rally():
    """The same pinned squad and leader, for a player who picks his rally order (21.1)."""
    from core.game.game import Game

    game, state = make_game(OPEN, allied=[("b7:C2", [unit("sq", "us.rifle_squad"), unit("sgt", "us.leader_1")])],
                            axis=[("b7:E2", [unit("g", "ger.rifle_squad")])])
    game = Game(game.scenario, game.context, rally_by_hand=("allied",))
    state = game.new_state(1)
    state.units["sq"].pinned = state.units["sgt"].pinned = True
    while state.phase != Phase.AFTER_ACTION or state.active != Side.ALLIED:
        game.end_phase(state)
    return game, state


def test_a_player_who_rallies_by_hand_is_offered_the_best_order_and_may_pick_another():
    """21.1: "The active player, during his After-Action Phase, may attempt to rally his pinned
    units": the listing offers them leader first; the squad alone, or squad first, is his choice."""
    game, state = hand_rally()
    assert not [e for e in state.events if e.kind == "rally"]  # nothing rolled for him
    assert RallyUnits(("sgt", "sq")) in game.legal_actions(state)
    assert game.allows(state, RallyUnits(("sq", "sgt"))) and game.allows(state, RallyUnits(("sq",)))
    assert not game.allows(state, RallyUnits(("sq", "sq"))) and not game.allows(state, RallyUnits(("g",)))
    assert game.actions_for_units(state, ("sq",)) == [RallyUnits(("sq",))]
    state.dice = ScriptedDice([7, 5])
    game.apply(state, RallyUnits(("sq", "sgt")), check=True)  # the squad first: no leader to help it yet
    rallies = [(e.unit, e.roll, e.needed, e.rallied) for e in state.events if e.kind == "rally"]
    assert rallies == [("sq", 7, 6, False), ("sgt", 5, 7, True)]
    assert not [a for a in game.legal_actions(state) if isinstance(a, RallyUnits)]  # one attempt a phase
    assert not game.allows(state, RallyUnits(("sq",)))


def test_a_hand_rally_log_replays_with_its_setting():
    """The setting goes into the log (its rallies are actions there) and comes back on replay."""
    game, _ = hand_rally()
    log = json.loads(json.dumps(log_of(game.scenario, 1, (), game.new_state(1), {OPEN.number: OPEN})))
    assert log["rally_by_hand"] == ["allied"]
    assert replay(log).rally_by_hand == ["allied"]
    del log["rally_by_hand"]
    assert replay(log).rally_by_hand == []


def test_ending_the_phase_rallies_the_units_not_tried_in_the_best_order():
    """A player who picks no order loses nothing: the automatic rally's best order."""
    game, state = hand_rally()
    state.dice = ScriptedDice([5, 7])
    game.apply(state, EndPhase(), check=True)
    rallies = [(e.unit, e.roll, e.needed, e.rallied) for e in state.events if e.kind == "rally"]
    assert rallies == [("sgt", 5, 7, True), ("sq", 7, 7, True)]
    assert state.rallied == []
