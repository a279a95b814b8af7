"""What is wrong with a scenario: every placement rule, all problems at once.

`violations(scenario)` never stops at the first problem and never changes the
scenario. The package is layered: core/placement/context.py at the bottom
(Violation, Context, Report), the rules above it in unit_rules.py (catalogue,
order of battle, facing, portage, transport), reinforcement_rules.py
(a group's turn and edge), hex_rules.py (stacking,
fortification occupants, terrain) and map_rules.py (fortification
placement, smoke, objectives, exits, expendables), rule_checks.py (the special
scenario rules' hexes, turns and groups), tunnel_rules.py (caves and their
tunnels), and `violations()` here on
top; nothing below imports what is above it. `problems()` adds what the
scenario as a whole needs (force_rules.py: a force on each side): the list
export, import, `vvs validate` and the editor go by.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.boards.battlefield import BattlefieldError
from core.placement import force_rules, map_rules, rule_checks, tunnel_rules, unit_rules
from core.placement.context import Context, Report, Violation, context_for
from core.scenario import Scenario

__all__ = ["Context", "Report", "Violation", "codes", "context_for", "problems", "violations"]


def violations(scenario: Scenario, context: Context | None = None) -> list[Violation]:
    """Every problem of a scenario, in a stable order (by hex, then code)."""
    if context is None:
        try:
            context = context_for(scenario)
        except BattlefieldError as error:
            return [Violation("battlefield.boards", None, str(error), "2.1")]
    report = Report()
    unit_rules.check(scenario, context, report)
    map_rules.check(scenario, context, report)
    rule_checks.check(scenario, context, report)
    tunnel_rules.check(scenario, context, report)
    return sorted(set(report.items), key=lambda v: (v.hex or v.json_path or "", v.code, v.message))


def problems(scenario: Scenario, context: Context | None = None) -> list[Violation]:
    """The placement violations and what the scenario as a whole lacks (a side with no units)."""
    report = Report()
    force_rules.check(scenario, report)
    return sorted(set(violations(scenario, context)) | set(report.items),
                  key=lambda v: (v.hex or v.json_path or "", v.code, v.message))


def codes(items: Iterable[Violation]) -> list[str]:
    return sorted({v.code for v in items})
