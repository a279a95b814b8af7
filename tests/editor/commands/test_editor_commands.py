"""Rotate, move, delete and the undo history: every edit is one undo step (issue 4)."""

from PySide6.QtCore import QPoint, Qt

from core.scenario.edit_markers import add_fortification
from core.scenario.edit_units import place_unit
from core.scenario.query import find_unit, stack_at


def test_r_turns_a_tank_and_repeated_turns_are_one_undo_step(make_window, click_hex, qtbot, tiny_scenario):
    """7.1: an AFV faces a hexside; R turns it one hexside clockwise."""
    window = make_window(place_unit(tiny_scenario, "allied", "b7:B3", "us.m4a1"))
    click_hex(window, "b7:B3")
    assert window.scene.selected_hex == "b7:B3"
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 2
    assert window.scene.hex_items["b7:B3"].view.stacks[0].faces[0].facing == 2
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 0
    window.document.undo_stack.redo()
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 2
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 1


def test_r_turns_a_bunker_when_no_unit_faces(make_window, click_hex, qtbot, tiny_scenario):
    """19.5: a bunker fires through its forward arc."""
    window = make_window(add_fortification(tiny_scenario, "b7:A2", "bunker_concrete", "axis", facing=0))
    click_hex(window, "b7:A2")
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    assert window.document.scenario.fortifications[0].facing == 1
    window.document.undo_stack.undo()
    assert window.document.scenario.fortifications[0].facing == 0


def test_dragging_a_stack_moves_it_as_one_step(make_window, qtbot, tiny_scenario):
    scenario = place_unit(place_unit(tiny_scenario, "allied", "b7:A1", "us.rifle_squad"), "allied", "b7:A1", "us.leader_1")
    window = make_window(scenario)
    view, scene = window.view, window.scene
    start = view.mapFromScene(scene.centre_of("b7:A1"))
    end = view.mapFromScene(scene.centre_of("b7:C2"))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), end)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert stack_at(window.document.scenario, "allied", "b7:A1") is None
    assert len(stack_at(window.document.scenario, "allied", "b7:C2").units) == 2
    assert set(scene.hex_items) == {"b7:C2"}
    window.document.undo_stack.undo()
    assert set(scene.hex_items) == {"b7:A1"}


def test_delete_removes_the_stack_as_one_macro(make_window, click_hex, qtbot, tiny_scenario):
    scenario = place_unit(place_unit(tiny_scenario, "axis", "b7:E3", "ger.rifle_squad"), "axis", "b7:E3", "ger.leader_1")
    window = make_window(scenario)
    click_hex(window, "b7:E3")
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.document.scenario.axis.stacks == ()
    assert window.document.undo_stack.count() == 1
    assert "b7:E3" in window.document.undo_stack.text(0)
    window.document.undo_stack.undo()
    assert len(stack_at(window.document.scenario, "axis", "b7:E3").units) == 2


def test_undo_and_redo_shortcuts_and_the_history_view(make_window, click_hex, qtbot, tiny_scenario):
    from editor.palette.entry import EntryKind, PaletteEntry

    window = make_window(tiny_scenario)
    window.palette_dock.select_entry(PaletteEntry(EntryKind.SMOKE, "2", "Smoke 2"))
    click_hex(window, "b7:D2")
    assert [(s.hex, s.level) for s in window.document.scenario.smoke] == [("b7:D2", 2)]
    assert window.history.view.stack() is window.document.undo_stack
    assert window.document.undo_stack.text(0) == "Set smoke 2 in b7:D2"
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario.smoke == ()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(window.document.scenario.smoke) == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(window.document.scenario.smoke) == 1


def test_only_the_touched_hexes_are_rebuilt(make_window, tiny_scenario):
    scenario = place_unit(place_unit(tiny_scenario, "allied", "b7:A1", "us.rifle_squad"), "axis", "b7:E4", "ger.rifle_squad")
    window = make_window(scenario)
    untouched = window.scene.hex_items["b7:E4"]
    changes = []
    window.document.changed.connect(changes.append)
    from editor.commands import PlaceUnit

    window.document.push(PlaceUnit(window.document, "allied", "b7:A1", "us.leader_1"))
    assert changes[-1].hexes == {"b7:A1"}
    assert window.scene.hex_items["b7:E4"] is untouched


def test_zoom_keys_and_fit(make_window, qtbot, tiny_scenario):
    window = make_window(tiny_scenario)
    before = window.view.zoom
    qtbot.keyClick(window.view, Qt.Key.Key_Plus)
    assert window.view.zoom > before
    qtbot.keyClick(window.view, Qt.Key.Key_Minus)
    qtbot.keyClick(window.view, Qt.Key.Key_Minus)
    assert window.view.zoom < before
    window.view.fit()
    rect = window.view.mapFromScene(window.scene.sceneRect()).boundingRect()
    assert rect.width() <= window.view.viewport().width() + 2


def test_the_hex_menu_pins_and_removes_units(make_window, tiny_scenario):
    from editor.battlefield.hex_actions import hex_menu

    window = make_window(place_unit(place_unit(tiny_scenario, "axis", "b7:D3", "ger.rifle_squad"), "axis", "b7:D3", "ger.pziv_h"))
    menu = hex_menu(window.document, "b7:D3", window)
    actions = {a.text().split("\t")[0]: a for a in menu.actions() if a.text()}
    assert not actions["Edit stack…"].isEnabled()  # the stack editor comes later
    actions["Pin Rifle squad"].trigger()
    assert find_unit(window.document.scenario, "axis-1").unit.pinned
    actions["Rotate clockwise"].trigger()
    assert find_unit(window.document.scenario, "axis-2").unit.facing == 1
    actions["Remove PzKpfw IV H"].trigger()
    assert [u.id for u in stack_at(window.document.scenario, "axis", "b7:D3").units] == ["axis-1"]
    assert window.document.undo_stack.count() == 3


def test_middle_drag_pans_the_view(make_window, qtbot, tiny_scenario):
    window = make_window(tiny_scenario)
    view = window.view
    view.set_zoom(3.0)
    bar = view.horizontalScrollBar()
    bar.setValue(bar.maximum() // 2)
    before = bar.value()
    start = view.viewport().rect().center()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(view.viewport(), QPoint(start.x() - 80, start.y()))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=start)
    assert bar.value() == before + 80
    assert window.document.undo_stack.count() == 0  # panning edits nothing
