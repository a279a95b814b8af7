"""Every modal question the main window asks, in one object that tests replace.

Modal dialogs block a test run, so the window never calls QFileDialog or
QMessageBox directly: it asks its Prompts, and tests hand it a fake one.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from core.boards import Board
from editor.i18n import tr
from editor.new_scenario_dialog import NewScenarioChoice, NewScenarioDialog

SCENARIO_FILTER = "Scenarios (*.json)"


class UnsavedAnswer(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class Prompts:
    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def save_path(self, folder: Path, suggested: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self.parent, tr("Save scenario"), str(folder / suggested), tr(SCENARIO_FILTER))
        if not path:
            return None
        return Path(path) if Path(path).suffix else Path(path).with_suffix(".json")

    def open_path(self, folder: Path, title: str) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self.parent, title, str(folder), tr(SCENARIO_FILTER))
        return Path(path) if path else None

    def unsaved_changes(self, name: str) -> UnsavedAnswer:
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.parent, tr("Unsaved changes"),
            tr("“{name}” has changes that are not saved. Save them first?").format(name=name),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        return {buttons.Save: UnsavedAnswer.SAVE, buttons.Discard: UnsavedAnswer.DISCARD}.get(answer, UnsavedAnswer.CANCEL)

    def new_scenario(self, boards: dict[int, Board]) -> NewScenarioChoice | None:
        dialog = NewScenarioDialog(boards, self.parent)
        return dialog.choice() if dialog.exec() else None

    def error(self, title: str, text: str) -> None:
        QMessageBox.warning(self.parent, title, text)

    def info(self, title: str, text: str) -> None:
        QMessageBox.information(self.parent, title, text)
