"""Issue 22: every dialog and window the editor opens fits a 1280x720 screen: its opening size and its
minimum. Each is opened from its menu entry; modal dialogs are answered through the dialog itself."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu, QWidget

from core.resources import maps_dir
from core.userdirs import UserFolders
from editor.window.main_window import MainWindow

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
SMALL = QSize(1280, 720)


def _fits(what: str, widget: QWidget) -> None:
    for size in (widget.size(), widget.minimumSizeHint(), widget.minimumSize()):
        assert size.width() <= SMALL.width() and size.height() <= SMALL.height(), (what, size)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> MainWindow:
    """The real window with its real prompts (no test answers), on a scenario."""
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    shown = MainWindow(UserFolders.default())
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    assert shown.open_path(SAMPLE)
    return shown


def _action(window: MainWindow, menu: str, name: str):  # type: ignore[no-untyped-def]
    found = window.findChild(QMenu, menu)
    [action] = [a for a in found.actions() if a.text().replace("&", "") == name]
    return action


def _when_modal(answer: Callable[[QWidget], None], seen: list[str]) -> None:
    """Answer the next modal dialog once it shows: check it fits, then `answer` it."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        _fits(dialog.windowTitle(), dialog)
        seen.append(dialog.windowTitle())
        answer(dialog)

    QTimer.singleShot(0, look)


def _ok(dialog: QWidget) -> None:
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def _cancel(dialog: QWidget) -> None:
    dialog.reject()  # type: ignore[attr-defined]


def test_new_scenario_and_the_generator_fit(window, qtbot):
    seen: list[str] = []
    window.document.undo_stack.setClean()
    _when_modal(_cancel, seen)
    _action(window, "file_menu", "New scenario…").trigger()
    _when_modal(_cancel, seen)
    _action(window, "file_menu", "Generate a battle…").trigger()
    assert len(seen) == 2


def test_settings_and_estimate_balance_fit(window, qtbot):
    _action(window, "edit_menu", "Settings…").trigger()
    settings = window.settings_feature.dialog
    qtbot.waitExposed(settings)
    _fits("settings", settings)
    settings.reject()
    _action(window, "scenario_menu", "Estimate balance…").trigger()
    balance = window.balance.dialog
    qtbot.waitExposed(balance)
    _fits("balance", balance)  # 960x880 before
    balance.close()


def test_the_board_editor_and_the_test_run_window_fit(window, qtbot):
    seen: list[str] = []
    _when_modal(_ok, seen)  # New board: the suggested number and size
    _action(window, "file_menu", "New board…").trigger()
    editor = window.board_editor.editor
    qtbot.waitExposed(editor)
    _fits("board editor", editor)  # 1280x760 before
    editor.document.undo_stack.setClean()
    editor.close()
    _when_modal(_ok, seen)  # the start dialog: hotseat, as it comes
    _action(window, "file_menu", "Test run…").trigger()
    run = window.testrun.run_window
    qtbot.waitExposed(run)
    _fits("test run", run)  # 1400x900 before
    assert len(seen) == 2
    run.close()
