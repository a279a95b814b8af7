"""Issue 22: the window fits 1280x720 whatever docks are open, and a layout saved on a bigger screen is
shrunk to fit a 1366x768 one. Every dock is opened through its own menu action, as a user does."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu

from core.resources import maps_dir
from core.userdirs import UserFolders
from editor.window.main_window import MainWindow
from tests.editor.conftest import FakePrompts

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
LAPTOP = QRect(0, 0, 1366, 768)
BIG_SCREEN = QRect(0, 0, 2560, 1440)
DOCK_MOST = 300  # no dock asks the window for more than this, either way


def _menu_action(window: MainWindow, menu: str, text: str) -> QAction:
    found = window.findChild(QMenu, menu)
    assert found is not None
    [action] = [a for a in found.actions() if a.text().replace("&", "") == text]
    return action


def _open_every_dock(window: MainWindow) -> None:
    """Scenario > Reinforcements…, then every dock still closed from its View menu entry."""
    _menu_action(window, "scenario_menu", "Reinforcements…").trigger()
    view = window.findChild(QMenu, "view_menu")
    for dock in window.findChildren(QDockWidget):
        toggle = dock.toggleViewAction()
        assert toggle in view.actions(), dock.objectName()
        if not toggle.isChecked():
            toggle.trigger()
    QApplication.processEvents()
    assert all(dock.isVisible() for dock in window.findChildren(QDockWidget))


def _fits(window: MainWindow, width: int = 1280, height: int = 720) -> None:
    hint, least = window.minimumSizeHint(), window.minimumSize()
    assert hint.width() <= width and hint.height() <= height, hint
    assert least.width() <= width and least.height() <= height, least


def test_the_window_fits_1280_by_720_with_every_dock_open(make_window):
    window = make_window()
    assert window.open_path(SAMPLE)
    window.resize(1280, 720)
    _open_every_dock(window)
    window.extras.edit_stack(window.document.scenario.axis.stacks[0].hex)  # the stack editor shows a whole stack
    QApplication.processEvents()
    _fits(window)
    window.resize(1280, 720)
    QApplication.processEvents()
    assert window.width() <= 1280 and window.height() <= 720, window.size()
    for dock in window.findChildren(QDockWidget):
        hint = dock.widget().minimumSizeHint()  # what the contents ask for, below the dock's title bar
        assert hint.width() <= DOCK_MOST and hint.height() <= DOCK_MOST, (dock.objectName(), hint)


def test_reinforcements_and_the_stack_editor_scroll_inside_their_docks(make_window):
    window = make_window()
    assert window.open_path(SAMPLE)
    window.resize(1280, 720)
    _menu_action(window, "scenario_menu", "Reinforcements…").trigger()
    QApplication.processEvents()
    dock = window.reinforcements.dock
    contents = dock.widget().widget()  # tree, group and catalogue: taller than a 720 px window leaves the dock
    assert contents.minimumSizeHint().height() > dock.height()
    assert dock.widget().verticalScrollBar().maximum() > 0  # so they scroll
    assert window.height() <= 720


def _window(qtbot, tmp_path, screen: QRect) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat)
    window = MainWindow(UserFolders(tmp_path / "user"), prompts=FakePrompts(), settings=settings,
                        screen_area=lambda: screen)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _within(window: MainWindow, screen: QRect) -> None:
    """The window inside the screen, and its frame no bigger than it. (Offscreen, Qt's own restoreGeometry
    places a restored frame one pixel left of the 800x800 screen it fits it to: the frame's place is not checked.)"""
    frame = window.frameGeometry()
    assert frame.width() <= screen.width() and frame.height() <= screen.height(), (frame, screen)
    assert screen.contains(window.geometry()), (window.geometry(), screen)


def test_a_first_start_on_a_laptop_opens_within_its_screen(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, LAPTOP)  # a first start wants 1440x900
    _within(window, LAPTOP)


def test_a_layout_saved_on_a_bigger_screen_is_shrunk_to_fit_a_laptop(qtbot, tmp_path):
    first = _window(qtbot, tmp_path, BIG_SCREEN)
    assert first.open_path(SAMPLE)
    _open_every_dock(first)
    first.move(600, 300)
    QApplication.processEvents()
    first.document.undo_stack.setClean()
    first.close()  # saves the geometry and the docks

    second = _window(qtbot, tmp_path, LAPTOP)
    _within(second, LAPTOP)
    assert second.open_path(SAMPLE)  # the saved docks come back, every one of them
    QApplication.processEvents()
    assert second.reinforcements.dock.isVisible() and second.extras.stack_dock.isVisible()
    _within(second, LAPTOP)
    _fits(second, LAPTOP.width(), LAPTOP.height())
