"""Is the generator fair? `python bench/balance_bench.py [--per-size 200] [--jobs J | --scheduler ADDRESS]`

Generates `--per-size` battles of each size with seeds drawn fresh on every run (printed
first; `--seed-base` plays a run again), never the calibration seeds of
generator/calibration.py, the scenario type taking turns (objective, elimination, exit) and
every other setting random, as a player who leaves the dialog alone gets them. Each battle is
played once with its own seed, `ai:normal` on both sides (`--level easy` or `hard` checks the
fairness at another level: both sides at it), on the balance runner
(core/balance/runner.py): worker processes here (one per core, or `--jobs`) or a Dask cluster
(`--scheduler`, `--scheduler-file`, DASK_SCHEDULER_ADDRESS).

Prints, per size and per scenario type, the attacker's win rate with its 95% Wilson interval
and the model's mean expected rate beside it; the model's calibration buckets; then
`brier: X vs constant Y` (the mean squared error of each battle's "expected attacker win"
against the outcome, a draw counting as not won, beside the same score of one constant guess:
the rate measured over these very battles, which flatters the constant, not the model), and,
last line:
`attacker win: small X% [lo-hi]; medium Y% [lo-hi]; large Z% [lo-hi]; games: N; games/s per core: G`
where G is the games played per second of wall-clock time per worker process here (on a cluster,
per second overall).

`--record` writes the run into generator/data/held-out.json (per size the attacker's wins, games
and Wilson interval; both Brier scores; the seed base, date and level) and records its digest
(core.record_checked_data): what every generated battle then shows for the attacker is chosen
from it (generator/expectation.py). Run it after each re-anchoring of the model, at `--level
normal` (the level the model is fitted for; the others are refused) and with no battle failing.
"""

from __future__ import annotations

import argparse
import datetime
import json
import secrets
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.balance.runner import Job, run_ordered
from core.balance.summary import Rate, percent
from core.balance.where import choose
from generator.calibration import play_generated
from generator.settings import SCENARIO_TYPES

SIZES = ("small", "medium", "large")
FRESH_SEEDS = (2_000_000, 900_000_000)
"""Where fresh seed bases are drawn: far above every calibration and golden-battle seed."""
SIZE_STRIDE = 100_000
"""Each size's seeds start this far after the previous size's."""
BUCKETS = (0.0, 0.4, 0.5, 0.6, 1.01)
"""The calibration buckets' edges on the model's expected attacker win."""


def play_task(task: tuple[str, str, int], players: str = "ai:normal") -> dict[str, Any]:
    """One battle dealt and played (the runner's job function: the task is the item, the players shared)."""
    return play_generated(*task, players=players)


def tasks(per_size: int, base: int) -> list[tuple[str, str, int]]:
    return [(size, SCENARIO_TYPES[i % len(SCENARIO_TYPES)], base + s * SIZE_STRIDE + i)
            for i in range(per_size) for s, size in enumerate(SIZES)]


def rate_text(rows: list[dict[str, Any]]) -> str:
    rate = Rate.of(sum(1 for r in rows if r["winner"] == "attacker"), len(rows))
    return f"{percent(rate.share)}% [{percent(rate.low)}-{percent(rate.high)}]"


def brier(rows: list[dict[str, Any]]) -> tuple[float, float]:
    """The model's Brier score over these battles, and a constant guess's (their own rate)."""
    won = [1.0 if r["winner"] == "attacker" else 0.0 for r in rows]
    constant = sum(won) / len(won)
    model = sum((r["expected"] - w) ** 2 for r, w in zip(rows, won)) / len(rows)
    return model, sum((constant - w) ** 2 for w in won) / len(won)


def print_buckets(rows: list[dict[str, Any]]) -> None:
    for low, high in zip(BUCKETS, BUCKETS[1:]):
        cell = [r for r in rows if low <= r["expected"] < high]
        if cell:
            mean = sum(r["expected"] for r in cell) / len(cell)
            print(f"expected {percent(low)}-{min(100, percent(high))}%: {len(cell):4} games, model says "
                  f"{percent(mean)}%, attacker won {rate_text(cell)}")


