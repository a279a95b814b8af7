"""The rally order dialog (21.1): the pinned units in the order they will try, to rearrange.

The engine lists one rally, all the pinned units in the best order (pinned leaders first);
a person who wants another order puts the units in it here, and may leave some out. The
order chosen is checked by the engine (Game.allows) before it is applied.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.game.actions import RallyUnits
from core.game.game import Game
from core.game.state import GameState
from editor.i18n import tr
from editor.testrun.describe import unit_namer


class RallyOrderDialog(QDialog):
    def __init__(self, game: Game, state: GameState, offered: RallyUnits, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rally order"))
        self.setObjectName("rally_order_dialog")
        who = unit_namer(game, state)
        note = QLabel(tr("The pinned units try to rally from the top down; a leader who rallies helps the "
                         "units of his hex that try after him. Uncheck a unit to leave it pinned."))
        note.setWordWrap(True)
        self.units = QListWidget()
        self.units.setObjectName("rally_order_list")
        self.units.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        for unit_id in offered.units:
            item = QListWidgetItem(who(unit_id))
            item.setData(Qt.ItemDataRole.UserRole, unit_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.units.addItem(item)
        self.units.setCurrentRow(0)
        self.up = QPushButton(tr("Move &up"))
        self.up.setObjectName("rally_up")
        self.down = QPushButton(tr("Move &down"))
        self.down.setObjectName("rally_down")
        self.up.clicked.connect(lambda: self._move(-1))
        self.down.clicked.connect(lambda: self._move(1))
        moves = QHBoxLayout()
        moves.addWidget(self.up)
        moves.addWidget(self.down)
        moves.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Rally"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.units.itemChanged.connect(lambda _item: self._enable())
        layout = QVBoxLayout(self)
        for widget in (note, self.units):
            layout.addWidget(widget)
        layout.addLayout(moves)
        layout.addWidget(self.buttons)

    def _move(self, by: int) -> None:
        row = self.units.currentRow()
        if row < 0 or not 0 <= row + by < self.units.count():
            return
        item = self.units.takeItem(row)
        self.units.insertItem(row + by, item)
        self.units.setCurrentRow(row + by)

    def _enable(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.chosen().units))

    def chosen(self) -> RallyUnits:
        """The checked units, top down."""
        items = [self.units.item(row) for row in range(self.units.count())]
        return RallyUnits(tuple(str(i.data(Qt.ItemDataRole.UserRole)) for i in items
                                if i.checkState() == Qt.CheckState.Checked))


def ask_rally_order(game: Game, state: GameState, offered: RallyUnits, parent: QWidget | None = None) -> RallyUnits | None:
    """The order the person picks, None when the dialog is cancelled."""
    dialog = RallyOrderDialog(game, state, offered, parent)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
