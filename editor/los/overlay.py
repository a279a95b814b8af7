"""What the LOS probe draws over the map: tints for every hex seen, and the line to the hovered hex.

LosShadeItem paints all the hexes in one item (one path per tint, clipped to
the boards' edges), so a new fan costs one repaint, not a thousand items.
LosLineItem draws the line itself and outlines what counted: blocking hexes
and hexsides in red, hindering ones in teal, the hexes beside a hexside
line dotted violet (9.4).
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.hexes import Hex, Hexside, Layout
from core.los import LosResult
from editor.los.probe import Shade
from editor.map.geometry import hex_polygon, side_line

Z_SHADE = 6.0  # over the ground, under the counters: values stay readable
Z_LINE = 23.0

SHADE_STYLE: dict[Shade, tuple[str, float]] = {  # colour, opacity: a heat scale, lighter to darker as hindrance grows
    Shade.CLEAR: ("#ffffff", 0.30),
    Shade.ONE: ("#ffe066", 0.42),
    Shade.TWO: ("#ff922b", 0.46),
    Shade.THREE_OR_MORE: ("#d9480f", 0.52),
    Shade.BLOCKED: ("#212529", 0.5),
}
ORIGIN = "#1c7ed6"
LINE_STYLE = {"line": "#ffffff", "line_edge": "#1d1b16", "blocks": "#e03131", "hinders": "#0c8599", "beside": "#7048e8"}


def _colour(name: str, alpha: float = 1.0) -> QColor:
    colour = QColor(name)
    colour.setAlphaF(alpha)
    return colour


class LosShadeItem(QGraphicsItem):
    def __init__(self, layout: Layout, map_rect: QRectF) -> None:
        super().__init__()
        self.layout = layout
        self.clip = map_rect
        self.origin: Hex | None = None
        self.counts: dict[Shade, int] = {}
        self._paths: dict[Shade, QPainterPath] = {}
        self.setZValue(Z_SHADE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_shades(self, origin: Hex | None, shades: dict[Hex, Shade]) -> None:
        self.origin = origin
        paths: dict[Shade, QPainterPath] = {shade: QPainterPath() for shade in Shade}
        for h, shade in shades.items():
            paths[shade].addPolygon(hex_polygon(self.layout, h, 0.995))
        self._paths = paths
        self.counts = {shade: sum(1 for s in shades.values() if s is shade) for shade in Shade}
        self.update()

    def boundingRect(self) -> QRectF:
        return self.clip.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setClipRect(self.clip)
        painter.setPen(Qt.PenStyle.NoPen)
        for shade, path in self._paths.items():
            colour, alpha = SHADE_STYLE[shade]
            painter.setBrush(_colour(colour, alpha))
            painter.drawPath(path)
        if self.origin is not None:
            size = self.layout.size
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(_colour(ORIGIN), size * 0.09))
            painter.drawPolygon(hex_polygon(self.layout, self.origin, 0.9))


class LosLineItem(QGraphicsItem):
    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.result: LosResult | None = None
        self._rect = QRectF()
        self.setZValue(Z_LINE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_result(self, result: LosResult | None) -> None:
        self.prepareGeometryChange()
        self.result = result
        if result is None:
            self._rect = QRectF()
        else:
            hexes = (result.firer, result.target, *result.path_hexes, *result.along_left, *result.along_right)
            xs, ys = zip(*(self.layout.to_pixel(h) for h in hexes))
            pad = self.layout.size * 1.2
            self._rect = QRectF(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def _centre(self, h: Hex) -> QPointF:
        x, y = self.layout.to_pixel(h)
        return QPointF(x, y)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        result = self.result
        if result is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.layout.size
        self._outline(painter, result.hexside_los_hexes, LINE_STYLE["beside"], size * 0.05, Qt.PenStyle.DotLine)
        self._outline(painter, tuple(item.hex for item in result.hindrance_hexes), LINE_STYLE["hinders"], size * 0.08)
        self._outline(painter, result.blocking_hexes, LINE_STYLE["blocks"], size * 0.1)
        self._sides(painter, tuple(s for item in result.hindrance_hexsides for s in item.sides), LINE_STYLE["hinders"])
        self._sides(painter, result.blocking_hexsides, LINE_STYLE["blocks"])
        line = QLineF(self._centre(result.firer), self._centre(result.target))
        colour = LINE_STYLE["blocks"] if result.blocked else LINE_STYLE["line"]
        painter.setPen(QPen(_colour(LINE_STYLE["line_edge"]), size * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line)
        painter.setPen(QPen(_colour(colour), size * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line)
        painter.setBrush(_colour(colour))
        painter.setPen(QPen(_colour(LINE_STYLE["line_edge"]), size * 0.04))
        painter.drawEllipse(line.p2(), size * 0.14, size * 0.14)

    def _outline(self, painter: QPainter, hexes: tuple[Hex, ...], colour: str, width: float,
                 style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
        painter.setBrush(QBrush(_colour(colour, 0.18)))
        painter.setPen(QPen(_colour(colour), width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        for h in hexes:
            painter.drawPolygon(hex_polygon(self.layout, h, 0.86))

    def _sides(self, painter: QPainter, sides: tuple[Hexside, ...], colour: str) -> None:
        painter.setPen(QPen(_colour(colour), self.layout.size * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for side in sides:
            painter.drawLine(side_line(self.layout, side.hex, side.direction))
