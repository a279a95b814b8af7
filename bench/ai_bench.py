"""The computer opponent's strength and speed: `python bench/ai_bench.py`.

Battles: the sample scenarios (maps/scenarios, six) and generator seeds 1-N of each size (small, medium,
large; N = `--per-size`, 20 by default). Every battle is played twice with the seats
swapped, game seed = the battle's index (printed with the battles), the players' seeds
derived from it (as `vvs play` does), so every game can be played again.
  - ai vs simple: `ai:normal` against the `simple` player; a win is 1 point, a draw 1/2;
    the figure is the AI's share of the points.
  - hard vs normal: `ai:hard` (with `--think-ms`, default the player's own) against
    `ai:normal`, the same way; normal vs easy: `ai:normal` against `ai:easy`.
  - attacker wins per size: `ai:normal` against itself, each battle once.
  - decision p95 ms: the 95th percentile of the CPU time `ai:normal` takes for one
    decision, over its decisions in the medium battles of the normal-vs-normal games.
  - segment p95 s: the 95th percentile of the CPU seconds `ai:hard` spends on one of its own
    segments (every decision in it, its search included), medium battles.
  - medium game s: the median CPU seconds of a whole `ai:normal` vs `ai:normal` medium
    battle, in-process, from building the Game to the end.
  - puzzles hard: the share of the tactical puzzles `ai:hard` finds (bench/ai_puzzles.py,
    tests/core/ai/puzzles/), in this process after the games.
Each match figure is printed with its number of games and a 95% interval (normal
approximation on the points). Games run on the balance runner (core/balance/runner.py):
worker processes here (one per core, or `--jobs`) or a Dask cluster (`--scheduler`,
`--scheduler-file`, DASK_SCHEDULER_ADDRESS); times are each process's own CPU time, so
sharing the machine does not inflate them much. `--per-size`, `--sizes`, `--no-samples` and
`--no-puzzles` make a smaller run for a quick check (the figures are the default run's).

Prints, last line: `ai vs simple: A%; hard vs normal: B%; normal vs easy: C%; puzzles hard: P%;
decision p95 ms: D; segment p95 s: S; medium game s: W` (issue 26).
"""

from __future__ import annotations

import argparse
import hashlib
import math
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
from sample_boards import sample_context

from core.ai.specs import player_from_spec
from core.balance.probe_games import dice_seed
from core.balance.runner import Job, run_ordered
from core.balance.where import Where, choose
from core.game.game import Game
from core.game.outcome import Outcome
from core.game.players import Player, play_game, side_seed
from core.resources import maps_dir
from core.scenario import Scenario
from core.scenario.io import load
from core.sides import Side
from generator.battle import generate_battle
from generator.settings import Settings

SIZES = ("small", "medium", "large")
PER_SIZE = 20
COMPUTER = ("allied", "axis")


def battles(sizes: Sequence[str] = SIZES, per_size: int = PER_SIZE, samples: bool = True,
            first: int = 1) -> list[tuple[str, Scenario]]:
    """The sample scenarios (unless `samples` is off), then generator seeds first..first+per_size-1 of each size."""
    found = [(p.stem, load(p)) for p in sorted((maps_dir() / "scenarios").glob("*.json"))] if samples else []
    for size in sizes:
        found += [(f"{size}-{seed}", generate_battle(Settings(size=size), seed).scenario) for seed in range(first, first + per_size)]
    return found


def size_of(name: str) -> str:
    """A battle's size, "sample" for a sample scenario."""
    return next((size for size in SIZES if name.startswith(f"{size}-")), "sample")


