"""Markers drawn inside their own hex, as the board game's counters lie in it.

A fortification used to be a 24-pixel chit on a hex corner, where three hexes
meet, so nobody could tell whose it was. Now it is drawn as the ground of its
hex: a pattern along the hex's rim (wire coils, mines, a trench line, bags,
a concrete band) that shows around any counters standing on it, with a named
tag in the hex's bottom band. The top band holds the hex id and the
objective flag, so neither hides a counter's values nor is hidden by one.
All coordinates are hex-local (the centre is the origin) in units of the hex
size `s`, centre to corner; the hex is flat-topped.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from editor.counters.markers import FORTIFICATION_ABBREVIATIONS, paint_flag
from editor.counters.paint import fitted_text, paint_facing_arrow
from editor.counters.style import marker_colour

SQRT3 = math.sqrt(3.0)
RIM = 0.8  # the pattern runs round the hex this far out (of the size): outside any counter's middle
TOP_BAND = (-0.745, -0.52)  # y range of the hex id and flag row (of the size): over the board's printed id
BOTTOM_BAND = (0.655, 0.845)  # y range of the fortification tag row


def hexagon_at(radius: float) -> QPolygonF:
    """A flat-topped hexagon of corner radius `radius` round the origin."""
    return QPolygonF([QPointF(radius * math.cos(math.radians(60 * i)), radius * math.sin(math.radians(60 * i)))
                      for i in range(6)])


def rim_points(radius: float, per_side: int) -> list[tuple[QPointF, float]]:
    """Evenly spaced points along a hexagon's edges, each with the edge's direction in radians."""
    found = []
    for i in range(6):
        a, b = math.radians(60 * i), math.radians(60 * (i + 1))
        start = QPointF(radius * math.cos(a), radius * math.sin(a))
        end = QPointF(radius * math.cos(b), radius * math.sin(b))
        heading = math.atan2(end.y() - start.y(), end.x() - start.x())
        for k in range(per_side):
            t = (k + 0.5) / per_side
            found.append((QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t), heading))
    return found


def band_rect(size: float, band: tuple[float, float], width: float) -> QRectF:
    """A centred box `width` wide (of the size) in one of the hex's bands."""
    return QRectF(-width * size / 2, band[0] * size, width * size, (band[1] - band[0]) * size)


def paint_fortification_ground(painter: QPainter, size: float, kind: str, facing: int | None, hidden: bool) -> None:
    """The fortification's pattern round the rim of its hex (under the counters), a faint tint
    over the hex, and the bunker's forward arc. A hidden one (19.71) is drawn faded and dashed."""
    painter.save()
    painter.setOpacity(0.55 if hidden else 1.0)
    tint = marker_colour("fortification")
    tint.setAlphaF(0.3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tint)
    painter.drawPolygon(hexagon_at(size * 0.95))
    ink = marker_colour("fortification_symbol")
    if kind.startswith("bunker"):
        _bunker(painter, size, kind == "bunker_concrete", facing)
    elif kind == "barbed_wire":
        _wire(painter, size, ink)
    elif kind == "minefield":
        _mines(painter, size)
    elif kind == "trench":
        _trench(painter, size, ink)
    elif kind == "foxholes":
        _foxholes(painter, size, ink)
    elif kind == "cave":
        _cave(painter, size, ink)
    else:  # sandbags and anything new
        _bags(painter, size, ink)
    painter.restore()


