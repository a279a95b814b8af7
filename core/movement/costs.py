"""What one step costs: entering a hex from a neighbour (6.2, 10.3-10.13).

A step's cost is built from parts (the terrain or road, a hexside feature, a
climb) so the editor can show why a step costs what it does, and the engine
and the graph builder use the very same numbers. A stack of units of several
classes pays the dearest class's cost and is stopped by any class's
prohibition (6.1).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Hexside
from core.movement.errors import NotAdjacentError
from core.terrain import Terrain, TerrainCatalogue, UnitClass, catalogue

ROAD_COST = 1
"""10.4 and 10.41: entering a hex along a road, or entering a bridge hex, costs one MP."""

ROAD_SECTION = "10.4"
BRIDGE_SECTION = "10.41"

TRACKED = frozenset({UnitClass.VEHICLE, UnitClass.GUN})
"""Classes that enter a bridge only along its road (10.41) and never climb two levels (10.8)."""

_PLURAL = {UnitClass.INFANTRY: "infantry", UnitClass.LEADER: "leaders", UnitClass.VEHICLE: "vehicles", UnitClass.GUN: "guns"}

ClassSpec = UnitClass | Iterable[UnitClass]


def as_classes(unit_class: ClassSpec) -> frozenset[UnitClass]:
    """One class, or the classes of a stack moving together, as a non-empty set."""
    if isinstance(unit_class, UnitClass):
        return frozenset({unit_class})
    if type(unit_class) is frozenset and unit_class and all(type(c) is UnitClass for c in unit_class):
        return unit_class  # already one (a moving group's classes, asked for every step)
    classes = frozenset(UnitClass(c) for c in unit_class)
    if not classes:
        raise ValueError("a moving stack needs at least one unit class")
    return classes


def class_names(classes: Iterable[UnitClass]) -> str:
    return " and ".join(_PLURAL[c] for c in sorted(classes, key=lambda c: c.value))


@dataclass(frozen=True)
class CostPart:
    """One term of a step's cost, with the rule it comes from."""

    label: str
    mp: int
    section: str


@dataclass(frozen=True)
class Entry:
    """The cost of one step, or why it is not allowed.

    `whole_move` marks a two-level step (10.8): infantry and leaders may take
    it only as their whole move, from where they start with every MP, and it
    spends all of them; `mp` is then the ordinary cost, shown for information.
    """

    parts: tuple[CostPart, ...] = ()
    prohibited: str | None = None
    whole_move: bool = False

    @cached_property
    def mp(self) -> int | None:
        """MP to enter, or None where the step is prohibited (worked out once: entries are shared)."""
        if self.prohibited is not None:
            return None
        return sum(part.mp for part in self.parts)

    @property
    def allowed(self) -> bool:
        return self.prohibited is None

    def explain(self) -> str:
        """A one-line reason for a tooltip, e.g. 'woods 2 + hedge 1 + uphill 1 = 4 MP (10.6, 10.11, 10.8)'."""
        if self.prohibited is not None:
            return f"prohibited: {self.prohibited}"
        sections = ", ".join(dict.fromkeys(part.section for part in self.parts))
        terms = " + ".join(f"{part.label} {part.mp}" for part in self.parts)
        text = f"{terms} MP" if len(self.parts) == 1 else f"{terms} = {self.mp} MP"
        text = f"{text} ({sections})"
        if self.whole_move:
            text += "; two levels in one hex: only as the whole move, from the start hex, and it spends every MP (10.8)"
        return text


def _prohibited(reason: str) -> Entry:
    return Entry(prohibited=reason)


def _hex_part(terrain: Terrain, classes: frozenset[UnitClass], on_road: bool) -> CostPart | str:
    """The cost of the hex itself (road or terrain), or why a class may not enter it."""
    if on_road and not terrain.water:
        return CostPart("road", ROAD_COST, ROAD_SECTION)
    barred = [c for c in classes if c in terrain.road_only]
    if barred:
        return f"{class_names(barred)} enter {terrain.name.lower()} only along a road ({terrain.section})"
    costs = {c: terrain.cost(c) for c in classes}
    refused = [c for c, cost in costs.items() if cost is None]
    if refused:
        who = "" if len(refused) == len(classes) else f" to {class_names(refused)}"
        return f"{terrain.name.lower()}{who} ({terrain.section})"
    label = terrain.name.lower() + (" (ford)" if on_road else "")
    return CostPart(label, max(c for c in costs.values() if c is not None), terrain.section)


