"""The status bar's words for the hex under the pointer: its name, terrain, level, hexsides and roads.

What a designer checks while painting (is this hex level 1? which side has the hedge?)
without opening anything: "M5: Woods, Hill level 1 · hexsides: N Hedge, SE Wall · road: NE, SW".
"""

from __future__ import annotations

from core.boards.board import Board
from core.boards.edit import hexside_key
from core.hexes import Offset, offset_name
from editor.board_editor.names import direction_name, feature_name, level_name, terrain_name
from editor.i18n import tr


def hex_status(board: Board, offset: Offset | None) -> str:
    """The hovered hex in a line; empty off the board."""
    if offset is None or not board.contains(offset):
        return ""
    parts = [tr("{hex}: {terrain}, {level}").format(hex=offset_name(offset), terrain=terrain_name(board.terrain[offset]),
                                                     level=level_name(board.elevation[offset]))]
    sides = []
    roads = []
    for direction in range(6):
        feature = board.hexsides.get(hexside_key(offset, direction))
        if feature is not None:
            sides.append(f"{direction_name(direction)} {feature_name(feature)}")
        near = Offset.from_hex(offset.to_hex().neighbor(direction))
        if (min(offset, near), max(offset, near)) in board.road_links:
            roads.append(direction_name(direction))
    if sides:
        parts.append(tr("hexsides: {sides}").format(sides=", ".join(sides)))
    if roads:
        parts.append(tr("road: {directions}").format(directions=", ".join(roads)))
    if offset in board.bridges:
        parts.append(tr("bridge"))
    label = dict(board.labels).get(offset)
    if label:
        parts.append(f"“{label}”")
    return " · ".join(parts)
