"""Tuning the computer's evaluation weights by self-play (core/ai/spsa.py), on the balance runner.

    python -m generator.ai_tuning --rounds 100 --pairs 8 --jobs 2
    python -m generator.ai_tuning --rounds 300 --pairs 32 --scheduler tcp://10.0.0.5:8786
    python -m generator.ai_tuning --apply
    python -m generator.ai_tuning --level hard --against normal --rounds 40 --pairs 12
    python -m generator.ai_tuning --level normal --against easy --rounds 40 --pairs 12

Each round draws `--pairs` sign vectors. By default each pair plays one battle twice with
the seats swapped, θ + cΔ against θ - cΔ, at the normal level (the weights are the file's
`terms`, shared by normal and hard and every personality). With `--against LEVEL` the
tuned level's θ + cΔ and θ - cΔ each play the same battle, on the same dice, both seats,
against that level as it stands, and the measurement is what the plus side scored more than
the minus side: a best response to a level below (`--apply` writes it as the level's
`LEVEL_terms`, which that level alone judges with; docs/ai.md "Tuning"). The battles come
from a pool generated with the tuning seeds (TUNING_SEEDS: never the AI bench's battles,
seeds 1-20, nor the balance bench's or the calibration's), the sizes taking turns. Every
round is appended to the log, so a run can be stopped and started again where it stopped;
`--apply` writes the last round's weights, and how they were found, into
core/data/ai_personalities.json.
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
from typing import TYPE_CHECKING

from core.ai.profile import LEVEL_WEIGHTED
from core.ai.spsa import Gains, Spsa
from core.balance.games import Battle, game_for
from core.balance.runner import Job, run_ordered
from core.balance.where import Where, WhereError, choose
from core.jsonio import write_bytes_atomic
from core.resources import data_path

if TYPE_CHECKING:
    from core.ai.player import AiPlayer

TUNED = ("objective_control", "goal_progress", "fire_taken", "route_fire", "fire_dealt", "morale", "time_left")
"""The weighed terms (core.ai.terms) the tuner moves; the terms weighed 0 stay unweighed."""
TUNING_SEEDS = 1_300_000
SIZES = ("small", "medium", "large")
POOL = 12
"""Battles per size in the pool (the rounds draw from them in turn)."""
LEVEL = "normal"
LOG_DIR = Path(__file__).resolve().parents[1] / "bench" / "tuning"
LOG_FILE = LOG_DIR / "spsa.jsonl"
BEST_RESPONSE_GAINS = Gains(a=1.0, c=0.3, stability=4.0)
"""A best-response run is short (tens of rounds), so its steps start larger than self-play's."""

Weights = tuple[tuple[str, float], ...]
Seat = tuple[str, Weights]
"""A player: its level and its weights (empty: the level's own, as the data file gives them)."""
Task = tuple[int, int, Seat, Seat]
"""A game: the battle's index in the pool, the game seed, the allied and the axis player."""


def log_for(level: str, against: str | None) -> Path:
    """Each kind of run keeps its own log: self-play at normal in spsa.jsonl, a best response
    in spsa-LEVEL-vs-AGAINST.jsonl."""
    return LOG_FILE if against is None and level == LEVEL else LOG_DIR / f"spsa-{level}-vs-{against or level}.jsonl"


def pool(per_size: int = POOL) -> list[Battle]:
    from generator.battle import generate_battle
    from generator.settings import Settings

    return [Battle.of(generate_battle(Settings(size=size), TUNING_SEEDS + 1_000 * s + i).scenario)
            for i in range(per_size) for s, size in enumerate(SIZES)]


def _player(seat: Seat, seed: int) -> AiPlayer:
    from core.ai.player import AiPlayer
    from core.ai.profile import default_personality

    level, weights = seat
    base = default_personality()
    if weights:  # the given weights as the personality's own, which every level keeps
        own = MappingProxyType({**base.own_terms, **dict(weights)})
        base = replace(base, terms=MappingProxyType({**base.terms, **own}), own_terms=own)
    return AiPlayer(level, base, seed)


def play_pair_game(task: Task, battles: Sequence[Battle]) -> float:
    """The allied side's points in one game (1, 1/2 for a draw, 0): the runner's job function."""
    from core.game.outcome import Outcome
    from core.game.players import play_game, side_seed
    from core.sides import Side

    index, seed, allied, axis = task
    battle = battles[index]
    game = game_for(battle)  # the balance runner's own per-process Game (a rebuild costs a few ms)
    players = {side: _player(seat, side_seed(side, seed)) for side, seat in ((Side.ALLIED, allied), (Side.AXIS, axis))}
    state = play_game(game, game.new_state(seed), players)
    assert state.result is not None
    return (Outcome.of(state.result).returns(Side.ALLIED) + 1) / 2


def _frozen(weights: Mapping[str, float]) -> Weights:
    return tuple(sorted((n, round(w, 6)) for n, w in weights.items()))


def _pair_tasks(index: int, seed: int, plus: Seat, minus: Seat, against: Seat | None) -> list[Task]:
    """Self-play: plus against minus, both seats. A best response: plus, then minus, against
    the fixed level, both seats, on the same battle and dice (their difference is the signal)."""
    if against is None:
        return [(index, seed, plus, minus), (index, seed, minus, plus)]
    return [(index, seed, plus, against), (index, seed, against, plus),
            (index, seed, minus, against), (index, seed, against, minus)]


def _pair_result(points: Sequence[float], best_response: bool) -> float:
    """The plus side's points minus the minus side's: in [-1, 1] for self-play, [-2, 2] else."""
    if not best_response:
        return points[0] + (1.0 - points[1]) - 1.0
    return points[0] - points[1] - points[2] + points[3]


