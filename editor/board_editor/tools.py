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
from core.boards.edit import (
    fill,
    fill_rectangle,
    hexes_around,
    hexes_in_rectangle,
    is_inner_side,
    legal_on_edges,
    paint_terrain,
    region,
    set_bridge,
    set_hexside,
    set_level,
    set_road,
)
from core.hexes import Hex, Layout, Offset, cube_round


class Tool(enum.Enum):
    TERRAIN = "terrain"  # value: a terrain id
    HEXSIDE = "hexside"  # value: a feature id, or "" to clear
    ROAD = "road"
    ERASE_ROAD = "erase_road"
    STREAM = "stream"  # value: "stream", "canal", "gully" or "wadi": a course drawn as a line of hexes
    BRIDGE = "bridge"
    LEVEL = "level"  # value: "0", "1" or "2"
    PLACE_NAME = "place_name"
    FILL = "fill"  # value: a terrain id
    RECT_FILL = "rect_fill"  # value: a terrain id; drag from one corner to the other
    SELECT_RECT = "select_rect"
    SELECT_LASSO = "select_lasso"


SELECTING = (Tool.SELECT_RECT, Tool.SELECT_LASSO)
SIZED = (Tool.TERRAIN, Tool.LEVEL)  # the brushes that paint a disc of the brush size round the pointer
ONE_CLICK = (Tool.BRIDGE, Tool.FILL)  # shown when the mouse is released, not while it moves
BRUSH_SIZES = (1, 2, 3)


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
    size: int = 1  # the brush size: 1 one hex, 2 and 3 the hexes within 1 and 2 of the pointer
    keep_edges: bool = True  # the fills leave the edge half hexes open ground
    hexes: list[Offset] = field(default_factory=list)
    sides: list[tuple[Offset, int]] = field(default_factory=list)
    pointer: list[Offset] = field(default_factory=list)  # the hexes the pointer passed (the centres of a sized brush)

    def add(self, offset: Offset, side: int | None = None) -> bool:
        """Take a hex (and for the hexside brush a side of it); False if nothing new."""
        if self.brush.tool is Tool.HEXSIDE:
            if side is None or (offset, side) in self.sides:
                return False
            self.sides.append((offset, side))
            return True
        if self.pointer and self.pointer[-1] == offset:
            return False
        self.pointer.append(offset)
        if self.brush.tool is Tool.RECT_FILL:
            self.hexes = hexes_in_rectangle(self.before, self.pointer[0], offset)
            return True
        if self.brush.tool in SIZED and self.size > 1:
            known = set(self.hexes)
            self.hexes.extend(o for o in hexes_around(self.before, offset, self.size - 1) if o not in known)
            return True
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
            return fill(board, hexes[0], brush.value, self.keep_edges)
        if tool is Tool.RECT_FILL and self.pointer:
            return fill_rectangle(board, self.pointer[0], self.pointer[-1], brush.value, self.keep_edges)
        return board


def footprint(board: Board, brush: Brush, size: int, at: Offset | None, keep_edges: bool = True) -> list[Offset]:
    """The hexes a press at `at` would paint with this brush: drawn under the pointer before the click.

    A sized brush covers its disc, a fill the region it would flood (without the edge half
    hexes it keeps legal), the line tools, the bridge and a rectangle's first corner the hex
    itself; the hexside brush and the selections mark no hex (they paint no hex)."""
    if at is None or not board.contains(at) or brush.tool in (Tool.HEXSIDE, Tool.SELECT_RECT, Tool.SELECT_LASSO):
        return []
    if brush.tool in SIZED:
        return hexes_around(board, at, size - 1)
    if brush.tool is Tool.FILL:
        flood = region(board, at)
        return sorted(legal_on_edges(board, flood, brush.value) if keep_edges else flood)
    return [at]
