"""Casualties allocated by their owner inside a move (14.61 with 13.8, 13.9; core/game/casualty_resume.py).

13.8: the non-moving player's opportunity fire hits only the units that just entered the hex;
13.9: units entering a fire lane hex are attacked on its row. Both happen while the move is under
way. 14.61 gives the owner of the units hit the allocation of the Casualty Points, so a side
named in `casualties_by_hand` is asked there too; once he has answered, the move goes on exactly
as the automatic path goes on after its own allocation: the shots not yet taken, the fire lane
the MG lays, the defender's own question (fire_by_hand), then pinned movers stop (14.7, 13.8)
and the others continue with their MP left (6.31).

Two American squads step from A3 to B3 on an open board; the Germans' MG squad is in G3 (five
hexes, in the open: 13.8's -1).
"""

from __future__ import annotations

from core.game.actions import AllocateCasualties, EndMove, EndPhase, HoldFire, MoveStep, OpportunityShot, StartMove
from core.game.game import Game
from core.game.record import check_log, game_options, log_of, replay_on
from core.game.state import GameState, Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = [".......", ".......", ".......", ".......", "......."]
AMERICANS = ("b7:A3", [unit("a1", "us.rifle_squad"), unit("a2", "us.rifle_squad")])
MG_SQUAD = ("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.mg34",))])
RIFLES = ("b7:D4", [unit("g2", "ger.rifle_squad")])
MORE = (9,) * 30  # rolls after the tested ones (further shots miss, rallies fail): never run out


def moving_position(casualties_by_hand=("allied",), fire_by_hand=(), axis=(MG_SQUAD,), seed=1):
    plain, _ = make_game(make_board(OPEN), allied=[AMERICANS], axis=list(axis))
    game = Game(plain.scenario, plain.context, casualties_by_hand=casualties_by_hand, fire_by_hand=fire_by_hand)
    state = game.new_state(seed)
    while state.phase != Phase.MOVEMENT:
        game.apply(state, EndPhase(), check=True)
    return game, state


def step_to_b3(game, state, rolls=None):
    if rolls is not None:
        state.dice = ScriptedDice(list(rolls))
    game.apply(state, StartMove(("a1", "a2")), check=True)
    game.apply(state, MoveStep("b7:B3"), check=True)


def kinds(state):
    return [e["kind"] for e in state.event_dicts()]


def automatic_answer(auto_state):
    """The allocation the automatic policy made, as the owner's answer."""
    done = [e for e in auto_state.event_dicts() if e["kind"] == "casualties"][-1]["results"]
    return AllocateCasualties(tuple(r["unit"] for r in done), tuple(r["result"] for r in done))


def same_answer(game, state, wanted):
    """The listed allocation with the same results as `wanted` (the listing is in scenario order)."""
    return next(a for a in game.legal_actions(state) if set(zip(a.units, a.results, strict=True))
                == set(zip(wanted.units, wanted.results, strict=True)))


def test_automatic_opportunity_fire_stops_the_move_and_asks_the_movers_owner():
    """13.8 with 14.61: roll 5 gives 2 points on the two movers: pin both, or reduce one. The
    Americans are asked (to act: the side hit) while their move waits in B3."""
    game, state = moving_position()
    step_to_b3(game, state, (5, *MORE))
    assert state.question["kind"] == "casualties" and state.question["only"] == ["a1", "a2"]
    assert game.to_act(state) == Side.ALLIED and state.moving is not None
    assert set(game.legal_actions(state)) == {AllocateCasualties(("a1", "a2"), ("pinned", "pinned")),
                                              AllocateCasualties(("a1",), ("reduced",)),
                                              AllocateCasualties(("a2",), ("reduced",))}
    assert "casualties" not in kinds(state) and "fire_lane" not in kinds(state)  # the lane waits for the answer
    assert not game.allows(state, EndMove()) and not game.allows(state, MoveStep("b7:C3"))


