"""`vvs balance --decide` and `--until`: the run stops as soon as the answer is known, says after how
many games and why, and keeps the first seeds; on a fair battle it does not stop early. Tiny
battles (tests/core/balance/tiny_battles.py), played in this process: about 10 ms a game."""

from __future__ import annotations

import json

import pytest

from core.balance.stopping import confidence_sequence
from editor.cli import main
from tests.core.balance.tiny_battles import FAIR, LOPSIDED, write_battle


@pytest.fixture(scope="module")
def battles(tmp_path_factory):
    folder = tmp_path_factory.mktemp("battles")
    return {count: write_battle(folder, count) for count in (LOPSIDED, FAIR)}


def balance(capsys, path, *args: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["balance", str(path), "--jobs", "1", *args])
    return code, capsys.readouterr().out


def test_decide_stops_early_on_a_lopsided_battle_and_says_why(battles, capsys):
    code, out = balance(capsys, battles[LOPSIDED], "--decide", "--json")
    report = json.loads(out)
    stopped = report["stopped"]
    assert code == 0 and report["planned"] == 1000 and report["interrupted"] is False
    assert stopped["reason"] == "above" and stopped["games"] == report["games"] < 40
    rate = report["outcomes"]["attacker"]
    assert rate["low"] <= rate["rate"] <= rate["high"] and stopped["low"] <= rate["rate"] <= stopped["high"]
    assert stopped["low"] > 0.65 and "above the 45-65% band" in stopped["why"]
    assert (stopped["low"], stopped["high"]) == tuple(round(x, 4) for x in confidence_sequence(rate["count"], report["games"]))


def test_decide_plays_on_over_a_fair_battle(battles, capsys):
    code, out = balance(capsys, battles[FAIR], "--decide", "--games", "40", "--json")
    report = json.loads(out)
    stopped, rate = report["stopped"], report["outcomes"]["attacker"]
    assert code == 0 and report["games"] == 40 and stopped["reason"] == "undecided"
    assert stopped["low"] <= rate["rate"] <= stopped["high"]


def test_the_text_report_says_how_many_games_it_took_and_why(battles, capsys):
    code, out = balance(capsys, battles[LOPSIDED], "--decide")
    games = int(out.split(": ", 1)[1].split(" games")[0])
    assert code == 0 and f"stopped after {games} of at most 1000 games: the attacker's rate is above" in out
    assert f"(seeds 1-{games})" in out.splitlines()[0]


def test_until_stops_at_the_asked_width_and_the_games_are_the_first_seeds(battles, capsys):
    code, out = balance(capsys, battles[FAIR], "--until", "20", "--json")
    report = json.loads(out)
    rate = report["outcomes"]["attacker"]
    assert code == 0 and report["stopped"]["reason"] == "narrow" and report["games"] < 100
    assert (rate["high"] - rate["low"]) / 2 < 0.20
    _, first = balance(capsys, battles[FAIR], "--games", str(report["games"]), "--json")
    same = json.loads(first)
    assert same["outcomes"] == report["outcomes"] and same["levels"] == report["levels"]


@pytest.mark.parametrize(("args", "says"), [(["--until", "0"], "between 0 and 50"), (["--until", "wide"], "not a number")])
def test_a_bad_width_is_a_usage_error(battles, capsys, args, says):
    capsys.readouterr()
    assert main(["balance", str(battles[FAIR]), *args]) == 2
    assert says in capsys.readouterr().err


def test_the_help_prints_percent_signs_once(capsys):
    assert main(["balance", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "95% (Wilson)" in out and "%%" not in out and "65% band" in out


@pytest.mark.heavy  # a pool of worker processes
def test_a_stopped_run_keeps_the_same_games_on_two_processes_and_in_blocks(battles, capsys):
    from core.balance.games import Battle
    from core.balance.runs import Run, games_of
    from core.balance.stopping import StopRule
    from core.scenario.io import load
    from tests.core.balance.tiny_battles import BOARDS

    reports = []
    for jobs in ("1", "2"):
        code, out = balance(capsys, battles[LOPSIDED], "--decide", "--jobs", jobs, "--json")
        reports.append({k: v for k, v in json.loads(out).items() if k != "timing"})
    assert code == 0 and reports[0] == reports[1]
    run = Run("t", "allied", Battle.of(load(battles[LOPSIDED]), BOARDS), 1, 1000, 2, "local", rule=StopRule(decide=True))
    run.records.extend(games_of(run, block=8))
    assert [r.seed for r in run.records] == list(range(1, reports[0]["games"] + 1))
    assert run.to_dict()["stopped"] == reports[0]["stopped"]
