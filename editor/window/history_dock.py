"""The History dock: the undo stack as a list (QUndoView); clicking a row goes back to it."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QUndoView, QWidget

from editor.document import ScenarioDocument
from editor.i18n import tr


class HistoryDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("History"), parent)
        self.setObjectName("history")
        self.view = QUndoView()
        self.view.setEmptyLabel(tr("<opened>"))
        self.setWidget(self.view)

    def set_document(self, document: ScenarioDocument) -> None:
        self.view.setStack(document.undo_stack)
