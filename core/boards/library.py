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

    `extra` holds custom boards (from a package, or stored beside a scenario). A custom board
    may not take a shipped board's number unless it is that very board: otherwise one part of
    the program could draw the package's board 2 and another the shipped one.
    """
    shipped = standard_boards()
    library = {**shipped, **(extra or {})}
    placements = []
    for index, entry in enumerate(spec):
        number = entry["board"]
        if number not in library:
            raise BattlefieldError(f"board {number} (position {index + 1}) is not installed")
        if number in shipped and library[number] != shipped[number]:
            raise BattlefieldError(
                f"board {number} comes with the scenario but differs from the shipped board {number}: "
                f"a custom board needs a number no shipped board has (shipped: {_numbers(shipped)})")
        placements.append(BoardPlacement(library[number], bool(entry.get("rotated", False))))
    return Battlefield(placements)


def _numbers(boards: Mapping[int, Board]) -> str:
    return ", ".join(str(n) for n in sorted(boards))
@lru_cache(maxsize=16)
def shipped_battlefield(boards: tuple[tuple[int, bool], ...]) -> Battlefield:
    """The battlefield of shipped boards given as ((number, rotated), ...), built once per arrangement."""
    return build_battlefield([{"board": b, "rotated": r} for b, r in boards])
