"""What the map shows (issue 14): the hex tooltip, facing by hexside, hide units, view as side, fit and detail."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QToolTip

from core.scenario.edit_markers import add_fortification, set_objective
from core.scenario.edit_units import add_weapon, place_unit
from core.scenario.query import find_unit
from core.units import default_catalogue
from editor.battlefield import hex_item as hex_item_parts
from editor.battlefield.hex_item import hexagon, paint_face
from editor.counters.face import face_of_type
from editor.counters.ground import BOTTOM_BAND, TOP_BAND, band_rect
from editor.counters.paint import fitted_text
from editor.counters.simple import CHIT_ZOOM, DETAIL_ZOOM, main_factor

UNITS = default_catalogue()


def _point(window, name: str, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    window.view.centre_on_hex(name)
    centre = window.scene.centre_of(name)
    return window.view.mapFromScene(QPointF(centre.x() + dx, centre.y() + dy))


def _hover_scene(window, name: str, dx: float, dy: float) -> None:
    """A pointer move over the scene at an exact point (a synthesized cursor move lands some pixels off)."""
    centre = window.scene.centre_of(name)
    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
    event.setScenePos(QPointF(centre.x() + dx, centre.y() + dy))
    QApplication.sendEvent(window.scene, event)


def test_hovering_a_hex_names_every_counter_with_its_factors(make_window, qtbot, tiny_scenario):
    scenario = place_unit(tiny_scenario, "axis", "b7:C2", "ger.rifle_squad")
    scenario = add_weapon(place_unit(scenario, "axis", "b7:C2", "ger.leader_1"), "axis", "b7:C2", "ger.mg42")
    scenario = set_objective(add_fortification(scenario, "b7:C2", "foxholes", "axis"), "b7:C2", "axis")
    window = make_window(scenario)
    point = _point(window, "b7:C2")
    QApplication.sendEvent(window.view.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, window.view.viewport().mapToGlobal(point)))
    text = QToolTip.text()
    assert QToolTip.isVisible()
    for expected in ("b7:C2", "Hexsides: SE Hedgerow", "Road to", "Axis stack, 2 counters", "Rifle squad: APFP 4, range 6, casualty 5",
                     "leadership -1", "MG 42", "Foxholes", "Objective, held by Axis"):
        assert expected in text, expected
    qtbot.mouseMove(window.view.viewport(), point)
    qtbot.waitUntil(lambda: "Rifle squad 4-6-5" in window.hex_label.toolTip())
    assert "Foxholes" in window.hex_label.toolTip()


def test_clicking_a_hexside_of_the_selected_hex_faces_the_tank(make_window, qtbot, tiny_scenario):
    """7.1, as on the table: point the counter's top at a hexside; one undo step."""
    window = make_window(place_unit(tiny_scenario, "allied", "b7:C3", "us.m4a1"))
    viewport = window.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point(window, "b7:C3"))
    assert window.scene.selected_hex == "b7:C3"
    south_east = _point(window, "b7:C3", 0.7 * 60 * 0.866 * 0.866, 0.7 * 60 * 0.866 * 0.5)
    _hover_scene(window, "b7:C3", 0.7 * 60 * 0.866 * 0.866, 0.7 * 60 * 0.866 * 0.5)
    assert window.scene.facing_hint_shown  # the hexside a click would face lights up
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=south_east)
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 2
    assert window.scene.hex_items["b7:C3"].view.stacks[0].faces[0].facing == 2
    assert window.document.undo_stack.undoText() == "Face M4A1 Sherman (75mm) in b7:C3 SE"
    window.document.undo_stack.undo()
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 0
    _hover_scene(window, "b7:C3", 0, 10)
    assert not window.scene.facing_hint_shown
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point(window, "b7:C3", 0, 10))  # the counter: no turn
    assert find_unit(window.document.scenario, "allied-1").unit.facing == 0


def test_a_faced_counter_is_drawn_turned(monkeypatch):
    turns = []

    class Recording(QPainter):
        def rotate(self, angle: float) -> None:
            turns.append(angle)
            super().rotate(angle)

    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    painter = Recording(image)
    tank = replace(face_of_type(UNITS.get("us.m4a1")), facing=2)
    paint_face(painter, QRectF(10, 10, 60, 60), tank, 1.0)
    paint_face(painter, QRectF(10, 10, 60, 60), face_of_type(UNITS.get("us.rifle_squad")), 1.0)
    painter.end()
    assert turns == [120.0]


