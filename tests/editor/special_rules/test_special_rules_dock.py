"""The Special rules dock driven like a designer does: add a rule, pick its hexes on the map, change its
fields, undo and redo, see it tinted on the map and its problems listed, remove it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt

from core.scenario import SideSetup, Stack, Unit
from core.scenario.special_rules import Hold, NoSmoke
from editor.special_rules.feature import RuleHexesItem


@pytest.fixture
def held_scenario(tiny_scenario):
    axis = SideSetup("ger", stacks=(Stack("b7:C3", (Unit("g1", "ger.rifle_squad"),)),))
    allied = SideSetup("us", stacks=(Stack("b7:A1", (Unit("a1", "us.rifle_squad"),)),))
    return replace(tiny_scenario, axis=axis, allied=allied, turns=5)


def open_dock(window):
    window.special_rules.action.trigger()
    dock = window.special_rules.dock
    assert dock.isVisible()
    return dock


def tinted(window) -> list[RuleHexesItem]:
    return [item for item in window.scene.items() if isinstance(item, RuleHexesItem)]


def problem_codes(window) -> list[str]:
    return [p.code for p in window.document.problems]


def test_a_hold_rule_is_added_its_hexes_picked_on_the_map_its_turn_stepped_and_undone(qtbot, make_window, held_scenario, click_hex):
    window = make_window(held_scenario)
    dock = open_dock(window)
    document = window.document
    dock.kind.setCurrentIndex(dock.kind.findData(Hold.KIND))
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert document.scenario.special_rules == (Hold("axis", (), until_turn=3),)  # the defender, held to turn 3
    assert dock.list.item(0).text() == "1. Axis units set up at no hex yet may not move before turn 3."
    assert "rule.no-hexes" in problem_codes(window) and not tinted(window)  # said at once, and the file still saves and loads

    qtbot.mouseClick(dock.form.pick, Qt.MouseButton.LeftButton)
    assert dock.form.pick.isChecked()
    click_hex(window, "b7:C3")
    click_hex(window, "b7:B2")
    assert document.scenario.special_rules[0].hexes == ("b7:C3", "b7:B2")
    assert "rule.hold-empty" in problem_codes(window)  # no Axis unit set up in B2
    click_hex(window, "b7:B2")  # a second click takes it out again
    assert document.scenario.special_rules[0].hexes == ("b7:C3",) and not {"rule.hold-empty", "rule.no-hexes"} & set(problem_codes(window))
    [item] = tinted(window)
    assert [window.document.battlefield.name(h) for h in item.hexes] == ["b7:C3"]
    click_hex(window, "b7:D2", button=Qt.MouseButton.RightButton)
    assert not dock.form.pick.isChecked()
    assert dock.form.widgets["hexes"].text() == "b7:C3"

    spin = dock.form.widgets["until_turn"]
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert document.scenario.special_rules[0].until_turn == 5
    box = dock.form.widgets["until_fired_upon"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # on its tick box
    assert document.scenario.special_rules[0] == Hold("axis", ("b7:C3",), until_turn=5, until_fired_upon=True)
    assert "or until fired upon if sooner" in dock.list.item(0).text()

    window.menu_actions.undo.trigger()  # the check box
    window.menu_actions.undo.trigger()  # the two turn steps: one undo step
    assert document.scenario.special_rules == (Hold("axis", ("b7:C3",), until_turn=3),) and spin.value() == 3
    window.menu_actions.undo.trigger()  # the three hex clicks: one undo step
    assert document.scenario.special_rules == (Hold("axis", (), until_turn=3),) and dock.form.widgets["hexes"].text() == ""
    window.menu_actions.undo.trigger()
    assert document.scenario.special_rules == () and dock.list.count() == 0 and not tinted(window)
    for _ in range(4):
        window.menu_actions.redo.trigger()
    assert document.scenario.special_rules[0].until_fired_upon


def test_a_no_smoke_rule_names_its_side_in_a_list_and_is_removed_with_undo(qtbot, make_window, held_scenario):
    window = make_window(held_scenario)
    dock = open_dock(window)
    document = window.document
    dock.kind.setCurrentIndex(dock.kind.findData(NoSmoke.KIND))
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    side = dock.form.widgets["side"]
    assert [side.itemData(i) for i in range(side.count())] == ["allied", "axis", "both"]
    side.setCurrentIndex(side.findData("axis"))
    assert document.scenario.special_rules == (NoSmoke("axis"),)
    assert dock.list.item(0).text() == "1. Axis may place no smoke of any kind (11)."
    qtbot.mouseClick(dock.remove, Qt.MouseButton.LeftButton)
    assert document.scenario.special_rules == () and not dock.remove.isEnabled()
    window.menu_actions.undo.trigger()
    assert document.scenario.special_rules == (NoSmoke("axis"),) and dock.list.currentRow() == 0
    assert dock.form.widgets["side"].currentData() == "axis"


def test_hexes_typed_by_name_and_a_terrain_chosen_make_a_terrain_rule(qtbot, make_window, held_scenario):
    from core.scenario.special_rules import TerrainAs

    window = make_window(held_scenario)
    dock = open_dock(window)
    document = window.document
    dock.kind.setCurrentIndex(dock.kind.findData(TerrainAs.KIND))
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert {"rule.no-hexes", "rule.no-change"} <= set(problem_codes(window))
    line = dock.form.widgets["hexes"]
    line.setFocus()
    qtbot.keyClicks(line, "b7:b2 b7:D2")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert document.scenario.special_rules[0].hexes == ("b7:B2", "b7:D2")
    terrain = dock.form.widgets["terrain"]
    terrain.setCurrentIndex(terrain.findData("woods"))
    level = dock.form.widgets["elevation"]
    level.setFocus()
    qtbot.keyClick(level, Qt.Key.Key_Up)
    assert document.scenario.special_rules == (TerrainAs(("b7:B2", "b7:D2"), "woods", 0),)
    assert not {"rule.no-hexes", "rule.no-change"} & set(problem_codes(window))
    assert dock.list.item(0).text() == "1. In b7:B2, b7:D2 the terrain counts as woods at level 0 (10.5, 10.8)."
    assert sorted(window.document.battlefield.name(h) for h in tinted(window)[0].hexes) == ["b7:B2", "b7:D2"]


def test_a_night_rule_is_added_its_sight_stepped_said_in_the_list_and_on_the_card(qtbot, make_window, held_scenario):
    from core.scenario.special_rules import Visibility
    from editor.card.facts import special_rules

    window = make_window(held_scenario)
    dock = open_dock(window)
    dock.kind.setCurrentIndex(dock.kind.findData(Visibility.KIND))
    assert dock.kind.currentText() == "Night or reduced visibility"
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert window.document.scenario.special_rules == (Visibility(),)
    sight = dock.form.widgets["sight"]
    qtbot.keyClick(sight, Qt.Key.Key_Up)
    to_turn = dock.form.widgets["to_turn"]
    assert to_turn.text() == "none"
    qtbot.keyClick(to_turn, Qt.Key.Key_Up)
    qtbot.keyClick(to_turn, Qt.Key.Key_Up)
    assert window.document.scenario.special_rules == (Visibility(sight=3, from_turn=1, to_turn=2),)
    said = "Night or reduced visibility, on turns 1 to 2: no unit sees farther than 3 hexes, so no fire, spotting or sniper attack reaches beyond (9)."
    assert dock.list.item(0).text() == "1. " + said
    assert ("Night or reduced visibility", said) in special_rules(window.document.scenario)
    window.menu_actions.undo.trigger()  # the turn's steps are one edit
    assert window.document.scenario.special_rules == (Visibility(sight=3),)
    window.menu_actions.undo.trigger()
    assert window.document.scenario.special_rules == (Visibility(),)
    assert not window.document.problems or all(not p.code.startswith("rule.") for p in window.document.problems)
