"""Where a unit is in its stack, and rewriting it there: the ground the stack edits stand on.

A unit may stand in a stack or ride in a transport (as a passenger or towed
gun); the stack editor and copy/paste reach both alike through `locate` and
`rewrite_unit`, so no edit has to know how deep a counter sits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import NamedTuple

from core.resources import load_schema
from core.scenario import Scenario, Stack, Unit
from core.scenario_edit import EditError, UnknownUnitIdError, next_unit_id, stack_at
from core.units import Unit as CounterType
from core.units import UnitCatalogue, default_catalogue


class Located(NamedTuple):
    """Where a unit is: its side's stack in `hex`, standing there or carried by `carrier`."""

    side: str
    hex: str
    unit: Unit
    carrier: str | None = None


@cache
def stack_limit() -> int:
    """The most counters a stack may hold in a scenario file (the schema's limit)."""
    return int(load_schema("scenario.schema.json")["$defs"]["stack"]["properties"]["units"]["maxItems"])


def catalogue_for(scenario: Scenario, units: UnitCatalogue | None) -> UnitCatalogue:
    return units if units is not None else default_catalogue().for_edition(scenario.ruleset)


def info_of(units: UnitCatalogue, type_id: str) -> CounterType | None:
    return units.get(type_id) if type_id in units else None


def name_of(units: UnitCatalogue, type_id: str) -> str:
    info = info_of(units, type_id)
    return info.name if info is not None else type_id


# --- finding and rewriting units anywhere in a stack ---------------------------------


def units_in(unit: Unit, carrier: str | None) -> list[tuple[Unit, str | None]]:
    """The unit and everything it carries, each with the id of the unit carrying it."""
    found = [(unit, carrier)]
    for carried in unit.carried():
        found += units_in(carried, unit.id)
    return found


def locate(scenario: Scenario, unit_id: str) -> Located:
    """A unit on the map, standing in a stack or carried (passenger or towed gun)."""
    for side_name, side in scenario.sides():
        for stack in side.stacks:
            for top in stack.units:
                for unit, carrier in units_in(top, None):
                    if unit.id == unit_id:
                        return Located(side_name, stack.hex, unit, carrier)
    raise UnknownUnitIdError(f"no unit {unit_id!r} is on the map")


Rewrite = Callable[[Unit], tuple[Unit, ...]]


def _rewritten(units: tuple[Unit, ...], unit_id: str, rewrite: Rewrite) -> tuple[Unit, ...]:
    """`units` with the unit `unit_id` (at any depth) replaced by what `rewrite` makes of it."""
    result: list[Unit] = []
    for unit in units:
        result += rewrite(unit) if unit.id == unit_id else (_rewrite_carried(unit, unit_id, rewrite),)
    return tuple(result)


def _rewrite_carried(unit: Unit, unit_id: str, rewrite: Rewrite) -> Unit:
    if not unit.passengers and unit.towed is None:
        return unit
    towed = unit.towed
    if towed is not None:
        remade = _rewritten((towed,), unit_id, rewrite)
        if len(remade) > 1:
            raise EditError("a transport tows one gun (8.21)")
        towed = remade[0] if remade else None
    return replace(unit, passengers=_rewritten(unit.passengers, unit_id, rewrite), towed=towed)


def put_stack(scenario: Scenario, side: str, stack: Stack) -> Scenario:
    """The side's stack in `stack.hex` replaced (added when new). A stack left without units goes,
    loose weapons and all: a scenario file has no stack without a unit (its schema), as in remove_unit."""
    stacks = list(scenario.side(side).stacks)
    index = next((i for i, s in enumerate(stacks) if s.hex == stack.hex), None)
    if index is None:
        stacks.append(stack)
    else:
        stacks[index] = stack
    kept = tuple(s for s in stacks if s.units)
    return scenario.with_side(side, replace(scenario.side(side), stacks=kept))


def rewrite_unit(scenario: Scenario, unit_id: str, rewrite: Rewrite) -> Scenario:
    """Replace one unit, wherever it is in its stack, by zero, one or more units."""
    where = locate(scenario, unit_id)
    stack = stack_at(scenario, where.side, where.hex)
    assert stack is not None
    return put_stack(scenario, where.side, replace(stack, units=_rewritten(stack.units, unit_id, rewrite)))


def update_unit(scenario: Scenario, unit_id: str, change: Callable[[Unit], Unit]) -> Scenario:
    return rewrite_unit(scenario, unit_id, lambda unit: (change(unit),))


def remove_any_unit(scenario: Scenario, unit_id: str) -> Scenario:
    """Take a unit off the map, a passenger or towed gun too; what it carries goes with it."""
    return rewrite_unit(scenario, unit_id, lambda _unit: ())


def fresh_ids(scenario: Scenario, side: str, count: int) -> list[str]:
    """`count` new ids for the side, never used before in this scenario."""
    first = int(next_unit_id(scenario, side).rsplit("-", 1)[1])
    return [f"{side}-{first + n}" for n in range(count)]