def print_cells(played: list[dict[str, Any]]) -> None:
    for size in SIZES:
        for kind in SCENARIO_TYPES:
            cell = [r for r in played if r["size"] == size and r["type"] == kind]
            expected = sum(r["expected"] for r in cell) / len(cell) if cell else 0.0
            print(f"{size:6} {kind:11} {len(cell):4} games: attacker wins {rate_text(cell)}, model expected {percent(expected)}%")
        cell = [r for r in played if r["size"] == size]
        seconds = sorted(r["seconds"] for r in cell)
        print(f"{size:6} {'all':11} {len(cell):4} games: attacker wins {rate_text(cell)}; median game {seconds[len(seconds) // 2]:.2f} s CPU")


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes here (default: one per core)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    where.add_argument("--scheduler-file", metavar="FILE", help="the same, the address read from a Dask scheduler file")
    parser.add_argument("--per-size", type=int, default=200, help="battles per size (default %(default)s)")
    parser.add_argument("--seed-base", type=int, help="the first small battle's seed (default: drawn fresh, printed)")
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="normal",
                        help="the computer's level on both sides (default %(default)s, the level the model is fitted for)")
    parser.add_argument("--record", action="store_true",
                        help="write the measurement into generator/data/held-out.json (what generated battles show)")
    args = parser.parse_args()
    if args.record and args.level != "normal":
        parser.error("--record keeps the level the model is fitted for: run it at --level normal")
    return args


def held_out_document(played: list[dict[str, Any]], base: int, per_size: int, level: str) -> dict[str, Any]:
    """The run as generator/data/held-out.json holds it (schemas/held-out.schema.json)."""
    model, constant = brier(played)
    sizes = {}
    for size in SIZES:
        cell = [r for r in played if r["size"] == size]
        rate = Rate.of(sum(1 for r in cell if r["winner"] == "attacker"), len(cell))
        sizes[size] = {"games": rate.games, "wins": rate.count, "low": round(rate.low, 4), "high": round(rate.high, 4)}
    command = f"python bench/balance_bench.py --per-size {per_size} --seed-base {base} --level {level} --record"
    return {"format": 1, "players": f"ai:{level}", "seed_base": base, "date": datetime.date.today().isoformat(),
            "command": command, "source": f"written by `{command}`: {len(played)} battles on fresh seeds, each played once",
            "brier": {"model": round(model, 4), "constant": round(constant, 4), "games": len(played)}, "sizes": sizes}


def record(document: dict[str, Any]) -> None:
    """Check the document, write it and record the shipped files' digests again."""
    from core.jsonio import validate
    from core.record_checked_data import record as record_checked
    from generator.expectation import held_out_path

    validate(document, "held-out.schema.json", "the held-out measurement")
    held_out_path().write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    record_checked()
    print(f"recorded in {held_out_path().relative_to(ROOT)}")


def main() -> None:
    args = arguments()
    base = args.seed_base if args.seed_base is not None else FRESH_SEEDS[0] + secrets.randbelow(FRESH_SEEDS[1])
    where = choose(args.jobs, args.scheduler, args.scheduler_file)
    players = f"ai:{args.level}"
    print(f"seeds: small {base}-{base + args.per_size - 1}, medium and large the same {SIZE_STRIDE:,} and "
          f"{2 * SIZE_STRIDE:,} later (--seed-base {base} plays this run again); {players} on both sides; "
          f"on {where.label()}", flush=True)
    began = time.perf_counter()
    job = Job(play_task, tasks(args.per_size, base), players, f"vvs-balance-bench-{base}-{args.per_size}-{args.level}")
    rows = run_ordered(job, where)
    wall = time.perf_counter() - began
    failed = [r for r in rows if "error" in r]
    played = [r for r in rows if "winner" in r]
    print_cells(played)
    if failed:
        print(f"not generated: {len(failed)} (first: {failed[0]['error']})")
    print_buckets(played)
    model, constant = brier(played)
    print(f"brier: {model:.3f} vs constant {constant:.3f}")
    per_core = len(played) / wall / where.jobs
    print("attacker win: " + "; ".join(f"{size} {rate_text([r for r in played if r['size'] == size])}" for size in SIZES)
          + f"; games: {len(played)}; games/s per core: {per_core:.2f}")
    if args.record and failed:
        print(f"not recorded: {len(failed)} battles were not generated, so the rates are not of every battle dealt")
    elif args.record:
        record(held_out_document(played, base, args.per_size, args.level))


if __name__ == "__main__":
    main()
