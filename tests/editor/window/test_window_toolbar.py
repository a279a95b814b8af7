"""The main toolbar: the window's and features' own actions, each with a key; Select and Place follow the palette."""

from PySide6.QtCore import Qt

from core.scenario.edit_units import place_unit
from editor.palette.entry import EntryKind, PaletteEntry
from editor.tools import PlaceTool
from editor.tools.los_tool import LosProbeTool

RIFLE = PaletteEntry(EntryKind.UNIT, "us.rifle_squad", "Rifle squad")


def test_the_toolbar_reuses_the_menus_actions_and_every_button_has_a_key(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    actions = window.toolbar.actions_with_keys()
    a = window.menu_actions
    for action in (a.zoom_in, a.zoom_out, a.fit, window.extras.los_action, window.testrun.action):
        assert action in actions
    assert window.toolbar.select_action in actions and window.toolbar.place_action in actions
    assert all(action.shortcuts() for action in actions)
    assert all("(" in action.toolTip() for action in actions)  # the key is named in the tooltip
    assert window.toolbar.isVisible()


def test_the_toolbar_is_hidden_on_the_start_page(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    window.close_document()
    assert not window.toolbar.isVisible()


def test_select_and_place_follow_the_palette_and_the_keys(make_window, tiny_scenario, qtbot):
    window = make_window(tiny_scenario)
    bar = window.toolbar
    assert bar.select_action.isChecked() and not bar.place_action.isChecked()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_P)  # nothing picked yet: the palette is shown to pick from
    assert window.scene.tool is not None and not isinstance(window.scene.tool, PlaceTool)
    assert window.palette_dock.isVisible()
    assert window.palette_dock.select_entry(RIFLE)
    assert bar.place_action.isChecked() and not bar.select_action.isChecked()
    assert isinstance(window.scene.tool, PlaceTool)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_S)
    assert bar.select_action.isChecked() and not isinstance(window.scene.tool, PlaceTool)
    qtbot.keyClick(window.view, Qt.Key.Key_P)  # the last entry again
    assert window.palette_dock.current_entry == RIFLE and isinstance(window.scene.tool, PlaceTool)
    bar.widgetForAction(window.extras.los_action).click()
    assert isinstance(window.scene.tool, LosProbeTool)
    assert not bar.select_action.isChecked() and not bar.place_action.isChecked()
    bar.widgetForAction(bar.select_action).click()
    assert not isinstance(window.scene.tool, LosProbeTool) and bar.select_action.isChecked()


def test_zoom_buttons_zoom_the_map(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    before = window.view.zoom
    window.toolbar.widgetForAction(window.menu_actions.zoom_in).click()
    assert window.view.zoom > before


def test_the_hide_units_button_takes_the_counters_off_the_map_and_puts_them_back(make_window, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "axis", "b7:C2", "ger.rifle_squad"))
    hide = window.map_display.hide_units
    assert hide in window.toolbar.actions_with_keys() and "(U)" in hide.toolTip()
    button = window.toolbar.widgetForAction(hide)
    button.click()
    assert hide.isChecked() and "b7:C2" not in window.scene.hex_items
    button.click()
    assert not hide.isChecked() and window.scene.hex_items["b7:C2"].view.stacks