def play_round(spsa: Spsa, pairs: int, battles: Sequence[Battle], where: Where,
               level: str = LEVEL, against: str | None = None) -> list[tuple[dict[str, int], float]]:
    """One round's game pairs; each (Δ, r) with r the plus side's points minus the minus side's."""
    rng = random.Random(f"spsa-{spsa.k}")
    deltas = spsa.perturbations(rng, pairs)
    fixed: Seat | None = (against, ()) if against is not None else None
    tasks: list[Task] = []
    for number, delta in enumerate(deltas):
        plus, minus = ((level, _frozen(w)) for w in spsa.pair(delta))
        index, seed = (spsa.k * pairs + number) % len(battles), spsa.k * pairs + number + 1
        tasks += _pair_tasks(index, seed, plus, minus, fixed)
    points = run_ordered(Job(play_pair_game, tasks, list(battles), f"vvs-ai-tuning-{len(battles)}"), where)
    width = len(tasks) // pairs
    return [(delta, _pair_result(points[width * i:width * (i + 1)], fixed is not None)) for i, delta in enumerate(deltas)]


def resume(path: Path, start: Mapping[str, float], gains: Gains) -> Spsa:
    spsa = Spsa.starting(start, TUNED, gains)
    if path.exists():
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        if rows:
            spsa.theta.update({n: math.log(w) for n, w in rows[-1]["weights"].items() if n in spsa.theta})
            spsa.k = rows[-1]["round"] + 1
    return spsa


def tune(rounds: int, pairs: int, where: Where, path: Path | None = None, battles: Sequence[Battle] = (),
         level: str = LEVEL, against: str | None = None) -> Spsa:
    """Play rounds until the log holds `rounds` of them (on the tuning pool unless `battles` are
    given), starting from the weights the level judges with now."""
    from core.ai.profile import default_personality

    path = path or log_for(level, against)
    gains = Gains() if against is None else BEST_RESPONSE_GAINS
    spsa = resume(path, default_personality().at_level(level).terms, gains)
    battles = battles or pool()
    path.parent.mkdir(parents=True, exist_ok=True)
    while spsa.k < rounds:
        measured = play_round(spsa, pairs, battles, where, level, against)
        mean = sum(r for _, r in measured) / len(measured)
        spsa.update(measured)
        weights = {n: round(w, 4) for n, w in spsa.weights().items()}
        row = {"round": spsa.k - 1, "pairs": pairs, "mean_r": round(mean, 4), "weights": weights}
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(row, sort_keys=True) + "\n")
        print(f"round {spsa.k - 1}: " + ", ".join(f"{n} {w:.2f}" for n, w in weights.items()), flush=True)
    return spsa


def apply(path: Path | None = None, target: Path | None = None, level: str = LEVEL, against: str | None = None) -> dict[str, float]:
    """Write the log's last weights into the personalities file (`terms` for the self-play run,
    `LEVEL_terms` for a best response), with how they were found."""
    path = path or log_for(level, against)
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    last = rows[-1]
    target = target or data_path("ai_personalities.json")
    document = json.loads(target.read_text(encoding="utf-8"))
    document.setdefault("easy_terms", {n: document["terms"][n] for n in TUNED})  # the easy level keeps its judgment
    key = "terms" if against is None else f"{level}_terms"
    document.setdefault(key, {}).update({n: round(w, 3) for n, w in last["weights"].items()})
    played = 2 * sum(r["pairs"] for r in rows) * (1 if against is None else 2)
    document["tuning" if against is None else f"{level}_tuning"] = {
        "method": "SPSA by self-play (core/ai/spsa.py, generator/ai_tuning.py)" if against is None
        else f"SPSA best response to {against} (core/ai/spsa.py, generator/ai_tuning.py)",
        "level": level, "rounds": last["round"] + 1, "games": played,
        "battles": f"generated, seeds {TUNING_SEEDS}+ ({', '.join(SIZES)})",
        "log": path.relative_to(LOG_DIR.parents[1]).as_posix() if path.is_relative_to(LOG_DIR.parents[1]) else path.name}
    # the file's own order kept (the personalities' order is the order the start dialog lists them in)
    write_bytes_atomic(target, (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode())
    return dict(document[key])


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.ai_tuning", description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes here (default: one per core)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on a Dask cluster")
    where.add_argument("--scheduler-file", metavar="FILE", help="the same, the address read from a Dask scheduler file")
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--pairs", type=int, default=8, help="game pairs (each battle twice, seats swapped) per round")
    parser.add_argument("--level", choices=LEVEL_WEIGHTED[1:], default=LEVEL, help="the level whose weights are tuned")
    parser.add_argument("--against", choices=LEVEL_WEIGHTED[:-1], help="tune a best response to this level (default: self-play)")
    parser.add_argument("--log", type=Path, help="the rounds' log (default: bench/tuning/spsa[-LEVEL-vs-AGAINST].jsonl)")
    parser.add_argument("--apply", action="store_true", help="write the log's last weights into the data file")
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.level != LEVEL and args.against is None:
        parser.error("only the normal level is tuned by self-play; give --against for another level")
    if args.against is not None and LEVEL_WEIGHTED.index(args.against) >= LEVEL_WEIGHTED.index(args.level):
        parser.error(f"a best response is tuned for a level above the one it plays ({' < '.join(LEVEL_WEIGHTED)}): "
                     f"--level {args.level} cannot answer --against {args.against}")
    log = args.log or log_for(args.level, args.against)
    if args.apply:
        print(json.dumps(apply(log, level=args.level, against=args.against), sort_keys=True))
        return 0
    try:
        tune(args.rounds, args.pairs, choose(args.jobs, args.scheduler, args.scheduler_file), log,
             level=args.level, against=args.against)
    except WhereError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
