"""Stopping a balance run when the answer is known (`vvs balance --until`, `--decide`).

`--decide` asks one question: is the attacker's win rate inside the band a fair
battle aims at (45-65%), or outside it? It answers with a confidence sequence:
an interval around the rate that holds at 95% at every number of games at once,
so the run may look after each game and stop at the first one where the
sequence lies wholly inside the band or wholly outside it, and the 95% promise
still holds (a fixed-size interval checked after every game would stop on a
lucky streak far more often than 5% of the time; Fishtest's SPRT answers the same
worry for engine matches). The sequence is the set of rates p whose likelihood is
not beaten 20 to 1 by a Beta-mixture of all rates (Robbins' mixture martingale
and Ville's inequality; Howard et al. 2021, "Time-uniform, nonparametric,
nonasymptotic confidence sequences"). The mixture's Beta(5.5, 4.5) is centred on
the generator's aim, 55%, and weighs about ten games: the sequence is a little
narrower than a flat prior's for the near-fair scenarios that take longest.

`--until W` stops once the attacker's Wilson interval is narrower than ±W points:
a precision target rather than a test (the width hardly depends on the rate, so
stopping on it does not bias the rate).

A rule is checked on the games in seed order only (`in_seed_order`): game S+n is
looked at after S..S+n-1, whatever order they finished in, so the games a run
keeps are the first seeds of its sequence, the same for any --jobs or cluster.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from core.balance.games import GameRecord
from core.balance.stats import wilson

BAND = (0.45, 0.65)
"""The attacker's win rate a fair battle aims at."""
ALPHA = 0.05
PRIOR = (5.5, 4.5)
"""The mixture's Beta parameters: centred on 55%, worth about ten games."""

REASONS = {
    "below": "the attacker's rate is below the {low}-{high}% band (at 95%, checked after every game)",
    "inside": "the attacker's rate is inside the {low}-{high}% band (at 95%, checked after every game)",
    "above": "the attacker's rate is above the {low}-{high}% band (at 95%, checked after every game)",
    "narrow": "the attacker's interval is narrower than ±{width:g} points",
    "planned": "every planned game was played",
    "undecided": "every planned game was played and the test had not decided",
    "interrupted": "interrupted",
}
"""Why a run stopped, in words (the JSON's `stopped.reason` is the key)."""


def _log_beta(a: float, b: float) -> float:
    return math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b)


def confidence_sequence(wins: int, games: int, alpha: float = ALPHA, prior: tuple[float, float] = PRIOR) -> tuple[float, float]:
    """The (1 - alpha) confidence sequence for a win rate after `wins` of `games`, valid at every
    `games` at once: the rates whose likelihood is within a factor 1/alpha of the Beta mixture's."""
    if games == 0:
        return 0.0, 1.0
    a, b = prior
    threshold = _log_beta(a + wins, b + games - wins) - _log_beta(a, b) - math.log(1 / alpha)

    def inside(p: float) -> bool:
        return wins * math.log(p) + (games - wins) * math.log1p(-p) > threshold

    share = min(max(wins / games, 1e-12), 1 - 1e-12)
    low = 0.0 if inside(1e-12) else _edge(inside, 1e-12, share)
    high = 1.0 if inside(1 - 1e-12) else _edge(inside, 1 - 1e-12, share)
    return low, high


def _edge(inside: Callable[[float], bool], outside: float, within: float) -> float:
    """Where `inside` turns true between a rate outside the set and one within it (bisection)."""
    for _ in range(48):  # to about 1e-14: far below any rounding the report does
        middle = (outside + within) / 2
        if inside(middle):
            within = middle
        else:
            outside = middle
    return within


@dataclass(frozen=True)
class Verdict:
    """Why a run stopped, after how many games, and the interval that decided it (shares 0-1)."""

    reason: str  # a key of REASONS
    games: int
    low: float = 0.0
    high: float = 1.0
    width: float = 0.0  # --until's half-width in points, for the text

    def text(self) -> str:
        return REASONS[self.reason].format(low=round(BAND[0] * 100), high=round(BAND[1] * 100), width=self.width)

    def to_dict(self) -> dict[str, object]:
        return {"reason": self.reason, "games": self.games, "why": self.text(), "low": round(self.low, 4),
                "high": round(self.high, 4)}


@dataclass(frozen=True)
class StopRule:
    """`until`: stop at a Wilson half-width below this many points; `decide`: stop when the
    confidence sequence settles the band. Either, both (the first to fire) or neither."""

    until: float | None = None
    decide: bool = False

    def verdict(self, wins: int, games: int) -> Verdict | None:
        """Why to stop after `wins` of `games` (in seed order), or None to play on."""
        if self.decide:
            low, high = confidence_sequence(wins, games)
            side = "below" if high < BAND[0] else "above" if low > BAND[1] else \
                "inside" if BAND[0] <= low and high <= BAND[1] else None
            if side is not None:
                return Verdict(side, games, low, high)
        if self.until is not None:
            low, high = wilson(wins, games)
            if games and (high - low) / 2 < self.until / 100:
                return Verdict("narrow", games, low, high, self.until)
        return None

    def unfinished(self, wins: int, games: int) -> Verdict:
        """The verdict of a run that played all its games without the rule firing."""
        low, high = confidence_sequence(wins, games) if self.decide else wilson(wins, games)
        return Verdict("undecided" if self.decide else "planned", games, low, high, self.until or 0.0)

    def describe(self) -> str:
        parts = ([f"decide the {round(BAND[0] * 100)}-{round(BAND[1] * 100)}% band"] if self.decide else []) + \
            ([f"until ±{self.until:g} points"] if self.until is not None else [])
        return " or ".join(parts)


def in_seed_order(games: Iterator[GameRecord], first_seed: int, rule: StopRule,
                  stopped: Callable[[Verdict], None]) -> Iterator[GameRecord]:
    """The records in seed order, each as soon as every earlier seed is in, until `rule` fires after
    one of them: then `stopped` hears why, the games still playing are ended and later ones dropped."""
    waiting: dict[int, GameRecord] = {}
    following, wins = first_seed, 0
    try:
        for record in games:
            waiting[record.seed] = record
            while following in waiting:
                ready = waiting.pop(following)
                following += 1
                wins += ready.winner == "attacker"
                yield ready
                verdict = rule.verdict(wins, following - first_seed)
                if verdict is not None:
                    stopped(verdict)
                    return
    finally:
        close = getattr(games, "close", None)
        if close is not None:
            close()
