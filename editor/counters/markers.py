"""Paint the map's markers: objective flags, smoke, fortifications and exit hexes.

Like editor.counters.paint, each function draws into a box or around a point given in
scene units and scales with it, so the palette's icons reuse them.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from editor.counters.paint import fitted_text, paint_facing_arrow
from editor.counters.style import flag_colour, marker_colour

FORTIFICATION_ABBREVIATIONS = {
    "bunker_concrete": "BNK", "bunker_wood": "BNK", "sandbags": "SB", "barbed_wire": "WIRE",
    "minefield": "MINE", "foxholes": "FOX", "trench": "TR", "cave": "CAVE",
}
EDGE_DIRECTIONS = {"north": 0, "east": 1.5, "south": 3, "west": 4.5}  # in hexsides, 0 = up
HIDDEN_INK, HIDDEN_BACK = "#6a1b9a", "#f3e5f5"  # the hidden cue's purple: not a side's colour, not terrain's


def paint_flag(painter: QPainter, rect: QRectF, nationality: str) -> None:
    """A simplified national flag filling `rect`."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillRect(rect, flag_colour(nationality, "field"))
    w, h = rect.width(), rect.height()
    if nationality == "us":
        for i in range(1, 7, 2):
            painter.fillRect(QRectF(rect.left(), rect.top() + h * i / 7, w, h / 7), flag_colour("us", "stripe"))
        painter.fillRect(QRectF(rect.left(), rect.top(), w * 0.42, h * 4 / 7), flag_colour("us", "canton"))
    elif nationality == "gb":
        for width, key in ((0.34, "stripe"), (0.18, "canton")):
            painter.fillRect(QRectF(rect.left(), rect.center().y() - h * width / 2, w, h * width), flag_colour("gb", key))
            painter.fillRect(QRectF(rect.center().x() - h * width / 2, rect.top(), h * width, h), flag_colour("gb", key))
    elif nationality == "sov":
        painter.setBrush(flag_colour("sov", "emblem"))
        _star(painter, QPointF(rect.left() + w * 0.22, rect.top() + h * 0.3), h * 0.2)
    else:
        _balkenkreuz(painter, rect.center(), h * 0.36)
    painter.setPen(QPen(marker_colour("edge"), max(0.5, h * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)
    painter.restore()


def _star(painter: QPainter, centre: QPointF, radius: float) -> None:
    points = [QPointF(centre.x() + (radius if i % 2 == 0 else radius * 0.42) * math.cos(math.radians(-90 + 36 * i)),
                      centre.y() + (radius if i % 2 == 0 else radius * 0.42) * math.sin(math.radians(-90 + 36 * i)))
              for i in range(10)]
    painter.drawPolygon(QPolygonF(points))


def _balkenkreuz(painter: QPainter, centre: QPointF, arm: float) -> None:
    """The German cross: black arms edged in white, on field grey."""
    for width, key in ((0.62, "stripe"), (0.3, "emblem")):
        painter.setBrush(flag_colour("ger", key))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRect(QRectF(centre.x() - arm, centre.y() - arm * width / 2, arm * 2, arm * width))
        painter.drawRect(QRectF(centre.x() - arm * width / 2, centre.y() - arm, arm * width, arm * 2))


def paint_objective(painter: QPainter, foot: QPointF, nationality: str, size: float) -> None:
    """A flag on a pole standing at `foot`: the hex is an objective held by that nation (4.4)."""
    pole_top = QPointF(foot.x(), foot.y() - size)
    painter.setPen(QPen(marker_colour("flag_pole"), max(0.8, size * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(foot, pole_top)
    painter.setBrush(marker_colour("flag_pole"))
    painter.drawEllipse(foot, size * 0.06, size * 0.06)
    paint_flag(painter, QRectF(pole_top.x(), pole_top.y(), size * 0.9, size * 0.6), nationality)


def paint_smoke_haze(painter: QPainter, hexagon: QPolygonF, level: int) -> None:
    """A grey veil over the whole hex; thicker for a fresh (level 2) screen (11.1)."""
    haze = marker_colour("smoke")
    haze.setAlphaF(0.6 if level >= 2 else 0.38)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(haze)
    painter.drawPolygon(hexagon)


def paint_smoke_chit(painter: QPainter, centre: QPointF, level: int, radius: float) -> None:
    """A cloud of three puffs with the smoke level."""
    painter.setPen(QPen(marker_colour("smoke_edge"), max(0.6, radius * 0.1)))
    painter.setBrush(marker_colour("smoke"))
    for dx, dy, r in ((-0.55, 0.15, 0.6), (0.55, 0.15, 0.6), (0.0, -0.25, 0.75)):
        painter.drawEllipse(QPointF(centre.x() + dx * radius, centre.y() + dy * radius), r * radius, r * radius)
    painter.setPen(Qt.PenStyle.NoPen)
    for dx, dy, r in ((-0.55, 0.15, 0.5), (0.55, 0.15, 0.5), (0.0, -0.25, 0.65)):
        painter.drawEllipse(QPointF(centre.x() + dx * radius, centre.y() + dy * radius), r * radius, r * radius)
    painter.setPen(marker_colour("smoke_text"))
    fitted_text(painter, QRectF(centre.x() - radius, centre.y() - radius * 0.7, radius * 2, radius * 1.2),
                f"S{level}", radius * 0.8, bold=True)


def paint_fortification(painter: QPainter, rect: QRectF, fortification_type: str, facing: int | None,
                        hidden: bool = False) -> None:
    """A square chit with the fortification's symbol and abbreviation; bunkers show their arc, hidden ones the cue."""
    s = rect.width()
    painter.setPen(QPen(marker_colour("fortification_edge"), max(0.7, s * 0.05)))
    painter.setBrush(marker_colour("fortification"))
    painter.drawRoundedRect(rect, s * 0.1, s * 0.1)
    symbol = QRectF(rect.left() + s * 0.15, rect.top() + s * 0.12, s * 0.7, s * 0.42)
    _fortification_symbol(painter, symbol, fortification_type)
    painter.setPen(marker_colour("fortification_symbol"))
    label = FORTIFICATION_ABBREVIATIONS.get(fortification_type, fortification_type[:4].upper())
    fitted_text(painter, QRectF(rect.left() + s * 0.05, rect.top() + s * 0.56, s * 0.9, s * 0.38), label, s * 0.3, bold=True)
    if facing is not None:
        paint_facing_arrow(painter, rect.center(), s * 0.55, facing, s * 0.28)
    if hidden:
        paint_hidden_cue(painter, rect)


def paint_hidden_cue(painter: QPainter, rect: QRectF) -> None:
    """A dashed outline and a struck-through eye over a marker's box: the enemy does not see it (19.71).

    Drawn over whatever marker fills `rect` (the fortification chit here), so a
    map item or icon can add it to any hidden piece.
    """
    s = rect.width()
    ink = QColor(HIDDEN_INK)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, max(0.8, s * 0.06), Qt.PenStyle.DashLine))
    painter.drawRoundedRect(rect.adjusted(-s * 0.06, -s * 0.06, s * 0.06, s * 0.06), s * 0.14, s * 0.14)
    eye = QRectF(rect.right() - s * 0.42, rect.top() - s * 0.16, s * 0.5, s * 0.3)
    painter.setPen(QPen(ink, max(0.6, s * 0.035)))
    painter.setBrush(QColor(HIDDEN_BACK))
    painter.drawEllipse(eye)  # the eye's outline, filled so it reads on any terrain
    painter.setBrush(ink)
    painter.drawEllipse(eye.center(), eye.height() * 0.22, eye.height() * 0.22)
    painter.setPen(QPen(ink, max(0.8, s * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(eye.left() + eye.width() * 0.1, eye.bottom() + eye.height() * 0.1),
                     QPointF(eye.right() - eye.width() * 0.1, eye.top() - eye.height() * 0.1))
    painter.restore()


def _fortification_symbol(painter: QPainter, box: QRectF, kind: str) -> None:
    ink = marker_colour("fortification_symbol")
    painter.setPen(QPen(ink, max(0.7, box.height() * 0.14), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    left, top, mid = box.left(), box.top(), box.center().y()
    if kind.startswith("bunker"):
        painter.setBrush(ink if kind == "bunker_concrete" else Qt.BrushStyle.NoBrush)
        painter.drawRect(box.adjusted(box.width() * 0.2, 0, -box.width() * 0.2, 0))
    elif kind == "barbed_wire":
        for i in range(3):
            x = left + box.width() * (i + 0.5) / 3
            half = box.height() * 0.4
            painter.drawLine(QPointF(x - half, mid - half), QPointF(x + half, mid + half))
            painter.drawLine(QPointF(x - half, mid + half), QPointF(x + half, mid - half))
    elif kind == "minefield":
        painter.setBrush(ink)
        for fx, fy in ((0.2, 0.3), (0.5, 0.7), (0.8, 0.3)):
            painter.drawEllipse(QPointF(left + box.width() * fx, top + box.height() * fy), box.height() * 0.12, box.height() * 0.12)
    elif kind == "trench":
        steps = [QPointF(left + box.width() * i / 6, mid + (box.height() * 0.3 if i % 2 else -box.height() * 0.3)) for i in range(7)]
        painter.drawPolyline(QPolygonF(steps))
    elif kind == "cave":  # 19.11: the mouth of a cave under a rock
        painter.setBrush(ink)
        mouth = QRectF(left + box.width() * 0.25, top + box.height() * 0.1, box.width() * 0.5, box.height() * 1.6)
        painter.drawChord(mouth, 0, 180 * 16)
    elif kind == "foxholes":
        for fx in (0.25, 0.75):
            r = box.height() * 0.35
            painter.drawArc(QRectF(left + box.width() * fx - r, mid - r, 2 * r, 2 * r), 0, -180 * 16)
    else:  # sandbags and anything new: a row of bags
        for i in range(3):
            w = box.width() / 3
            painter.drawRoundedRect(QRectF(left + i * w + 1, mid - box.height() * 0.25, w - 2, box.height() * 0.5), 3, 3)


def paint_exit(painter: QPainter, hexagon: QPolygonF, centre: QPointF, edges: set[str], size: float,
               label: bool = True) -> None:
    """A green rim, arrows pointing off the map and an EXIT tag: the attacker exits here (4.4).

    An edge hex is cut in half by the map edge, so arrows and tag stay on the
    inner half, pointing out; the caller clips the rim to the map.
    """
    rim = marker_colour("exit")
    tint = marker_colour("exit")
    tint.setAlphaF(0.18)
    painter.setPen(QPen(rim, size * 0.07, Qt.PenStyle.DashLine))
    painter.setBrush(tint)
    painter.drawPolygon(hexagon)
    painter.setPen(QPen(marker_colour("edge"), size * 0.03))
    painter.setBrush(rim)
    directions = [_unit_vector(EDGE_DIRECTIONS[edge]) for edge in sorted(edges)]
    for ux, uy in directions:
        px, py = -uy, ux
        base = QPointF(centre.x() - ux * size * 0.72, centre.y() - uy * size * 0.72)
        tip = QPointF(centre.x() - ux * size * 0.3, centre.y() - uy * size * 0.3)
        w = size * 0.17
        painter.drawPolygon(QPolygonF([tip, QPointF(base.x() + px * w, base.y() + py * w),
                                       QPointF(base.x() - px * w, base.y() - py * w)]))
    if label:
        ux, uy = directions[0] if directions else (0.0, 0.0)
        px, py = (-uy, ux) if ux >= 0 else (uy, -ux)  # beside the arrow, below it on an east or west edge
        x = centre.x() - ux * size * 0.45 + px * size * 0.36
        y = centre.y() - uy * size * 0.45 + py * size * 0.36
        paint_exit_label(painter, QRectF(x - size * 0.3, y - size * 0.12, size * 0.6, size * 0.24))


def _unit_vector(hexsides: float) -> tuple[float, float]:
    """The screen direction `hexsides` sixths of a turn clockwise from straight up."""
    angle = math.radians(-90.0 + 60.0 * hexsides)
    return math.cos(angle), math.sin(angle)


def paint_exit_label(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(marker_colour("exit"))
    painter.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    painter.setPen(marker_colour("exit_text"))
    fitted_text(painter, rect, "EXIT", rect.height() * 0.75, bold=True)
