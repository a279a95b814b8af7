"""The casualty question for fire support (issue 23; 18.5, 14.61): with "Decisions: Ask me" picked
in the real start dialog, the Allies call a Light Barrage from the choices list; the Germans,
whose two squads it hits for 2 Casualty Points, are asked in the question panel and answer with a
click; the barrage then ends as the automatic one does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from core.game.actions import CallSupport
from core.scenario import BoardRef, FireSupport, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side
from editor.testrun.setup import Mode
from tests.editor.conftest import TINY
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.test_testrun_casualty_question import ASK


def barrage() -> Scenario:
    """An American spotter four hexes from two German squads, with one Light Barrage: seed 6's
    barrage lands on them for 2 points."""
    return Scenario(title="Barrage", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),)),),
                                     fire_support=FireSupport(light_barrage=1)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),
                                                                   Unit("g2", "ger.rifle_squad"))),)))


def test_the_germans_take_a_barrages_points_with_a_click(qtbot, make_window):
    window = make_window(barrage())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=6, decisions=ASK))
    assert "Command phase" in run.header.text()
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, CallSupport) and a.target == "b7:E4")
    item = run.choices.list.item(row)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton, pos=run.choices.list.visualItemRect(item).center())
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)
    panel = run.casualty_question
    assert panel.isVisible() and run.to_act() == Side.AXIS
    assert panel.title.text() == ("Fire support: the strike on b7:E4 inflicts 2 Casualty Points. "
                                  "How do your units take them?")
    rows = [label.text() for label in panel.findChildren(QLabel) if label.objectName() != "casualty_question_title"]
    assert rows == ["Pin Rifle squad (g1); pin Rifle squad (g2)", "Reduce Rifle squad (g1) to a half squad",
                    "Reduce Rifle squad (g2) to a half squad"]
    qtbot.mouseClick(panel.findChild(QPushButton, "casualty_choice_2"), Qt.MouseButton.LeftButton)
    assert run.state.question is None and not panel.isVisible()
    assert run.state.units["g2"].type == "ger.rifle_half_squad" and not run.state.units["g1"].pinned
    assert run.state.log[-1]["type"] == "allocate_casualties" and run.to_act() == Side.ALLIED
