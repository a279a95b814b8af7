"""`vvs balance --suggest` and the editor's Suggest a fix: which small edit brings a scenario into the band.

Three steps, each reported as it goes:

1. **Baseline**: the scenario as it is, played as `--decide` plays it (stopping
   when the rate is shown inside or outside the 45-65% band, at most `games`).
2. **Predict**: every candidate edit (core/balance/suggest_edits.py) gets an
   expected rate from the model (core/balance/suggest_model.py); they are ranked
   by how close it is to 55%, the band's aim, and the validator checks them in
   that order until `confirm` valid ones are found, at most one per kind of edit
   and side (three ways to add a tank are one idea, not three).
3. **Confirm**: each of those is played like the baseline, on the same seeds
   (the same dice for the unchanged parts of the battle make the comparison
   sharper), stopping when the answer is known.

The confirmed edits are listed best first: inside the band before outside it,
then by the measured rate's distance to 55%. The numbers depend only on the
scenario, the players, the seed and the game counts: on any number of worker
processes or a cluster, the same edits are chosen and measured alike.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from core.balance.games import Battle, GameRecord
from core.balance.runs import Run, games_of
from core.balance.stats import wilson
from core.balance.stopping import BAND, StopRule
from core.balance.suggest_edits import Edit, candidate_edits, valid
from core.balance.suggest_model import predict
from core.boards.board import Board
from core.scenario import Scenario

AIM = 0.55
"""The rate the ranking aims at: the middle of the band, the generator's aim."""
CONFIRMED = 3
LISTED = 10
"""How many predictions the report lists (the JSON has every valid one it checked)."""

GameSource = Callable[[Run, threading.Event], Iterator[GameRecord]]
Progress = Callable[[str, int, int], None]
"""Told (phase, games played in this run, the most it plays) after every game; phase is
`baseline`, `predict` or `edit N`."""


@dataclass
class Suggestion:
    """A candidate edit, its predicted rate and, once played, its run."""

    edit: Edit
    predicted: float
    run: Run | None = None

    @property
    def rate(self) -> float:
        assert self.run is not None
        records = self.run.records
        return sum(1 for r in records if r.winner == "attacker") / len(records) if records else 0.0

    def interval(self) -> tuple[float, float]:
        assert self.run is not None
        records = self.run.records
        return wilson(sum(1 for r in records if r.winner == "attacker"), len(records))

    def inside(self) -> bool:
        return self.run is not None and bool(self.run.records) and BAND[0] <= self.rate <= BAND[1]

    def rank(self) -> tuple[bool, float, str]:
        return (not self.inside(), abs(self.rate - AIM), self.edit.text())

    def to_dict(self) -> dict[str, Any]:
        result: dict[str, Any] = {"edit": self.edit.text(), "kind": self.edit.kind, "values": dict(self.edit.values),
                                  "predicted": round(self.predicted, 4)}
        if self.run is not None:
            low, high = self.interval()
            result.update({"games": len(self.run.records), "attacker": round(self.rate, 4),
                           "low": round(low, 4), "high": round(high, 4), "inside_band": self.inside(),
                           "stopped": self.run.stopped().to_dict()})
        return result


