"""The board editor in the main window: File > New board…, Open board…, Edit a board of this scenario…

The feature also keeps the window's board library in step with Boards/: at start and
after every save the valid user boards (core/boards/user.py) join the shipped ones, so
the new-scenario dialog offers them, a scenario made on one opens again (its draft
names the board by number), and Export carries it in the package as it carries any
custom board. A board that came with an imported package (Custom/<name>/boards/) opens
in the board editor from the scenario that uses it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog

from core.boards.board import Board
from core.boards.edit import BoardEditError, new_board
from core.boards.library import standard_boards
from core.boards.user import load_board_draft, numbers_in_use, user_boards
from editor.board_editor.new_board_dialog import NewBoardChoice, NewBoardDialog
from editor.board_editor.window import BoardEditorWindow
from editor.i18n import tr
from editor.window.services import MenuName, WindowServices


class BoardEditorFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.editor: BoardEditorWindow | None = None
        self.base = dict(window.boards)  # the boards the window started with (shipped, or a test's)
        parent = window.qt_window
        self.new_action = QAction(tr("New &board…"), parent)
        self.new_action.setObjectName("new_board_action")
        self.new_action.triggered.connect(lambda: self.new_board())
        self.open_action = QAction(tr("Open boar&d…"), parent)
        self.open_action.setObjectName("open_board_action")
        self.open_action.triggered.connect(lambda: self.open_board())  # not the checked flag as a path
        self.edit_action = QAction(tr("Edit a board of this scenario…"), parent)
        self.edit_action.setObjectName("edit_scenario_board_action")
        self.edit_action.setToolTip(tr("Open a custom board the scenario stands on (one that came with a package, say)"))
        self.edit_action.triggered.connect(lambda: self.edit_scenario_board())  # not the flag as a number
        window.add_to_menu(MenuName.FILE, [self.new_action, self.open_action, self.edit_action, None],
                           after=window.menu_actions.open_custom)
        self.refresh_boards()

    def refresh_boards(self, _saved: Path | None = None) -> None:
        """The window's boards: those it started with and the valid ones of Boards/."""
        self.window.set_boards({**self.base, **user_boards(self.window.folders.list_boards())})

    def _show(self, board: Board, path: Path | None) -> BoardEditorWindow | None:
        if self.editor is None:
            # a child of the main window (still a window of its own), so it closes and goes with it
            self.editor = BoardEditorWindow(self.window.folders, board, path, self.refresh_boards, self.window.qt_window)
        elif not self.editor.maybe_save():
            return None
        else:
            self.editor.set_board(board, path)
        self.editor.show()
        self.editor.raise_()
        self.editor.activateWindow()
        self.editor.canvas.fit()
        return self.editor

    def new_board(self, choice: NewBoardChoice | None = None) -> BoardEditorWindow | None:
        if choice is None:
            taken = set(self.window.boards) | set(standard_boards()) | numbers_in_use(self.window.folders.list_boards())
            dialog = NewBoardDialog(taken, self.window.qt_window)
            if not dialog.exec() or dialog.result() != QDialog.DialogCode.Accepted:
                return None
            choice = dialog.choice()
        try:
            board = new_board(choice.number, choice.name, choice.columns, choice.rows)
        except BoardEditError as error:
            self.window.show_message(str(error))
            return None
        return self._show(board, None)

    def open_board(self, path: Path | None = None) -> BoardEditorWindow | None:
        """A board file (a draft of Boards/ by default); one with problems opens with them listed."""
        if path is None:
            name, _filter = QFileDialog.getOpenFileName(self.window.qt_window, tr("Open board"),
                                                        str(self.window.folders.boards), tr("Boards (*.json)"))
            if not name:
                return None
            path = Path(name)
        board, problems = load_board_draft(path)
        if board is None:
            self.window.show_message(tr("{file} cannot be opened as a board: {why}").format(
                file=path.name, why="; ".join(str(p) for p in problems[:3])))
            return None
        return self._show(board, path if path.parent == self.window.folders.boards else None)

    def edit_scenario_board(self, number: int | None = None) -> BoardEditorWindow | None:
        """A custom board of the open scenario; it saves into Boards/ (a copy to change and reuse)."""
        document = self.window.document
        shipped = standard_boards()
        boards = document.custom_boards if document is not None else {}
        own = {n: b for n, b in boards.items() if shipped.get(n) != b}
        if not own:
            self.window.show_message(tr("The open scenario uses only the shipped boards."))
            return None
        if number is None:
            names = [tr("Board {n}: {name}").format(n=n, name=b.name) for n, b in sorted(own.items())]
            picked, ok = QInputDialog.getItem(self.window.qt_window, tr("Edit a board"), tr("Board"), names, 0, False)
            if not ok:
                return None
            number = sorted(own)[names.index(picked)]
        return self._show(own[number], None)
