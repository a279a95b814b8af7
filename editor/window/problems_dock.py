"""The Problems dock: every rule violation of the scenario, updated after each edit.

Clicking a problem with a hex centres the map on it and selects it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QStyle, QWidget

from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.problem_text import violation_text

HEX_ROLE = Qt.ItemDataRole.UserRole
CODE_ROLE = Qt.ItemDataRole.UserRole + 1


class ProblemsDock(QDockWidget):
    hex_activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Problems"), parent)
        self.setObjectName("problems")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.setWidget(self.list)
        self._document: ScenarioDocument | None = None
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)

    def set_document(self, document: ScenarioDocument) -> None:
        if self._document is not None:
            try:
                self._document.problems_changed.disconnect(self.refresh)
            except (RuntimeError, TypeError):
                pass  # the old document is already gone, and its connections with it
        self._document = document
        document.problems_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        document = self._document
        if document is None:
            self.list.clear()
            return
        rows = []
        for problem in document.problems:
            where = f"{problem.hex}: " if problem.hex else ""
            section = f"  (§{problem.section})" if problem.section else ""
            hex_name = document.hex_name(problem.hex) if problem.hex else None
            rows.append((f"{where}{violation_text(problem)}{section}", hex_name, problem.code))
        self.show_rows(rows, tr("No problems: the scenario follows the placement rules."))

    def show_rows(self, rows: list[tuple[str, str | None, str]], no_problem_text: str) -> None:
        """One row per problem (its text, the hex a click centres, its code), or the all-clear."""
        self.list.clear()
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for text, hex_name, code in rows:
            item = QListWidgetItem(warning, text)
            item.setData(HEX_ROLE, hex_name)
            item.setData(CODE_ROLE, code)
            item.setToolTip(code)
            self.list.addItem(item)
        if not rows:
            ok = QListWidgetItem(QIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton)), no_problem_text)
            ok.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(ok)
        self.setWindowTitle(tr("Problems ({n})").format(n=len(rows)) if rows else tr("Problems"))

    def codes(self) -> list[str]:
        return [self.list.item(i).data(CODE_ROLE) for i in range(self.list.count()) if self.list.item(i).data(CODE_ROLE)]

    def _clicked(self, item: QListWidgetItem) -> None:
        hex_name = item.data(HEX_ROLE)
        if hex_name:
            self.hex_activated.emit(hex_name)
