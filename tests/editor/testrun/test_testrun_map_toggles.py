"""Issue 22: the test-run window has the editor's View > Hex ids, Centre dots, Place names and Mini-map,
with the same settings."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu

from editor.battlefield.mini_map import MiniMap
from editor.battlefield.tiles import MapBackgroundItem
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import duel


def _toggle(run, key: str):  # type: ignore[no-untyped-def]
    menu = run.findChild(QMenu, "view_menu")
    assert menu is not None and menu.title().replace("&", "") == "View"
    [action] = [a for a in menu.actions() if a.objectName() == f"map_{key}_action"]
    return action


def test_the_test_runs_map_layers_and_mini_map_come_from_its_view_menu(qtbot, start_run):
    _window, run = start_run(RunSetup(Mode.HOTSEAT))
    [background] = [i for i in run.scene.items() if isinstance(i, MapBackgroundItem)]
    assert background.layers.hex_ids and background.layers.centre_dots
    _toggle(run, "hex_ids").trigger()
    assert not background.layers.hex_ids
    _toggle(run, "mini_map").trigger()
    mini = run.view.findChild(MiniMap, "mini_map")
    assert mini is not None and mini.isVisible()
    run.view.scale(3, 3)  # zoomed in: the outline is a part of the mini-map
    outline = mini.visible_rect()
    assert outline.width() < mini.width()
    qtbot.mouseClick(mini, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))  # the battlefield's top-left corner
    assert mini.visible_rect().center().x() <= outline.center().x()
    assert mini.visible_rect().left() <= 2


def test_the_editors_choices_hold_in_the_test_run(qtbot, make_window):
    window = make_window(duel())
    view_menu = window.findChild(QMenu, "view_menu")
    [places] = [a for a in view_menu.actions() if a.objectName() == "map_place_names_action"]
    places.trigger()  # off, in the user's settings
    window.testrun.ask_setup = lambda default: RunSetup(Mode.HOTSEAT)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    run = window.testrun.run_window
    assert run is not None
    qtbot.addWidget(run)
    assert not _toggle(run, "place_names").isChecked()
    [background] = [i for i in run.scene.items() if isinstance(i, MapBackgroundItem)]
    assert not background.layers.place_names
