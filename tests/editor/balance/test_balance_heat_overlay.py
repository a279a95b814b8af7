"""View > Balance heat map: the last Estimate balance run's casualties and attacks drawn on the editor's
own map, switched on from the "Where and why" tab's Show on the map button or the View menu, and gone
when a new run starts. The games are faked (`core.balance.games.play`) with the traces worker
processes send back; the dialog, runner, explanation and map are the real program."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from core.balance import games
from core.balance.games import GameRecord
from core.commands.play import load_scenario
from core.resources import maps_dir
from editor.balance.heat_overlay import HeatOverlay
from editor.balance.runner import RunState
from tests.editor.balance.test_balance_why import TRACES

SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"


def traced_play(battle, seed):
    return GameRecord(seed, "attacker", "minor_victory", 2, (20, 30), (100, 100), trace=TRACES[seed % 2])


def heat_items(window) -> list[HeatOverlay]:
    return [item for item in window.scene.items() if isinstance(item, HeatOverlay)]


def started_run(window, qtbot):
    """Scenario > Estimate balance, two games in this process, Start."""
    [estimate] = [a for a in window.findChild(QMenu, "scenario_menu").actions() if a.objectName() == "estimate_balance_action"]
    estimate.trigger()
    dialog = window.balance.dialog
    dialog.jobs.setValue(1)
    dialog.games.setMinimum(1)
    dialog.games.setValue(2)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return dialog


def finished_run(window, qtbot):
    dialog = started_run(window, qtbot)
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=10_000)
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    return dialog


def test_the_heat_map_goes_on_the_editors_map_and_leaves_with_a_new_run(make_window, qtbot, monkeypatch):
    scenario, _ = load_scenario(SAMPLE)
    window = make_window(scenario)
    [view_action] = [a for a in window.findChild(QMenu, "view_menu").actions()
                     if a.objectName() == "balance_heat_overlay_action"]
    assert isinstance(view_action, QAction) and not view_action.isEnabled()  # no run yet
    monkeypatch.setattr(games, "play", traced_play)
    dialog = finished_run(window, qtbot)
    assert view_action.isEnabled() and not view_action.isChecked() and heat_items(window) == []

    qtbot.mouseClick(dialog.why.on_map_button, Qt.MouseButton.LeftButton)
    assert view_action.isChecked() and len(heat_items(window)) == 1
    dialog.close()
    window.view.centre_on_hex("b1:F6")
    qtbot.wait(50)
    centre = window.scene.centre_of("b1:F6")
    point = window.view.mapFromScene(centre + type(centre)(0, -0.65 * window.scene.layout.size))  # beside the attack dot
    shot = window.view.viewport().grab().toImage()
    colour = shot.pixelColor(point)
    assert colour.red() > 150 and colour.green() < 120, colour.name()  # the hex where 10 points a game were lost

    view_action.trigger()  # View > Balance heat map, off
    assert not view_action.isChecked() and heat_items(window) == []
    view_action.trigger()
    assert len(heat_items(window)) == 1

    dialog = started_run(window, qtbot)  # a new run: the old heat is gone
    assert heat_items(window) == [] and not view_action.isChecked()
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=10_000)
    assert view_action.isEnabled() and heat_items(window) == []  # shown again only when asked
    dialog.close()