def test_the_owners_answer_goes_on_exactly_as_the_automatic_fire_would():
    """The same rolls, the answer the automatic policy chose: the same events in the same order
    (casualties, then the MG's fire lane, 13.9), and the move where the automatic one is."""
    auto, auto_state = moving_position(casualties_by_hand=())
    step_to_b3(auto, auto_state, (6, *MORE))
    game, state = moving_position()
    step_to_b3(game, state, (6, *MORE))
    game.apply(state, same_answer(game, state, automatic_answer(auto_state)), check=True)
    assert state.question is None
    assert state.event_dicts() == auto_state.event_dicts()
    assert kinds(state)[-3:] == ["casualties", "fire_lane", "move_stopped"]
    assert state.moving.units == auto_state.moving.units == ["a2"]  # 14.7: the pinned squad stopped in B3
    assert game.legal_actions(state) == auto.legal_actions(auto_state)


def test_reducing_a_squad_instead_of_pinning_both_lets_the_move_go_on():
    """The owner's choice counts (the AP Combat and Casualty Reduction Example): pinned movers
    stop (14.7), so pinning both ends the move in B3; reducing one leaves both unpinned, moving on
    with the MP the half squad leaves them (6.31)."""
    game, state = moving_position()
    step_to_b3(game, state, (5, *MORE))
    pinned = state.clone(history=True)
    game.apply(pinned, AllocateCasualties(("a1", "a2"), ("pinned", "pinned")), check=True)
    assert [e["unit"] for e in pinned.event_dicts() if e["kind"] == "move_stopped"] == ["a1", "a2"]
    assert pinned.moving is None and all(pinned.units[u].hex == "b7:B3" for u in ("a1", "a2"))
    game.apply(state, AllocateCasualties(("a2",), ("reduced",)), check=True)
    assert state.units["a2"].type == "us.rifle_half_squad" and not state.units["a2"].pinned
    assert state.moving.units == ["a1", "a2"] and state.moving.mp_left > 0
    assert MoveStep("b7:C3") in game.legal_actions(state)


def test_the_next_shot_waits_for_the_answer_and_may_ask_again():
    """Two German squads: the automatic fire takes the MG's shot, the owner answers, then the
    rifles fire as the automatic loop would have fired them, after the MG's lane: their points
    ask again, with the steps the move still has left; the second answer ends the fire."""
    game, state = moving_position(axis=(MG_SQUAD, RIFLES))
    step_to_b3(game, state, (5, 4, *MORE))
    assert [e["firers"] for e in state.event_dicts() if e["kind"] == "ap_attack"] == [["g1"]]
    game.apply(state, AllocateCasualties(("a2",), ("reduced",)), check=True)
    assert [e["firers"] for e in state.event_dicts() if e["kind"] == "ap_attack"] == [["g1"], ["g2"]]
    assert kinds(state)[-3:] == ["fire_lane", "opportunity_fire", "ap_attack"]
    assert state.question["kind"] == "casualties" and game.to_act(state) == Side.ALLIED
    assert [s["step"] for s in state.question["then"]["resume"]] == ["opportunity", "enter"]
    assert game.legal_actions(state)[0] == AllocateCasualties(("a1",), ("pinned",))
    game.apply(state, AllocateCasualties(("a1",), ("pinned",)), check=True)
    assert state.question is None and kinds(state).count("ap_attack") == 2
    assert kinds(state)[-2:] == ["casualties", "move_stopped"] and state.moving.units == ["a2"]  # 14.7


