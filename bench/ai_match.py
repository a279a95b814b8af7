"""Two computer players against each other: `python bench/ai_match.py FIRST SECOND [--per-size N]`.

The battles and games are bench/ai_bench.py's (the sample scenarios and generator seeds 1-N of
each size, each battle twice with the seats swapped, game seed = the battle's index), so a
match here is the same games as the bench's for the same two players. For a quick check of
one pair while the levels are tuned; the last line is FIRST's share of the points with its
95% interval, then per size. `--out FILE` writes every game's result (battle, players,
winner, attacker, result level, last turn and reason, CPU seconds, segment times) as JSON,
so two versions of a player can be compared game by game on the same seeds. `--first-seed S`
deals generator seeds S..S+N-1 instead (with `--no-samples`, battles the bench never plays), to
check that a figure holds off the bench's own battles and dice. `--fresh-dice` plays the same
battles with the same players' seeds on other dice (the balance runner's luck replays): compared
game by game with a run without it, it says how much of a figure the dice alone move.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_bench import PER_SIZE, SIZES, battles, interval, play, play_fresh, size_of, swapped  # noqa: E402

from core.balance.runner import Job, run_ordered  # noqa: E402
from core.balance.where import choose  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--per-size", type=int, default=PER_SIZE)
    parser.add_argument("--sizes", nargs="+", default=SIZES, choices=SIZES)
    parser.add_argument("--no-samples", action="store_true")
    parser.add_argument("--first-seed", type=int, default=1,
                        help="the first generator seed of each size (default 1: the bench's battles); "
                             "another gives battles the bench never plays, to check a figure on fresh ones")
    parser.add_argument("--fresh-dice", action="store_true",
                        help="the same games on other dice (core.balance.probe_games.dice_seed)")
    parser.add_argument("--jobs", type=int)
    parser.add_argument("--out", type=Path, help="write each game's result to this JSON file")
    args = parser.parse_args()
    scenarios = battles(args.sizes, args.per_size, not args.no_samples, args.first_seed)
    tasks = swapped(scenarios, args.first, args.second)
    job = play_fresh if args.fresh_dice else play
    results = run_ordered(Job(job, tasks, list(scenarios), f"vvs-ai-match-{len(scenarios)}"), choose(args.jobs, None, None))
    if args.out is not None:
        args.out.write_text(json.dumps([{k: v for k, v in r.items() if k != "times"} for r in results], indent=1))
    groups = ["sample", *args.sizes]
    parts = []
    for group in groups:
        games = [r for r in results if size_of(r["name"]) == group]
        if games:
            parts.append(f"{group} {interval(games, args.first)}")
    print("; ".join(parts))
    print(f"{args.first} vs {args.second}: {interval(results, args.first)}")


if __name__ == "__main__":
    main()
