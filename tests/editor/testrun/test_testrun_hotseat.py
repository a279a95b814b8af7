"""A hotseat test run played through the window's own controls, to the victory popup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsLineItem

from core.game.actions import Fire, MoveStep
from editor.testrun.setup import Mode, RunSetup
from tests.editor.conftest import TINY
from tests.editor.testrun.conftest import bar_button, duel, finish_by_buttons


def _pick(qtbot, run, kind):
    """Click the first listed choice of a kind, as a person would."""
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, kind))
    item = run.choices.list.item(row)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=run.choices.list.visualItemRect(item).center())
    return run.choices.listed[row]


def test_hotseat_game_moves_fires_and_ends_in_the_victory_popup(qtbot, start_run, click_board):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    before = window.document.scenario
    assert "Fire phase" in run.header.text() and "Allied" in run.header.text()
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Movement phase" in run.header.text()
    click_board(run, "b7:A4")
    assert run.scene.selected_hex == "b7:A4"
    assert "a1 Rifle squad" in run.choices.contents.text() and "Allied:" in run.choices.contents.text()
    popup = run.aids.unit_select.popup
    assert popup.isVisible() and [c.unit_id for c in popup.cards] == ["a1"]
    qtbot.keyClick(popup, Qt.Key.Key_Return)  # Enter: Move, the whole stack as it opens checked
    assert run.state.moving is not None and not popup.isVisible()
    assert run.scene.shaded and all("MP" in label for label in run.scene.shaded.values())
    steps = [a.hex for a in run.legal if isinstance(a, MoveStep)]
    target = "b7:B3" if "b7:B3" in steps else steps[0]  # B3 keeps the enemy in sight
    click_board(run, target)
    assert run.state.units["a1"].hex == target
    assert "MP spent" in run.header.text()
    qtbot.mouseClick(bar_button(run, "end_move_button"), Qt.MouseButton.LeftButton)
    assert run.state.moving is None
    for _ in range(40):  # End Phase until a side may fire, then fire through the panel
        if any(isinstance(a, Fire) for a in run.legal):
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)  # no hex selected: every choice is listed
    assert run.scene.selected_hex is None
    fire = _pick(qtbot, run, Fire)
    assert run.choices.odds.isVisible()
    assert "APFP" in run.choices.odds.text() and "Results: no effect" in run.choices.odds.text()
    assert run.choices.do_button.text() == "Roll"
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)
    assert fire not in run.legal
    assert any(isinstance(item, QGraphicsLineItem) for item in run.scene.items())  # the shot, flashed
    assert any("AP fire" in line for line in run.log.lines())
    finish_by_buttons(qtbot, run)
    assert run.victory_dialog.isVisible()
    assert "wins" in run.victory_dialog.headline or "draw" in run.victory_dialog.headline.lower()
    assert "points" in run.victory_dialog.details.text()
    assert any("Game over" in line for line in run.log.lines())
    qtbot.mouseClick(bar_button_back(run), Qt.MouseButton.LeftButton)
    assert window.testrun.run_window is None
    assert window.document.scenario == before
    assert window.document.undo_stack.count() == 0 and not window.document.dirty


def bar_button_back(run):
    return run.bar.back


def test_a_scenario_with_placement_problems_is_refused_with_the_list(qtbot, make_window):
    from core.scenario import BoardRef, Scenario, SideSetup, Stack, Unit

    broken = Scenario(title="Broken", boards=(BoardRef(7),),
                      allied=SideSetup("us", stacks=(Stack("b7:Z9", (Unit("a1", "us.rifle_squad"),)),)),
                      axis=SideSetup("ger"))
    window = make_window(broken)
    asked = []
    window.testrun.ask_setup = lambda default: asked.append(default)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.testrun.run_window is None and not asked
    assert window.prompts.violation_dialogs


def test_the_start_dialog_offers_the_scenarios_fog_bias_and_rules(qtbot):
    from dataclasses import replace

    from editor.testrun.setup import game_for, setup_for
    from editor.testrun.start_dialog import StartDialog

    default = setup_for(replace(duel(), fog_of_war=True, dice_bias="player", ruleset="rules-2021"))
    dialog = StartDialog(default)
    qtbot.addWidget(dialog)
    assert dialog.fog.isChecked() and dialog.setup().ruleset == "rules-2021"
    assert dialog.setup().dice_bias == "none"  # hotseat: no bias (004); the scenario's comes back against the computer
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("seeds"))
    assert game_for(duel(), dialog.setup(), {TINY.number: TINY}).scenario.ruleset == "seeds"
    dialog.mode_buttons[Mode.AGAINST_COMPUTER].click()
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    dialog.fog.setChecked(False)
    chosen = dialog.setup()
    assert chosen.mode is Mode.AGAINST_COMPUTER and chosen.level == "hard" and not chosen.fog_of_war
    assert chosen.dice_bias == "player"
    assert chosen.spec().startswith("ai:hard:")


def test_hotseat_under_fog_hides_the_map_between_the_sides(qtbot, start_run):
    from dataclasses import replace

    from core.scenario import SideSetup, Stack, Unit

    hidden = replace(duel(), allied=SideSetup("us", stacks=(Stack("b7:A2", (Unit("a1", "us.rifle_squad"),)),)),
                     axis=SideSetup("ger", stacks=(Stack("b7:E2", (Unit("g1", "ger.rifle_squad"),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=1, fog_of_war=True), hidden)
    assert run.pages.currentWidget() is run.handover and not bar_button(run, "end_phase_button").isVisible()
    qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    assert run.pages.currentWidget() is run.view
    assert "b7:E2" not in run.scene.hex_items  # the enemy behind the hill is not drawn
    for _ in range(10):
        if run.pages.currentWidget() is run.handover:
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert run.pages.currentWidget() is run.handover and "Axis" in run.handover.label.text()
    qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    assert "b7:E2" in run.scene.hex_items and "b7:A2" not in run.scene.hex_items
