"""Line of sight remembered per pair of hexes, for one smoke pattern of one game.

The rules ask the same pairs over and over (fog of war, spotters, fire groups,
opportunity fire), and under a given smoke pattern the answer never changes:
the Game keeps one of these per pattern (Game.sight). Whether a line is blocked
does not depend on the smoke at all (smoke only hinders, 11.5), so those answers
are shared by every pattern of the Game (its `blocked_lines` store, handed in).
Both stores are declared in core.game.cache_reads and checked in check mode.

Night or reduced visibility (the Visibility special rule) gives a pattern a `limit`: a
line longer than that many hexes is blocked. The limit is applied before either store
is asked or filled, so the shared `blocked` answers stay those of the ground alone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from core.game.cache import new_store
from core.hexes import Hex
from core.los import LosResult, Sight, Sightlines
from core.los.sightlines import BLOCKED


class RememberedSightlines(Sightlines):
    """Sightlines whose `sight` and `can_see` answers are kept once asked. Whether a line is
    blocked is the same both ways and under any smoke: one answer serves the pair in either
    order, for every smoke pattern sharing `blocked`."""

    def __init__(self, *args: Any, blocked: dict[tuple[Hex, Hex], bool] | None = None, limit: int | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.limit = limit  # the longest line seen, in hexes (night, reduced visibility); None: no limit
        self._known: dict[tuple[Hex, Hex], Sight] = new_store("sight")
        self._blocked = new_store("blocked_lines") if blocked is None else blocked

    def too_far(self, a: Hex, b: Hex) -> bool:
        return self.limit is not None and a.distance(b) > self.limit

    def sight(self, a: Hex, b: Hex) -> Sight:
        if self.too_far(a, b):
            return BLOCKED
        key = (a, b)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = BLOCKED if self._blocked.get(key) else super().sight(a, b)
            self._blocked[key] = self._blocked[(b, a)] = found[0]
        return found

    def can_see(self, a: Hex, b: Hex) -> bool:
        if self.too_far(a, b):
            return False
        key = (a, b)
        blocked = self._blocked.get(key)
        if blocked is None:
            blocked = self._blocked[key] = self._blocked[(b, a)] = self.blocked(a, b)
        return not blocked

    def check(self, a: Hex, b: Hex) -> LosResult:
        """The full answer; a line longer than the limit is blocked by the dark (no hex to blame)."""
        found = super().check(a, b)
        if not self.too_far(a, b):
            return found
        return replace(found, blocked=True, hindrance=0, blocking_hexes=(), blocking_hexsides=(),
                       hindrance_hexes=(), hindrance_hexsides=())

    def fan(self, a: Hex) -> dict[Hex, Sight]:
        found = super().fan(a)
        if self.limit is None:
            return found
        return {b: (BLOCKED if self.too_far(a, b) else sight) for b, sight in found.items()}
