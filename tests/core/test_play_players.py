"""`vvs play --attacker SPEC --defender SPEC`: who plays each side, its default (the computer
opponent, ai:normal), the `--players` shorthand, the usage errors, and the players named in the
summary; a game with the computer opponent logs its reasons and replays to the same events."""

from __future__ import annotations

import json

import pytest

from core.ai.profile import default_personality
from core.resources import maps_dir
from editor.cli import main

pytestmark = pytest.mark.heavy  # whole games of the computer opponent: always in CI; `-m 'not heavy'` skips them locally

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
NORMAL = f"ai:normal:{default_personality().name}"
HARD = f"ai:hard:{default_personality().name}"


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))


def _run(capsys, args: list[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def _summary(capsys, *flags: str) -> dict:
    code, out, err = _run(capsys, ["play", str(SAMPLE), "--json", *flags])
    assert code == 0, err
    return json.loads(out)


def test_hard_computer_against_simple_plays_to_the_end_and_names_the_players(capsys):
    """--think-ms gives the hard level its budget (in its spec) and leaves the other seat alone."""
    summary = _summary(capsys, "--attacker", "ai:hard", "--defender", "simple", "--seed", "3", "--think-ms", "50")
    assert summary["players"] == {"attacker": f"{HARD}:50ms", "defender": "simple"}
    assert summary["winner"] in ("attacker", "defender", "draw") and summary["actions"] > 0


def test_the_same_players_and_seed_play_the_same_game(capsys):
    flags = ("--attacker", "ai:hard", "--defender", "simple", "--seed", "3")
    assert _summary(capsys, *flags) == _summary(capsys, *flags)


def test_both_sides_default_to_the_normal_computer_opponent(capsys):
    summary = _summary(capsys, "--seed", "1")
    assert summary["players"] == {"attacker": NORMAL, "defender": NORMAL}


def test_a_side_not_given_keeps_the_default(capsys):
    assert _summary(capsys, "--defender", "random")["players"] == {"attacker": NORMAL, "defender": "random"}


def test_players_sets_both_sides(capsys):
    simple = _summary(capsys, "--players", "simple", "--seed", "2")
    assert simple["players"] == {"attacker": "simple", "defender": "simple"}
    spelt = _summary(capsys, "--attacker", "simple", "--defender", "simple", "--seed", "2")
    assert spelt == simple
    assert _summary(capsys, "--players", "ai")["players"] == {"attacker": NORMAL, "defender": NORMAL}


def test_the_text_names_the_players(capsys):
    code, out, _ = _run(capsys, ["play", str(SAMPLE), "--attacker", "random", "--defender", "simple"])
    assert code == 0 and "attacker random" in out and "defender simple" in out and len(out.splitlines()) == 1


@pytest.mark.parametrize("flags", [
    ["--players", "simple", "--attacker", "ai"],
    ["--defender", "ai", "--players", "random"],
    ["--attacker", "simple", "--defender", "simple", "--players", "ai"],
])
def test_players_with_attacker_or_defender_is_one_usage_line(capsys, flags):
    code, out, err = _run(capsys, ["play", str(SAMPLE), *flags])
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "--players" in err and "vvs play --help" in err and "Traceback" not in err


@pytest.mark.parametrize(("flags", "named"), [
    (["--attacker", "ai:expert"], "--attacker"),
    (["--defender", "grandmaster"], "--defender"),
    (["--attacker", "ai:hard:reckless"], "--attacker"),
    (["--players", "ai:hard"], "--players"),
])
def test_a_bad_player_is_one_usage_line_naming_the_flag(capsys, flags, named):
    code, out, err = _run(capsys, ["play", str(SAMPLE), *flags])
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert err.startswith("vvs: play: ") and named in err and "vvs play --help" in err


def test_a_bad_player_names_the_valid_forms(capsys):
    _, _, err = _run(capsys, ["play", str(SAMPLE), "--attacker", "ai:expert"])
    for form in ("ai:LEVEL:PERSONALITY", "easy", "normal", "hard", "simple", "random"):
        assert form in err


def test_a_bad_player_is_refused_before_the_scenario_is_read(capsys, tmp_path):
    code, _, err = _run(capsys, ["play", str(tmp_path / "missing.json"), "--attacker", "nobody"])
    assert code == 2 and "nobody" in err


def test_the_help_names_the_player_flags(capsys):
    code, out, _ = _run(capsys, ["play", "--help"])
    assert code == 0 and "--attacker" in out and "--defender" in out and "ai:normal" in out


def test_a_computer_game_logs_its_reasons_and_replays_to_the_same_events(capsys, tmp_path):
    log = tmp_path / "game.json"
    summary = _summary(capsys, "--attacker", "ai", "--defender", "simple", "--seed", "5", "--log", str(log))
    written = json.loads(log.read_text())
    reasons = [entry["reason"] for entry in written["actions"] if "reason" in entry]
    assert reasons and all(isinstance(r, str) and r for r in reasons)
    decisions = [e for e in written["events"] if e["kind"] == "decision"]
    assert len(decisions) == len(reasons) and {e["side"] for e in decisions} == {"allied"}  # the attacker
    code, out, err = _run(capsys, ["replay", str(log), "--json"])
    replayed = json.loads(out)
    assert code == 0 and replayed["matches_log"] and replayed["events_match"], err
    assert replayed["actions"] == summary["actions"]
