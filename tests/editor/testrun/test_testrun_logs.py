"""Save the game so far as a log and replay it step by step in the window."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from core.game.record import compare, replay
from core.sides import Side
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import finish_by_buttons


def test_a_saved_log_replays_step_by_step_with_the_computers_reasons(qtbot, start_run, tmp_path):
    window, run = start_run(RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.ALLIED, level="easy", seed=9))
    finish_by_buttons(qtbot, run)
    path = tmp_path / "game.json"
    run.ask_log_path = lambda: path
    qtbot.mouseClick(run.bar.save_log, Qt.MouseButton.LeftButton)
    log = json.loads(path.read_text())
    assert compare(replay(log), log).same  # what `vvs replay` checks
    played = run.state
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)

    window.testrun.ask_log_path = lambda: path
    window.testrun.replay_action.trigger()
    again = window.testrun.run_window
    qtbot.addWidget(again)
    again.bar.speed.setValue(again.bar.speed.maximum())
    assert again.bar.step.isVisible() and not again.state.log
    qtbot.mouseClick(again.bar.step, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(again.state.log) == 1, timeout=10_000)
    qtbot.mouseClick(again.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.victory_dialog is not None, timeout=30_000)
    assert again.state.log == played.log and again.state.result == played.result
    assert any("(computer) chose" in line for line in again.log.lines())


def test_a_bad_log_is_refused_with_the_reason(qtbot, make_window, tmp_path):
    window = make_window()
    path = tmp_path / "bad.json"
    path.write_text('{"format": 1}')
    window.testrun.ask_log_path = lambda: path
    window.testrun.replay_action.trigger()
    assert window.testrun.run_window is None and window.prompts.errors
