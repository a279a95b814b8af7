"""`vvs ladder`: a round robin of the computer's levels and personalities, rated by OpenSkill.

Every pair of players meets on every battle (the sample scenarios, generated
battles, and any scenario files named) with the seats swapped from game to game
(core/ladder/schedule.py); the games run on the balance runner, on worker
processes here or on a Dask cluster (core/balance/where.py chooses, as for `vvs
balance`); the ratings are fitted in schedule order (core/ladder/ratings.py), so the
same arguments give the same table for any --jobs. The progress bar (tqdm, on stderr)
stays away under --json. Ctrl+C stops the run: the games played are rated and
reported (and kept with --out), marked as interrupted, and the command exits 130.
"""

from __future__ import annotations

import argparse
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from core.balance.games import Battle, GameFailed
from core.commands import EXIT_INTERRUPTED, EXIT_OK, CommandError, add_json_flag, emit_json, non_negative_int, printable
from core.commands.where_args import add_where_arguments, positive_int
from core.ladder.games import NamedBattle, Outcome
from core.ladder.report import Ladder, ladder_document, table_lines, timing
from core.ladder.schedule import DEFAULT_GAMES_PER_PAIR, DEFAULT_SEED, default_players, schedule

Dealer = Callable[[Sequence[str], int, int], list[NamedBattle]]
"""The generated battles for sizes, a number per size and the first seed (generator/ladder_battles.py)."""

SIZES = ("small", "medium", "large")
DEFAULT_SIZES = ("small",)
DEFAULT_PER_SIZE = 2


def register(subparsers: Any, deal: Dealer | None = None) -> None:
    parser = subparsers.add_parser(
        "ladder", help="rate the computer's levels and personalities against each other",
        description="Play every pair of computer players against each other on the sample scenarios and on "
        "generated battles, the seats swapped from one game to the next, and rate them with OpenSkill "
        "(a win, a loss or a draw per game). The same arguments give the same table, whatever --jobs is "
        "or wherever the games run.")
    parser.add_argument("scenarios", nargs="*", metavar="SCENARIO",
                        help="more battles: scenario .json files (boards/ beside them) or packages")
    parser.add_argument("--players", type=_players, metavar="SPEC,SPEC,...",
                        help=f"who plays, at least two (default {','.join(default_players())})")
    parser.add_argument("--games-per-pair", type=positive_int, default=DEFAULT_GAMES_PER_PAIR, metavar="N",
                        help=f"games each pair plays on each battle, seats swapped each game (default {DEFAULT_GAMES_PER_PAIR})")
    parser.add_argument("--sizes", type=_sizes, default=DEFAULT_SIZES, metavar="SIZE,...",
                        help=f"the generated battles' sizes, of {', '.join(SIZES)} (default {','.join(DEFAULT_SIZES)})")
    parser.add_argument("--per-size", type=non_negative_int, default=DEFAULT_PER_SIZE, metavar="N",
                        help=f"generated battles per size, generator seeds S to S+N-1 (default {DEFAULT_PER_SIZE}; 0: none)")
    parser.add_argument("--no-samples", action="store_true", help="leave out the sample scenarios")
    parser.add_argument("--seed", type=non_negative_int, default=DEFAULT_SEED,
                        help=f"the first generator seed and game seed (default {DEFAULT_SEED})")
    add_where_arguments(parser)
    parser.add_argument("--out", metavar="FILE.json", help="keep the ratings in this file (written atomically)")
    add_json_flag(parser)
    parser.set_defaults(handler=lambda args: run_ladder(args, deal))


def _players(text: str) -> tuple[str, ...]:
    from core.ai.specs import parse_spec

    try:
        players = tuple(str(parse_spec(part)) for part in text.split(",") if part.strip())
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    if len(set(players)) < 2:
        raise argparse.ArgumentTypeError("name at least two different players, separated by commas")
    if len(set(players)) != len(players):
        raise argparse.ArgumentTypeError("a player is named twice")
    return players


