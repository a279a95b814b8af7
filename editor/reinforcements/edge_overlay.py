"""On the map: the selected group's entry edge tinted and labelled, and a tool to pick an edge by clicking.

The file keeps an edge, not hexes, and the engine lets the group come on at any
hex of it (6.10), so every hex of the edge is tinted: that is where the units
may appear. EntryEdgeItem paints them as one path, like the LOS shading; it
takes no mouse buttons, so the map's tools work through it. Its label is a child
item drawn at a fixed screen size (it ignores the view's zoom): at 300% a label
scaled with the map covered a dozen hexes of the edge it names.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from core.boards.battlefield import EDGES, Battlefield
from core.hexes import Hex, Layout
from editor.map.geometry import hex_polygon
from editor.tools.base import Tool

Z_ENTRY = 7.0  # over the ground and the LOS tints, under the counters
ENTRY_COLOUR = "#1c7ed6"  # one blue for both sides: it must stand out on green fields and yellow crops alike
LABEL_PX = 22
LABEL_PAD = 10


class EntryEdgeItem(QGraphicsItem):
    """The edge's hexes tinted, and a label in the middle of the edge saying whose group and when."""

    def __init__(self, layout: Layout, hexes: list[Hex], label: str, clip: QRectF) -> None:
        """`clip` is the map's printed rectangle: the half hexes of the edge end where the boards do."""
        super().__init__()
        self.hexes = list(hexes)
        self.label = label
        path = QPainterPath()
        for h in hexes:
            path.addPolygon(hex_polygon(layout, h, 0.94))
        frame = QPainterPath()
        frame.addRect(clip)
        self._path = path.simplified().intersected(frame)
        middle = hexes[len(hexes) // 2] if hexes else None
        self._label_at = QPointF(*layout.to_pixel(middle)) if middle is not None else QPointF()
        self.label_item: EdgeLabelItem | None = None
        if label and hexes:
            self.label_item = EdgeLabelItem(label, self)
            # placed as it would lie at 100%: kept inside the map there, and centred on its anchor at any zoom
            half = self.label_item.boundingRect().size() / 2
            box = _inside(QRectF(self._label_at - QPointF(half.width(), half.height()), half * 2), clip.adjusted(8, 8, -8, -8))
            self.label_item.setPos(box.center())
        self.setZValue(Z_ENTRY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        fill = QColor(ENTRY_COLOUR)
        fill.setAlphaF(0.45)
        pen = QPen(QColor(ENTRY_COLOUR).darker(150), 4, Qt.PenStyle.DashLine)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(self._path)


class EdgeLabelItem(QGraphicsItem):
    """Whose group and when, in a white box centred on its position, the same size on screen at any zoom."""

    def __init__(self, text: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.text = text
        self._font = QFont()
        self._font.setPixelSize(LABEL_PX)
        self._font.setBold(True)
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 2 * LABEL_PAD
        self._rect = QRectF(-width / 2, -LABEL_PX, width, 2 * LABEL_PX)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(QPen(QColor(ENTRY_COLOUR).darker(150), 2))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setFont(self._font)
        painter.setPen(QColor("#1d1b16"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


def _inside(rect: QRectF, frame: QRectF) -> QRectF:
    """The rectangle moved (not shrunk) to lie within the frame, so the label is never cut by the map's edge."""
    dx = max(frame.left() - rect.left(), 0.0) + min(frame.right() - rect.right(), 0.0)
    dy = max(frame.top() - rect.top(), 0.0) + min(frame.bottom() - rect.bottom(), 0.0)
    return rect.translated(dx, dy)


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
