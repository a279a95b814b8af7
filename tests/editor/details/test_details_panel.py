"""The scenario details dock: every field is one undo command, typing merges, values stay valid."""

from PySide6.QtCore import Qt

from core.scenario import ScenarioType
from core.scenario.edit_markers import add_exit_hex
from core.scenario.edit_units import place_unit
from core.units import default_catalogue, point_value
from editor.commands import PlaceUnit


def details(window):
    dock = window.extras.details_dock
    assert dock.isVisible()
    return dock


def test_typing_the_title_is_one_undo_step(make_window, tiny_scenario, qtbot):
    window = make_window(tiny_scenario)
    dock, stack = details(window), window.document.undo_stack
    dock.title_edit.setFocus()
    dock.title_edit.end(False)
    qtbot.keyClicks(dock.title_edit, " at dawn")
    assert window.document.scenario.title == "Tiny test at dawn"
    assert stack.count() == 1
    stack.undo()
    assert window.document.scenario.title == "Tiny test"
    assert dock.title_edit.text() == "Tiny test"


def test_an_emptied_title_is_not_stored(make_window, tiny_scenario, qtbot):
    """The file format needs a title of at least one character."""
    window = make_window(tiny_scenario)
    dock = details(window)
    dock.title_edit.selectAll()
    qtbot.keyClick(dock.title_edit, Qt.Key.Key_Backspace)
    assert window.document.scenario.title == "Tiny test"
    dock.title_edit.editingFinished.emit()
    assert dock.title_edit.text() == "Tiny test"


def test_the_briefing_merges_typing_into_one_step(make_window, tiny_scenario, qtbot):
    window = make_window(tiny_scenario)
    dock = details(window)
    qtbot.keyClicks(dock.briefing, "Hold the bridge.")
    assert window.document.scenario.description == "Hold the bridge."
    assert window.document.undo_stack.count() == 1


def test_turns_stay_within_the_formats_range_and_undo(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    turns = details(window).fields["turns"].widget
    turns.setValue(9)
    assert window.document.scenario.turns == 9
    turns.setValue(99)  # the spin box stops at the schema's maximum
    assert window.document.scenario.turns == 40
    assert window.document.undo_stack.count() == 1  # repeated edits of one field merge
    window.document.undo_stack.undo()
    assert window.document.scenario.turns == 6 and turns.value() == 6


def test_objective_victory_conditions(make_window, tiny_scenario):
    """Seed 004: an objective scenario names how many objectives the attacker must hold, or plays all turns."""
    window = make_window(tiny_scenario)
    dock = details(window)
    required = dock.fields["objectives_required"].widget
    assert not dock.victory_form.isRowVisible(required)
    kind = dock.fields["type"].widget
    kind.setCurrentIndex(kind.findData("objective"))
    assert window.document.scenario.type is ScenarioType.OBJECTIVE
    assert dock.victory_form.isRowVisible(required)
    assert required.text() == "all"  # None: every objective
    required.setValue(2)
    dock.fields["play_all_turns"].widget.setChecked(True)
    victory = window.document.scenario.victory
    assert (victory.objectives_required, victory.play_all_turns) == (2, True)
    window.document.undo_stack.undo()
    assert window.document.scenario.victory.objectives_required is None


def test_exit_victory_lists_the_exit_hexes_and_jumps_to_one(make_window, tiny_scenario, qtbot):
    window = make_window(add_exit_hex(tiny_scenario, "b7:E2"))
    dock = details(window)
    kind = dock.fields["type"].widget
    kind.setCurrentIndex(kind.findData("exit"))
    dock.fields["exit_units"].widget.setValue(3)
    assert window.document.scenario.victory.exit_units == 3
    assert [dock.exit_list.item(i).text() for i in range(dock.exit_list.count())] == ["b7:E2"]
    dock.exit_list.itemClicked.emit(dock.exit_list.item(0))
    assert window.scene.selected_hex == "b7:E2"


def test_attacker_derives_the_defender(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    dock = details(window)
    attacker = dock.fields["attacker"].widget
    attacker.setCurrentIndex(attacker.findData("axis"))
    assert window.document.scenario.attacker == "axis"
    assert dock.defender.text() == "Allied"


def test_side_details_fire_support_smoke_sniper_and_half_squads(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    axis = details(window).sides["axis"]
    axis.fields["heavy_barrage"].widget.setValue(2)
    axis.fields["smoke_factors"].widget.setValue(4)
    axis.fields["sniper"].widget.setChecked(True)
    axis.fields["half_squads"].widget.setChecked(True)
    side = window.document.scenario.axis
    assert (side.fire_support.heavy_barrage, side.smoke_factors, side.sniper, side.half_squads) == (2, 4, True, True)
    assert axis.fields["heavy_barrage"].widget.maximum() == 9
    assert window.document.scenario.allied.smoke_factors == 0
    stack = window.document.undo_stack
    assert stack.count() == 4
    stack.undo()
    assert not window.document.scenario.axis.half_squads
    assert not axis.fields["half_squads"].widget.isChecked()


def test_the_order_of_battle_summary_follows_the_map(make_window, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "allied", "b7:A1", "us.rifle_squad"))
    allied = details(window).sides["allied"]
    squad = point_value(default_catalogue().get("us.rifle_squad"))
    assert allied.oob.text() == f"1 squad — {squad} points"
    window.document.push(PlaceUnit(window.document, "allied", "b7:A1", "us.leader_1"))
    leader = point_value(default_catalogue().get("us.leader_1"))
    assert allied.oob.text() == f"1 squad · 1 leader — {squad + leader} points"
    assert details(window).sides["axis"].oob.text() == "no counters yet"
