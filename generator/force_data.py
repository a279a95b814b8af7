"""The force tables (generator/data/forces.json) as typed values, checked against the catalogue.

The schema (schemas/forces.schema.json) checks the shape; this module checks
the meaning: every unit id exists, belongs to its nation and is the kind its
table promises (tanks are tanks, AT guns are AT guns, platoon weapons are
carried, charges are expendable), so a typo fails at load, not mid-battle.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from core.jsonio import FileFormatError, validate
from core.resources import package_dir
from core.units import (
    Afv,
    AfvType,
    Gun,
    GunType,
    Infantry,
    Kind,
    Leader,
    SupportWeapon,
    SupportWeaponType,
    UnitCatalogue,
    default_catalogue,
)

SCHEMA = "forces.schema.json"
MISSIONS = ("light_barrage", "heavy_barrage", "air_strike")

Range = tuple[int, int]


class ForceTableError(ValueError):
    """A force table that names a unit the catalogue does not have, or the wrong kind of unit."""


@dataclass(frozen=True)
class Armor:
    chance: float
    count: Range


@dataclass(frozen=True)
class SizeTable:
    turns: int
    boards: int
    companies: int
    platoons: Range
    support: Range
    objectives: Range
    spare_objectives: int
    armor: dict[str, Armor]  # by role: infantry, combined
    fire_missions: dict[str, Range]
    additions: dict[str, Range]
    smoke: Range
    grenades: Range
    sniper_chance: float
    exit_share: float


@dataclass(frozen=True)
class Weighted:
    types: tuple[str, ...]
    weights: tuple[float, ...]


@dataclass(frozen=True)
class NationTable:
    code: str
    adjective: str
    squads_per_platoon: int
    extra_squad_chance: float
    senior_leader_chance: float
    support_weapon_chance: float
    fire_mission_chance: float
    infantry: dict[str, tuple[str, str]]  # force type -> (squad, half squad)
    leaders: tuple[str, str, str]
    engineer: str
    engineer_weapons: tuple[str, ...]
    charges: tuple[str, ...]
    platoon_weapons: tuple[str, ...]
    heavy_weapons: tuple[str, ...]
    anti_tank_carried: tuple[str, ...]
    anti_tank_expendable: tuple[str, ...]
    grenades: str
    tanks: Weighted
    at_guns: Weighted
    defender_guns_chance: float


@dataclass(frozen=True)
class Deployment:
    terrain: dict[str, float]
    depth: str
    fortifications: tuple[str, ...]


@dataclass(frozen=True)
class Balance:
    min_ratio: float
    max_ratio: float
    tolerance: float
    rounds: int
    fire_mission_points: dict[str, int]
    fortification_points: dict[str, int]


@dataclass(frozen=True)
class ForceTables:
    sizes: dict[str, SizeTable]
    support: dict[str, float]
    balance: Balance
    nations: dict[str, NationTable]
    deployment: dict[str, Deployment]


def _range(value: list[int], where: str) -> Range:
    if value[0] > value[1]:
        raise ForceTableError(f"forces.json: {where}: the range {value} runs backwards")
    return value[0], value[1]


def _size(d: dict[str, Any], name: str) -> SizeTable:
    return SizeTable(
        turns=d["turns"], boards=d["boards"], companies=d["companies"],
        platoons=_range(d["platoons"], f"{name}.platoons"), support=_range(d["support"], f"{name}.support"),
        objectives=_range(d["objectives"], f"{name}.objectives"), spare_objectives=d["spare_objectives"],
        armor={role: Armor(a["chance"], _range(a["count"], f"{name}.armor")) for role, a in d["armor"].items()},
        fire_missions={k: _range(v, f"{name}.fire_missions.{k}") for k, v in d["fire_missions"].items()},
        additions={k: _range(v, f"{name}.additions.{k}") for k, v in d["additions"].items()},
        smoke=_range(d["smoke"], f"{name}.smoke"), grenades=_range(d["grenades"], f"{name}.grenades"),
        sniper_chance=d["sniper_chance"], exit_share=d["exit_share"],
    )


def _weighted(entries: list[dict[str, Any]]) -> Weighted:
    return Weighted(tuple(e["type"] for e in entries), tuple(float(e["weight"]) for e in entries))


def _nation(code: str, d: dict[str, Any]) -> NationTable:
    return NationTable(
        code=code, adjective=d["adjective"], squads_per_platoon=d["squads_per_platoon"],
        extra_squad_chance=d["extra_squad_chance"], senior_leader_chance=d["senior_leader_chance"],
        support_weapon_chance=d["support_weapon_chance"], fire_mission_chance=d["fire_mission_chance"],
        infantry={k: (v["squad"], v["half_squad"]) for k, v in d["infantry"].items()},
        leaders=(d["leaders"][0], d["leaders"][1], d["leaders"][2]),
        engineer=d["engineer"]["squad"], engineer_weapons=tuple(d["engineer"]["weapons"]), charges=tuple(d["engineer"]["charges"]),
        platoon_weapons=tuple(d["platoon_weapons"]), heavy_weapons=tuple(d["heavy_weapons"]),
        anti_tank_carried=tuple(d["anti_tank"]["carried"]), anti_tank_expendable=tuple(d["anti_tank"]["expendable"]),
        grenades=d["grenades"], tanks=_weighted(d["tanks"]), at_guns=_weighted(d["at_guns"]),
        defender_guns_chance=d["defender_guns_chance"],
    )


def parse_tables(document: Any, catalogue: UnitCatalogue | None = None) -> ForceTables:
    try:
        validate(document, SCHEMA, "forces.json")
    except FileFormatError as error:
        raise ForceTableError(str(error)) from None
    tables = ForceTables(
        sizes={name: _size(d, name) for name, d in document["sizes"].items()},
        support=dict(document["support"]),
        balance=Balance(document["balance"]["min_ratio"], document["balance"]["max_ratio"], document["balance"]["tolerance"],
                        document["balance"]["rounds"],
                        dict(document["balance"]["fire_mission_points"]), dict(document["balance"]["fortification_points"])),
        nations={code: _nation(code, d) for code, d in document["nations"].items()},
        deployment={role: Deployment(dict(d["terrain"]), d["depth"], tuple(d["fortifications"])) for role, d in document["deployment"].items()},
    )
    for nation in tables.nations.values():
        check_nation(nation, catalogue or default_catalogue())
    return tables


def check_nation(nation: NationTable, catalogue: UnitCatalogue) -> None:
    """Every id of a nation's table exists, is of that nation and of the promised kind."""
    def need(type_id: str, what: str, ok: Any) -> None:
        if type_id not in catalogue:
            raise ForceTableError(f"forces.json: {nation.code}: {what} {type_id!r} is not in the unit catalogue")
        unit = catalogue.get(type_id)
        if unit.nationality.value != nation.code:
            raise ForceTableError(f"forces.json: {nation.code}: {what} {type_id} is {unit.nationality.value}, not {nation.code}")
        if not ok(unit):
            raise ForceTableError(f"forces.json: {nation.code}: {type_id} cannot serve as {what}")

    def weapon(kind: SupportWeaponType) -> Any:
        return lambda u: isinstance(u, SupportWeapon) and u.sw_type is kind

    for squad, half in nation.infantry.values():
        need(squad, "a squad", lambda u: isinstance(u, Infantry) and u.kind is Kind.SQUAD)
        need(half, "a half squad", lambda u: isinstance(u, Infantry) and u.kind is Kind.HALF_SQUAD)
    for leader in nation.leaders:
        need(leader, "a leader", lambda u: isinstance(u, Leader))
    need(nation.engineer, "an engineer squad", lambda u: isinstance(u, Infantry) and "engineer" in u.tags and u.kind is Kind.SQUAD)
    for type_id in nation.engineer_weapons + nation.platoon_weapons + nation.anti_tank_carried:
        need(type_id, "a carried weapon", weapon(SupportWeaponType.LIGHT))
    for type_id in nation.heavy_weapons:
        need(type_id, "a heavy weapon", lambda u: isinstance(u, SupportWeapon) and u.sw_type is not SupportWeaponType.EXPENDABLE)
    for type_id in nation.charges + nation.anti_tank_expendable + (nation.grenades,):
        need(type_id, "an expendable weapon", weapon(SupportWeaponType.EXPENDABLE))
    for type_id in nation.tanks.types:
        need(type_id, "a tank", lambda u: isinstance(u, Afv) and u.afv_type is AfvType.TANK)
    for type_id in nation.at_guns.types:
        need(type_id, "an AT gun", lambda u: isinstance(u, Gun) and u.gun_type is GunType.AT)


@lru_cache(maxsize=1)
def force_tables() -> ForceTables:
    """The shipped tables, read and checked once per process."""
    path = package_dir("generator") / "data" / "forces.json"
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ForceTableError(f"forces.json cannot be read: {error}") from None
    return parse_tables(document)
