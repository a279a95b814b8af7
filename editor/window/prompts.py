"""Every modal question the main window asks, in one object that tests replace.

Modal dialogs block a test run, so the window never calls QFileDialog or
QMessageBox directly: it asks its Prompts, and tests hand it a fake one.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from core.boards.board import Board
from editor.i18n import tr, tr_noop
from editor.plain_text import plain_message_box
from editor.preferences.values import DEFAULTS, Preferences
from editor.window.new_scenario_dialog import NewScenarioChoice, NewScenarioDialog

SCENARIO_FILTER = tr_noop("Scenarios (*.json)")
OPEN_FILTER = tr_noop("Scenarios and packages (*.json *.zip)")
PACKAGE_FILTER = tr_noop("Scenario packages (*.zip)")
IMAGE_FILTER = tr_noop("PNG pictures (*.png)")


class RecoveryAnswer(Enum):
    RECOVER = "recover"
    DISCARD = "discard"
    LATER = "later"  # keep the file and ask again at the next start


class UnsavedAnswer(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class Prompts:
    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
        self.preferences: Preferences = DEFAULTS  # the user's settings (editor/preferences): where new dialogs start

    def new_scenario_dialog(self, boards: dict[int, Board]) -> NewScenarioDialog:
        p = self.preferences
        return NewScenarioDialog(boards, self.parent, ruleset=p.ruleset, dice_bias=p.dice_bias)

    def save_path(self, folder: Path, suggested: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self.parent, tr("Save scenario"), str(folder / suggested), tr(SCENARIO_FILTER))
        if not path:
            return None
        return Path(path) if Path(path).suffix else Path(path).with_suffix(".json")

    def open_path(self, folder: Path, title: str) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self.parent, title, str(folder), tr(OPEN_FILTER))
        return Path(path) if path else None

    def unsaved_changes(self, name: str) -> UnsavedAnswer:
        buttons = QMessageBox.StandardButton
        answer = self._ask(QMessageBox.Icon.Question, tr("Unsaved changes"),
                           tr("“{name}” has changes that are not saved. Save them first?").format(name=name),
                           buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        return {buttons.Save: UnsavedAnswer.SAVE, buttons.Discard: UnsavedAnswer.DISCARD}.get(answer, UnsavedAnswer.CANCEL)

    def new_scenario(self, boards: dict[int, Board]) -> NewScenarioChoice | None:
        dialog = self.new_scenario_dialog(boards)
        return dialog.choice() if dialog.exec() else None

    def error(self, title: str, text: str) -> None:
        self._ask(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Ok)

    def info(self, title: str, text: str) -> None:
        self._ask(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Ok)

    def _ask(self, icon: QMessageBox.Icon, title: str, text: str, buttons: QMessageBox.StandardButton,
             default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        """A modal message whose text (often naming a scenario or a package) is never read as HTML."""
        box = plain_message_box(icon, title, text, buttons, self.parent)
        box.setDefaultButton(default)
        box.exec()
        return box.standardButton(box.clickedButton())

    # --- files (editor/files/features.py) ----------------------------------------------

    def save_file_path(self, title: str, folder: Path, suggested: str, file_filter: str) -> Path | None:
        """Where to write a package or a picture; the filter's extension is added when missing."""
        path, _ = QFileDialog.getSaveFileName(self.parent, title, str(folder / suggested), tr(file_filter))
        if not path:
            return None
        suffix = Path(suggested).suffix
        return Path(path) if Path(path).suffix else Path(path).with_suffix(suffix)

    def open_packages(self, folder: Path) -> list[Path]:
        paths, _ = QFileDialog.getOpenFileNames(self.parent, tr("Import packages"), str(folder), tr(PACKAGE_FILTER))
        return [Path(p) for p in paths]

    def import_report(self, outcomes: list, empty_text: str = "") -> None:  # type: ignore[type-arg]
        from editor.files.import_report import ImportReportDialog

        ImportReportDialog(outcomes, empty_text, self.parent).exec()

    def show_violations(self, title: str, text: str, problems: list, jump: Callable[[str], object]) -> QDialog:  # type: ignore[type-arg]
        """Not modal: the user clicks through the problems while the map follows."""
        from editor.files.violations_dialog import ViolationsDialog

        dialog = ViolationsDialog(title, text, problems, jump, self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def confirm(self, title: str, text: str) -> bool:
        buttons = QMessageBox.StandardButton
        return self._ask(QMessageBox.Icon.Question, title, text, buttons.Yes | buttons.No, buttons.No) == buttons.Yes

    def recover(self, description: str) -> RecoveryAnswer:
        box = plain_message_box(QMessageBox.Icon.Question, tr("Recover unsaved work?"),
                                tr("The editor was not closed properly last time. It autosaved:\n\n{what}\n\n"
                                   "Recover it?").format(what=description), QMessageBox.StandardButton.NoButton, self.parent)
        recover = box.addButton(tr("Recover"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(tr("Ask me later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(recover)
        box.exec()
        clicked = box.clickedButton()
        return RecoveryAnswer.RECOVER if clicked is recover else RecoveryAnswer.DISCARD if clicked is discard else RecoveryAnswer.LATER

    def generate_battle(self, folders, can_replace: bool, boards=None):  # type: ignore[no-untyped-def]
        """The generator dialog; (scenario, GeneratorOutcome) to open, or None to just keep it in its slot."""
        from editor.battle_generator.dialog import GeneratorOutcome

        dialog = self.generator_dialog(folders, can_replace, boards)
        if not dialog.exec() or dialog.generated is None or dialog.outcome is GeneratorOutcome.KEEP:
            return None
        return dialog.generated.scenario, dialog.outcome

    def generator_dialog(self, folders, can_replace: bool, boards=None):  # type: ignore[no-untyped-def]
        """The generator dialog starting at the user's default rules and dice bias, offering the
        user's boards among `boards` (the window's)."""
        from editor.battle_generator.dialog import GeneratorDialog

        p = self.preferences
        return GeneratorDialog(folders, can_replace, self.save_path, self.parent, ruleset=p.ruleset, dice_bias=p.dice_bias,
                               boards=boards)
