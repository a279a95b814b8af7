"""The terrain catalogue: what each terrain and hexside feature does (section 10).

The numbers live in core/data/terrain.json, validated by
schemas/terrain.schema.json; this module only gives them types.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from core.resources import data_path
from core.validation import check_schema


class UnitClass(str, Enum):
    """Movement classes that terrain costs are given for."""

    INFANTRY = "infantry"
    LEADER = "leader"
    VEHICLE = "vehicle"
    GUN = "gun"


@dataclass(frozen=True)
class Terrain:
    id: str
    code: str
    name: str
    section: str
    movement: dict[UnitClass, int | None]
    cover: int
    blocks_los: bool
    hindrance: int
    road_only: frozenset[UnitClass] = frozenset()
    large_gun_prohibited: bool = False
    impassable: bool = False
    water: bool = False
    air_burst: bool = False  # 12.64
    overrun_prohibited: bool = False  # 17.1
    mortar_prohibited: bool = False  # 12.61
    open_ground: bool = False  # 10.3: beach and desert are open ground; allowed in a board's edge columns
    no_tunnel: bool = False  # 19.112: a water feature no tunnel passes under

    def cost(self, unit_class: UnitClass) -> int | None:
        """Movement points to enter, or None where the class may not enter."""
        return self.movement[unit_class]

    @property
    def prohibited_to_all(self) -> bool:
        return all(cost is None for cost in self.movement.values())


@dataclass(frozen=True)
class HexsideFeature:
    id: str
    name: str
    section: str
    crossing_cost: int
    blocks_los: bool
    hindrance: int


Limit = dict[str, int]  # most units per group: "infantry", "vehicle", "gun"


@dataclass(frozen=True)
class Fortification:
    """A fortification or entrenchment (section 19)."""

    id: str
    name: str
    section: str
    kind: str  # "fortification" or "entrenchment"
    cover: int
    cover_adds_to_terrain: bool
    blocks_los: bool
    needs_facing: bool
    occupants: frozenset[str]  # unit groups allowed in its hex: infantry, gun, afv, vehicle
    limits: tuple[Limit, ...] | None  # its own stacking limits; None: the normal ones
    allowed_terrain: frozenset[str]
    bunker: bool = False  # 19.5: forward arc, no AT target, no overrun, moved through as a building
    may_be_hidden: bool = False  # 19.71
    owner_only: bool = False  # 19.11: a cave serves only the side it belongs to
    tunnel_entrance: bool = False  # 19.11-19.112: a cave, where tunnels begin and end


@dataclass(frozen=True)
class TunnelRules:
    """19.111-19.112: how long a tunnel may be, what moving through it costs, how close caves lie."""

    section: str = "19.111"
    max_length: int = 4
    mp_per_hex: int = 1
    cave_spacing: int = 4


@dataclass(frozen=True)
class TerrainCatalogue:
    terrain: dict[str, Terrain]
    by_code: dict[str, Terrain]
    hexside_features: dict[str, HexsideFeature]
    uphill_cost: int
    elevation_section: str
    stacking_limits: tuple[Limit, ...] = ()
    stacking_section: str = "6.9"
    fortifications: dict[str, Fortification] | None = None
    bunkers: tuple[str, ...] = ()
    """Ids of the fortifications that are bunkers (19.5), in file order: asked in every fire option."""
    tunnels: TunnelRules = TunnelRules()

    def fortification(self, fortification_id: str) -> Fortification:
        assert self.fortifications is not None
        return self.fortifications[fortification_id]

    def get(self, terrain_id: str) -> Terrain:
        try:
            return self.terrain[terrain_id]
        except KeyError:
            raise KeyError(f"unknown terrain {terrain_id!r}") from None


def _terrain(entry: dict[str, Any]) -> Terrain:
    return Terrain(
        id=entry["id"],
        code=entry["code"],
        name=entry["name"],
        section=entry["section"],
        movement={UnitClass(k): v for k, v in entry["movement"].items()},
        cover=entry["cover"],
        blocks_los=entry["blocks_los"],
        hindrance=entry["hindrance"],
        road_only=frozenset(UnitClass(c) for c in entry.get("road_only", [])),
        large_gun_prohibited=entry.get("large_gun_prohibited", False),
        impassable=entry.get("impassable", False),
        water=entry.get("water", False),
        air_burst=entry.get("air_burst", False),
        overrun_prohibited=entry.get("overrun_prohibited", False),
        mortar_prohibited=entry.get("mortar_prohibited", False),
        open_ground=entry.get("open_ground", False),
        no_tunnel=entry.get("no_tunnel", False),
    )


def parse_catalogue(document: dict[str, Any], file: str = "terrain.json") -> TerrainCatalogue:
    check_schema(document, "terrain.schema.json", file)
    terrain = {entry["id"]: _terrain(entry) for entry in document["terrain"]}
    by_code = {t.code: t for t in terrain.values()}
    if len(by_code) != len(terrain):
        raise ValueError(f"{file}: two terrain types share a board code")
    features = {
        f["id"]: HexsideFeature(f["id"], f["name"], f["section"], f["crossing_cost"], f["blocks_los"], f["hindrance"])
        for f in document["hexside_features"]
    }
    elevation = document["elevation"]
    stacking = document["stacking"]
    fortifications = {f["id"]: _fortification(f) for f in document.get("fortifications", [])}
    return TerrainCatalogue(
        terrain, by_code, features, elevation["uphill_cost"], elevation["section"],
        tuple(stacking["limits"]), stacking["section"], fortifications,
        tuple(f.id for f in fortifications.values() if f.bunker),
        _tunnels(document.get("tunnels")),
    )


def _tunnels(entry: dict[str, Any] | None) -> TunnelRules:
    if entry is None:
        return TunnelRules()
    return TunnelRules(entry["section"], entry["max_length"], entry["mp_per_hex"], entry["cave_spacing"])


def _fortification(entry: dict[str, Any]) -> Fortification:
    limits = entry.get("limits")
    return Fortification(
        id=entry["id"], name=entry["name"], section=entry["section"], kind=entry["class"],
        cover=entry["cover"], cover_adds_to_terrain=entry.get("cover_adds_to_terrain", False),
        blocks_los=entry["blocks_los"], needs_facing=entry.get("needs_facing", False),
        occupants=frozenset(entry["occupants"]), limits=tuple(limits) if limits is not None else None,
        allowed_terrain=frozenset(entry["allowed_terrain"]),
        bunker=entry.get("bunker", False), may_be_hidden=entry.get("may_be_hidden", False),
        owner_only=entry.get("owner_only", False), tunnel_entrance=entry.get("tunnel_entrance", False),
    )


@lru_cache(maxsize=1)
def catalogue() -> TerrainCatalogue:
    """The shipped catalogue, loaded and validated once."""
    path = data_path("terrain.json")
    with path.open(encoding="utf-8") as handle:
        return parse_catalogue(json.load(handle), path.name)
