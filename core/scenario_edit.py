"""Pure edits of a scenario: each takes a Scenario and returns a new one.

The editor's undo commands, the generator and tests all build scenarios with
these functions, so an edit means the same thing everywhere and needs no Qt.
Edits never check the placement rules (core.placement does that, all at once,
after every edit): a designer may over-stack a hex for a moment and see the
problem listed. They refuse only what cannot be written to a scenario file at
all (an unknown unit id, a weapon standing alone, a stack past the schema's
size) with an EditError.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import fields, replace
from typing import Any, NamedTuple

from core.resources import load_schema
from core.scenario import (
    SIDES,
    BoardRef,
    Fortification,
    Objective,
    Scenario,
    SideSetup,
    SmokeMarker,
    Stack,
    Unit,
)
from core.units import (
    Kind,
    SupportWeapon,
    SupportWeaponType,
    UnitCatalogue,
    default_catalogue,
)

FACED_KINDS = frozenset({Kind.GUN, Kind.AFV, Kind.VEHICLE})
CARRIER_KINDS = frozenset({Kind.SQUAD, Kind.HALF_SQUAD, Kind.LEADER})
DEFAULT_FACING = 0
"""New vehicles and guns face the top hexside (N) until the designer turns them."""

SIDE_DETAILS = frozenset(f.name for f in fields(SideSetup)) - {"stacks", "reinforcements"}
SCENARIO_DETAILS = frozenset(f.name for f in fields(Scenario)) - {
    "boards", "allied", "axis", "fortifications", "objectives", "smoke"}


class EditError(ValueError):
    """An edit that cannot be made."""


class UnknownUnitIdError(EditError):
    """No unit on the map has that id."""


class NoStackError(EditError):
    """The side has no stack in that hex."""


class StackFullError(EditError):
    """A stack would hold more counters than a scenario file allows."""


class NotAUnitError(EditError):
    """A support weapon placed as if it were a unit: it must be carried (12.2)."""


class UnknownDetailError(EditError):
    """A detail name that is not a plain field of the scenario or side."""


def _max_stack_units() -> int:
    """The schema's limit, so an edit can never make a file that fails to load."""
    return int(load_schema("scenario.schema.json")["$defs"]["stack"]["properties"]["units"]["maxItems"])


def _catalogue(scenario: Scenario, units: UnitCatalogue | None) -> UnitCatalogue:
    return units if units is not None else default_catalogue().for_edition(scenario.ruleset)


def _check_side(side: str) -> None:
    if side not in SIDES:
        raise EditError(f"unknown side {side!r}; one of {', '.join(SIDES)}")


# --- new scenarios and lookups ---------------------------------------------------


def new_scenario(boards: Sequence[BoardRef], title: str = "New scenario",
                 allied_nationality: str = "us", axis_nationality: str = "ger") -> Scenario:
    """An empty scenario on the given boards, left to right."""
    if not boards:
        raise EditError("a scenario needs at least one board")
    return Scenario(title=title, boards=tuple(boards),
                    allied=SideSetup(allied_nationality), axis=SideSetup(axis_nationality))


def all_units(scenario: Scenario) -> Iterator[Unit]:
    for _name, side in scenario.sides():
        yield from side.all_units()


_ID = re.compile(r"^(allied|axis)-(\d+)$")


def next_unit_id(scenario: Scenario, side: str) -> str:
    """`<side>-<n>` with n one past the highest in use: ids are never reused, so an
    id in an undo history or a saved game log always means the same counter."""
    _check_side(side)
    numbers = [int(m.group(2)) for u in all_units(scenario) if (m := _ID.match(u.id)) and m.group(1) == side]
    return f"{side}-{max(numbers, default=0) + 1}"


def stack_at(scenario: Scenario, side: str, hex_name: str) -> Stack | None:
    return next((s for s in scenario.side(side).stacks if s.hex == hex_name), None)


def stacks_at(scenario: Scenario, hex_name: str) -> list[tuple[str, Stack]]:
    """Every side's stack in a hex (two only when the scenario breaks 6.8)."""
    return [(name, s) for name, side in scenario.sides() for s in side.stacks if s.hex == hex_name]


