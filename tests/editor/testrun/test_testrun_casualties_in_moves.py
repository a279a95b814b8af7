"""The casualty question inside a move and a close assault (issue 23; 14.61 with 13.8, 15.8): with
"Decisions: Ask me" in the real start dialog, a person whose moving units take opportunity fire,
or whose assaulting units take Casualty Points, with a choice of allocation is asked in the
casualty panel; his click or key applies it and the move or the assault goes on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from core.game.actions import Assault, MoveStep
from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side
from editor.testrun.setup import Mode
from tests.editor.conftest import TINY
from tests.editor.testrun.conftest import bar_button
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.selection import start_move

ASK = "Ask me: opportunity fire, casualties, rally order"


def ambush() -> Scenario:
    """Two American squads step from A4 into B3, in sight of a German MG squad in E4."""
    return Scenario(title="Ambush", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),
                                                                    Unit("a2", "us.rifle_squad"))),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad",
                                                                       weapons=("ger.mg34",)),)),)))


def _step_into_sight(qtbot, run, click_board) -> None:
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Movement phase" in run.header.text()
    start_move(qtbot, run, click_board, "b7:A4")
    click_board(run, "b7:B3")
    click_board(run, "b7:B3")  # the first click previews the path, the second walks it
    assert run.state.units["a1"].hex == "b7:B3"


def _fire_the_mg(qtbot, run) -> None:
    """The Germans, asked about their opportunity fire, fire the MG squad with a click."""
    assert run.fire_question.isVisible() and run.to_act() == Side.AXIS
    qtbot.mouseClick(run.fire_question.findChild(QPushButton, "fire_shot_0"), Qt.MouseButton.LeftButton)


def test_hotseat_the_movers_owner_allocates_the_opportunity_fire_with_a_click_and_moves_on(qtbot, make_window,
                                                                                           click_board):
    """Seed 11: the MG's shot gives 2 points on the two movers. The Americans are asked (pin both,
    or reduce one); reducing a1 leaves both unpinned, so after the answer the MG's lane is laid and
    the move goes on from B3 (14.7: only pinned movers stop)."""
    window = make_window(ambush())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=11, decisions=ASK))
    _step_into_sight(qtbot, run, click_board)
    _fire_the_mg(qtbot, run)
    panel = run.casualty_question
    assert panel.isVisible() and not run.fire_question.isVisible()
    assert run.to_act() == Side.ALLIED and "Allied to act" in run.header.text()
    assert "b7:B3 inflicts 2 Casualty Points" in panel.title.text()
    assert run.state.moving is not None and not run.choices.listed  # the move waits for the answer
    reduce = panel.findChild(QPushButton, "casualty_choice_1")
    assert reduce.text() == "Take (2)" and panel.answers[1].units == ("a1",)
    qtbot.mouseClick(reduce, Qt.MouseButton.LeftButton)
    assert run.state.question is None and not panel.isVisible()
    assert run.state.units["a1"].type == "us.rifle_half_squad" and not run.state.units["a1"].pinned
    kinds = [e["kind"] for e in run.state.events]
    assert kinds.index("casualties") < kinds.index("fire_lane")
    assert run.state.moving.units == ["a1", "a2"] and run.to_act() == Side.ALLIED
    assert any(isinstance(a, MoveStep) for a in run.legal)  # the Americans go on moving
    assert run.state.log[-1]["type"] == "allocate_casualties"


def test_hotseat_key_1_pins_both_movers_and_their_move_ends(qtbot, make_window, click_board):
    """The same shot; key 1 takes the first row (pin both): both stop in B3 (14.7) and the move is over."""
    window = make_window(ambush())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=11, decisions=ASK))
    _step_into_sight(qtbot, run, click_board)
    _fire_the_mg(qtbot, run)
    assert run.casualty_question.isVisible()
    assert run.casualty_question.answers[0].results == ("pinned", "pinned")
    qtbot.keyClick(run.view, Qt.Key.Key_1)
    assert run.state.question is None and run.state.moving is None
    assert run.state.units["a1"].pinned and run.state.units["a2"].pinned
    assert [e["unit"] for e in run.state.events if e["kind"] == "move_stopped"] == ["a1", "a2"]


def test_fogged_hotseat_hands_the_screen_to_the_firer_then_back_to_the_movers_owner(qtbot, make_window,
                                                                                   click_board):
    """Fog of war: the mover's screen goes to the Germans for their fire question, comes back to
    the Americans for the casualties (the panel never shows on the other player's screen), and
    key 2 reduces a1; the move goes on on the Americans' screen."""
    window = make_window(ambush())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=11, fog=True, decisions=ASK))
    take = run.handover.findChild(QPushButton, "handover_button")
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Allies take the screen
    _step_into_sight(qtbot, run, click_board)
    assert run.pages.currentWidget() is run.handover and not run.fire_question.isVisible()
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Germans take it
    _fire_the_mg(qtbot, run)
    assert run.state.question["kind"] == "casualties" and run.pages.currentWidget() is run.handover
    assert not run.casualty_question.isVisible() and not run.fire_question.isVisible()
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Allies take it back
    assert run.casualty_question.isVisible()
    qtbot.keyClick(run.view, Qt.Key.Key_2)
    assert run.state.question is None and run.state.units["a1"].type == "us.rifle_half_squad"
    assert run.pages.currentWidget() is not run.handover and run.state.moving.units == ["a1", "a2"]
    assert any(isinstance(a, MoveStep) for a in run.legal)


