"""Pure edits of support weapons in a stack: give, take, hand over, pick up (12.2, 12.4).

The stack editor's undo commands apply these; like every edit in core.scenario
they take a Scenario and return a new one. Unlike placing a counter, they move
a weapon into a slot that has a fixed size on the printed counters (one weapon
per unit, 12.2; what a transport's passengers may carry, 8.21), so they refuse
what has no slot with an EditError naming the rule: the editor shows only the
slots that fit, and a refused drop says why.
"""

from __future__ import annotations

from dataclasses import replace

from core.scenario.edit_transport import check_transport
from core.scenario.errors import EditError
from core.scenario.hex_names import edit_hex
from core.scenario.model import Scenario, Unit
from core.scenario.query import catalogue_for, info_of, locate, stack_at
from core.scenario.rewrite import put_stack, update_unit
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind, SupportWeapon, SupportWeaponType
from core.units import Unit as CounterType
from core.units import UnitCatalogue


class WeaponDoesNotFitError(EditError):
    """The unit cannot carry that weapon (12.2: leaders only L, vehicles none, X never)."""


def weapon_fits(carrier: CounterType | None, weapon: CounterType | None) -> bool:
    """12.2: squads and half squads carry an L or H weapon, a leader only an L; X weapons stay with the side."""
    if carrier is None or not isinstance(weapon, SupportWeapon) or carrier.kind not in INFANTRY_KINDS:
        return False
    if weapon.sw_type is SupportWeaponType.EXPENDABLE:
        return False
    return carrier.kind is not Kind.LEADER or weapon.sw_type is SupportWeaponType.LIGHT


def _check_weapon(units: UnitCatalogue, unit: Unit, weapon_type: str) -> None:
    carrier, weapon = info_of(units, unit.type), info_of(units, weapon_type)
    if not weapon_fits(carrier, weapon):
        who = carrier.name if carrier else unit.type
        what = weapon.name if weapon else weapon_type
        raise WeaponDoesNotFitError(f"{who} cannot carry {what}: squads and half squads carry an L or H weapon, "
                                    "a leader only an L one (12.2)")


def give_weapon(scenario: Scenario, unit_id: str, weapon_type: str, units: UnitCatalogue | None = None) -> Scenario:
    """Put a support weapon in the unit's one weapon slot (replacing what it held)."""
    catalogue = catalogue_for(scenario, units)
    _check_weapon(catalogue, locate(scenario, unit_id).unit, weapon_type)
    after = update_unit(scenario, unit_id, lambda unit: replace(unit, weapons=(weapon_type,)))
    check_transport(after, unit_id, catalogue)
    return after


def remove_weapon(scenario: Scenario, unit_id: str) -> Scenario:
    if not locate(scenario, unit_id).unit.weapons:
        raise EditError(f"unit {unit_id!r} carries no support weapon")
    return update_unit(scenario, unit_id, lambda unit: replace(unit, weapons=()))


def move_weapon(scenario: Scenario, from_id: str, to_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """Hand a unit's weapon to another unit of the same stack (12.4); if that one holds a weapon, they swap."""
    catalogue = catalogue_for(scenario, units)
    source, target = locate(scenario, from_id), locate(scenario, to_id)
    if not source.unit.weapons:
        raise EditError(f"unit {from_id!r} carries no support weapon")
    if (source.side, source.hex) != (target.side, target.hex):
        raise EditError("weapons change hands only between units of one stack (12.4)")
    if from_id == to_id:
        return scenario
    weapon, held = source.unit.weapons[0], target.unit.weapons[:1]
    _check_weapon(catalogue, target.unit, weapon)
    if held:
        _check_weapon(catalogue, source.unit, held[0])
    after = update_unit(scenario, to_id, lambda unit: replace(unit, weapons=(weapon,)))
    after = update_unit(after, from_id, lambda unit: replace(unit, weapons=held + unit.weapons[1:]))
    check_transport(after, to_id, catalogue)
    check_transport(after, from_id, catalogue)
    return after


def attach_loose_weapon(scenario: Scenario, side: str, hex_name: str, weapon_type: str, unit_id: str,
                        units: UnitCatalogue | None = None) -> Scenario:
    """A weapon lying in the hex picked up by a unit of the stack; what the unit held is put down."""
    hex_name = edit_hex(scenario, hex_name)
    catalogue = catalogue_for(scenario, units)
    stack, target = stack_at(scenario, side, hex_name), locate(scenario, unit_id)
    if stack is None or weapon_type not in stack.loose_weapons:
        raise EditError(f"no {weapon_type} lies in {hex_name}")
    if (target.side, target.hex) != (side, hex_name):
        raise EditError("a unit picks up only a weapon lying in its own hex (12.4)")
    _check_weapon(catalogue, target.unit, weapon_type)
    loose = list(stack.loose_weapons)
    loose.remove(weapon_type)
    after = put_stack(scenario, side, hex_name, replace(stack, loose_weapons=tuple(loose) + target.unit.weapons))
    after = update_unit(after, unit_id, lambda unit: replace(unit, weapons=(weapon_type,)))
    check_transport(after, unit_id, catalogue)
    return after


def remove_loose_weapon(scenario: Scenario, side: str, hex_name: str, weapon_type: str) -> Scenario:
    hex_name = edit_hex(scenario, hex_name)
    stack = stack_at(scenario, side, hex_name)
    if stack is None or weapon_type not in stack.loose_weapons:
        raise EditError(f"no {weapon_type} lies in {hex_name}")
    loose = list(stack.loose_weapons)
    loose.remove(weapon_type)
    return put_stack(scenario, side, hex_name, replace(stack, loose_weapons=tuple(loose)))
