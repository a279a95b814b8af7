"""Every action and every button of the main window, and of each dialog it opens, through Qt.

No dialog is replaced: the window runs with its real Prompts, so New scenario, the
generator, Settings, Estimate balance, Help, import, export, the scenario card and the
test run's start dialog come up as a user sees them and are answered by clicks
(tests/editor/clicking.py). An exception in any slot fails the test (pytest-qt), and so
does anything written to stderr or a Qt warning. The actions and buttons are found in
the widget tree, so new ones are clicked too; the few left out are listed with why.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QCursor

from core.scenario.io import save as save_scenario
from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.files.packages import package_bytes
from editor.window.main_window import MainWindow
from tests.editor.clicking import (
    OFFSCREEN_NOTES,
    Clicker,
    ModalAnswerer,
    action_key,
    clickable_buttons,
    menu_actions,
    walk_window,
)
from tests.editor.conftest import BOARDS
from tests.editor.testrun.conftest import duel

EXCLUDED_ACTIONS = {
    "Quit": "closes the window; it is triggered last, on its own, and must close it",
}
TINY_FILE = Path(__file__).parents[2] / "core" / "boards" / "tiny.json"
# the dialogs the walk must reach: if one is missing, a menu entry stopped opening it
DIALOGS = ("NewScenarioDialog", "GeneratorDialog", "SettingsDialog", "BalanceDialog", "StartDialog", "HelpPage",
           "ImportReportDialog", "NewBoardDialog")


def _files(folder: Path) -> dict[str, Path]:
    """What the open dialogs pick, by their title: a scenario, a package, a board."""
    folder.mkdir()
    scenario = duel()
    save_scenario(folder / "duel.json", scenario)
    (folder / "duel.zip").write_bytes(package_bytes(ScenarioDocument(scenario, None, BOARDS)))
    shutil.copy(TINY_FILE, folder / "tiny-board.json")
    return {"Open draft": folder / "duel.json", "Open custom scenario": folder / "duel.json",
            "Import packages": folder / "duel.zip", "Open board": folder / "tiny-board.json"}


@pytest.fixture
def real_window(qtbot, tmp_path, monkeypatch):
    """The main window with its real Prompts (every question a real dialog) in a fresh user folder."""
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    QCursor.setPos(0, 0)
    window = MainWindow(UserFolders.default(), boards=BOARDS)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def _open_duel(window: MainWindow) -> None:
    """The duel open with its allied squad's hex selected: the stack editor's buttons then act on it."""
    if window.document is None:
        window.show_document(ScenarioDocument(duel(), None, window.custom_boards()))
    if window.scene is not None and window.scene.selected_hex is None:
        window.go_to_hex("b7:A4")


def _close(window: MainWindow) -> None:
    if window.document is not None:
        window.document.undo_stack.setClean()  # back to the start page without the unsaved-changes question
        window.close_document()


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore(*OFFSCREEN_NOTES)
def test_every_action_and_button_of_the_main_window_works(qtbot, real_window, tmp_path, capfd):
    window = real_window
    answerer = ModalAnswerer(tmp_path, _files(tmp_path / "files"),
                             fill={"BalanceDialog:balance_dialog": _few_games})
    clicker = Clicker(qtbot, answerer, window)
    answerer.start()
    try:
        walk_window(clicker, window, _close, EXCLUDED_ACTIONS)  # the start page
        walk_window(clicker, window, _open_duel, EXCLUDED_ACTIONS)  # a scenario open
        _walk_hex_menu(clicker, window, "b7:A4")
    finally:
        answerer.stop()
    walked = {key.split(":")[0] for key in answerer.clicked}
    assert set(DIALOGS) <= walked, (set(DIALOGS) - walked, answerer.log)
    assert not answerer.errors and not answerer.unclicked(), (answerer.errors, answerer.unclicked())
    quit_action = next(a for a in menu_actions(window) if action_key(a) == "Quit")
    window.document and window.document.undo_stack.setClean()
    quit_action.trigger()
    assert not window.isVisible()
    assert capfd.readouterr().err == ""


def _walk_hex_menu(clicker: Clicker, window: MainWindow, hex_name: str) -> None:
    """Each entry of a hex's right-click menu (with the Select tool, as the map's menu needs)."""
    _open_duel(window)
    clicker.trigger(next(a for a in menu_actions(window) if action_key(a) == "Select"))
    assert window.view is not None and window.scene is not None
    window.view.centre_on_hex(hex_name)
    point = window.view.mapFromScene(window.scene.centre_of(hex_name))
    clicker.right_click(window.view.viewport(), point, f"QMenu:{hex_name}")
    assert f"QMenu:{hex_name}" in clicker.answerer.clicked


def _few_games(dialog) -> None:  # type: ignore[no-untyped-def]
    """Estimate balance's Start then plays ten games in one worker (Cancel, clicked next, stops them)."""
    dialog.games.setValue(dialog.games.minimum())
    dialog.jobs.setValue(1)


def test_the_walk_reaches_a_new_button_without_a_list(qtbot, real_window, tmp_path):
    """A button added to the window is clicked: the walk reads the widget tree."""
    from PySide6.QtWidgets import QPushButton

    pressed = []
    button = QPushButton("Count the hedgerows", window := real_window)
    button.clicked.connect(lambda: pressed.append(True))
    window.statusBar().addWidget(button)
    button.show()
    answerer = ModalAnswerer(tmp_path)
    clicker = Clicker(qtbot, answerer, window)
    assert button in clickable_buttons(window)
    clicker.click(button)
    assert pressed == [True] and clicker.done[-1] == "button QPushButton:Count the hedgerows"
