"""Add, change or remove a special scenario rule (4.3): one undo step each.

Changing one field of a rule again and again (the turn box stepped up three times,
a hex picked on the map and then another) merges into one undo step, as the
reinforcement turn does; a change of another field is a step of its own.
"""

from __future__ import annotations

from dataclasses import fields

from PySide6.QtGui import QUndoCommand

from core.scenario.edit_special_rules import add_rule, remove_rule, set_rule
from core.scenario.special_rules import SpecialRule
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.special_rules.words import kind_name

SET_SPECIAL_RULE_ID = 1201


class AddSpecialRule(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, rule: SpecialRule) -> None:
        super().__init__(document, add_rule(document.scenario, rule),
                         tr("Add special rule: {kind}").format(kind=kind_name(rule.KIND)))


class RemoveSpecialRule(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, index: int) -> None:
        kind = document.scenario.special_rules[index].KIND if 0 <= index < len(document.scenario.special_rules) else ""
        super().__init__(document, remove_rule(document.scenario, index),
                         tr("Remove special rule: {kind}").format(kind=kind_name(kind) if kind else "?"))


class SetSpecialRule(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, index: int, rule: SpecialRule) -> None:
        before = document.scenario.special_rules[index] if 0 <= index < len(document.scenario.special_rules) else None
        super().__init__(document, set_rule(document.scenario, index, rule),
                         tr("Change special rule: {kind}").format(kind=kind_name(rule.KIND)))
        self.key = (index, type(rule), tuple(f.name for f in fields(rule) if getattr(before, f.name, None) != getattr(rule, f.name)))

    def id(self) -> int:
        return SET_SPECIAL_RULE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetSpecialRule) or other.key != self.key:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)
        return True
