"""`vvs ladder` from the command line: real tiny games, the table, --json, --out kept atomically and
readable as the shipped ratings are, the same numbers for any --jobs, Ctrl+C keeping what was played,
and a clear line for bad arguments."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import core.commands.ladder as ladder_command
from core.jsonio import load_json_validated
from core.ladder.games import play_match
from editor.cli import main

sys.path.insert(0, str(Path(__file__).parents[1] / "balance"))
from tiny_battles import FAIR, write_battle  # noqa: E402

TWO = "ai:easy,ai:normal"


@pytest.fixture(scope="module")
def battle(tmp_path_factory) -> Path:
    return write_battle(tmp_path_factory.mktemp("ladder"), FAIR)


def ladder(capsys, battle: Path, *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["ladder", str(battle), "--no-samples", "--per-size", "0", "--players", TWO, "--jobs", "1", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.heavy
def test_the_table_rates_both_players_from_real_games(capsys, battle):
    code, out, _ = ladder(capsys, battle, "--games-per-pair", "2")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("2 games on 1 battles (squads-2), 2 per pair per battle, seats swapped, seed 1")
    assert lines[1].split() == ["rank", "player", "rating", "ordinal", "games", "points"]
    rows = [line.split() for line in lines[2:4]]
    assert {row[1] for row in rows} == {"ai:easy:balanced", "ai:normal:balanced"}
    assert [row[0] for row in rows] == ["1", "2"] and all(row[3] == "±" and row[-2] == "2" for row in rows)
    assert sum(int(row[-1].rstrip("%")) for row in rows) == 100, "the points of two games, shared"


@pytest.mark.heavy
def test_json_and_out_keep_the_ratings_the_program_can_read_back(capsys, battle, tmp_path):
    kept = tmp_path / "ratings.json"
    code, out, _ = ladder(capsys, battle, "--games-per-pair", "2", "--seed", "4", "--json", "--out", str(kept))
    report = json.loads(out)
    assert code == 0 and report["games"] == report["planned"] == 2 and report["interrupted"] is False
    assert report["seed"] == 4 and report["battles"] == ["squads-2"] and report["timing"]["jobs"] == 1
    document = load_json_validated(kept, "ai-ladder.schema.json")
    assert document == {key: value for key, value in report.items() if key != "timing"}
    assert [entry["player"] for entry in document["ratings"]] != [] and sum(document["outcomes"].values()) == 2
    assert not list(tmp_path.glob("*.tmp*")), "written atomically: no temporary file left"


@pytest.mark.heavy
def test_the_ratings_are_the_same_on_one_process_or_two(capsys, battle):
    reports = []
    for jobs in ("1", "2"):
        capsys.readouterr()
        code = main(["ladder", str(battle), "--no-samples", "--per-size", "0", "--players", TWO, "--jobs", jobs,
                     "--games-per-pair", "4", "--json"])
        assert code == 0
        reports.append({k: v for k, v in json.loads(capsys.readouterr().out).items() if k != "timing"})
    assert reports[0] == reports[1]


def test_ctrl_c_keeps_and_rates_the_games_played(capsys, battle, tmp_path, monkeypatch):
    def two_games_then_ctrl_c(ladder, where):
        for index in (1, 0):
            yield index, play_match(ladder.matches[index], ladder.battles)
        raise KeyboardInterrupt

    monkeypatch.setattr(ladder_command, "_games", two_games_then_ctrl_c)
    kept = tmp_path / "partial.json"
    code, out, _ = ladder(capsys, battle, "--games-per-pair", "4", "--out", str(kept))
    assert code == 130
    assert out.splitlines()[0] == "interrupted: 2 of 4 games played"
    document = json.loads(kept.read_text(encoding="utf-8"))
    assert document["interrupted"] is True and document["games"] == 2 and document["planned"] == 4


@pytest.mark.parametrize(("args", "message"), [
    (["--players", "ai:easy"], "at least two"),
    (["--players", "ai:easy,ai:normal,ai:easy:balanced"], "named twice"),
    (["--players", "ai:easy,ai:brilliant"], "unknown level"),
    (["--sizes", "huge"], "unknown size"),
    (["--games-per-pair", "0"], "1 or more"),
])
def test_bad_arguments_exit_2_with_one_line(capsys, args, message):
    code = main(["ladder", *args])
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_nothing_to_play_is_refused(capsys):
    code = main(["ladder", "--no-samples", "--per-size", "0"])
    assert code == 2 and "no battles" in capsys.readouterr().err
