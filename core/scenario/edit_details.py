"""Pure edits of what is not drawn in a hex: a new scenario, its boards, its plain fields and its sides'."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any

from core.scenario.errors import EditError, UnknownDetailError
from core.scenario.hex_names import edit_hexes
from core.scenario.model import BoardRef, Scenario, SideSetup
from core.scenario.query import check_side

SIDE_DETAILS = frozenset(f.name for f in fields(SideSetup)) - {"stacks", "reinforcements"}
SCENARIO_DETAILS = frozenset(f.name for f in fields(Scenario)) - {
    "boards", "allied", "axis", "fortifications", "objectives", "smoke"}


def new_scenario(boards: Sequence[BoardRef], title: str = "New scenario",
                 allied_nationality: str = "us", axis_nationality: str = "ger") -> Scenario:
    """An empty scenario on the given boards, left to right."""
    if not boards:
        raise EditError("a scenario needs at least one board")
    return Scenario(title=title, boards=tuple(boards),
                    allied=SideSetup(allied_nationality), axis=SideSetup(axis_nationality))


def set_details(scenario: Scenario, **changes: Any) -> Scenario:
    """Change plain scenario fields (title, type, turns, victory, weather ...)."""
    unknown = set(changes) - SCENARIO_DETAILS
    if unknown:
        raise UnknownDetailError(f"not a scenario detail: {', '.join(sorted(unknown))}")
    return replace(scenario, **changes)


def set_side_details(scenario: Scenario, side: str, **changes: Any) -> Scenario:
    """Change plain side fields (nationality, half squads, smoke factors, fire support ...)."""
    check_side(side)
    unknown = set(changes) - SIDE_DETAILS
    if unknown:
        raise UnknownDetailError(f"not a side detail: {', '.join(sorted(unknown))}")
    return scenario.with_side(side, replace(scenario.side(side), **changes))


def set_boards(scenario: Scenario, boards: Sequence[BoardRef]) -> Scenario:
    """A new board arrangement; pieces keep their hex names (the checks flag any now off the map).

    A piece on a seam that the new arrangement names from the other board takes that name.
    """
    if not boards:
        raise EditError("a scenario needs at least one board")
    return edit_hexes(replace(scenario, boards=tuple(boards)))
