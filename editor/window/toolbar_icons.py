"""The main toolbar's icons, painted with QPainter so they scale and need no image files.

Drawn in the map's own inks (editor/map/style.py's dark line and a counter's
khaki) so the toolbar reads as part of the same program as the board.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPolygonF

from editor.palette.entry_list import icon_from

INK = QColor("#343a40")
COUNTER = QColor("#6b7f3a")
PLAY = QColor("#2b8a3e")
SIZE = 24


def _pen(rect: QRectF, width: float = 0.08) -> QPen:
    pen = QPen(INK, rect.width() * width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _select(painter: QPainter, rect: QRectF) -> None:
    """A mouse pointer."""
    w, x, y = rect.width(), rect.left(), rect.top()
    points = [(0.28, 0.12), (0.28, 0.82), (0.45, 0.64), (0.58, 0.9), (0.7, 0.84), (0.57, 0.58), (0.8, 0.58)]
    painter.setPen(_pen(rect, 0.06))
    painter.setBrush(QColor("white"))
    painter.drawPolygon(QPolygonF([QPointF(x + px * w, y + py * w) for px, py in points]))


def _place(painter: QPainter, rect: QRectF) -> None:
    """A counter with a plus: put something on the map."""
    w = rect.width()
    counter = QRectF(rect.left() + w * 0.1, rect.top() + w * 0.22, w * 0.62, w * 0.62)
    painter.setPen(_pen(rect, 0.05))
    painter.setBrush(COUNTER)
    painter.drawRoundedRect(counter, w * 0.06, w * 0.06)
    painter.setPen(QPen(QColor("white"), w * 0.06))
    painter.drawLine(QPointF(counter.left() + w * 0.12, counter.top() + w * 0.14), QPointF(counter.right() - w * 0.12, counter.bottom() - w * 0.14))
    painter.drawLine(QPointF(counter.left() + w * 0.12, counter.bottom() - w * 0.14), QPointF(counter.right() - w * 0.12, counter.top() + w * 0.14))
    _plus(painter, rect, QPointF(rect.left() + w * 0.78, rect.top() + w * 0.22), w * 0.16)


def _plus(painter: QPainter, rect: QRectF, centre: QPointF, arm: float) -> None:
    painter.setPen(_pen(rect, 0.09))
    painter.drawLine(centre - QPointF(arm, 0), centre + QPointF(arm, 0))
    painter.drawLine(centre - QPointF(0, arm), centre + QPointF(0, arm))


def _magnifier(painter: QPainter, rect: QRectF, plus: bool) -> None:
    w = rect.width()
    centre, radius = QPointF(rect.left() + w * 0.42, rect.top() + w * 0.42), w * 0.27
    painter.setPen(_pen(rect, 0.08))
    painter.setBrush(QColor("#e7f5ff"))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(_pen(rect, 0.13))
    painter.drawLine(QPointF(rect.left() + w * 0.63, rect.top() + w * 0.63), QPointF(rect.left() + w * 0.88, rect.top() + w * 0.88))
    painter.setPen(_pen(rect, 0.07))
    arm = radius * 0.55
    painter.drawLine(centre - QPointF(arm, 0), centre + QPointF(arm, 0))
    if plus:
        painter.drawLine(centre - QPointF(0, arm), centre + QPointF(0, arm))


def _fit(painter: QPainter, rect: QRectF) -> None:
    """Four corners around a hex: the whole battlefield in the view."""
    w, x, y = rect.width(), rect.left(), rect.top()
    painter.setPen(_pen(rect, 0.08))
    for cx, cy, dx, dy in ((0.12, 0.12, 1, 1), (0.88, 0.12, -1, 1), (0.12, 0.88, 1, -1), (0.88, 0.88, -1, -1)):
        corner = QPainterPath(QPointF(x + cx * w, y + (cy + dy * 0.22) * w))
        corner.lineTo(QPointF(x + cx * w, y + cy * w))
        corner.lineTo(QPointF(x + (cx + dx * 0.22) * w, y + cy * w))
        painter.drawPath(corner)
    painter.setBrush(COUNTER)
    painter.setPen(_pen(rect, 0.04))
    r = w * 0.2
    centre = QPointF(x + w / 2, y + w / 2)
    painter.drawPolygon(QPolygonF([centre + QPointF(r * dx, r * dy) for dx, dy in
                                   ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))]))


def _play(painter: QPainter, rect: QRectF) -> None:
    """A play triangle."""
    w, x, y = rect.width(), rect.left(), rect.top()
    painter.setPen(_pen(rect, 0.05))
    painter.setBrush(PLAY)
    painter.drawPolygon(QPolygonF([QPointF(x + 0.25 * w, y + 0.15 * w), QPointF(x + 0.85 * w, y + 0.5 * w), QPointF(x + 0.25 * w, y + 0.85 * w)]))


def _hide_units(painter: QPainter, rect: QRectF) -> None:
    """A counter struck through: the map without its counters."""
    w = rect.width()
    counter = QRectF(rect.left() + w * 0.18, rect.top() + w * 0.18, w * 0.64, w * 0.64)
    painter.setPen(_pen(rect, 0.05))
    painter.setBrush(COUNTER)
    painter.drawRoundedRect(counter, w * 0.06, w * 0.06)
    painter.setPen(QPen(QColor("white"), w * 0.16))
    painter.drawLine(QPointF(rect.left() + w * 0.12, rect.bottom() - w * 0.12), QPointF(rect.right() - w * 0.12, rect.top() + w * 0.12))
    painter.setPen(_pen(rect, 0.08))
    painter.drawLine(QPointF(rect.left() + w * 0.12, rect.bottom() - w * 0.12), QPointF(rect.right() - w * 0.12, rect.top() + w * 0.12))


def select_icon() -> QIcon:
    return icon_from(_select, SIZE)


def place_icon() -> QIcon:
    return icon_from(_place, SIZE)


def zoom_in_icon() -> QIcon:
    return icon_from(lambda painter, rect: _magnifier(painter, rect, True), SIZE)


def zoom_out_icon() -> QIcon:
    return icon_from(lambda painter, rect: _magnifier(painter, rect, False), SIZE)


def fit_icon() -> QIcon:
    return icon_from(_fit, SIZE)


def play_icon() -> QIcon:
    return icon_from(_play, SIZE)


def hide_units_icon() -> QIcon:
    return icon_from(_hide_units, SIZE)
