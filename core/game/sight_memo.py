"""Line of sight remembered per pair of hexes, for one smoke pattern of one game.

The rules ask the same pairs over and over (fog of war, spotters, fire groups,
opportunity fire), and under a given smoke pattern the answer never changes:
the Game keeps one of these per pattern (Game.sight).
"""

from __future__ import annotations

from typing import Any

from core.hexes import Hex
from core.los import Sight, Sightlines


class RememberedSightlines(Sightlines):
    """Sightlines whose `sight` and `can_see` answers are kept once asked."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._known: dict[tuple[Hex, Hex], Sight] = {}

    def sight(self, a: Hex, b: Hex) -> Sight:
        key = (a, b)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = super().sight(a, b)
        return found

    def can_see(self, a: Hex, b: Hex) -> bool:
        return not self.sight(a, b)[0]
