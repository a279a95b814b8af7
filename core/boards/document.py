"""A parsed Board back to its board-file document (the inverse of core.boards.board.parse_board).

The editor keeps boards as parsed values; a package or a recovery file needs the
file form of each custom board the scenario stands on. Writing it from the value
(rather than keeping the text it came from) means any board the program holds can
be shared, and parse_board(board_document(b)) == b is the test of both directions.
"""

from __future__ import annotations

from typing import Any

from core.boards.board import Board, board_rows_in
from core.hexes import DIRECTION_NAMES, Offset, offset_name
from core.terrain import TerrainCatalogue, catalogue

FORMAT = 1


def board_document(board: Board, terrain: TerrainCatalogue | None = None) -> dict[str, Any]:
    """The board as a board file holds it; hexside, road and bridge lists in a fixed order."""
    terrain = terrain or catalogue()
    codes = {t.id: code for code, t in terrain.by_code.items()}
    document: dict[str, Any] = {
        "format": FORMAT,
        "number": board.number,
        "name": board.name,
        "description": board.description,
        "columns": board.columns,
        "rows": board.rows,
        "terrain": _grid(board, lambda o: codes[board.terrain[o]]),
        "elevation": _grid(board, lambda o: str(board.elevation[o])),
        "hexsides": _hexsides(board),
        "roads": [[offset_name(a), offset_name(b)] for a, b in sorted(board.road_links)],
        "bridges": [offset_name(o) for o in sorted(board.bridges)],
        "labels": [{"hex": offset_name(o), "text": text} for o, text in board.labels],
    }
    if not board.description:
        del document["description"]
    return document


def _grid(board: Board, char_at: Any) -> list[str]:
    """Row strings; a column's missing last hex is a space, as the file format wants."""
    return [
        "".join(char_at(Offset(col, row)) if row < board_rows_in(board.rows, col) else " " for col in range(board.columns))
        for row in range(board.rows)
    ]


def _hexsides(board: Board) -> dict[str, list[str]]:
    features: dict[str, list[str]] = {}
    for (offset, direction), feature in sorted(board.hexsides.items()):
        features.setdefault(feature, []).append(f"{offset_name(offset)}/{DIRECTION_NAMES[direction]}")
    return features
