"""Line of sight remembered per pair of hexes, for one smoke pattern of one game.

The rules ask the same pairs over and over (fog of war, spotters, fire groups,
opportunity fire), and under a given smoke pattern the answer never changes:
the Game keeps one of these per pattern (Game.sight). Whether a line is blocked
does not depend on the smoke at all (smoke only hinders, 11.5), so those answers
are shared by every pattern of the Game (its `blocked_lines` store, handed in).
Both stores are declared in core.game.cache_reads and checked in check mode.
"""

from __future__ import annotations

from typing import Any

from core.game.cache import new_store
from core.hexes import Hex
from core.los import Sight, Sightlines
from core.los.sightlines import BLOCKED


class RememberedSightlines(Sightlines):
    """Sightlines whose `sight` and `can_see` answers are kept once asked. Whether a line is
    blocked is the same both ways and under any smoke: one answer serves the pair in either
    order, for every smoke pattern sharing `blocked`."""

    def __init__(self, *args: Any, blocked: dict[tuple[Hex, Hex], bool] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._known: dict[tuple[Hex, Hex], Sight] = new_store("sight")
        self._blocked = new_store("blocked_lines") if blocked is None else blocked

    def sight(self, a: Hex, b: Hex) -> Sight:
        key = (a, b)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = BLOCKED if self._blocked.get(key) else super().sight(a, b)
            self._blocked[key] = self._blocked[(b, a)] = found[0]
        return found

    def can_see(self, a: Hex, b: Hex) -> bool:
        key = (a, b)
        blocked = self._blocked.get(key)
        if blocked is None:
            blocked = self._blocked[key] = self._blocked[(b, a)] = self.blocked(a, b)
        return not blocked