def assault_at_close_range() -> Scenario:
    """Two American squads in B3 next to a German squad in C3."""
    return Scenario(title="Close range", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:B3", (Unit("a1", "us.rifle_squad"),
                                                                    Unit("a2", "us.rifle_squad"))),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:C3", (Unit("g1", "ger.rifle_squad"),)),)))


def test_hotseat_the_assaulters_allocate_their_close_assault_points_with_key_3(qtbot, make_window):
    """15.8 with 14.61: seed 1's assault gives the two American squads 3 points; the panel says it
    is a close assault, key 3 pins a1 and reduces a2, and only then is the assault recorded."""
    window = make_window(assault_at_close_range())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=1, decisions=ASK))
    for _ in range(3):  # Fire, Movement, the Germans' Defensive Fire
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Advance" in run.header.text()
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, Assault) and set(a.units) == {"a1", "a2"})
    item = run.choices.list.item(row)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton, pos=run.choices.list.visualItemRect(item).center())
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)
    panel = run.casualty_question
    assert panel.isVisible() and run.to_act() == Side.ALLIED
    assert panel.title.text().startswith("Close assault: your units in b7:B3 take 3 Casualty Points")
    assert not any(e["kind"] == "close_assault" for e in run.state.events)
    assert panel.answers[2].units == ("a1", "a2") and panel.answers[2].results == ("pinned", "reduced")
    qtbot.keyClick(run.view, Qt.Key.Key_3)
    assert run.state.question is None and not panel.isVisible()
    assert run.state.units["a1"].pinned and run.state.units["a2"].type == "us.rifle_half_squad"
    [event] = [e for e in run.state.events if e["kind"] == "close_assault"]
    assert event["attacker_cp"] == 3


def test_a_game_saved_with_the_question_open_is_continued_at_the_question(qtbot, make_window, click_board, tmp_path):
    """Ctrl+S while the Americans are asked mid-move, back to the editor, File > Continue: the
    continued game asks the same question in the panel, and key 2 answers it; the move goes on."""
    from tests.editor.testrun.test_testrun_saved_games import continue_from_menu, save_with_ctrl_s

    window = make_window(ambush())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=11, decisions=ASK))
    _step_into_sight(qtbot, run, click_board)
    _fire_the_mg(qtbot, run)
    asked = run.state.question
    path = tmp_path / "asked.json"
    save_with_ctrl_s(qtbot, run, path)
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)  # just saved: nothing to ask
    again = continue_from_menu(qtbot, window, path)
    assert again.state.question == asked and again.casualty_question.isVisible()
    assert again.game.casualties_by_hand == ["allied", "axis"] and again.to_act() == Side.ALLIED
    qtbot.keyClick(again.view, Qt.Key.Key_2)
    assert again.state.question is None and again.state.units["a1"].type == "us.rifle_half_squad"
    assert again.state.moving.units == ["a1", "a2"] and any(isinstance(a, MoveStep) for a in again.legal)
