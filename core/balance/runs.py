"""A balance run as a user asks for it: the battle, the seeds, where to play, when to stop.

`vvs balance` and the editor's Estimate balance both build a `Run` and take its
games from `games_of`, which plays them through the runner (core/balance/runner.py)
and, under a stopping rule, hands them over in seed order until the rule fires
(core/balance/stopping.py). The command line only parses and prints.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from core.balance.games import Battle, GameRecord, seed_job
from core.balance.runner import run_tasks
from core.balance.stopping import StopRule, Verdict, in_seed_order
from core.balance.summary import Summary
from core.balance.tasks import without_indexes
from core.balance.where import Where

DEFAULT_GAMES = 100
DEFAULT_SEED = 1
SEQUENTIAL_GAMES = 1000
"""The most games a run that stops when the answer is known plays, unless told otherwise."""


@dataclass
class Run:
    """A balance run: what was asked, what was played, how long it took and why it stopped."""

    title: str
    attacker_side: str
    battle: Battle
    seed: int
    planned: int  # the most games it may play
    jobs: int
    where: str  # "local" or the scheduler's address
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False
    rule: StopRule | None = None
    verdict: Verdict | None = None  # set when it ends: why it stopped
    origin: str = "--jobs"  # which setting chose `where` (core.balance.where)
    explain: bool = False  # --explain: say why, from the games' traces (core.balance.explain)

    @property
    def summary(self) -> Summary:
        return Summary.of(self.records)

    @property
    def place(self) -> Where:
        return Where(self.jobs) if self.where == "local" else Where(1, self.where, self.origin)

    def stopped(self) -> Verdict:
        """Why the run ended (its rule's verdict, all planned games, or an interruption)."""
        played = len(self.records)
        if self.interrupted:
            return Verdict("interrupted", played)
        if self.verdict is not None:
            return self.verdict
        wins = sum(1 for r in self.records if r.winner == "attacker")
        return (self.rule or StopRule()).unfinished(wins, played)

    def to_dict(self) -> dict[str, Any]:
        played = len(self.records)
        return {
            "scenario": self.title, "attacker": self.attacker_side, "seed": self.seed, "planned": self.planned,
            "players": {"attacker": self.battle.attacker, "defender": self.battle.defender},
            "interrupted": self.interrupted, **self.summary.to_dict(),
            "stopped": self.stopped().to_dict(),
            "timing": {"seconds": round(self.seconds, 2), "games_per_second": round(played / self.seconds, 3) if self.seconds else 0.0,
                       "jobs": self.jobs, "where": self.where},
        }

    def heading(self) -> str:
        last = self.seed + (len(self.records) if self.rule and not self.interrupted else self.planned) - 1
        return (f"{self.title}: {len(self.records)} games (seeds {self.seed}-{last}); attacker {self.battle.attacker} "
                f"({self.attacker_side}), defender {self.battle.defender}")

    def stop_line(self) -> str:
        """`stopped after 64 of at most 1000 games: the attacker's rate is below ... (sequence 12-41%)`."""
        verdict = self.stopped()
        line = f"stopped after {verdict.games} of at most {self.planned} games: {verdict.text()}"
        if verdict.reason in ("below", "inside", "above", "undecided"):
            line += f" (confidence sequence {verdict.low * 100:.1f}-{verdict.high * 100:.1f}%)"
        return line


def games_of(run: Run, stop: threading.Event | None = None, block: int | None = None) -> Iterator[GameRecord]:
    """The run's games from wherever it plays (a ClusterError before any game if the cluster cannot
    be used). Without a rule, in the order they finish; with one, in seed order until it fires,
    when `run.verdict` is set. `stop` ends the run from another thread."""
    seeds = range(run.seed, run.seed + run.planned)
    games = without_indexes(run_tasks(seed_job(run.battle, seeds), run.place, stop, block))
    if run.rule is None:
        return games

    def keep(verdict: Verdict) -> None:
        run.verdict = verdict

    return in_seed_order(games, run.seed, run.rule, keep)
