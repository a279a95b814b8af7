"""The computer opponent's strength and speed: `python bench/ai_bench.py`.

Battles: the three sample scenarios and generator seeds 1-20 of each size (small,
medium, large). Every battle is played twice with the seats swapped, game seed = the
battle's index, the players' seeds derived from it (as `vvs play` does).
  - ai vs simple: `ai:normal` against the `simple` player; a win is 1 point, a draw 1/2;
    the figure is the AI's share of the points.
  - hard vs normal: `ai:hard` against `ai:normal`, the same way.
  - attacker wins per size: `ai:normal` against itself, each battle once.
  - decision p95 ms: the 95th percentile of the CPU time `ai:normal` takes for one
    decision, over its decisions in the medium battles of the normal-vs-normal games.
  - medium game s: the median CPU seconds of a whole `ai:normal` vs `ai:normal` medium
    battle, in-process, from building the Game to the end.
Games run on the balance runner (core/balance/runner.py): worker processes here (one per
core, or `--jobs`) or a Dask cluster (`--scheduler`, `--scheduler-file`,
DASK_SCHEDULER_ADDRESS); times are each process's own CPU time, so sharing the machine
does not inflate them much. `--seeds`, `--sizes`, `--no-samples` and `--no-puzzles` make
a smaller run for a quick check (the figures above are the default run's).

  - puzzles hard: the share of the tactical puzzles `ai:hard` finds (bench/ai_puzzles.py,
    tests/core/ai/puzzles/), in this process after the games.

Prints, last line: `ai vs simple: X% of points; hard vs normal: Y% of points; puzzles hard: P%;
decision p95 ms: Z; medium game s: W` (issue 26's line, for the figures measured so far:
normal vs easy and segment p95 s are not yet).
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ai_puzzles import hard_share

from core.ai.specs import player_from_spec
from core.balance.runner import Job, run_ordered
from core.balance.where import Where, choose
from core.game.game import Game
from core.game.players import Player, play_game, side_seed
from core.resources import maps_dir
from core.scenario import Scenario
from core.scenario.io import load
from core.sides import Side
from generator.battle import generate_battle
from generator.settings import Settings

SIZES = ("small", "medium", "large")
SEEDS = range(1, 21)
COMPUTER = ("allied", "axis")


def battles(sizes: Sequence[str] = SIZES, seeds: Sequence[int] = SEEDS, samples: bool = True) -> list[tuple[str, Scenario]]:
    found = [(p.stem, load(p)) for p in sorted((maps_dir() / "scenarios").glob("*.json"))] if samples else []
    for size in sizes:
        found += [(f"{size}-{seed}", generate_battle(Settings(size=size), seed).scenario) for seed in seeds]
    return found


class Timed:
    """A player whose decisions are timed (CPU time of this process)."""

    def __init__(self, player: Player) -> None:
        self.player, self.times = player, list[float]()

    def choose(self, game: Game, state: Any, actions: Sequence[Any]) -> Any:
        started = time.process_time()
        action = self.player.choose(game, state, actions)
        self.times.append(time.process_time() - started)
        return action

    def reason(self) -> str | None:
        return self.player.reason()


Task = tuple[int, str, str]
"""A game for the runner: the battle's index (1-based, also the game's seed), the allied and the axis spec."""


def play(task: Task, scenarios: Sequence[tuple[str, Scenario]]) -> dict[str, Any]:
    """One game: `allied` and `axis` specs; returns the winner's side and timings. The scenarios are
    the runner's shared value, sent once to every worker."""
    index, allied, axis = task
    name, scenario = scenarios[index - 1]
    started = time.process_time()
    players = {side: Timed(player_from_spec(spec, side_seed(side, index))) for side, spec in ((Side.ALLIED, allied), (Side.AXIS, axis))}
    game = Game(scenario, computer=COMPUTER)
    state = play_game(game, game.new_state(index), players)
    assert state.result is not None
    winner = {"attacker": game.attacker, "defender": game.attacker.other}.get(state.result["winner"])
    return {"name": name, "allied": allied, "axis": axis, "winner": winner.value if winner else None,
            "attacker": game.attacker.value, "cpu": time.process_time() - started,
            "times": {side.value: p.times for side, p in players.items()}}


