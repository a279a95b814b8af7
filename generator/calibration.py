"""Fitting the generator's balance model from played games (generator/balance_model.py).

    python -m generator.calibration collect --per-cell 150 --jobs 2
    python -m generator.calibration collect --per-cell 400 --scheduler tcp://10.0.0.5:8786
    python -m generator.calibration collect --per-cell 400 --cells small/objective small/elimination small/exit
    python -m generator.calibration collect --anchor --per-cell 120 --cells large/objective large/elimination large/exit
    python -m generator.calibration fit

`collect` generates battles of every size and scenario type with calibration
seeds (CALIBRATION_SEEDS, never the seeds bench/balance_bench.py measures on),
makes the balancing aim at a force ratio drawn log-uniformly from RATIO_RANGE
(so the games show how the win rate moves with the ratio), plays each once with
`ai:normal` on both sides and appends one line per game to GAMES_FILE; it can
be stopped and run again, and goes on where it stopped. The games are played by
the balance runner (core/balance/runner.py): worker processes here (`--jobs`) or a
Dask cluster (`--scheduler`, `--scheduler-file`, DASK_SCHEDULER_ADDRESS), exactly
as `vvs balance` plays them.

`collect --anchor --cells ...` plays the named cells' battles exactly as the
present model deals them (ANCHOR_SEEDS); `fit` then moves only those cells'
intercepts so the model expects the wins those games gave. This is the cheap
recalibration after a change of the computer opponent that moved some cells
(its situational skills moved the large battles): the slopes, learnt from the
spread-out plans, are kept.

`fit` fits a logistic regression with a ridge penalty by iteratively
reweighted least squares and writes generator/data/balance-model.json with
how it was made. The size-and-type intercepts and the ratio slopes are not
penalised (there are games enough for each); the location, nation, force and
vehicle terms are, so a location seen in a handful of games moves its battles
only a little. Refitting the same games gives the same model (a test checks it).
Run both again whenever the computer opponent or the generator's forces change.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from core.balance.runner import Job, run_tasks
from core.balance.where import Where, WhereError, choose
from core.jsonio import dumps_canonical, write_bytes_atomic
from core.resources import package_dir
from generator.balance_model import EXTRA_TURNS, MODEL_FILE, Plan, ratio_feature
from generator.rng import Rng
from generator.settings import SCENARIO_TYPES, Size

SIZES = tuple(s.value for s in Size)
CELLS = tuple((size, kind) for size in SIZES for kind in SCENARIO_TYPES)
CALIBRATION_SEEDS = 10_000
"""Cell k's battles use seeds CALIBRATION_SEEDS + k * 10_000 + i."""
RATIO_RANGE = (0.75, 2.0)
PLAYERS = "ai:normal"
GOAL = 0.55
PENALTY = 2.0
GAMES_FILE = Path(__file__).resolve().parents[1] / "bench" / "calibration" / "games.jsonl"
UNPENALISED = ("bias", "cell:", "log_ratio:", "extra_turns:")


FOCUS_SEEDS = 510_000
"""The focused round's seeds: cell k's battles use FOCUS_SEEDS + k * 10_000 + i."""
FOCUS_SPREAD = 0.25
"""The focused round aims within exp(±FOCUS_SPREAD) of the fair ratio the model gives."""
ANCHOR_SEEDS = 610_000
"""The anchor round's seeds: cell k's battles use ANCHOR_SEEDS + k * 10_000 + i."""
ROUND_SEEDS = {"wide": CALIBRATION_SEEDS, "focus": FOCUS_SEEDS, "anchor": ANCHOR_SEEDS}


def cell_seeds(cell: int, count: int, round_name: str = "wide") -> range:
    first = ROUND_SEEDS[round_name] + cell * 10_000
    return range(first, first + count)


def sampled_plan(seed: int) -> Plan:
    """A force ratio drawn log-uniformly from RATIO_RANGE and an extra-turns count drawn evenly from EXTRA_TURNS."""
    rng = Rng(seed, "calibration")
    low, high = RATIO_RANGE
    share = rng.next64() / 2**64
    return Plan(math.exp(math.log(low) + share * (math.log(high) - math.log(low))), rng.choice(EXTRA_TURNS))


