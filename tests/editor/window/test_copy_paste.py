"""Ctrl+C and Ctrl+V of stacks: new counters with fresh ids, one undo step per paste."""

from PySide6.QtCore import Qt

from core.scenario.edit_transport import load_unit
from core.scenario.edit_units import place_unit
from core.scenario.edit_weapons import give_weapon
from core.scenario.io import dumps, loads
from core.scenario.query import locate, stack_at

CTRL = Qt.KeyboardModifier.ControlModifier


def test_copy_a_stack_and_paste_it_into_another_hex(make_window, click_hex, qtbot, tiny_scenario):
    scenario = place_unit(place_unit(tiny_scenario, "allied", "b7:A1", "us.rifle_squad"), "allied", "b7:A1", "us.leader_1")
    scenario = give_weapon(scenario, "allied-1", "us.bazooka")
    window = make_window(scenario)
    click_hex(window, "b7:A1")
    qtbot.keyClick(window.view, Qt.Key.Key_C, CTRL)
    assert window.extras.clipboard.count == 2
    click_hex(window, "b7:C3")
    qtbot.keyClick(window.view, Qt.Key.Key_V, CTRL)
    pasted = stack_at(window.document.scenario, "allied", "b7:C3").units
    assert [(u.id, u.type, u.weapons) for u in pasted] == [
        ("allied-3", "us.rifle_squad", ("us.bazooka",)), ("allied-4", "us.leader_1", ())]
    assert window.document.undo_stack.count() == 1
    assert window.document.undo_stack.text(0) == "Paste 2 counters in b7:C3"
    assert "b7:C3" in window.scene.hex_items
    window.document.undo_stack.undo()
    assert stack_at(window.document.scenario, "allied", "b7:C3") is None
    assert "b7:C3" not in window.scene.hex_items
    window.document.undo_stack.redo()
    assert len(stack_at(window.document.scenario, "allied", "b7:C3").units) == 2


def test_pasting_twice_gives_each_copy_its_own_ids_riders_included(make_window, click_hex, qtbot, tiny_scenario):
    scenario = place_unit(place_unit(tiny_scenario, "axis", "b7:E4", "ger.sdkfz251"), "axis", "b7:E4", "ger.rifle_squad")
    window = make_window(load_unit(scenario, "axis-1", "axis-2"))
    click_hex(window, "b7:E4")
    qtbot.keyClick(window.view, Qt.Key.Key_C, CTRL)
    for target in ("b7:D1", "b7:D2"):
        click_hex(window, target)
        qtbot.keyClick(window.view, Qt.Key.Key_V, CTRL)
    assert locate(window.document.scenario, "axis-4").carrier == "axis-3"
    assert locate(window.document.scenario, "axis-6").carrier == "axis-5"
    assert loads(dumps(window.document.scenario).encode()) == window.document.scenario
    assert window.document.undo_stack.count() == 2


def test_copying_an_empty_hex_copies_nothing(make_window, click_hex, qtbot, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "allied", "b7:A1", "us.rifle_squad"))
    click_hex(window, "b7:B2")
    qtbot.keyClick(window.view, Qt.Key.Key_C, CTRL)
    assert window.extras.clipboard is None
    qtbot.keyClick(window.view, Qt.Key.Key_V, CTRL)
    assert window.document.undo_stack.count() == 0
    assert "Copy a stack first" in window.statusBar().currentMessage()


def test_ctrl_c_in_a_text_field_copies_text_not_the_stack(make_window, click_hex, qtbot, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "allied", "b7:A1", "us.rifle_squad"))
    click_hex(window, "b7:A1")
    title = window.extras.details_dock.title_edit
    title.setFocus()
    title.selectAll()
    qtbot.keyClick(title, Qt.Key.Key_C, CTRL)
    assert window.extras.clipboard is None
