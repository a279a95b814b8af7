"""The event log dock: every event of the game as a readable line, the computer's reasons too.

It shows `state.events` as they grow; the window hands it the state after each
action and only the new events are added. Under fog of war the window passes the
events the viewing side may know of (core.game.fog.view_for's list).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from editor.i18n import tr
from editor.testrun.describe import event_text

DECISION_COLOUR = QColor(30, 70, 150)


class EventLogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Event log"), parent)
        self.setObjectName("testrun_event_log")
        self.list = QListWidget()
        self.list.setObjectName("event_list")
        self.list.setUniformItemSizes(True)  # one line each: appending and scrolling stay cheap in a long game
        self.list.setHorizontalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.setWidget(self.list)
        self._shown = 0

    def sync(self, events: list[dict[str, Any]]) -> None:
        """Add the events not shown yet (all of them again if the list got shorter)."""
        if len(events) < self._shown:
            self.list.clear()
            self._shown = 0
        for event in events[self._shown:]:
            text = event_text(event)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            if event.get("kind") == "decision":
                item.setForeground(DECISION_COLOUR)
            self.list.addItem(item)
        self._shown = len(events)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
