"""The event log dock: every event of the game as a readable line, the computer's reasons too.

The window hands it, at every refresh, the events the viewing side may know of as that
side reads them (editor.testrun.fog_filter); the list is rebuilt when that is not the list
shown plus new lines (a hand-over, a unit gone out of sight), else only new lines are added. Two filters
keep one side's or one phase's events; a click on an event names its hex (the
window centres the map on it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.game.state import UnitState
from core.sides import Side
from editor.i18n import tr
from editor.testrun.describe import PHASE_NAMES, SIDE_NAMES, event_text, side_name, unit_namer
from editor.testrun.fog_filter import events_for
from editor.testrun.log_story import story

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

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
        self._keys: list[dict[str, Any]] | None = None  # under fog: each row's event as shown, to see what changed

    def sync(self, events: Sequence[Mapping[str, Any]], units: Mapping[str, UnitState] | None = None,
             viewed: bool = False) -> None:
        """Show these events told as a story (causes first, a summary after each segment:
        log_story.py). Without fog the game's own growing list is told on and only new lines are
        added (all again if the list got shorter). A viewer's list (`viewed`: the events one side
        may read, editor.testrun.fog_filter) is compared with the rows shown and rebuilt whenever
        it is not those plus new lines at the end: a hand-over, a unit gone out of sight, a
        reason rewritten."""
        known = units or {}
        told = story(events, known)
        keys = [e.to_dict() for e in told] if viewed else None
        if (keys is None) != (self._keys is None) or len(told) < len(self._rows) or (
                keys is not None and self._keys is not None and keys[:len(self._keys)] != self._keys):
            self.list.clear()
            self._rows.clear()
        added = len(told) > len(self._rows)
        for event in told[len(self._rows):]:
            text = event_text(event, self.who)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            if event.get("kind") == "decision":
                item.setForeground(DECISION_COLOUR)
            self.list.addItem(item)
            phase = event.get("phase", "")
            self._rows.append((event_side(event, known), str(getattr(phase, "value", phase)), event_hex(event, known)))
            self.list.setRowHidden(self.list.count() - 1, not self._shown(len(self._rows) - 1))
        if added:
            self.list.scrollToBottom()
        self._keys = keys

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


def show_told(window: TestRunWindow, viewer: Side | None) -> None:
    """The log and the reason line rebuilt as `viewer` may read them (editor.testrun.fog_filter):
    the events hidden from that side when they happened or now are left out, the reason line is
    the last decision it may read, or empty."""
    w = window
    w.told.note(w.game, w.state)
    sight = w.told.sight(w.game, w.state, viewer)
    events: Sequence[Mapping[str, Any]] = [e for _i, e in events_for(w.state.events, sight)] if sight.fogged else w.state.events
    shown_units = {i: u for i, u in w.state.units.items() if i not in sight.units} if sight.units else w.state.units
    w.log.who = unit_namer(w.game, w.state, shown_units)
    w.log.sync(events, shown_units, viewed=sight.fogged)
    popup = w.results.popup  # an attack result about a unit that has since gone out of sight goes too
    if popup.isVisible() and sight.hides_text(popup.body.text()):
        popup.hide()
    last = next((e for e in reversed(events) if e.get("kind") == "decision"), None)
    w.reason.setText(tr("{side} (computer): {reason}").format(side=side_name(str(last["side"])), reason=last["reason"])
                     if last is not None else "")


def tell_nothing(window: TestRunWindow) -> None:
    """The hand-over page: the log, the reason line, the choices, the selection and the unit
    popup emptied or closed, so nothing of the last player's view stays, even in a hidden widget
    or one that would show again with the map."""
    w = window
    w.log.sync([], viewed=True)
    w.reason.clear()
    w.choices.show_stack([])
    w.choices.show_actions(w.game, w.state, [], None)
    w.choices.contents.clear()
    w.scene.select_hex(None)
    popup = w.aids.unit_select.popup
    if not popup.isHidden():  # hidden with the map already, but it would come back with it
        popup.hide()
        popup.closed.emit()