@dataclass
class Search:
    """One search: what it plays, and what it has found so far (an interrupted search keeps it)."""

    scenario: Scenario
    boards: Mapping[int, Board] | None
    attacker: str
    defender: str
    seed: int
    games: int  # the most each run plays
    jobs: int = 1
    where: str = "local"
    origin: str = "--jobs"
    confirm: int = CONFIRMED
    baseline: Run | None = None
    predicted: list[Suggestion] = field(default_factory=list)
    confirmed: list[Suggestion] = field(default_factory=list)
    interrupted: bool = False
    seconds: float = 0.0

    def plan(self, scenario: Scenario) -> Run:
        battle = Battle.of(scenario, dict(self.boards) if self.boards else None, self.attacker, self.defender)
        return Run(scenario.title, scenario.attacker, battle, self.seed, self.games, self.jobs, self.where,
                   rule=StopRule(decide=True), origin=self.origin)

    def run(self, source: GameSource = games_of, stop: threading.Event | None = None,
            progress: Progress | None = None) -> None:
        """Baseline, predictions, confirmations; `stop` (or Ctrl+C, a KeyboardInterrupt) ends it where it is."""
        stop = stop or threading.Event()
        began = time.perf_counter()
        try:
            self.baseline = self.plan(self.scenario)
            if not self._play(self.baseline, "baseline", source, stop, progress) or not self.baseline.records:
                return
            self.predicted = self.ranked_predictions(progress)
            for number, suggestion in enumerate(self.predicted[:self.confirm], start=1):
                suggestion.run = self.plan(suggestion.edit.scenario)
                self.confirmed.append(suggestion)
                if not self._play(suggestion.run, f"edit {number}", source, stop, progress):
                    return
            self.confirmed.sort(key=Suggestion.rank)
        finally:
            self.seconds = time.perf_counter() - began

    def _play(self, run: Run, phase: str, source: GameSource, stop: threading.Event, progress: Progress | None) -> bool:
        """Play one run to its end; False when the search was stopped meanwhile."""
        games = source(run, stop)
        began = time.perf_counter()
        try:
            for record in games:
                if stop.is_set():
                    break
                run.records.append(record)
                if progress is not None:
                    progress(phase, len(run.records), run.planned)
        except KeyboardInterrupt:
            stop.set()
        finally:
            close = getattr(games, "close", None)
            if close is not None:
                close()
            run.seconds = time.perf_counter() - began
        if stop.is_set():
            run.interrupted = self.interrupted = True
            return False
        return True

    def ranked_predictions(self, progress: Progress | None = None) -> list[Suggestion]:
        """The `confirm` best valid edits by predicted rate (at most one per kind and side; those expected
        to come closer to 55% than the scenario is first), then the next best valid ones up to LISTED."""
        assert self.baseline is not None
        records = self.baseline.records
        now = abs(sum(1 for r in records if r.winner == "attacker") / len(records) - AIM)
        scored = sorted((Suggestion(edit, predict(self.scenario, records, edit)) for edit in candidate_edits(self.scenario)),
                        key=lambda s: (abs(s.predicted - AIM) > now, abs(s.predicted - AIM), s.edit.text()))
        chosen: list[Suggestion] = []
        others: list[Suggestion] = []
        ideas: set[tuple[str, str | int]] = set()
        for suggestion in scored:
            if len(others) + len(chosen) >= LISTED and len(chosen) >= self.confirm:
                break
            idea = (suggestion.edit.kind, dict(suggestion.edit.values).get("side", ""))
            picking = len(chosen) < self.confirm and idea not in ideas
            if not picking and len(others) + len(chosen) >= LISTED:
                continue
            checked = valid(suggestion.edit, self.boards)
            if checked is None:
                continue
            if checked is not suggestion.edit.scenario:
                suggestion.edit = _placed(suggestion.edit, checked, self.scenario)
            if picking:
                chosen.append(suggestion)
                ideas.add(idea)
            else:
                others.append(suggestion)
        if progress is not None:
            progress("predict", len(scored), len(scored))
        return chosen + others

    def to_dict(self) -> dict[str, Any]:
        base = self.baseline
        return {
            "scenario": self.scenario.title, "seed": self.seed, "most_games_per_run": self.games,
            "players": {"attacker": self.attacker, "defender": self.defender},
            "interrupted": self.interrupted, "band": list(BAND), "aim": AIM,
            "baseline": None if base is None else {**base.summary.to_dict(), "stopped": base.stopped().to_dict()},
            "suggestions": [s.to_dict() for s in self.confirmed],
            "predictions": [s.to_dict() for s in self.predicted if s.run is None],
            "timing": {"seconds": round(self.seconds, 2), "jobs": self.jobs, "where": self.where},
        }


def _placed(edit: Edit, scenario: Scenario, base: Scenario) -> Edit:
    """An added unit's edit moved to the first of its placements the validator accepted."""
    from dataclasses import replace

    setup = scenario.side(str(edit.value("side")))
    before = base.side(str(edit.value("side")))
    moved = next((stack.hex for stack, old in zip(setup.stacks, before.stacks) if stack != old), edit.value("hex"))
    values = tuple((name, moved if name == "hex" else value) for name, value in edit.values)
    return replace(edit, values=values, scenario=scenario, places=())
