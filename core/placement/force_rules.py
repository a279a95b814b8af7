"""What a scenario needs besides well-placed pieces: a force on each side.

Kept apart from the placement rules (`violations`), which judge each piece where
it stands and are tried piece by piece on scenarios with one side only; these
judge the scenario as a whole. `core.placement.problems` lists both, and that is
what export, import, `vvs validate` and the editor's Problems panel go by.
"""

from __future__ import annotations

from core.placement.context import Report
from core.scenario import Scenario


def check(scenario: Scenario, report: Report) -> None:
    """A side with no unit at all, on the map or in a reinforcement group, leaves nothing to play: the
    game would be over before its first move. Loose weapons and fortifications are not a force."""
    for side_name, side in scenario.sides():
        if not any(stack.units for stack in side.stacks) and not any(group.units for group in side.reinforcements):
            report.add("side.no-units", None, "the {side} side has no units: place some on the map or bring them in a "
                       "reinforcement group", side=side_name)
