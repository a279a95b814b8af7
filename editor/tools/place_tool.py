"""Click-to-place: the palette's chosen entry goes into each hex clicked (again adds to the stack)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from editor.i18n import tr
from editor.palette.entry import PaletteEntry
from editor.palette.placing import apply_entry
from editor.tools.base import Tool


class PlaceTool(Tool):
    name = "place"

    def __init__(self, entry: PaletteEntry) -> None:
        super().__init__()
        self.entry = entry

    def mouse_pressed(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if scene is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            scene.tool_cancelled.emit()  # right click puts the palette item down
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if hex_name is None:
            scene.message.emit(tr("Click a hex on the map to place {what}").format(what=self.entry.label))
            return
        refusal = apply_entry(scene.document, self.entry, hex_name)
        if refusal:
            scene.message.emit(refusal)
        else:
            scene.select_hex(hex_name)
