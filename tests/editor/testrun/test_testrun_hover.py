"""Hovering the test run's map: the hex popup (every counter with factors and state, terrain,
cover, markers) from the viewer's view only; the readable opening zoom and the zoom keys."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QEnterEvent, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from core.scenario import SideSetup, Stack, Unit
from editor.testrun.hex_hover import hover_html, viewer_view
from editor.testrun.setup import Mode, RunSetup
from editor.testrun.zoom import READABLE_SCALE
from tests.editor.testrun.conftest import duel


def _tooltip(qtbot, run, name: str) -> str:
    """Rest the mouse on a hex until Qt asks for the tooltip (a ToolTip help event), as a player does."""
    run.view.centre_on_hex(name)
    point = run.view.mapFromScene(run.scene.centre_of(name))
    event = QHelpEvent(QHelpEvent.Type.ToolTip, point, run.view.viewport().mapToGlobal(point))
    QApplication.sendEvent(run.view.viewport(), event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_hovering_a_hex_shows_every_counter_with_its_factors_and_the_terrain(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    text = _tooltip(qtbot, run, "b7:A4")
    assert "Rifle squad (a1)" in text and "APFP" in text and "casualty" in text
    assert "b7:A4" in text and "Terrain:" in text
    assert "Rifle squad (g1)" not in text
    assert "Rifle squad (g1)" in _tooltip(qtbot, run, "b7:E4")
    QToolTip.hideText()


def test_the_hover_popup_keeps_fog(qtbot, start_run):
    hidden = replace(duel(), fog_of_war=True, axis=SideSetup("ger", stacks=(Stack("b7:E2", (Unit("g1", "ger.rifle_squad"),)),)))
    window, run = start_run(RunSetup(mode=Mode.AGAINST_COMPUTER, seed=3, fog_of_war=True), hidden)
    text = _tooltip(qtbot, run, "b7:E2")
    assert "b7:E2" in text and "g1" not in text and "Axis" not in text
    truth = hover_html(run.game, viewer_view(run.game, run.state, None), "b7:E2")
    assert "Rifle squad (g1)" in truth  # the same function with the whole state would tell
    QToolTip.hideText()


def test_the_window_opens_readable_on_the_side_to_act_and_zooms_with_keys(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    scale = run.view.transform().m11()
    fits = min(run.view.viewport().width() / run.scene.sceneRect().width(),
               run.view.viewport().height() / run.scene.sceneRect().height())
    assert scale >= min(READABLE_SCALE, fits) * 0.99
    centre = run.view.mapToScene(run.view.viewport().rect().center())
    a1 = run.scene.centre_of("b7:A4")
    assert run.view.viewport().rect().contains(run.view.mapFromScene(a1))  # the side to act is in sight
    qtbot.keyClick(run.view, Qt.Key.Key_Plus)
    assert run.view.transform().m11() > scale * 1.2
    qtbot.keyClick(run.view, Qt.Key.Key_Minus)
    qtbot.keyClick(run.view, Qt.Key.Key_Minus)
    assert run.view.transform().m11() < scale
    qtbot.mouseClick(run.aids.zoom.zoom_in, Qt.MouseButton.LeftButton)
    qtbot.keyClick(run.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert abs(run.view.transform().m11() - scale) < 1e-6
    assert centre is not None


def test_a_map_too_big_to_read_whole_opens_at_the_readable_zoom(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    run.resize(520, 420)  # the tiny board no longer fits at a readable size
    qtbot.waitUntil(lambda: run.view.viewport().width() < run.scene.sceneRect().width()
                    or run.view.viewport().height() < run.scene.sceneRect().height())
    qtbot.keyClick(run.view, Qt.Key.Key_F)
    assert run.view.transform().m11() < READABLE_SCALE
    qtbot.keyClick(run.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert abs(run.view.transform().m11() - READABLE_SCALE) < 1e-6
    assert run.view.viewport().rect().contains(run.view.mapFromScene(run.scene.centre_of("b7:A4")))


def test_hovering_a_units_name_lights_its_counter(qtbot, start_run, click_board):
    from core.game.actions import Fire
    from tests.editor.testrun.conftest import bar_button
    from tests.editor.testrun.selection import card, open_popup

    near = replace(duel(), axis=SideSetup("ger", stacks=(Stack("b7:C4", (Unit("g1", "ger.rifle_squad"),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3), near)
    while not any(isinstance(a, Fire) for a in run.legal):
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    popup = open_popup(qtbot, run, click_board, "b7:A4")
    target = card(popup, "a1")
    centre = QPointF(target.rect().center())
    QApplication.sendEvent(target, QEnterEvent(centre, centre, QPointF(target.mapToGlobal(target.rect().center()))))
    assert run.aids.highlight.outline.hex_name == "b7:A4"
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, Fire))
    run.choices.list.setCurrentRow(row)
    text = run.choices.odds.text()
    assert "Rifle squad (a1)" in text and 'href="unit:a1"' in text
    run.aids.highlight.mark(None)
    run.choices.odds.linkHovered.emit("unit:a1")  # what Qt sends as the mouse rests on the link
    assert run.aids.highlight.outline.hex_name == "b7:A4" and run.aids.highlight.outline.isVisible()


def test_the_hover_popup_reads_out_the_hexs_modifiers(qtbot, start_run):
    """Like the PC game's Hex Modifier Popup: cover, hindrance, line of sight and what entering costs,
    the catalogue's own numbers for whatever terrain the hex holds."""
    from core.terrain import UnitClass
    from core.terrain import catalogue as terrain_catalogue

    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    kinds = terrain_catalogue()
    field = run.game.battlefield
    by_terrain = {field.terrain(h): field.name(h) for h in field.ordered}
    for terrain, name in sorted(by_terrain.items()):
        kind = kinds.get(terrain)
        text = _tooltip(qtbot, run, name)
        if kind.cover:
            assert f"cover {kind.cover:+d}" in text, (terrain, text)
        else:
            assert "no cover" in text, (terrain, text)
        if kind.hindrance:
            assert f"hindrance {kind.hindrance:+d}" in text, (terrain, text)
        infantry = kind.cost(UnitClass.INFANTRY)
        assert (f"infantry {infantry} MP" if infantry is not None else "infantry may not enter") in text, (terrain, text)
        vehicles = kind.cost(UnitClass.VEHICLE)
        assert (f"vehicles {vehicles} MP" if vehicles is not None else "vehicles may not enter") in text, (terrain, text)
    assert len(by_terrain) >= 2
    QToolTip.hideText()
