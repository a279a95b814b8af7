"""The counter a name refers to, lit on the map while the mouse is over the name.

Texts name units ("Rifle squad (a10)") where no counter prints an id; hovering the
name in the odds panel (a link), a row of the choices list (its acting units) or a
card of the unit selection popup outlines that unit's hex in gold, so the player
sees which counter is meant. A unit the viewer may not see is never lit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidgetItem

from core.game.fog import hidden_units
from editor.battlefield.overlay_items import HexOutlineItem
from editor.testrun.board_scene import HEX_SIZE, Z_COST
from editor.testrun.unit_names import LinkHighlighter
from editor.testrun.unit_popup import UnitSelectPopup
from editor.testrun.unit_select import acting_ids

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

GOLD = QColor(255, 185, 0)


class CounterHighlight:
    def __init__(self, window: TestRunWindow, popup: UnitSelectPopup) -> None:
        self.window = window
        self.outline = HexOutlineItem(HEX_SIZE * 0.92, GOLD, HEX_SIZE * 0.12, Z_COST + 2)
        self.outline.place(None, None)
        window.scene.addItem(self.outline)
        self.unit: str | None = None
        self.links = LinkHighlighter(self.mark)
        self.links.watch(window.choices.odds)
        window.choices.list.setMouseTracking(True)
        window.choices.list.itemEntered.connect(self._row_entered)
        popup.card_hovered.connect(self.mark)

    def mark(self, unit_id: str | None) -> None:
        """Outline the unit's hex (None, or a unit the viewer does not see: no outline)."""
        w = self.window
        unit = w.state.units.get(unit_id or "")
        viewer = w.viewer()
        if unit is not None and viewer is not None and unit.id in hidden_units(w.game, w.state, viewer):
            unit = None
        hex_name = unit.hex if unit is not None and unit.in_play else None
        self.unit = unit.id if unit is not None and hex_name else None
        self.outline.place(hex_name, w.scene.centre_of(hex_name) if hex_name else None)

    def _row_entered(self, item: QListWidgetItem) -> None:
        choices = self.window.choices
        row = choices.list.row(item)
        ids = acting_ids(choices.listed[row]) if 0 <= row < len(choices.listed) else []
        self.mark(ids[0] if ids else None)
