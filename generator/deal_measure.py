"""`vvs generate --measure`: the dealt battle played until its balance is known.

A battle on user boards is dealt on a template derived from their terrain, which
the balance model never saw, so nothing predicts it; and even a built-in
battle's shown figure is its size's rate, not its own. Measuring is the honest
answer, at a price (minutes): the package just written is played, `ai:normal`
on both sides, through the balance runner exactly as `vvs balance --decide`
plays it (core/balance/runs.py; seeds 1, 2, ... kept in seed order), until the
confidence sequence shows the attacker's rate inside or outside the 45-65% band.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from core.balance.games import Battle, GameFailed
from core.balance.runs import DEFAULT_SEED, SEQUENTIAL_GAMES, Run
from core.balance.stopping import StopRule
from core.balance.summary import Rate
from core.commands import CommandError
from generator.expectation import AT_DEAL_TIME, Expectation

PLAYERS = "ai:normal"
"""The level the held-out figures and the model are measured at: a measured battle is comparable with them."""


def measure_dealt(package: Path, size: str, args: argparse.Namespace, quiet: bool) -> tuple[Expectation, bool]:
    """The battle written to `package`, measured (the expectation, and whether Ctrl+C cut it short).
    `args` carries --measure-games and the runner's --jobs / --scheduler / --scheduler-file."""
    from core.balance.cluster import ClusterError
    from core.balance.where import WhereError, choose
    from core.commands.balance import play_all, records
    from core.commands.play import load_scenario

    try:
        where = choose(args.jobs, args.scheduler, args.scheduler_file)
    except WhereError as error:
        raise CommandError(str(error)) from None
    scenario, boards = load_scenario(package)
    run = Run(scenario.title, scenario.attacker, Battle.of(scenario, boards or None, PLAYERS, PLAYERS), DEFAULT_SEED,
              args.measure_games or SEQUENTIAL_GAMES, where.jobs, where.label(), rule=StopRule(decide=True),
              origin=where.origin)
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
    return measured(run, size), run.interrupted


def measured(run: Run, size: str) -> Expectation:
    """What a finished (or interrupted) run measured, as the battle's expectation."""
    attacker = run.summary.attacker if run.records else Rate.of(0, 0)
    why = "interrupted" if run.interrupted else run.stop_line()
    return Expectation(AT_DEAL_TIME, attacker.share, size, PLAYERS, attacker.low, attacker.high, attacker.games, note=why)
