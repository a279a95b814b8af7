"""Tuning the computer's evaluation weights by self-play (core/ai/spsa.py), on the balance runner.

    python -m generator.ai_tuning --rounds 100 --pairs 8 --jobs 2
    python -m generator.ai_tuning --rounds 300 --pairs 32 --scheduler tcp://10.0.0.5:8786
    python -m generator.ai_tuning --apply

Each round draws `--pairs` sign vectors; each pair plays one battle twice with the seats
swapped, θ + cΔ against θ - cΔ, at the normal level (the weights are the file's `terms`,
shared by every level and personality). The battles come from a pool generated with the
tuning seeds (TUNING_SEEDS: never the AI bench's battles, seeds 1-20, nor the balance
bench's or the calibration's), the sizes taking turns. Every round is appended to
LOG_FILE, so a run can be stopped and started again where it stopped; `--apply` writes the
last round's weights, and how they were found, into core/data/ai_personalities.json.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

from core.ai.spsa import Gains, Spsa
from core.balance.games import Battle, game_for
from core.balance.runner import Job, run_ordered
from core.balance.where import Where, WhereError, choose
from core.jsonio import write_bytes_atomic
from core.resources import data_path

TUNED = ("objective_control", "goal_progress", "fire_taken", "fire_dealt", "morale", "time_left")
"""The weighed terms (core.ai.terms) the tuner moves; the terms weighed 0 stay unweighed."""
TUNING_SEEDS = 1_300_000
SIZES = ("small", "medium", "large")
POOL = 12
"""Battles per size in the pool (the rounds draw from them in turn)."""
LEVEL = "normal"
LOG_FILE = Path(__file__).resolve().parents[1] / "bench" / "tuning" / "spsa.jsonl"

Weights = tuple[tuple[str, float], ...]
Task = tuple[int, int, Weights, Weights]
"""A game: the battle's index in the pool, the game seed, the allied and the axis weights."""


def pool(per_size: int = POOL) -> list[Battle]:
    from generator.battle import generate_battle
    from generator.settings import Settings

    return [Battle.of(generate_battle(Settings(size=size), TUNING_SEEDS + 1_000 * s + i).scenario)
            for i in range(per_size) for s, size in enumerate(SIZES)]


def play_pair_game(task: Task, battles: Sequence[Battle]) -> float:
    """The allied side's points in one game (1, 1/2 for a draw, 0): the runner's job function."""
    from core.ai.player import AiPlayer
    from core.ai.profile import default_personality
    from core.game.outcome import Outcome
    from core.game.players import play_game, side_seed
    from core.sides import Side

    index, seed, allied, axis = task
    battle = battles[index]
    game = game_for(battle)  # the balance runner's own per-process Game (a rebuild costs a few ms)
    base = default_personality()
    players = {side: AiPlayer(LEVEL, replace(base, terms=MappingProxyType({**base.terms, **dict(weights)})),
                              side_seed(side, seed))
               for side, weights in ((Side.ALLIED, allied), (Side.AXIS, axis))}
    state = play_game(game, game.new_state(seed), players)
    assert state.result is not None
    return (Outcome.of(state.result).returns(Side.ALLIED) + 1) / 2


def _frozen(weights: Mapping[str, float]) -> Weights:
    return tuple(sorted((n, round(w, 6)) for n, w in weights.items()))


def play_round(spsa: Spsa, pairs: int, battles: Sequence[Battle], where: Where) -> list[tuple[dict[str, int], float]]:
    """One round's game pairs; each (Δ, r) with r the plus side's points minus the minus side's."""
    rng = random.Random(f"spsa-{spsa.k}")
    deltas = spsa.perturbations(rng, pairs)
    tasks: list[Task] = []
    for number, delta in enumerate(deltas):
        plus, minus = (_frozen(w) for w in spsa.pair(delta))
        index, seed = (spsa.k * pairs + number) % len(battles), spsa.k * pairs + number + 1
        tasks += [(index, seed, plus, minus), (index, seed, minus, plus)]
    points = run_ordered(Job(play_pair_game, tasks, list(battles), f"vvs-ai-tuning-{len(battles)}"), where)
    return [(delta, points[2 * i] + (1.0 - points[2 * i + 1]) - 1.0) for i, delta in enumerate(deltas)]


def resume(path: Path, start: Mapping[str, float], gains: Gains) -> Spsa:
    spsa = Spsa.starting(start, TUNED, gains)
    if path.exists():
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        if rows:
            spsa.theta, spsa.k = {n: math.log(w) for n, w in rows[-1]["weights"].items()}, rows[-1]["round"] + 1
    return spsa


def tune(rounds: int, pairs: int, where: Where, path: Path = LOG_FILE, battles: Sequence[Battle] = ()) -> Spsa:
    """Play rounds until the log holds `rounds` of them (on the tuning pool unless `battles` are given)."""
    from core.ai.profile import default_personality

    spsa = resume(path, default_personality().terms, Gains())
    battles = battles or pool()
    path.parent.mkdir(parents=True, exist_ok=True)
    while spsa.k < rounds:
        measured = play_round(spsa, pairs, battles, where)
        mean = sum(r for _, r in measured) / len(measured)
        spsa.update(measured)
        weights = {n: round(w, 4) for n, w in spsa.weights().items()}
        row = {"round": spsa.k - 1, "pairs": pairs, "mean_r": round(mean, 4), "weights": weights}
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(row, sort_keys=True) + "\n")
        print(f"round {spsa.k - 1}: " + ", ".join(f"{n} {w:.2f}" for n, w in weights.items()), flush=True)
    return spsa


def apply(path: Path = LOG_FILE, target: Path | None = None) -> dict[str, float]:
    """Write the log's last weights into the personalities file's `terms`, with how they were found."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    last = rows[-1]
    target = target or data_path("ai_personalities.json")
    document = json.loads(target.read_text(encoding="utf-8"))
    document.setdefault("easy_terms", {n: document["terms"][n] for n in TUNED})  # the easy level keeps its judgment
    document["terms"].update({n: round(w, 3) for n, w in last["weights"].items()})
    document["tuning"] = {
        "method": "SPSA by self-play (core/ai/spsa.py, generator/ai_tuning.py)",
        "level": LEVEL, "rounds": last["round"] + 1, "games": 2 * sum(r["pairs"] for r in rows),
        "battles": f"generated, seeds {TUNING_SEEDS}+ ({', '.join(SIZES)})", "log": "bench/tuning/spsa.jsonl"}
    # the file's own order kept (the personalities' order is the order the start dialog lists them in)
    write_bytes_atomic(target, (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode())
    return dict(document["terms"])


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.ai_tuning", description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes here (default: one per core)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on a Dask cluster")
    where.add_argument("--scheduler-file", metavar="FILE", help="the same, the address read from a Dask scheduler file")
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--pairs", type=int, default=8, help="game pairs (each battle twice, seats swapped) per round")
    parser.add_argument("--log", type=Path, default=LOG_FILE)
    parser.add_argument("--apply", action="store_true", help="write the log's last weights into the data file")
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.apply:
        print(json.dumps(apply(args.log), sort_keys=True))
        return 0
    try:
        tune(args.rounds, args.pairs, choose(args.jobs, args.scheduler, args.scheduler_file), args.log)
    except WhereError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
