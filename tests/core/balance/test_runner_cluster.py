"""The one runner on a Dask cluster (issue 27): the same records as in this process, with the
address given, read from DASK_SCHEDULER_ADDRESS or a scheduler file, one seed per task or in
blocks; a worker of another version refused naming both versions; the generator's calibration,
the AI bench and the ladder playing on the cluster too.

All in one child process with one LocalCluster (threads, not processes, to start in a second):
distributed leaves its event-loop and offload threads running after the cluster closes, and a
Python thread alive beside the Qt tests can run the cycle collector on Qt objects off the main
thread (issue 25)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.balance.games import Battle
from core.balance.local import run_local
from core.scenario.io import load
from tests.core.balance.tiny_battles import BOARDS, LOPSIDED, write_battle

pytestmark = pytest.mark.heavy  # a Dask cluster in a child process

ROOT = Path(__file__).resolve().parents[3]

ON_A_CLUSTER = r"""
import contextlib, dataclasses, io, json, os, sys
from pathlib import Path
import distributed
sys.path.insert(0, "bench")
from core.balance import cluster
from core.balance.cluster import run_dask
from core.balance.games import Battle
from core.balance.runner import Job, run_tasks
from core.balance.where import Where
from core.scenario.io import load
from editor.cli import main
from tests.core.balance.tiny_battles import BOARDS

path, folder = sys.argv[1], Path(sys.argv[2])
LADDER = ("--no-samples", "--per-size", "0", "--players", "ai:easy,ai:normal", "--games-per-pair", "2")
battle = Battle.of(load(path), BOARDS)
out = {}

def balance(*args, env=None, command="balance"):
    text, err = io.StringIO(), io.StringIO()
    os.environ.update(env or {})
    try:
        with contextlib.redirect_stdout(text), contextlib.redirect_stderr(err):
            code = main([command, path, "--json", *args])
    finally:
        for name in env or {}:
            os.environ.pop(name)
    return code, text.getvalue(), err.getvalue()

with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp", dashboard_address=None) as here:
    address = here.scheduler_address
    out["seeds"] = [dataclasses.asdict(r) for r in sorted(run_dask(battle, range(1, 13), address), key=lambda r: r.seed)]
    out["blocks"] = [dataclasses.asdict(r) for r in sorted(run_dask(battle, range(1, 13), address, block=5), key=lambda r: r.seed)]
    out["env"] = balance("--games", "8", env={"DASK_SCHEDULER_ADDRESS": address})
    (folder / "scheduler.json").write_text(json.dumps({"address": address}))
    out["file"] = balance("--games", "8", "--scheduler-file", str(folder / "scheduler.json"))
    out["decide"] = balance("--decide", "--scheduler", address)
    out["ladder"] = balance(*LADDER, "--scheduler", address, command="ladder")
    out["ladder_local"] = balance(*LADDER, "--jobs", "1", command="ladder")
    from generator.calibration import main as calibrate
    games = folder / "games.jsonl"
    with contextlib.redirect_stderr(io.StringIO()):
        out["calibration"] = calibrate(["collect", "--per-cell", "1", "--cells", "small/objective", "--scheduler", address,
                                        "--games-file", str(games)])
    out["calibration_rows"] = [json.loads(line) for line in games.read_text().splitlines()]
    import ai_bench
    from core.scenario import BoardRef, ScenarioType
    from core.scenario.edit_details import new_scenario, set_details
    from core.scenario.edit_units import place_unit
    duel = set_details(new_scenario([BoardRef(1)], title="duel"), type=ScenarioType.ELIMINATION, turns=1)
    duel = place_unit(place_unit(duel, "allied", "b1:C3", "us.rifle_squad"), "axis", "b1:F3", "ger.rifle_squad")
    small = [("duel", duel)]  # a one-turn duel on a stock board: the bench's plumbing, not its figures
    out["ai_bench"] = [[(r["allied"], r["axis"], r["winner"]) for r in games] for games in ai_bench.play_all(small, "ai:hard", Where(1, address))]
    out["ai_bench_local"] = [[(r["allied"], r["axis"], r["winner"]) for r in games] for games in ai_bench.play_all(small, "ai:hard", Where(1))]
    cluster.VERSION = "0.0.1"  # this program pretends to be another version than its workers
    out["mismatch"] = balance("--games", "2", "--scheduler", address)
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def battle_file(tmp_path_factory) -> Path:
    return write_battle(tmp_path_factory.mktemp("battle"), LOPSIDED)


