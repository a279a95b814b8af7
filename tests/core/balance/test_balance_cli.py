"""`vvs balance`: the report, its JSON, the same numbers for any --jobs, --record, a clean stop
on Ctrl+C, and a clear line for every bad input."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from core.balance.record import is_current
from core.resources import maps_dir
from core.scenario.io import load
from editor.cli import main

pytestmark = pytest.mark.heavy  # balance runs on worker processes, a Ctrl+C in a child: always in CI; `-m 'not heavy'` skips them locally

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"


def balance(capsys, *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["balance", str(SAMPLE), *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_json_report_has_rates_with_intervals_levels_turns_and_losses(capsys):
    code, out, _ = balance(capsys, "--games", "4", "--seed", "7", "--jobs", "1", "--json")
    report = json.loads(out)
    assert code == 0 and report["games"] == 4 and report["planned"] == 4 and report["seed"] == 7
    assert report["interrupted"] is False
    assert sum(report["outcomes"][k]["count"] for k in ("attacker", "draw", "defender")) == 4
    rate = report["outcomes"]["attacker"]
    assert 0 <= rate["low"] <= rate["rate"] <= rate["high"] <= 1
    assert sum(report["levels"].values()) == 4 and len(report["levels"]) == 5
    assert report["mean_turns"] > 0 and set(report["mean_points_lost"]) == {"attacker", "defender"}
    assert report["players"] == {"attacker": "ai:normal:balanced", "defender": "ai:normal:balanced"}


def test_think_ms_is_written_into_the_hard_players_spec(capsys):
    code, out, _ = balance(capsys, "--games", "1", "--jobs", "1", "--attacker", "ai:hard", "--defender", "simple",
                           "--think-ms", "20", "--json")
    assert code == 0 and json.loads(out)["players"] == {"attacker": "ai:hard:balanced:20ms", "defender": "simple"}


def test_the_numbers_do_not_depend_on_the_number_of_processes(capsys):
    reports = []
    for jobs in ("1", "2"):
        code, out, _ = balance(capsys, "--games", "4", "--attacker", "simple", "--jobs", jobs, "--json")
        assert code == 0
        reports.append({k: v for k, v in json.loads(out).items() if k != "timing"})
    assert reports[0] == reports[1]


def test_the_text_report_names_the_run_and_reads_as_words(capsys):
    code, out, _ = balance(capsys, "--games", "2", "--jobs", "1")
    lines = out.splitlines()
    assert code == 0
    assert lines[0].startswith("Hedgerow Duel at Le Mesnil: 2 games (seeds 1-2); attacker ai:normal:balanced (allied)")
    assert lines[1].startswith("attacker wins ") and "defender wins" in lines[1]
    assert lines[2].startswith("victory levels (the attacker's): major victory ")
    assert "games/s" in lines[-1]


def test_record_keeps_the_measurement_in_the_scenario_file(capsys, tmp_path):
    path = tmp_path / "duel.json"
    shutil.copy(SAMPLE, path)
    capsys.readouterr()
    assert main(["balance", str(path), "--games", "3", "--jobs", "1", "--record", "--json"]) == 0
    scenario = load(path)
    report = json.loads(capsys.readouterr().out)
    assert scenario.balance is not None and is_current(scenario)
    assert scenario.balance.games == 3 and scenario.balance.outcomes[0] == report["outcomes"]["attacker"]["count"]
    assert scenario.balance.players == ("ai:normal:balanced", "ai:normal:balanced")
    original = load(SAMPLE)
    assert scenario.title == original.title and scenario.allied == original.allied


@pytest.mark.parametrize(("args", "message"), [
    (["--games", "0"], "give 1 or more"),
    (["--attacker", "ai:genius"], "ai:genius"),
    (["--jobs", "2", "--scheduler", "tcp://127.0.0.1:1"], "not allowed with argument"),
])
def test_bad_arguments_are_usage_errors(capsys, args, message):
    code, _, err = balance(capsys, *args)
    assert code == 2 and message in err and "Traceback" not in err


def test_a_package_cannot_be_recorded_into(capsys, tmp_path):
    package = tmp_path / "duel.zip"
    assert main(["export", str(SAMPLE), "-o", str(package)]) == 0
    capsys.readouterr()
    code = main(["balance", str(package), "--games", "1", "--record"])
    assert code == 2 and "--record keeps the result in a scenario .json file" in capsys.readouterr().err


def test_an_unreachable_scheduler_is_one_clear_line():
    """As the user runs it, in a process of its own: a Dask client keeps its event-loop thread
    for the life of the process, even after a failed connect."""
    pytest.importorskip("distributed")
    code = ("import sys; from core.balance import cluster; cluster.CONNECT_SECONDS = 1; "
            "from editor.cli import main; sys.exit(main(sys.argv[1:]))")
    done = subprocess.run([sys.executable, "-c", code, "balance", str(SAMPLE), "--games", "1", "--scheduler", "tcp://127.0.0.1:1"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "cannot reach the Dask scheduler at tcp://127.0.0.1:1" in done.stderr
    assert "Traceback" not in done.stderr


def test_ctrl_c_stops_the_run_and_reports_what_was_played(tmp_path):
    command = [sys.executable, "-m", "editor.cli", "balance", str(SAMPLE), "--games", "400", "--jobs", "2", "--json"]
    # As from a terminal: Ctrl+C acts even when the suite itself runs as a background job (which
    # starts with it ignored, and a child inherits that).
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"},
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(10)  # the workers start and some games finish, even on a busy machine
    os.killpg(process.pid, signal.SIGINT)  # as the terminal sends it: to the whole process group
    out, err = process.communicate(timeout=60)
    report = json.loads(out)
    assert process.returncode == 130 and report["interrupted"] is True
    assert 0 < report["games"] < 400 and report["planned"] == 400
    assert "Traceback" not in err
