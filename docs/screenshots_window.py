"""The editor at 1280x720 (a 1366x768 laptop, or 1920x1080 at 150 %) with every dock shown, for docs/take_screenshots.py.

It opens the shipped sample "The Crossroads at Saint-Aubin" in a window of
exactly 1280x720, opens the stack editor on the German platoon leader's stack,
zooms the map to half size on where the two sides meet, and grabs the window: the picture
shows that everything fits and stays readable at that size.
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


def shoot_editor_1280x720(folder: Path | None = None) -> Path:
    from PySide6.QtCore import QSettings

    from editor.window.main_window import MainWindow

    folder = folder or Path(tempfile.mkdtemp())
    settings = QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat)  # never the user's saved layout
    window = MainWindow(UserFolders(folder / "user"), settings=settings)
    window.resize(*SIZE)
    window.show()
    QApplication.processEvents()
    assert window.open_path(SAMPLE)
    window.extras.edit_stack("b1:H5")
    for _ in range(3):
        QApplication.processEvents()
    assert (window.width(), window.height()) == SIZE, window.size()
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
    window.statusBar().showMessage("The Crossroads at Saint-Aubin at 1280x720: every dock shown")
    QApplication.processEvents()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / "editor-1280x720.png"
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path

