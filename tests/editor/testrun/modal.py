"""Answering the real modal dialogs of a test run (message boxes, file dialogs, the start dialog):
a QTimer polls for the active modal widget of the wanted kind and hands it to `answer`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QMessageBox


def when_modal(kind: type, answer: Callable, seen: list | None = None, tries: int = 500) -> None:
    """Call `answer(widget)` once a modal `kind` is active (polled every 10 ms, a few seconds at most)."""

    def poll(left: int) -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind) and widget.isVisible():
            if seen is not None:
                seen.append(widget)
            answer(widget)
        elif left:
            QTimer.singleShot(10, lambda: poll(left - 1))

    QTimer.singleShot(0, lambda: poll(tries))


def answer_box(button: QMessageBox.StandardButton, seen: list | None = None) -> None:
    """Click `button` in the next message box."""
    when_modal(QMessageBox, lambda box: box.button(button).click(), seen)


def answer_file(path: Path, seen: list | None = None) -> None:
    """Type `path` into the next file dialog's name field and accept it."""

    def fill(dialog: QFileDialog) -> None:
        dialog.findChild(QLineEdit).setText(str(path))
        dialog.accept()

    when_modal(QFileDialog, fill, seen)


def answer_dialog(kind: type[QDialog], fill: Callable, seen: list | None = None) -> None:
    when_modal(kind, fill, seen)
