"""What helps a person play on the test run's map, hooked into the window in one place.

The unit selection popup, the hex hover popup, the zoom keys and buttons and the
lit counter of a hovered name are each a module of their own; the window makes
them here and tells them of a click (`click`) and of a new state (`refresh`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.testrun.hex_hover import HexHover
from editor.testrun.highlight import CounterHighlight
from editor.testrun.unit_select_control import UnitSelectControl
from editor.testrun.zoom import ZoomControl

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


class PlayAids:
    def __init__(self, window: TestRunWindow) -> None:
        self.unit_select = UnitSelectControl(window)
        self.hover = HexHover(window)
        self.zoom = ZoomControl(window)
        self.highlight = CounterHighlight(window, self.unit_select.popup)

    def click(self, hex_name: str) -> None:
        """A click that selected a hex (not a move or a line of sight): the popup of its units."""
        self.unit_select.click(hex_name)

    def refresh(self) -> None:
        """The state changed: the popup made for the old one closes, the hover view is made anew."""
        self.unit_select.refresh()
        self.hover.reset()

    @property
    def only_units(self) -> frozenset[str] | None:
        """The units the choices list is narrowed to (checked in the popup), None for all."""
        return self.unit_select.only