def test_u_hides_the_units_and_keeps_the_ground(make_window, qtbot, tiny_scenario):
    scenario = add_fortification(place_unit(tiny_scenario, "axis", "b7:C2", "ger.rifle_squad"), "b7:D3", "minefield", "axis")
    window = make_window(scenario)
    qtbot.keyClick(window.view, Qt.Key.Key_U)
    assert window.map_display.hide_units.isChecked()
    assert "b7:C2" not in window.scene.hex_items and "b7:D3" in window.scene.hex_items
    qtbot.keyClick(window.view, Qt.Key.Key_U)
    assert window.scene.hex_items["b7:C2"].view.stacks


def test_view_as_side_hides_the_enemys_hidden_minefield_and_unseen_units(make_window, qtbot, tiny_scenario):
    scenario = add_fortification(tiny_scenario, "b7:D3", "minefield", "axis", hidden=True)
    scenario = add_fortification(scenario, "b7:B3", "minefield", "allied", hidden=True)
    scenario = place_unit(scenario, "axis", "b7:E4", "ger.rifle_squad")
    window = make_window(scenario)
    feature = window.map_display
    feature.side_actions["allied"].trigger()
    items = window.scene.hex_items
    assert "b7:D3" not in items and items["b7:B3"].view.fortification.hidden
    assert items["b7:E4"].view.stacks  # no fog of war: the enemy's units are in plain sight
    assert "Minefield" not in window.scene.hex_tooltip("b7:D3")
    window.document.replace_scenario(replace(window.document.scenario, fog_of_war=True))
    assert "b7:E4" not in items  # under fog, no Allied unit sees it
    assert "Rifle" not in window.scene.hex_tooltip("b7:E4")
    window.document.replace_scenario(place_unit(window.document.scenario, "allied", "b7:E3", "us.rifle_squad"))
    assert items["b7:E4"].view.stacks  # the next hex is seen
    qtbot.keyClick(window.view, Qt.Key.Key_V)
    assert feature.display.viewer == "axis" and "b7:D3" in items and "b7:B3" not in items
    qtbot.keyClick(window.view, Qt.Key.Key_V)
    assert feature.display.viewer is None and "b7:B3" in items and "b7:D3" in items


def test_fit_keeps_a_large_battlefield_readable(make_window, qtbot):
    from pathlib import Path

    from core.resources import maps_dir
    from editor.battlefield.view import READABLE_ZOOM

    window = make_window()
    assert window.open_path(Path(maps_dir()) / "scenarios" / "breakout-cote-112.json")
    window.fit()
    assert window.view.zoom >= READABLE_ZOOM
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert seen.contains(window.view.units_area().center())


def test_zoomed_out_counters_print_fewer_bigger_words(monkeypatch):
    calls = []
    monkeypatch.setattr(hex_item_parts, "paint_simple_counter", lambda *a, **k: calls.append(k["chit"]))
    monkeypatch.setattr(hex_item_parts, "paint_counter", lambda *a, **k: calls.append("full"))
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    face = face_of_type(UNITS.get("ger.rifle_squad"))
    for zoom in (1.0, DETAIL_ZOOM - 0.1, CHIT_ZOOM - 0.1):
        paint_face(painter, QRectF(0, 0, 60, 60), face, zoom)
    painter.end()
    assert calls == ["full", False, True]
    assert main_factor(face) == "4" and main_factor(face_of_type(UNITS.get("ger.leader_2"))) == "-2"


def test_names_are_squeezed_not_clipped():
    drawn = []

    class Recording(QPainter):
        def drawText(self, rect, flags, text):  # type: ignore[no-untyped-def,override]
            drawn.append(text)
            super().drawText(rect, flags, text)

    image = QImage(80, 40, QImage.Format.Format_ARGB32)
    painter = Recording(image)
    fitted_text(painter, QRectF(0, 0, 40, 12), "Feldwebel", 10, bold=True)
    fitted_text(painter, QRectF(0, 0, 10, 12), "Panzergrenadier", 10, bold=True)
    painter.end()
    assert drawn[0] == "Feldwebel" and drawn[1].endswith("…")


def test_the_bands_for_markers_and_the_hex_id_lie_inside_the_hex():
    """Every marker is drawn in its own hex, not on a corner three hexes share."""
    size = 60.0
    outline = hexagon(size)
    for band, width in ((TOP_BAND, 0.42), (BOTTOM_BAND, 0.86)):
        rect = band_rect(size, band, width)
        for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
            assert outline.containsPoint(corner, Qt.FillRule.OddEvenFill)
