"""The game record: a log written after a game replays to the same state, result and events;
a log that says otherwise, or that cannot be played, is caught."""

from __future__ import annotations

import json

import pytest

from core.game.game import Game
from core.game.players import make_players, play_game
from core.game.record import (
    ReplayEndedEarly,
    ReplayError,
    check_log,
    compare,
    log_of,
    replay,
    write_log,
)
from core.jsonio import FileFormatError
from core.resources import maps_dir
from core.scenario.io import load

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
COMPUTER = ("allied", "axis")


@pytest.fixture(scope="module")
def played():
    scenario = load(SAMPLE)
    game = Game(scenario, computer=COMPUTER)
    state = play_game(game, game.new_state(8), make_players("random", 8))
    return scenario, state


def test_a_written_log_replays_to_the_same_state_result_and_events(tmp_path, played):
    scenario, state = played
    path = tmp_path / "game.json"
    write_log(path, scenario, 8, COMPUTER, state)
    log = json.loads(path.read_text())
    check_log(log, path.name)
    again = replay(log, path.name)
    comparison = compare(again, log)
    assert comparison.same and comparison.same_result and comparison.same_events
    assert again.to_json() == state.to_json()


def test_a_log_with_other_events_or_another_result_does_not_match(played):
    scenario, state = played
    log = json.loads(json.dumps(log_of(scenario, 8, COMPUTER, state)))
    again = replay(log)
    fewer = compare(again, dict(log, events=log["events"][:-1]))
    assert not fewer.same and fewer.same_result and not fewer.same_events
    other = compare(again, dict(log, result={**log["result"], "turns": 99}))
    assert not other.same and not other.same_result and other.same_events
    assert compare(again, {k: v for k, v in log.items() if k != "events"}).same  # logs from before events were kept


def test_an_action_that_was_not_legal_or_that_follows_the_end_is_refused(played):
    scenario, state = played
    log = json.loads(json.dumps(log_of(scenario, 8, COMPUTER, state)))
    with pytest.raises(ReplayError, match="action 1"):
        replay(dict(log, actions=[{"type": "start_move", "units": ["nobody"], "assault": False, "smoke": None}]))
    with pytest.raises(ReplayEndedEarly, match=f"before action {len(log['actions']) + 1}"):
        replay(dict(log, actions=log["actions"] + [{"type": "end_phase"}]))
    with pytest.raises(ReplayError):
        replay(dict(log, actions=[{"type": "no_such_action"}]))


def test_a_file_that_is_not_a_game_log_is_named_as_such():
    with pytest.raises(FileFormatError, match="'seed' is a required property"):
        check_log({"format": 1, "scenario": {}, "actions": []}, "not-a-log.json")
