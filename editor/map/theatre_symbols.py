"""Terrain symbols of the Pacific and the desert: jungle, palm groves, beach, desert sand, the sea.

Drawn in the printed boards' manner of editor/map/symbols.py: one hex at a time, the
variation from the hex's seed, so a board always looks the same. Jungle is denser and
darker than woods (it blocks sight the same way, 10.6), a palm grove shows its palms
standing apart (a hindrance only, 10.9), beach and desert stay quiet (open ground, 10.3).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Layout
from editor.map.geometry import hex_polygon, hex_seed, side_line
from editor.map.style import colour


def _pen(color: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _jitter(seed: int, index: int, amount: float) -> float:
    value = ((seed * 37 + index * 23) * 2654435761) & 0xFFFF
    return (value / 0xFFFF * 2.0 - 1.0) * amount


def _clip_to_hex(painter: QPainter, layout: Layout, h: Hex) -> None:
    path = QPainterPath()
    path.addPolygon(hex_polygon(layout, h))
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)


def _frond_star(painter: QPainter, point: QPointF, reach: float, leaves: int, turn: float, pen: QPen) -> None:
    """Leaves curving out from one crown: the look of a palm or a fern seen from above."""
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for k in range(leaves):
        angle = math.radians(turn + k * 360.0 / leaves)
        bend = math.radians(turn + k * 360.0 / leaves + 28.0)
        tip = point + QPointF(reach * math.cos(angle), reach * math.sin(angle))
        control = point + QPointF(reach * 0.6 * math.cos(bend), reach * 0.6 * math.sin(bend))
        path = QPainterPath(point)
        path.quadTo(control, tip)
        painter.drawPath(path)


def paint_jungle(painter: QPainter, layout: Layout, h: Hex) -> None:
    """A closed canopy of dark crowns with fern fronds on top, running on into the next hex."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    painter.save()
    _clip_to_hex(painter, layout, h)
    spots = [(0.0, 0.0)] + [(0.5 * math.cos(math.radians(a)), 0.5 * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    spots += [(0.9 * math.cos(math.radians(a + 30)), 0.9 * math.sin(math.radians(a + 30))) for a in range(0, 360, 60)]
    edge, crown, light = colour("symbol", "jungle_edge"), colour("symbol", "jungle"), colour("symbol", "jungle_light")
    for index, (dx, dy) in enumerate(spots):
        radius = s * (0.3 + _jitter(seed, index, 0.05))
        point = QPointF(cx + s * (dx + _jitter(seed, index + 40, 0.08)), cy + s * (dy + _jitter(seed, index + 80, 0.08)))
        painter.setPen(_pen(edge, s * 0.03))
        painter.setBrush(crown)
        painter.drawEllipse(point, radius, radius)
    frond = _pen(light, s * 0.045)
    for index, (dx, dy) in enumerate(spots[:7]):
        point = QPointF(cx + s * (dx * 0.9 + _jitter(seed, index + 120, 0.06)), cy + s * (dy * 0.9 + _jitter(seed, index + 160, 0.06)))
        _frond_star(painter, point, s * 0.2, 5, (seed + index * 47) % 72, frond)
    painter.restore()


def paint_palm_grove(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Palms standing apart on sandy ground: a shadow, the trunk's top and a star of fronds."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    inner = hex_polygon(layout, h, 0.8)
    frond, dark = _pen(colour("symbol", "palm"), s * 0.06), _pen(colour("symbol", "palm_dark"), s * 0.09)
    painter.save()
    for index, (dx, dy) in enumerate(((-0.42, -0.35), (0.4, -0.3), (0.0, 0.05), (-0.4, 0.42), (0.42, 0.4))):
        point = QPointF(cx + s * (dx + _jitter(seed, index, 0.07)), cy + s * (dy + _jitter(seed, index + 9, 0.07)))
        if not inner.containsPoint(point, Qt.FillRule.OddEvenFill):
            continue
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 50, 20, 60))
        painter.drawEllipse(point + QPointF(s * 0.07, s * 0.08), s * 0.16, s * 0.1)
        turn = (seed * 7 + index * 53) % 60
        _frond_star(painter, point, s * 0.21, 7, turn, dark)
        _frond_star(painter, point, s * 0.19, 7, turn, frond)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("symbol", "palm_trunk"))
        painter.drawEllipse(point, s * 0.04, s * 0.04)
    painter.restore()


