"""The event log dock: every event of the game as a readable line, the computer's reasons too.

It shows `state.events` as they grow; the window hands it the state after each
action and only the new events are added. Under fog of war the window passes the
events the viewing side may know of (core.game.fog.view_for's list). Two filters
keep one side's or one phase's events; a click on an event names its hex (the
window centres the map on it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.game.state import UnitState
from editor.i18n import tr
from editor.testrun.describe import PHASE_NAMES, SIDE_NAMES, event_text
from editor.testrun.log_story import story

DECISION_COLOUR = QColor(30, 70, 150)
UNIT_KEYS = ("firer", "unit", "attacker")
GROUP_KEYS = ("firers", "units", "attackers")


def event_side(event: Mapping[str, Any], units: Mapping[str, UnitState]) -> str | None:
    """The side that acted: the event's own, else that of the first unit it names."""
    if event.get("side"):
        return str(event["side"])
    ids = [event.get(k) for k in UNIT_KEYS] + [i for k in GROUP_KEYS for i in (event.get(k) or ())]
    for unit_id in ids:
        if isinstance(unit_id, str) and unit_id in units:
            return units[unit_id].side.value
    return None


def event_hex(event: Mapping[str, Any], units: Mapping[str, UnitState]) -> str | None:
    """Where the event happened: its hex or target hex, else where its unit stands now."""
    for key in ("hex", "target", "origin"):
        value = event.get(key)
        if isinstance(value, str) and ":" in value:
            return value
    ids = [event.get(k) for k in (*UNIT_KEYS, "target")] + [i for k in GROUP_KEYS for i in (event.get(k) or ())]
    for unit_id in ids:
        if isinstance(unit_id, str) and unit_id in units and units[unit_id].hex:
            return units[unit_id].hex
    return None


class EventLogDock(QDockWidget):
    hex_chosen = Signal(str)  # a click on an event that happened somewhere

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Event log"), parent)
        self.setObjectName("testrun_event_log")
        self.list = QListWidget()
        self.list.setObjectName("event_list")
        self.list.setUniformItemSizes(True)  # one line each: appending and scrolling stay cheap in a long game
        self.list.setHorizontalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.side_filter = QComboBox()
        self.side_filter.setObjectName("event_side_filter")
        self.phase_filter = QComboBox()
        self.phase_filter.setObjectName("event_phase_filter")
        self.side_filter.addItem(tr("Both sides"), None)
        for value, name in SIDE_NAMES.items():
            self.side_filter.addItem(tr(name), value)
        self.phase_filter.addItem(tr("Every phase"), None)
        for value, name in PHASE_NAMES.items():
            self.phase_filter.addItem(tr(name), value)
        filters = QHBoxLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        for widget in (QLabel(tr("Show:")), self.side_filter, self.phase_filter):
            filters.addWidget(widget)
        filters.addStretch(1)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        self.setWidget(body)
        self.side_filter.currentIndexChanged.connect(self._filter_all)
        self.phase_filter.currentIndexChanged.connect(self._filter_all)
        self.list.itemClicked.connect(self._clicked)
        self._rows: list[tuple[str | None, str, str | None]] = []  # each row's side, phase and hex
        self.who: Callable[[str], str] | None = None  # names a unit id ("Rifle squad (a10)"): the window sets it

    def sync(self, events: Sequence[Mapping[str, Any]], units: Mapping[str, UnitState] | None = None) -> None:
        """Add the events not shown yet (all of them again if the list got shorter), told as a story
        (causes first, a summary after each segment: log_story.py)."""
        known = units or {}
        events = story(events, known)
        if len(events) < len(self._rows):
            self.list.clear()
            self._rows.clear()
        for event in events[len(self._rows):]:
            text = event_text(event, self.who)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            if event.get("kind") == "decision":
                item.setForeground(DECISION_COLOUR)
            self.list.addItem(item)
            phase = event.get("phase", "")
            self._rows.append((event_side(event, known), str(getattr(phase, "value", phase)), event_hex(event, known)))
            self.list.setRowHidden(self.list.count() - 1, not self._shown(len(self._rows) - 1))
        self.list.scrollToBottom()

    def _shown(self, row: int) -> bool:
        side, phase, _hex = self._rows[row]
        wanted_side, wanted_phase = self.side_filter.currentData(), self.phase_filter.currentData()
        return (wanted_side is None or side in (None, wanted_side)) and (wanted_phase is None or phase == wanted_phase)

    def _filter_all(self) -> None:
        for row in range(len(self._rows)):
            self.list.setRowHidden(row, not self._shown(row))
        self.list.scrollToBottom()

    def _clicked(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        where = self._rows[row][2] if 0 <= row < len(self._rows) else None
        if where is not None:
            self.hex_chosen.emit(where)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def shown_lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count()) if not self.list.isRowHidden(i)]
