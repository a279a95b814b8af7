"""A side's order of battle in numbers: counters by kind and their point total.

The details panel shows it beside the scenario's settings so a designer can
balance the sides while placing; the points are core.units.point_value, the
same worth the victory levels and the generator use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from core.scenario import Scenario
from core.scenario.query import catalogue_for
from core.unit_model import Kind
from core.units import UnitCatalogue, point_value

KIND_ORDER = (Kind.SQUAD, Kind.HALF_SQUAD, Kind.LEADER, Kind.SUPPORT_WEAPON, Kind.GUN, Kind.AFV, Kind.VEHICLE)


@dataclass(frozen=True)
class OobSummary:
    """`counts` holds (kind, number) for every kind the side has, in KIND_ORDER;
    `unknown` counts type ids the catalogue does not know (they add no points)."""

    side: str
    counts: tuple[tuple[Kind, int], ...]
    points: int
    unknown: int = 0

    def count(self, kind: Kind) -> int:
        return dict(self.counts).get(kind, 0)

    @property
    def total(self) -> int:
        return sum(n for _kind, n in self.counts) + self.unknown


def _pieces(scenario: Scenario, side_name: str) -> Iterator[tuple[str, int]]:
    """Every counter of the side with how many of it: units (on the map, carried, arriving
    later), the weapons they carry, weapons lying loose, and expendables held (12.5)."""
    side = scenario.side(side_name)
    for unit in side.all_units():
        yield unit.type, 1
        for weapon in unit.weapons:
            yield weapon, 1
    for stack in side.stacks:
        for weapon in stack.loose_weapons:
            yield weapon, 1
    yield from side.expendables


def oob_summary(scenario: Scenario, side: str, units: UnitCatalogue | None = None) -> OobSummary:
    catalogue = catalogue_for(scenario, units)
    kinds: Counter[Kind] = Counter()
    points = unknown = 0
    for type_id, number in _pieces(scenario, side):
        if type_id not in catalogue:
            unknown += number
            continue
        info = catalogue.get(type_id)
        kinds[info.kind] += number
        points += point_value(info) * number
    counts = tuple((kind, kinds[kind]) for kind in KIND_ORDER if kinds[kind])
    return OobSummary(side, counts, points, unknown)
