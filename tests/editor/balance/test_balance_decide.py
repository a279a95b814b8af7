"""Scenario > Estimate balance stops when the answer is known by default (issue 27, `vvs balance
--decide`): on a lopsided battle it plays a few dozen games of the thousand it may, says why it
stopped, and keeps what it played; unticked, it plays every game asked for."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu

from editor.balance.runner import RunState
from tests.core.balance.tiny_battles import LOPSIDED, squads_battle


def estimate(window, qtbot):
    [action] = [a for a in window.findChild(QMenu, "scenario_menu").actions() if a.objectName() == "estimate_balance_action"]
    action.trigger()
    dialog = window.balance.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.jobs.setValue(1)  # tiny games: in the run's own thread, no worker processes to start
    return dialog


def run(dialog, qtbot) -> None:
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=60_000)


def test_estimate_balance_stops_once_the_band_is_decided_and_keeps_those_games(make_window, qtbot):
    window = make_window(squads_battle(LOPSIDED))
    dialog = estimate(window, qtbot)
    assert dialog.decide.isChecked() and dialog.games.value() == 1000
    run(dialog, qtbot)
    played = len(dialog.runner.run.records)
    assert 10 < played < 40
    text = dialog.progress_label.text()
    assert text.startswith(f"Stopped after {played} games: the attacker's win rate is above the 45–65% band"), text
    assert dialog.progress.value() == dialog.progress.maximum() == played
    assert dialog.chart.facts.games == played and "so far" not in dialog.chart.facts.subtitle
    balance = window.document.scenario.balance
    assert balance is not None and balance.games == played and balance.outcomes[0] >= 0.9 * played

    qtbot.mouseClick(dialog.decide, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.decide.height() // 2))  # on the box
    assert not dialog.decide.isChecked()
    dialog.games.setFocus()
    dialog.games.selectAll()
    qtbot.keyClicks(dialog.games, "12")
    run(dialog, qtbot)
    assert len(dialog.runner.run.records) == 12 and not dialog.progress_label.text().startswith("Stopped")
    assert window.document.scenario.balance.games == 12
    dialog.close()
