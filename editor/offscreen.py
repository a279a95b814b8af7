"""The one Qt application a headless command (`vvs balance --plot`, `vvs card`, `vvs board render`)
paints with: the running one when there is one, else an offscreen one kept for the process."""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication

from core.commands import CommandError

_APP: list[QGuiApplication] = []


def ensure_gui_app(what: str) -> None:
    """A Qt GUI application for fonts and painting; `what` names the job in the refusal when a
    non-GUI Qt application is already running (it cannot paint)."""
    existing = QGuiApplication.instance()
    if existing is not None:
        if not isinstance(existing, QGuiApplication):
            raise CommandError(f"{what} needs a Qt GUI application, and a non-GUI one is already running")
        return
    from PySide6.QtWidgets import QApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _APP.append(QApplication(["vvs"]))
