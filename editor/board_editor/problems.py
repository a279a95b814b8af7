"""The Problems dock of the scenario editor, listing a board's problems instead.

The same dock (and so the same look and the same click-to-centre) as the scenario's
problems: each row is the hex (or hexside) and the reason, its code in the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QListWidgetItem, QStyle, QWidget

from editor.board_editor.document import BoardDocument
from editor.i18n import tr
from editor.window.problems_dock import CODE_ROLE, HEX_ROLE, ProblemsDock


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
        self.list.clear()
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for problem in document.problems:
            item = QListWidgetItem(warning, f"{problem.where}: {problem.message}")
            item.setData(HEX_ROLE, document.hex_name(problem.where))
            item.setData(CODE_ROLE, problem.code)
            item.setToolTip(problem.code)
            self.list.addItem(item)
        if not document.problems:
            ok = QListWidgetItem(QIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton)),
                                 tr("No problems: the board joins any other board, either way round."))
            ok.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(ok)
        count = len(document.problems)
        self.setWindowTitle(tr("Problems ({n})").format(n=count) if count else tr("Problems"))
