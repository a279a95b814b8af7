"""The document: the only owner of the scenario, changed only through its undo stack."""

from core.scenario.edit_units import place_unit
from editor.commands import MoveStack, PlaceUnit, RotateUnit, SetDetails
from editor.document import ScenarioDocument


def test_each_command_says_which_hexes_it_touched(qtbot, tiny_scenario, tiny_boards):
    document = ScenarioDocument(place_unit(tiny_scenario, "allied", "b7:A1", "us.m4a1"), None, tiny_boards)
    seen = []
    document.changed.connect(seen.append)
    document.push(MoveStack(document, "allied", "b7:A1", "b7:B2"))
    assert seen[-1].hexes == {"b7:A1", "b7:B2"} and not seen[-1].details
    document.undo_stack.undo()
    assert seen[-1].hexes == {"b7:A1", "b7:B2"}
    document.push(SetDetails(document, title="Renamed"))
    assert seen[-1].hexes == frozenset() and seen[-1].details
    assert document.scenario.title == "Renamed"


def test_typing_a_detail_merges_into_one_step(qtbot, tiny_scenario, tiny_boards):
    document = ScenarioDocument(tiny_scenario, None, tiny_boards)
    for title in ("H", "Hi", "Hill"):
        document.push(SetDetails(document, title=title))
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.scenario.title == tiny_scenario.title


def test_a_full_turn_leaves_nothing_to_undo(qtbot, tiny_scenario, tiny_boards):
    document = ScenarioDocument(tiny_scenario, None, tiny_boards)
    document.push(PlaceUnit(document, "allied", "b7:C3", "us.m4a1"))
    for _ in range(6):
        document.push(RotateUnit(document, ("allied-1",)))
    assert document.undo_stack.count() == 1  # the six turns merged, then cancelled out


def test_problems_follow_every_edit(qtbot, tiny_scenario, tiny_boards):
    document = ScenarioDocument(tiny_scenario, None, tiny_boards)
    emitted = []
    document.problems_changed.connect(lambda: emitted.append(1))
    for _ in range(5):
        document.push(PlaceUnit(document, "axis", "b7:D2", "ger.rifle_squad"))
    assert document.problem_hexes == {"b7:D2"} and emitted
    document.undo_stack.undo()
    assert document.problem_hexes == frozenset()


def test_a_new_nation_redraws_the_objective_flags(make_window, tiny_scenario):
    from core.scenario.edit_markers import set_objective

    window = make_window(set_objective(tiny_scenario, "b7:C3", "allied"))
    assert window.scene.hex_items["b7:C3"].view.objective_nationality == "us"
    window.document.push(SetDetails(window.document, side="allied", nationality="gb"))
    assert window.scene.hex_items["b7:C3"].view.objective_nationality == "gb"
    flags = [e for e in window.palette_dock.markers.entries() if e.value == "allied"]
    assert len(flags) == 1
