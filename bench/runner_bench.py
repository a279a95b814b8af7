"""The balance runner's cost and what stopping early saves: `python bench/runner_bench.py`.

1. Throughput: the same 200 games of one generated medium battle (seeds 1-200,
   `ai:normal` on both sides), first on two local worker processes (`--jobs 2`), then on
   a Dask LocalCluster of two single-threaded worker processes on loopback (tcp), each
   timed from the run's start (pool or client) to its last record. Overhead: how much
   longer the cluster took, in percent of the local time.
2. Decide: every shipped sample (issue 27 named the three there were; six now) and 20
   generated battles (sizes and scenario types in turn, seeds RUNNER_SEEDS on, never the
   calibration's), each run with `--decide` and at most 400 games on two local processes;
   saved: the share of the (samples + 20) x 400 games a fixed run would play that the
   decided runs did not.

The machine may be shared: the load average before and after and the CPU seconds per
game in each mode are printed, so a busy machine shows in the figures. `--games`,
`--cap` and `--generated` give a smaller run for a quick check (the defaults are issue
27's workload: 200 games, 400 at most, 20 generated battles; that takes hours on two cores).

Last line: `local games/s: X; dask games/s: Y; overhead: Z%; decide saved: W%`
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.sample_boards import sample_boards
from core.balance.games import Battle, GameRecord
from core.balance.runs import Run, games_of
from core.balance.stopping import StopRule
from core.resources import maps_dir
from core.scenario import Scenario
from core.scenario.io import load
from generator.battle import generate_battle
from generator.settings import SCENARIO_TYPES, Settings

MEDIUM_SEED = 27
"""The generated medium battle whose games are timed."""
RUNNER_SEEDS = 700_000
SIZES = ("small", "medium", "large")


def timed(run: Run) -> float:
    """Play the run; its wall-clock seconds (also kept in the run)."""
    began = time.perf_counter()
    run.records.extend(games_of(run))
    run.seconds = time.perf_counter() - began
    return run.seconds


def cpu_per_game(runs: list[Run]) -> float:
    """The mean CPU seconds of a game in its worker process (a Dask worker's own threads count too)."""
    records = [r for run in runs for r in run.records]
    return sum(r.seconds for r in records) / len(records)


def throughput(games: int) -> tuple[float, float, list[str]]:
    """Games/s on `--jobs 2` and on a two-worker LocalCluster, with lines saying how it went.

    Each plays the same seeds 1-`games`, in two runs of half of them, in the order local, Dask,
    Dask, local: on a shared machine whose load drifts, neither side gets the quiet half.
    Each run pays its own start (a pool of workers spawned, or a client connected and the
    battle sent to every worker), as a `vvs balance` run does; the cluster itself is started
    before the clock, as a user's cluster would be."""
    import distributed

    battle = Battle.of(generate_battle(Settings(size="medium"), MEDIUM_SEED).scenario)
    halves = [(1, games // 2), (1 + games // 2, games - games // 2)]
    local: list[Run] = []
    dask: list[Run] = []
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", protocol="tcp",
                                  dashboard_address=None, silence_logs=logging.CRITICAL) as cluster:
        for (first, count), order in zip(halves, (("local", "dask"), ("dask", "local"))):
            for mode in order:
                where = "local" if mode == "local" else cluster.scheduler_address
                run = Run("medium", battle.scenario.attacker, battle, first, count, 2 if mode == "local" else 1, where)
                timed(run)
                (local if mode == "local" else dask).append(run)
    rates = [games / sum(run.seconds for run in runs) for runs in (local, dask)]
    def seed(record: GameRecord) -> int:
        return record.seed

    same = sorted((r for run in local for r in run.records), key=seed) == sorted((r for run in dask for r in run.records), key=seed)
    lines = [f"{name}: {games} games of generated medium battle {MEDIUM_SEED} in {sum(run.seconds for run in runs):.1f} s, "
             f"{rate:.3f} games/s, {cpu_per_game(runs):.2f} s CPU per game"
             for name, runs, rate in (("local --jobs 2", local, rates[0]), ("dask, 2 workers", dask, rates[1]))]
    lines.append(f"the same records on both: {'yes' if same else 'NO'}")
    return rates[0], rates[1], lines


def decide_battles(generated: int) -> list[tuple[str, Scenario]]:
    found = [(p.stem, load(p)) for p in sorted((maps_dir() / "scenarios").glob("*.json"))]
    for i in range(generated):
        size, kind = SIZES[i % len(SIZES)], SCENARIO_TYPES[(i // len(SIZES)) % len(SCENARIO_TYPES)]
        seed = RUNNER_SEEDS + i
        found.append((f"{size}/{kind}/{seed}", generate_battle(Settings(size=size, scenario_type=kind), seed).scenario))
    return found


def decided(cap: int, generated: int) -> float:
    """The share of games `--decide` saved against `cap` games each, printing a line per battle."""
    played = 0
    battles = decide_battles(generated)
    for name, scenario in battles:
        run = Run(name, scenario.attacker, Battle.of(scenario, sample_boards(scenario)), 1, cap, 2, "local", rule=StopRule(decide=True))
        timed(run)
        played += len(run.records)
        verdict = run.stopped()
        print(f"decide {name}: {len(run.records)} of at most {cap} games, attacker {run.summary.attacker.text()}, "
              f"{verdict.reason} (sequence {verdict.low * 100:.1f}-{verdict.high * 100:.1f}%)", flush=True)
    return 100 * (1 - played / (cap * len(battles)))


def load_line(before: tuple[float, float, float], after: tuple[float, float, float]) -> str:
    cores = os.cpu_count() or 1
    return (f"machine: {cores} cores; load average (1, 5, 15 min) {before[0]:.1f}, {before[1]:.1f}, {before[2]:.1f} "
            f"before and {after[0]:.1f}, {after[1]:.1f}, {after[2]:.1f} after (this bench adds about 2)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games timed on each runner (default %(default)s)")
    parser.add_argument("--cap", type=int, default=400, help="the most games a decided run plays (default %(default)s)")
    parser.add_argument("--generated", type=int, default=20, help="generated battles besides the samples (default %(default)s)")
    parser.add_argument("--decide-only", action="store_true", help="only the second part (no last line: half its figures)")
    args = parser.parse_args()
    before = os.getloadavg()
    if not args.decide_only:
        local_rate, dask_rate, lines = throughput(args.games)
        for line in lines:
            print(line, flush=True)
    saved = decided(args.cap, args.generated)
    print(load_line(before, os.getloadavg()))
    if args.decide_only:
        print(f"decide saved: {saved:.0f}% of {args.cap} games each")
        return
    overhead = 100 * (local_rate / dask_rate - 1)
    print(f"local games/s: {local_rate:.3f}; dask games/s: {dask_rate:.3f}; overhead: {overhead:.1f}%; decide saved: {saved:.0f}%")


if __name__ == "__main__":
    main()
