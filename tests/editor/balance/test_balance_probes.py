"""The Estimate balance dialog's "Skill and luck" tab: after a run, Measure plays the extra games
(skill headroom, fresh dice, restricted play) and shows the three figures; Cancel keeps what came in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.balance.dialog import BalanceDialog
from editor.balance.runner import RunState
from tests.core.balance.tiny_battles import BOARDS, FAIR, squads_battle


@pytest.fixture(scope="module")
def scenario():
    return squads_battle(FAIR)


def finished_dialog(qtbot, scenario) -> BalanceDialog:
    dialog = BalanceDialog(scenario, BOARDS)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games.setMinimum(1)
    dialog.games.setValue(4)
    dialog.jobs.setValue(1)  # in this process: the tiny battle's games take milliseconds
    dialog.decide.setChecked(False)
    assert not dialog.probes.measure_button.isEnabled()  # nothing to explain yet
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=10_000)
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    assert dialog.result_tabs.currentWidget() is dialog.probes
    return dialog


def test_measure_shows_skill_headroom_luck_and_restricted_play(qtbot, scenario):
    dialog = finished_dialog(qtbot, scenario)
    view = dialog.probes
    assert view.count.value() == 2  # half the run's games
    assert "12 extra games" in view.text.text()
    view.count.setValue(1)
    qtbot.mouseClick(view.measure_button, Qt.MouseButton.LeftButton)
    assert view.running and view.cancel_button.isEnabled() and not view.measure_button.isEnabled()
    qtbot.waitUntil(lambda: view.findings is not None, timeout=10_000)
    findings = view.findings
    assert findings.played == findings.planned == 6 and not findings.interrupted
    text = view.text.text()
    for words in ("Skill headroom", "Computer, hard, attacking computer, easy", "Luck", "fresh dice", "Restricted play",
                  "The attacker never assaults", "The attacker never lays smoke", "The defender never moves"):
        assert words in text
    assert view.progress.value() == 6 and view.measure_button.isEnabled() and not view.cancel_button.isEnabled()


def test_cancel_keeps_the_figures_of_the_games_already_in(qtbot, scenario):
    dialog = finished_dialog(qtbot, scenario)
    view = dialog.probes
    qtbot.mouseClick(view.measure_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    assert not view.running and view.findings is not None and view.findings.interrupted
    assert "Cancelled: these figures come from the" in view.text.text()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)  # a new run forgets them
    assert view.findings is None and not view.measure_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=10_000)


def test_measure_and_suggest_a_fix_wait_for_each_other(qtbot, scenario, monkeypatch):
    """One batch of games at a time: two would halve each other's speed, and the user asked for one."""
    from core.balance import games
    from tests.editor.balance.test_balance_suggest import fake_play

    dialog = finished_dialog(qtbot, scenario)
    probes, suggest = dialog.probes, dialog.suggest
    monkeypatch.setattr(games, "play", lambda battle, seed: fake_play(battle, seed, pause=0.05))
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(dialog.result_tabs.indexOf(suggest)).center())
    qtbot.mouseClick(suggest.start_button, Qt.MouseButton.LeftButton)
    assert suggest.running
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    qtbot.mouseClick(probes.measure_button, Qt.MouseButton.LeftButton)
    assert not probes.running
    assert probes.text.text() == "Suggest a fix is searching: wait for it to end, or cancel it, then measure."
    qtbot.mouseClick(suggest.cancel_button, Qt.MouseButton.LeftButton)
    assert suggest.wait(10)

    qtbot.mouseClick(probes.measure_button, Qt.MouseButton.LeftButton)
    assert probes.running
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(dialog.result_tabs.indexOf(suggest)).center())
    qtbot.mouseClick(suggest.start_button, Qt.MouseButton.LeftButton)
    assert not suggest.running
    assert suggest.label.text() == "A balance run or a Measure is under way: wait for it to end, or cancel it, then search."
    qtbot.mouseClick(probes.cancel_button, Qt.MouseButton.LeftButton)
    assert not probes.running


def test_start_waits_for_a_measure_as_it_waits_for_suggest_a_fix(qtbot, scenario, monkeypatch):
    """One batch of games at a time: Start during a Measure is refused with a word on why (it used to
    throw the extra games away without one); once the Measure is cancelled, Start runs."""
    from core.balance import games
    from tests.editor.balance.test_balance_suggest import fake_play

    dialog = finished_dialog(qtbot, scenario)
    probes = dialog.probes
    monkeypatch.setattr(games, "play", lambda battle, seed: fake_play(battle, seed, pause=0.05))
    qtbot.mouseClick(probes.measure_button, Qt.MouseButton.LeftButton)
    assert probes.running
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert probes.running and dialog.state is RunState.FINISHED
    assert dialog.progress_label.text() == ("Measure is playing its extra games: wait for it to end, or cancel it, "
                                            "then start.")
    qtbot.mouseClick(probes.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.state is RunState.RUNNING and probes.findings is None
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=10_000)
