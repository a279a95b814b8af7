"""The test run enforces the scenario's special rules (4.3): a held squad cannot be moved, a free one can."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from core.game.actions import StartMove
from core.scenario import SideSetup, Stack, Unit
from core.scenario.special_rules import Hold
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button, duel
from tests.editor.testrun.selection import open_popup


def test_a_squad_held_until_turn_2_has_no_move_in_turn_1_and_its_free_neighbour_has(qtbot, start_run, click_board):
    allied = SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),)), Stack("b7:A2", (Unit("a2", "us.rifle_squad"),))))
    held = replace(duel(), allied=allied, special_rules=(Hold("allied", ("b7:A4",), until_turn=2),))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3), held)
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Movement phase" in run.header.text()
    assert {u for a in run.legal if isinstance(a, StartMove) for u in a.units} == {"a2"}
    click_board(run, "b7:A4")
    popup = run.aids.unit_select.popup
    assert not (popup.isVisible() and popup.confirm.isEnabled())
    assert run.state.moving is None
    popup = open_popup(qtbot, run, click_board, "b7:A2")
    assert popup.confirm.isEnabled()
    qtbot.mouseClick(popup.confirm, Qt.MouseButton.LeftButton)
    assert run.state.moving is not None and run.state.moving.units == ["a2"]