def _speckle(painter: QPainter, layout: Layout, h: Hex, color: QColor, count: int) -> None:
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    inner = hex_polygon(layout, h, 0.85)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    for index in range(count):
        point = QPointF(cx + s * _jitter(seed, index, 0.8), cy + s * _jitter(seed, index + 200, 0.75))
        if inner.containsPoint(point, Qt.FillRule.OddEvenFill):
            painter.drawEllipse(point, s * 0.018, s * 0.018)


def paint_desert(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Open sand (10.3): two soft ripples of dunes and a few grains, quiet like open ground."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    painter.save()
    _clip_to_hex(painter, layout, h)
    painter.setPen(_pen(colour("symbol", "dune"), s * 0.035))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for index, dy in enumerate((-0.3, 0.25)):
        y = cy + s * (dy + _jitter(seed, index, 0.08))
        x = cx + s * _jitter(seed, index + 5, 0.2)
        path = QPainterPath(QPointF(x - s * 0.45, y + s * 0.05))
        path.quadTo(QPointF(x - s * 0.1, y - s * 0.14), QPointF(x + s * 0.15, y))
        path.quadTo(QPointF(x + s * 0.3, y + s * 0.07), QPointF(x + s * 0.45, y - s * 0.02))
        painter.drawPath(path)
    _speckle(painter, layout, h, colour("symbol", "sand_grain"), 9)
    painter.restore()


def paint_beach(painter: QPainter, layout: Layout, h: Hex, battlefield: Battlefield) -> None:
    """Sand with the wet, darker strip and the white line of the surf along every side on the water."""
    s = layout.size
    painter.save()
    _clip_to_hex(painter, layout, h)
    _speckle(painter, layout, h, colour("symbol", "sand_grain"), 7)
    wet, foam = colour("symbol", "wet_sand"), colour("symbol", "foam")
    for direction in range(6):
        n = h.neighbor(direction)
        if n not in battlefield or not _open_water(battlefield.terrain(n)):
            continue
        line = side_line(layout, h, direction)
        painter.setPen(_pen(wet, s * 0.42, Qt.PenCapStyle.FlatCap))
        painter.drawLine(line)
        painter.setPen(_pen(foam, s * 0.06))
        painter.drawLine(_towards(line, layout, h, 0.16))
    painter.restore()


def _open_water(terrain: str) -> bool:
    return terrain in ("ocean", "river")


def _towards(line: QLineF, layout: Layout, h: Hex, fraction: float) -> QLineF:
    """The side moved a fraction of the way in towards the hex centre (the surf's line)."""
    cx, cy = layout.to_pixel(h)
    shift = [QPointF(p.x() + (cx - p.x()) * fraction, p.y() + (cy - p.y()) * fraction) for p in (line.p1(), line.p2())]
    return QLineF(shift[0], shift[1])


def paint_waves(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Short curled strokes on open water, so the sea and a river read as water at any zoom."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    painter.save()
    painter.setPen(_pen(colour("symbol", "wave"), s * 0.045))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for index, (dx, dy) in enumerate(((-0.35, -0.3), (0.3, -0.1), (-0.15, 0.35))):
        x = cx + s * (dx + _jitter(seed, index, 0.08))
        y = cy + s * (dy + _jitter(seed, index + 30, 0.08))
        path = QPainterPath(QPointF(x - s * 0.16, y))
        path.quadTo(QPointF(x - s * 0.08, y - s * 0.08), QPointF(x, y))
        path.quadTo(QPointF(x + s * 0.08, y + s * 0.08), QPointF(x + s * 0.16, y))
        painter.drawPath(path)
    painter.restore()
