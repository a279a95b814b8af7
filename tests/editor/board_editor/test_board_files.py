"""Boards made in the board editor are files of their own: two new boards with the same name are
saved side by side, never one over the other (issue 25)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from core.boards.board import load_board
from editor.board_editor.new_board_dialog import NewBoardDialog


def accept_new_board_dialog(qtbot) -> None:
    """Answer File > New board…'s dialog as a user who keeps its defaults and clicks OK."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewBoardDialog):
            QTimer.singleShot(20, answer)
            return
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, answer)


def test_two_new_boards_of_the_same_name_are_two_files(make_window, qtbot):
    window = make_window()
    new_action = window.qt_window.findChild(type(window.board_editor.new_action), "new_board_action")
    saved = []
    for _ in range(2):
        accept_new_board_dialog(qtbot)
        new_action.trigger()
        editor = window.board_editor.editor
        qtbot.waitExposed(editor)
        editor.save_action.trigger()
        saved.append(editor.document.path)
    assert [p.name for p in saved] == ["New board.json", "New board (2).json"]
    first, second = (load_board(p) for p in saved)
    assert first.name == second.name == "New board"
    assert first.number != second.number  # the first is a saved board of the user's, even as a draft
