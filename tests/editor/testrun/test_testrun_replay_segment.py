"""Replaying the computer's last segment, action by action with its reasons, through the window's buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.sides import Side
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button


def test_the_opponents_segment_replays_step_by_step_with_its_reasons(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.AXIS, level="normal", seed=5))
    bar = run.replay.bar
    qtbot.waitUntil(run.human_to_act, timeout=30_000)
    assert run.replay.steps and bar.start.isVisible()
    before, legal = run.state.to_json(), list(run.legal)
    qtbot.mouseClick(bar.start, Qt.MouseButton.LeftButton)
    assert run.replay.replaying and "Replay of the opponent's segment" in run.header.text()
    assert not bar_button(run, "end_phase_button").isVisible() and not run.choices.listed
    reasons = []
    for _ in range(len(run.replay.steps)):
        qtbot.mouseClick(bar.next, Qt.MouseButton.LeftButton)
        reasons.append(run.reason.text())
    assert reasons[0].startswith("1 of ") and any("why:" in r for r in reasons)
    assert bar.where.text() == f"{len(run.replay.steps)} / {len(run.replay.steps)}"
    assert run.state.to_json() == before and run.legal == legal  # the game itself waited
    qtbot.mouseClick(bar.done, Qt.MouseButton.LeftButton)
    assert not run.replay.replaying and "Replay" not in run.header.text()
    assert bar_button(run, "end_phase_button").isVisible() and bar.start.isVisible()
    qtbot.mouseClick(bar.start, Qt.MouseButton.LeftButton)
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)  # Esc leaves the replay too
    assert not run.replay.replaying
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert run.state.to_json() != before


def test_no_replay_is_offered_in_hotseat(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert not run.replay.bar.isVisible() and not run.replay.steps
