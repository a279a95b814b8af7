"""`vvs balance --explain`: the figures summed from hand-made traces (exact), and from real games
of a sample (a traced game is the game an untraced one is, and its trace adds up to its record)."""

from __future__ import annotations

import json

import pytest

from core.balance.explain import Explanation
from core.balance.games import Battle, GameRecord, play
from core.balance.trace import GameTrace
from core.resources import maps_dir
from core.scenario.io import load
from core.sides import Side

SAMPLE = maps_dir() / "scenarios" / "saint-aubin-crossroads.json"


def record(seed: int, trace: GameTrace) -> GameRecord:
    return GameRecord(seed, "attacker", "minor_victory", len(trace.turns), (0, 0), (100, 100), trace=trace)


SHORT = GameTrace(lost=((0, "us.rifle_squad", 10), (1, "ger.pak40", 20)), casualties=((0, "b1:F6", 10), (1, "b1:J4", 20)),
                  attacks=((0, "b1:J4", 3), (1, "b1:F6", 1)), objectives=("b1:J4",),
                  turns=((5, (1,)), (10, (0,))))
LONG = GameTrace(lost=((0, "us.rifle_squad", 30), (0, "us.m4a3e8", 40)), casualties=((0, "b1:F6", 70),),
                 attacks=((1, "b1:F6", 4),), objectives=("b1:J4",),
                 turns=((0, (1,)), (-20, (1,)), (-70, (1,)), (-70, (1,))))


def test_the_means_are_per_game_and_a_finished_game_keeps_its_end_in_later_turns():
    explained = Explanation.of([record(2, LONG), record(1, SHORT)])
    assert explained.games == 2
    assert explained.lost[0] == {"us.rifle_squad": 20.0, "us.m4a3e8": 20.0}
    assert explained.lost[1] == {"ger.pak40": 10.0}
    assert explained.heat == {"b1:F6": 40.0, "b1:J4": 10.0}
    assert explained.attacks[0] == {"b1:J4": 1.5} and explained.attack_heat == {"b1:J4": 1.5, "b1:F6": 2.5}
    # the short game won J4 in turn 2 and keeps it (and its margin of 10) in turns 3 and 4
    assert explained.objectives == {"b1:J4": (0.0, 0.5, 0.5, 0.5)}
    assert explained.margin == (2.5, -5.0, -30.0, -30.0)
    assert explained.playing == (2, 1, 1, 0)


def test_the_json_and_the_text_say_the_same():
    explained = Explanation.of([record(1, SHORT), record(2, LONG)])
    data = json.loads(json.dumps(explained.to_dict()))
    assert list(data["points_lost_by_type"]["attacker"]) == ["us.m4a3e8", "us.rifle_squad"]  # ties by name
    assert data["casualties_by_hex"]["attacker"] == {"b1:F6": 40.0}
    assert data["objectives"] == {"b1:J4": [0.0, 0.5, 0.5, 0.5]} and data["margin_by_turn"] == [2.5, -5.0, -30.0, -30.0]
    text = "\n".join(explained.lines())
    assert "attacker: us.m4a3e8 20.0, us.rifle_squad 20.0" in text
    assert "turn                       1     2     3     4" in text
    assert "margin (VP)               +2    -5   -30   -30" in text
    assert "attacker holds b1:J4      0%   50%   50%   50%" in text


def test_records_without_traces_explain_nothing():
    assert Explanation.of([]).lines() == ["no game was traced: nothing to explain"]


@pytest.fixture(scope="module")
def games() -> list[GameRecord]:
    battle = Battle.of(load(SAMPLE))
    return [play(battle, seed) for seed in (1, 2)]


@pytest.mark.heavy
def test_a_trace_adds_up_to_its_game(games):
    for game in games:
        trace = game.trace
        assert trace is not None and len(trace.turns) == game.turns
        for side in (0, 1):
            assert sum(points for s, _, points in trace.lost if s == side) == game.lost[side]
            assert sum(points for s, _, points in trace.casualties if s == side) == game.lost[side]
        assert trace.turns[-1][0] == game.lost[1] - game.lost[0]
        assert trace.objectives == ("b1:J4", "b1:K5", "b1:M4") and trace.attacks


@pytest.mark.heavy
def test_watching_a_game_changes_nothing_in_it(games):
    """The same seed played without the tracer ends the same way, and played again traces the same."""
    from core.ai.specs import players_from_specs
    from core.balance.games import game_for
    from core.game.players import play_game

    battle = Battle.of(load(SAMPLE))
    game = game_for(battle)
    attacker = Side(battle.scenario.attacker)
    players = players_from_specs({attacker: battle.attacker, attacker.other: battle.defender}, 1)
    state = play_game(game, game.new_state(1), players)
    assert state.result is not None
    assert (state.result["winner"], state.result["turns"]) == (games[0].winner, games[0].turns)
    assert (state.sides[attacker].lost_points, state.sides[attacker.other].lost_points) == games[0].lost
    assert play(battle, 1) == games[0]
