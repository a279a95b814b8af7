"""The computer opponent as a Player: `AiPlayer(level, personality, seed)`.

Work in progress (issue 11): the decision code lands in the modules beside this one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.ai.profile import Personality, default_personality
from core.game.actions import Action, EndMove, EndPhase

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.state import GameState

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"


class AiPlayer:
    """Plays either side from that side's own view; deterministic for its seed."""

    def __init__(self, level: str = DEFAULT_LEVEL, personality: Personality | None = None, seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        self.level = level
        self.personality = personality or default_personality()
        self.rng = random.Random(seed)
        self._reason: str | None = None

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        for preferred in (EndMove, EndPhase):
            for action in actions:
                if isinstance(action, preferred):
                    self._reason = "nothing worth doing"
                    return action
        self._reason = None
        return actions[0]

    def reason(self) -> str | None:
        """Why the last action was chosen, in a line a player reads."""
        return self._reason