def _wire(painter: QPainter, size: float, ink: QColor) -> None:
    """Coils of wire: a ring of loops with crossed stakes."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, size * 0.025))
    painter.drawPolygon(hexagon_at(size * RIM))
    r = size * 0.055
    for point, _heading in rim_points(size * RIM, 4):
        painter.drawEllipse(point, r, r)
    painter.setPen(QPen(ink, size * 0.035, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for point, _heading in rim_points(size * RIM, 2):
        painter.drawLine(QPointF(point.x() - r, point.y() - r), QPointF(point.x() + r, point.y() + r))
        painter.drawLine(QPointF(point.x() - r, point.y() + r), QPointF(point.x() + r, point.y() - r))


def _mines(painter: QPainter, size: float) -> None:
    """Round mines with a fuse cap, in a ring; a reddish tint says "do not enter"."""
    danger = marker_colour("problem")
    danger.setAlphaF(0.16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(danger)
    painter.drawPolygon(hexagon_at(size * 0.95))
    r = size * 0.06
    for point, _heading in rim_points(size * RIM, 3):
        painter.setPen(QPen(marker_colour("edge"), size * 0.015))
        painter.setBrush(QColor("#3b3b35"))
        painter.drawEllipse(point, r, r)
        painter.setBrush(QColor("#e0c24a"))
        painter.drawEllipse(point, r * 0.38, r * 0.38)


def _trench(painter: QPainter, size: float, ink: QColor) -> None:
    """A zigzag trench line all round, as on trench counters."""
    points = []
    for index, (point, heading) in enumerate(rim_points(size * RIM, 5)):
        out = size * 0.05 * (1 if index % 2 else -1)
        normal = heading - math.pi / 2
        points.append(QPointF(point.x() + out * math.cos(normal), point.y() + out * math.sin(normal)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#6b4f2a"), size * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPolygon(QPolygonF(points))
    painter.setPen(QPen(ink, size * 0.03, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPolygon(QPolygonF(points))


def _foxholes(painter: QPainter, size: float, ink: QColor) -> None:
    painter.setPen(QPen(ink, size * 0.03))
    painter.setBrush(QColor("#6b4f2a"))
    r = size * 0.07
    for point, heading in rim_points(size * RIM, 2):
        painter.drawChord(QRectF(point.x() - r, point.y() - r, 2 * r, 2 * r),
                          int(-math.degrees(heading) * 16), 180 * 16)


def _cave(painter: QPainter, size: float, ink: QColor) -> None:
    """19.11: a rock outcrop on the hex's upper rim with the dark mouth of the tunnels in it."""
    rock = QPolygonF([QPointF(size * x, size * y) for x, y in
                      ((-0.42, -0.5), (-0.3, -0.74), (-0.05, -0.82), (0.22, -0.78), (0.4, -0.62), (0.44, -0.48))])
    painter.setPen(QPen(ink, size * 0.025, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(QColor("#9b8f7c"))
    painter.drawPolygon(rock)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1d1a16"))
    painter.drawChord(QRectF(-size * 0.17, -size * 0.7, size * 0.34, size * 0.4), 0, 180 * 16)


def _bags(painter: QPainter, size: float, ink: QColor) -> None:
    painter.setPen(QPen(ink, size * 0.02))
    painter.setBrush(QColor("#cdb98a"))
    w, h = size * 0.16, size * 0.08
    for point, heading in rim_points(size * RIM, 3):
        painter.save()
        painter.translate(point)
        painter.rotate(math.degrees(heading))
        painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), h * 0.45, h * 0.45)
        painter.restore()


def _bunker(painter: QPainter, size: float, concrete: bool, facing: int | None) -> None:
    """A thick wall round the hex (concrete grey or log brown); its forward arc's hexsides bright."""
    path = QPainterPath()
    path.addPolygon(hexagon_at(size * 0.9))
    path.addPolygon(hexagon_at(size * 0.72))
    painter.setPen(QPen(marker_colour("fortification_edge"), size * 0.02))
    painter.setBrush(QColor("#8a8d8f") if concrete else QColor("#7a5a34"))
    painter.drawPath(path)
    if facing is None:
        return
    painter.setPen(QPen(QColor("#ffd23f"), size * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for side in (facing - 1, facing, facing + 1):  # the forward arc: the faced hexside and its two neighbours
        a, b = math.radians(-120 + 60 * side), math.radians(-60 + 60 * side)
        r = size * 0.81
        painter.drawLine(QPointF(r * math.cos(a), r * math.sin(a)), QPointF(r * math.cos(b), r * math.sin(b)))
    paint_facing_arrow(painter, QPointF(0, 0), size * 0.62, facing, size * 0.14)


def fortification_label(kind: str, hidden: bool) -> str:
    label = FORTIFICATION_ABBREVIATIONS.get(kind, kind[:4].upper())
    return f"{label} hidden" if hidden else label


def paint_fortification_tag(painter: QPainter, size: float, kind: str, hidden: bool) -> None:
    """The fortification's name in the hex's bottom band, below the counters and inside the hex."""
    rect = band_rect(size, BOTTOM_BAND, 0.86)
    painter.save()
    pen = QPen(marker_colour("fortification_edge"), size * 0.02, Qt.PenStyle.DashLine if hidden else Qt.PenStyle.SolidLine)
    painter.setPen(pen)
    painter.setBrush(marker_colour("fortification"))
    painter.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    painter.setPen(marker_colour("fortification_symbol"))
    fitted_text(painter, rect.adjusted(size * 0.04, 0, -size * 0.04, 0), fortification_label(kind, hidden), rect.height() * 0.8, bold=True)
    painter.restore()


def paint_hex_id(painter: QPainter, size: float, text: str, left_of_centre: float = 0.0) -> None:
    """The hex's printed id on a pale tag in the top band, over whatever stands in the hex."""
    rect = band_rect(size, TOP_BAND, 0.42).translated(left_of_centre * size, 0)
    painter.save()
    fill = QColor("#fffdf3")
    fill.setAlphaF(0.92)
    painter.setPen(QPen(QColor("#5c5646"), size * 0.012))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    painter.setPen(QColor("#2b2820"))
    fitted_text(painter, rect, text, rect.height() * 0.78, bold=True)
    painter.restore()


def paint_small_flag(painter: QPainter, size: float, nationality: str, x: float) -> None:
    """An objective's flag in the top band at `x` (of the size), clear of the counters below."""
    top, bottom = TOP_BAND[0] * size, TOP_BAND[1] * size
    height = (bottom - top) * 1.15
    flag = QRectF(x * size, bottom - height, height * 1.45, height)
    painter.save()
    painter.setPen(QPen(marker_colour("flag_pole"), size * 0.03, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(flag.left(), flag.top()), QPointF(flag.left(), bottom + size * 0.02))
    paint_flag(painter, flag, nationality)
    painter.restore()
