"""The casualty question (issue 23; 14.61): with "Decisions: Ask me" picked in the real start
dialog, a person whose units take Casualty Points with a choice is asked, in the window's
question panel, how they take them; the answer is a click or a key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from core.game.actions import Fire
from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side
from editor.testrun.setup import Mode
from tests.editor.conftest import TINY
from tests.editor.testrun.conftest import bar_button
from tests.editor.testrun.dialog_start import Picks, start_from_dialog

ASK = "Ask me: opportunity fire, casualties, rally order"


def two_squads() -> Scenario:
    """An American squad four hexes from two German squads: seed 12's first fire gives 2 points."""
    return Scenario(title="Two squads", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),)),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),
                                                                   Unit("g2", "ger.rifle_squad"))),)))


def fire_at_the_germans(qtbot, run) -> None:
    assert "Fire phase" in run.header.text()  # the empty Command Phase is skipped
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, Fire) and a.target == "b7:E4")
    item = run.choices.list.item(row)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton, pos=run.choices.list.visualItemRect(item).center())
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)


def test_hotseat_the_owner_is_asked_and_reduces_a_squad_with_a_click(qtbot, make_window):
    window = make_window(two_squads())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=12, decisions=ASK))
    assert run.game.casualties_by_hand == ["allied", "axis"]
    fire_at_the_germans(qtbot, run)
    panel = run.casualty_question
    assert panel.isVisible() and not run.fire_question.isVisible()
    assert run.to_act() == Side.AXIS and "Axis to act" in run.header.text()
    assert "b7:E4 inflicts 2 Casualty Points" in panel.title.text()
    rows = [label.text() for label in panel.findChildren(QLabel) if label.objectName() != "casualty_question_title"]
    assert rows == ["Pin Rifle squad (g1); pin Rifle squad (g2)", "Reduce Rifle squad (g1) to a half squad",
                    "Reduce Rifle squad (g2) to a half squad"]
    assert not run.choices.listed  # answered in its panel only
    take = panel.findChild(QPushButton, "casualty_choice_2")
    assert take.text() == "Take (3)"
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)
    assert run.state.question is None and not panel.isVisible()
    assert run.state.units["g2"].type == "ger.rifle_half_squad" and not run.state.units["g1"].pinned
    assert run.state.log[-1]["type"] == "allocate_casualties"


def test_under_fog_the_question_waits_behind_the_hand_over_and_key_1_answers(qtbot, make_window):
    """Fog of war: the firer's screen is handed over to the owner before the panel shows."""
    window = make_window(two_squads())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=12, fog=True, decisions=ASK))
    take = run.handover.findChild(QPushButton, "handover_button")
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Allies take the screen
    fire_at_the_germans(qtbot, run)
    assert run.state.question is not None and run.pages.currentWidget() is run.handover
    assert not run.casualty_question.isVisible()
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)  # the Germans take it
    assert run.casualty_question.isVisible()
    qtbot.keyClick(run.view, Qt.Key.Key_1)
    assert run.state.question is None and run.state.units["g1"].pinned and run.state.units["g2"].pinned


def four_squads() -> Scenario:
    """Two American squads four hexes from two German squads."""
    return Scenario(title="Four squads", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),
                                                                    Unit("a2", "us.rifle_squad"))),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),
                                                                   Unit("g2", "ger.rifle_squad"))),)))


def test_against_the_computer_its_fire_waits_for_the_persons_answer(qtbot, make_window):
    """The person's Americans end their Fire and Movement Phases; the computer's Germans fire in
    Defensive Fire (seed 12): the computer waits (the window stays live, no thinking) until the
    person allocates with a key; then it goes on."""
    window = make_window(four_squads())
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Allied", seed=12, decisions=ASK))
    assert run.game.casualties_by_hand == ["allied"]  # the computer's Germans apply theirs automatically
    for _ in range(2):
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(run.human_to_act, timeout=20_000)
    assert run.state.phase.value == "defensive_fire" and run.casualty_question.isVisible()
    assert not run.thinker.busy and not run.timer.isActive()  # paused for the person, not thinking
    asked = len(run.state.log)
    answer = run.casualty_question.answers[1]
    qtbot.keyClick(run.view, Qt.Key.Key_2)
    assert run.state.log[asked]["type"] == "allocate_casualties" and run.state.question is None
    assert run.state.log[asked]["units"] == list(answer.units)
    qtbot.waitUntil(run.human_to_act, timeout=20_000)  # the computer ends its Defensive Fire: back to the person
    assert run.state.phase.value == "advance" and not run.casualty_question.isVisible()
