"""Small purpose-made battlefields for the line-of-sight tests.

A board is drawn as rows of terrain codes (core/data/terrain.json: . open,
W woods, B building, O orchard, C crop, H hay stacks, F field), one string per
row and one character per column A, B, C ...; the columns B, D, F ... sit half
a hex lower and have no hex in the last row (a space there). Elevation grids
are drawn the same way with 0, 1, 2; hexside features are lists like "C3/S".
"""

from __future__ import annotations

from collections.abc import Mapping

from core.boards.battlefield import Battlefield
from core.boards.board import parse_board
from core.hexes import Hex, parse_offset_name
from core.los import LosResult, Sightlines

OPEN = [
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ". . . . .",
]


def level_grid(terrain: list[str]) -> list[str]:
    return ["".join(" " if c == " " else "0" for c in row) for row in terrain]


def battlefield(terrain: list[str] = OPEN, elevation: list[str] | None = None, number: int = 1,
                **hexsides: list[str]) -> Battlefield:
    document = {
        "format": 1, "number": number, "name": "LOS test board",
        "columns": len(terrain[0]), "rows": len(terrain),
        "terrain": terrain, "elevation": elevation or level_grid(terrain),
        "hexsides": {feature: sides for feature, sides in hexsides.items() if sides},
    }
    return Battlefield([parse_board(document, "los test board")])


def drawn(base: list[str], changes: Mapping[str, str | int]) -> list[str]:
    """`base` with some hexes redrawn, e.g. drawn(OPEN, {"C3": "W"})."""
    rows = [list(row) for row in base]
    for name, code in changes.items():
        offset = parse_offset_name(name)
        rows[offset.row][offset.col] = str(code)
    return ["".join(row) for row in rows]


def field_with(terrain: Mapping[str, str] | None = None, levels: Mapping[str, int] | None = None,
               **hexsides: list[str]) -> Battlefield:
    """The open 9 x 6 board (columns A-I) with the given hexes, levels and hexside features."""
    return battlefield(drawn(OPEN, terrain or {}), drawn(level_grid(OPEN), levels or {}), **hexsides)


def hexes(field: Battlefield, names: Mapping[str, int] | None) -> dict[Hex, int]:
    return {field.parse(name): amount for name, amount in (names or {}).items()}


def los(field: Battlefield, firer: str, target: str, smoke: Mapping[str, int] | None = None) -> LosResult:
    """The full answer for a unit in `firer` shooting at `target` (hex names as printed)."""
    return Sightlines(field, hexes(field, smoke)).check(field.parse(firer), field.parse(target))


def names(field: Battlefield, items: tuple[Hex, ...] | list[Hex]) -> list[str]:
    return [field.name(h).split(":")[1] for h in items]
