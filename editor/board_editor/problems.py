"""The Problems dock of the scenario editor, listing a board's problems instead.

The same dock (and so the same look and the same click-to-centre) as the scenario's
problems: each row is the hex (or hexside) and the reason, its code in the tooltip.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from editor.board_editor.document import BoardDocument
from editor.core_text import board_problem_text
from editor.i18n import tr
from editor.window.problems_dock import ProblemsDock


class BoardProblemsDock(ProblemsDock):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board_problems")
        self._board: BoardDocument | None = None

    def set_board(self, document: BoardDocument) -> None:
        self._board = document
        document.problems_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        document = self._board
        if document is None:
            super().refresh()
            return
        rows = [(f"{p.where}: {board_problem_text(p)}", document.hex_name(p.where), p.code) for p in document.problems]
        self.show_rows(rows, tr("No problems: the board joins any other board, either way round."))
