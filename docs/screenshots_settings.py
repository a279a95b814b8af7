"""The Settings dialog and the map in the colour-blind safe palette, for docs/take_screenshots.py.

Both come from the running editor with a user folder of their own, so the
user's settings.ini is neither read nor changed: the dialog is opened with
Edit > Settings…'s own action and its colour-blind box ticked, and the map
picture is the shipped sample "The Crossroads at Saint-Aubin" after OK, with
the US and German counters (on the map and in the palette) in the new colours.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QRectF, QSettings
from PySide6.QtWidgets import QApplication

from core.resources import maps_dir
from core.userdirs import UserFolders

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"


def _window(folder: Path):  # type: ignore[no-untyped-def]
    from editor.window.main_window import MainWindow

    settings = QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat)  # never the user's saved layout
    window = MainWindow(UserFolders(folder / "user"), settings=settings)
    window.resize(1280, 720)
    window.show()
    QApplication.processEvents()
    return window


def shoot_settings(folder: Path | None = None) -> Path:
    """The dialog as Edit > Settings… opens it, the colour-blind box ticked (its swatches show the colours)."""
    window = _window(folder or Path(tempfile.mkdtemp()))
    window.settings_feature.action.trigger()
    dialog = window.settings_feature.dialog
    assert dialog is not None
    dialog.colour_blind.setChecked(True)
    dialog.adjustSize()
    for _ in range(3):
        QApplication.processEvents()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / "settings.png"
    dialog.grab().save(str(path))
    dialog.reject()
    window.close()
    return path


def shoot_colour_blind(folder: Path | None = None) -> Path:
    """The sample battle after OK with the colour-blind safe palette: the map and the palette's counters."""
    from editor.counters.style import use_nation_palette

    window = _window(folder or Path(tempfile.mkdtemp()))
    assert window.open_path(SAMPLE)
    dialog = window.settings_feature.open_dialog()
    dialog.colour_blind.setChecked(True)
    dialog.accept()
    QApplication.processEvents()
    scene, view = window.scene, window.view
    assert scene is not None and view is not None and window.document is not None
    hexes = [stack.hex for _side, side in window.document.scenario.sides() for stack in side.stacks]
    centres = [p for p in (scene.centre_of(h) for h in hexes) if p is not None]
    xs, ys = [p.x() for p in centres], [p.y() for p in centres]
    view.set_zoom(0.42)  # both sides in view: the US platoons west, the Germans in the village
    view.centerOn(QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).center())
    window.statusBar().showMessage("Edit > Settings… > Colour-blind safe nation colours: US dark olive, German blue-grey")
    for _ in range(3):
        QApplication.processEvents()
    path = SCREENSHOTS / "colour-blind.png"
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    use_nation_palette("standard")  # the pictures taken after this one use the printed colours
    return path
