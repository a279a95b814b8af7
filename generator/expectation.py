"""What a generated battle says about the attacker's chances, and which kind of figure it is.

The balance model (generator/balance_model.py) deals every battle; whether its
per-battle expectation is worth showing is a separate question, answered by the
held-out measurement in generator/data/held-out.json (bench/balance_bench.py
--record writes it): fresh battles, never used to fit the model, each played
once. The model's figure is shown only when its Brier score there beats a
constant guess's by at least MARGIN; otherwise the battle shows its size's
measured rate with its interval, saying so. A battle on user boards is dealt on
a derived template the model never saw: it is not predicted, and the built-in
boards' rate is given as a labelled reference; `vvs generate --measure` plays
it to measure it at deal time (generator/deal_measure.py).
docs/decisions/generator-expectation.md says why.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from core.balance.summary import percent
from core.jsonio import validate
from core.resources import package_dir

HELD_OUT_FILE = "held-out.json"
MARGIN = 0.005
"""How much lower the model's held-out Brier score must be than the constant's for its per-battle
figure to be shown: about a tenth of the spread between a coin (0.25) and a model that
explains a fair share of the outcomes (0.20), and above the third-decimal rounding the bench prints."""

PREDICTED = "predicted"
MEASURED = "measured for this size"
USER_BOARD = "not predicted: user board"
AT_DEAL_TIME = "measured at deal time"
KINDS = (PREDICTED, MEASURED, USER_BOARD, AT_DEAL_TIME)


@dataclass(frozen=True)
class SizeRate:
    """The attacker's wins in the held-out games of one size, with the 95% Wilson interval (0-1)."""

    games: int
    wins: int
    low: float
    high: float

    @property
    def share(self) -> float:
        return self.wins / self.games


@dataclass(frozen=True)
class HeldOut:
    """The held-out measurement the choice rests on (generator/data/held-out.json)."""

    players: str  # the level on both sides, "ai:normal"
    seed_base: int
    date: str
    brier_model: float
    brier_constant: float
    sizes: Mapping[str, SizeRate]

    @property
    def model_beats_constant(self) -> bool:
        """Does the per-battle model predict held-out outcomes better than one rate, by MARGIN?"""
        return self.brier_constant - self.brier_model >= MARGIN

    @staticmethod
    def of(document: Mapping[str, Any]) -> HeldOut:
        brier = document["brier"]
        return HeldOut(str(document["players"]), int(document["seed_base"]), str(document["date"]),
                       float(brier["model"]), float(brier["constant"]),
                       {size: SizeRate(int(r["games"]), int(r["wins"]), float(r["low"]), float(r["high"]))
                        for size, r in document["sizes"].items()})


@dataclass(frozen=True)
class Expectation:
    """The figure a battle shows for the attacker's chances and what kind of figure it is (KINDS).

    `rate` is the figure shown: the model's prediction, the size's measured rate (also the
    reference shown for a user board), or the rate measured at deal time. `low`-`high` is its
    95% interval and `games` the games behind it (None for a prediction)."""

    kind: str
    rate: float
    size: str
    players: str
    low: float | None = None
    high: float | None = None
    games: int | None = None
    brier: tuple[float, float] | None = None  # held-out: the model's, the constant's
    note: str = ""  # why a measurement at deal time stopped, or that it was cut short before its first game

    def interval(self) -> str:
        return f"{percent(self.rate)}% ({percent(self.low or 0.0)}-{percent(self.high or 0.0)}%)"

    def words(self) -> str:
        """One line that says the figure and which kind it is (`vvs generate` prints it), and the note."""
        line = self._figure()
        return f"{line}; {self.note}" if self.note else line

    def _figure(self) -> str:
        both = f"{self.players} both sides"
        scores = f"{self.brier[0]:.3f} vs {self.brier[1]:.3f}" if self.brier else ""
        if self.kind == PREDICTED:
            return (f"attacker win: {percent(self.rate)}% predicted for this battle by the balance model, {both} "
                    f"(held-out brier {scores}, constant guess second)")
        if self.kind == MEASURED:
            return (f"attacker win: {self.interval()} measured on {self.games} held-out {self.size} battles, {both}; "
                    f"the per-battle model does not beat that (brier {scores}); one battle can lie far from its "
                    f"size's rate (--measure plays this one)")
        if self.kind == USER_BOARD:
            return (f"attacker win: not predicted (user boards, dealt on a template derived from their terrain); "
                    f"for reference, built-in {self.size} battles: {self.interval()} measured on {self.games} "
                    f"held-out games, {both}; --measure plays this battle to measure it")
        return f"attacker win: {self.interval()} measured at deal time on {self.games} games of this battle, {both}"

    def to_dict(self) -> dict[str, Any]:
        """`vvs generate --json`'s keys: the figure shown, its kind, its interval and games (and the note, if any)."""
        interval = None if self.low is None or self.high is None else [round(self.low, 4), round(self.high, 4)]
        return {"expected_attacker_win": round(self.rate, 3), "expectation_kind": self.kind,
                "expectation_interval": interval, "expectation_games": self.games,
                **({"expectation_note": self.note} if self.note else {})}


def expectation_for(size: str, model_rate: float, held_out: HeldOut, user_boards: bool = False) -> Expectation:
    """The model's prediction where it is shown to beat a constant held out, else the size's
    measured rate; on user boards, not predicted, with that rate as a labelled reference."""
    brier = (held_out.brier_model, held_out.brier_constant)
    if held_out.model_beats_constant and not user_boards:
        return Expectation(PREDICTED, model_rate, size, held_out.players, brier=brier)
    measured = held_out.sizes[size]
    return Expectation(USER_BOARD if user_boards else MEASURED, measured.share, size, held_out.players,
                       measured.low, measured.high, measured.games, brier)


def held_out_path() -> Path:
    return package_dir("generator") / "data" / HELD_OUT_FILE


@cache
def held_out() -> HeldOut:
    """The shipped measurement, checked against schemas/held-out.schema.json."""
    document = json.loads(held_out_path().read_text(encoding="utf-8"))
    validate(document, "held-out.schema.json", HELD_OUT_FILE)
    return HeldOut.of(document)
