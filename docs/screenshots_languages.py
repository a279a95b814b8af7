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


def _window_1280(folder: Path):  # type: ignore[no-untyped-def]
    """The main window at 1280×720 on a fresh user folder holding two drafts, never the user's layout."""
    import shutil

    from editor.window.main_window import MainWindow

    folders = UserFolders(folder / "user")
    for name in ("hedgerow-duel", "saint-aubin-crossroads"):
        shutil.copy(SAMPLE.parent / f"{name}.json", folders.draft / f"{name}.json")
    settings = QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat)
    window = MainWindow(folders, settings=settings)
    window.resize(1280, 720)
    window.show()
    window.start_page.refresh()
    window.start_page.scenarios.setCurrentRow(window.start_page.scenarios.count() - 1)
    for _ in range(3):
        QApplication.processEvents()
    return window


def shoot_start_and_settings(code: str, folder: Path | None = None) -> list[Path]:
    """The start page at 1280×720, then Edit > Settings… over it, in one language (issue 22):
    start-page-<code>.png and settings-<code>.png."""
    from editor.i18n import install_language

    app = QApplication.instance()
    assert app is not None
    assert install_language(app, code) == code, f"no compiled catalogue for {code}"
    folder = folder or Path(tempfile.mkdtemp())
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    try:
        window = _window_1280(folder)
        start = SCREENSHOTS / f"start-page-{code}.png"
        window.grab().save(str(start))
        window.settings_feature.action.trigger()
        dialog = window.settings_feature.dialog
        assert dialog is not None
        dialog.adjustSize()
        for _ in range(3):
            QApplication.processEvents()
        settings = SCREENSHOTS / f"settings-{code}.png"
        dialog.grab().save(str(settings))
        dialog.reject()
        window.close()
    finally:
        install_language(app, "en")
    return [start, settings]