@pytest.fixture(scope="module")
def on_a_cluster(battle_file, tmp_path_factory) -> dict:
    folder = tmp_path_factory.mktemp("cluster")
    done = subprocess.run([sys.executable, "-c", ON_A_CLUSTER, str(battle_file), str(folder)], capture_output=True,
                          text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def records(battle_file: Path, count: int) -> list[dict]:
    games = run_local(Battle.of(load(battle_file), BOARDS), range(1, count + 1), jobs=1)
    # as the cluster's records come back through JSON: tuples as lists, the trace (core.balance.trace) as a dict
    return [json.loads(json.dumps(dataclasses.asdict(r))) for r in sorted(games, key=lambda r: r.seed)]


def without_times(records: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k != "seconds"} for r in records]


def test_the_cluster_plays_the_same_games_one_seed_a_task_or_in_blocks(on_a_cluster, battle_file):
    here = without_times(records(battle_file, 12))
    assert without_times(on_a_cluster["seeds"]) == here
    assert without_times(on_a_cluster["blocks"]) == here


def local_report(capsys, battle_file: Path, *args: str) -> dict:
    from editor.cli import main

    capsys.readouterr()
    assert main(["balance", str(battle_file), "--json", "--jobs", "1", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_environment_variable_and_a_scheduler_file_send_the_games_to_the_cluster(on_a_cluster, battle_file, capsys):
    here = local_report(capsys, battle_file, "--games", "8")
    for name in ("env", "file"):
        code, out, err = on_a_cluster[name]
        report = json.loads(out)
        assert code == 0, err
        assert report["timing"]["where"].startswith("tcp://127.0.0.1:")
        assert {k: v for k, v in report.items() if k != "timing"} == {k: v for k, v in here.items() if k != "timing"}


def test_a_decided_run_keeps_the_same_first_seeds_on_the_cluster(on_a_cluster, battle_file, capsys):
    here = local_report(capsys, battle_file, "--decide")
    code, out, _ = on_a_cluster["decide"]
    report = json.loads(out)
    assert code == 0 and report["stopped"]["reason"] == "above"
    assert {k: v for k, v in report.items() if k != "timing"} == {k: v for k, v in here.items() if k != "timing"}


def test_the_ladder_rates_the_same_games_on_the_cluster(on_a_cluster):
    (code, out, err), (local_code, local_out, _) = on_a_cluster["ladder"], on_a_cluster["ladder_local"]
    assert code == local_code == 0, err
    report, local = json.loads(out), json.loads(local_out)
    assert report["timing"]["where"].startswith("tcp://127.0.0.1:") and report["games"] == 2
    assert {k: v for k, v in report.items() if k != "timing"} == {k: v for k, v in local.items() if k != "timing"}


def test_a_worker_of_another_version_is_refused_naming_both(on_a_cluster):
    code, out, err = on_a_cluster["mismatch"]
    assert code == 2 and out == "" and "Traceback" not in err
    from core.version import __version__

    assert f"runs vvs {__version__}, this program is vvs 0.0.1: install the same version on every worker" in err


def test_the_calibration_and_the_ai_bench_play_on_the_cluster(on_a_cluster):
    assert on_a_cluster["calibration"] == 0
    [row] = on_a_cluster["calibration_rows"]
    assert row["size"] == "small" and row["type"] == "objective" and row["winner"] in ("attacker", "defender", "draw")
    assert on_a_cluster["ai_bench"] == on_a_cluster["ai_bench_local"]
    vs_simple, vs_normal, vs_easy, mirror = on_a_cluster["ai_bench"]
    assert [game[:2] for game in vs_simple] == [["ai:normal", "simple"], ["simple", "ai:normal"]]
    assert len(vs_normal) == 2 and len(vs_easy) == 2 and len(mirror) == 1
