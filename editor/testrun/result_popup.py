"""The attack result popup over the map, and the results marked on the map for a moment.

After every action the window hands the new events to `AttackResults.show_new`: each
attack the viewer may see (fog: no event naming a hidden unit) becomes a sheet in
the PC game's layout (result_tables.py), shown in a panel floating in the map's
top-right corner, and a short label on the hex it struck. Neither ever waits for the
player: the panel closes by itself after a few seconds (not while the mouse rests on
it), with its × button or Esc, and the "Attack results" check box under the map
turns it off; a game between two computers plays on underneath.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QEnterEvent, QFont, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGraphicsItemGroup,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.game.event_types import event_from_dict
from core.game.fog import fog_on, hidden_units
from core.game.state import UnitState
from editor.i18n import tr
from editor.testrun.board_scene import HEX_SIZE, BoardScene
from editor.testrun.describe import unit_namer
from editor.testrun.log_story import causes_first
from editor.testrun.result_tables import ResultSheet, sheets

CLOSE_AFTER_MS = 7000
MARK_MS = 2500
Z_MARK = 40.0
STRUCK, HARMLESS = QColor(190, 30, 30), QColor(70, 80, 95)


def sheet_html(sheet: ResultSheet) -> str:
    """One sheet as the popup's rich text: its title, then each section's rows in two columns."""
    e = html.escape
    parts = [f"<div style='font-size:11pt; font-weight:600; margin-bottom:4px'>{e(sheet.title)}</div>",
             "<table cellspacing='0' cellpadding='2' width='100%'>"]
    for heading, rows in sheet.sections:
        parts.append(f"<tr><td colspan='2' style='color:#6b4a12; font-weight:600; padding-top:6px; "
                     f"border-bottom:1px solid #c9b48a'>{e(heading)}</td></tr>")
        for label, value in rows:
            parts.append(f"<tr><td style='padding-left:8px'>{e(label)}</td>"
                         f"<td align='right' style='font-weight:600'>{e(value)}</td></tr>")
    if sheet.outcome:
        colour = "#9a1c1c" if sheet.struck else "#39424e"
        parts.append(f"<tr><td colspan='2' style='color:#6b4a12; font-weight:600; padding-top:6px; "
                     f"border-bottom:1px solid #c9b48a'>{e(tr('Outcome'))}</td></tr>")
        parts += [f"<tr><td colspan='2' style='padding-left:8px; color:{colour}; font-weight:600'>{e(line)}</td></tr>"
                  for line in sheet.outcome]
    parts.append("</table>")
    return "".join(parts)


class ResultPopup(QFrame):
    """The panel: table name in its title bar, the sheets below, a × to close."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("attack_result_popup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#attack_result_popup { background: #fbf6e9; border: 2px solid #6b4a12; border-radius: 6px; }"
                           "#result_title { background: #6b4a12; color: white; padding: 5px 8px; font-weight: 600; }"
                           "#result_hint { color: #6f6a5e; padding: 2px 8px 4px 8px; }")
        self.title = QLabel()
        self.title.setObjectName("result_title")
        self.close_button = QToolButton()
        self.close_button.setObjectName("result_close")
        self.close_button.setText("×")
        self.close_button.setToolTip(tr("Close (Esc)"))
        self.close_button.setAutoRaise(True)
        self.close_button.setStyleSheet("QToolButton { color: white; font-size: 14pt; padding: 0 6px; }")
        self.body = QLabel()
        self.body.setObjectName("result_body")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setContentsMargins(8, 4, 8, 4)
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setStyleSheet("QScrollArea, #result_body { background: transparent; }")
        hint = QLabel(tr("Closes by itself · Esc or × to close now"))
        hint.setObjectName("result_hint")
        font = QFont(hint.font())
        font.setPointSizeF(font.pointSizeF() * 0.85)
        hint.setFont(font)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(0)
        title_bar = QWidget()
        title_bar.setStyleSheet("background: #6b4a12;")
        title_bar.setLayout(top)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(title_bar)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(hint)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.close_button.clicked.connect(self.hide)
        self.sheets: list[ResultSheet] = []
        self.hide()

    def show_sheets(self, shown: Sequence[ResultSheet], close_after_ms: int = CLOSE_AFTER_MS) -> None:
        self.sheets = list(shown)
        tables = list(dict.fromkeys(s.table for s in shown))
        self.title.setText(" · ".join(tables))
        self.body.setText("<hr>".join(sheet_html(s) for s in shown))
        self.place()
        self.show()
        self.raise_()
        self.timer.start(close_after_ms)

    def place(self) -> None:
        """Top-right corner of the map, as tall as its text needs (at most most of the map)."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = 360
        self.body.setFixedWidth(width - 4)
        wanted = self.body.heightForWidth(width - 4) + 70
        height = max(120, min(wanted, parent.height() - 24))
        self.setGeometry(parent.width() - width - 22, 10, width, height)

    def enterEvent(self, event: QEnterEvent) -> None:
        self.timer.stop()  # reading it: it stays
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self.isVisible():
            self.timer.start(CLOSE_AFTER_MS // 2)
        super().leaveEvent(event)


def mark_hex(scene: BoardScene, hex_name: str, text: str, struck: bool, ms: int = MARK_MS) -> QGraphicsItemGroup:
    """A short label on the hex for a moment: what the attack did there."""
    label = QGraphicsSimpleTextItem(text)
    font = QFont()
    font.setPixelSize(int(HEX_SIZE * 0.3))
    font.setBold(True)
    label.setFont(font)
    label.setBrush(QBrush(QColor("white")))
    box = label.boundingRect().adjusted(-6, -3, 6, 3)
    centre = scene.centre_of(hex_name)
    back = QGraphicsRectItem(box)
    back.setBrush(QBrush(STRUCK if struck else HARMLESS))
    back.setPen(QPen(QColor("white"), 2))
    group = QGraphicsItemGroup()
    group.addToGroup(back)
    group.addToGroup(label)
    group.setPos(centre - QPointF(box.width() / 2, HEX_SIZE * 0.55))
    group.setZValue(Z_MARK)
    group.setData(0, hex_name)
    group.setToolTip(text)
    scene.addItem(group)
    QTimer.singleShot(ms, scene, lambda: scene.removeItem(group) if group.scene() is scene else None)
    return group


class AttackResults(QObject):
    """The window's attack results: the popup, the marks and the check box that turns them off."""

    def __init__(self, scene: BoardScene, view: QWidget, bar_layout: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene, self.view = scene, view
        self.popup = ResultPopup(view)
        self.toggle = QCheckBox(tr("Attack results"))
        self.toggle.setObjectName("attack_results_toggle")
        self.toggle.setToolTip(tr("Show each attack's table, dice, modifiers and outcome in a panel over the map"))
        self.toggle.setChecked(True)
        self.toggle.toggled.connect(lambda on: None if on else self.popup.hide())
        bar_layout.insertWidget(max(bar_layout.count() - 3, 0), self.toggle)
        self.marks: list[QGraphicsItemGroup] = []
        self.close_after_ms = CLOSE_AFTER_MS
        self.shown = 0  # attacks popped up so far
        view.installEventFilter(self)

    def show_new(self, events: Sequence[Mapping[str, Any]], units: Mapping[str, UnitState], hidden: set[str],
                 who: Callable[[str], str]) -> list[ResultSheet]:
        """The attacks among an action's new events that the viewer may see, popped up and marked."""
        typed = causes_first([event_from_dict(e, strict=False) for e in events])
        seen = [e for e in typed if not (e.mentions()[0] & hidden)]
        found = sheets(seen, who)
        if not found:
            return []
        self.marks = [m for m in self.marks if m.scene() is self.scene]
        for sheet in found:
            where = sheet.hex or (units[sheet.unit].hex if sheet.unit is not None and sheet.unit in units else None)
            if where:
                self.marks.append(mark_hex(self.scene, where, sheet.label, sheet.struck))
        if self.toggle.isChecked():
            self.shown += len(found)
            # laid out once the action's own redraw is done: two short waits of the GUI, not one long one
            QTimer.singleShot(0, self.popup, lambda: self._pop(found))
        return found

    def _pop(self, found: list[ResultSheet]) -> None:
        if self.view.isVisible() and self.toggle.isChecked():  # not once the map is handed over (hotseat fog)
            self.popup.show_sheets(found, self.close_after_ms)

    def after_step(self, window: Any, events: Sequence[Mapping[str, Any]]) -> list[ResultSheet]:
        """`show_new` for the test-run window's game, as its viewer may see it."""
        viewer = window.viewer()
        fogged = viewer is not None and fog_on(window.game)
        hidden = hidden_units(window.game, window.state, viewer) if fogged else set()
        shown = [i for i in window.state.units if i not in hidden]
        return self.show_new(events, window.state.units, hidden, unit_namer(window.game, window.state, shown))

    def clear(self) -> None:
        """Nothing of the last results left: the map is handed to the other player (hotseat)."""
        self.popup.hide()
        for mark in self.marks:
            if mark.scene() is self.scene:
                self.scene.removeItem(mark)
        self.marks = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Hide:
            self.clear()
        if watched is self.view and self.popup.isVisible():
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape:
                self.popup.hide()  # and Esc still does what it does on the map (leave a replay, drop the selection)
            if event.type() == QEvent.Type.Resize:
                self.popup.place()
        return False
