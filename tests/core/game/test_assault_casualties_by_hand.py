"""Close assault casualties allocated by their owners (15.8: "Casualty Points are applied in the
same manner as described in 14.61"; core/game/assault.py, core/game/casualty_resume.py).

The 15.8 example: three American squads assault two German squads in woods at 2-1 and roll 10,
failing by 2: the Americans take 2 + 2 (woods) + 2 (two defenders) = 6 Casualty Points and the
Germans 3 (one per assaulting squad). With both sides allocating by hand, the Germans are asked
first (their points come first), then the Americans; the assault then ends as the automatic one
does: the hex is taken if cleared, the assault's event, the objectives.
"""

from __future__ import annotations

from core.dice import Dice
from core.game.actions import AllocateCasualties, Assault
from core.game.game import Game
from core.game.state import GameState
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, unit
from tests.core.game.test_assault import GERMANS, TARGET, WOODS, example, position

EXAMPLE_TARGET = TARGET

AMERICANS = ("a1", "a2", "a3")


def the_15_8_example(casualties_by_hand=("allied", "axis")):
    plain, plain_state = position(
        [unit("a1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("a2", "us.rifle_squad"), unit("a3", "us.rifle_squad")],
        [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")], attacker="allied", board=WOODS)
    game = Game(plain.scenario, plain.context, casualties_by_hand=casualties_by_hand)
    state = game.new_state(1)
    state.phase, state.active = plain_state.phase, plain_state.active
    state.dice = ScriptedDice([10, *[9] * 20])  # the assault roll, then whatever the phases after it roll
    return game, state


def assault_action(game, state):
    return next(a for a in game.legal_actions(state) if isinstance(a, Assault) and set(a.units) == set(AMERICANS))


def casualties(state):
    return [e for e in state.event_dicts() if e["kind"] == "casualties"]


def told(state):
    """The events up to the assault's own, each allocation's results in unit order (the automatic
    policy lists them in the order it walks the units, an answer in scenario order)."""
    events = state.event_dicts()
    end = next(i for i, e in enumerate(events) if e["kind"] == "close_assault")
    return [{**e, "results": sorted(e["results"], key=lambda r: r["unit"])} if e["kind"] == "casualties" else e
            for e in events[:end + 1]]


def answer_like(game, state, done):
    """The listed allocation with the results the automatic policy chose."""
    wanted = {(r["unit"], r["result"]) for r in done["results"]}
    return next(a for a in game.legal_actions(state) if set(zip(a.units, a.results, strict=True)) == wanted)


def test_the_defender_then_the_assaulters_are_asked_and_the_assault_ends_as_the_automatic_one():
    auto, auto_state = the_15_8_example(casualties_by_hand=())
    auto.apply(auto_state, assault_action(auto, auto_state))
    german, american = casualties(auto_state)
    game, state = the_15_8_example()
    game.apply(state, assault_action(game, state))
    assert state.question["kind"] == "casualties" and state.question["hex"] == TARGET and state.question["points"] == 3
    assert game.to_act(state) == Side.AXIS and "close_assault" not in [e["kind"] for e in state.event_dicts()]
    assert len(game.legal_actions(state)) >= 2
    game.apply(state, answer_like(game, state, german), check=True)
    assert state.question["kind"] == "casualties" and state.question["points"] == 6
    assert game.to_act(state) == Side.ALLIED and state.question["only"] == list(AMERICANS)
    game.apply(state, answer_like(game, state, american), check=True)
    assert state.question is None and told(state) == told(auto_state)
    [event] = [e for e in state.event_dicts() if e["kind"] == "close_assault"]
    assert event["defender_cp"] == 3 and event["attacker_cp"] == 6 and state.units["g1"].hex == TARGET


def test_the_defenders_choice_is_his_and_names_the_units_it_hit():
    """3 points on two German squads, each reduced for 3 (14.61): the Germans pick which; the
    assault's event lists that squad as the defender's loss."""
    game, state = the_15_8_example(casualties_by_hand=("axis",))
    game.apply(state, assault_action(game, state))
    chosen = AllocateCasualties(("g2",), ("reduced",))
    assert game.legal_actions(state) == [AllocateCasualties(("g1",), ("reduced",)), chosen]
    game.apply(state, chosen, check=True)
    assert state.question is None  # the Americans' 6 points: automatic, they did not ask
    assert state.units["g2"].type == "ger.rifle_half_squad" and state.units["g1"].type == "ger.rifle_squad"
    [event] = [e for e in state.event_dicts() if e["kind"] == "close_assault"]
    assert event["defender_losses"] == ["g2"] and event["occupied_by"] == []


def test_the_assaulters_question_survives_a_save():
    """The question with the assault's tail is plain data: a saved state lists the same answers
    and its answer ends the assault the same way."""
    game, state = the_15_8_example(casualties_by_hand=("allied",))
    game.apply(state, assault_action(game, state))
    assert state.question["then"]["resume"][0]["stage"] == "attackers"
    data = state.to_dict()
    data["dice"] = Dice(1).to_dict()  # scripted dice are the test's, not a save's
    loaded = GameState.from_dict(data)
    assert loaded.question == state.question and game.legal_actions(loaded) == game.legal_actions(state)
    answer = game.legal_actions(state)[0]
    game.apply(state, answer, check=True)
    game.apply(loaded, answer, check=True)
    assert told(loaded) == told(state) and loaded.question is None  # the rolls after it are the dice's


def test_a_game_won_by_the_assault_ends_only_once_the_winner_has_allocated_his_points():
    """The Close Assault Example rolled 7: the Americans are eliminated (the scenario's last
    units: the side is wiped out) and the Germans take 6 points (15.8). Their allocation counts
    for the result (lost points), so the game is not over while they are asked; it ends on their
    answer, as the automatic path ends it after applying them."""
    plain, plain_state = example()
    game = Game(plain.scenario, plain.context, casualties_by_hand=("axis",))
    state = game.new_state(1)
    state.phase, state.active = plain_state.phase, plain_state.active
    state.dice = ScriptedDice([7])
    game.apply(state, Assault(GERMANS, EXAMPLE_TARGET, ("ger.grenades",)))
    assert state.question["kind"] == "casualties" and state.question["points"] == 6
    assert not state.is_over and game.to_act(state) == Side.AXIS and game.legal_actions(state)
    game.apply(state, game.legal_actions(state)[0], check=True)
    assert state.is_over and state.question is None
    assert "wiped out" in str(state.result)