def focused_plan(size: str, kind: str, seed: int) -> Plan:
    """A plan near the one the generator would deal for this battle under the present model: its
    turns, and a ratio within exp(±FOCUS_SPREAD) of the fair one. The first round's plans are
    spread wide to learn the slopes; this round fills in the ground the generator actually
    stands on, where a slope fitted mostly from lopsided battles extrapolates worst."""
    from generator.balance_model import balance_model
    from generator.battle import generate_battle
    from generator.settings import Settings

    drawn = generate_battle(Settings(size=size, scenario_type=kind), seed, plan=Plan(1.0, 0))
    fair = balance_model().fair_plan(drawn.features, size, kind)
    share = Rng(seed, "calibration-focus").next64() / 2**64
    return Plan(fair.ratio * math.exp(FOCUS_SPREAD * (2 * share - 1)), fair.extra_turns)


def play_cell_seed(task: tuple[str, str, int, str], _shared: object = None) -> dict[str, Any]:
    """One calibration game: the battle aimed at its plan, played once, as a line of the games file
    (the runner's job function: the task is the item, nothing is shared). The anchor round plays
    the battle exactly as the generator deals it under the present model."""
    size, kind, seed, round_name = task
    if round_name == "anchor":
        return {**play_generated(size, kind, seed), "round": round_name}
    plan = focused_plan(size, kind, seed) if round_name == "focus" else sampled_plan(seed)
    return {**play_generated(size, kind, seed, plan), "aim": round(plan.ratio, 4), "round": round_name}


def play_generated(size: str, kind: str, seed: int, plan: Plan | None = None, players: str = PLAYERS) -> dict[str, Any]:
    """Generate the battle of this size, type and seed (the other settings random, as a player leaves
    them), play it once with its own seed and `players` (the model's `ai:normal`) on both sides, and
    say how it went."""
    from core.balance.games import Battle, play
    from generator.battle import GenerationError, generate_battle
    from generator.settings import Settings

    row: dict[str, Any] = {"seed": seed, "size": size, "type": kind}
    try:
        battle = generate_battle(Settings(size=size, scenario_type=kind), seed, plan=plan)
    except GenerationError as error:
        return {**row, "error": str(error)}
    record = play(Battle.of(battle.scenario, attacker=players, defender=players), seed)
    expected = battle.model_attacker_win if plan is None else None
    return {**row, "features": {k: round(v, 6) for k, v in battle.features.items()}, "winner": record.winner,
            "level": record.level, "turns": record.turns, "expected": expected, "seconds": round(record.seconds, 3)}


def collect(per_cell: int, where: Where, path: Path = GAMES_FILE, cells: Sequence[str] = (), round_name: str = "wide",
            block: int | None = None) -> int:
    """Play each cell's first `per_cell` calibration seeds not yet in the games file (only the
    named cells, `small/exit`, when `cells` is given: the cheap small games can be had in
    greater numbers); returns how many were played."""
    from tqdm import tqdm

    done = {row["seed"] for row in read_games(path)} if path.exists() else set()
    todo = [(size, kind, seed, round_name) for i in range(per_cell) for k, (size, kind) in enumerate(CELLS)
            for seed in (cell_seeds(k, per_cell, round_name)[i],)
            if seed not in done and (not cells or f"{size}/{kind}" in cells)]
    path.parent.mkdir(parents=True, exist_ok=True)
    from core.version import __version__

    job: Job[tuple[str, str, int, str], None, dict[str, Any]] = Job(
        play_cell_seed, todo, None, f"vvs-{__version__}-calibration-{MODEL_FILE}")
    games = run_tasks(job, where, block=block)
    tqdm.monitor_interval = 0
    with path.open("a", encoding="utf-8") as out, tqdm(total=len(todo), unit="game", disable=None) as bar:
        for _, row in games:
            out.write(json.dumps(row, sort_keys=True) + "\n")
            out.flush()
            bar.update(1)
    return len(todo)


