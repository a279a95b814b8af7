"""Line of sight for the LOS probe: the core's Sightlines for the document's battlefield, kept warm.

One Sightlines per battlefield and per pattern of smoke and bunkers (11.5,
19.5), reused from probe to probe; `prepare` (every line path of the board
shape, about half a second) runs once per battlefield, after which a fan from
any hex takes a few milliseconds. Nothing here draws; the probe tool and its
overlay items turn the answers into tints and lines.
"""

from __future__ import annotations

from collections import OrderedDict
from enum import IntEnum

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.los import Sight, Sightlines
from core.scenario import Scenario
from core.scenario.sight import scenario_blockers, scenario_smoke

KEPT = 8  # smoke/bunker patterns kept per session


class Shade(IntEnum):
    """How a hex looks from the probed hex: blocked, or seen with a total hindrance of 0, +1, +2, +3 or more."""

    BLOCKED = -1
    CLEAR = 0
    ONE = 1
    TWO = 2
    THREE_OR_MORE = 3


def shade_of(sight: Sight) -> Shade:
    blocked, hindrance = sight
    return Shade.BLOCKED if blocked else Shade(min(hindrance, 3))


def shades(fan: dict[Hex, Sight]) -> dict[Hex, Shade]:
    return {h: shade_of(sight) for h, sight in fan.items()}


def bunker_hexes(scenario: Scenario, battlefield: Battlefield) -> tuple[Hex, ...]:
    return scenario_blockers(scenario, battlefield)


def smoke_hexes(scenario: Scenario, battlefield: Battlefield) -> tuple[tuple[Hex, int], ...]:
    return tuple(sorted(scenario_smoke(scenario, battlefield).items()))


class ProbeSight:
    """Sightlines for whatever battlefield and scenario the probe is asked about."""

    def __init__(self) -> None:
        self._battlefield: Battlefield | None = None
        self._kept: OrderedDict[tuple[object, ...], Sightlines] = OrderedDict()

    def sightlines(self, battlefield: Battlefield, scenario: Scenario) -> Sightlines:
        if battlefield is not self._battlefield:
            self._battlefield = battlefield
            self._kept.clear()
            Sightlines(battlefield).prepare()  # line paths are shared by every Sightlines of this shape
        bunkers, smoke = bunker_hexes(scenario, battlefield), smoke_hexes(scenario, battlefield)
        key = (bunkers, smoke)
        sight = self._kept.get(key)
        if sight is None:
            base = next((s for (b, _smoke), s in self._kept.items() if b == bunkers), None)
            sight = base.with_smoke(dict(smoke)) if base is not None else Sightlines(battlefield, dict(smoke), bunkers)
            self._kept[key] = sight
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        self._kept.move_to_end(key)
        return sight
