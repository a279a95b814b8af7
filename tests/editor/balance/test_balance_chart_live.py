"""Issue 22: the balance chart fills in as the games finish, not only after the last one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from core.resources import maps_dir
from editor.balance.runner import RunState

SAMPLE = Path(maps_dir()) / "scenarios" / "hedgerow-duel.json"


def test_the_chart_shows_the_games_played_so_far_while_the_run_goes_on(make_window, qtbot):
    window = make_window()
    assert window.open_path(SAMPLE)
    [action] = [a for a in window.findChild(QMenu, "scenario_menu").actions() if a.objectName() == "estimate_balance_action"]
    action.trigger()
    dialog = window.balance.dialog
    dialog.games.setMinimum(1)  # a real estimate's minimum of 10 games is more than a test needs
    dialog.games.setFocus()
    dialog.games.selectAll()
    qtbot.keyClicks(dialog.games, "6")
    dialog.jobs.setValue(1)
    assert dialog.games.value() == 6
    charted: list[tuple[int, int | None, bool, str]] = []  # games played, games charted, still running, subtitle

    def look(played: int) -> None:
        facts = dialog.chart.facts
        charted.append((played, facts.games if facts else None, dialog.state is RunState.RUNNING,
                        facts.subtitle if facts else ""))

    dialog.progress.valueChanged.connect(look)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=120_000)
    while_running = [(played, shown, subtitle) for played, shown, running, subtitle in charted if running and 0 < played < 6]
    assert while_running, charted
    assert all(shown == played for played, shown, _ in while_running), charted  # each game charted as it ends
    # Stop when the answer is known is on by default: the games asked for are the most it plays
    assert all(f"{played} of at most 6 games so far" in subtitle for played, _, subtitle in while_running), charted
    assert dialog.chart.facts.games == 6 and "so far" not in dialog.chart.facts.subtitle
    dialog.close()
