"""Pure edits of what is placed in a hex besides units: fortifications, objectives, smoke, exit hexes.

Like every edit in core.scenario, each takes a Scenario and returns a new one
and leaves the placement rules to core.placement.
"""

from __future__ import annotations

from dataclasses import replace

from core.scenario.edit_units import DEFAULT_FACING
from core.scenario.errors import EditError
from core.scenario.hex_names import edit_hex
from core.scenario.model import Fortification, Objective, Scenario, SmokeMarker
from core.scenario.query import check_side


def add_fortification(scenario: Scenario, hex_name: str, fortification_type: str, side: str,
                      facing: int | None = None, hidden: bool = False) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    check_side(side)
    item = Fortification(hex_name, fortification_type, side, None if facing is None else facing % 6, hidden)
    return replace(scenario, fortifications=scenario.fortifications + (item,))


def remove_fortification(scenario: Scenario, hex_name: str, fortification_type: str | None = None) -> Scenario:
    """Remove the hex's fortifications (only those of one type, if given)."""
    hex_name = edit_hex(scenario, hex_name)
    kept = tuple(f for f in scenario.fortifications
                 if not (f.hex == hex_name and fortification_type in (None, f.type)))
    if len(kept) == len(scenario.fortifications):
        raise EditError(f"there is no fortification in {hex_name}")
    return replace(scenario, fortifications=kept)


def rotate_fortification(scenario: Scenario, hex_name: str, steps: int = 1) -> Scenario:
    """Turn a bunker's forward arc (19.5) by `steps` hexsides; unfaced ones get DEFAULT_FACING first."""
    hex_name = edit_hex(scenario, hex_name)
    found = [f for f in scenario.fortifications if f.hex == hex_name]
    if not found:
        raise EditError(f"there is no fortification in {hex_name}")
    turned = tuple(
        replace(f, facing=((DEFAULT_FACING if f.facing is None else f.facing) + steps) % 6) if f.hex == hex_name else f
        for f in scenario.fortifications)
    return replace(scenario, fortifications=turned)


def set_objective(scenario: Scenario, hex_name: str, owner: str) -> Scenario:
    """An objective in the hex flying `owner`'s flag (replacing any there)."""
    hex_name = edit_hex(scenario, hex_name)
    check_side(owner)
    others = tuple(o for o in scenario.objectives if o.hex != hex_name)
    return replace(scenario, objectives=others + (Objective(hex_name, owner),))


def remove_objective(scenario: Scenario, hex_name: str) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    kept = tuple(o for o in scenario.objectives if o.hex != hex_name)
    if len(kept) == len(scenario.objectives):
        raise EditError(f"there is no objective in {hex_name}")
    return replace(scenario, objectives=kept)


def set_smoke(scenario: Scenario, hex_name: str, level: int) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    if level not in (1, 2):
        raise EditError(f"smoke level must be 1 or 2, not {level}")
    others = tuple(s for s in scenario.smoke if s.hex != hex_name)
    return replace(scenario, smoke=others + (SmokeMarker(hex_name, level),))


def remove_smoke(scenario: Scenario, hex_name: str) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    kept = tuple(s for s in scenario.smoke if s.hex != hex_name)
    if len(kept) == len(scenario.smoke):
        raise EditError(f"there is no smoke in {hex_name}")
    return replace(scenario, smoke=kept)


def add_exit_hex(scenario: Scenario, hex_name: str) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    if hex_name in scenario.victory.exit_hexes:
        return scenario
    victory = replace(scenario.victory, exit_hexes=scenario.victory.exit_hexes + (hex_name,))
    return replace(scenario, victory=victory)


def remove_exit_hex(scenario: Scenario, hex_name: str) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    if hex_name not in scenario.victory.exit_hexes:
        raise EditError(f"{hex_name} is not an exit hex")
    victory = replace(scenario.victory, exit_hexes=tuple(h for h in scenario.victory.exit_hexes if h != hex_name))
    return replace(scenario, victory=victory)


def set_fortification_facing(scenario: Scenario, hex_name: str, facing: int) -> Scenario:
    """Point the forward arc of the hex's fortifications at one hexside (0 N, clockwise)."""
    hex_name = edit_hex(scenario, hex_name)
    if not any(f.hex == hex_name for f in scenario.fortifications):
        raise EditError(f"there is no fortification in {hex_name}")
    turned: tuple[Fortification, ...] = tuple(
        replace(f, facing=facing % 6) if f.hex == hex_name else f for f in scenario.fortifications)
    return replace(scenario, fortifications=turned)


def set_fortification_hidden(scenario: Scenario, hex_name: str, fortification_type: str, hidden: bool) -> Scenario:
    """Hide a minefield from the enemy until a unit enters it, or show it again (19.71).

    Only the hex's fortification of that type changes. Other kinds may be marked
    too; placement then lists fortification.hidden (only minefields may be hidden).
    """
    hex_name = edit_hex(scenario, hex_name)
    if not any(f.hex == hex_name and f.type == fortification_type for f in scenario.fortifications):
        raise EditError(f"there is no {fortification_type} in {hex_name}")
    marked = tuple(replace(f, hidden=hidden) if f.hex == hex_name and f.type == fortification_type else f
                   for f in scenario.fortifications)
    return replace(scenario, fortifications=marked)
