"""Placement rules about reinforcement groups: when and where they come on (6.10).

A group names its turn and its map edge (the file keeps an edge, not hexes: the
engine lets a group enter onto any hex of that edge, core/game/reinforcements.py).
What can go wrong with that is a turn the scenario never reaches and an edge
that is not one of the battlefield's four. An edge closed to a group cannot
happen: every edge reaches a corner of the half-hex edge columns, which the
board rules keep open ground (docs/boards.md, "The edge rule"), so each edge has
a hex every unit may enter. The units themselves (nation, half squads, portage)
are checked with every other unit in core/placement/unit_rules.py.
"""

from __future__ import annotations

from core.boards.battlefield import EDGES
from core.placement.context import Report
from core.scenario import Reinforcement, Scenario

SECTION = "6.10"


def group_label(side_name: str, group: Reinforcement) -> str:
    """How every problem of a group names it: it has no hex to point at."""
    return f"{side_name} reinforcements, turn {group.turn}, {group.edge} edge"


def check_group(side_name: str, group: Reinforcement, scenario: Scenario, report: Report) -> None:
    label = group_label(side_name, group)
    if group.turn > scenario.turns:
        report.add("reinforcement.turn", None, "{group}: due on turn {turn} of a {turns}-turn scenario, they never arrive", SECTION,
                   group=label, turn=group.turn, turns=scenario.turns)
    if group.edge not in EDGES:
        report.add("reinforcement.edge", None, "{group}: {edge} is not a map edge; they come on from the north, east, south or west edge", SECTION,
                   group=label, edge=repr(group.edge))
