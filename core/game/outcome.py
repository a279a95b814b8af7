"""How a finished game ended, as a value a searching player can score.

`state.result` stays the plain dict the logs hold (winner "attacker",
"defender" or "draw", the level told from the attacker's side, turns, reason,
attacker); an `Outcome` reads it as sides, and `returns(side)` gives the
zero-sum numbers search algorithms back up (OpenSpiel's `returns()`): 1 for a
win, -1 for a loss, 0 for a draw. The victory level does not change them: a
minor victory is still a victory (seed 004's five levels rank, they do not score).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.sides import Side

WIN, DRAW, LOSS = 1.0, 0.0, -1.0


@dataclass(frozen=True)
class Outcome:
    winner: Side | None  # None: a draw
    level: str  # major_victory ... major_defeat, for the attacker (core.game.victory.LEVELS)
    turns: int
    attacker: Side
    reason: str = ""

    @staticmethod
    def of(result: Mapping[str, Any]) -> Outcome:
        """The outcome a `state.result` describes."""
        attacker = Side(result["attacker"])
        winner = {"attacker": attacker, "defender": attacker.other}.get(result["winner"])
        return Outcome(winner, str(result["level"]), int(result["turns"]), attacker, str(result.get("reason", "")))

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def returns(self, side: Side | str) -> float:
        """1 if `side` won, -1 if it lost, 0 for a draw; the two sides' returns add up to 0."""
        if self.winner is None:
            return DRAW
        return WIN if self.winner == side else LOSS
