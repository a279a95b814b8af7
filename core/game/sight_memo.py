"""Line of sight remembered per pair of hexes, for one smoke pattern of one game.

The rules ask the same pairs over and over (fog of war, spotters, fire groups,
opportunity fire), and under a given smoke pattern the answer never changes:
the Game keeps one of these per pattern (Game.sight). Whether a line is blocked
does not depend on the smoke at all (smoke only hinders, 11.5), so those answers
are shared by every pattern over the same terrain layers.
"""

from __future__ import annotations

import weakref
from typing import Any

from core.hexes import Hex
from core.los import Sight, Sightlines
from core.los.layers import TerrainLayers
from core.los.sightlines import BLOCKED

_Lines = dict[tuple[Hex, Hex], bool]
_shared: dict[int, tuple[weakref.ref[TerrainLayers], _Lines]] = {}


def _blocked_lines(layers: TerrainLayers) -> _Lines:
    """The blocked answers kept for one set of terrain layers (a Game's), while it lives."""
    key = id(layers)
    found = _shared.get(key)
    if found is not None and found[0]() is layers:
        return found[1]
    lines: _Lines = {}
    _shared[key] = (weakref.ref(layers, lambda _: _shared.pop(key, None)), lines)
    return lines


class RememberedSightlines(Sightlines):
    """Sightlines whose `sight` and `can_see` answers are kept once asked. Whether a line is
    blocked is the same both ways and under any smoke: one answer serves the pair in either
    order, for every smoke pattern."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._known: dict[tuple[Hex, Hex], Sight] = {}
        self._blocked = _blocked_lines(self.layers)

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
