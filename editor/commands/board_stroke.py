"""One stroke of a board brush: the board before and after, swapped on undo and redo.

A stroke (mouse press, drag, release) is shown live as the mouse moves, then pushed as
one command, so one undo takes back the whole stroke. Like ScenarioCommand the
command keeps both frozen values, computed by core/boards/edit.py, so undo can never
drift from what the stroke did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from core.boards.board import Board

if TYPE_CHECKING:
    from editor.board_editor.document import BoardDocument


class BoardStroke(QUndoCommand):
    def __init__(self, document: BoardDocument, before: Board, after: Board, label: str) -> None:
        super().__init__(label)
        self.document = document
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.document.show_board(self.after)

    def undo(self) -> None:
        self.document.show_board(self.before)
