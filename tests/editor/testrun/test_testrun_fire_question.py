"""The opportunity fire question (issue 23; 13.8, 13.9): with "Decisions: Ask me" picked in the
real start dialog, a person's side is asked, in the window's question panel, whether it fires
at the enemy units that enter a hex it sees; the answer is a click or a key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from core.sides import Side
from editor.testrun.setup import Mode
from tests.editor.testrun.conftest import bar_button, duel
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.selection import start_move

ASK = "Ask me: opportunity fire, rally order"


def _step_into_sight(qtbot, run, click_board):
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Movement phase" in run.header.text()
    start_move(qtbot, run, click_board, "b7:A4")
    click_board(run, "b7:B3")
    click_board(run, "b7:B3")  # the first click previews the path, the second walks it
    assert run.state.units["a1"].hex == "b7:B3"


def _rows(run) -> list[str]:
    return [label.text() for label in run.fire_question.findChildren(QLabel) if label.objectName() != "fire_question_title"]


def test_hotseat_the_defender_is_asked_with_the_odds_and_fires_with_a_click(qtbot, make_window, click_board):
    window = make_window(duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=3, decisions=ASK))
    assert run.game.fire_by_hand == ["allied", "axis"]
    _step_into_sight(qtbot, run, click_board)
    panel = run.fire_question
    assert panel.isVisible() and run.to_act() == Side.AXIS and "Axis to act" in run.header.text()
    title = panel.findChild(QLabel, "fire_question_title").text()
    assert "Rifle squad (a1) entered b7:B3" in title
    [row] = _rows(run)
    assert "Rifle squad (g1) from b7:E4" in row and "APFP" in row and "Casualty Points expected" in row
    assert not run.choices.listed  # the question is answered in its panel only
    fire = panel.findChild(QPushButton, "fire_shot_0")
    assert fire.text() == "Fire (1)"
    qtbot.mouseClick(fire, Qt.MouseButton.LeftButton)
    [attack] = [e for e in run.state.events if e["kind"] == "ap_attack"]
    assert attack["opportunity"] and attack["firers"] == ["g1"] and run.state.units["g1"].fired
    assert not panel.isVisible() and run.state.question is None
    assert any("opportunity" in line.lower() for line in run.log.lines())


def test_against_the_computer_its_move_waits_for_the_persons_answer_by_key(qtbot, make_window):
    """The computer moves the Americans; the person's Germans are asked, the computer waits (the
    window stays live), P passes and the computer goes on."""
    window = make_window(duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Axis", seed=3,
                                                 decisions=ASK))
    assert run.game.fire_by_hand == ["axis"]  # the computer's Allies fire automatically
    qtbot.waitUntil(run.human_to_act, timeout=20_000)
    assert run.fire_question.isVisible() and run.state.moving is not None  # mid-move: the computer's a1 entered B3
    assert run.state.question["hex"] == "b7:B3" and "Rifle squad (a1) entered b7:B3" in run.fire_question.title.text()
    assert not run.thinker.busy and not run.timer.isActive()  # paused for the person, not thinking
    asked = len(run.state.log)
    qtbot.keyClick(run.view, Qt.Key.Key_P)
    assert run.state.log[asked]["type"] == "hold_fire" and not run.state.units["g1"].fired
    qtbot.waitUntil(lambda: len(run.state.log) > asked + 1, timeout=20_000)  # the computer goes on with its turn


def test_hotseat_under_fog_the_question_waits_behind_the_hand_over_and_key_1_fires(qtbot, make_window, click_board):
    """Fog of war: the mover's screen is handed over before the defender sees the question, and
    handed back after; the panel never shows on the other player's screen."""
    window = make_window(duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=3, fog=True, decisions=ASK))
    take = run.handover.findChild(QPushButton, "handover_button")
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Allies take the screen
    _step_into_sight(qtbot, run, click_board)
    assert run.state.question is not None and run.pages.currentWidget() is run.handover
    assert not run.fire_question.isVisible()
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Germans take it
    assert run.fire_question.isVisible()
    assert "Rifle squad (a1) entered b7:B3" in run.fire_question.title.text()  # in the Germans' sight
    qtbot.keyClick(run.view, Qt.Key.Key_1)
    assert run.state.units["g1"].fired and run.state.question is None
    assert not run.fire_question.isVisible() and run.pages.currentWidget() is run.handover  # back to the Allies
