"""The start page's pictures: painted icons for its actions and a hex-pattern banner.

Painted rather than taken from the platform's icon theme, so the page looks the
same on every system and matches the map's colours.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from editor.palette.entry_list import icon_from

INK = QColor("#2f3a1f")
OLIVE = QColor("#6f7744")
KHAKI = QColor("#e6dcb8")
GOLD = QColor("#e0a526")
RED = QColor("#b23a2a")
ICON_SIZE = 36


def hexagon(centre: QPointF, radius: float) -> QPolygonF:
    """A flat-topped hex, as on the boards."""
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(60 * i)),
                              centre.y() + radius * math.sin(math.radians(60 * i))) for i in range(6)])


def _pen(width: float, colour: QColor = INK) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _new(painter: QPainter, rect: QRectF) -> None:
    r = rect.width() * 0.36
    painter.setPen(_pen(rect.width() * 0.05))
    painter.setBrush(QColor("#c9d69a"))
    painter.drawPolygon(hexagon(rect.center() - QPointF(r * 0.25, r * 0.1), r))
    plus = rect.center() + QPointF(r * 0.8, r * 0.75)
    painter.setBrush(GOLD)
    painter.drawEllipse(plus, r * 0.5, r * 0.5)
    painter.setPen(_pen(rect.width() * 0.07, QColor("white")))
    painter.drawLine(plus - QPointF(r * 0.27, 0), plus + QPointF(r * 0.27, 0))
    painter.drawLine(plus - QPointF(0, r * 0.27), plus + QPointF(0, r * 0.27))


def _folder(painter: QPainter, rect: QRectF, fill: QColor) -> None:
    w, h = rect.width(), rect.height()
    painter.setPen(_pen(w * 0.05))
    painter.setBrush(fill.darker(115))
    painter.drawRoundedRect(QRectF(rect.left() + w * 0.08, rect.top() + h * 0.2, w * 0.4, h * 0.2), 2, 2)
    painter.drawRoundedRect(QRectF(rect.left() + w * 0.08, rect.top() + h * 0.3, w * 0.84, h * 0.55), 3, 3)
    painter.setBrush(fill)
    painter.drawRoundedRect(QRectF(rect.left() + w * 0.08, rect.top() + h * 0.42, w * 0.84, h * 0.43), 3, 3)


def _draft(painter: QPainter, rect: QRectF) -> None:
    _folder(painter, rect, QColor("#e9c46a"))
    w = rect.width()
    painter.setPen(_pen(w * 0.09, RED))
    painter.drawLine(rect.center() + QPointF(-w * 0.05, w * 0.22), rect.center() + QPointF(w * 0.25, -w * 0.1))


def _custom(painter: QPainter, rect: QRectF) -> None:
    _folder(painter, rect, QColor("#8fb0c9"))
    r = rect.width() * 0.13
    painter.setPen(_pen(rect.width() * 0.04))
    painter.setBrush(KHAKI)
    painter.drawPolygon(hexagon(rect.center() + QPointF(0, rect.height() * 0.15), r))


def _import(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    painter.setPen(_pen(w * 0.05))
    painter.setBrush(QColor("#b5a27a"))
    tray = QPainterPath()
    tray.addRoundedRect(QRectF(rect.left() + w * 0.1, rect.top() + h * 0.6, w * 0.8, h * 0.3), 3, 3)
    painter.drawPath(tray)
    painter.setPen(_pen(w * 0.1, OLIVE))
    top, tip = QPointF(rect.center().x(), rect.top() + h * 0.05), QPointF(rect.center().x(), rect.top() + h * 0.62)
    painter.drawLine(top, tip)
    painter.drawLine(tip, tip + QPointF(-w * 0.18, -h * 0.18))
    painter.drawLine(tip, tip + QPointF(w * 0.18, -h * 0.18))


def _generate(painter: QPainter, rect: QRectF) -> None:
    w = rect.width()
    for offset, fill in ((QPointF(-w * 0.12, -w * 0.1), QColor("white")), (QPointF(w * 0.14, w * 0.12), RED)):
        side = w * 0.46
        centre = rect.center() + offset
        painter.setPen(_pen(w * 0.045))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), w * 0.08, w * 0.08)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK if fill == QColor("white") else QColor("white"))
        for dx, dy in ((-1, -1), (1, 1), (0, 0)):
            painter.drawEllipse(centre + QPointF(dx * side * 0.25, dy * side * 0.25), w * 0.04, w * 0.04)


PAINTERS = {"new": _new, "draft": _draft, "custom": _custom, "import": _import, "generate": _generate}


def action_icon(key: str, size: int = ICON_SIZE) -> QIcon:
    return icon_from(PAINTERS[key], size)


def paint_banner(painter: QPainter, rect: QRectF, title: str, subtitle: str) -> None:
    """A dark olive band with a faint hex grid and the program's name."""
    gradient = QLinearGradient(rect.topLeft(), rect.topRight())
    gradient.setColorAt(0.0, QColor("#2f3a1f"))
    gradient.setColorAt(1.0, QColor("#56603a"))
    painter.fillRect(rect, gradient)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 26), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = 26.0
    step_x, step_y = radius * 1.5, radius * math.sqrt(3)
    for col in range(int(rect.width() / step_x) + 2):
        for row in range(int(rect.height() / step_y) + 2):
            y = row * step_y + (step_y / 2 if col % 2 else 0)
            painter.drawPolygon(hexagon(QPointF(rect.left() + col * step_x, rect.top() + y), radius))
    title_font = QFont(painter.font())
    title_font.setPixelSize(34)
    title_font.setBold(True)
    painter.setFont(title_font)
    painter.setPen(QColor("#f5efd9"))
    painter.drawText(rect.adjusted(48, 22, -48, -rect.height() / 2 + 14), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, title)
    sub_font = QFont(painter.font())
    sub_font.setPixelSize(16)
    sub_font.setBold(False)
    painter.setFont(sub_font)
    painter.setPen(QColor("#d9cfa8"))
    painter.drawText(rect.adjusted(50, rect.height() / 2 + 18, -48, -10), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, subtitle)
