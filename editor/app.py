"""`vvs edit [FILE]`: start the Qt application and show the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core.pbem.turnfile import SUFFIX as TURN_SUFFIX
from editor.gc_collector import MainThreadCollector

APP_NAME = "V&V Scenario Studio"


def application() -> QApplication:
    """The process's QApplication, made once."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("vvs")
    MainThreadCollector(app)  # the computer thinks on a pool thread: Qt objects must die on this one
    return app


def start_language(app: QApplication) -> str | None:
    """The language chosen in the user's settings (or the system's) installed before any window is made."""
    from core.userdirs import UserFolders
    from editor.files.recent import user_settings
    from editor.i18n import install_language, saved_language

    return install_language(app, saved_language(user_settings(UserFolders.default())))


def run_editor(path: str | None) -> int:
    """Open the editor (on FILE if given) and run until the window closes; the exit code."""
    app = application()
    start_language(app)
    from editor.window.main_window import MainWindow

    window = MainWindow()
    window.show()
    recovered = window.files.offer_recovery()  # work a crashed session autosaved comes first
    if path is not None and not recovered:
        if Path(path).suffix.lower() == TURN_SUFFIX:  # an e-mail game's turn file: accepted or played
            QTimer.singleShot(0, lambda: window.pbem.open_turn(Path(path)))
        else:
            window.open_path(Path(path))  # a file that cannot be opened is reported; the start page stays
    return int(app.exec())
