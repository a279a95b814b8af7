"""The casualty question for a sniper's shot (20.5) and an armor overrun (17.4) (issue 23, 14.61):
with "Decisions: Ask me" picked in the real start dialog, hotseat, the side hit is asked in the
question panel, whose title says what hit it, and answers with a click; the attack then ends as
the automatic one does (the sniper's elimination check, 20.6; the AFV's exit beyond the hex)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from core.game.actions import Fire, Overrun
from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side
from editor.testrun.setup import Mode
from tests.editor.conftest import TINY
from tests.editor.testrun.conftest import bar_button
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.selection import start_move
from tests.editor.testrun.test_testrun_casualty_question import ASK


def choose(qtbot, run, wanted: type, target: str) -> None:
    """The action in the choices list, clicked, then Do."""
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, wanted) and a.target == target)
    item = run.choices.list.item(row)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton, pos=run.choices.list.visualItemRect(item).center())
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)


def rows(panel) -> list[str]:
    return [label.text() for label in panel.findChildren(QLabel) if label.objectName() != "casualty_question_title"]


def sniper_ambush() -> Scenario:
    """Two American squads in A4 fire at a German squad in E4; the Germans have a sniper. Seed 230:
    the fire rolls a natural 12, the sniper comes on in B2 and its roll of 2 gives 2 points."""
    return Scenario(title="Sniper", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),
                                                                    Unit("a2", "us.rifle_squad"))),)),
                    axis=SideSetup("ger", sniper=True, stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),)),)))


def test_the_americans_take_a_snipers_points_with_a_click_and_its_check_follows(qtbot, make_window):
    window = make_window(sniper_ambush())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=230, decisions=ASK))
    assert "Fire phase" in run.header.text()
    choose(qtbot, run, Fire, "b7:E4")
    panel = run.casualty_question
    assert panel.isVisible() and run.to_act() == Side.ALLIED and run.state.sides["axis"].sniper_hex == "b7:B2"
    assert panel.title.text() == ("Sniper: its shot at b7:A4 inflicts 2 Casualty Points. "
                                  "How do your units take them?")
    assert rows(panel) == ["Pin Rifle squad (a1); pin Rifle squad (a2)", "Reduce Rifle squad (a1) to a half squad",
                           "Reduce Rifle squad (a2) to a half squad"]
    assert not run.choices.listed  # answered in its panel only
    qtbot.mouseClick(panel.findChild(QPushButton, "casualty_choice_2"), Qt.MouseButton.LeftButton)
    assert run.state.question is None and not panel.isVisible()
    assert run.state.units["a2"].type == "us.rifle_half_squad" and not run.state.units["a1"].pinned
    check = [e for e in run.state.event_dicts() if e["kind"] == "sniper_check"]
    assert len(check) == 1 and check[0]["roll"] == 1 and not check[0]["eliminated"]  # a1 and a2 unpinned: they check
    assert run.state.sides["axis"].sniper_hex == "b7:B2"
    assert run.state.log[-1]["type"] == "allocate_casualties" and run.to_act() == Side.AXIS  # its Defensive Fire


def overrun() -> Scenario:
    """A Sherman in A4, facing north, next to two German squads in the open A3."""
    return Scenario(title="Overrun", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("sherman", "us.m4a3e8", facing=0),)),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:A3", (Unit("g1", "ger.rifle_squad"),
                                                                   Unit("g2", "ger.rifle_squad"))),)))


def test_the_germans_take_an_overruns_points_with_a_click_and_the_tank_drives_on(qtbot, make_window, click_board):
    """Seed 36: the Sherman's overrun of A3 gives 2 points. The AFV waits in A3 while the Germans
    choose; reducing g2 sends it on to A2 beyond, where it stops with its move done (17.4)."""
    window = make_window(overrun())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=36, decisions=ASK))
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Movement phase" in run.header.text()
    start_move(qtbot, run, click_board, "b7:A4")
    choose(qtbot, run, Overrun, "b7:A3")
    panel = run.casualty_question
    assert panel.isVisible() and run.to_act() == Side.AXIS
    assert run.state.units["sherman"].hex == "b7:A3"
    assert panel.title.text() == ("Overrun: the armored vehicle driving through b7:A3 inflicts 2 Casualty Points. "
                                  "How do your units take them?")
    assert rows(panel) == ["Pin Rifle squad (g1); pin Rifle squad (g2)", "Reduce Rifle squad (g1) to a half squad",
                           "Reduce Rifle squad (g2) to a half squad"]
    qtbot.mouseClick(panel.findChild(QPushButton, "casualty_choice_2"), Qt.MouseButton.LeftButton)
    assert run.state.question is None and not panel.isVisible()
    assert run.state.units["g2"].type == "ger.rifle_half_squad" and not run.state.units["g1"].pinned
    sherman = run.state.units["sherman"]
    assert (sherman.hex, sherman.moved) == ("b7:A2", True) and run.state.moving is None
    assert run.to_act() == Side.ALLIED
