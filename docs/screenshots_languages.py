"""The editor in French and in Russian, for docs/take_screenshots.py (issue 15).

Each picture installs the language as `vvs edit` does at start-up
(editor.i18n.install_language), opens the sample "The Crossroads at
Saint-Aubin" with the stack editor on the German platoon leader's hex, and
grabs the window: a reader checks that nothing is cut and nothing is left in
English but the names players keep in their historical form.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from core.resources import maps_dir
from core.userdirs import UserFolders

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"
SIZE = (1440, 900)


def shoot_language(code: str, folder: Path | None = None) -> Path:
    from editor.i18n import install_language
    from editor.window.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    assert install_language(app, code) == code, f"no compiled catalogue for {code}"
    folder = folder or Path(tempfile.mkdtemp())
    try:
        settings = QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat)  # never the user's saved layout
        window = MainWindow(UserFolders(folder / "user"), settings=settings)
        window.resize(*SIZE)
        window.show()
        QApplication.processEvents()
        assert window.open_path(SAMPLE)
        window.extras.edit_stack("b1:H5")
        assert window.scene is not None and window.view is not None and window.document is not None
        window.view.set_zoom(0.64)
        window.view.centerOn(window.scene.centre_of("b1:H5"))
        window.scene.select_hex("b1:H5")
        for _ in range(3):
            QApplication.processEvents()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"editor-{code}.png"
        window.grab().save(str(path))
        window.document.undo_stack.setClean()
        window.close()
    finally:
        install_language(app, "en")
    return path
