"""Ctrl+Z and Ctrl+Shift+Z reach the scenario from anywhere in the window; a text field's own typing is undone first."""

from PySide6.QtCore import Qt

from editor.palette.entry import EntryKind, PaletteEntry

RIFLE = PaletteEntry(EntryKind.UNIT, "us.rifle_squad", "Rifle squad")

def _place_rifle(window, click_hex):  # type: ignore[no-untyped-def]
    assert window.palette_dock.select_entry(RIFLE)
    click_hex(window, "b7:C3")
    window.palette_dock.clear_selection()
    assert [s.hex for s in window.document.scenario.allied.stacks] == ["b7:C3"]


def test_ctrl_z_in_an_untouched_title_field_undoes_the_map_edit(make_window, tiny_scenario, click_hex, qtbot):
    window = make_window(tiny_scenario)
    _place_rifle(window, click_hex)
    title = window.extras.details_dock.title_edit
    title.setFocus()
    qtbot.waitUntil(title.hasFocus)
    qtbot.keyClick(title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario.allied.stacks == ()
    qtbot.keyClick(title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert [s.hex for s in window.document.scenario.allied.stacks] == ["b7:C3"]


def test_ctrl_z_in_the_turns_box_undoes_the_map_edit(make_window, tiny_scenario, click_hex, qtbot):
    window = make_window(tiny_scenario)
    _place_rifle(window, click_hex)
    turns = window.extras.details_dock.fields["turns"].widget
    turns.setFocus()
    qtbot.waitUntil(turns.hasFocus)
    qtbot.keyClick(turns, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario.allied.stacks == ()


def test_typing_in_the_title_is_undone_first_then_the_map_edit(make_window, tiny_scenario, click_hex, qtbot):
    window = make_window(tiny_scenario)
    _place_rifle(window, click_hex)
    title = window.extras.details_dock.title_edit
    title.setFocus()
    qtbot.waitUntil(title.hasFocus)
    title.end(False)
    qtbot.keyClicks(title, "!")
    assert window.document.scenario.title == "Tiny test!"
    qtbot.keyClick(title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the field's own typing first
    assert window.document.scenario.title == "Tiny test"
    assert title.text() == "Tiny test"
    assert [s.hex for s in window.document.scenario.allied.stacks] == ["b7:C3"]
    qtbot.keyClick(title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # nothing left in the field: the map
    assert window.document.scenario.allied.stacks == ()
    assert window.document.scenario.title == "Tiny test"


def test_ctrl_z_and_ctrl_y_in_an_untouched_briefing_act_on_the_map(make_window, tiny_scenario, click_hex, qtbot):
    window = make_window(tiny_scenario)
    _place_rifle(window, click_hex)
    briefing = window.extras.details_dock.briefing
    briefing.setFocus()
    qtbot.waitUntil(briefing.hasFocus)
    qtbot.keyClick(briefing, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario.allied.stacks == ()
    qtbot.keyClick(briefing, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert [s.hex for s in window.document.scenario.allied.stacks] == ["b7:C3"]
    assert briefing.hasFocus()  # the field keeps the focus: the user goes on typing where they were


def test_the_palette_search_box_keeps_its_own_undo(make_window, tiny_scenario, click_hex, qtbot):
    window = make_window(tiny_scenario)
    _place_rifle(window, click_hex)
    search = window.palette_dock.units.findChild(type(window.extras.details_dock.title_edit))
    search.setFocus()
    qtbot.waitUntil(search.hasFocus)
    qtbot.keyClicks(search, "ri")
    qtbot.keyClick(search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert search.text() == ""  # its own typing first
    assert [s.hex for s in window.document.scenario.allied.stacks] == ["b7:C3"]
