"""The selected special rule's fields: one widget per field of its kind, each change a new rule.

The form is rebuilt only when another kind of rule is shown; a change from the
document (undo, a hex picked on the map) sets the widgets' values in place, so
the box being typed or stepped in keeps its focus.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from core.boards.battlefield import EDGES
from core.scenario.special_rules import BOTH, NoSmoke, SpecialRule
from core.terrain import catalogue
from editor.core_text import data_name
from editor.i18n import tr, tr_noop
from editor.special_rules.words import side_name

LABELS = {
    "side": tr_noop("Side"), "hexes": tr_noop("Hexes"), "from_turn": tr_noop("From turn"), "to_turn": tr_noop("To turn"),
    "until_turn": tr_noop("Held until turn"), "until_fired_upon": tr_noop("Until fired upon"), "turn": tr_noop("Group's turn"),
    "edge": tr_noop("Group's edge"), "latest_turn": tr_noop("At the latest on turn"), "terrain": tr_noop("Terrain"),
    "elevation": tr_noop("Level"), "source": tr_noop("Hexside"), "target": tr_noop("Counts as"), "rally": tr_noop("Rally number"),
    "fire": tr_noop("AP fire roll"), "sight": tr_noop("Sight (hexes)"),
}
OPTIONAL_TURNS = ("to_turn", "until_turn", "latest_turn")
"""Turn fields that may be left empty (None): the spin box's lowest value reads "none"."""
TURNS = ("from_turn", "turn", *OPTIONAL_TURNS)
UNCHANGED = -1
MAX_LEVEL = 9  # as the schema allows (a board's own levels may run higher than the shipped 0-2)


class RuleForm(QWidget):
    edited = Signal(object)  # the new SpecialRule
    pick_requested = Signal(bool)  # the "Pick on map" button's new state

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 4, 0, 0)
        self.rule: SpecialRule | None = None
        self.widgets: dict[str, QWidget] = {}
        self.pick: QPushButton | None = None
        self._filling = False

    def show_rule(self, rule: SpecialRule | None, turns: int) -> None:
        rebuild = self.rule is None or rule is None or type(rule) is not type(self.rule)
        self.rule = rule
        if rebuild:
            self._build(rule, turns)
        self._fill(rule, turns)

    # --- building -------------------------------------------------------------------------------

    def _build(self, rule: SpecialRule | None, turns: int) -> None:
        while self.layout_.rowCount():
            self.layout_.removeRow(0)
        self.widgets, self.pick = {}, None
        if rule is None:
            return
        for f in fields(rule):
            widget = self._widget(f.name, rule, turns)
            widget.setObjectName(f"rule_{f.name}")
            self.widgets[f.name] = widget
            self.layout_.addRow(tr(LABELS[f.name]), self._with_pick(widget) if f.name == "hexes" else widget)

    def _widget(self, name: str, rule: SpecialRule, turns: int) -> QWidget:
        if name == "hexes":
            line = QLineEdit()
            line.setPlaceholderText(tr("e.g. b2:C3, b2:D4"))
            line.setToolTip(tr("Hex names separated by commas; or press Pick on map and click hexes"))
            line.editingFinished.connect(lambda: self._emit(name, _hexes(line.text())))
            return line
        if name in TURNS or name in ("rally", "fire", "elevation", "sight"):
            return self._spin(name, turns)
        if name == "until_fired_upon":
            box = QCheckBox()
            box.toggled.connect(lambda checked: self._emit(name, bool(checked)))
            return box
        return self._combo(name, rule)

    def _spin(self, name: str, turns: int) -> QSpinBox:
        spin = QSpinBox()
        if name in TURNS:
            spin.setRange(0 if name in OPTIONAL_TURNS else 1, max(turns, 1))
            if name in OPTIONAL_TURNS:
                spin.setSpecialValueText(tr("none"))
        elif name == "sight":
            spin.setRange(1, 20)  # as the schema allows
            spin.setToolTip(tr("The longest line of sight in hexes while the rule is in force"))
        elif name == "elevation":
            spin.setRange(UNCHANGED, MAX_LEVEL)
            spin.setSpecialValueText(tr("unchanged"))
        else:
            spin.setRange(-6, 6)
        spin.valueChanged.connect(lambda value: self._emit(name, _spin_value(name, int(value))))
        return spin

    def _combo(self, name: str, rule: SpecialRule) -> QComboBox:
        combo = QComboBox()
        for text, data in _choices(name, rule):
            combo.addItem(text, data)
        combo.currentIndexChanged.connect(lambda index: self._emit(name, combo.itemData(index)))
        return combo

    def _with_pick(self, line: QWidget) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(line, 1)
        self.pick = QPushButton(tr("Pick on map"))
        self.pick.setObjectName("rule_pick_hexes")
        self.pick.setCheckable(True)
        self.pick.setToolTip(tr("Click hexes on the map to add or remove them; right click or Esc to stop"))
        self.pick.toggled.connect(lambda checked: self.pick_requested.emit(bool(checked)))
        layout.addWidget(self.pick)
        return row

    # --- values ---------------------------------------------------------------------------------

    def _fill(self, rule: SpecialRule | None, turns: int) -> None:
        if rule is None:
            return
        self._filling = True
        try:
            for name, widget in self.widgets.items():
                _set_value(widget, name, getattr(rule, name), turns)
        finally:
            self._filling = False

    def _emit(self, name: str, value: Any) -> None:
        if self._filling or self.rule is None or getattr(self.rule, name) == value:
            return
        self.edited.emit(replace(self.rule, **{name: value}))


def _choices(name: str, rule: SpecialRule) -> list[tuple[str, Any]]:
    known = catalogue()
    if name == "side":
        sides = ["allied", "axis"] + ([BOTH] if isinstance(rule, NoSmoke) else [])
        return [(side_name(s), s) for s in sides]
    if name == "edge":
        return [(tr(e), e) for e in EDGES]
    if name in ("source", "target"):
        return [(data_name(f.name), f.id) for f in known.hexside_features.values()]
    return [(tr("unchanged"), None)] + [(data_name(t.name), t.id) for t in known.terrain.values()]  # terrain


def _set_value(widget: QWidget, name: str, value: Any, turns: int) -> None:
    if isinstance(widget, QLineEdit):
        text = ", ".join(value)
        if widget.text() != text:
            widget.setText(text)
    elif isinstance(widget, QSpinBox):
        if name in TURNS:
            widget.setMaximum(max(turns, value or 1, 1))
        widget.setValue(UNCHANGED if name == "elevation" and value is None else (0 if value is None else int(value)))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        index = widget.findData(value)
        widget.setCurrentIndex(index if index >= 0 else 0)


def _spin_value(name: str, value: int) -> int | None:
    if name in OPTIONAL_TURNS:
        return value or None
    if name == "elevation":
        return None if value == UNCHANGED else value
    return value


def _hexes(text: str) -> tuple[str, ...]:
    names = [part.strip() for part in text.replace(";", ",").replace(" ", ",").split(",")]
    return tuple(dict.fromkeys(n for n in names if n))
