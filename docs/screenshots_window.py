"""The editor at 1280x720 (a 1366x768 laptop, or 1920x1080 at 150 %) with every dock shown, for docs/take_screenshots.py.

It opens the shipped sample "The Crossroads at Saint-Aubin" in a window of
exactly 1280x720, opens the stack editor on the German platoon leader's stack,
zooms the map to half size on where the two sides meet, and grabs the window: the picture
shows that everything fits and stays readable at that size. Two more at that
size (issue 22): with the Reinforcements dock open as well, a group made
through it (editor-1280x720-docks.png), and with the mini-map shown
(editor-mini-map.png).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from core.resources import maps_dir
from core.userdirs import UserFolders

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"
SIZE = (1280, 720)


def _small_window(folder: Path):  # type: ignore[no-untyped-def]
    """The sample open in a 1280x720 window with the stack editor on the German platoon leader's stack."""
    from PySide6.QtCore import QSettings

    from editor.window.main_window import MainWindow

    settings = QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat)  # never the user's saved layout
    window = MainWindow(UserFolders(folder / "user"), settings=settings)
    window.resize(*SIZE)
    window.show()
    QApplication.processEvents()
    assert window.open_path(SAMPLE)
    window.extras.edit_stack("b1:H5")
    for _ in range(3):
        QApplication.processEvents()
    return window


def _grab(window, name: str, message: str) -> Path:  # type: ignore[no-untyped-def]
    window.statusBar().showMessage(message)
    for _ in range(3):
        QApplication.processEvents()
    assert (window.width(), window.height()) == SIZE, window.size()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path


def shoot_editor_docks_1280x720(folder: Path | None = None) -> Path:
    """Every dock of the default layout, the stack editor and the Reinforcements dock with an American group."""
    window = _small_window(folder or Path(tempfile.mkdtemp()))
    window.reinforcements.action.trigger()  # Scenario > Reinforcements…
    dock = window.reinforcements.dock
    dock.select("allied", None)
    for n, type_id in enumerate(("us.m4a3e8", "us.rifle_squad", "us.leader_1")):
        dock.catalogue.reveal(type_id)
        entries = dock.catalogue.list
        entries.setCurrentRow(next(i for i, e in enumerate(entries.entries()) if e.value == type_id))
        (dock.new_group if n == 0 else dock.add_units).click()
    dock.group.turn.setValue(3)
    window.view.set_zoom(0.5)
    window.view.centre_on_hex("b1:E5")
    window.scene.select_hex("b1:H5")
    return _grab(window, "editor-1280x720-docks.png",
                 "1280x720 with Reinforcements and the stack editor open: each dock scrolls inside itself")


def shoot_mini_map(folder: Path | None = None) -> Path:
    """The map at 75 % on the village with View > Mini-map on: the outline shows where the view is."""
    window = _small_window(folder or Path(tempfile.mkdtemp()))
    window.map_display.toggles.actions["mini_map"].trigger()
    window.view.set_zoom(0.75)
    window.view.centre_on_hex("b1:H5")
    window.scene.select_hex("b1:H5")
    for _ in range(3):
        QApplication.processEvents()
    mini = window.map_display.toggles.mini_map
    assert mini is not None
    mini.draw_scene()
    return _grab(window, "editor-mini-map.png", "View > Mini-map (Ctrl+Shift+M): click it to look elsewhere on the map")


def shoot_editor_1280x720(folder: Path | None = None) -> Path:
    window = _small_window(folder or Path(tempfile.mkdtemp()))
    scene, view = window.scene, window.view
    assert scene is not None and view is not None and window.document is not None
    scenario = window.document.scenario
    hexes = [stack.hex for _side, side in scenario.sides() for stack in side.stacks]
    centres = [point for point in (scene.centre_of(h) for h in hexes) if point is not None]
    xs, ys = [p.x() for p in centres], [p.y() for p in centres]
    area = QRectF(min(xs) - 40, min(ys) - 40, max(xs) - min(xs) + 80, max(ys) - min(ys) + 80)
    view.set_zoom(0.5)  # counters readable; the fighting around the village fills the map
    view.centerOn(area.center())
    scene.select_hex("b1:H5")
    return _grab(window, "editor-1280x720.png", "The Crossroads at Saint-Aubin at 1280x720: every dock shown")

