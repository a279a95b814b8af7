"""Scenario > Estimate balance…: the dialog on the open scenario, and its result kept as an undoable edit.

A scenario with placement problems is refused with the problems listed, as Test
run and Export refuse it: the engine would not play it. The dialog is
window-modal, so the scenario stays as it was while its games are played; the
feature reaches the main window only through WindowServices.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction

from core.balance.runs import Run
from core.scenario import Scenario
from editor.balance.dialog import BalanceDialog
from editor.commands.apply_suggestion import ApplySuggestion
from editor.commands.set_balance import SetBalance
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.window.services import MenuName, WindowServices, playable_document


class BalanceFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.action = QAction(tr("Estimate &balance…"), window.qt_window)
        self.action.setObjectName("estimate_balance_action")
        self.action.setToolTip(tr("Play many computer-vs-computer games and see who wins how often"))
        self.action.triggered.connect(self.start)
        window.add_to_menu(MenuName.SCENARIO, [self.action])
        self.dialog: BalanceDialog | None = None

    def start(self) -> BalanceDialog | None:
        """The dialog on the open scenario; None when there is none or it breaks placement rules."""
        document = playable_document(self.window, tr("Estimate balance"), tr("Open a scenario to estimate its balance"))
        if document is None:
            return None
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        dialog = BalanceDialog(document.scenario, document.custom_boards, self.window.qt_window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.measured.connect(lambda run: self._keep(document, run))
        dialog.suggestion_applied.connect(lambda scenario, text: self._apply(document, dialog, scenario, text))
        self.dialog = dialog
        dialog.show()
        return dialog

    def _keep(self, document: ScenarioDocument, run: Run) -> None:
        if document is self.window.document:  # still open: a closed one has nowhere to keep it
            document.push(SetBalance(document, run))

    def _apply(self, document: ScenarioDocument, dialog: BalanceDialog, edited: Scenario, text: str) -> None:
        """Suggest a fix's chosen edit, as one undo step; the dialog goes on from the edited scenario."""
        if document is self.window.document:
            document.push(ApplySuggestion(document, edited, text))
            dialog.scenario = document.scenario