def read_games(path: Path = GAMES_FILE) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return sorted(rows, key=lambda row: row["seed"])


def fit(rows: Sequence[dict[str, Any]], penalty: float = PENALTY) -> dict[str, float]:
    """The model's weights by feature name: the ridge fit of the wide and focused rounds, then
    each cell with anchor games re-anchored on them (`anchor_shifts`)."""
    weights = ridge_fit([row for row in rows if row.get("round") != "anchor"], penalty)
    for cell, shift in anchor_shifts(rows, weights).items():
        weights[cell] = round(weights[cell] + shift, 6)
    return weights


def anchor_shifts(rows: Sequence[dict[str, Any]], weights: dict[str, float]) -> dict[str, float]:
    """How far each cell's intercept must move for the model to expect, over the cell's anchor
    games, exactly the wins they gave, every other weight held (maximum likelihood in the one
    intercept, by Newton's method). Why: a change of the computer opponent that moves one size's
    win rate (its situational skills moved the large battles) is measured far more cheaply at the
    plans the generator deals than by playing every wide and focused game again, and the slopes
    learnt from the spread-out plans still hold near the fair plan (balance_bench checks it on
    fresh seeds)."""
    shifts: dict[str, float] = {}
    for size, kind in CELLS:
        cell = [row for row in rows if row.get("round") == "anchor" and "winner" in row
                and row["size"] == size and row["type"] == kind]
        if not cell:
            continue
        base = [sum(weights.get(k, 0.0) * v for k, v in row["features"].items()) for row in cell]
        won = sum(1 for row in cell if row["winner"] == "attacker")
        shift = 0.0
        for _ in range(100):
            rates = [1 / (1 + math.exp(-(b + shift))) for b in base]
            step = (won - sum(rates)) / max(1e-9, sum(r * (1 - r) for r in rates))
            shift = max(-10.0, min(10.0, shift + step))
            if abs(step) < 1e-12:
                break
        shifts[f"cell:{size}/{kind}"] = shift
    return shifts


def ridge_fit(rows: Sequence[dict[str, Any]], penalty: float = PENALTY) -> dict[str, float]:
    """Ridge logistic regression by Newton's method (IRLS); weights by feature name."""
    import numpy as np

    played = [row for row in rows if "winner" in row]
    names = sorted({name for row in played for name in row["features"]})
    index = {name: i for i, name in enumerate(names)}
    x = np.zeros((len(played), len(names)))
    for r, row in enumerate(played):
        for name, value in row["features"].items():
            x[r, index[name]] = value
    y = np.array([1.0 if row["winner"] == "attacker" else 0.0 for row in played])
    ridge = np.diag([0.0 if name.startswith(UNPENALISED) else penalty for name in names]) + 1e-6 * np.eye(len(names))
    w = np.zeros(len(names))
    for _ in range(100):
        p = 1 / (1 + np.exp(-(x @ w)))
        gradient = x.T @ (y - p) - ridge @ w
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + ridge
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.max(np.abs(step)) < 1e-10:
            break
    return {name: round(float(value), 6) for name, value in zip(names, w)}


def measures(rows: Sequence[dict[str, Any]], weights: dict[str, float]) -> dict[str, Any]:
    """How well the model fits its own games, per size and type: games, measured and predicted
    attacker wins; for a re-anchored cell, over its anchor games (the ones its intercept stands on)."""
    out: dict[str, Any] = {}
    for size, kind in CELLS:
        played = [row for row in rows if "winner" in row and row["size"] == size and row["type"] == kind]
        anchors = [row for row in played if row.get("round") == "anchor"]
        cell = anchors or played
        predicted = sum(_win_rate(weights, row["features"]) for row in cell)
        won = sum(1 for row in cell if row["winner"] == "attacker")
        out[f"{size}/{kind}"] = {"games": len(cell), "attacker_won": won, "predicted": round(predicted, 1),
                                 "ratio_slope": weights.get(ratio_feature(size, kind), 0.0),
                                 **({"anchor_round": True} if anchors else {})}
    return out


