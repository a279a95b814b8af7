"""`vvs balance --explain`'s extra games: skill headroom, luck share and restricted play.

They are played after the main run, on the same runner (here or on the cluster the
main run used), with a progress bar of their own; Ctrl+C stops them at once and
the figures are worked out from the games already in, marked as interrupted.
`--explain-games N` sets the games per figure (0 leaves them out); by default it
is half the main run's games (core.balance.probes.default_count).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from core.commands import non_negative_int

if TYPE_CHECKING:
    from core.balance.games import GameRecord
    from core.balance.probes import Findings
    from core.balance.runs import Run


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--explain-games", type=non_negative_int, metavar="N",
                        help="with --explain, the games for each extra figure: ai:hard attacking ai:easy and the "
                        "reverse, the replays on fresh dice, and each restricted-play run (default: half the main "
                        "run's games; 0 leaves them out)")


def explain_further(args: argparse.Namespace, run: Run) -> Findings | None:
    """The extra figures of an explained run, None when not asked for or nothing was played."""
    from core.balance.probes import Findings, default_count, probe_games_of, probe_set

    if not args.explain or not run.records or run.interrupted:
        return None
    count = args.explain_games if args.explain_games is not None else default_count(len(run.records))
    if count == 0:
        return None
    probes = probe_set(run, count, args.think_ms)
    results, interrupted = _collect(probe_games_of(run, probes), len(probes.items), quiet=args.json)
    return Findings.of(run, probes, results, interrupted)


def _collect(games: Any, total: int, quiet: bool) -> tuple[list[tuple[int, GameRecord]], bool]:
    from tqdm import tqdm

    tqdm.monitor_interval = 0  # no monitor thread (see core.commands.balance.play_all)
    results: list[tuple[int, GameRecord]] = []
    interrupted = False
    bar = tqdm(total=total, unit="game", desc="explaining", disable=True if quiet else None, smoothing=0.05,
               dynamic_ncols=True)
    try:
        for result in games:
            results.append(result)
            bar.update(1)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        games.close()
        bar.close()
    return results, interrupted
