"""What a balance run found: win rates with intervals, victory levels, turns and losses.

Counts are summed in seed order, so the same records give the same numbers
whichever order the games finished in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from core.balance.games import GameRecord
from core.balance.stats import wilson

LEVELS = ("major_victory", "minor_victory", "draw", "minor_defeat", "major_defeat")
"""Seed 004's five levels, told from the attacker's side (core.game.victory.LEVELS)."""

OUTCOMES = ("attacker", "draw", "defender")


@dataclass(frozen=True)
class Rate:
    """A share of the games with its 95% Wilson interval (all as shares 0-1)."""

    count: int
    games: int
    low: float
    high: float

    @staticmethod
    def of(count: int, games: int) -> Rate:
        low, high = wilson(count, games)
        return Rate(count, games, low, high)

    @property
    def share(self) -> float:
        return self.count / self.games if self.games else 0.0

    def text(self) -> str:
        """`38% (33-43%)`: what a designer reads."""
        return f"{percent(self.share)}% ({percent(self.low)}-{percent(self.high)}%)"

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "rate": round(self.share, 4), "low": round(self.low, 4), "high": round(self.high, 4)}


def percent(share: float) -> int:
    """A share as a whole percentage, rounding halves up (not to even) so 0.125 reads 13%."""
    return int(share * 100 + 0.5 + 1e-9)


@dataclass(frozen=True)
class Summary:
    games: int
    outcomes: dict[str, Rate]  # attacker, draw, defender
    levels: dict[str, int]  # the five levels, in order
    mean_turns: float
    mean_lost: tuple[float, float]  # points, attacker first
    mean_lost_share: tuple[float, float]  # of the side's starting points
    seeds: tuple[int, ...]

    @staticmethod
    def of(records: Iterable[GameRecord]) -> Summary:
        ordered = sorted(records, key=lambda r: r.seed)
        n = len(ordered)
        outcomes = {name: Rate.of(sum(1 for r in ordered if r.winner == name), n) for name in OUTCOMES}
        levels = {level: sum(1 for r in ordered if r.level == level) for level in LEVELS}

        def mean(values: Iterable[float]) -> float:
            values = list(values)
            return sum(values) / len(values) if values else 0.0

        lost = (mean(r.lost[0] for r in ordered), mean(r.lost[1] for r in ordered))
        share = tuple(mean(r.lost[i] / r.start[i] for r in ordered if r.start[i]) for i in (0, 1))
        return Summary(n, outcomes, levels, mean(r.turns for r in ordered), lost, (share[0], share[1]),
                       tuple(r.seed for r in ordered))

    @property
    def attacker(self) -> Rate:
        return self.outcomes["attacker"]

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "outcomes": {name: rate.to_dict() for name, rate in self.outcomes.items()},
            "levels": dict(self.levels),
            "mean_turns": round(self.mean_turns, 3),
            "mean_points_lost": {"attacker": round(self.mean_lost[0], 2), "defender": round(self.mean_lost[1], 2)},
            "mean_share_lost": {"attacker": round(self.mean_lost_share[0], 4), "defender": round(self.mean_lost_share[1], 4)},
        }

    def lines(self) -> list[str]:
        """The summary in a few lines of words."""
        o = self.outcomes
        levels = ", ".join(f"{level.replace('_', ' ')} {percent(count / self.games if self.games else 0)}%"
                           for level, count in self.levels.items())
        return [
            f"attacker wins {o['attacker'].text()}, draws {o['draw'].text()}, defender wins {o['defender'].text()}",
            f"victory levels (the attacker's): {levels}",
            f"mean turns {self.mean_turns:.1f}; mean points lost: attacker {self.mean_lost[0]:.1f} "
            f"({percent(self.mean_lost_share[0])}%), defender {self.mean_lost[1]:.1f} ({percent(self.mean_lost_share[1])}%)",
        ]