def share(results: list[dict[str, Any]], spec: str) -> float:
    """The points `spec` scored over the games, as a percentage."""
    points = 0.0
    for r in results:
        mine = Side.ALLIED.value if r["allied"] == spec else Side.AXIS.value
        points += 1.0 if r["winner"] == mine else 0.5 if r["winner"] is None else 0.0
    return 100 * points / len(results)


def swapped(scenarios: Sequence[tuple[str, Scenario]], first: str, second: str) -> list[Task]:
    tasks: list[Task] = []
    for index in range(1, len(scenarios) + 1):
        tasks += [(index, first, second), (index, second, first)]
    return tasks


def play_all(scenarios: Sequence[tuple[str, Scenario]], where: Where) -> tuple[list[dict[str, Any]], ...]:
    """The three sets of games, in task order, on the runner: ai vs simple, hard vs normal, normal mirror."""
    sets = (swapped(scenarios, "ai:normal", "simple"), swapped(scenarios, "ai:hard", "ai:normal"),
            [(i, "ai:normal", "ai:normal") for i in range(1, len(scenarios) + 1)])
    tasks = [task for tasks in sets for task in tasks]
    digest = hashlib.sha256("-".join(name for name, _ in scenarios).encode()).hexdigest()[:12]
    results = run_ordered(Job(play, tasks, list(scenarios), f"vvs-ai-bench-{digest}"), where)
    first, second = len(sets[0]), len(sets[0]) + len(sets[1])
    return results[:first], results[first:second], results[second:]


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes here (default: one per core)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    where.add_argument("--scheduler-file", metavar="FILE", help="the same, the address read from a Dask scheduler file")
    parser.add_argument("--seeds", type=int, default=len(SEEDS), help="generated battles per size (default %(default)s)")
    parser.add_argument("--sizes", nargs="+", default=SIZES, choices=SIZES)
    parser.add_argument("--no-samples", action="store_true", help="leave out the three sample scenarios")
    parser.add_argument("--no-puzzles", action="store_true", help="leave out the tactical puzzles")
    return parser.parse_args()


def main() -> None:
    args = arguments()
    scenarios = battles(args.sizes, range(1, args.seeds + 1), not args.no_samples)
    vs_simple, vs_normal, mirror = play_all(scenarios, choose(args.jobs, args.scheduler, args.scheduler_file))
    medium = [r for r in mirror if r["name"].startswith("medium-")] or mirror
    decisions = sorted(t for r in medium for side in r["times"].values() for t in side)
    p95 = decisions[int(0.95 * (len(decisions) - 1))] * 1000
    game_s = statistics.median(r["cpu"] for r in medium)
    rates = []
    for size in ("sample", *args.sizes):
        games = [r for r in mirror if r["name"].startswith(f"{size}-")] if size != "sample" else mirror[:3]
        if size == "sample" and args.no_samples:
            continue
        won = sum(r["winner"] == r["attacker"] for r in games)
        rates.append(f"{size} {100 * won / len(games):.0f}%")
    print(f"{len(scenarios)} battles, seats swapped: {len(vs_simple)} games ai:normal vs simple, "
          f"{len(vs_normal)} ai:hard vs ai:normal; {len(decisions)} timed decisions on medium battles")
    print(f"ai:normal vs ai:normal, attacker wins: {', '.join(rates)}")
    puzzles = float("nan") if args.no_puzzles else hard_share()
    print(f"ai vs simple: {share(vs_simple, 'ai:normal'):.0f}% of points; hard vs normal: {share(vs_normal, 'ai:hard'):.0f}% of points; "
          f"puzzles hard: {puzzles:.0f}%; decision p95 ms: {p95:.0f}; medium game s: {game_s:.2f}")


if __name__ == "__main__":
    main()
