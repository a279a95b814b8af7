"""Outlines drawn over hexes: rule problems (red), the selection (yellow), the tool's target.

They carry no state of their own beyond where they are; the scene moves them
or makes them from the document's problem list.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsPathItem, QGraphicsPolygonItem

from editor.battlefield.hex_item import hexagon
from editor.counters.style import marker_colour

Z_TUNNEL = 4.0  # under the counters and the problems' tint: a tunnel runs under the ground
Z_PROBLEM = 5.0  # under the counters: the red tints the ground, not the values
Z_SELECTION = 21.0
Z_HOVER = 22.0
Z_FACING_HINT = 23.0


class HexOutlineItem(QGraphicsPolygonItem):
    def __init__(self, size: float, colour: QColor, width: float, z: float,
                 style: Qt.PenStyle = Qt.PenStyle.SolidLine, fill_alpha: float = 0.0) -> None:
        super().__init__(hexagon(size))
        pen = QPen(colour, width, style)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCosmetic(False)
        self.setPen(pen)
        if fill_alpha:
            fill = QColor(colour)
            fill.setAlphaF(fill_alpha)
            self.setBrush(fill)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hex_name: str | None = None

    def place(self, hex_name: str | None, centre: QPointF | None) -> None:
        self.hex_name = hex_name
        self.setVisible(centre is not None)
        if centre is not None:
            self.setPos(centre)


def tunnel_item(points: list[QPointF], size: float) -> QGraphicsPathItem:
    """19.112: a tunnel as the diagram draws it, a dashed earth-brown line from cave to cave
    through the centres of the hexes it runs under."""
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    item = QGraphicsPathItem(path)  # a pale band under the dashes, so the route reads on jungle too
    halo = QColor("#f4e9cc")
    halo.setAlphaF(0.75)
    item.setPen(QPen(halo, size * 0.17, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    dashes = QGraphicsPathItem(path, item)
    dashes.setPen(QPen(QColor("#4a3218"), size * 0.09, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    item.setZValue(Z_TUNNEL)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    dashes.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def problem_outline(size: float) -> HexOutlineItem:
    return HexOutlineItem(size * 0.94, marker_colour("problem"), size * 0.08, Z_PROBLEM, fill_alpha=0.12)


def selection_outline(size: float) -> HexOutlineItem:
    return HexOutlineItem(size * 0.98, marker_colour("selection"), size * 0.07, Z_SELECTION)


def hover_outline(size: float) -> HexOutlineItem:
    return HexOutlineItem(size * 0.98, marker_colour("hover"), size * 0.05, Z_HOVER, Qt.PenStyle.DashLine)


def hexside_line(radius: float, direction: int) -> QLineF:
    """Hexside `direction` (0 N, clockwise) of a flat-topped hexagon of corner radius `radius` round the origin."""
    a, b = math.radians(-120 + 60 * direction), math.radians(-60 + 60 * direction)
    return QLineF(radius * math.cos(a), radius * math.sin(a), radius * math.cos(b), radius * math.sin(b))


def facing_hint() -> QGraphicsLineItem:
    """The hexside a click would face the selected hex's vehicles towards (editor/tools/select_tool.py)."""
    item = QGraphicsLineItem()
    item.setPen(QPen(QColor("#f76707"), 8.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))  # orange: apart from the yellow selection
    item.setZValue(Z_FACING_HINT)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.hide()
    return item
