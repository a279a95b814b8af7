"""A computer player's reasons in the record: each one goes into its action's log entry and into a
"decision" event before the action's own events, and a replay of the log tells them again; a player
that gives none leaves the record exactly as it was."""

from __future__ import annotations

import json

import pytest

from core.game.actions import EndPhase, Fire, action_from_dict
from core.game.game import Game
from core.game.players import SimplePlayer, play_game, side_seed
from core.game.record import ReplayError, check_log, compare, log_of, replay
from core.resources import maps_dir
from core.scenario.io import load
from core.sides import Side

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
COMPUTER = ("allied", "axis")
REASON = "fire at b2:D6: expected 1.8 CP"
SEED = 4


class Explaining(SimplePlayer):
    """The simple player's choices, each but the end of a phase given the same fixed reason."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._last: str | None = None

    def choose(self, game, state, actions):
        action = super().choose(game, state, actions)
        self._last = None if isinstance(action, EndPhase) else REASON
        return action

    def reason(self) -> str | None:
        return self._last


def _play(cls):
    scenario = load(SAMPLE)
    game = Game(scenario, computer=COMPUTER)
    state = play_game(game, game.new_state(SEED), {side: cls(side_seed(side, SEED)) for side in Side})
    return scenario, state


@pytest.fixture(scope="module")
def explained():
    return _play(Explaining)


@pytest.fixture(scope="module")
def unexplained():
    return _play(SimplePlayer)


def test_each_reason_is_in_its_log_entry_and_only_there(explained):
    _, state = explained
    given = [entry for entry in state.log if "reason" in entry]
    assert given and all(entry["reason"] == REASON for entry in given)
    assert all("reason" not in entry for entry in state.log if entry["type"] == "end_phase")


def test_each_reason_is_a_decision_event_before_the_actions_own(explained):
    _, state = explained
    decisions = [(i, e) for i, e in enumerate(state.events) if e["kind"] == "decision"]
    assert len(decisions) == sum("reason" in entry for entry in state.log)
    assert {e["side"] for _, e in decisions} == {"allied", "axis"}
    assert all(e["reason"] == REASON and e["action"] != "end_phase" for _, e in decisions)
    fires = [i for i, e in decisions if e["action"] == "fire"]
    assert fires, "the simple player fires in this game"
    for index in fires:  # the fire's own attack follows its decision at once
        assert state.events[index + 1]["kind"] == "ap_attack"


def test_the_side_in_a_decision_is_the_side_that_acted(explained):
    scenario, state = explained
    game = Game(scenario, computer=COMPUTER)
    again = game.new_state(SEED)
    legal = game.legal_actions(again)
    for entry in state.log:
        acting = game.to_act(again)
        before = len(again.events)
        legal = game.step(again, action_from_dict(entry), reason=entry.get("reason"))
        if "reason" in entry:
            assert again.events[before]["kind"] == "decision" and again.events[before]["side"] == acting
    assert legal == []


def test_reasons_change_nothing_else(explained, unexplained):
    _, said = explained
    _, silent = unexplained
    assert [{k: v for k, v in entry.items() if k != "reason"} for entry in said.log] == silent.log
    assert [e for e in said.events if e["kind"] != "decision"] == silent.events
    assert said.result == silent.result


def test_a_player_without_reasons_leaves_no_trace(unexplained):
    _, state = unexplained
    assert all("reason" not in entry for entry in state.log)
    assert all(event["kind"] != "decision" for event in state.events)


def test_a_replay_tells_the_reasons_again(explained):
    scenario, state = explained
    log = json.loads(json.dumps(log_of(scenario, SEED, COMPUTER, state)))
    check_log(log, "log")
    again = replay(log)
    assert compare(again, log).same
    assert again.log == log["actions"]


def test_a_log_without_its_reasons_no_longer_matches_its_events(explained):
    scenario, state = explained
    log = json.loads(json.dumps(log_of(scenario, SEED, COMPUTER, state)))
    stripped = dict(log, actions=[{k: v for k, v in entry.items() if k != "reason"} for entry in log["actions"]])
    comparison = compare(replay(stripped), log)
    assert comparison.same_result and not comparison.same_events


def test_a_reason_that_is_not_text_is_refused(explained):
    scenario, state = explained
    log = json.loads(json.dumps(log_of(scenario, SEED, COMPUTER, state)))
    log["actions"][0] = dict(log["actions"][0], reason=12)
    with pytest.raises(ReplayError, match="action 1"):
        replay(log)


def test_an_entry_with_a_reason_reads_as_the_action_alone():
    entry = {"type": "fire", "units": ["a"], "target": "b2:D6", "weapons": [], "reason": REASON}
    assert action_from_dict(entry) == Fire(("a",), "b2:D6")