def test_a_fire_lane_attack_asks_the_movers_owner_then_the_hooks_go_on():
    """13.9: a lane laid earlier in B3; roll 3 on the fire lane row gives a point: a1 or a2 pinned.
    After the answer the remaining enter hooks run (the MG squad's opportunity fire, which is
    what the automatic path meets next) and the move goes on."""
    auto, auto_state = moving_position(casualties_by_hand=())
    auto_state.fire_lanes["b7:B3"] = 1
    step_to_b3(auto, auto_state, (3, *MORE))
    lane = next(e for e in auto_state.event_dicts() if e["kind"] == "fire_lane_attack")
    assert lane["cp"] == 1 and "opportunity_fire" in kinds(auto_state)
    game, state = moving_position()
    state.fire_lanes["b7:B3"] = 1
    step_to_b3(game, state, (3, *MORE))
    assert state.question["kind"] == "casualties" and state.question["then"]["attack"] == "lane"
    assert game.legal_actions(state) == [AllocateCasualties(("a1",), ("pinned",)), AllocateCasualties(("a2",), ("pinned",))]
    assert state.question["then"]["resume"][0]["step"] == "enter"
    assert kinds(state)[-1] == "fire_lane_attack"  # no opportunity fire before the answer
    game.apply(state, same_answer(game, state, automatic_answer(auto_state)), check=True)
    assert state.event_dicts() == auto_state.event_dicts() and state.question is None
    assert game.legal_actions(state) == auto.legal_actions(auto_state)


def test_a_shot_the_defender_fires_by_hand_asks_the_movers_owner_then_the_defender_again():
    """Both sides decide (a hotseat): the Germans fire the MG by hand, the Americans allocate its
    points, then the Germans' question opens again with the rifles' shot; the lane is laid after
    the casualties."""
    game, state = moving_position(fire_by_hand=("axis",), axis=(MG_SQUAD, RIFLES))
    step_to_b3(game, state, (5, *MORE))
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    assert state.question["kind"] == "casualties" and game.to_act(state) == Side.ALLIED
    [shot] = [s for s in state.question["then"]["resume"] if s["step"] == "shot"]
    assert shot["question"]["kind"] == "fire" and shot["question"]["taken"] == [["ap", ["g1"], None]]
    game.apply(state, AllocateCasualties(("a1",), ("reduced",)), check=True)
    assert kinds(state)[-2:] == ["casualties", "fire_lane"]
    assert state.question["kind"] == "fire" and game.to_act(state) == Side.AXIS
    assert game.legal_actions(state) == [OpportunityShot("ap", ("g2",)), HoldFire()]
    game.apply(state, HoldFire(), check=True)
    assert state.question is None and state.moving.units == ["a1", "a2"]


def test_with_the_automatic_answer_a_shot_by_hand_ends_as_without_the_option():
    """The same shot and rolls, the owner answering as the automatic policy did (pin both): the
    same events, the defender's question closed (nobody left moving), the move over."""
    fire_only, plain = moving_position(casualties_by_hand=(), fire_by_hand=("axis",), axis=(MG_SQUAD, RIFLES))
    step_to_b3(fire_only, plain, (5, *MORE))
    fire_only.apply(plain, OpportunityShot("ap", ("g1",)), check=True)
    game, state = moving_position(fire_by_hand=("axis",), axis=(MG_SQUAD, RIFLES))
    step_to_b3(game, state, (5, *MORE))
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    game.apply(state, same_answer(game, state, automatic_answer(plain)), check=True)
    assert state.event_dicts() == plain.event_dicts()
    assert state.question is plain.question is None and state.moving is plain.moving is None
    assert game.legal_actions(state) == fire_only.legal_actions(plain)


