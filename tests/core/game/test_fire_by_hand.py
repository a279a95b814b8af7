"""Opportunity fire decided by the defender (13.8, 13.9, 17.2; core/game/fire_by_hand.py).

13.8 lets the non-moving player fire at an enemy unit as it enters a hex; the PC game fires
for him (core.game.opportunity). A side named in the Game's `fire_by_hand` is asked instead:
the Americans move along row 3 of an open board towards the Germans in G3 (A3 six hexes
away, F3 adjacent), and the Germans answer.
"""

from __future__ import annotations

import pytest

from core.game.actions import EndMove, EndPhase, HoldFire, MoveStep, OpportunityShot, Overrun, StartMove
from core.game.fire_by_hand import offered
from core.game.game import Game
from core.game.record import game_options, log_of, replay
from core.game.state import GameState, Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = [".......", ".......", ".......", ".......", "......."]
MG_SQUAD = ("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.mg34",))])


def asked_position(allied, axis, fire_by_hand=("axis",), seed=1):
    plain, _ = make_game(make_board(OPEN), allied=allied, axis=axis)
    game = Game(plain.scenario, plain.context, fire_by_hand=fire_by_hand)
    state = game.new_state(seed)
    while state.phase != Phase.MOVEMENT:
        game.apply(state, EndPhase(), check=True)
    return game, state


def events(state, kind):
    return [e for e in state.events if e["kind"] == kind]


def step(game, state, ids, hex_name):
    game.apply(state, StartMove(tuple(ids)), check=True)
    game.apply(state, MoveStep(hex_name), check=True)


def test_entering_a_hex_the_enemy_sees_asks_the_defender_instead_of_firing():
    """13.8: the moving player does not decide; the Germans are asked, nothing is rolled yet."""
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([])
    step(game, state, ["a1"], "b7:D3")
    assert state.question is not None and state.question["hex"] == "b7:D3"
    assert game.to_act(state) == Side.AXIS
    assert game.legal_actions(state) == [OpportunityShot("ap", ("g1",)), HoldFire()]
    [threat] = offered(game, state)
    assert threat.expected > 0 and threat.firers == ("g1",)
    assert not events(state, "ap_attack")


def test_a_shot_is_the_automatic_attack_and_lays_the_lane():
    """13.8 with 13.9: the squad fires (-1 in the open), gets its Fire marker, its MG lays the
    lane; no other shot is open, so the American goes on with its move."""
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([8])
    step(game, state, ["a1"], "b7:D3")
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    [attack] = events(state, "ap_attack")
    assert attack["opportunity"] and attack["modified"] == 7 and state.units["g1"].fired
    assert state.fire_lanes == {"b7:F3": 1, "b7:E3": 1, "b7:D3": 1}
    assert state.question is None and game.to_act(state) == Side.ALLIED
    assert any(isinstance(a, MoveStep) for a in game.legal_actions(state))


def test_holding_fire_lets_the_mover_go_on_and_keeps_the_firer_ready():
    """The defender may let a mover pass (13.8 says 'may'): no attack, no Fire marker; the next
    hex asks again."""
    game, state = asked_position([("b7:B3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([])
    step(game, state, ["a1"], "b7:C3")
    game.apply(state, HoldFire(), check=True)
    assert state.question is None and not state.units["g1"].fired and not events(state, "ap_attack")
    game.apply(state, MoveStep("b7:D3"), check=True)
    assert state.question is not None and state.question["hex"] == "b7:D3"


def test_a_mover_the_shot_eliminates_closes_the_question():
    """13.8, 14.6: 7 APFP adjacent, 5 - 1 - 2 = 2: 4 CP eliminate the squad; nobody is left
    moving in F3, so g2's shot is no longer offered and the move is over."""
    germans = [("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.mg34",))]),
               ("b7:G4", [unit("g2", "ger.rifle_squad")])]
    game, state = asked_position([("b7:E3", [unit("a1", "us.rifle_squad")])], germans)
    state.dice = ScriptedDice([5])
    step(game, state, ["a1"], "b7:F3")
    assert game.legal_actions(state) == [OpportunityShot("ap", ("g1",)), OpportunityShot("ap", ("g2",)), HoldFire()]
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    [attack] = events(state, "ap_attack")
    assert (attack["modified"], attack["cp"]) == (2, 4) and not state.units["a1"].on_map
    assert state.question is None and state.moving is None


