"""Restricted play (Jaffe et al., AIIDE 2012): the attacker's rate when one seat forgoes one kind of move.

Each restriction (core.ai.restricted.RESTRICTIONS) is played over the main run's
first seeds, with the main run's players, one of them restricted. Its rate is
compared with the main run's on the very same seeds, game by game: `change` is the
restricted rate minus the unrestricted one, with a 95% interval for paired
results (the games that came out the same on both cancel). A change whose interval
holds 0 says the move does not decide the scenario; a large drop when the attacker
never assaults says the scenario is won by assaults.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.balance.games import GameRecord
from core.balance.headroom import points
from core.balance.stats import Z95
from core.balance.summary import Rate


@dataclass(frozen=True)
class RestrictedRun:
    name: str  # the restriction's key
    text: str  # its question in words
    rate: Rate  # the attacker's wins under the restriction
    unrestricted: Rate  # the attacker's wins in the main run on the same seeds
    change: tuple[float, float, float]  # restricted minus unrestricted (shares): the change, its interval's low and high

    @staticmethod
    def of(name: str, text: str, played: Sequence[GameRecord], originals: Mapping[int, GameRecord]) -> RestrictedRun:
        paired = [(originals[r.seed].winner == "attacker", r.winner == "attacker") for r in played if r.seed in originals]
        n = len(paired)
        lost = sum(1 for before, after in paired if before and not after)
        gained = sum(1 for before, after in paired if after and not before)
        return RestrictedRun(name, text, Rate.of(sum(1 for _, after in paired if after), n),
                             Rate.of(sum(1 for before, _ in paired if before), n), paired_change(gained, lost, n))

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "question": self.text, "games": self.rate.games, "attacker": self.rate.to_dict(),
                "unrestricted": self.unrestricted.to_dict(),
                "change_points": {"change": round(self.change[0] * 100, 1), "low": round(self.change[1] * 100, 1),
                                  "high": round(self.change[2] * 100, 1)}}

    def line(self) -> str:
        change, low, high = self.change
        return (f"  {self.text}: attacker {self.rate.text()} of {self.rate.games} games, "
                f"{points(change)} points ({points(low)} to {points(high)}) from {self.unrestricted.text()} on the same seeds")


def paired_change(gained: int, lost: int, games: int) -> tuple[float, float, float]:
    """The change in a rate measured twice on the same games, with its 95% interval (Wald, for paired
    proportions): only the games that changed count, `gained` won only the second time, `lost` only the first."""
    if not games:
        return 0.0, 0.0, 0.0
    change = (gained - lost) / games
    spread = math.sqrt(max(0.0, gained + lost - (gained - lost) ** 2 / games)) / games
    return change, max(-1.0, change - Z95 * spread), min(1.0, change + Z95 * spread)
