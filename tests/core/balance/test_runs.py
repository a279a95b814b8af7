"""A balance run gives the same records wherever its games are played: in this process, on
several worker processes, or on a Dask cluster (a LocalCluster here) — and each game is the
very game `vvs play --seed` plays."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from core.balance.games import Battle, play
from core.balance.local import run_local
from core.balance.summary import Summary
from core.resources import maps_dir
from core.scenario.io import load
from editor.cli import main

pytestmark = pytest.mark.heavy  # worker processes and a Dask cluster: always in CI; `-m 'not heavy'` skips them locally

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
SEEDS = range(1, 5)


@pytest.fixture(scope="module")
def battle() -> Battle:
    return Battle.of(load(SAMPLE))


@pytest.fixture(scope="module")
def in_process(battle):
    return sorted(run_local(battle, SEEDS, jobs=1), key=lambda r: r.seed)


def test_two_worker_processes_play_the_same_games_as_one(battle, in_process):
    assert sorted(run_local(battle, SEEDS, jobs=2), key=lambda r: r.seed) == in_process


CLUSTER_RUN = """
import pickle, sys
import distributed
from core.balance.cluster import run_dask
from core.balance.games import Battle
from core.scenario.io import load

battle = Battle.of(load(sys.argv[1]))
with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
    records = sorted(run_dask(battle, range(1, int(sys.argv[2]) + 1), cluster.scheduler_address), key=lambda r: r.seed)
sys.stdout.buffer.write(pickle.dumps(records))
"""


def test_a_dask_cluster_plays_the_same_games(battle, in_process):
    """In a child process: distributed leaves its event-loop and offload threads running after the
    cluster closes, and a Python thread alive beside the Qt tests can run the cycle collector on
    Qt objects off the main thread (the suite's random segfault, issue 25)."""
    pytest.importorskip("distributed")
    done = subprocess.run([sys.executable, "-c", CLUSTER_RUN, str(SAMPLE), str(len(SEEDS))],
                          capture_output=True, timeout=300, cwd=Path(__file__).parents[3])
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    records = pickle.loads(done.stdout)
    assert records == in_process
    assert Summary.of(records) == Summary.of(in_process)


def test_each_game_is_the_game_vvs_play_plays_with_that_seed(in_process, capsys):
    for record in in_process[:2]:
        capsys.readouterr()
        assert main(["play", str(SAMPLE), "--seed", str(record.seed), "--json"]) == 0
        played = json.loads(capsys.readouterr().out)
        assert (played["winner"], played["level"], played["turns"]) == (record.winner, record.level, record.turns)


def test_a_game_does_not_depend_on_the_games_played_before_it_in_the_same_process(battle, in_process):
    assert play(battle, 3) == in_process[2]  # the module's Game already played seeds 1-4


def test_closing_a_run_early_ends_its_workers(battle):
    games = run_local(battle, range(1, 50), jobs=2)
    first = next(games)
    games.close()
    assert first.seed in range(1, 50)
    import multiprocessing

    assert not [p for p in multiprocessing.active_children() if p.is_alive()]


def test_a_stop_from_another_thread_ends_a_waiting_run_and_its_workers_at_once(battle):
    import multiprocessing
    import threading
    import time

    stop = threading.Event()
    games = run_local(battle, range(1, 400), jobs=2, stop=stop)
    next(games)
    threading.Timer(0.05, stop.set).start()
    began = time.perf_counter()
    rest = list(games)
    assert time.perf_counter() - began < 2 and len(rest) < 20
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]
