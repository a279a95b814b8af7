"""What each brush does along a stroke, apart from widgets so it reads (and tests) plainly.

A Brush names a tool and its value (a terrain id, a hexside feature, a level). A Stroke
starts on a press with the board as it was, takes every hex (and hexside) the mouse
passes, and gives the board the stroke has made so far, computed from the board before
the stroke by core/boards/edit.py: a stroke is one undo command whatever its length.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass, field

from core.boards.board import Board
from core.boards.edit import fill, is_inner_side, paint_terrain, set_bridge, set_hexside, set_level, set_road
from core.hexes import Hex, Layout, Offset, cube_round


class Tool(enum.Enum):
    TERRAIN = "terrain"  # value: a terrain id
    HEXSIDE = "hexside"  # value: a feature id, or "" to clear
    ROAD = "road"
    ERASE_ROAD = "erase_road"
    STREAM = "stream"  # value: "stream" or "canal": water drawn as a line of hexes
    BRIDGE = "bridge"
    LEVEL = "level"  # value: "0", "1" or "2"
    PLACE_NAME = "place_name"
    FILL = "fill"  # value: a terrain id
    SELECT_RECT = "select_rect"
    SELECT_LASSO = "select_lasso"


SELECTING = (Tool.SELECT_RECT, Tool.SELECT_LASSO)


@dataclass(frozen=True)
class Brush:
    tool: Tool
    value: str = ""


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes from a to b, each next to the one before: a fast drag leaves no gap in a road."""
    n = a.distance(b)
    if n == 0:
        return [a]
    return [cube_round(a.q + (b.q - a.q) * i / n + 1e-6, a.r + (b.r - a.r) * i / n + 1e-6) for i in range(n + 1)]


def nearest_side(layout: Layout, h: Hex, x: float, y: float) -> int:
    """The side of hex h nearest the point: the direction whose side midpoint is closest."""
    cx, cy = layout.to_pixel(h)
    angle = math.degrees(math.atan2(y - cy, x - cx))  # 0 east, y down
    return round(((angle + 90.0) % 360.0) / 60.0) % 6  # side 0 (N) faces -90 degrees


@dataclass
class Stroke:
    """One press-drag-release of a brush over the board."""

    brush: Brush
    before: Board
    hexes: list[Offset] = field(default_factory=list)
    sides: list[tuple[Offset, int]] = field(default_factory=list)

    def add(self, offset: Offset, side: int | None = None) -> bool:
        """Take a hex (and for the hexside brush a side of it); False if nothing new."""
        if self.brush.tool is Tool.HEXSIDE:
            if side is None or (offset, side) in self.sides:
                return False
            self.sides.append((offset, side))
            return True
        if self.hexes and self.hexes[-1] == offset:
            return False
        if self.hexes and self.brush.tool in (Tool.ROAD, Tool.ERASE_ROAD, Tool.STREAM):
            for h in hex_line(self.hexes[-1].to_hex(), offset.to_hex())[1:]:
                self.hexes.append(Offset.from_hex(h))
        else:
            self.hexes.append(offset)
        return True

    def result(self) -> Board:
        """The board after the stroke so far, from the board before it."""
        board, brush, hexes = self.before, self.brush, self.hexes
        tool = brush.tool
        if tool is Tool.TERRAIN:
            return paint_terrain(board, hexes, brush.value)
        if tool is Tool.STREAM:
            return paint_terrain(board, hexes, brush.value or "stream")
        if tool is Tool.LEVEL:
            return set_level(board, hexes, int(brush.value or 0))
        if tool in (Tool.ROAD, Tool.ERASE_ROAD):
            return set_road(board, hexes, present=tool is Tool.ROAD)
        if tool is Tool.HEXSIDE:
            for offset, side in self.sides:
                if is_inner_side(board, offset, side):  # the outer edge takes no feature
                    board = set_hexside(board, offset, side, brush.value or None)
            return board
        if tool is Tool.BRIDGE and hexes:
            first = hexes[0]
            return set_bridge(board, first, first not in board.bridges) if board.contains(first) else board
        if tool is Tool.FILL and hexes:
            return fill(board, hexes[0], brush.value)
        return board
