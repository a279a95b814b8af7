"""Pictures of the stack editor and the LOS probe, for docs/take_screenshots.py.

Both open a shipped sample scenario (maps/scenarios/) and drive the real
widgets the way a designer would, then grab the window into docs/screenshots/.
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


def _save(window, name: str) -> Path:  # type: ignore[no-untyped-def]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path