class Timed:
    """A player whose decisions are timed (CPU time of this process)."""

    def __init__(self, player: Player) -> None:
        self.player, self.times = player, list[float]()
        self.segments: dict[str, float] = {}  # CPU seconds per own segment, "turn.segment"

    def choose(self, game: Game, state: Any, actions: Sequence[Any]) -> Any:
        own = game.to_act(state) == state.active
        key = f"{state.turn}.{state.segment}"
        started = time.process_time()
        action = self.player.choose(game, state, actions)
        spent = time.process_time() - started
        self.times.append(spent)
        if own:
            self.segments[key] = self.segments.get(key, 0.0) + spent
        return action

    def reason(self) -> str | None:
        return self.player.reason()


Task = tuple[int, str, str]
"""A game for the runner: the battle's index (1-based, also the game's seed), the allied and the axis spec."""


def play(task: Task, scenarios: Sequence[tuple[str, Scenario]], dice: int | None = None) -> dict[str, Any]:
    """One game: `allied` and `axis` specs; returns the winner's side and timings. The scenarios are
    the runner's shared value, sent once to every worker. The dice are the game seed's (the
    battle's index) unless `dice` gives others."""
    index, allied, axis = task
    name, scenario = scenarios[index - 1]
    started = time.process_time()
    players = {side: Timed(player_from_spec(spec, side_seed(side, index))) for side, spec in ((Side.ALLIED, allied), (Side.AXIS, axis))}
    game = Game(scenario, sample_context(scenario), computer=COMPUTER)
    state = play_game(game, game.new_state(index if dice is None else dice), players)
    assert state.result is not None
    winner = Outcome.of(state.result).winner
    return {"name": name, "allied": allied, "axis": axis, "winner": winner.value if winner else None,
            "attacker": game.attacker.value, "level": state.result["level"], "turns": state.result["turns"],
            "reason": state.result["reason"], "cpu": time.process_time() - started,
            "times": {side.value: p.times for side, p in players.items()},
            "segments": {side.value: list(p.segments.values()) for side, p in players.items()}}


def play_fresh(task: Task, scenarios: Sequence[tuple[str, Scenario]]) -> dict[str, Any]:
    """`play` with the same battle and players' seeds on fresh dice (the balance runner's luck
    replays, core.balance.probe_games.dice_seed): what the dice alone change."""
    return play(task, scenarios, dice_seed(task[0]))


def share(results: list[dict[str, Any]], spec: str) -> float:
    """The points `spec` scored over the games, as a percentage."""
    return 100 * sum(_points(r, spec) for r in results) / max(len(results), 1)


def _points(result: dict[str, Any], spec: str) -> float:
    mine = Side.ALLIED.value if result["allied"] == spec else Side.AXIS.value
    return 1.0 if result["winner"] == mine else 0.5 if result["winner"] is None else 0.0


def interval(results: list[dict[str, Any]], spec: str) -> str:
    """`B% of N games (lo-hi)`: the share with a 95% interval (normal approximation on the
    games' points, their own spread: draws make it narrower than a coin's)."""
    points = [_points(r, spec) for r in results]
    n = len(points)
    if n < 2:
        return f"{share(results, spec):.0f}% of {n} games"
    mean = sum(points) / n
    half = 1.96 * math.sqrt(statistics.pvariance(points) / n)
    return f"{100 * mean:.0f}% of {n} games ({100 * max(mean - half, 0):.0f}-{100 * min(mean + half, 1):.0f})"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))] if ordered else 0.0


def swapped(scenarios: Sequence[tuple[str, Scenario]], first: str, second: str) -> list[Task]:
    tasks: list[Task] = []
    for index in range(1, len(scenarios) + 1):
        tasks += [(index, first, second), (index, second, first)]
    return tasks


