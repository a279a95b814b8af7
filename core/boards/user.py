"""Boards drawn by the user (the Boards/ user folder): read as drafts, offered when valid.

The board editor saves a board with problems as a draft, so this reads a board file
with its faults instead of refusing it; only the boards without a fault, and with a
number no shipped board has, are offered to a new scenario (a scenario on a broken
board could not be checked, played or exported).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from core.boards.board import Board, read_board_draft
from core.boards.library import standard_boards
from core.boards.rules import BoardProblem
from core.jsonio import MAX_JSON_BYTES, FileFormatError, parse_json_untrusted
from core.safe_read import read_file


def load_board_draft(path: Path) -> tuple[Board | None, list[BoardProblem]]:
    """A board file with every fault it has; None when it cannot make a board at all."""
    try:
        document = parse_json_untrusted(read_file(path, MAX_JSON_BYTES), path.name)
    except (OSError, FileFormatError) as error:
        return None, [BoardProblem("$", f"cannot read the file: {error}", "board.unreadable")]
    return read_board_draft(document, path.name)


def user_boards(paths: Iterable[Path]) -> dict[int, Board]:
    """The valid user boards by number; a broken one, or one taking a shipped or an earlier
    board's number, is left out (the board editor says why when it is opened)."""
    shipped = standard_boards()
    boards: dict[int, Board] = {}
    for path in paths:
        board, problems = load_board_draft(path)
        if board is None or problems or board.number in shipped or board.number in boards:
            continue
        boards[board.number] = board
    return boards


def numbers_in_use(paths: Iterable[Path]) -> set[int]:
    """Every number a board file of the user's holds, drafts included: a new board is offered
    none of them, so two boards never share a number."""
    numbers = set()
    for path in paths:
        board, _problems = load_board_draft(path)
        if board is not None:
            numbers.add(board.number)
    return numbers