def _sizes(text: str) -> tuple[str, ...]:
    sizes = tuple(part.strip().lower() for part in text.split(",") if part.strip())
    unknown = [size for size in sizes if size not in SIZES]
    if unknown or not sizes:
        raise argparse.ArgumentTypeError(f"unknown size {', '.join(unknown) or text!r}: give some of {', '.join(SIZES)}")
    return sizes


def ladder_battles(args: argparse.Namespace, deal: Dealer | None) -> list[NamedBattle]:
    """The samples (unless --no-samples), the named scenario files, then the generated battles."""
    from core.commands.play import load_scenario
    from core.resources import maps_dir

    paths = [] if args.no_samples else sorted((maps_dir() / "scenarios").glob("*.json"))
    battles = []
    for path in [*paths, *map(Path, args.scenarios)]:
        scenario, boards = load_scenario(path)
        battles.append(NamedBattle(path.stem, Battle.of(scenario, boards or None)))
    if args.per_size:
        if deal is None:
            raise CommandError("generated battles need the generator package: give --per-size 0")
        battles += deal(args.sizes, args.per_size, args.seed)
    if not battles:
        raise CommandError("no battles to play: keep the samples, name scenario files or give --per-size 1 or more")
    return battles


def run_ladder(args: argparse.Namespace, deal: Dealer | None) -> int:
    from core.balance.where import WhereError, choose
    from core.commands.inputs import require_output_path

    out = require_output_path(args.out) if args.out else None
    battles = ladder_battles(args, deal)
    try:
        where = choose(args.jobs, args.scheduler, args.scheduler_file)
    except WhereError as error:
        raise CommandError(str(error)) from None
    players = args.players or default_players()
    ladder = Ladder(players, battles, schedule(players, len(battles), args.games_per_pair, args.seed),
                    args.games_per_pair, args.seed, where.label(), where.jobs,
                    sizes=tuple(args.sizes) if args.per_size else (), per_size=args.per_size)
    play_ladder(ladder, where, quiet=args.json)
    document = ladder_document(ladder)
    if out is not None:
        _keep(out, document)
    if args.json:
        emit_json({**document, "timing": timing(ladder)})
    else:
        for line in table_lines(ladder):
            print(printable(line))
        if out is not None:
            print(printable(f"ratings kept in {out}"))
    return EXIT_INTERRUPTED if ladder.interrupted else EXIT_OK


def play_ladder(ladder: Ladder, where: Any, quiet: bool) -> None:
    """Play the schedule with a progress bar; Ctrl+C keeps the games played."""
    from tqdm import tqdm

    from core.balance.cluster import ClusterError

    tqdm.monitor_interval = 0
    began = time.perf_counter()
    bar = tqdm(total=len(ladder.matches), unit="game", desc="ladder", disable=True if quiet else None,
               smoothing=0.05, dynamic_ncols=True)
    games: Iterator[tuple[int, Outcome]] | None = None
    try:
        games = _games(ladder, where)
        for index, outcome in games:
            ladder.outcomes[index] = outcome
            bar.update(1)
    except KeyboardInterrupt:
        ladder.interrupted = True
    except GameFailed as error:
        raise CommandError(str(error)) from None
    except ClusterError as error:
        raise CommandError(str(error)) from None
    finally:
        close = getattr(games, "close", None)
        if close is not None:
            close()
        bar.close()
        ladder.seconds = time.perf_counter() - began


def _games(ladder: Ladder, where: Any) -> Iterator[tuple[int, Outcome]]:
    from core.balance.runner import run_tasks
    from core.ladder.games import ladder_job

    return run_tasks(ladder_job(ladder.matches, ladder.battles), where, threading.Event())


def _keep(path: Path, document: dict[str, Any]) -> None:
    from core.jsonio import write_json_atomic

    try:
        write_json_atomic(path, document)
    except OSError as error:
        raise CommandError(f"{path}: cannot write the ratings ({error.strerror or error})") from None
