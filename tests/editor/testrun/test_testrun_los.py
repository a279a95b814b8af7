"""The line-of-sight tool in the test run: the editor's overlay on the game's battlefield and smoke."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.los.probe import Shade
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import hover as _hover


def test_the_los_tool_fans_from_a_hex_draws_the_line_and_acts_on_nothing(qtbot, start_run, click_board):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    before = run.state.to_json()
    qtbot.mouseClick(run.bar.los, Qt.MouseButton.LeftButton)
    assert run.los.active and run.los.shade_item.scene() is run.scene
    assert "Line of sight" in run.reason.text()
    click_board(run, "b7:A2")
    assert run.scene.selected_hex is None  # the tool only looks
    counts = run.los.shade_item.counts
    assert counts[Shade.BLOCKED] > 0 and sum(counts.values()) > counts[Shade.BLOCKED]
    assert "From b7:A2" in run.reason.text()
    _hover(run, "b7:E2")  # the hill between hides it (the fog test's pair)
    assert run.los.result is not None and run.los.result.blocked
    assert "b7:A2 → b7:E2" in run.reason.text() and "blocked" in run.reason.text()
    assert run.los.line_item.result is run.los.result
    click_board(run, "b7:A4")
    _hover(run, "b7:E4")  # the duel's squads see each other
    clear = run.los.result
    assert clear is not None and not clear.blocked
    middle = run.game.name(clear.path_hexes[len(clear.path_hexes) // 2])
    run.state.smoke[middle] = 1  # the game's smoke counts (11.5)
    _hover(run, "b7:A3")
    _hover(run, "b7:E4")
    assert run.los.result.blocked or run.los.result.hindrance > clear.hindrance
    del run.state.smoke[middle]
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)
    assert not run.los.active and not run.bar.los.isChecked() and run.los.shade_item.scene() is None
    assert run.state.to_json() == before


def test_at_night_the_los_tool_says_the_line_is_too_long_and_by_day_it_sees_again(qtbot, start_run, click_board):
    """A Visibility rule on turn 1 (sight 2): the duel's squads, four hexes apart, do not see each other."""
    from dataclasses import replace

    from core.scenario.special_rules import Visibility
    from tests.editor.testrun.conftest import duel

    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3),
                            replace(duel(), special_rules=(Visibility(sight=2, from_turn=1, to_turn=1),)))
    qtbot.mouseClick(run.bar.los, Qt.MouseButton.LeftButton)
    click_board(run, "b7:A4")
    _hover(run, "b7:E4")
    assert run.los.result is not None and run.los.result.blocked
    assert "range 4: blocked; night: no one sees farther than 2 hexes" in run.reason.text()
    run.state.turn = 2  # the night is over
    _hover(run, "b7:A3")
    _hover(run, "b7:E4")
    assert not run.los.result.blocked and "night" not in run.reason.text()
