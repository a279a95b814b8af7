"""Scenario > Estimate balance…: the dialog on the open scenario, and its result kept as an undoable edit.

A scenario with placement problems is refused with the problems listed, as Test
run and Export refuse it: the engine would not play it. The dialog is
window-modal, so the scenario stays as it was while its games are played; the
feature reaches the main window only through WindowServices.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction

from core.balance.explain import Explanation
from core.balance.runs import Run
from core.scenario import Scenario
from editor.balance.dialog import BalanceDialog
from editor.balance.heat_overlay import HeatOverlay
from editor.commands.apply_suggestion import ApplySuggestion
from editor.commands.set_balance import SetBalance
from editor.document import Change, ScenarioDocument
from editor.i18n import tr
from editor.map.geometry import map_rect
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
        self.heat_action = QAction(tr("Balance hea&t map"), window.qt_window)
        self.heat_action.setObjectName("balance_heat_overlay_action")
        self.heat_action.setToolTip(tr("Draw where the last Estimate balance run's games were lost and fought on the map"))
        self.heat_action.setCheckable(True)
        self.heat_action.toggled.connect(lambda _on: self._draw_heat())
        window.add_to_menu(MenuName.VIEW, [None, self.heat_action, None])  # apart from the docks and the LOS probe
        self.explanation: Explanation | None = None
        self.heat_item: HeatOverlay | None = None
        self.set_document(None)

    def set_document(self, document: ScenarioDocument | None) -> None:
        """Called by the window after it shows a document, and with None when it closes one: the
        heat belongs to a run of the scenario it was measured on, so it goes with that scenario."""
        self.heat_item = None  # it went with the old scene
        if document is not None:
            document.changed.connect(lambda change: self._document_changed(document, change))
        self._explained(self.window.document, None)

    def _document_changed(self, document: ScenarioDocument, change: Change) -> None:
        """New boards (or rules) rebuild the map and may take away the hexes the run was fought on:
        the heat goes, as with another scenario. Any other edit keeps it, drawn again on the map
        as it now is (an objective moved: its ring moves). The scene has already redrawn itself:
        it was connected first, when the window showed the document."""
        if document is not self.window.document:
            return
        if change.battlefield:
            self._explained(document, None)
        else:
            self._draw_heat()

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
        dialog.why.explained.connect(lambda explanation: self._explained(document, explanation))
        dialog.why.on_map_requested.connect(lambda: self.heat_action.setChecked(True))
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

    # --- the heat on the editor's map ----------------------------------------------------------------

    def _explained(self, document: ScenarioDocument | None, explanation: Explanation | None) -> None:
        if document is not self.window.document:
            return
        self.explanation = explanation
        self.heat_action.setEnabled(explanation is not None)
        if explanation is None:
            self.heat_action.setChecked(False)
        self._draw_heat()

    def _draw_heat(self) -> None:
        if self.heat_item is not None and self.heat_item.scene() is not None:
            self.heat_item.scene().removeItem(self.heat_item)
        self.heat_item = None
        scene, document = self.window.scene, self.window.document
        if scene is None or document is None or self.explanation is None or not self.heat_action.isChecked():
            return
        battlefield = document.battlefield
        objectives = [objective.hex for objective in document.scenario.objectives]
        self.heat_item = HeatOverlay(battlefield, scene.layout, self.explanation, objectives,
                                     map_rect(battlefield, scene.layout))
        scene.addItem(self.heat_item)