class UnitLocation(NamedTuple):
    side: str
    hex: str
    unit: Unit


def find_unit(scenario: Scenario, unit_id: str) -> UnitLocation:
    """A unit standing in a stack on the map (not a passenger)."""
    for name, side in scenario.sides():
        for stack in side.stacks:
            for unit in stack.units:
                if unit.id == unit_id:
                    return UnitLocation(name, stack.hex, unit)
    raise UnknownUnitIdError(f"no unit {unit_id!r} stands on the map")


# --- stacks ------------------------------------------------------------------------


def _with_stacks(scenario: Scenario, side: str, stacks: Iterable[Stack]) -> Scenario:
    return scenario.with_side(side, replace(scenario.side(side), stacks=tuple(s for s in stacks if s.units)))


def _replace_stack(scenario: Scenario, side: str, hex_name: str, stack: Stack | None) -> Scenario:
    """Put `stack` where the side's stack in `hex_name` was (or at the end); None removes it."""
    stacks = list(scenario.side(side).stacks)
    index = next((i for i, s in enumerate(stacks) if s.hex == hex_name), None)
    if index is None:
        stacks += [stack] if stack is not None else []
    elif stack is None:
        del stacks[index]
    else:
        stacks[index] = stack
    return _with_stacks(scenario, side, stacks)


def place_unit(scenario: Scenario, side: str, hex_name: str, unit_type: str, *,
               facing: int | None = None, unit_id: str | None = None,
               units: UnitCatalogue | None = None) -> Scenario:
    """Add a new counter on top of the side's stack in the hex (a stack is made if none).

    Vehicles and guns get DEFAULT_FACING unless `facing` is given.
    """
    _check_side(side)
    info = _catalogue(scenario, units).get(unit_type)
    if info.kind is Kind.SUPPORT_WEAPON:
        raise NotAUnitError(f"{info.name} is a support weapon: give it to a unit with add_weapon (12.2)")
    if facing is None and info.kind in FACED_KINDS:
        facing = DEFAULT_FACING
    new_id = unit_id if unit_id is not None else next_unit_id(scenario, side)
    if any(u.id == new_id for u in all_units(scenario)):
        raise EditError(f"unit id {new_id!r} is already in use")
    stack = stack_at(scenario, side, hex_name) or Stack(hex_name, ())
    if len(stack.units) >= _max_stack_units():
        raise StackFullError(f"a stack holds at most {_max_stack_units()} counters")
    unit = Unit(new_id, unit_type, facing=None if facing is None else facing % 6)
    return _replace_stack(scenario, side, hex_name, replace(stack, units=stack.units + (unit,)))


def remove_unit(scenario: Scenario, unit_id: str) -> Scenario:
    """Take a counter (and whatever it carries) off the map; an emptied stack goes too."""
    side, hex_name, _unit = find_unit(scenario, unit_id)
    stack = stack_at(scenario, side, hex_name)
    assert stack is not None
    remaining = tuple(u for u in stack.units if u.id != unit_id)
    return _replace_stack(scenario, side, hex_name, replace(stack, units=remaining) if remaining else None)


def remove_stack(scenario: Scenario, side: str, hex_name: str) -> Scenario:
    _check_side(side)
    if stack_at(scenario, side, hex_name) is None:
        raise NoStackError(f"the {side} side has no stack in {hex_name}")
    return _replace_stack(scenario, side, hex_name, None)


def move_stack(scenario: Scenario, side: str, from_hex: str, to_hex: str) -> Scenario:
    """Move a whole stack; it joins (on top of) the side's stack already in `to_hex`."""
    _check_side(side)
    moving = stack_at(scenario, side, from_hex)
    if moving is None:
        raise NoStackError(f"the {side} side has no stack in {from_hex}")
    if from_hex == to_hex:
        return scenario
    target = stack_at(scenario, side, to_hex)
    if target is not None and len(target.units) + len(moving.units) > _max_stack_units():
        raise StackFullError(f"a stack holds at most {_max_stack_units()} counters")
    scenario = _replace_stack(scenario, side, from_hex, None)
    if target is None:
        return _replace_stack(scenario, side, to_hex, replace(moving, hex=to_hex))
    merged = Stack(to_hex, target.units + moving.units, target.loose_weapons + moving.loose_weapons)
    return _replace_stack(scenario, side, to_hex, merged)


