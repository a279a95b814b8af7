"""Issue 22's smaller defects, each driven through the editor's own widgets: the entry-edge label keeps its
screen size at any zoom, a minefield cannot be turned, and a new reinforcement group starts at its side's
own edge."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.resources import maps_dir
from core.scenario.edit_markers import add_fortification
from core.scenario.edit_units import place_unit
from editor.reinforcements.edge_overlay import EntryEdgeItem
from editor.stack_editor.items import ItemKind, StackItem
from tests.editor.reinforcements.test_reinforcements_dock import open_dock, pick_in_catalogue, select_row

HEX = "b7:B2"


def _label_on_screen(window):  # type: ignore[no-untyped-def]
    [edge] = [item for item in window.scene.items() if isinstance(item, EntryEdgeItem)]
    label = edge.label_item
    transform = label.deviceTransform(window.view.viewportTransform())
    return transform.mapRect(label.boundingRect()), edge


def test_the_entry_edge_label_keeps_its_size_on_screen_when_zooming(make_window, tiny_scenario, qtbot):
    window = make_window(tiny_scenario)
    dock = open_dock(window)
    select_row(qtbot, dock, ("allied", None))
    pick_in_catalogue(qtbot, dock, "us.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    window.view.set_zoom(1.0)
    small, edge = _label_on_screen(window)
    for _ in range(4):
        window.menu_actions.zoom_in.trigger()
    assert window.view.zoom > 2.0
    big, _edge = _label_on_screen(window)
    assert abs(big.width() - small.width()) < 1 and abs(big.height() - small.height()) < 1
    assert edge.label_item.text == edge.label and "2" in edge.label  # whose group, and its turn


def test_a_minefield_cannot_be_turned_but_a_bunker_can(make_window, tiny_scenario, qtbot):
    scenario = add_fortification(place_unit(tiny_scenario, "axis", HEX, "ger.rifle_squad"), HEX, "minefield", "axis")
    window = make_window(scenario)
    window.extras.edit_stack(HEX)
    dock = window.extras.stack_dock
    minefield = StackItem(ItemKind.FORTIFICATION, HEX, side="axis")
    qtbot.mouseClick(dock.panel.cards[minefield], Qt.MouseButton.LeftButton)
    assert dock.selected == minefield
    assert not dock.buttons["rotate"].isEnabled() and not dock.buttons["rotate_back"].isEnabled()
    assert dock.buttons["remove"].isEnabled()
    assert not any("Turn" in action.text() for action in dock.menu_for(minefield).actions())


def test_a_bunker_still_turns_from_the_stack_editor(make_window, tiny_scenario, qtbot):
    window = make_window(add_fortification(tiny_scenario, HEX, "bunker_concrete", "allied", 0))
    window.extras.edit_stack(HEX)
    dock = window.extras.stack_dock
    bunker = StackItem(ItemKind.FORTIFICATION, HEX, side="allied")
    qtbot.mouseClick(dock.panel.cards[bunker], Qt.MouseButton.LeftButton)
    assert dock.buttons["rotate"].isEnabled()
    qtbot.mouseClick(dock.buttons["rotate"], Qt.MouseButton.LeftButton)
    assert window.document.scenario.fortifications[0].facing == 1


def test_a_new_group_of_a_side_attacking_from_the_west_starts_at_the_west_edge(make_window, qtbot):
    window = make_window()
    assert window.open_path(maps_dir() / "scenarios" / "saint-aubin-crossroads.json")  # the allies attack eastward
    dock = open_dock(window)
    select_row(qtbot, dock, ("allied", None))
    pick_in_catalogue(qtbot, dock, "us.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    assert window.document.scenario.allied.reinforcements[-1].edge == "west"  # it was "south"
    select_row(qtbot, dock, ("axis", None))
    pick_in_catalogue(qtbot, dock, "ger.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    assert window.document.scenario.axis.reinforcements[-1].edge == "east"
    window.document.undo_stack.setClean()