def test_a_save_with_the_question_open_loads_and_goes_on_and_the_log_replays():
    """Seed 4's dice: the Germans' MG, fired by hand, gives the movers points with a choice. The
    saved state holds the question with what the move has left; loaded, it lists the same
    answers and goes on to the same state. The log (the saved game the window writes) names the
    option, passes the schema and replays to the same state, question open or answered."""
    game, state = moving_position(fire_by_hand=("axis",), axis=(MG_SQUAD, RIFLES), seed=4)
    step_to_b3(game, state)
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    assert state.question["kind"] == "casualties"
    loaded = GameState.from_json(state.to_json())
    assert loaded.question == state.question and game.legal_actions(loaded) == game.legal_actions(state)
    open_log = log_of(game.scenario, 4, (), state)
    check_log(open_log, "the save")
    reopened = replay_on(Game(game.scenario, game.context, **game_options(open_log)), 4, open_log["actions"])
    assert reopened.to_dict() == state.to_dict()
    answer = game.legal_actions(state)[-1]
    for played in (state, loaded, reopened):
        game.apply(played, answer, check=True)
    assert loaded.to_dict() == state.to_dict() == reopened.to_dict()
    assert state.question is None or state.question["kind"] == "fire"
    log = log_of(game.scenario, 4, (), state)
    assert log["casualties_by_hand"] == ["allied"]
    assert replay_on(Game(game.scenario, game.context, **game_options(log)), 4, log["actions"]).to_dict() == state.to_dict()


def test_a_clone_answers_on_its_own_copy():
    """The computer's trials clone the state: answering on the clone leaves the question's steps
    in the real game untouched."""
    game, state = moving_position(fire_by_hand=("axis",), axis=(MG_SQUAD, RIFLES), seed=4)
    step_to_b3(game, state)
    game.apply(state, OpportunityShot("ap", ("g1",)), check=True)
    saved = state.to_dict()
    twin = state.clone(history=False)
    game.apply(twin, game.legal_actions(twin)[0])
    assert state.to_dict() == saved


def test_an_overrun_stopped_at_its_exit_hex_ends_once_the_question_is_answered():
    """17.2, 17.4: the hooks of an overrunning AFV's exit hex may stop for a casualty question
    too (today no AP attack there reaches a unit the owner is asked about: an AFV is no AP target
    and its passengers are allocated automatically, so a test rule stands in for one, hitting two
    American squads waiting in the exit hex). Once answered, the hooks left run (the Pak's
    automatic opportunity fire, a miss) and the overrun ends: the AFV stops in D1 with its Move marker."""
    from core.game.actions import Overrun
    from core.game.casualty_choices import ask_owner
    from core.game.game import standard_rules
    from tests.core.game.test_overrun import EXAMPLE_BOARD, moving_in_d3

    def test_rule(game, state, ids, hex_name):
        if hex_name == "b7:D1":
            ask_owner(game, state, {"hex": hex_name, "points": 1, "side": "allied", "only": ["w1", "w2"],
                                    "attacker_hex": None, "air_burst": False}, {"attack": "lane"})

    rules = standard_rules()
    rules.enter_hooks.insert(1, test_rule)  # after the obstacles, before the fire lanes and opportunity fire
    plain, _ = make_game(EXAMPLE_BOARD, allied=[("b7:D3", [unit("sherman", "us.m4a3e8", facing=0)]),
                                                ("b7:D1", [unit("w1", "us.rifle_squad"), unit("w2", "us.rifle_squad")])],
                         axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad")]),
                               ("b7:A1", [unit("pak", "ger.pak40", facing=2)])])
    game = Game(plain.scenario, plain.context, rules=rules, casualties_by_hand=("allied",))
    state = game.new_state(1)
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    moving_in_d3(state)
    game.apply(state, Overrun("b7:D2"))
    assert state.question["kind"] == "casualties" and state.question["then"]["resume"] == [
        {"step": "overrun", "afv": "sherman", "hex": "b7:D1", "next": 2}]
    assert state.moving is not None and "at_fire" not in kinds(state)
    state.dice = ScriptedDice([12] * 4)  # the Pak misses
    game.apply(state, AllocateCasualties(("w2",), ("pinned",)), check=True)
    assert state.question is None and state.units["w2"].pinned and not state.units["w1"].pinned
    events = kinds(state)
    assert events.index("casualties") < events.index("opportunity_fire") < events.index("at_fire")  # the hooks left ran
    sherman = state.units["sherman"]
    assert state.moving is None and sherman.hex == "b7:D1" and sherman.moved  # 17.4: it stops, Move marker