def _replace_unit(scenario: Scenario, unit_id: str, **changes: Any) -> Scenario:
    side, hex_name, unit = find_unit(scenario, unit_id)
    stack = stack_at(scenario, side, hex_name)
    assert stack is not None
    updated = replace(unit, **changes)
    return _replace_stack(scenario, side, hex_name,
                          replace(stack, units=tuple(updated if u.id == unit_id else u for u in stack.units)))


def set_facing(scenario: Scenario, unit_id: str, facing: int | None) -> Scenario:
    return _replace_unit(scenario, unit_id, facing=None if facing is None else facing % 6)


def rotate_unit(scenario: Scenario, unit_id: str, steps: int = 1) -> Scenario:
    """Turn a vehicle or gun by `steps` hexsides, clockwise (negative: anticlockwise)."""
    unit = find_unit(scenario, unit_id).unit
    if unit.facing is None:
        raise EditError(f"unit {unit_id!r} has no facing to turn (only vehicles and guns face a hexside, 7.1)")
    return set_facing(scenario, unit_id, unit.facing + steps)


def set_pinned(scenario: Scenario, unit_id: str, pinned: bool) -> Scenario:
    return _replace_unit(scenario, unit_id, pinned=pinned)


def add_weapon(scenario: Scenario, side: str, hex_name: str, weapon_type: str,
               units: UnitCatalogue | None = None) -> Scenario:
    """Give a support weapon to the first unit in the stack able to carry it (12.2).

    Expendable (X) weapons go to the side's holdings (12.5). With no free
    carrier the weapon lies loose in the hex, which the checks then report.
    """
    _check_side(side)
    catalogue = _catalogue(scenario, units)
    weapon = catalogue.get(weapon_type)
    if not isinstance(weapon, SupportWeapon):
        raise EditError(f"{weapon.name} is not a support weapon")
    if weapon.sw_type is SupportWeaponType.EXPENDABLE:
        return add_expendable(scenario, side, weapon_type)
    stack = stack_at(scenario, side, hex_name)
    if stack is None:
        raise NoStackError(f"place a unit in {hex_name} first: a support weapon is carried by a unit (12.2)")
    for unit in stack.units:
        info = catalogue.get(unit.type) if unit.type in catalogue else None
        if info is None or info.kind not in CARRIER_KINDS or unit.weapons:
            continue
        if info.kind is Kind.LEADER and weapon.sw_type is not SupportWeaponType.LIGHT:
            continue
        return _replace_unit(scenario, unit.id, weapons=(weapon_type,))
    return _replace_stack(scenario, side, hex_name, replace(stack, loose_weapons=stack.loose_weapons + (weapon_type,)))


def add_expendable(scenario: Scenario, side: str, weapon_type: str, count: int = 1) -> Scenario:
    held = dict(scenario.side(side).expendables)
    held[weapon_type] = held.get(weapon_type, 0) + count
    items = tuple((w, n) for w, n in held.items() if n > 0)
    return scenario.with_side(side, replace(scenario.side(side), expendables=items))


# --- map markers -------------------------------------------------------------------


def add_fortification(scenario: Scenario, hex_name: str, fortification_type: str, side: str,
                      facing: int | None = None, hidden: bool = False) -> Scenario:
    _check_side(side)
    item = Fortification(hex_name, fortification_type, side, None if facing is None else facing % 6, hidden)
    return replace(scenario, fortifications=scenario.fortifications + (item,))


