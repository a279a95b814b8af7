"""The Special rules dock: the scenario's typed special rules (4.3), each added, edited and removed.

Top: the rules, each said as a sentence (words.py). Below: the kind of rule to add
and the Add and Remove buttons. Bottom: the selected rule's fields (form.py). Every
change is one undo command (editor/commands/set_special_rules.py) and the dock redraws
from the document after each, undo included; the feature tints the selected rule's
hexes on the map. The free-text briefing (Scenario details) stays for everything else.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.scenario import Scenario
from core.scenario.errors import EditError
from core.scenario.special_rules import KINDS, EntryHexes, Hold, ReinforcementTrigger, SpecialRule, rule_hexes, with_hexes
from editor.commands.set_special_rules import AddSpecialRule, RemoveSpecialRule, SetSpecialRule
from editor.document import Change, ScenarioDocument, follow_changes
from editor.i18n import tr
from editor.special_rules.form import RuleForm
from editor.special_rules.words import describe, kind_name


def default_rule(kind: str, scenario: Scenario) -> SpecialRule:
    """A new rule of `kind`, filled in from the scenario where it can be (the defender held, the
    side that has reinforcements, its first group)."""
    rule = KINDS[kind]()
    if isinstance(rule, Hold):
        return Hold(side="axis" if scenario.attacker == "allied" else "allied", until_turn=min(3, scenario.turns))  # the defender
    groups = [(name, g) for name, side in scenario.sides() for g in side.reinforcements]
    if isinstance(rule, EntryHexes) and groups:
        return EntryHexes(side=groups[0][0])
    if isinstance(rule, ReinforcementTrigger) and groups:
        name, group = groups[0]
        return ReinforcementTrigger(side=name, turn=group.turn, edge=group.edge)
    return rule


class SpecialRulesDock(QDockWidget):
    message = Signal(str)
    rule_shown = Signal(object)  # the selected SpecialRule, or None
    pick_requested = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Special rules"), parent)
        self.setObjectName("special_rules")
        self.document: ScenarioDocument | None = None
        self.list = QListWidget()
        self.list.setObjectName("special_rules_list")
        self.list.setWordWrap(True)
        self.kind = QComboBox()
        self.kind.setObjectName("special_rule_kind")
        for kind in KINDS:
            self.kind.addItem(kind_name(kind), kind)
        self.add = QPushButton(tr("Add rule"))
        self.add.setObjectName("add_special_rule")
        self.add.setToolTip(tr("Add a special rule of the kind chosen beside"))
        self.remove = QPushButton(tr("Remove rule"))
        self.remove.setObjectName("remove_special_rule")
        self.form = RuleForm()
        self.note = QLabel(tr("Anything these rules cannot say belongs in the briefing (Scenario details)."))
        self.note.setWordWrap(True)
        self.setWidget(self._layout())
        self.list.currentRowChanged.connect(lambda _row: self._selected())
        self.add.clicked.connect(lambda _checked=False: self.add_rule())
        self.remove.clicked.connect(lambda _checked=False: self.remove_rule())
        self.form.edited.connect(self.set_rule)
        self.form.pick_requested.connect(self.pick_requested.emit)
        self.refresh()

    def _layout(self) -> QWidget:
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list, 1)
        adding = QHBoxLayout()
        adding.addWidget(self.kind, 1)
        adding.addWidget(self.add)
        adding.addWidget(self.remove)
        layout.addLayout(adding)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        return body

    # --- the document ----------------------------------------------------------------------

    def set_document(self, document: ScenarioDocument | None) -> None:
        follow_changes(self.document, document, self._changed)
        self.document = document
        self.refresh(0)

    def _changed(self, _change: Change) -> None:
        self.refresh()

    def refresh(self, row: int | None = None) -> None:
        document = self.document
        self.widget().setEnabled(document is not None)
        keep = self.list.currentRow() if row is None else row
        rules = document.scenario.special_rules if document is not None else ()
        self.list.blockSignals(True)
        self.list.clear()
        for number, rule in enumerate(rules, start=1):
            item = QListWidgetItem(f"{number}. {describe(rule)}")
            item.setData(Qt.ItemDataRole.UserRole, number - 1)
            self.list.addItem(item)
        self.list.setCurrentRow(min(max(keep, 0), len(rules) - 1) if rules else -1)
        self.list.blockSignals(False)
        self._selected()

    # --- what is selected ----------------------------------------------------------------------

    def current_index(self) -> int | None:
        row = self.list.currentRow()
        return row if self.document is not None and 0 <= row < len(self.document.scenario.special_rules) else None

    def current_rule(self) -> SpecialRule | None:
        index = self.current_index()
        return self.document.scenario.special_rules[index] if index is not None and self.document is not None else None

    def _selected(self) -> None:
        rule = self.current_rule()
        turns = self.document.scenario.turns if self.document is not None else 1
        self.form.show_rule(rule, turns)
        self.remove.setEnabled(rule is not None)
        self.rule_shown.emit(rule)

    # --- edits ---------------------------------------------------------------------------------

    def _push(self, command: QUndoCommand) -> None:
        if self.document is not None and getattr(command, "after", None) != self.document.scenario:
            self.document.push(command)

    def add_rule(self) -> None:
        document = self.document
        if document is None:
            return
        self._push(AddSpecialRule(document, default_rule(str(self.kind.currentData()), document.scenario)))
        self.list.setCurrentRow(len(document.scenario.special_rules) - 1)

    def remove_rule(self) -> None:
        index = self.current_index()
        if index is not None and self.document is not None:
            self._push(RemoveSpecialRule(self.document, index))

    def set_rule(self, rule: SpecialRule) -> None:
        index = self.current_index()
        if index is None or self.document is None:
            return
        document = self.document
        rule = with_hexes(rule, tuple(document.hex_name(h) or h for h in rule_hexes(rule)))  # b7:c3 -> b7:C3, a seam's one name
        try:
            self._push(SetSpecialRule(document, index, rule))
        except EditError as error:
            self.message.emit(str(error))
            self.refresh()

    def toggle_hex(self, hex_name: str) -> None:
        """A hex clicked while picking: in the selected rule's hexes if it was not, out if it was."""
        rule = self.current_rule()
        if rule is None:
            return
        hexes = rule_hexes(rule)
        self.set_rule(with_hexes(rule, tuple(h for h in hexes if h != hex_name) if hex_name in hexes else (*hexes, hex_name)))
