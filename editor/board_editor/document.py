"""The open board: its value, its file, its undo stack and its live problems.

Every change goes through a BoardStroke on the undo stack; `show_board` (called by
the commands, and while a stroke is being drawn) recomputes the problems and tells
the canvas which hexes to repaint. The problems are checked on every change: the
rules of core/boards/rules.py run over a 200-hex board in well under a millisecond
(bench/board_paint_bench.py), so a live check needs no incremental bookkeeping.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from core.boards.battlefield import Battlefield
from core.boards.board import Board
from core.boards.document import board_document
from core.boards.edit import check
from core.boards.rules import BoardProblem
from core.hexes import parse_offset_name
from core.jsonio import write_json_atomic
from editor.commands.board_stroke import BoardStroke


class BoardDocument(QObject):
    changed = Signal()
    problems_changed = Signal()

    def __init__(self, board: Board, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.problems: list[BoardProblem] = check(board)
        self._battlefield: Battlefield | None = None

    @property
    def battlefield(self) -> Battlefield:
        """The board alone as a battlefield, which is what editor/map paints."""
        if self._battlefield is None:
            self._battlefield = Battlefield([self.board])
        return self._battlefield

    def show_board(self, board: Board) -> None:
        """Show a board value (during a stroke, or from undo and redo) and check it again."""
        if board is self.board:
            return
        self.board = board
        self._battlefield = None
        problems = check(board)
        self.changed.emit()
        if problems != self.problems:
            self.problems = problems
            self.problems_changed.emit()

    def commit_stroke(self, before: Board, label: str) -> bool:
        """One undo command for the stroke that took the board from `before` to now."""
        if self.board is before or self.board == before:
            self.show_board(before)
            return False
        self.undo_stack.push(BoardStroke(self, before, self.board, label))
        return True

    def apply(self, board: Board, label: str) -> bool:
        """A one-click edit (a place name, a paste): shown and pushed at once."""
        before = self.board
        self.show_board(board)
        return self.commit_stroke(before, label)

    @property
    def valid(self) -> bool:
        return not self.problems

    def hex_name(self, where: str) -> str | None:
        """The hex a problem is at ("C4", or "C4/NE" for a hexside), or None for a file path."""
        name = where.split("/")[0]
        try:
            offset = parse_offset_name(name)
        except ValueError:
            return None
        return name if self.board.contains(offset) else None

    def save(self, path: Path) -> None:
        """Written as a board file; a board with problems is saved too: it is a draft."""
        write_json_atomic(path, board_document(self.board))
        self.path = path
        self.undo_stack.setClean()
