"""`vvs balance SCENARIO --games N`: many computer-vs-computer games, and who wins how often.

Game i is played with seed S+i, so the numbers depend only on the arguments,
never on --jobs or on the cluster (core/balance/runner.py plays them, where
core/balance/where.py says). `--until` and `--decide` stop when the answer is
known (core/balance/stopping.py); the games kept are then the first seeds of the
sequence. The progress bar (tqdm, on stderr) shows games/s and the time left,
and stays away under --json or when stderr is not a terminal. Ctrl+C stops the
run: what was played is reported, marked as interrupted, and the command exits 130.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from core.balance.games import Battle, GameFailed, GameRecord
from core.balance.runs import DEFAULT_GAMES, DEFAULT_SEED, SEQUENTIAL_GAMES, Run, games_of
from core.balance.stopping import StopRule
from core.commands import EXIT_INTERRUPTED, EXIT_OK, CommandError, add_json_flag, emit_json, non_negative_int, printable
from core.commands.balance_probes import add_arguments as add_probe_arguments
from core.commands.balance_probes import explain_further
from core.commands.inputs import require_output_path
from core.commands.play import load_scenario
from core.commands.where_args import add_where_arguments, positive_int
from core.scenario import ExplainedBalance, Scenario

__all__ = ["DEFAULT_GAMES", "DEFAULT_SEED", "Run", "records", "register"]

PlotWriter = Callable[[Run, Path], None]


def register(subparsers: Any, plot_writer: PlotWriter | None = None) -> None:
    parser = subparsers.add_parser(
        "balance", help="play many computer-vs-computer games and report who wins how often",
        description="Play N games of a scenario or package, seeds S, S+1, ..., and report the attacker's, the "
        "draws' and the defender's share with 95% (Wilson) intervals, the five victory levels, mean turns and "
        "mean points lost per side. The same arguments give the same numbers, whatever --jobs is or wherever "
        "the games run. With --until or --decide the run stops as soon as the answer is known, and the games "
        "it kept are the first seeds of the sequence.")
    parser.add_argument("scenario", help="scenario .json (with the boards/ folder beside it, if any) or package .zip")
    parser.add_argument("--games", type=positive_int, help=f"how many games (default {DEFAULT_GAMES}); with --until or "
                        f"--decide, the most it may play (default {SEQUENTIAL_GAMES})")
    parser.add_argument("--seed", type=non_negative_int, default=DEFAULT_SEED,
                        help=f"the first game's seed; game i plays seed S+i (default {DEFAULT_SEED})")
    parser.add_argument("--attacker", default="ai:normal", type=_spec, metavar="SPEC",
                        help="who plays the attacker: ai[:LEVEL[:PERSONALITY]], simple or random (default ai:normal)")
    parser.add_argument("--defender", default="ai:normal", type=_spec, metavar="SPEC",
                        help="who plays the defender, in the same form (default ai:normal)")
    parser.add_argument("--until", type=_width, metavar="WIDTH",
                        help="stop once the attacker's 95%% interval is narrower than ±WIDTH points (e.g. 5)")
    parser.add_argument("--decide", action="store_true",
                        help="stop as soon as the attacker's rate is shown inside or outside the 45-65%% band at 95%% "
                        "(a confidence sequence, checked after every game)")
    parser.add_argument("--think-ms", type=non_negative_int, metavar="MS",
                        help="the hard level's think budget per Movement Phase, in milliseconds of a reference machine; "
                        "counted in work units, so the numbers stay the same on any machine (default 500)")
    add_where_arguments(parser)
    parser.add_argument("--plot", metavar="OUT.png", help="also draw the victory levels and the attacker's win rate to a PNG "
                        "(with --explain, the casualty and attack map too, as OUT-map.png)")
    parser.add_argument("--explain", action="store_true",
                        help="say why: points lost by unit type, where casualties and attacks were, each objective's "
                        "owner and the victory-point margin turn by turn; then, from extra games, the skill headroom, "
                        "the luck share and restricted-play runs")
    add_probe_arguments(parser)
    parser.add_argument("--suggest", action="store_true",
                        help="search the small edits that would bring the attacker's rate into the 45-65%% band (turns, "
                        "one unit, a reinforcement's turn, the goal), predict each, play the best three and list them "
                        "with their measured rates (--games: the most each run plays)")
    parser.add_argument("--record", action="store_true",
                        help="keep the result in the scenario file's details (a scenario .json, not a package)")
    add_json_flag(parser)
    parser.set_defaults(handler=lambda args: run_balance(args, plot_writer))


def _width(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of points") from None
    if not 0 < value < 50:
        raise argparse.ArgumentTypeError("give a half-width between 0 and 50 points, e.g. 5")
    return value


def _spec(text: str) -> str:
    from core.ai.specs import parse_spec

    try:
        return str(parse_spec(text))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _thinking(spec: str, think_ms: int | None) -> str:
    """The spec with the hard level's think budget (the other levels do not search)."""
    from core.ai.specs import parse_spec

    return str(parse_spec(spec).thinking(think_ms))