def play_all(scenarios: Sequence[tuple[str, Scenario]], hard: str, where: Where) -> list[list[dict[str, Any]]]:
    """The four sets of games, in task order, on the runner: ai vs simple, hard vs normal, normal vs easy,
    the normal mirror."""
    sets = (swapped(scenarios, "ai:normal", "simple"), swapped(scenarios, hard, "ai:normal"),
            swapped(scenarios, "ai:normal", "ai:easy"), [(i, "ai:normal", "ai:normal") for i in range(1, len(scenarios) + 1)])
    tasks = [task for tasks in sets for task in tasks]
    digest = hashlib.sha256("-".join(name for name, _ in scenarios).encode()).hexdigest()[:12]
    results = run_ordered(Job(play, tasks, list(scenarios), f"vvs-ai-bench-{digest}"), where)
    split, start = [], 0
    for games in sets:
        split.append(results[start:start + len(games)])
        start += len(games)
    return split


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes here (default: one per core)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    where.add_argument("--scheduler-file", metavar="FILE", help="the same, the address read from a Dask scheduler file")
    parser.add_argument("--per-size", type=int, default=PER_SIZE, help="generated battles per size, seeds 1-N (default %(default)s)")
    parser.add_argument("--think-ms", type=int, help="the hard level's think budget (default: the player's own)")
    parser.add_argument("--sizes", nargs="+", default=SIZES, choices=SIZES)
    parser.add_argument("--no-samples", action="store_true", help="leave out the three sample scenarios")
    parser.add_argument("--no-puzzles", action="store_true", help="leave out the tactical puzzles")
    return parser.parse_args()


def main() -> None:
    args = arguments()
    hard = "ai:hard" if args.think_ms is None else f"ai:hard:balanced:{args.think_ms}ms"
    scenarios = battles(args.sizes, args.per_size, not args.no_samples)
    print("battles (game seed = index):", ", ".join(f"{i}={n}" for i, (n, _) in enumerate(scenarios, start=1)), flush=True)
    vs_simple, vs_normal, vs_easy, mirror = play_all(scenarios, hard, choose(args.jobs, args.scheduler, args.scheduler_file))
    medium = [r for r in mirror if r["name"].startswith("medium-")] or mirror
    decisions = [t for r in medium for side in r["times"].values() for t in side]
    p95 = percentile(decisions, 0.95) * 1000
    game_s = statistics.median(r["cpu"] for r in medium) if medium else 0.0
    hard_segments = [t for r in vs_normal if r["name"].startswith("medium-")
                     for t in r["segments"][Side.ALLIED.value if r["allied"] == hard else Side.AXIS.value]]
    rates = []
    for size in ("sample", *args.sizes):
        games = [r for r in mirror if size_of(r["name"]) == size]
        if size == "sample" and args.no_samples:
            continue
        won = sum(r["winner"] == r["attacker"] for r in games)
        rates.append(f"{size} {100 * won / max(len(games), 1):.0f}%")
    print(f"{len(scenarios)} battles, seats swapped; {len(decisions)} timed ai:normal decisions and "
          f"{len(hard_segments)} ai:hard segments on medium battles")
    print(f"ai:normal vs ai:normal, attacker wins: {', '.join(rates)}")
    print(f"ai:normal vs simple: {interval(vs_simple, 'ai:normal')}; {hard} vs ai:normal: {interval(vs_normal, hard)}; "
          f"ai:normal vs ai:easy: {interval(vs_easy, 'ai:normal')}")
    medium_hard = [r for r in vs_normal if r["name"].startswith("medium-")]
    print(f"{hard} vs ai:normal on medium battles: {interval(medium_hard, hard)}; hard segment max s: "
          f"{max(hard_segments, default=0.0):.2f}")
    puzzles = float("nan") if args.no_puzzles else hard_share()
    print(f"ai vs simple: {share(vs_simple, 'ai:normal'):.0f}%; hard vs normal: {share(vs_normal, hard):.0f}%; "
          f"normal vs easy: {share(vs_easy, 'ai:normal'):.0f}%; puzzles hard: {puzzles:.0f}%; decision p95 ms: {p95:.0f}; "
          f"segment p95 s: {percentile(hard_segments, 0.95):.2f}; medium game s: {game_s:.2f}")


if __name__ == "__main__":
    main()
