"""The start page's "My games": the e-mail games of this user folder, read from PBEM/.

Each game shows whose turn it is: a received file waits for you (double click plays
it), the opponent has your file (double click shows it again, with Open folder and
Copy path), or the game is over (double click shows the last file). It only asks
(`open_requested` with the game's record); the e-mail game feature does the rest.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.pbem.ledger import Ledger, Record
from core.userdirs import UserFolders
from editor.i18n import tr
from editor.testrun.describe import side_name

RECORD_ROLE = Qt.ItemDataRole.UserRole
ORDER = {"my_turn": 0, "playing": 1, "waiting": 1, "finished": 2}


class MyGamesSection(QWidget):
    open_requested = Signal(object)  # a core.pbem.ledger.Record

    def __init__(self, folders: UserFolders, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ledger = Ledger(folders)
        self.list = QListWidget()
        self.list.setObjectName("my_games_list")
        self.list.setMaximumHeight(150)
        self.list.itemActivated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        records = sorted(self.ledger.records(), key=lambda record: ORDER.get(record.status, 1))
        for record in records:
            item = QListWidgetItem(f"{record.title}\n{status_text(record)}")
            item.setData(RECORD_ROLE, record)
            self.list.addItem(item)
        if not records:
            empty = QListWidgetItem(tr("No e-mail games yet: Play > New e-mail game… challenges an opponent"))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)

    def _activated(self, item: QListWidgetItem) -> None:
        record = item.data(RECORD_ROLE)
        if isinstance(record, Record):
            self.open_requested.emit(record)


def status_text(record: Record) -> str:
    side = side_name(record.side)
    if record.status == "my_turn":
        return tr("Your turn · you play {side}").format(side=side)
    if record.status == "finished":
        return tr("Finished · you played {side}").format(side=side)
    return tr("Waiting for your opponent · you play {side}").format(side=side)
