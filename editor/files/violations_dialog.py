"""Why an export was refused: every placement problem, each a click away from its hex.

The dialog is not modal, so the map behind it moves to each problem the user
clicks while the list stays open to work through.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.placement import Violation
from editor.i18n import tr
from editor.plain_text import plain_label, plain_tooltip
from editor.problem_text import violation_text

HEX_ROLE = Qt.ItemDataRole.UserRole


class ViolationsDialog(QDialog):
    def __init__(self, title: str, text: str, problems: list[Violation],
                 jump: Callable[[str], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._jump = jump
        heading = plain_label(text)
        heading.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for problem in problems:
            where = f"{problem.hex}: " if problem.hex else ""
            section = f"  (§{problem.section})" if problem.section else ""
            item = QListWidgetItem(warning, f"{where}{violation_text(problem)}{section}")
            item.setData(HEX_ROLE, problem.hex)
            item.setToolTip(plain_tooltip(tr("Click to show {hex} on the map").format(hex=problem.hex) if problem.hex else problem.code))
            self.list.addItem(item)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(620, 360)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _clicked(self, item: QListWidgetItem) -> None:
        hex_name = item.data(HEX_ROLE)
        if hex_name:
            self._jump(hex_name)