def test_a_second_shot_stays_open_after_the_first_misses():
    """13.8: each unit or fire group fires once; after one misses the other may still fire."""
    germans = [("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.mg34",))]),
               ("b7:G4", [unit("g2", "ger.rifle_squad")])]
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], germans)
    state.dice = ScriptedDice([12])
    step(game, state, ["a1"], "b7:D3")
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    assert game.legal_actions(state) == [OpportunityShot("ap", ("g2",)), HoldFire()]
    assert not game.allows(state, OpportunityShot("ap", ("g1",)))  # it has fired
    assert not game.allows(state, EndMove())  # only an answer while asked


def test_the_other_side_still_fires_automatically():
    """Only the side named decides: the Allies' fire at moving Germans stays automatic."""
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD], fire_by_hand=("allied",))
    state.dice = ScriptedDice([8])
    step(game, state, ["a1"], "b7:D3")
    assert state.question is None and len(events(state, "ap_attack")) == 1


def test_an_at_gun_is_asked_about_a_moving_tank_with_its_to_hit_number():
    """16.3 through 13.8: the Pak 40 is offered a shot at the Sherman with its to-hit number."""
    pak = ("b7:G3", [unit("pak", "ger.pak40", facing=5)])
    game, state = asked_position([("b7:D3", [unit("t1", "us.m4a1", facing=1)])], [pak])
    state.dice = ScriptedDice([5, 12])
    game.apply(state, StartMove(("t1",)), check=True)
    game.apply(state, MoveStep("b7:E3", 1), check=True)
    [threat] = offered(game, state)
    assert (threat.target, threat.to_hit) == ("t1", 10)
    game.apply(state, OpportunityShot("at", ("pak",), "t1"), check=True)
    [shot] = events(state, "at_fire")
    assert shot["firer"] == "pak" and shot["hit"] and state.question is None


def test_the_question_survives_a_clone_and_a_save():
    """A saved game keeps the open question; a clone answers on its own copy."""
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    step(game, state, ["a1"], "b7:D3")
    again = GameState.from_json(state.to_json())
    assert again.question == state.question and again.fire_by_hand == ["axis"]
    twin = state.clone(history=False)
    game.apply(twin, HoldFire())
    assert twin.question is None and state.question is not None


def test_the_question_names_its_kind_and_an_old_save_without_one_reads_as_fire():
    """Every question names its kind (core.game.question_kinds); a fire question saved before
    kinds were written has none and is still answered as the fire question."""
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    step(game, state, ["a1"], "b7:D3")
    assert state.question["kind"] == "fire"
    old = state.to_dict()
    del old["question"]["kind"]
    again = GameState.from_dict(old)
    assert game.legal_actions(again) == game.legal_actions(state) == [OpportunityShot("ap", ("g1",)), HoldFire()]
    game.apply(again, HoldFire(), check=True)
    assert again.question is None and any(isinstance(a, MoveStep) for a in game.legal_actions(again))


