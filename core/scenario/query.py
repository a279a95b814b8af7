"""Questions every edit asks of a scenario: which catalogue, which stack, where a unit is.

One home for the lookups the edit modules share: the unit catalogue of the
scenario's rules edition (`catalogue_for`), the stack a side has in a hex, and
where a unit stands or rides. A unit may stand in a stack or ride in a
transport (as a passenger or towed gun); `locate` reaches both alike, so no
edit has to know how deep a counter sits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import NamedTuple

from core.resources import load_schema
from core.scenario.errors import EditError, UnknownUnitIdError
from core.scenario.hex_names import edit_hex
from core.scenario.model import SIDES, Scenario, Stack, Unit
from core.units import Unit as CounterType
from core.units import UnitCatalogue, default_catalogue

# --- the catalogue ----------------------------------------------------------------------


def catalogue_for(scenario: Scenario, units: UnitCatalogue | None = None) -> UnitCatalogue:
    """The catalogue given, or the shipped one as the scenario's rules edition prints it."""
    return units if units is not None else default_catalogue().for_edition(scenario.ruleset)


def info_of(units: UnitCatalogue, type_id: str) -> CounterType | None:
    return units.get(type_id) if type_id in units else None


def name_of(units: UnitCatalogue, type_id: str) -> str:
    info = info_of(units, type_id)
    return info.name if info is not None else type_id


@cache
def stack_limit() -> int:
    """The most counters a stack may hold in a scenario file (the schema's limit), so an
    edit can never make a file that fails to load."""
    return int(load_schema("scenario.schema.json")["$defs"]["stack"]["properties"]["units"]["maxItems"])


def check_side(side: str) -> None:
    if side not in SIDES:
        raise EditError(f"unknown side {side!r}; one of {', '.join(SIDES)}")


# --- units and ids ------------------------------------------------------------------------


def all_units(scenario: Scenario) -> Iterator[Unit]:
    for _name, side in scenario.sides():
        yield from side.all_units()


_ID = re.compile(r"^(allied|axis)-(\d+)$")


def next_unit_id(scenario: Scenario, side: str) -> str:
    """`<side>-<n>` with n one past the highest in use: ids are never reused, so an
    id in an undo history or a saved game log always means the same counter."""
    check_side(side)
    numbers = [int(m.group(2)) for u in all_units(scenario) if (m := _ID.match(u.id)) and m.group(1) == side]
    return f"{side}-{max(numbers, default=0) + 1}"


def fresh_ids(scenario: Scenario, side: str, count: int) -> list[str]:
    """`count` new ids for the side, never used before in this scenario."""
    first = int(next_unit_id(scenario, side).rsplit("-", 1)[1])
    return [f"{side}-{first + n}" for n in range(count)]


# --- stacks and where a unit is -------------------------------------------------------------


def stack_at(scenario: Scenario, side: str, hex_name: str) -> Stack | None:
    hex_name = edit_hex(scenario, hex_name)
    return next((s for s in scenario.side(side).stacks if s.hex == hex_name), None)


def stacks_at(scenario: Scenario, hex_name: str) -> list[tuple[str, Stack]]:
    """Every side's stack in a hex (two only when the scenario breaks 6.8)."""
    hex_name = edit_hex(scenario, hex_name)
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


class Located(NamedTuple):
    """Where a unit is: its side's stack in `hex`, standing there or carried by `carrier`."""

    side: str
    hex: str
    unit: Unit
    carrier: str | None = None


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
