"""`vvs balance SCENARIO --suggest`: the small edits that would bring the attacker's rate into the band.

The search is core/balance/suggest.py; this module checks the flags that go
with it, shows a progress line on stderr (away under --json or when stderr is
not a terminal) and prints the report. Ctrl+C stops it where it is: what was
measured so far is reported and the command exits 130. A game that fails is
one line naming its seed (exit 2, as `vvs balance`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from core.balance.games import GameFailed
from core.balance.runs import SEQUENTIAL_GAMES
from core.balance.stopping import BAND
from core.balance.suggest import AIM, Search, Suggestion
from core.balance.summary import percent
from core.commands import EXIT_INTERRUPTED, EXIT_OK, CommandError, emit_json, printable

CONFLICTS = ("until", "explain", "record", "plot")
"""Flags that ask for one measured run; a search plays several."""


def run_suggest(args: argparse.Namespace, attacker: str, defender: str) -> int:
    for name in CONFLICTS:
        if getattr(args, name):
            raise CommandError(f"--suggest plays several runs of its own: leave out --{name.replace('_', '-')}")
    from core.balance.cluster import ClusterError
    from core.balance.where import WhereError, choose
    from core.commands.play import load_scenario

    try:
        where = choose(args.jobs, args.scheduler, args.scheduler_file)
    except WhereError as error:
        raise CommandError(str(error)) from None
    scenario, boards = load_scenario(Path(args.scenario))
    search = Search(scenario, boards or None, attacker, defender, args.seed, args.games or SEQUENTIAL_GAMES,
                    where.jobs, where.label(), where.origin)
    bar = _ProgressLine(quiet=args.json)
    try:
        search.run(progress=bar.show)
    except KeyboardInterrupt:  # between two games' reports, outside a run's loop
        search.interrupted = True
    except GameFailed as error:
        raise CommandError(f"{error}; `vvs play {args.scenario} --seed N` plays it again") from None
    except ClusterError as error:
        raise CommandError(str(error)) from None
    finally:
        bar.close()
    if args.json:
        emit_json(search.to_dict())
    else:
        for line in report_lines(search):
            print(printable(line))
    return EXIT_INTERRUPTED if search.interrupted else EXIT_OK


class _ProgressLine:
    """`baseline: 37 games (at most 1000)` / `edit 2 of 3: 12 games`, redrawn on one stderr line."""

    def __init__(self, quiet: bool) -> None:
        self.live = not quiet and sys.stderr.isatty()
        self.width = 0

    def show(self, phase: str, played: int, most: int) -> None:
        if not self.live:
            return
        text = f"suggest: {phase}: {played} games (at most {most})" if phase != "predict" else \
            f"suggest: predicted {played} edits, playing the best"
        sys.stderr.write("\r" + text.ljust(self.width))
        sys.stderr.flush()
        self.width = len(text)

    def close(self) -> None:
        if self.live and self.width:
            sys.stderr.write("\r" + " " * self.width + "\r")
            sys.stderr.flush()


def _rate(suggestion: Suggestion) -> str:
    low, high = suggestion.interval()
    return f"{percent(suggestion.rate)}% ({percent(low)}-{percent(high)}%) in {len(suggestion.run.records) if suggestion.run else 0} games"


def report_lines(search: Search) -> list[str]:
    """The text report: the baseline, the measured suggestions best first, then the other predictions."""
    band = f"{round(BAND[0] * 100)}-{round(BAND[1] * 100)}%"
    lines = ["interrupted: the report below is what was measured so far"] if search.interrupted else []
    base = search.baseline
    if base is None or not base.records:
        return [*lines, f"{search.scenario.title}: no game was played"]
    rate = base.summary.outcomes["attacker"]
    lines += [f"{search.scenario.title}: attacker {search.attacker} ({search.scenario.attacker}), defender {search.defender}, "
              f"seeds from {search.seed}",
              f"as it is: attacker wins {rate.text()} of {len(base.records)} games ({base.stopped().text()})",
              f"suggested edits, measured on the same seeds (each stops once inside or outside the {band} band is shown, "
              f"at most {search.games} games), best first:"]
    measured = [s for s in search.confirmed if s.run is not None and s.run.records]
    for number, suggestion in enumerate(measured, start=1):
        mark = "inside the band" if suggestion.inside() else "outside the band"
        lines.append(f"  {number}. {suggestion.edit.text()}: attacker {_rate(suggestion)}, {mark} "
                     f"(predicted {percent(suggestion.predicted)}%)")
    if not measured:
        lines.append("  none measured")
    others = [s for s in search.predicted if s.run is None]
    if others:
        lines.append(f"other edits the model expects near {percent(AIM)}% (predictions only, not played):")
        lines += [f"  {s.edit.text()}: predicted {percent(s.predicted)}%" for s in others]
    lines.append("predictions come from a model (docs/balance.md, \"Suggest a fix\"); only the measured rates are measurements")
    return lines
