"""Scenario > Estimate balance > Suggest a fix (issue 27, `vvs balance --suggest`): the search runs off the
GUI thread with a progress bar, lists measured edits best first with their rates, can be cancelled, and
Apply changes the open scenario in one undo step that Ctrl+Z takes back. At most 10 games per run; the
games themselves are faked (`core.balance.games.play`, the one function that plays a game), so the test
costs well under a second on a busy machine: everything around them (runner, stopping rule, model,
validator, dialog) is the real program."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from core.balance import games
from core.balance.games import GameRecord
from tests.core.balance.tiny_battles import FAIR, squads_battle


def fake_play(battle, seed, pause=0.0):
    """A game's outcome without its moves: the attacker wins more often with more turns and more men."""
    if pause:
        time.sleep(pause)
    scenario = battle.scenario
    units = [sum(1 for _ in scenario.side(side).all_units()) for side in ("allied", "axis")]
    rate = 0.25 + 0.15 * (scenario.turns - 2) + 0.1 * (units[0] - 2) - 0.1 * (units[1] - 1)
    won = (seed * 7919) % 100 < rate * 100
    return GameRecord(seed, "attacker" if won else "defender", "major_victory" if won else "major_defeat",
                      scenario.turns, (0, 0), (20, 10))


def open_suggest_tab(window, qtbot):
    [action] = [a for a in window.findChild(QMenu, "scenario_menu").actions() if a.objectName() == "estimate_balance_action"]
    action.trigger()
    dialog = window.balance.dialog
    dialog.jobs.setValue(1)  # tiny games: no worker processes to start
    dialog.games.setFocus()
    dialog.games.selectAll()
    qtbot.keyClicks(dialog.games, "10")
    tabs = dialog.result_tabs
    index = tabs.indexOf(dialog.suggest)
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=tabs.tabBar().tabRect(index).center())
    assert tabs.currentWidget() is dialog.suggest
    return dialog, dialog.suggest


def test_suggest_a_fix_can_be_cancelled_then_measures_edits_and_applies_one_as_an_undoable_edit(
        make_window, qtbot, monkeypatch):
    scenario = squads_battle(FAIR)
    window = make_window(scenario)  # one window for both parts: a window costs more than the search
    dialog, view = open_suggest_tab(window, qtbot)
    assert not view.apply_button.isEnabled() and not view.cancel_button.isEnabled()

    monkeypatch.setattr(games, "play", lambda battle, seed: fake_play(battle, seed, pause=0.05))
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    assert not view.running and view.label.text() == "Cancelled: nothing was applied."
    assert view.start_button.isEnabled() and not view.cancel_button.isEnabled()
    assert view.wait(10)
    assert window.document.undo_stack.count() == 0

    monkeypatch.setattr(games, "play", fake_play)

    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert view.running and view.cancel_button.isEnabled() and not view.start_button.isEnabled()
    qtbot.waitUntil(lambda: not view.running, timeout=60_000)
    assert view.progress.value() == view.progress.maximum()
    assert view.label.text().startswith("As it is, the attacker wins"), view.label.text()
    rows = [view.list.topLevelItem(i) for i in range(view.list.topLevelItemCount())]
    measured = [row for row in rows if row.text(2)]
    assert len(measured) == 3, [row.text(0) for row in rows]
    assert all("%" in row.text(1) and 1 <= int(row.text(2)) <= 10 for row in measured)
    assert view.list.currentItem() is rows[0] and view.apply_button.isEnabled()
    first, words = view.chosen(), rows[0].text(0)
    assert first is not None and first.run is not None

    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    edited = window.document.scenario
    assert edited != scenario and edited == first.edit.scenario
    assert view.label.text().startswith("Applied: ") and view.list.topLevelItemCount() == 0
    assert dialog.scenario == edited  # a further run or search starts from the edit
    assert window.document.undo_stack.count() == 1
    assert window.document.undo_stack.undoText() == f"Apply suggestion: {words}"
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario == scenario  # the edit was one undo step
