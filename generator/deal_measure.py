"""`vvs generate --measure`: the dealt battle played until its balance is known.

A battle on user boards is dealt on a template derived from their terrain, which
the balance model never saw, so nothing predicts it; and even a built-in
battle's shown figure is its size's rate, not its own. Measuring is the honest
answer, at a price (minutes): the package just written is played, `ai:normal`
on both sides, through the balance runner exactly as `vvs balance --decide`
plays it (core/balance/runs.py; seeds 1, 2, ... kept in seed order), until the
confidence sequence shows the attacker's rate inside or outside the 45-65% band.
Where to play is settled (`where_to_play`) before the battle is dealt, so a bad
--scheduler-file or DASK_SCHEDULER_ADDRESS is refused before anything is written.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from core.balance.games import Battle, GameFailed
from core.balance.runs import DEFAULT_SEED, SEQUENTIAL_GAMES, Run
from core.balance.stopping import StopRule
from core.balance.where import Where
from core.commands import CommandError
from generator.expectation import AT_DEAL_TIME, Expectation

PLAYERS = "ai:normal"
"""The level the held-out figures and the model are measured at: a measured battle is comparable with them."""


def where_to_play(args: argparse.Namespace) -> Where | None:
    """Where --measure plays (None without it), read and checked before any work: the runner's
    options without --measure, or a place that cannot be used, are a CommandError (exit 2)."""
    from core.balance.where import WhereError, choose

    if not args.measure:
        if args.jobs or args.scheduler or args.scheduler_file or args.measure_games:
            raise CommandError("--jobs, --scheduler, --scheduler-file and --measure-games go with --measure")
        return None
    try:
        return choose(args.jobs, args.scheduler, args.scheduler_file)
    except WhereError as error:
        raise CommandError(str(error)) from None


def measure_dealt(package: Path, shown: Expectation, where: Where, games: int | None,
                  quiet: bool) -> tuple[Expectation, bool]:
    """The battle written to `package`, measured on `where` for at most `games` games (the
    expectation, and whether Ctrl+C cut it short); `shown` is what the battle showed when dealt."""
    from core.balance.cluster import ClusterError
    from core.commands.balance import play_all, records
    from core.commands.play import load_scenario

    scenario, boards = load_scenario(package)
    run = Run(scenario.title, scenario.attacker, Battle.of(scenario, boards or None, PLAYERS, PLAYERS), DEFAULT_SEED,
              games or SEQUENTIAL_GAMES, where.jobs, where.label(), rule=StopRule(decide=True), origin=where.origin)
    if not quiet:
        place = f"{where.jobs} worker process(es) here" if where.local else where.address
        print(f"measuring: up to {run.planned} games, {PLAYERS} on both sides, on {place} (Ctrl+C stops)",
              file=sys.stderr, flush=True)
    try:
        play_all(run, records(run), quiet=quiet)
    except GameFailed as error:
        raise CommandError(f"{error}; `vvs play {package} --seed N` plays it again") from None
    except ClusterError as error:
        raise CommandError(str(error)) from None
    return measured(run, shown), run.interrupted


NOTHING_MEASURED = "measuring was interrupted before any game finished"


def measured(run: Run, shown: Expectation) -> Expectation:
    """What a finished (or interrupted) run measured, as the battle's expectation. Stopped before
    its first game, it measured nothing: the battle keeps the figure it showed, saying so."""
    if not run.records:
        return replace(shown, note=NOTHING_MEASURED)
    attacker = run.summary.attacker
    why = "interrupted" if run.interrupted else run.stop_line()
    return Expectation(AT_DEAL_TIME, attacker.share, shown.size, PLAYERS, attacker.low, attacker.high, attacker.games,
                       note=why)
