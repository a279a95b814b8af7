"""On the map: the selected group's entry edge tinted in its side's colour, and a tool to pick an edge by clicking.

The file keeps an edge, not hexes, and the engine lets the group come on at any
hex of it (6.10), so every hex of the edge is tinted: that is where the units
may appear. EntryEdgeItem paints them as one path, like the LOS shading; it
takes no mouse buttons, so the map's tools work through it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from core.boards.battlefield import EDGES, Battlefield
from core.hexes import Hex, Layout
from editor.map.geometry import hex_polygon
from editor.tools.base import Tool

Z_ENTRY = 7.0  # over the ground and the LOS tints, under the counters


class EntryEdgeItem(QGraphicsItem):
    def __init__(self, layout: Layout, hexes: list[Hex], colour: QColor) -> None:
        super().__init__()
        self.hexes = list(hexes)
        self._path = QPainterPath()
        for h in hexes:
            self._path.addPolygon(hex_polygon(layout, h, 0.94))
        self._path = self._path.simplified()
        self._colour = QColor(colour)
        self.setZValue(Z_ENTRY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        fill = QColor(self._colour)
        fill.setAlphaF(0.42)
        pen = QPen(self._colour.darker(140), 4, Qt.PenStyle.DashLine)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(self._path)


def nearest_edge(battlefield: Battlefield, h: Hex) -> str:
    """The map edge closest to a hex (the first in north, east, south, west order on a tie)."""
    return min(EDGES, key=lambda edge: min(h.distance(e) for e in battlefield.edge_hexes(edge)))


class PickEdgeTool(Tool):
    """One click on the map picks the edge nearest the hex clicked; right click or Esc gives up."""

    name = "pick entry edge"

    def __init__(self, picked: Callable[[str], None], left: Callable[[], None]) -> None:
        super().__init__()
        self.picked = picked
        self.left = left

    def deactivate(self) -> None:
        super().deactivate()
        self.left()

    def mouse_pressed(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if scene is None:
            return
        if event.button() != Qt.MouseButton.LeftButton:
            scene.tool_cancelled.emit()  # the window goes back to selecting, as Esc does
            return
        if hex_name is None:
            return
        field = scene.document.battlefield
        edge = nearest_edge(field, field.parse(hex_name))
        scene.set_tool(None)
        self.picked(edge)
