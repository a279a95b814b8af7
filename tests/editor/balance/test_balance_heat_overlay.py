"""View > Balance heat map: the last Estimate balance run's casualties and attacks drawn on the editor's
own map, switched on from the "Where and why" tab's Show on the map button or the View menu, and gone
when a new run starts, when the boards change, when another scenario is opened, when a suggested fix is
applied, and never offered by a cancelled run; other edits redraw it on the map as it now is. The games are faked
(`core.balance.games.play`) with the traces worker processes send back; the dialog, runner,
explanation and map are the real program."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from core.balance import games
from core.balance.games import GameRecord
from core.commands.play import load_scenario
from core.resources import maps_dir
from editor.balance.heat_overlay import HeatOverlay
from editor.balance.runner import RunState
from editor.window.prompts import Prompts
from tests.editor.balance.test_balance_suggest import fake_play
from tests.editor.balance.test_balance_why import TRACES
from tests.editor.testrun.dialog_start import pick_in_combo
from tests.editor.testrun.modal import answer_box, answer_file

SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"


def traced_play(battle, seed):
    return GameRecord(seed, "attacker", "minor_victory", 2, (20, 30), (100, 100), trace=TRACES[seed % 2])


def slow_traced_play(battle, seed):
    time.sleep(0.01)  # long enough to cancel the run after its first games
    return traced_play(battle, seed)


def heat_action(window) -> QAction:
    [action] = [a for a in window.findChild(QMenu, "view_menu").actions() if a.objectName() == "balance_heat_overlay_action"]
    return action


def heat_items(window) -> list[HeatOverlay]:
    return [item for item in window.scene.items() if isinstance(item, HeatOverlay)]


def view_menu_key(window, qtbot, key: Qt.Key) -> None:
    """Alt+V opens the View menu; the letter chooses the entry it underlines, and the menu closes."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    menu = QApplication.activePopupWidget()
    assert menu is not None and menu.objectName() == "view_menu"
    qtbot.keyClick(menu, key)
    assert QApplication.activePopupWidget() is None, "two entries share the letter: it only moves between them"


def started_run(window, qtbot, games_planned=2):
    """Scenario > Estimate balance, two games in this process, Start."""
    [estimate] = [a for a in window.findChild(QMenu, "scenario_menu").actions() if a.objectName() == "estimate_balance_action"]
    estimate.trigger()
    dialog = window.balance.dialog
    dialog.jobs.setValue(1)
    dialog.games.setMinimum(1)
    dialog.games.setValue(games_planned)
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

    view_menu_key(window, qtbot, Qt.Key.Key_T)  # Alt+V, T: View > Balance heat map, off
    assert not view_action.isChecked() and heat_items(window) == []
    view_menu_key(window, qtbot, Qt.Key.Key_H)  # Alt+V, H: Hide units, its letter alone now the heat map is on offer
    assert window.map_display.hide_units.isChecked()
    view_menu_key(window, qtbot, Qt.Key.Key_H)
    view_action.trigger()
    assert len(heat_items(window)) == 1 and not window.map_display.hide_units.isChecked()

    dialog = started_run(window, qtbot)  # a new run: the old heat is gone
    assert heat_items(window) == [] and not view_action.isChecked()
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=10_000)
    assert view_action.isEnabled() and heat_items(window) == []  # shown again only when asked
    dialog.close()


def heat_on_the_map(window, qtbot, monkeypatch) -> QAction:
    """A finished run of Saint-Aubin, Show on the map clicked, the dialog closed."""
    monkeypatch.setattr(games, "play", traced_play)
    dialog = finished_run(window, qtbot)
    qtbot.mouseClick(dialog.why.on_map_button, Qt.MouseButton.LeftButton)
    dialog.close()
    action = heat_action(window)
    assert action.isChecked() and len(heat_items(window)) == 1
    return action


def pick_axis_objective(window, qtbot) -> None:
    """The palette's Objectives tab, then its "Axis objective" entry, clicked."""
    palette = window.palette_dock
    bar = palette.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    markers = palette.markers
    [item] = [markers.item(i) for i in range(markers.count()) if markers.item(i).text() == "Axis objective"]
    qtbot.mouseClick(markers.viewport(), Qt.MouseButton.LeftButton, pos=markers.visualItemRect(item).center())
    assert palette.current_entry is not None and palette.current_entry.value == "axis"


