"""Test runs with the computer: against a person, against itself, and closed while it thinks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from core.sides import Side
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import finish_by_buttons
from tests.editor.testrun.modal import answer_box


def test_a_person_plays_the_computer_to_the_end(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.AXIS, level="normal", seed=5))
    before = window.document.scenario
    assert set(run.players) == {Side.ALLIED}
    finish_by_buttons(qtbot, run)
    assert run.victory_dialog is not None and run.victory_dialog.isVisible()
    lines = run.log.lines()
    assert any("(computer) chose" in line for line in lines)  # its reasons, in the log
    assert run.reason.text()
    assert window.document.scenario == before and window.document.undo_stack.count() == 0


def test_the_computer_plays_itself_with_play_pause_and_step(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.COMPUTER_ONLY, level="easy", seed=2))
    before = window.document.scenario
    assert run.bar.play.isVisible() and run.bar.step.isVisible() and run.bar.speed.isVisible()
    qtbot.wait(50)
    assert len(run.state.log) == 0  # paused until Play or Step
    qtbot.mouseClick(run.bar.step, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(run.state.log) == 1, timeout=10_000)
    qtbot.wait(100)
    assert len(run.state.log) == 1  # one action, then paused again
    run.bar.speed.setValue(run.bar.speed.maximum())
    assert run.bar.delay_ms() == 0
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    assert run.bar.play.text() == "Pause"
    qtbot.waitUntil(lambda: run.victory_dialog is not None, timeout=60_000)
    assert run.state.is_over and any("Game over" in line for line in run.log.lines())
    assert window.document.scenario == before and window.document.undo_stack.count() == 0


def test_closing_the_window_while_the_computer_thinks_stops_it(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.COMPUTER_ONLY, level="normal", seed=4))
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(run.state.log) >= 2, timeout=10_000)
    played = len(run.state.log)
    answer_box(QMessageBox.StandardButton.Discard)  # a game in progress: Back asks whether to save it
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)
    assert window.testrun.run_window is None
    assert run.thinker.pool.activeThreadCount() == 0
    qtbot.wait(200)
    assert len(run.state.log) <= played + 1  # nothing applied after closing (one may have been under way)
    assert not run.timer.isActive()


def test_closing_the_editor_closes_the_run(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.COMPUTER_ONLY, level="easy", seed=3))
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    window.close()
    qtbot.waitUntil(lambda: window.testrun.run_window is None, timeout=5_000)
    assert not run.isVisible()


def test_the_computer_thinks_on_its_own_copy_of_the_game(qtbot, start_run):
    """No cache is shared between the GUI thread and the thinker's (core.game.cache)."""
    from core.game import memo

    _, run = start_run(RunSetup(mode=Mode.COMPUTER_ONLY, level="easy", seed=2))
    qtbot.mouseClick(run.bar.step, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(run.state.log) == 1, timeout=10_000)
    copy = run.thinker.game_copy(run.game)
    assert copy is not run.game and copy.scenario == run.game.scenario
    ours, theirs = vars(run.game), vars(copy)
    assert theirs[memo.STORES]  # the computer's thinking filled the copy's stores
    assert not {id(s) for s in ours.get(memo.STORES, {}).values()} & {id(s) for s in theirs[memo.STORES].values()}
    assert not {id(v) for v in ours.values() if isinstance(v, dict)} & {id(v) for v in theirs.values() if isinstance(v, dict)}
    assert copy.movement is not run.game.movement
