"""`vvs play --log` and `vvs replay`: a replay meets the same dice, takes the same actions and
so gives the same result and the same events; a log that says otherwise is caught."""

from __future__ import annotations

import json

import pytest

from core.resources import maps_dir
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    log = tmp_path_factory.mktemp("play") / "game.json"
    assert main(["play", str(SAMPLE), "--seed", "3", "--players", "random", "--log", str(log), "--json"]) == 0
    return json.loads(log.read_text())


def replay(capsys, tmp_path, log: dict) -> tuple[int, dict]:
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    capsys.readouterr()
    code = main(["replay", str(path), "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_the_log_holds_the_actions_the_result_and_the_events(played):
    assert played["seed"] == 3 and played["actions"] and played["events"]
    assert played["result"]["winner"] in ("attacker", "defender", "draw")
    assert played["events"][-1]["kind"] == "game_over"


def test_a_replay_gives_the_same_result_and_the_same_events(capsys, tmp_path, played):
    code, summary = replay(capsys, tmp_path, played)
    assert code == 0 and summary["matches_log"] and summary["events_match"]
    assert summary["actions"] == len(played["actions"])


def test_a_log_whose_events_differ_does_not_match(capsys, tmp_path, played):
    changed = dict(played, events=played["events"][:-1])
    code, summary = replay(capsys, tmp_path, changed)
    assert code != 0 and not summary["matches_log"] and not summary["events_match"]


def test_a_log_whose_result_differs_does_not_match(capsys, tmp_path, played):
    changed = dict(played, result={**played["result"], "turns": played["result"]["turns"] + 1})
    code, summary = replay(capsys, tmp_path, changed)
    assert code != 0 and not summary["matches_log"] and summary["events_match"]


def test_a_log_with_an_action_that_was_not_legal_is_refused(capsys, tmp_path, played):
    forged = dict(played, actions=[{"type": "start_move", "units": ["nobody"], "assault": False, "smoke": None}])
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(forged))
    assert main(["replay", str(path)]) == 1  # the log does not come out again: it differs (the exit-code table)
    assert "action 1" in capsys.readouterr().err


def test_replay_refuses_a_file_that_is_not_a_game_log_naming_what_is_wrong(tmp_path, capsys):
    from editor.cli import main

    log = tmp_path / "not-a-log.json"
    log.write_text('{"format": 1, "scenario": {}, "actions": []}')
    assert main(["replay", str(log)]) == 2
    err = capsys.readouterr().err
    assert "not a game log" in err and "'seed' is a required property" in err
