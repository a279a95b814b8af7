"""The Reinforcements dock driven like a designer does: pick a unit, make a group, change its turn
and edge, undo and redo, see it on the map and in the problems, save and open it again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from core.scenario.io import load
from editor.reinforcements.edge_overlay import EntryEdgeItem


def _problem_lines(window) -> list[str]:
    return [window.problems.list.item(i).text() for i in range(window.problems.list.count())]


def open_dock(window):
    window.reinforcements.action.trigger()
    dock = window.reinforcements.dock
    assert dock.isVisible()
    return dock


def pick_in_catalogue(qtbot, dock, type_id: str) -> None:
    """Click the unit in the dock's catalogue list, as a designer does."""
    assert dock.catalogue.reveal(type_id)
    entries = dock.catalogue.list
    row = next(i for i, entry in enumerate(entries.entries()) if entry.value == type_id)
    entries.scrollToItem(entries.item(row))
    qtbot.mouseClick(entries.viewport(), Qt.MouseButton.LeftButton, pos=entries.visualItemRect(entries.item(row)).center())
    assert entries.currentRow() == row


def select_row(qtbot, dock, key) -> None:
    tree = dock.tree
    item = tree.item_for(key)
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(item).center())
    assert tree.current_key() == key


def test_a_group_is_made_from_the_catalogue_and_its_turn_changed_with_undo_and_redo(qtbot, make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    dock = open_dock(window)
    document = window.document
    select_row(qtbot, dock, ("allied", None))
    assert not dock.new_group.isEnabled()  # nothing picked yet
    pick_in_catalogue(qtbot, dock, "us.rifle_squad")
    assert dock.new_group.text() == "New allied group"
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    groups = document.scenario.allied.reinforcements
    assert [(g.turn, g.edge, [u.type for u in g.units]) for g in groups] == [(2, "west", ["us.rifle_squad"])]
    assert dock.current() == ("allied", 0)
    assert dock.tree.item_for(("allied", 0)).text(0) == "Turn 2, west"
    pick_in_catalogue(qtbot, dock, "us.m4a3e8")
    qtbot.mouseClick(dock.add_units, Qt.MouseButton.LeftButton)
    assert dock.tree.item_for(("allied", 0)).text(1) == "Rifle squad, M4A3E8 Sherman"

    spin = dock.group.turn
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert document.scenario.allied.reinforcements[0].turn == 4
    assert document.undo_stack.count() == 3  # new group, a unit added, the turn (two steps merged)
    window.menu_actions.undo.trigger()
    assert document.scenario.allied.reinforcements[0].turn == 2 and spin.value() == 2
    window.menu_actions.undo.trigger()
    assert [u.type for u in document.scenario.allied.reinforcements[0].units] == ["us.rifle_squad"]
    window.menu_actions.undo.trigger()
    assert document.scenario.allied.reinforcements == () and dock.current() == ("allied", None)
    for _ in range(3):
        window.menu_actions.redo.trigger()
    assert document.scenario.allied.reinforcements[0].turn == 4 and len(document.scenario.allied.reinforcements[0].units) == 2


def test_the_edge_is_chosen_in_the_list_or_on_the_map_and_tinted_there(qtbot, make_window, tiny_scenario, click_hex):
    window = make_window(tiny_scenario)
    dock = open_dock(window)
    select_row(qtbot, dock, ("axis", None))
    assert dock.catalogue.nationality.currentData() == "ger"  # the catalogue follows the side
    pick_in_catalogue(qtbot, dock, "ger.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    document, field = window.document, window.document.battlefield
    assert document.scenario.axis.reinforcements[0].edge == "east"
    tinted = [item for item in window.scene.items() if isinstance(item, EntryEdgeItem)]
    assert len(tinted) == 1 and set(tinted[0].hexes) == set(field.edge_hexes("east"))

    dock.group.edge.setCurrentIndex(dock.group.edge.findData("south"))
    assert document.scenario.axis.reinforcements[0].edge == "south"
    tinted = [item for item in window.scene.items() if isinstance(item, EntryEdgeItem)]
    assert len(tinted) == 1 and set(tinted[0].hexes) == set(field.edge_hexes("south"))

    qtbot.mouseClick(dock.group.pick, Qt.MouseButton.LeftButton)
    assert dock.group.pick.isChecked()
    click_hex(window, "b7:C1")  # the top row: nearest the north edge
    assert document.scenario.axis.reinforcements[0].edge == "north"
    assert not dock.group.pick.isChecked() and type(window.scene.tool).__name__ == "SelectTool"
    window.menu_actions.undo.trigger()
    assert document.scenario.axis.reinforcements[0].edge == "south" and dock.group.edge.currentData() == "south"

    select_row(qtbot, dock, ("allied", None))  # no group selected: nothing tinted
    assert not [item for item in window.scene.items() if isinstance(item, EntryEdgeItem)]


def test_a_late_group_is_a_problem_marked_on_its_row_and_units_and_groups_are_removed(qtbot, make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    dock = open_dock(window)
    document = window.document
    select_row(qtbot, dock, ("allied", None))
    pick_in_catalogue(qtbot, dock, "us.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dock.add_units, Qt.MouseButton.LeftButton)
    dock.group.turn.setValue(document.scenario.turns + 1)
    assert [p.code for p in document.problems] == ["reinforcement.turn", "side.no-units"]  # the axis has no units yet
    assert window.problems.list.count() == 2 and any("turn" in line for line in _problem_lines(window))
    assert "never arrive" in dock.tree.item_for(("allied", 0)).toolTip(0)
    assert not dock.group.problems.isHidden()

    units = dock.group.units
    units.setCurrentRow(1)
    qtbot.mouseClick(dock.group.remove_unit, Qt.MouseButton.LeftButton)
    assert len(document.scenario.allied.reinforcements[0].units) == 1
    assert not dock.group.remove_unit.isEnabled()  # the last unit stays: remove the group instead
    qtbot.mouseClick(dock.remove_group, Qt.MouseButton.LeftButton)
    assert document.scenario.allied.reinforcements == ()
    assert [p.code for p in document.problems] == ["side.no-units", "side.no-units"]  # an empty scenario again
    window.menu_actions.undo.trigger()
    assert len(document.scenario.allied.reinforcements) == 1


def test_groups_are_saved_and_shown_again_when_the_file_is_opened(qtbot, make_window, tiny_scenario, tmp_path):
    window = make_window(tiny_scenario)
    dock = open_dock(window)
    select_row(qtbot, dock, ("axis", None))
    pick_in_catalogue(qtbot, dock, "ger.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    dock.group.turn.setValue(3)
    path = window.document.save(tmp_path / "with-reinforcements.json")
    saved = window.document.scenario
    assert load(path).axis.reinforcements == saved.axis.reinforcements
    assert window.open_path(path)
    assert window.document.scenario.axis.reinforcements == saved.axis.reinforcements
    dock = open_dock(window)
    assert dock.tree.item_for(("axis", 0)).text(0) == "Turn 3, east"


def test_a_support_weapon_from_the_catalogue_is_given_to_the_selected_unit_and_taken_back(qtbot, make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    dock = open_dock(window)
    document = window.document
    select_row(qtbot, dock, ("allied", None))
    pick_in_catalogue(qtbot, dock, "us.m1919a4")
    assert not dock.new_group.isEnabled()  # a weapon arrives carried, never as a group of its own
    pick_in_catalogue(qtbot, dock, "us.rifle_squad")
    qtbot.mouseClick(dock.new_group, Qt.MouseButton.LeftButton)
    pick_in_catalogue(qtbot, dock, "us.m1919a4")
    assert dock.add_units.text() == "Give to the selected unit" and not dock.add_units.isEnabled()
    units = dock.group.units
    qtbot.mouseClick(units.viewport(), Qt.MouseButton.LeftButton, pos=units.visualItemRect(units.item(0)).center())
    assert dock.add_units.isEnabled()
    qtbot.mouseClick(dock.add_units, Qt.MouseButton.LeftButton)
    assert document.scenario.allied.reinforcements[0].units[0].weapons == ("us.m1919a4",)
    assert dock.tree.item_for(("allied", 0)).text(1) == "Rifle squad + M1919A4 MMG"
    assert units.item(0).text().startswith("Rifle squad + M1919A4 MMG")
    assert dock.group.remove_weapon.isEnabled()
    qtbot.mouseClick(dock.group.remove_weapon, Qt.MouseButton.LeftButton)
    assert document.scenario.allied.reinforcements[0].units[0].weapons == ()
    window.menu_actions.undo.trigger()
    assert document.scenario.allied.reinforcements[0].units[0].weapons == ("us.m1919a4",)


def test_the_dock_is_closed_until_asked_for_and_stays_open_for_the_next_scenario(qtbot, make_window, tiny_scenario, tmp_path):
    window = make_window(tiny_scenario)
    dock = window.reinforcements.dock
    assert dock.isHidden() and window.reinforcements.action.isEnabled()
    assert window.reinforcements.action in window.findChild(QMenu, "scenario_menu").actions()
    open_dock(window)
    path = window.document.save(tmp_path / "again.json")
    assert window.open_path(path)
    assert not dock.isHidden()
    assert window.close_document()
    assert dock.isHidden() and not window.reinforcements.action.isEnabled()
