"""New board: its number, its name and its size, kept to the geomorphic rules.

The columns go up in twos from 3 (an odd count makes both edge columns half hexes,
docs/boards.md), and the shipped size (21 × 10) is proposed: only boards with the
same rows as the shipped ones can lie beside them. The number proposed is the first
one no shipped or user board has, since a battlefield names its hexes by board number.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from core.boards.edit import SHIPPED_COLUMNS, SHIPPED_ROWS
from editor.i18n import tr


@dataclass(frozen=True)
class NewBoardChoice:
    number: int
    name: str
    columns: int
    rows: int


class NewBoardDialog(QDialog):
    def __init__(self, taken: set[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New board"))
        self.taken = taken
        self.number = QSpinBox()
        self.number.setRange(1, 999)
        self.number.setValue(next(n for n in range(1, 1000) if n not in taken))
        self.name = QLineEdit(tr("New board"))
        self.columns = QSpinBox()
        self.columns.setRange(3, 51)
        self.columns.setSingleStep(2)
        self.columns.setValue(SHIPPED_COLUMNS)
        self.rows = QSpinBox()
        self.rows.setRange(2, 40)
        self.rows.setValue(SHIPPED_ROWS)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(tr("Board number"), self.number)
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Columns (odd)"), self.columns)
        form.addRow(tr("Rows"), self.rows)
        form.addRow(self.note)
        form.addRow(self.buttons)
        for box in (self.number, self.columns, self.rows):
            box.valueChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        if self.columns.value() % 2 == 0:
            self.columns.setValue(self.columns.value() + 1)  # typed in: keep the edge columns half hexes
        notes = []
        if self.number.value() in self.taken:
            notes.append(tr("Board {n} exists already: a scenario could not tell the two apart.").format(n=self.number.value()))
        if self.rows.value() != SHIPPED_ROWS:
            notes.append(tr("Only boards of {rows} rows lie beside the shipped boards.").format(rows=SHIPPED_ROWS))
        self.note.setText(" ".join(notes))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.number.value() not in self.taken)

    def choice(self) -> NewBoardChoice:
        name = self.name.text().strip() or tr("New board")
        return NewBoardChoice(self.number.value(), name[:80], self.columns.value(), self.rows.value())