def anchored_note(played: Sequence[dict[str, Any]]) -> str:
    """Which cells the anchor round re-anchored, on how many games, for people reading the model file."""
    anchors = [row for row in played if row.get("round") == "anchor"]
    if not anchors:
        return "no cell"
    cells = sorted({f"{row['size']}/{row['type']}" for row in anchors})
    return (f"{', '.join(cells)}: intercepts re-anchored on {len(anchors)} games played as the model before them "
            f"dealt the battles, with the computer opponent of their time; every other weight comes from the "
            f"wide and focused rounds")


def _win_rate(weights: dict[str, float], features: dict[str, float]) -> float:
    return 1 / (1 + math.exp(-sum(weights.get(k, 0.0) * v for k, v in features.items())))


def model_document(rows: Sequence[dict[str, Any]], penalty: float = PENALTY) -> dict[str, Any]:
    weights = fit(rows, penalty)
    played = [row for row in rows if "winner" in row]
    seeds = sorted(row["seed"] for row in played)
    return {
        "format": 1,
        "goal": GOAL,
        "weights": weights,
        "made": {
            "command": "python -m generator.calibration collect [--focus | --anchor --cells ...] && "
                       "python -m generator.calibration fit",
            "games": len(played),
            "players": f"{PLAYERS} against {PLAYERS}, each battle played once with its own seed",
            "seeds": f"{seeds[0]}-{seeds[-1]}, {len(CELLS)} cells of size x scenario type (CALIBRATION_SEEDS; "
                     f"the focused round FOCUS_SEEDS, the anchor round ANCHOR_SEEDS)",
            "rounds": {name: sum(1 for row in played if row.get("round", "wide") == name) for name in ROUND_SEEDS},
            "plans": f"force ratio aimed at log-uniformly from {RATIO_RANGE[0]} to {RATIO_RANGE[1]}, "
                     f"extra turns drawn evenly from {list(EXTRA_TURNS)}",
            "penalty": penalty,
            "games_file": "bench/calibration/games.jsonl",
            "cells": measures(rows, weights),
            "anchored": anchored_note(played),
        },
    }


def write_model(document: dict[str, Any]) -> Path:
    path = package_dir("generator") / "data" / MODEL_FILE
    write_bytes_atomic(path, dumps_canonical(document).encode("utf-8"))
    return path


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.calibration", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gather = commands.add_parser("collect", help="play calibration games (appends to the games file; resumes)")
    gather.add_argument("--per-cell", type=int, default=200)
    where = gather.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes on this machine (default: one per core, or the Dask "
                       "scheduler DASK_SCHEDULER_ADDRESS or the Dask configuration names)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    where.add_argument("--scheduler-file", metavar="FILE", help="the same, the address read from a Dask scheduler file")
    gather.add_argument("--cells", nargs="*", default=(), metavar="SIZE/TYPE", help="only these cells, e.g. small/exit")
    gather.add_argument("--focus", action="store_const", const="focus", dest="round_name", default="wide",
                        help="the second round: plans near the present model's fair ones (FOCUS_SEEDS)")
    gather.add_argument("--games-file", type=Path, default=GAMES_FILE, help="where the games go (default: %(default)s)")
    gather.add_argument("--anchor", action="store_const", const="anchor", dest="round_name",
                        help="battles as the present model deals them, to re-anchor the named cells' intercepts "
                             "after the computer opponent changed (ANCHOR_SEEDS)")
    commands.add_parser("fit", help="fit the model from the games file and write generator/data/balance-model.json")
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.command == "collect":
        try:
            place = choose(args.jobs, args.scheduler, args.scheduler_file)
        except WhereError as error:
            parser.error(str(error))
        from core.balance.cluster import ClusterError

        try:
            collect(args.per_cell, place, args.games_file, cells=args.cells, round_name=args.round_name)
        except ClusterError as error:
            print(f"python -m generator.calibration: {error}", file=sys.stderr)
            return 2
    else:
        path = write_model(model_document(read_games()))
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
