"""The brush footprint: the hexes the next click would paint, tinted and outlined under the pointer.

An item of its own above the board, so moving it repaints only the rectangles it leaves
and enters (the board item culls its painting to them), and it changes only when the set
of hexes changes: moving the pointer inside a fill's region, or inside one hex, repaints
nothing. The hexside brush marks the side it would draw instead of a hex.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.hexes import Layout, Offset
from editor.map.geometry import hex_polygon

TINT = QColor(255, 255, 255, 80)
OUTLINE = QColor(25, 25, 25, 220)
SIDE = QColor(255, 200, 0)


def side_line(layout: Layout, offset: Offset, direction: int) -> QLineF:
    """The two corners of a hex's side `direction` (0 north, clockwise): the polygon corners nearest its middle."""
    cx, cy = layout.to_pixel(offset.to_hex())
    facing = math.radians(direction * 60.0 - 90.0)
    polygon = hex_polygon(layout, offset.to_hex())
    corners = [polygon.at(i) for i in range(polygon.size())]

    def gap(p: QPointF) -> float:
        angle = math.atan2(p.y() - cy, p.x() - cx)
        return abs(math.remainder(angle - facing, 2 * math.pi))

    a, b = sorted(corners, key=gap)[:2]
    return QLineF(a, b)


class FootprintItem(QGraphicsItem):
    """The hexes (or the hexside) a press would paint now."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hexes: tuple[Offset, ...] = ()
        self.side: tuple[Offset, int] | None = None
        self._path = QPainterPath()
        self._line: QLineF | None = None
        self.bounds = QRectF()  # the board's frame: a half hex on an edge is marked as far as the board goes

    def show_at(self, hexes: list[Offset], side: tuple[Offset, int] | None = None) -> bool:
        """Mark these hexes (or this side); False, and nothing repainted, if it is what is marked already."""
        if tuple(hexes) == self.hexes and side == self.side:
            return False
        self.prepareGeometryChange()
        self.hexes, self.side = tuple(hexes), side
        self._path = QPainterPath()
        for offset in hexes:
            self._path.addPolygon(hex_polygon(self.layout, offset.to_hex(), 0.96))
            self._path.closeSubpath()
        self._line = side_line(self.layout, *side) if side is not None else None
        return True

    def boundingRect(self) -> QRectF:
        rect = self._path.boundingRect()
        if self._line is not None:
            rect = rect.united(QRectF(self._line.p1(), self._line.p2()).normalized())
        return rect.adjusted(-6, -6, 6, 6) if not rect.isNull() or self._line is not None else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.bounds.isNull():
            painter.setClipRect(self.bounds.adjusted(-1, -1, 1, 1), Qt.ClipOperation.IntersectClip)
        if self.hexes:
            painter.setPen(QPen(OUTLINE, 2.0))
            painter.setBrush(QBrush(TINT))
            painter.drawPath(self._path)
        if self._line is not None:
            painter.setPen(QPen(OUTLINE, 7.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self._line)
            painter.setPen(QPen(SIDE, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self._line)
