"""Is the generator fair? `python bench/balance_bench.py [--per-size 200] [--jobs J]`

Generates 200 battles of each size with fresh seeds (BENCH_SEEDS on, never the
calibration seeds of generator/calibration.py), the scenario type taking turns
(objective, elimination, exit) and every other setting random, as a player who
leaves the dialog alone gets them. Each battle is played once with its own seed,
`ai:normal` on both sides, on one worker process per core.

Prints, per size and per scenario type, the attacker's win rate with its 95%
Wilson interval and the model's mean expected rate beside it; then, last line:
`attacker win: small X% [lo-hi]; medium Y% [lo-hi]; large Z% [lo-hi]; games: N; games/s per core: G`
where G is the games played per second of wall-clock time per worker process.
Ctrl+C stops the run and reports the games played so far (said on a line before).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.balance.local import ignore_interrupts
from core.balance.summary import Rate, percent
from generator.calibration import play_generated
from generator.settings import SCENARIO_TYPES

SIZES = ("small", "medium", "large")
BENCH_SEEDS = 900_000


def play_task(task: tuple[str, str, int]) -> dict[str, Any]:
    return play_generated(*task)


def tasks(per_size: int) -> list[tuple[str, str, int]]:
    return [(size, SCENARIO_TYPES[i % len(SCENARIO_TYPES)], BENCH_SEEDS + s * 100_000 + i)
            for i in range(per_size) for s, size in enumerate(SIZES)]


def rate_text(rows: list[dict[str, Any]]) -> str:
    rate = Rate.of(sum(1 for r in rows if r["winner"] == "attacker"), len(rows))
    return f"{percent(rate.share)}% [{percent(rate.low)}-{percent(rate.high)}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-size", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    todo = tasks(args.per_size)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even when started in the background, where it is ignored
    began = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.jobs, initializer=ignore_interrupts) as pool:
        rows = played_rows(pool, todo)
        report(rows, time.perf_counter() - began, args.jobs)
        sys.stdout.flush()  # before the pool is ended: the report stands even if ending it is slow


def played_rows(pool: Any, todo: list[tuple[str, str, int]]) -> list[dict[str, Any]]:
    """The games' rows as they finish; Ctrl+C keeps those played (on a busy machine a report of
    fewer games beats none)."""
    rows: list[dict[str, Any]] = []
    results = pool.imap_unordered(play_task, todo, chunksize=1)
    try:
        for _ in todo:
            while True:
                try:
                    rows.append(results.next(timeout=0.5))
                    break
                except multiprocessing.TimeoutError:
                    continue
    except KeyboardInterrupt:
        print(f"interrupted: {len(rows)} of {len(todo)} games played")
    return rows


def report(rows: list[dict[str, Any]], wall: float, jobs: int) -> None:
    failed = [r for r in rows if "error" in r]
    played = [r for r in rows if "winner" in r]
    for size in SIZES:
        for kind in SCENARIO_TYPES:
            cell = [r for r in played if r["size"] == size and r["type"] == kind]
            expected = sum(r["expected"] for r in cell) / len(cell) if cell else 0.0
            print(f"{size:6} {kind:11} {len(cell):4} games: attacker wins {rate_text(cell)}, model expected {percent(expected)}%")
        cell = [r for r in played if r["size"] == size]
        seconds = sorted(r["seconds"] for r in cell)
        median = seconds[len(seconds) // 2] if seconds else 0.0
        print(f"{size:6} {'all':11} {len(cell):4} games: attacker wins {rate_text(cell)}; median game {median:.2f} s CPU")
    if failed:
        print(f"not generated: {len(failed)} (first: {failed[0]['error']})")
    per_core = len(played) / wall / jobs
    print("attacker win: " + "; ".join(f"{size} {rate_text([r for r in played if r['size'] == size])}" for size in SIZES)
          + f"; games: {len(played)}; games/s per core: {per_core:.2f}")

if __name__ == "__main__":
    main()
