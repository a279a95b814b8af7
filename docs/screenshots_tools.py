"""Pictures of the stack editor, the LOS probe and what the map shows, for docs/take_screenshots.py.

Each opens a shipped sample scenario (maps/scenarios/) and drives the real
widgets the way a designer would, then grabs the window into docs/screenshots/.
The hex tooltip is a window of its own, so hex-hover.png paints it onto the
main window's picture where it stands on the screen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from core.resources import maps_dir
from core.userdirs import UserFolders

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
SAMPLES = Path(maps_dir()) / "scenarios"


def _window(folder: Path, sample: str):  # type: ignore[no-untyped-def]
    from editor.window.main_window import MainWindow

    window = MainWindow(UserFolders(folder))
    window.resize(1600, 960)
    window.show()
    QApplication.processEvents()
    assert window.open_path(SAMPLES / sample)
    return window


def shoot_stack_editor(folder: Path) -> Path:
    """"Breakout over Côte 112": the loaded Sd.Kfz. 251 hooks up a PaK 38 dropped on its tow slot,
    and the MG 42 is being dragged, so the slots it fits light up."""
    from editor.commands import PlaceUnit
    from editor.stack_editor.items import ItemKind, SlotKind, StackItem

    window = _window(folder, "breakout-cote-112.json")
    document, hex_name = window.document, "b3:C6"
    document.push(PlaceUnit(document, "axis", hex_name, "ger.pak38"))
    gun = document.scenario.axis.stacks[[s.hex for s in document.scenario.axis.stacks].index(hex_name)].units[-1]
    window.extras.edit_stack(hex_name)
    dock = window.extras.stack_dock
    dock.panel.slot(SlotKind.TOW, "g3").drop(dock.panel.cards[StackItem(ItemKind.UNIT, hex_name, gun.id)].mime_data())
    dock.pick(StackItem(ItemKind.UNIT, hex_name, "g3"))
    dock.panel.show_targets(StackItem(ItemKind.WEAPON, hex_name, "g1", "ger.mg42", "axis"))
    window.view.set_zoom(1.1)
    window.view.centre_on_hex("b3:E5")
    QApplication.processEvents()
    return _save(window, "stack-editor.png")


def shoot_hero(folder: Path) -> Path:
    """"Breakout over Côte 112": the German Leutnant in b3:E6 made the scenario's hero (22.5) with
    his check box in the stack editor, so his counter wears the Valor star."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from editor.stack_editor.items import ItemKind, StackItem

    window = _window(folder, "breakout-cote-112.json")
    hex_name = "b3:E6"
    window.extras.edit_stack(hex_name)
    dock = window.extras.stack_dock
    QTest.mouseClick(dock.panel.flags[StackItem(ItemKind.UNIT, hex_name, "g8")], Qt.MouseButton.LeftButton)
    assert window.document.undo_stack.count() == 1
    dock.setMinimumHeight(330)  # tall enough for the check boxes under the counters (resizeDocks is ignored offscreen)
    window.view.set_zoom(1.1)
    window.view.centre_on_hex(hex_name)
    QApplication.processEvents()
    return _save(window, "stack-editor-hero.png")


def shoot_los_probe(folder: Path) -> Path:
    """"Saint-Aubin crossroads": what the PaK 40 in b1:K7 sees, and the line to the hedged fields west of it."""
    window = _window(folder, "saint-aubin-crossroads.json")
    window.extras.los_action.trigger()
    tool = window.scene.tool
    window.view.set_zoom(0.75)
    window.view.centre_on_hex("b1:G7")
    tool.probe_from("b1:K7")
    tool.look_at("b1:E7")
    QApplication.processEvents()
    return _save(window, "los-probe.png")


def shoot_hex_hover(folder: Path) -> Path:
    """"Saint-Aubin crossroads": the pointer rests on b1:M4, the German platoon HQ holding an objective."""
    from PySide6.QtGui import QPainter

    window = _window(folder, "saint-aubin-crossroads.json")
    view, hex_name = window.view, "b1:M4"
    view.set_zoom(1.0)
    view.centre_on_hex("b1:K5")
    QApplication.processEvents()
    point = view.mapFromScene(window.scene.centre_of(hex_name))
    window.scene.hovered.emit(hex_name)
    window.scene.show_hover(hex_name)
    view.show_hex_tooltip(point, view.viewport().mapToGlobal(point))
    QApplication.processEvents()
    picture = window.grab().toImage()
    tips = [w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible()]
    painter = QPainter(picture)
    for tip in tips:  # where a desktop puts it, below right of the pointer (the offscreen screen is too small)
        painter.drawPixmap(view.viewport().mapTo(window, point) + type(point)(14, 18), tip.grab())
    painter.end()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / "hex-hover.png"
    picture.save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path


def shoot_markers(folder: Path) -> Path:
    """"Saint-Aubin crossroads" with more defences: each fortification, mine and flag inside its own hex."""
    from core.scenario.edit_markers import add_fortification
    from editor.commands import AddFortification, AddWeapon, PlaceUnit, SetSmoke

    window = _window(folder, "saint-aubin-crossroads.json")
    document = window.document
    document.push(AddFortification(document, "b1:J7", "bunker_concrete", "axis", facing=4))
    document.push(PlaceUnit(document, "axis", "b1:J7", "ger.rifle_squad"))
    document.push(AddWeapon(document, "axis", "b1:J7", "ger.mg42"))
    document.push(AddFortification(document, "b1:L5", "trench", "axis"))
    document.push(PlaceUnit(document, "axis", "b1:L5", "ger.rifle_squad"))
    document.push(AddFortification(document, "b1:E5", "minefield", "axis"))
    document.replace_scenario(add_fortification(document.scenario, "b1:F6", "minefield", "axis", hidden=True))
    document.push(SetSmoke(document, "b1:I8", 2))
    window.view.set_zoom(1.0)
    window.view.centre_on_hex("b1:I5")
    QApplication.processEvents()
    return _save(window, "markers.png")


def shoot_rotated_vehicle(folder: Path) -> Path:
    """"Breakout over Côte 112": the Panzer IV turned to face south-east by a click on that hexside (lit)."""
    window = _window(folder, "breakout-cote-112.json")
    view, scene = window.view, window.scene
    view.set_zoom(1.5)
    view.centre_on_hex("b3:C6")
    scene.select_hex("b3:B5")
    centre = scene.centre_of("b3:B5")
    direction = scene.hexside_near(centre + type(centre)(40, 25), "b3:B5")
    scene.tool.face("b3:B5", direction)
    scene.show_facing_hint("b3:B5", direction)  # the hexside clicked, lit as the pointer rests on it
    QApplication.processEvents()
    return _save(window, "rotated-vehicle.png")


def _save(window, name: str) -> Path:  # type: ignore[no-untyped-def]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path
