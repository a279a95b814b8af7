"""Pure edits of the counters on the map: place, remove, move, turn, pin, arm.

Each takes a Scenario and returns a new one. The editor's undo commands, the
generator and tests all build scenarios with these functions, so an edit means
the same thing everywhere and needs no Qt. Edits never check the placement
rules (core.placement does that, all at once, after every edit): a designer may
over-stack a hex for a moment and see the problem listed. They refuse only what
cannot be written to a scenario file at all (an unknown unit id, a weapon
standing alone, a stack past the schema's size) with an EditError.
"""

from __future__ import annotations

from dataclasses import replace

from core.scenario.errors import EditError, NoStackError, NotAUnitError, StackFullError
from core.scenario.hex_names import edit_hex
from core.scenario.model import Scenario, Stack, Unit
from core.scenario.query import (
    all_units,
    catalogue_for,
    check_side,
    find_unit,
    info_of,
    next_unit_id,
    stack_at,
    stack_limit,
)
from core.scenario.rewrite import put_stack, replace_standing_unit, update_unit
from core.unit_kinds import FACED_KINDS, INFANTRY_KINDS
from core.units import Kind, SupportWeapon, SupportWeaponType, UnitCatalogue

DEFAULT_FACING = 0
"""New vehicles and guns face the top hexside (N) until the designer turns them."""


def place_unit(scenario: Scenario, side: str, hex_name: str, unit_type: str, *,
               facing: int | None = None, unit_id: str | None = None,
               units: UnitCatalogue | None = None) -> Scenario:
    """Add a new counter on top of the side's stack in the hex (a stack is made if none).

    Vehicles and guns get DEFAULT_FACING unless `facing` is given.
    """
    hex_name = edit_hex(scenario, hex_name)
    check_side(side)
    info = catalogue_for(scenario, units).get(unit_type)
    if info.kind is Kind.SUPPORT_WEAPON:
        raise NotAUnitError(f"{info.name} is a support weapon: give it to a unit with add_weapon (12.2)")
    if facing is None and info.kind in FACED_KINDS:
        facing = DEFAULT_FACING
    new_id = unit_id if unit_id is not None else next_unit_id(scenario, side)
    if any(u.id == new_id for u in all_units(scenario)):
        raise EditError(f"unit id {new_id!r} is already in use")
    stack = stack_at(scenario, side, hex_name) or Stack(hex_name, ())
    if len(stack.units) >= stack_limit():
        raise StackFullError(f"a stack holds at most {stack_limit()} counters")
    unit = Unit(new_id, unit_type, facing=None if facing is None else facing % 6)
    return put_stack(scenario, side, hex_name, replace(stack, units=stack.units + (unit,)))


def remove_unit(scenario: Scenario, unit_id: str) -> Scenario:
    """Take a counter (and whatever it carries) off the map; an emptied stack goes too."""
    side, hex_name, _unit = find_unit(scenario, unit_id)
    stack = stack_at(scenario, side, hex_name)
    assert stack is not None
    remaining = tuple(u for u in stack.units if u.id != unit_id)
    return put_stack(scenario, side, hex_name, replace(stack, units=remaining) if remaining else None)


def remove_stack(scenario: Scenario, side: str, hex_name: str) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    check_side(side)
    if stack_at(scenario, side, hex_name) is None:
        raise NoStackError(f"the {side} side has no stack in {hex_name}")
    return put_stack(scenario, side, hex_name, None)


def move_stack(scenario: Scenario, side: str, from_hex: str, to_hex: str) -> Scenario:
    """Move a whole stack; it joins (on top of) the side's stack already in `to_hex`."""
    from_hex, to_hex = edit_hex(scenario, from_hex), edit_hex(scenario, to_hex)
    check_side(side)
    moving = stack_at(scenario, side, from_hex)
    if moving is None:
        raise NoStackError(f"the {side} side has no stack in {from_hex}")
    if from_hex == to_hex:
        return scenario
    target = stack_at(scenario, side, to_hex)
    if target is not None and len(target.units) + len(moving.units) > stack_limit():
        raise StackFullError(f"a stack holds at most {stack_limit()} counters")
    scenario = put_stack(scenario, side, from_hex, None)
    if target is None:
        return put_stack(scenario, side, to_hex, replace(moving, hex=to_hex))
    merged = Stack(to_hex, target.units + moving.units, target.loose_weapons + moving.loose_weapons)
    return put_stack(scenario, side, to_hex, merged)


def set_facing(scenario: Scenario, unit_id: str, facing: int | None) -> Scenario:
    return replace_standing_unit(scenario, unit_id, facing=None if facing is None else facing % 6)


def rotate_unit(scenario: Scenario, unit_id: str, steps: int = 1) -> Scenario:
    """Turn a vehicle or gun by `steps` hexsides, clockwise (negative: anticlockwise)."""
    unit = find_unit(scenario, unit_id).unit
    if unit.facing is None:
        raise EditError(f"unit {unit_id!r} has no facing to turn (only vehicles and guns face a hexside, 7.1)")
    return set_facing(scenario, unit_id, unit.facing + steps)


def set_pinned(scenario: Scenario, unit_id: str, pinned: bool) -> Scenario:
    return replace_standing_unit(scenario, unit_id, pinned=pinned)


def set_hero(scenario: Scenario, unit_id: str, hero: bool) -> Scenario:
    """Mark a leader counter as the scenario's hero, or take the mark off (22.5).

    A hero may ride (a leader aboard a halftrack is still one), so the unit is
    found at any depth. A unit that is not a leader is marked all the same and
    placement lists hero.not-leader, as with every rule an edit leaves to it.
    """
    return update_unit(scenario, unit_id, lambda unit: replace(unit, hero=hero))


def add_weapon(scenario: Scenario, side: str, hex_name: str, weapon_type: str,
               units: UnitCatalogue | None = None) -> Scenario:
    """Give a support weapon to the first unit in the stack able to carry it (12.2).

    Expendable (X) weapons go to the side's holdings (12.5). With no free
    carrier the weapon lies loose in the hex, which the checks then report.
    """
    hex_name = edit_hex(scenario, hex_name)
    check_side(side)
    catalogue = catalogue_for(scenario, units)
    weapon = catalogue.get(weapon_type)
    if not isinstance(weapon, SupportWeapon):
        raise EditError(f"{weapon.name} is not a support weapon")
    if weapon.sw_type is SupportWeaponType.EXPENDABLE:
        return add_expendable(scenario, side, weapon_type)
    stack = stack_at(scenario, side, hex_name)
    if stack is None:
        raise NoStackError(f"place a unit in {hex_name} first: a support weapon is carried by a unit (12.2)")
    for unit in stack.units:
        info = info_of(catalogue, unit.type)
        if info is None or info.kind not in INFANTRY_KINDS or unit.weapons:
            continue
        if info.kind is Kind.LEADER and weapon.sw_type is not SupportWeaponType.LIGHT:
            continue
        return replace_standing_unit(scenario, unit.id, weapons=(weapon_type,))
    return put_stack(scenario, side, hex_name, replace(stack, loose_weapons=stack.loose_weapons + (weapon_type,)))


def add_expendable(scenario: Scenario, side: str, weapon_type: str, count: int = 1) -> Scenario:
    held = dict(scenario.side(side).expendables)
    held[weapon_type] = held.get(weapon_type, 0) + count
    items = tuple((w, n) for w, n in held.items() if n > 0)
    return scenario.with_side(side, replace(scenario.side(side), expendables=items))
