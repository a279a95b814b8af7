"""The stack tabs: where the selected hex holds several units, one tab per unit.

The first tab is the whole stack; a unit's tab shows its counter's details and
narrows the choices list to the actions that unit takes part in (fire, move,
assault), so a person picks one unit out of a stack without reading every line.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QTabWidget, QWidget

from editor.i18n import tr


@dataclass(frozen=True)
class StackUnit:
    id: str
    title: str  # the tab's name: id and type
    details: str  # the counter's details, markers and weapons


class StackTabs(QTabWidget):
    unit_picked = Signal(object)  # the unit id of the tab chosen, None for the whole stack

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stack_tabs")
        self.setDocumentMode(True)
        self.setUsesScrollButtons(True)
        self.units: list[StackUnit] = []
        self.currentChanged.connect(self._changed)
        self.hide()

    def show_units(self, units: list[StackUnit], keep: str | None = None) -> None:
        """One tab per unit when there are several (hidden otherwise); keep the unit `keep` chosen."""
        if [u.id for u in units] == [u.id for u in self.units] and units == self.units:
            return
        self.blockSignals(True)
        self.clear()
        self.units = list(units) if len(units) > 1 else []
        if self.units:
            self.addTab(self._page(tr("%n unit(s) in this hex: pick a tab to see one unit and its choices.",
                                  n=len(self.units))), tr("Whole stack"))
            for unit in self.units:
                self.addTab(self._page(unit.details), unit.title)
            ids = [u.id for u in self.units]
            if keep in ids:
                self.setCurrentIndex(ids.index(keep) + 1)
        self.blockSignals(False)
        self.setVisible(bool(self.units))

    def picked(self) -> str | None:
        index = self.currentIndex()
        return self.units[index - 1].id if 1 <= index <= len(self.units) else None

    def pick(self, unit_id: str | None) -> None:
        """Choose a unit's tab (or the whole stack's, None) as a click on the tab would."""
        ids = [u.id for u in self.units]
        self.setCurrentIndex(ids.index(unit_id) + 1 if unit_id in ids else 0)

    def _page(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setMargin(4)
        return label

    def _changed(self, _index: int) -> None:
        self.unit_picked.emit(self.picked())
