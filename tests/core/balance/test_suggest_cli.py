"""`vvs balance --suggest` (issue 27): a report of measured edits best first and its JSON, the same for the
same seeds, Ctrl+C keeping what was measured (exit 130), and the flags it cannot go with refused (exit 2).
The games are faked at the one function that plays a game (`core.balance.games.play`), so the search,
the stopping rule, the model and the validator are the program's own and the test stays cheap."""

from __future__ import annotations

import json

import pytest

from core.balance import games
from core.balance.games import GameRecord
from editor.cli import main
from tests.core.balance.tiny_battles import FAIR, write_battle


def fake_play(battle, seed):
    """The attacker wins more often with more turns and more men; the same seed, the same game."""
    scenario = battle.scenario
    units = [sum(1 for _ in scenario.side(side).all_units()) for side in ("allied", "axis")]
    rate = 0.25 + 0.15 * (scenario.turns - 2) + 0.1 * (units[0] - 2) - 0.1 * (units[1] - 1)
    won = (seed * 7919) % 100 < rate * 100
    return GameRecord(seed, "attacker" if won else "defender", "major_victory" if won else "major_defeat",
                      scenario.turns, (0, 0), (20, 10))


@pytest.fixture
def battle(tmp_path, monkeypatch):
    monkeypatch.setattr(games, "play", fake_play)
    return write_battle(tmp_path, FAIR)


def suggest(capsys, path, *args):
    capsys.readouterr()
    code = main(["balance", str(path), "--suggest", "--games", "20", "--jobs", "1", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_json_lists_three_measured_edits_best_first_and_is_the_same_for_the_same_seeds(capsys, battle):
    code, out, _ = suggest(capsys, battle, "--json")
    report = json.loads(out)
    assert code == 0 and report["interrupted"] is False
    assert report["baseline"]["games"] <= 20 and report["band"] == [0.45, 0.65]
    measured = report["suggestions"]
    assert len(measured) == 3
    for item in measured:
        assert 1 <= item["games"] <= 20 and item["low"] <= item["attacker"] <= item["high"]
        assert item["stopped"]["reason"] in ("below", "inside", "above", "undecided")
    ranks = [(not s["inside_band"], abs(s["attacker"] - 0.55)) for s in measured]
    assert ranks == sorted(ranks)
    assert len({(s["kind"], s["values"].get("side")) for s in measured}) == 3  # three different ideas
    assert all("predicted" in p and "games" not in p for p in report["predictions"])
    _, again, _ = suggest(capsys, battle, "--json")
    assert {k: v for k, v in json.loads(again).items() if k != "timing"} == {k: v for k, v in report.items() if k != "timing"}


def test_the_text_report_names_the_edits_with_measured_rates_and_says_what_is_predicted(capsys, battle):
    code, out, err = suggest(capsys, battle)
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[1].startswith("as it is: attacker wins ")
    assert [line[:5] for line in lines[3:6]] == ["  1. ", "  2. ", "  3. "]
    assert all(" games, " in line and "(predicted " in line for line in lines[3:6])
    assert "predictions only, not played" in out and lines[-1].startswith("predictions come from a model")


def test_ctrl_c_reports_what_was_measured_and_exits_130(capsys, battle, monkeypatch):
    played = []

    def interrupted(battle_, seed):
        played.append(seed)
        if len(played) == 25:  # in the first edit's run
            raise KeyboardInterrupt
        return fake_play(battle_, seed)

    monkeypatch.setattr(games, "play", interrupted)
    code, out, _ = suggest(capsys, battle, "--json")
    report = json.loads(out)
    assert code == 130 and report["interrupted"] is True and report["baseline"]["games"] == 20


@pytest.mark.parametrize("flag", [["--record"], ["--until", "5"], ["--explain"]])
def test_flags_for_one_measured_run_are_refused(capsys, battle, flag):
    code, _, err = suggest(capsys, battle, *flag)
    assert code == 2 and "--suggest" in err
