"""Every action and every button of the test-run window and its start dialog, in each mode, through Qt.

The run is started as a user starts it: Ctrl+T's action in the editor, the real start
dialog with the mode's radio button clicked and Start. Then tests/editor/clicking.py
triggers the run window's actions and clicks its buttons (End Move, End Phase, Do it,
Play, Step, Line of sight, Save log…, each several times as the game moves on),
answering the file dialog and the victory popup; Back to the editor is clicked last
and must close the window. Exceptions in slots, Qt warnings and stderr fail it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow

from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.testrun.setup import Mode
from editor.window.main_window import MainWindow
from tests.editor.clicking import OFFSCREEN_NOTES, Clicker, ModalAnswerer, click, walk_window, widget_key
from tests.editor.conftest import BOARDS
from tests.editor.testrun.conftest import duel

BACK = "QPushButton:back_button:Back to the editor"
EXCLUDED = {BACK: "closes the window under test; clicked last, on its own, and must close it",
            "back_to_editor_action": "File > Back to the editor: the same as the Back button"}


@pytest.mark.parametrize("mode", list(Mode), ids=[m.value for m in Mode])
@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore(*OFFSCREEN_NOTES)
def test_every_action_and_button_of_a_test_run_works(qtbot, tmp_path, monkeypatch, capfd, mode):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    window = MainWindow(UserFolders.default(), boards=BOARDS)
    qtbot.addWidget(window)
    window.show()
    window.show_document(ScenarioDocument(duel(), None, window.custom_boards()))

    def choose_mode(dialog) -> None:  # type: ignore[no-untyped-def]
        radio = dialog.mode_buttons[mode]  # on its round indicator, at the left
        QTest.mouseClick(radio, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(6, radio.height() // 2))

    answerer = ModalAnswerer(tmp_path, fill={"StartDialog:testrun_start_dialog": choose_mode})
    answerer.start()
    try:
        window.testrun.action.trigger()  # the start dialog: the mode clicked, its buttons, Start
        qtbot.waitUntil(lambda: not answerer.busy())
        run = window.testrun.run_window
        assert run is not None and run.isVisible() and run.setup.mode is mode
        run.opponent_delay_ms = 0

        def ready(_run: QMainWindow) -> None:
            qtbot.waitUntil(lambda: run.human_to_act() or run.victory_dialog is not None or mode is Mode.COMPUTER_ONLY,
                            timeout=30_000)

        walk_window(Clicker(qtbot, answerer, run), run, ready, EXCLUDED, limit=40)
        back = next(b for b in run.findChildren(type(run.bar.back)) if widget_key(b) == BACK)
        click(back)
        qtbot.waitUntil(lambda: not run.isVisible() and not answerer.busy())
    finally:
        answerer.stop()
    assert any(line.startswith("button ") for line in answerer.log)
    assert not answerer.errors and not answerer.unclicked(), (answerer.errors, answerer.unclicked())
    assert capfd.readouterr().err == ""