def test_the_log_names_the_sides_and_replays_the_answers():
    """The log records `fire_by_hand`; a replay asks the same questions and meets the same events."""
    game, state = asked_position([("b7:B3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD], seed=7)
    step(game, state, ["a1"], "b7:C3")
    game.apply(state, HoldFire(), check=True)
    game.apply(state, MoveStep("b7:D3"), check=True)
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    log = log_of(game.scenario, 7, (), state, boards={7: make_board(OPEN)})
    assert log["fire_by_hand"] == ["axis"] and game_options(log)["fire_by_hand"] == ("axis",)
    assert [a["type"] for a in log["actions"]][-3:] == ["hold_fire", "move_step", "opportunity_shot"]
    played = replay(log)
    assert played.event_dicts() == state.event_dicts()


def test_a_state_without_the_option_reads_and_writes_as_before():
    """Old saves and logs: no `fire_by_hand`, no `question` in the state's data."""
    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD], fire_by_hand=())
    data = state.to_dict()
    assert "fire_by_hand" not in data and "question" not in data
    assert "fire_by_hand" not in log_of(game.scenario, 1, (), state)


@pytest.mark.parametrize("asked", [(), ("axis",)])
def test_the_computers_view_answers_with_the_automatic_policy(asked):
    """core.ai.view: the computer's look-ahead never stops at a person's question."""
    from core.ai.view import view_state

    game, state = asked_position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD], fire_by_hand=asked)
    view = view_state(game, state, Side.ALLIED, 3)
    game.apply(view, StartMove(("a1",)))
    game.apply(view, MoveStep("b7:D3"))
    assert view.question is None and len(events(view, "ap_attack")) == 1


def _overrun_d2(asked):
    """17.2, 17.4: the M4A3E8 in D3 overruns D2 and exits into D1, where the Pak 40 in A1
    could fire at it; with `asked` the Germans decide that fire."""
    from tests.core.game.test_overrun import EXAMPLE_BOARD, moving_in_d3

    game, state = make_game(EXAMPLE_BOARD,
                            allied=[("b7:D3", [unit("sherman", "us.m4a3e8", facing=0)]),
                                    ("b7:A5", [unit("reserve", "us.rifle_squad")])],
                            axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad")]),
                                  ("b7:A1", [unit("pak", "ger.pak40", facing=2)])])
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    moving_in_d3(state)
    state.fire_by_hand = list(asked)
    game.apply(state, Overrun("b7:D2"), check=True)
    return game, state


def test_an_overrunning_afv_entering_its_exit_hex_is_asked_about_and_the_overrun_ends_with_the_answer():
    """17.2: opportunity fire as the AFV enters the exit hex is the defender's to decide; the
    overrun stops the AFV there (17.4) once he has answered."""
    game, automatic = _overrun_d2(())
    assert [e["firer"] for e in events(automatic, "at_fire")] == ["pak"]  # the policy fires
    game, state = _overrun_d2(("axis",))
    assert state.question is not None and state.question["hex"] == "b7:D1" and state.question["overrun"] == "sherman"
    assert game.to_act(state) == Side.AXIS and state.moving is not None
    assert game.legal_actions(state) == [OpportunityShot("at", ("pak",), "sherman"), HoldFire()]
    game.apply(state, HoldFire(), check=True)
    assert state.question is None and state.moving is None and not events(state, "at_fire")
    sherman = state.units["sherman"]
    assert sherman.hex == "b7:D1" and sherman.moved and game.to_act(state) == Side.ALLIED


def test_the_question_is_in_the_asked_sides_view_only():
    """Fog of war (core.game.fog.view_for): the Americans moving do not learn what the Germans
    are asked, which would tell them who can fire at them."""
    from core.game import fog

    plain, _ = make_game(make_board(OPEN), allied=[("b7:C3", [unit("a1", "us.rifle_squad")])], axis=[MG_SQUAD],
                         fog_of_war=True)
    game = Game(plain.scenario, plain.context, fire_by_hand=("axis",))
    state = game.new_state(1)
    while state.phase != Phase.MOVEMENT:
        game.apply(state, EndPhase(), check=True)
    step(game, state, ["a1"], "b7:D3")
    assert state.question is not None
    assert fog.view_for(game, state, Side.AXIS)["question"] == state.question
    assert fog.view_for(game, state, Side.ALLIED)["question"] is None
