"""Luck share: how often the dice alone turn a game's result round.

A sample of the run's games is played again with the same players' seeds and
fresh dice (core.balance.probe_games.dice_seed): the players are the same, only
the rolls differ. `changed` is the share of those replays whose winner (attacker,
draw or defender) is not the original's. Where the dice never matter it is 0.
Where they decide everything it is what two unrelated games of the scenario give:
1 minus the sum of the squared outcome shares (two 50% outcomes: 50%; a 90% attacker:
18%). `share` is the one over the other: the part of the result's variation the
dice account for, near 0 when the players' choices decide, near 1 when the dice do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.balance.games import GameRecord
from core.balance.summary import OUTCOMES, Rate, percent


@dataclass(frozen=True)
class Luck:
    changed: Rate  # replays whose winner differs from the original's
    unrelated: float  # the chance two unrelated games of the main run differ in winner

    @staticmethod
    def of(originals: Mapping[int, GameRecord], replays: Sequence[GameRecord], main: Sequence[GameRecord]) -> Luck:
        """`originals` by seed (the main run's games), `replays` those seeds on fresh dice, `main` every main game."""
        paired = [r for r in replays if r.seed in originals]
        changed = sum(1 for r in paired if r.winner != originals[r.seed].winner)
        total = len(main)
        unrelated = 1 - sum((sum(1 for r in main if r.winner == o) / total) ** 2 for o in OUTCOMES) if total else 0.0
        return Luck(Rate.of(changed, len(paired)), unrelated)

    @property
    def share(self) -> float | None:
        """The changed share over the unrelated one (capped at 1); None when every main game ended alike."""
        if self.unrelated <= 0:
            return None
        return min(1.0, self.changed.share / self.unrelated)

    def to_dict(self) -> dict[str, Any]:
        share = self.share
        return {"replayed": self.changed.games, "winner_changed": self.changed.to_dict(),
                "unrelated_games_differ": round(self.unrelated, 4), "luck_share": None if share is None else round(share, 4)}

    def lines(self) -> list[str]:
        share = self.share
        told = (f"luck share {percent(share)}%" if share is not None
                else "no luck share: every game of the main run ended alike")
        return [f"luck: of {self.changed.games} games replayed on fresh dice, {self.changed.text()} changed winner "
                f"(two unrelated games differ in {percent(self.unrelated)}%): {told}"]
