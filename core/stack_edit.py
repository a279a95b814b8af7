"""Pure edits inside one hex's stack: weapons, passengers, towed guns, split and join.

The stack editor's undo commands apply these; like core.scenario_edit they take
a Scenario and return a new one. Unlike placing a counter, these edits move
pieces into slots that have a fixed size on the printed counters (one weapon
per unit, 12.2; the transport class, 8.21; one squad from two half squads,
13.10), so they refuse what has no slot with an EditError naming the rule: the
editor shows only the slots that fit, and a refused drop says why.
"""

from __future__ import annotations

from dataclasses import replace

from core.scenario import Fortification, Scenario, Unit
from core.scenario_edit import CARRIER_KINDS, EditError, stack_at
from core.stack_units import (
    catalogue_for,
    fresh_ids,
    info_of,
    locate,
    name_of,
    put_stack,
    remove_any_unit,
    rewrite_unit,
    units_in,
    update_unit,
)
from core.transport_edit import check_transport
from core.unit_model import Kind, SupportWeapon, SupportWeaponType
from core.units import Infantry, UnitCatalogue
from core.units import Unit as CounterType


class WeaponDoesNotFitError(EditError):
    """The unit cannot carry that weapon (12.2: leaders only L, vehicles none, X never)."""


class HalfSquadsNotAllowedError(EditError):
    """The side's order of battle does not allow half squads (13.10)."""


class CannotSplitError(EditError):
    """Only a squad with a half squad of its own type splits (13.10)."""


class CannotJoinError(EditError):
    """Two half squads make a squad only if they are of one type (13.10) and hold one weapon at most."""


# --- support weapons (12.2) -----------------------------------------------------------


def weapon_fits(carrier: CounterType | None, weapon: CounterType | None) -> bool:
    """12.2: squads and half squads carry an L or H weapon, a leader only an L; X weapons stay with the side."""
    if carrier is None or not isinstance(weapon, SupportWeapon) or carrier.kind not in CARRIER_KINDS:
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
    catalogue = catalogue_for(scenario, units)
    stack, target = stack_at(scenario, side, hex_name), locate(scenario, unit_id)
    if stack is None or weapon_type not in stack.loose_weapons:
        raise EditError(f"no {weapon_type} lies in {hex_name}")
    if (target.side, target.hex) != (side, hex_name):
        raise EditError("a unit picks up only a weapon lying in its own hex (12.4)")
    _check_weapon(catalogue, target.unit, weapon_type)
    loose = list(stack.loose_weapons)
    loose.remove(weapon_type)
    after = put_stack(scenario, side, replace(stack, loose_weapons=tuple(loose) + target.unit.weapons))
    after = update_unit(after, unit_id, lambda unit: replace(unit, weapons=(weapon_type,)))
    check_transport(after, unit_id, catalogue)
    return after


def remove_loose_weapon(scenario: Scenario, side: str, hex_name: str, weapon_type: str) -> Scenario:
    stack = stack_at(scenario, side, hex_name)
    if stack is None or weapon_type not in stack.loose_weapons:
        raise EditError(f"no {weapon_type} lies in {hex_name}")
    loose = list(stack.loose_weapons)
    loose.remove(weapon_type)
    return put_stack(scenario, side, replace(stack, loose_weapons=tuple(loose)))


# --- split and join (13.10) --------------------------------------------------------------------


def split_squad(scenario: Scenario, unit_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """A squad becomes two half squads of its own type in its place (13.10); the first takes its weapon.

    Only for a side whose order of battle allows half squads.
    """
    catalogue = catalogue_for(scenario, units)
    where = locate(scenario, unit_id)
    info = info_of(catalogue, where.unit.type)
    if not isinstance(info, Infantry) or info.kind is not Kind.SQUAD or info.half_squad is None:
        raise CannotSplitError(f"{name_of(catalogue, where.unit.type)} is not a squad that splits into half squads (13.10)")
    if not scenario.side(where.side).half_squads:
        raise HalfSquadsNotAllowedError(f"the {where.side} order of battle does not allow half squads (13.10)")
    first, second = fresh_ids(scenario, where.side, 2)
    half = info.half_squad

    def halves(squad: Unit) -> tuple[Unit, ...]:
        return (Unit(first, half, weapons=squad.weapons, pinned=squad.pinned),
                Unit(second, half, pinned=squad.pinned))

    return rewrite_unit(scenario, unit_id, halves)


def squad_of(units: UnitCatalogue, half_type: str) -> str | None:
    """The squad type whose half squad is `half_type` (13.10)."""
    return next((u.id for u in units if isinstance(u, Infantry) and u.half_squad == half_type), None)


def join_partner(scenario: Scenario, unit_id: str, units: UnitCatalogue | None = None) -> str | None:
    """Another half squad of the same type, side and place (same stack, or same transport), if any."""
    catalogue = catalogue_for(scenario, units)
    where = locate(scenario, unit_id)
    if getattr(info_of(catalogue, where.unit.type), "kind", None) is not Kind.HALF_SQUAD:
        return None
    stack = stack_at(scenario, where.side, where.hex)
    assert stack is not None
    for top in stack.units:
        for unit, carrier in units_in(top, None):
            if unit.id != unit_id and unit.type == where.unit.type and carrier == where.carrier:
                return unit.id
    return None


def join_half_squads(scenario: Scenario, first_id: str, second_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """Two half squads of one type in one place become the squad of that type (13.10), where the first stood."""
    catalogue = catalogue_for(scenario, units)
    first, second = locate(scenario, first_id), locate(scenario, second_id)
    squad = squad_of(catalogue, first.unit.type)
    same_place = (first.side, first.hex, first.carrier) == (second.side, second.hex, second.carrier)
    if first_id == second_id or squad is None or first.unit.type != second.unit.type or not same_place:
        raise CannotJoinError("only two half squads of the same type in the same place make a squad (13.10)")
    weapons = first.unit.weapons + second.unit.weapons
    if len(weapons) > 1:
        raise CannotJoinError("a squad carries one support weapon (12.2): take one of the two away first")
    (new_id,) = fresh_ids(scenario, first.side, 1)
    joined = Unit(new_id, squad, weapons=weapons, pinned=first.unit.pinned or second.unit.pinned)
    after = remove_any_unit(scenario, second_id)
    return rewrite_unit(after, first_id, lambda _half: (joined,))


# --- fortifications (19.5) ----------------------------------------------------------------------


def set_fortification_facing(scenario: Scenario, hex_name: str, facing: int) -> Scenario:
    """Point the forward arc of the hex's fortifications at one hexside (0 N, clockwise)."""
    if not any(f.hex == hex_name for f in scenario.fortifications):
        raise EditError(f"there is no fortification in {hex_name}")
    turned: tuple[Fortification, ...] = tuple(
        replace(f, facing=facing % 6) if f.hex == hex_name else f for f in scenario.fortifications)
    return replace(scenario, fortifications=turned)
