"""What the map shows: everything, the terrain alone, or the scenario as one side sees it.

"Hide units" takes every counter off the map so the terrain under it can be
read. "View as side" shows the set-up as that side's player would see it at
the start, by the rules the test run plays: the enemy's hidden fortifications
(a hidden minefield, 19.71) are never shown, and with fog of war (seed 004)
an enemy stack is shown only when one of the side's own stacks has a line of
sight to its hex (core.game.fog asks the same of a running game). The model
has no hidden flag on units; fog of war is what hides them.

Pure values and functions: the scene filters each HexView through them, and the
hex tooltip uses the same filter so it never tells what the map hides.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.los import Sightlines
from core.scenario import Fortification, Scenario

SIDE_VIEWS = (None, "allied", "axis")


@dataclass(frozen=True)
class MapDisplay:
    hide_units: bool = False
    viewer: str | None = None  # "allied" or "axis": the scenario as that side sees it; None: all of it

    @property
    def filters(self) -> bool:
        return self.hide_units or self.viewer is not None


@dataclass(frozen=True)
class Concealed:
    """What `viewer` may not see: enemy stacks' hexes (by the name the scenario uses)."""

    viewer: str | None = None
    stack_hexes: frozenset[str] = frozenset()

    def hides_fortification(self, fortification: Fortification) -> bool:
        return self.viewer is not None and fortification.hidden and fortification.side != self.viewer

    def hides_stack(self, side: str, hex_name: str) -> bool:
        return self.viewer is not None and side != self.viewer and hex_name in self.stack_hexes


WHOLE_MAP = MapDisplay()  # the defaults, as module values (a call in a default argument is made once anyway)
NOTHING_CONCEALED = Concealed()


def _hex(battlefield: Battlefield, name: str) -> Hex | None:
    try:
        return battlefield.parse(name)
    except ValueError:
        return None


def concealed_from(scenario: Scenario, battlefield: Battlefield, viewer: str | None,
                   sight: Sightlines | None) -> Concealed:
    """What the scenario hides from `viewer` at the start; `sight` is only asked under fog of war."""
    if viewer is None:
        return Concealed()
    if not scenario.fog_of_war or sight is None:
        return Concealed(viewer)
    own = [h for stack in scenario.side(viewer).stacks if (h := _hex(battlefield, stack.hex)) is not None]
    unseen = set()
    for _name, side in ((n, s) for n, s in scenario.sides() if n != viewer):
        for stack in side.stacks:
            target = _hex(battlefield, stack.hex)
            if target is None or not any(sight.can_see(eye, target) for eye in own):
                unseen.add(stack.hex)
    return Concealed(viewer, frozenset(unseen))
