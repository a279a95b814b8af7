"""Edits of the special scenario rules (4.3): add one, change one, remove one, each a new Scenario.

Hex names are filed as the scenario's boards name them (edit_hex), as every other edit does.
"""

from __future__ import annotations

from dataclasses import replace

from core.scenario.errors import EditError
from core.scenario.hex_names import edit_hex
from core.scenario.model import Scenario
from core.scenario.special_rules import SpecialRule, rule_hexes, with_hexes


class NoSuchRuleError(EditError):
    """The scenario has no special rule at that place."""


def _filed(scenario: Scenario, rule: SpecialRule) -> SpecialRule:
    names: list[str] = []
    for name in rule_hexes(rule):
        filed = edit_hex(scenario, name.strip())
        if filed and filed not in names:
            names.append(filed)
    return with_hexes(rule, tuple(names))


def add_rule(scenario: Scenario, rule: SpecialRule) -> Scenario:
    return replace(scenario, special_rules=(*scenario.special_rules, _filed(scenario, rule)))


def set_rule(scenario: Scenario, index: int, rule: SpecialRule) -> Scenario:
    rules = list(scenario.special_rules)
    if not 0 <= index < len(rules):
        raise NoSuchRuleError(f"there is no special rule {index + 1}")
    rules[index] = _filed(scenario, rule)
    return replace(scenario, special_rules=tuple(rules))


def remove_rule(scenario: Scenario, index: int) -> Scenario:
    rules = list(scenario.special_rules)
    if not 0 <= index < len(rules):
        raise NoSuchRuleError(f"there is no special rule {index + 1}")
    del rules[index]
    return replace(scenario, special_rules=tuple(rules))
