"""Text on the map: hex names, place names and board numbers.

Text stays upright even on a board turned 180 degrees, and is nudged inside
the map where the board edge cuts a half hex, so every name can be read.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Layout, offset_name
from editor.map.geometry import board_frames, map_rect
from editor.map.style import colour, fraction

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"


def _font(family: str, pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(family)
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _inside(rect: QRectF, bounds: QRectF, pad: float) -> QRectF:
    """Shift `rect` sideways so it lies within `bounds` (less `pad`)."""
    dx = 0.0
    if rect.left() < bounds.left() + pad:
        dx = bounds.left() + pad - rect.left()
    elif rect.right() > bounds.right() - pad:
        dx = bounds.right() - pad - rect.right()
    return rect.translated(dx, 0.0)


def hex_name_rect(h: Hex, layout: Layout, bounds: QRectF, metrics: QFontMetricsF, text: str) -> QRectF:
    """Above the centre dot, or below it where the map's top edge (`bounds`) cuts the hex in half."""
    s = layout.size
    cx, cy = layout.to_pixel(h)
    width, height = metrics.horizontalAdvance(text), metrics.height()
    top = cy - s * 0.62 - height / 2
    if top < bounds.top():
        top = cy + s * 0.5 - height / 2
    return _inside(QRectF(cx - width / 2, top, width, height), bounds, s * 0.08)


def paint_hex_names(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    font = _font(SANS, layout.size * fraction("text", "hex_name_size"))
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(colour("text", "hex_name"))
    bounds = map_rect(battlefield, layout)
    for h in battlefield.ordered:
        text = offset_name(battlefield.info(h).offset)
        painter.drawText(hex_name_rect(h, layout, bounds, metrics, text), Qt.AlignmentFlag.AlignCenter, text)


def _halo_text(painter: QPainter, path: QPainterPath, halo_width: float, pen_colour_group: str) -> None:
    painter.setPen(QPen(colour("text", "halo"), halo_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour("text", pen_colour_group))
    painter.drawPath(path)


def paint_place_labels(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    """Each board's place names, under the centre dot of their hex."""
    s = layout.size
    font = _font(SERIF, s * fraction("text", "label_size"), bold=True, italic=True)
    metrics = QFontMetricsF(font)
    bounds = map_rect(battlefield, layout)
    for placement in battlefield.placements:
        board = placement.board
        for offset, text in board.labels:
            h = battlefield.parse(f"b{board.number}:{offset_name(offset)}")
            cx, cy = layout.to_pixel(h)
            width = metrics.horizontalAdvance(text)
            rect = _inside(QRectF(cx - width / 2, cy + s * 0.16, width, metrics.height()), bounds, s * 0.1)
            path = QPainterPath()
            path.addText(QPointF(rect.left(), rect.top() + metrics.ascent()), font, text)
            _halo_text(painter, path, s * 0.11, "label")


def paint_board_numbers(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    """The board number in two corners of each board, as printed; a turned board is marked."""
    s = layout.size
    font = _font(SANS, s * fraction("text", "badge_size"), bold=True)
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    for frame in board_frames(battlefield, layout):
        text = f"{frame.placement.board.number}" + (" \u21bb" if frame.placement.rotated else "")
        width, height = metrics.horizontalAdvance(text) + s * 0.3, metrics.height() + s * 0.06
        corners = (
            QRectF(frame.rect.left() + s * 0.12, frame.rect.top() + s * 0.1, width, height),
            QRectF(frame.rect.right() - s * 0.12 - width, frame.rect.bottom() - s * 0.1 - height, width, height),
        )
        for rect in corners:
            painter.setPen(QPen(colour("paper", "frame"), s * 0.03))
            painter.setBrush(colour("text", "badge"))
            painter.drawRoundedRect(rect, s * 0.08, s * 0.08)
            painter.setPen(colour("text", "badge_text"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_seams(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    """A thin line where two boards butt together, through the seam column's centres."""
    painter.setPen(QPen(colour("grid", "seam"), layout.size * fraction("grid", "seam_width"), Qt.PenStyle.DashLine))
    for frame in board_frames(battlefield, layout)[1:]:
        painter.drawLine(QPointF(frame.rect.left(), frame.rect.top()), QPointF(frame.rect.left(), frame.rect.bottom()))
