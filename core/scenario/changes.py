"""What an edit touched: the hexes whose contents differ between two scenarios, so a view redraws only those."""

from __future__ import annotations

from typing import Any

from core.scenario.model import Fortification, Objective, Scenario, SmokeMarker


def map_markers(scenario: Scenario) -> tuple[Fortification | Objective | SmokeMarker, ...]:
    """Every fortification, objective and smoke marker: the things placed in a hex that are not units."""
    return (*scenario.fortifications, *scenario.objectives, *scenario.smoke)


def hex_contents(scenario: Scenario) -> dict[str, tuple[Any, ...]]:
    """Everything drawn in each hex, so two scenarios can be compared hex by hex."""
    contents: dict[str, list[Any]] = {}
    for side_name, side in scenario.sides():
        for stack in side.stacks:
            contents.setdefault(stack.hex, []).append((side_name, stack))
    for item in map_markers(scenario):
        contents.setdefault(item.hex, []).append(item)
    for hex_name in scenario.victory.exit_hexes:
        contents.setdefault(hex_name, []).append("exit")
    return {name: tuple(items) for name, items in contents.items()}


def changed_hexes(before: Scenario, after: Scenario) -> frozenset[str]:
    """Names of the hexes whose contents differ, so a view redraws only those."""
    old, new = hex_contents(before), hex_contents(after)
    return frozenset(name for name in old.keys() | new.keys() if old.get(name) != new.get(name))
