"""Terrain symbols drawn inside one hex: trees, orchards, crops, hay, marsh, houses.

Each function paints a single hex so that the scenario editor's graphics scene
can reuse them item by item. Small variations (tree positions, roof colours,
stripe angles) come from a per-hex seed, never from a random generator, so a
board always looks the same.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from core.hexes import Hex, Layout
from editor.map.geometry import direction_angle, hex_polygon, hex_seed
from editor.map.style import blend, colour


def _pen(color: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _clip_to_hex(painter: QPainter, layout: Layout, h: Hex) -> None:
    path = QPainterPath()
    path.addPolygon(hex_polygon(layout, h))
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)


def _jitter(seed: int, index: int, amount: float) -> float:
    """A stable offset in [-amount, amount] for the index-th thing in a hex."""
    value = ((seed * 31 + index * 17) * 2654435761) & 0xFFFF
    return (value / 0xFFFF * 2.0 - 1.0) * amount


def paint_woods(painter: QPainter, layout: Layout, h: Hex, elevation: int = 0) -> None:
    """Overlapping tree crowns that run on into neighbouring woods hexes; on a hill they turn olive."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    painter.save()
    _clip_to_hex(painter, layout, h)
    spots = [(0.0, 0.0)] + [(0.52 * math.cos(math.radians(a + 30)), 0.52 * math.sin(math.radians(a + 30))) for a in range(0, 360, 60)]
    spots += [(0.92 * math.cos(math.radians(a)), 0.92 * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    edge, crown, light = colour("symbol", "tree_edge"), colour("symbol", "tree"), colour("symbol", "tree_light")
    if elevation > 0:
        crown = blend(crown, colour("hill", str(min(elevation, 2))), 0.3 * elevation)
    for index, (dx, dy) in enumerate(spots):
        radius = s * (0.27 + _jitter(seed, index, 0.04))
        x = cx + s * (dx + _jitter(seed, index + 40, 0.07))
        y = cy + s * (dy + _jitter(seed, index + 80, 0.07))
        painter.setPen(_pen(edge, s * 0.025))
        painter.setBrush(crown)
        painter.drawEllipse(QPointF(x, y), radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(blend(crown, light, 0.55))
        painter.drawEllipse(QPointF(x - radius * 0.3, y - radius * 0.3), radius * 0.45, radius * 0.45)
    painter.restore()


def paint_orchard(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Fruit trees planted in straight rows (10.9)."""
    s = layout.size
    cx, cy = layout.to_pixel(h)
    inner = hex_polygon(layout, h, 0.86)
    tree, light = colour("symbol", "orchard_tree"), colour("symbol", "tree_light")
    painter.save()
    for row in range(-2, 3):
        y = cy + row * s * 0.34
        shift = 0.18 if row % 2 else 0.0
        for col in range(-3, 4):
            point = QPointF(cx + (col * 0.36 + shift) * s, y)
            if not inner.containsPoint(point, Qt.FillRule.OddEvenFill):
                continue
            painter.setPen(_pen(colour("symbol", "tree_edge"), s * 0.018))
            painter.setBrush(tree)
            painter.drawEllipse(point, s * 0.1, s * 0.1)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(light)
            painter.drawEllipse(point + QPointF(-s * 0.03, -s * 0.03), s * 0.035, s * 0.035)
    painter.restore()


def _stripes(painter: QPainter, layout: Layout, h: Hex, pen: QPen, spacing: float, angle: float) -> None:
    s = layout.size
    cx, cy = layout.to_pixel(h)
    painter.save()
    _clip_to_hex(painter, layout, h)
    painter.translate(cx, cy)
    painter.rotate(angle)
    painter.setPen(pen)
    steps = int(1.0 / spacing) + 1
    for i in range(-steps, steps + 1):
        y = i * spacing * s
        painter.drawLine(QLineF(-s, y, s, y))
    painter.restore()


def paint_crop(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Close rows of standing corn; the angle follows the hex so fields look ploughed by hand."""
    angle = (30.0, 90.0, 150.0)[hex_seed(h) % 3]
    _stripes(painter, layout, h, _pen(colour("symbol", "crop_stripe"), layout.size * 0.055, Qt.PenCapStyle.FlatCap), 0.17, angle)


def paint_field(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Faint furrows: a field is open ground (10.10), so the marks stay quiet."""
    angle = (30.0, 90.0, 150.0)[hex_seed(h) % 3]
    _stripes(painter, layout, h, _pen(colour("symbol", "field_furrow"), layout.size * 0.03, Qt.PenCapStyle.FlatCap), 0.24, angle)


def paint_haystacks(painter: QPainter, layout: Layout, h: Hex) -> None:
    paint_field(painter, layout, h)
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    painter.save()
    for index, (dx, dy) in enumerate(((-0.38, -0.32), (0.36, -0.18), (-0.12, 0.4))):
        x = cx + s * (dx + _jitter(seed, index, 0.06))
        y = cy + s * (dy + _jitter(seed, index + 9, 0.06))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 50, 20, 70))
        painter.drawEllipse(QPointF(x + s * 0.05, y + s * 0.06), s * 0.17, s * 0.13)
        painter.setPen(_pen(colour("symbol", "hay_edge"), s * 0.03))
        painter.setBrush(colour("symbol", "hay"))
        painter.drawEllipse(QPointF(x, y), s * 0.16, s * 0.13)
        painter.drawLine(QLineF(x - s * 0.08, y - s * 0.02, x + s * 0.08, y - s * 0.02))
    painter.restore()


def paint_marsh(painter: QPainter, layout: Layout, h: Hex) -> None:
    """Open water in short strokes between tufts of reeds."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    inner = hex_polygon(layout, h, 0.82)
    painter.save()
    for index in range(12):
        row, col = divmod(index, 4)
        x = cx + s * ((col - 1.5) * 0.42 + (0.2 if row % 2 else 0.0) + _jitter(seed, index, 0.05))
        y = cy + s * ((row - 1) * 0.45 + _jitter(seed, index + 20, 0.05))
        if not inner.containsPoint(QPointF(x, y), Qt.FillRule.OddEvenFill):
            continue
        if index % 2:
            painter.setPen(_pen(colour("symbol", "marsh_water"), s * 0.05))
            painter.drawLine(QLineF(x - s * 0.13, y, x + s * 0.13, y))
        else:
            painter.setPen(_pen(colour("symbol", "marsh_tuft"), s * 0.03))
            for spread in (-0.09, 0.0, 0.09):
                painter.drawLine(QLineF(x, y + s * 0.06, x + s * spread, y - s * 0.1))
    painter.restore()


# --- buildings ----------------------------------------------------------------


def _house(painter: QPainter, centre: QPointF, angle: float, length: float, depth: float, roof: QColor) -> None:
    """One stone house seen from above: a pitched roof with its ridge along the long side."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(40, 30, 20, 80))
    painter.drawRect(QRectF(-length / 2 + depth * 0.12, -depth / 2 + depth * 0.15, length, depth))
    ridge = colour("symbol", "roof_ridge")
    painter.setPen(_pen(ridge, depth * 0.08, Qt.PenCapStyle.SquareCap))
    painter.setBrush(roof.lighter(112))
    painter.drawRect(QRectF(-length / 2, -depth / 2, length, depth))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(roof.darker(118))
    painter.drawRect(QRectF(-length / 2, 0, length, depth / 2))
    painter.setPen(_pen(ridge, depth * 0.07))
    painter.drawLine(QLineF(-length / 2 + depth * 0.05, 0, length / 2 - depth * 0.05, 0))
    painter.restore()


def _roof(seed: int, index: int) -> QColor:
    return colour("symbol", "roof_slate" if (seed + index * 5) % 3 else "roof_tile")


def paint_buildings(painter: QPainter, layout: Layout, h: Hex, road_directions: list[int]) -> None:
    """Houses set along the street where a road runs through, else a farmstead pattern."""
    if road_directions:
        _street_houses(painter, layout, h, road_directions)
    else:
        _farm_houses(painter, layout, h)


_TERRACES: tuple[tuple[float, int, float, float], ...] = (
    # (distance from the centre, houses, half the row's length, depth) in hex sizes,
    # for a gap of up to 130, 200 and 360 degrees between two arms of the road
    (0.6, 1, 0.4, 0.28),
    (0.5, 2, 0.6, 0.34),
    (0.38, 3, 0.6, 0.34),
)


def _street_houses(painter: QPainter, layout: Layout, h: Hex, road_directions: list[int]) -> None:
    """A terrace of houses fronting the street in each gap between the road's arms."""
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    angles = sorted(direction_angle(d) for d in road_directions)
    index = 0
    for i, start in enumerate(angles):
        end = angles[(i + 1) % len(angles)] + (360.0 if i + 1 == len(angles) else 0.0)
        gap = end - start
        if gap < 90.0:
            continue
        bearing = math.radians(start + gap / 2.0)
        # inside a bend the road bulges into the gap, so houses stand further out
        distance, count, half, deep = _TERRACES[0 if gap <= 130.0 else (1 if gap <= 200.0 else 2)]
        distance, half, depth = s * distance, s * half, s * deep
        length = (2.0 * half - (count - 1) * s * 0.07) / count
        along = (-math.sin(bearing), math.cos(bearing))
        for k in range(count):
            offset = -half + length / 2.0 + k * (length + s * 0.07)
            point = QPointF(cx + distance * math.cos(bearing) + offset * along[0],
                            cy + distance * math.sin(bearing) + offset * along[1])
            _house(painter, point, math.degrees(bearing) + 90.0, length, depth, _roof(seed, index))
            index += 1


_FARM_PATTERNS: tuple[tuple[tuple[float, float, float, float, float], ...], ...] = (
    # (dx, dy, angle, length, depth) in hex sizes: a long house and a barn at right angles
    ((-0.05, -0.22, 0.0, 0.95, 0.34), (0.3, 0.3, 90.0, 0.55, 0.3)),
    # a house with two outbuildings round a yard
    ((0.0, -0.38, 0.0, 0.8, 0.3), (-0.42, 0.2, 60.0, 0.5, 0.28), (0.42, 0.2, 120.0, 0.5, 0.28)),
    # a square block of town houses
    ((-0.22, -0.2, 0.0, 0.5, 0.34), (0.26, -0.2, 0.0, 0.42, 0.34), (0.0, 0.28, 0.0, 0.85, 0.34)),
)


def _farm_houses(painter: QPainter, layout: Layout, h: Hex) -> None:
    s, seed = layout.size, hex_seed(h)
    cx, cy = layout.to_pixel(h)
    pattern = _FARM_PATTERNS[seed % len(_FARM_PATTERNS)]
    turn = 60.0 * ((seed // 7) % 3)
    for index, (dx, dy, angle, length, depth) in enumerate(pattern):
        rad = math.radians(turn)
        x = cx + s * (dx * math.cos(rad) - dy * math.sin(rad))
        y = cy + s * (dx * math.sin(rad) + dy * math.cos(rad))
        _house(painter, QPointF(x, y), angle + turn, s * length * 1.1, s * depth * 1.15, _roof(seed, index))


def centre_square(painter: QPainter, point: QPointF, half: float) -> None:
    """The white square of an impassable hex (10.2)."""
    painter.drawRect(QRectF(point.x() - half, point.y() - half, 2 * half, 2 * half))

