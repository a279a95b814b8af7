"""Tuning the evaluation weights by self-play on the balance runner (generator/ai_tuning.py):
rounds logged and resumed where they stopped, the result written into the data file with how
it was found, and each game played by the weights it was given."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.ai.profile import _document
from core.balance.games import Battle
from core.balance.where import Where
from core.jsonio import load_json_validated
from core.resources import data_path
from generator import ai_tuning
from tests.core.balance.tiny_battles import BOARDS, squads_battle

BATTLES = [Battle.of(squads_battle(2), BOARDS)]


def test_rounds_are_logged_and_a_stopped_run_goes_on_where_it_stopped(tmp_path: Path) -> None:
    log = tmp_path / "spsa.jsonl"
    first = ai_tuning.tune(1, 2, Where.here(1), log, BATTLES)
    assert first.k == 1
    again = ai_tuning.tune(2, 2, Where.here(1), log, BATTLES)
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r["round"] for r in rows] == [0, 1] and again.k == 2
    assert set(rows[1]["weights"]) == set(ai_tuning.TUNED)


def test_the_games_are_played_by_the_weights_given() -> None:
    """An attacker that weighs its losses a hundred times more and its progress a hundred times
    less never comes out to fight: the same battles and seeds that the plain weights win end
    drawn."""
    plain = ("normal", tuple((n, 1.0) for n in ai_tuning.TUNED))
    timid = ("normal", tuple((n, 100.0 if n == "fire_taken" else 0.01 if n == "goal_progress" else 1.0) for n in ai_tuning.TUNED))
    results = [ai_tuning.play_pair_game((0, seed, plain, plain), BATTLES) for seed in range(1, 9)]
    timid_results = [ai_tuning.play_pair_game((0, seed, timid, plain), BATTLES) for seed in range(1, 9)]
    assert results.count(1.0) >= 2
    assert timid_results == [0.5] * 8


def test_apply_writes_the_weights_and_how_they_were_found(tmp_path: Path) -> None:
    log = tmp_path / "spsa.jsonl"
    log.write_text(json.dumps({"round": 0, "pairs": 8, "mean_r": 0.1, "weights": {"fire_taken": 0.7, "morale": 1.2}}) + "\n")
    target = tmp_path / "ai_personalities.json"
    target.write_text(data_path("ai_personalities.json").read_text(encoding="utf-8"), encoding="utf-8")
    ai_tuning.apply(log, target)
    written = load_json_validated(target, "ai-personalities.schema.json")
    assert written["terms"]["fire_taken"] == 0.7 and written["terms"]["morale"] == 1.2
    assert written["terms"]["cover"] == _document()["terms"]["cover"]
    assert written["easy_terms"] == _document()["easy_terms"]  # the easy level keeps its judgment
    assert written["tuning"]["games"] == 16 and "SPSA" in written["tuning"]["method"]


def test_a_best_response_plays_plus_and_minus_against_the_level_below_on_the_same_dice(tmp_path: Path) -> None:
    plus, minus, normal = ("hard", (("morale", 2.0),)), ("hard", (("morale", 0.5),)), ("normal", ())
    tasks = ai_tuning._pair_tasks(3, 7, plus, minus, normal)
    assert tasks == [(3, 7, plus, normal), (3, 7, normal, plus), (3, 7, minus, normal), (3, 7, normal, minus)]
    # plus won both its games, minus lost both: the plus side scored 2 points more
    assert ai_tuning._pair_result([1.0, 0.0, 0.0, 1.0], True) == 2.0
    assert ai_tuning._pair_result([0.5, 0.5, 0.5, 0.5], True) == 0.0
    log = tmp_path / "spsa-hard-vs-normal.jsonl"
    ai_tuning.tune(1, 1, Where.here(1), log, BATTLES, level="hard", against="normal")
    assert [json.loads(line)["round"] for line in log.read_text().splitlines()] == [0]


@pytest.mark.parametrize(("level", "against"), [("hard", "normal"), ("normal", "easy")])
def test_apply_of_a_best_response_writes_the_level_s_own_weights_and_leaves_the_others(level: str, against: str,
                                                                                      tmp_path: Path) -> None:
    """The weights go to `LEVEL_terms`, which that level alone judges with; the shared `terms` stay."""
    log = tmp_path / f"spsa-{level}-vs-{against}.jsonl"
    log.write_text(json.dumps({"round": 0, "pairs": 12, "mean_r": 0.1, "weights": {"goal_progress": 3.1}}) + "\n")
    target = tmp_path / "ai_personalities.json"
    target.write_text(data_path("ai_personalities.json").read_text(encoding="utf-8"), encoding="utf-8")
    ai_tuning.apply(log, target, level=level, against=against)
    written = load_json_validated(target, "ai-personalities.schema.json")
    assert written[f"{level}_terms"] == {"goal_progress": 3.1}
    assert written["terms"] == _document()["terms"] and written["tuning"] == _document()["tuning"]
    tuning = written[f"{level}_tuning"]
    assert tuning["games"] == 48 and f"best response to {against}" in tuning["method"]


@pytest.mark.parametrize("arguments", [["--level", "hard"], ["--level", "normal", "--against", "normal"],
                                       ["--level", "hard", "--against", "hard"]])
def test_only_normal_is_tuned_by_self_play_and_a_best_response_only_against_a_level_below(arguments: list[str],
                                                                                         tmp_path: Path) -> None:
    """Self-play tunes the shared `terms`, which normal judges with; a best response answers a weaker
    level (easy < normal < hard), so the command refuses anything else before playing."""
    with pytest.raises(SystemExit) as refused:
        ai_tuning.main([*arguments, "--rounds", "1", "--apply", "--log", str(tmp_path / "none.jsonl")])
    assert refused.value.code == 2


def test_each_kind_of_run_keeps_its_own_log() -> None:
    assert ai_tuning.log_for("normal", None) == ai_tuning.LOG_FILE
    assert ai_tuning.log_for("hard", "normal").name == "spsa-hard-vs-normal.jsonl"
