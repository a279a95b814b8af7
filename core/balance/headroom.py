"""Skill headroom: how much the computer's level moves the attacker's rate.

The same seeds are played twice more, the hard level attacking the easy one and
the easy level attacking the hard one. Where skill decides, the attacker wins far
more often in the first than in the second; a scenario decided by the dice shows
little spread, whoever plays it. The spread is the first rate minus the second,
in points; the main run's rate (its own players) sits between them as a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.balance.games import GameRecord
from core.balance.summary import Rate, percent

HARD_EASY, EASY_HARD = "hard-easy", "easy-hard"
"""The two probes: (attacker's level)-(defender's level)."""


@dataclass(frozen=True)
class Headroom:
    hard_attacks: Rate  # the attacker's wins, ai:hard attacking ai:easy
    easy_attacks: Rate  # the attacker's wins, ai:easy attacking ai:hard
    players: tuple[str, str, str, str]  # the specs: hard-easy attacker, defender; easy-hard attacker, defender

    @staticmethod
    def of(hard_easy: Sequence[GameRecord], easy_hard: Sequence[GameRecord], players: tuple[str, str, str, str]) -> Headroom:
        return Headroom(_wins(hard_easy), _wins(easy_hard), players)

    @property
    def spread(self) -> float:
        """The hard attacker's rate minus the easy attacker's, as a share (0.40 reads 40 points)."""
        return self.hard_attacks.share - self.easy_attacks.share

    def to_dict(self) -> dict[str, Any]:
        return {"hard_attacks_easy": {**self.hard_attacks.to_dict(), "games": self.hard_attacks.games,
                                      "attacker": self.players[0], "defender": self.players[1]},
                "easy_attacks_hard": {**self.easy_attacks.to_dict(), "games": self.easy_attacks.games,
                                      "attacker": self.players[2], "defender": self.players[3]},
                "spread_points": round(self.spread * 100, 1)}

    def lines(self, main: Rate) -> list[str]:
        return [f"skill headroom: the attacker wins {self.hard_attacks.text()} of {self.hard_attacks.games} games "
                f"as ai:hard against ai:easy, {self.easy_attacks.text()} of {self.easy_attacks.games} as ai:easy "
                f"against ai:hard (main run {main.text()}): a spread of {points(self.spread)} points"]


def _wins(records: Sequence[GameRecord]) -> Rate:
    return Rate.of(sum(1 for r in records if r.winner == "attacker"), len(records))


def points(share: float) -> str:
    """A difference of shares in signed whole points: `+12`, `-3`, `0`."""
    value = percent(abs(share))
    return f"{'-' if share < 0 and value else '+' if value else ''}{value}"
