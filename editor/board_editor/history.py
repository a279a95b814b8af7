"""What an undo step says: what a stroke painted and where ("Woods on 12 hexes around M5").

A history that reads "Paint terrain" ten times cannot tell a designer which step to go back
to; each label names the brush's value (a terrain, a hexside feature, a level), how much the
stroke changed and the hex it was round, counted from the boards before and after it, so a
stroke over hexes that already had the terrain counts only what it changed.
"""

from __future__ import annotations

from core.boards.board import Board
from core.boards.edit import changed_hexsides, changed_terrain, middle_hex
from core.hexes import Offset
from editor.board_editor.names import feature_name, hex_name, level_name, terrain_name
from editor.board_editor.tools import Stroke, Tool
from editor.i18n import tr


def _painted(what: str, hexes: list[Offset], fallback: str) -> str:
    where = hex_name(middle_hex(hexes))
    if len(hexes) == 1:
        return tr("{what} at {hex}").format(what=what, hex=where)
    if not hexes:
        return fallback
    return tr("{what} on %n hex(es) around {hex}", n=len(hexes)).format(what=what, hex=where)


def _hexsides(stroke: Stroke, after: Board) -> str:
    sides = changed_hexsides(stroke.before, after)
    where = hex_name(middle_hex([o for o, _ in sides]))
    if not stroke.brush.value:
        return tr("Hexsides cleared: %n near {hex}", n=len(sides)).format(hex=where)
    what = feature_name(stroke.brush.value)
    if len(sides) == 1:
        return tr("{what} on a hexside of {hex}").format(what=what, hex=where)
    return tr("{what} on %n hexside(s) near {hex}", n=len(sides)).format(what=what, hex=where)


def _line(stroke: Stroke, what: str) -> str:
    start, end = hex_name(stroke.hexes[0]), hex_name(stroke.hexes[-1])
    if start == end:
        return tr("{what} at {hex}").format(what=what, hex=start)
    return tr("{what} from {start} to {end}").format(what=what, start=start, end=end)


def step_label(stroke: Stroke, after: Board) -> str:
    """The undo step's text for a stroke that took the board from `stroke.before` to `after`."""
    tool, value = stroke.brush.tool, stroke.brush.value
    hexes = changed_terrain(stroke.before, after)
    if tool is Tool.TERRAIN or tool is Tool.STREAM:
        return _painted(terrain_name(value or "stream"), hexes, tr("Paint terrain"))
    if tool is Tool.LEVEL:
        return _painted(level_name(int(value or 0)), hexes, tr("Paint hill level"))
    if tool is Tool.FILL:
        return tr("Fill: {what}, %n hex(es) from {hex}", n=len(hexes)).format(what=terrain_name(value),
                                                                hex=hex_name(stroke.pointer[0] if stroke.pointer else None))
    if tool is Tool.RECT_FILL:
        return tr("Rectangle fill: {what}, %n hex(es) from {start} to {end}", n=len(hexes)).format(
            what=terrain_name(value), start=hex_name(stroke.pointer[0]), end=hex_name(stroke.pointer[-1]))
    if tool is Tool.HEXSIDE:
        return _hexsides(stroke, after)
    if tool is Tool.ROAD:
        return _line(stroke, tr("Road"))
    if tool is Tool.ERASE_ROAD:
        return _line(stroke, tr("Road erased"))
    if tool is Tool.BRIDGE:
        first = stroke.hexes[0]
        label = tr("Bridge at {hex}") if first in after.bridges else tr("Bridge removed at {hex}")
        return label.format(hex=hex_name(first))
    return tr("Paint")
