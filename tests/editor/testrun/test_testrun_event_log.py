"""The event log's filters (side, phase) and a click on an event centring the map on its hex."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.game.actions import Fire
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button


def _fire_once(qtbot, run):
    for _ in range(40):
        if any(isinstance(a, Fire) for a in run.legal):
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)
    fire = next(a for a in run.choices.listed if isinstance(a, Fire))
    run.choices.select(fire)
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)
    return fire


def _choose(combo, data):
    combo.setCurrentIndex(combo.findData(data))


def test_filters_keep_one_sides_or_one_phases_events(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    fire = _fire_once(qtbot, run)
    side = run.state.units[fire.units[0]].side.value
    every = run.log.shown_lines()
    assert any("AP fire" in line for line in every)
    _choose(run.log.phase_filter, "movement")
    assert not any("AP fire" in line for line in run.log.shown_lines())
    _choose(run.log.phase_filter, "fire")
    assert any("AP fire" in line for line in run.log.shown_lines())
    other = "axis" if side == "allied" else "allied"
    _choose(run.log.side_filter, other)
    assert not any("AP fire" in line for line in run.log.shown_lines())
    _choose(run.log.side_filter, None)
    _choose(run.log.phase_filter, None)
    assert run.log.shown_lines() == run.log.lines()


def test_a_click_on_an_event_centres_the_map_on_its_hex(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    fire = _fire_once(qtbot, run)
    run.view.scale(3, 3)  # zoomed in: the map scrolls, so centring shows
    run.view.centre_on_hex("b7:A1")
    far = (run.view.mapToScene(run.view.viewport().rect().center()) - run.scene.centre_of(fire.target)).manhattanLength()
    row = next(i for i, line in enumerate(run.log.lines()) if "AP fire" in line)
    item = run.log.list.item(row)
    run.log.list.scrollToItem(item)
    qtbot.mouseClick(run.log.list.viewport(), Qt.MouseButton.LeftButton, pos=run.log.list.visualItemRect(item).center())
    assert run.scene.selected_hex == fire.target
    centre = run.view.mapToScene(run.view.viewport().rect().center())
    assert (centre - run.scene.centre_of(fire.target)).manhattanLength() < far / 2  # as near as the map's edge allows