def test_the_heat_map_follows_an_edit_and_goes_when_the_boards_change(make_window, qtbot, monkeypatch, click_hex):
    """Moving an objective redraws the heat with the ring in its new place; new rules rebuild the
    battlefield (the run's hexes may not exist on it): the heat goes and the View menu says so."""
    scenario, _ = load_scenario(SAMPLE)
    window = make_window(scenario)
    action = heat_on_the_map(window, qtbot, monkeypatch)
    pick_axis_objective(window, qtbot)
    click_hex(window, "b1:M4")  # the objective taken off M4 ...
    click_hex(window, "b1:M3")  # ... and put on M3
    assert {o.hex for o in window.document.scenario.objectives} == {"b1:M3", "b1:J4", "b1:K5"}
    [item] = heat_items(window)
    assert sorted(item.objectives) == ["b1:J4", "b1:K5", "b1:M3"] and action.isChecked()
    window.menu_actions.undo.trigger()  # Edit > Undo: M3 is bare again
    [item] = heat_items(window)
    assert sorted(item.objectives) == ["b1:J4", "b1:K5"]

    rules = window.extras.details_dock.fields["ruleset"].widget
    pick_in_combo(qtbot, rules, "Standard rules 2021")
    assert window.document.scenario.ruleset == "rules-2021"
    assert heat_items(window) == [] and not action.isChecked() and not action.isEnabled()
    window.menu_actions.undo.trigger()  # the old rules back: the run is still not the map's
    assert window.document.scenario.ruleset == "seeds"
    assert heat_items(window) == [] and not action.isChecked() and not action.isEnabled()


def test_the_heat_map_goes_when_another_scenario_is_opened(make_window, qtbot, monkeypatch):
    scenario, _ = load_scenario(SAMPLE)
    window = make_window(scenario)
    action = heat_on_the_map(window, qtbot, monkeypatch)
    window.prompts = Prompts(window)  # the real file dialog and question
    answer_file(SAMPLE.parent / "hedgerow-duel.json")
    answer_box(QMessageBox.StandardButton.Discard)  # the run kept in the details is not saved
    window.menu_actions.open_draft.trigger()
    assert window.document.scenario.title == load_scenario(SAMPLE.parent / "hedgerow-duel.json")[0].title
    assert heat_items(window) == [] and not action.isChecked() and not action.isEnabled()


def test_a_cancelled_run_is_explained_but_not_offered_to_the_map(make_window, qtbot, monkeypatch):
    """Cancel keeps nothing: the Where and why tab explains the games in, the editor's map does not get them."""
    scenario, _ = load_scenario(SAMPLE)
    window = make_window(scenario)
    monkeypatch.setattr(games, "play", slow_traced_play)
    dialog = started_run(window, qtbot, games_planned=1000)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=10_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.state is RunState.CANCELLED and "nothing is kept" in dialog.progress_label.text()
    assert dialog.why.explanation is not None and "Points lost per game" in dialog.why.text.text()
    assert not dialog.why.on_map_button.isEnabled()
    action = heat_action(window)
    assert not action.isEnabled() and not action.isChecked() and heat_items(window) == []
    dialog.close()


def suggesting_play(battle, seed):
    """fake_play's outcomes (they move with the suggested edits) with the heat's traces."""
    found = fake_play(battle, seed)
    return GameRecord(seed, found.winner, found.level, found.turns, (20, 30), (100, 100), trace=TRACES[seed % 2])


def test_an_applied_suggestion_takes_the_old_heat_off_the_map(make_window, qtbot, monkeypatch):
    """The heat was measured on the battle before the fix; the fix is meant to change where the games
    are lost. Apply takes the heat off the editor's map and the Where and why tab says its run came
    before the edit; Show on the map is not offered again until a new run."""
    scenario, _ = load_scenario(SAMPLE)
    window = make_window(scenario)
    monkeypatch.setattr(games, "play", suggesting_play)
    dialog = finished_run(window, qtbot)
    qtbot.mouseClick(dialog.why.on_map_button, Qt.MouseButton.LeftButton)
    action = heat_action(window)
    assert action.isChecked() and len(heat_items(window)) == 1

    tabs = dialog.result_tabs
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=tabs.tabBar().tabRect(tabs.indexOf(dialog.suggest)).center())
    view = dialog.suggest
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.running, timeout=60_000)
    assert view.apply_button.isEnabled(), view.label.text()
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    assert window.document.scenario != scenario and view.label.text().startswith("Applied: ")

    assert heat_items(window) == [] and not action.isChecked() and not action.isEnabled()
    assert not dialog.why.on_map_button.isEnabled()
    assert dialog.why.text.text().startswith("Played before the suggestion you applied")
    assert "Points lost per game" in dialog.why.text.text()  # the run is still explained on its tab
    dialog.close()
