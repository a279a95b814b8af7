"""The window's geometry and editing layout come back in the next session, from settings of the test's own."""

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.window.layout_settings import GEOMETRY_KEY, STATE_KEY
from editor.window.main_window import MainWindow
from tests.editor.conftest import BOARDS, FakePrompts


def _settings(tmp_path) -> QSettings:  # type: ignore[no-untyped-def]
    return QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat)


def _window(qtbot, tmp_path, scenario=None) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(UserFolders(tmp_path / "user"), boards=BOARDS, prompts=FakePrompts(), settings=_settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if scenario is not None:
        window.set_document(ScenarioDocument(scenario, None, BOARDS))
    QApplication.processEvents()
    return window


def test_a_new_window_starts_with_the_default_layout(qtbot, tmp_path, tiny_scenario):
    window = _window(qtbot, tmp_path, tiny_scenario)
    assert window.palette_dock.isVisible() and window.extras.details_dock.isVisible()
    assert not window.extras.stack_dock.isVisible()
    assert _settings(tmp_path).value(STATE_KEY) is None


def test_docks_and_geometry_come_back_in_the_next_session(qtbot, tmp_path, tiny_scenario):
    first = _window(qtbot, tmp_path, tiny_scenario)
    first.resize(1100, 700)
    first.resizeDocks([first.palette_dock], [380], Qt.Orientation.Horizontal)
    first.extras.edit_stack("b7:C3")  # the stack editor open too
    first.problems.hide()
    QApplication.processEvents()
    palette_width = first.palette_dock.width()
    first.close()
    settings = _settings(tmp_path)
    assert settings.value(GEOMETRY_KEY) is not None and settings.value(STATE_KEY) is not None

    second = _window(qtbot, tmp_path)
    assert (second.width(), second.height()) != (1440, 900)  # not the first start's size: the saved one, fitted to the screen
    assert not second.palette_dock.isVisible()  # the start page shows no docks
    second.resize(1100, 700)  # the offscreen screen is smaller than the saved window: compare at the same size
    second.set_document(ScenarioDocument(tiny_scenario, None, BOARDS))
    QApplication.processEvents()
    assert second.extras.stack_dock.isVisible()
    assert not second.problems.isVisible()
    assert abs(second.palette_dock.width() - palette_width) <= 2


def test_reset_layout_puts_the_first_start_layout_back(qtbot, tmp_path, tiny_scenario):
    window = _window(qtbot, tmp_path, tiny_scenario)
    window.problems.hide()
    window.palette_dock.setFloating(True)
    window.close_document()
    window.set_document(ScenarioDocument(tiny_scenario, None, BOARDS))
    assert not window.problems.isVisible()  # the layout the user left
    window.layout_settings.reset_action.trigger()
    QApplication.processEvents()
    assert window.problems.isVisible() and not window.palette_dock.isFloating()
    assert _settings(tmp_path).value(STATE_KEY) is None


def test_the_make_window_fixture_keeps_its_settings_in_the_test_user_folder(make_window, tmp_path):
    window = make_window()
    assert window.layout_settings.settings.fileName().startswith(str(tmp_path))


def test_a_maximized_window_opens_maximized(qtbot, tmp_path):
    first = _window(qtbot, tmp_path)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    first.close()
    second = MainWindow(UserFolders(tmp_path / "user"), boards=BOARDS, prompts=FakePrompts(), settings=_settings(tmp_path))
    qtbot.addWidget(second)
    second.show()
    qtbot.waitUntil(second.isMaximized)
