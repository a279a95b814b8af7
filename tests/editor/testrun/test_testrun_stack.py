"""A hex holding several units: one tab per unit, and a unit's tab narrows the choices to it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from core.game.actions import StartMove
from core.scenario import SideSetup, Stack, Unit
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button, duel


def test_a_stack_shows_a_tab_per_unit_and_a_tab_picks_that_units_choices(qtbot, start_run, click_board):
    stacked = replace(duel(), allied=SideSetup("us", stacks=(
        Stack("b7:A4", (Unit("a1", "us.rifle_squad"), Unit("a2", "us.rifle_squad"))),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3), stacked)
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    click_board(run, "b7:A4")
    tabs = run.choices.stack
    assert tabs.isVisible() and tabs.count() == 3
    assert [c.unit_id for c in run.aids.unit_select.popup.cards] == ["a1", "a2"]  # and the selection popup has a card each
    assert [tabs.tabText(i) for i in range(1, 3)] == ["a1 Rifle squad", "a2 Rifle squad"]
    every = list(run.choices.listed)
    assert not any(isinstance(a, StartMove) for a in every)  # moves are the selection popup's
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=tabs.tabBar().tabRect(2).center())
    assert tabs.picked() == "a2"
    assert "a2: Rifle squad (Allied)" in tabs.currentWidget().text()
    assert all("a2" in getattr(a, "units", ()) for a in run.choices.listed)
    assert not any("a1" in getattr(a, "units", ()) for a in run.choices.listed)
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=tabs.tabBar().tabRect(0).center())
    assert run.choices.listed == every
    click_board(run, "b7:E4")  # one unit: no tabs
    assert not tabs.isVisible()