def remove_fortification(scenario: Scenario, hex_name: str, fortification_type: str | None = None) -> Scenario:
    """Remove the hex's fortifications (only those of one type, if given)."""
    kept = tuple(f for f in scenario.fortifications
                 if not (f.hex == hex_name and fortification_type in (None, f.type)))
    if len(kept) == len(scenario.fortifications):
        raise EditError(f"there is no fortification in {hex_name}")
    return replace(scenario, fortifications=kept)


def rotate_fortification(scenario: Scenario, hex_name: str, steps: int = 1) -> Scenario:
    """Turn a bunker's forward arc (19.5) by `steps` hexsides; unfaced ones get DEFAULT_FACING first."""
    found = [f for f in scenario.fortifications if f.hex == hex_name]
    if not found:
        raise EditError(f"there is no fortification in {hex_name}")
    turned = tuple(
        replace(f, facing=((DEFAULT_FACING if f.facing is None else f.facing) + steps) % 6) if f.hex == hex_name else f
        for f in scenario.fortifications)
    return replace(scenario, fortifications=turned)


def set_objective(scenario: Scenario, hex_name: str, owner: str) -> Scenario:
    """An objective in the hex flying `owner`'s flag (replacing any there)."""
    _check_side(owner)
    others = tuple(o for o in scenario.objectives if o.hex != hex_name)
    return replace(scenario, objectives=others + (Objective(hex_name, owner),))


def remove_objective(scenario: Scenario, hex_name: str) -> Scenario:
    kept = tuple(o for o in scenario.objectives if o.hex != hex_name)
    if len(kept) == len(scenario.objectives):
        raise EditError(f"there is no objective in {hex_name}")
    return replace(scenario, objectives=kept)


def set_smoke(scenario: Scenario, hex_name: str, level: int) -> Scenario:
    if level not in (1, 2):
        raise EditError(f"smoke level must be 1 or 2, not {level}")
    others = tuple(s for s in scenario.smoke if s.hex != hex_name)
    return replace(scenario, smoke=others + (SmokeMarker(hex_name, level),))


def remove_smoke(scenario: Scenario, hex_name: str) -> Scenario:
    kept = tuple(s for s in scenario.smoke if s.hex != hex_name)
    if len(kept) == len(scenario.smoke):
        raise EditError(f"there is no smoke in {hex_name}")
    return replace(scenario, smoke=kept)


def add_exit_hex(scenario: Scenario, hex_name: str) -> Scenario:
    if hex_name in scenario.victory.exit_hexes:
        return scenario
    victory = replace(scenario.victory, exit_hexes=scenario.victory.exit_hexes + (hex_name,))
    return replace(scenario, victory=victory)


def remove_exit_hex(scenario: Scenario, hex_name: str) -> Scenario:
    if hex_name not in scenario.victory.exit_hexes:
        raise EditError(f"{hex_name} is not an exit hex")
    victory = replace(scenario.victory, exit_hexes=tuple(h for h in scenario.victory.exit_hexes if h != hex_name))
    return replace(scenario, victory=victory)


# --- details -------------------------------------------------------------------------


def set_details(scenario: Scenario, **changes: Any) -> Scenario:
    """Change plain scenario fields (title, type, turns, victory, weather ...)."""
    unknown = set(changes) - SCENARIO_DETAILS
    if unknown:
        raise UnknownDetailError(f"not a scenario detail: {', '.join(sorted(unknown))}")
    return replace(scenario, **changes)


def set_side_details(scenario: Scenario, side: str, **changes: Any) -> Scenario:
    """Change plain side fields (nationality, half squads, smoke factors, fire support ...)."""
    _check_side(side)
    unknown = set(changes) - SIDE_DETAILS
    if unknown:
        raise UnknownDetailError(f"not a side detail: {', '.join(sorted(unknown))}")
    return scenario.with_side(side, replace(scenario.side(side), **changes))


def set_boards(scenario: Scenario, boards: Sequence[BoardRef]) -> Scenario:
    """A new board arrangement; pieces keep their hex names (the checks flag any now off the map)."""
    if not boards:
        raise EditError("a scenario needs at least one board")
    return replace(scenario, boards=tuple(boards))


# --- what an edit touched --------------------------------------------------------------


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
