"""Every action and every button of the board editor's window, and of each dialog it opens, through Qt.

The editor is opened as a user opens it (File > New board… in the main window, its
dialog answered), a stroke is painted so Undo, Copy and Paste have something to work on,
then tests/editor/clicking.py triggers each action and clicks each button, answering
the real file dialogs and questions. Exceptions in slots, Qt warnings and stderr fail it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow

from core.hexes import parse_offset_name
from core.userdirs import UserFolders
from editor.window.main_window import MainWindow
from tests.editor.board_editor.test_board_editor import stroke
from tests.editor.clicking import OFFSCREEN_NOTES, Clicker, ModalAnswerer, action_key, menu_actions, walk_window
from tests.editor.conftest import BOARDS

EXCLUDED_ACTIONS = {
    "Close board editor": "closes the window under test; triggered last, on its own, and must close it",
}
TINY_FILE = Path(__file__).parents[2] / "core" / "boards" / "tiny.json"


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore(*OFFSCREEN_NOTES)
def test_every_action_and_button_of_the_board_editor_works(qtbot, tmp_path, monkeypatch, capfd):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    window = MainWindow(UserFolders.default(), boards=BOARDS)
    qtbot.addWidget(window)
    window.show()
    shutil.copy(TINY_FILE, tmp_path / "tiny-board.json")
    answerer = ModalAnswerer(tmp_path, {"Open board": tmp_path / "tiny-board.json"})
    answerer.start()
    try:
        window.board_editor.new_action.trigger()  # its New board dialog answered with OK
        qtbot.waitUntil(lambda: not answerer.busy())
        editor = window.board_editor.editor
        assert editor is not None and editor.isVisible()
        stroke(qtbot, editor, ["C2", "D2", "D3"])

        def ready(board_window: QMainWindow) -> None:
            if not board_window.isVisible():
                board_window.show()
            stack = editor.document.undo_stack
            if not stack.canUndo() and not stack.canRedo():  # something to undo, copy, turn and paste
                stroke(qtbot, editor, ["C2", "D2"])
                editor.canvas.select({parse_offset_name("C2"), parse_offset_name("D2")})

        walk_window(Clicker(qtbot, answerer, editor), editor, ready, EXCLUDED_ACTIONS)
        assert {"action Undo", "action Redo", "action Paste (at the hex under the mouse)"} <= set(answerer.log)
        walked = {f"action {action_key(a)}" for a in menu_actions(editor)} - {f"action {k}" for k in EXCLUDED_ACTIONS}
        assert len(walked) >= 10
        close = next(a for a in menu_actions(editor) if action_key(a) == "Close board editor")
        close.trigger()
        qtbot.waitUntil(lambda: not answerer.busy())
    finally:
        answerer.stop()
    assert not editor.isVisible()
    assert not answerer.errors and not answerer.unclicked(), (answerer.errors, answerer.unclicked())
    assert capfd.readouterr().err == ""