def _bridge_part(classes: frozenset[UnitClass], on_road: bool) -> CostPart | str:
    if not on_road and classes & TRACKED:
        return f"{class_names(classes & TRACKED)} enter a bridge only from a connecting road hex ({BRIDGE_SECTION})"
    return CostPart("bridge", ROAD_COST, BRIDGE_SECTION)


def entry(
    battlefield: Battlefield,
    from_hex: Hex,
    to_hex: Hex,
    unit_class: ClassSpec,
    terrain: TerrainCatalogue | None = None,
) -> Entry:
    """What it costs the class (or stack) to step from `from_hex` into the adjacent `to_hex`."""
    catalogue_ = terrain or catalogue()
    classes = as_classes(unit_class)
    return class_entry(place_of_step(battlefield, from_hex, to_hex), classes, catalogue_)


Place = tuple[str | None, bool, str | None, int]
"""What a step's cost reads of the battlefield: the hex's terrain (None for a bridge), a road
along the hexside, its feature and the climb."""


def place_of_step(battlefield: Battlefield, from_hex: Hex, to_hex: Hex) -> Place | None:
    """The battlefield's part of a step (None: off the battlefield); the same for every class."""
    direction = from_hex.direction_to(to_hex)
    if direction is None:
        raise NotAdjacentError(f"{from_hex} and {to_hex} are not adjacent")
    if to_hex not in battlefield or from_hex not in battlefield:
        return None
    side = Hexside.of(from_hex, direction)
    return (None if to_hex in battlefield.bridges else battlefield.terrain(to_hex), side in battlefield.roads,
            battlefield.feature(side), battlefield.elevation(to_hex) - battlefield.elevation(from_hex))


def class_entry(place: Place | None, classes: frozenset[UnitClass], catalogue_: TerrainCatalogue) -> Entry:
    """The step's Entry for these classes, from its place (see place_of_step)."""
    if place is None:
        return _prohibited("off the battlefield (6.10)")
    key: _Step = (*place, classes)
    known = _known(catalogue_)
    found = known.get(key)
    if found is None:
        found = known[key] = _step_entry(key, catalogue_)
    return found


_Step = tuple[str | None, bool, str | None, int, frozenset[UnitClass]]
"""Everything a step's cost depends on besides the catalogue: the hex's terrain (None for a
bridge), a road along the hexside, its feature, the climb, and the classes stepping."""

_KNOWN: dict[int, tuple[TerrainCatalogue, dict[_Step, Entry]]] = {}
"""Entries per terrain catalogue (by id, the catalogue kept alive with them) and step: the same
kinds of step recur on every battlefield, so one Game's answers serve the next."""


def _known(terrain: TerrainCatalogue) -> dict[_Step, Entry]:
    found = _KNOWN.get(id(terrain))
    if found is None or found[0] is not terrain:
        found = _KNOWN[id(terrain)] = (terrain, {})
    return found[1]


def _step_entry(step: _Step, catalogue_: TerrainCatalogue) -> Entry:
    terrain_id, on_road, feature_id, climb, classes = step
    if terrain_id is None:
        hex_part = _bridge_part(classes, on_road)
    else:
        hex_part = _hex_part(catalogue_.get(terrain_id), classes, on_road)
    if isinstance(hex_part, str):
        return _prohibited(hex_part)
    parts = [hex_part]
    if feature_id is not None:
        feature = catalogue_.hexside_features[feature_id]
        parts.append(CostPart(feature.name.lower(), feature.crossing_cost, feature.section))
    return _climb(parts, climb, classes, catalogue_)


def _climb(parts: list[CostPart], climb: int, classes: frozenset[UnitClass], terrain: TerrainCatalogue) -> Entry:
    """Add 10.8's hill rules: one level up costs extra, two levels at once is special."""
    section = terrain.elevation_section
    if abs(climb) >= 2:
        if classes & TRACKED:
            return _prohibited(f"{class_names(classes & TRACKED)} never move two levels up or down in one hex ({section})")
        return Entry(tuple(parts), whole_move=True)
    if climb == 1:
        parts.append(CostPart("uphill", terrain.uphill_cost, section))
    return Entry(tuple(parts))
