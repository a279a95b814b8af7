"""Placing from the palette, by click and by drag-and-drop, with live rule checks (issue 4)."""

from PySide6.QtCore import QPointF, Qt

from core.scenario.query import find_unit, stack_at
from editor.palette.entry import EntryKind, PaletteEntry

RIFLE = PaletteEntry(EntryKind.UNIT, "us.rifle_squad", "Rifle squad")
GERMAN_RIFLE = PaletteEntry(EntryKind.UNIT, "ger.rifle_squad", "Rifle squad")


def test_click_places_and_clicking_again_adds_to_the_stack(make_window, click_hex, tiny_scenario):
    window = make_window(tiny_scenario)
    assert window.palette_dock.select_entry(RIFLE)
    click_hex(window, "b7:A1")
    click_hex(window, "b7:A1")
    stack = stack_at(window.document.scenario, "allied", "b7:A1")
    assert [u.type for u in stack.units] == ["us.rifle_squad", "us.rifle_squad"]
    assert window.scene.hex_items["b7:A1"].view.counters == 2
    window.document.undo_stack.undo()
    assert len(stack_at(window.document.scenario, "allied", "b7:A1").units) == 1
    window.document.undo_stack.undo()
    assert stack_at(window.document.scenario, "allied", "b7:A1") is None
    assert "b7:A1" not in window.scene.hex_items
    window.document.undo_stack.redo()
    assert window.scene.hex_items["b7:A1"].view.counters == 1


def test_german_units_go_to_the_axis_side(make_window, click_hex, tiny_scenario):
    window = make_window(tiny_scenario)
    window.palette_dock.select_entry(GERMAN_RIFLE)
    click_hex(window, "b7:E2")
    assert stack_at(window.document.scenario, "axis", "b7:E2") is not None


def test_drag_and_drop_from_the_palette_places_the_unit(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    item = window.palette_dock.units.list.item(0)
    data = window.palette_dock.units.list.mimeData([item])  # what a drag from the palette carries
    target = window.scene.centre_of("b7:C3")
    assert window.view.drop_entry(data, target)
    placed = stack_at(window.document.scenario, "allied", "b7:C3").units
    assert placed[0].type == window.palette_dock.units.list.entry(item).value
    window.document.undo_stack.undo()
    assert stack_at(window.document.scenario, "allied", "b7:C3") is None
    assert not window.view.drop_entry(data, QPointF(-500, -500))  # off the map: nothing happens


def test_a_fifth_squad_is_placed_but_listed_and_marked(make_window, click_hex, tiny_scenario):
    """6.9: four infantry units to a hex; the editor shows the breach at once."""
    window = make_window(tiny_scenario)
    window.palette_dock.select_entry(RIFLE)
    for _ in range(4):
        click_hex(window, "b7:A1")
    assert "stacking.limit" not in window.problems.codes()
    assert "b7:A1" not in window.scene.problem_items
    click_hex(window, "b7:A1")
    assert "stacking.limit" in window.problems.codes()
    assert window.scene.problem_items["b7:A1"].isVisible()
    window.document.undo_stack.undo()
    assert "stacking.limit" not in window.problems.codes()
    assert "b7:A1" not in window.scene.problem_items


def test_clicking_a_problem_centres_and_selects_its_hex(make_window, click_hex, tiny_scenario):
    window = make_window(tiny_scenario)
    window.palette_dock.select_entry(RIFLE)
    for _ in range(5):
        click_hex(window, "b7:E4")
    window.scene.select_hex(None)
    item = next(window.problems.list.item(i) for i in range(window.problems.list.count())
                if window.problems.list.item(i).data(Qt.ItemDataRole.UserRole + 1) == "stacking.limit")
    window.problems.list.itemClicked.emit(item)
    assert window.scene.selected_hex == "b7:E4"


def test_right_click_stops_placing(make_window, click_hex, tiny_scenario):
    window = make_window(tiny_scenario)
    window.palette_dock.select_entry(RIFLE)
    assert window.scene.tool.name == "place"
    click_hex(window, "b7:A1", Qt.MouseButton.RightButton)
    assert window.scene.tool.name == "select"
    assert window.palette_dock.current_entry is None


def test_markers_toggle_and_weapons_find_a_carrier(make_window, click_hex, tiny_scenario):
    window = make_window(tiny_scenario)
    objective = PaletteEntry(EntryKind.OBJECTIVE, "axis", "Axis objective")
    window.palette_dock.select_entry(objective)
    click_hex(window, "b7:C3")
    assert [(o.hex, o.owner) for o in window.document.scenario.objectives] == [("b7:C3", "axis")]
    click_hex(window, "b7:C3")
    assert window.document.scenario.objectives == ()
    window.palette_dock.select_entry(RIFLE)
    click_hex(window, "b7:A1")
    window.palette_dock.select_entry(PaletteEntry(EntryKind.UNIT, "us.m1919a6", "M1919A6 LMG"))
    click_hex(window, "b7:A1")
    unit = stack_at(window.document.scenario, "allied", "b7:A1").units[0]
    assert unit.weapons == ("us.m1919a6",)
    assert find_unit(window.document.scenario, unit.id).hex == "b7:A1"