def run_balance(args: argparse.Namespace, plot_writer: PlotWriter | None) -> int:
    plot = require_output_path(args.plot) if args.plot else None
    if plot is not None and plot_writer is None:
        raise CommandError("--plot needs the editor package (Qt draws the picture)")
    if args.record and Path(args.scenario).suffix.lower() != ".json":
        raise CommandError("--record keeps the result in a scenario .json file; for a package, open it in the editor "
                           "(Scenario > Estimate balance) and export it again")
    if args.suggest:
        from core.commands.balance_suggest import run_suggest

        return run_suggest(args, *(_thinking(spec, args.think_ms) for spec in (args.attacker, args.defender)))
    from core.balance.where import WhereError, choose

    try:
        where = choose(args.jobs, args.scheduler, args.scheduler_file)
    except WhereError as error:
        raise CommandError(str(error)) from None
    scenario, boards = load_scenario(Path(args.scenario))
    attacker, defender = (_thinking(spec, args.think_ms) for spec in (args.attacker, args.defender))
    battle = Battle.of(scenario, boards or None, attacker, defender)
    rule = StopRule(args.until, args.decide) if args.until is not None or args.decide else None
    planned = args.games or (SEQUENTIAL_GAMES if rule else DEFAULT_GAMES)
    run = Run(scenario.title, scenario.attacker, battle, args.seed, planned, where.jobs, where.label(), rule=rule,
              origin=where.origin, explain=args.explain)
    from core.balance.cluster import ClusterError

    try:
        play_all(run, records(run), quiet=args.json)
        findings = explain_further(args, run)  # the extra games: skill, luck, restricted play
    except GameFailed as error:
        raise CommandError(f"{error}; `vvs play {args.scenario} --seed N` plays it again") from None
    except ClusterError as error:  # a worker of another version that joined during the run
        raise CommandError(str(error)) from None
    if plot is not None and run.records:
        assert plot_writer is not None
        plot_writer(run, plot)
    extra = {} if findings is None else findings.to_dict()
    if args.json:
        emit_json({**run.to_dict(), **_explained(run, extra)})
    else:
        report(run, plot)
        _explain_lines(run, [] if findings is None else findings.lines())
    if args.record and not run.interrupted:
        _record(Path(args.scenario), scenario, run, None if findings is None else findings.recorded())
    elif args.record:
        print(printable(f"vvs: not recorded in {args.scenario}: a run cut short is no measurement"), file=sys.stderr)
    return EXIT_INTERRUPTED if run.interrupted or (findings is not None and findings.interrupted) else EXIT_OK


def records(run: Run, stop: threading.Event | None = None) -> Iterator[GameRecord]:
    """The run's games (core.balance.runs.games_of), a cluster that cannot be used as one line."""
    from core.balance.cluster import ClusterError

    try:
        return games_of(run, stop)
    except ClusterError as error:
        raise CommandError(str(error)) from None


def play_all(run: Run, games: Iterator[GameRecord], quiet: bool) -> None:
    """Collect the records with a progress bar; Ctrl+C keeps what was played."""
    from tqdm import tqdm

    # No monitor thread: it only tunes how often a slow bar redraws, and a thread left alive
    # after the run is one more place for the cycle collector to run off the GUI thread.
    tqdm.monitor_interval = 0
    began = time.perf_counter()
    bar = tqdm(total=run.planned, unit="game", desc="playing", disable=True if quiet else None, smoothing=0.05,
               dynamic_ncols=True)
    try:
        for record in games:
            run.records.append(record)
            bar.update(1)
    except KeyboardInterrupt:
        run.interrupted = True
    finally:
        close = getattr(games, "close", None)
        if close is not None:
            close()
        bar.close()
        run.seconds = time.perf_counter() - began


def _record(path: Path, scenario: Scenario, run: Run, explained: ExplainedBalance | None) -> None:
    """The measurement into the scenario file's details."""
    from core.balance.record import with_balance
    from core.scenario.io import save

    try:
        save(path, with_balance(scenario, run.summary, run.seed, run.battle.attacker, run.battle.defender, explained))
    except OSError as error:
        raise CommandError(f"{path}: cannot write the measured balance ({error.strerror or error})") from None


def _explained(run: Run, extra: dict[str, Any]) -> dict[str, Any]:
    from core.balance.explain import Explanation

    return {"explain": {**Explanation.of(run.records).to_dict(), **extra}} if run.explain else {}


def _explain_lines(run: Run, extra: list[str]) -> None:
    if run.explain and run.records:
        from core.balance.explain import Explanation

        for line in Explanation.of(run.records).lines() + extra:
            print(printable(line))


def report(run: Run, plot: Path | None) -> None:
    if run.interrupted:
        print(f"interrupted: {len(run.records)} of {run.planned} games played")
    print(printable(run.heading()))
    if not run.records:
        return
    for line in run.summary.lines():
        print(line)
    rate = len(run.records) / run.seconds if run.seconds else 0.0
    if run.rule is not None or run.interrupted:
        print(run.stop_line())
    print(f"{rate:.2f} games/s on {run.jobs if run.where == 'local' else run.where}"
          f"{' process' if run.jobs == 1 and run.where == 'local' else ' processes' if run.where == 'local' else ''}"
          f"{'' if run.where == 'local' else f' (from {run.origin})'}")
    if plot is not None:
        print(f"plot: {plot}")
        if run.explain:
            print(f"map: {plot.with_name(f'{plot.stem}-map{plot.suffix}')}")
