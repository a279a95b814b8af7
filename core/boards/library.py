"""The shipped boards in maps/ and battlefields built from a scenario's board list."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from core.boards.battlefield import Battlefield, BattlefieldError, BoardPlacement
from core.boards.board import Board, load_board
from core.resources import maps_dir


@lru_cache(maxsize=1)
def standard_boards() -> dict[int, Board]:
    """Every board file in maps/ (board-*.json), by board number."""
    boards: dict[int, Board] = {}
    for path in sorted(maps_dir().glob("board-*.json")):
        board = load_board(path)
        if board.number in boards:
            raise BattlefieldError(f"{path.name}: board number {board.number} is used twice in maps/")
        boards[board.number] = board
    return boards


def build_battlefield(spec: list[Mapping[str, Any]], extra: Mapping[int, Board] | None = None) -> Battlefield:
    """A battlefield from [{"board": 2, "rotated": false}, ...], left to right.

    `extra` holds custom boards (from a package) and wins over shipped ones.
    """
    library = {**standard_boards(), **(extra or {})}
    placements = []
    for index, entry in enumerate(spec):
        number = entry["board"]
        if number not in library:
            raise BattlefieldError(f"board {number} (position {index + 1}) is not installed")
        placements.append(BoardPlacement(library[number], bool(entry.get("rotated", False))))
    return Battlefield(placements)


@lru_cache(maxsize=16)
def shipped_battlefield(boards: tuple[tuple[int, bool], ...]) -> Battlefield:
    """The battlefield of shipped boards given as ((number, rotated), ...), built once per arrangement."""
    return build_battlefield([{"board": b, "rotated": r} for b, r in boards])
