"""Pixel geometry of a battlefield for painting, wrapped in Qt types at the edge.

The maths stays in core.hexes.Layout; this module only turns its tuples into
QPointF/QPolygonF and knows where each board's printed rectangle lies: the
board edge cuts the first and last columns and the top and bottom hexes of the
high columns in half, so a painted board is clipped to those lines.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPolygonF

from core.boards.battlefield import Battlefield, BoardPlacement
from core.hexes import Hex, Layout, Offset

SQRT3 = math.sqrt(3.0)


def battlefield_layout(hex_size: float, margin: float) -> Layout:
    """A layout whose first hex centre (the corner of the map) sits at (margin, margin)."""
    return Layout(size=hex_size, origin_x=margin, origin_y=margin)


def centre(layout: Layout, h: Hex) -> QPointF:
    x, y = layout.to_pixel(h)
    return QPointF(x, y)


def hex_polygon(layout: Layout, h: Hex, scale: float = 1.0) -> QPolygonF:
    """The hex outline, optionally shrunk towards its centre (a copy: callers may change it)."""
    return QPolygonF(_outline(layout, h, scale))


def clear_outline_cache() -> None:
    """Forget every outline (a benchmark's fresh start)."""
    _outline.cache_clear()


@lru_cache(maxsize=32768)
def _outline(layout: Layout, h: Hex, scale: float) -> QPolygonF:
    """Every layer of a repaint asks for the same outlines again: a board editor's brush stroke
    repaints some eighty hexes, several layers each, within a 16 ms frame."""
    cx, cy = layout.to_pixel(h)
    return QPolygonF([QPointF(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in layout.corners(h)])


def side_line(layout: Layout, h: Hex, direction: int) -> QLineF:
    """Hexside `direction` (0 N ... 5 NW) runs from corner d to corner d+1."""
    corners = layout.corners(h)
    (x1, y1), (x2, y2) = corners[direction % 6], corners[(direction + 1) % 6]
    return QLineF(x1, y1, x2, y2)


def side_midpoint(layout: Layout, h: Hex, direction: int) -> QPointF:
    return side_line(layout, h, direction).center()


def direction_angle(direction: int) -> float:
    """Screen angle in degrees (0 = east, clockwise as y grows down) towards side `direction`."""
    return (-90.0 + 60.0 * direction) % 360.0


@dataclass(frozen=True)
class BoardFrame:
    """Where one placed board lies on the painted map."""

    position: int
    placement: BoardPlacement
    rect: QRectF


def board_frames(battlefield: Battlefield, layout: Layout) -> list[BoardFrame]:
    """Each board's printed rectangle: from the centres of its edge columns and half hexes."""
    frames = []
    for position, placement in enumerate(battlefield.placements):
        board = placement.board
        first = position * (board.columns - 1)
        left, top = layout.to_pixel(Offset(first, 0).to_hex())
        right, bottom = layout.to_pixel(Offset(first + board.columns - 1, board.rows - 1).to_hex())
        frames.append(BoardFrame(position, placement, QRectF(QPointF(left, top), QPointF(right, bottom))))
    return frames


def map_rect(battlefield: Battlefield, layout: Layout) -> QRectF:
    frames = board_frames(battlefield, layout)
    return frames[0].rect.united(frames[-1].rect)


def image_size(battlefield: Battlefield, hex_size: float, margin: float) -> tuple[int, int]:
    rect = map_rect(battlefield, battlefield_layout(hex_size, margin))
    return math.ceil(rect.width() + 2 * margin), math.ceil(rect.height() + 2 * margin)


def hex_seed(h: Hex) -> int:
    """A stable small number per hex, so symbols vary from hex to hex but never between paints."""
    return (h.q * 73856093 ^ h.r * 19349663) & 0xFFFF
