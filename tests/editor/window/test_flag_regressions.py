"""H1-H3 of issue 22, as a user meets them: each control does what it says, through real clicks and dialogs.

A `clicked`/`triggered` flag used to land in an optional parameter, so these three
did nothing useful while the tests that called the methods passed (tests/test_slot_flags.py
now keeps that shape out of the editor).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from core.boards.document import board_document
from core.boards.edit import new_board
from core.scenario import BoardRef
from core.scenario.edit_details import new_scenario
from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.window.main_window import MainWindow
from editor.window.new_scenario_dialog import BOARD_ROLE, NewScenarioDialog
from tests.editor.clicking import ModalAnswerer
from tests.editor.conftest import BOARDS, TINY

TINY_FILE = Path(__file__).parents[2] / "core" / "boards" / "tiny.json"


def _window(qtbot, tmp_path, monkeypatch) -> MainWindow:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    window = MainWindow(UserFolders.default(), boards=BOARDS)  # its real Prompts: real dialogs
    qtbot.addWidget(window)
    window.show()
    return window


def test_add_puts_the_chosen_board_on_the_battlefield(qtbot):
    """H1: "Add →" added "Board False: ?" and Create scenario then opened nothing."""
    library = {TINY.number: TINY, 9: new_board(9, "Ridge", 5, 4)}
    dialog = NewScenarioDialog(library)
    qtbot.addWidget(dialog)
    dialog.show()
    row = next(i for i in range(dialog.available.count()) if dialog.available.item(i).data(BOARD_ROLE) == 9)
    item = dialog.available.item(row)
    qtbot.mouseClick(dialog.available.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.available.visualItemRect(item).center())  # the user picks "Board 9: Ridge"
    assert dialog.available.currentItem() is item
    before = dialog.placed.count()
    add = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Add →")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    assert dialog.placed.count() == before + 1
    placed = dialog.placed.item(dialog.placed.count() - 1).text()
    assert "Ridge" in placed and "False" not in placed, placed
    assert dialog.choice().scenario().boards[-1] == BoardRef(9)
    assert all(ref.board in library for ref in dialog.choice().scenario().boards)


def test_file_open_board_opens_the_file_chosen_in_the_dialog(qtbot, tmp_path, monkeypatch):
    """H2: File > Open board… raised AttributeError: 'bool' object has no attribute 'read_bytes'."""
    window = _window(qtbot, tmp_path, monkeypatch)
    shutil.copy(TINY_FILE, tmp_path / "tiny-board.json")
    answerer = ModalAnswerer(tmp_path, {"Open board": tmp_path / "tiny-board.json"})
    answerer.start()
    try:
        window.board_editor.open_action.trigger()
        qtbot.waitUntil(lambda: not answerer.busy())
    finally:
        answerer.stop()
    editor = window.board_editor.editor
    assert editor is not None and editor.isVisible()
    assert editor.document.board.number == TINY.number and answerer.log == ["file dialog “Open board” -> tiny-board.json"]


def test_edit_a_board_of_this_scenario_opens_the_board_picked(qtbot, tmp_path, monkeypatch):
    """H3: File > Edit a board of this scenario… raised KeyError: False after the board was picked."""
    window = _window(qtbot, tmp_path, monkeypatch)
    window.show_document(ScenarioDocument(new_scenario([BoardRef(TINY.number)], title="On tiny"), None, window.custom_boards()))
    answerer = ModalAnswerer(tmp_path)
    answerer.start()
    try:
        window.board_editor.edit_action.trigger()
        qtbot.waitUntil(lambda: not answerer.busy())
    finally:
        answerer.stop()
    editor = window.board_editor.editor
    assert editor is not None and editor.isVisible() and answerer.log[0].startswith("input")
    assert board_document(editor.document.board) == board_document(TINY)
