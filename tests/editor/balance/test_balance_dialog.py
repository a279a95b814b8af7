"""Scenario > Estimate balance: the dialog plays real games in worker processes without blocking the
window, shows progress, the summary and the chart, and keeps a finished run as one undo step;
Cancel or closing the dialog stops a run at once and keeps nothing."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from core.balance.games import GameRecord
from core.balance.record import is_current
from core.resources import maps_dir
from core.scenario.edit_units import place_unit
from editor.balance.runner import RunState
from editor.document import ScenarioDocument
from tests.editor.conftest import BOARDS

SAMPLE = Path(maps_dir()) / "scenarios" / "hedgerow-duel.json"


@pytest.fixture
def duel_window(make_window):
    window = make_window()
    assert window.open_path(SAMPLE)
    return window


def open_dialog(window, games: int, jobs: int):
    [action] = [a for a in window.findChild(QMenu, "scenario_menu").actions() if a.objectName() == "estimate_balance_action"]
    action.trigger()
    dialog = window.balance.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.games.setMinimum(1)  # the designer's minimum of 10 is for real estimates, not for a test
    dialog.games.setValue(games)
    dialog.jobs.setValue(jobs)
    return dialog


def test_a_run_shows_progress_and_the_result_and_is_kept_as_one_undo_step(duel_window, qtbot):
    window = duel_window
    document = window.document
    shipped = document.scenario.balance  # the sample's own measurement
    dialog = open_dialog(window, games=4, jobs=2)
    seen: list[int] = []
    dialog.progress.valueChanged.connect(seen.append)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.state is RunState.RUNNING and not dialog.start_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=60_000)
    assert seen[-1] == 4 and len(set(seen)) >= 2  # the bar moved game by game
    assert "attacker wins" in dialog.summary.text()
    assert dialog.chart.facts is not None and dialog.chart.facts.games == 4
    balance = document.scenario.balance
    assert balance is not None and balance.games == 4 and balance.seed == 1
    assert balance.players == ("ai:normal:balanced", "ai:normal:balanced")
    assert is_current(document.scenario) and document.dirty
    dialog.close()
    assert window.extras.details_dock.balance.result.text().startswith("Attacker wins")
    document.undo_stack.undo()
    assert document.scenario.balance == shipped and not document.dirty


def test_cancel_stops_the_run_at_once_and_keeps_nothing(duel_window, qtbot):
    window = duel_window
    shipped = window.document.scenario.balance
    dialog = open_dialog(window, games=5000, jobs=2)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=60_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.state is RunState.CANCELLED and dialog.start_button.isEnabled()
    played = len(dialog.runner.run.records)
    assert dialog.runner.wait(3), "the games' thread, and with it the pool, ends at once"
    qtbot.wait(50)
    assert len(dialog.runner.run.records) == played  # nothing reported after Cancel counts
    assert "nothing is kept" in dialog.progress_label.text()
    assert window.document.scenario.balance == shipped and window.document.undo_stack.count() == 0


def fake_source(closed: list[bool]):
    """Games that never end, one every 20 ms, noting when they are closed."""

    def games(run, stop):
        try:
            for seed in itertools.count(run.seed):
                time.sleep(0.02)
                yield GameRecord(seed, "attacker", "major_victory", 3, (10, 50), (100, 100))
        finally:
            closed.append(True)

    return games


def test_closing_the_dialog_during_a_run_cancels_it(qtbot, tiny_scenario):
    from editor.balance.dialog import BalanceDialog

    closed: list[bool] = []
    document = ScenarioDocument(tiny_scenario, None, BOARDS)
    dialog = BalanceDialog(document.scenario, BOARDS, games=fake_source(closed))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2)
    assert "games/s" in dialog.progress_label.text() and "left" in dialog.progress_label.text()
    kept: list[object] = []
    dialog.measured.connect(kept.append)
    dialog.close()
    assert dialog.state is RunState.CANCELLED
    assert dialog.runner.wait(5) and closed == [True]
    assert kept == []


def test_estimating_is_refused_while_the_scenario_breaks_placement_rules(make_window, tiny_scenario):
    crowded = tiny_scenario
    for _ in range(5):  # five squads in one hex: one too many (6.9)
        crowded = place_unit(crowded, "allied", "b7:C3", "us.rifle_squad")
    window = make_window(crowded)
    assert window.balance.start() is None and window.balance.dialog is None
    [dialog] = window.prompts.violation_dialogs
    assert dialog.windowTitle() == "Estimate balance"
    assert any(line.startswith("b7:C3:") for line in dialog.lines())
    dialog.close()
