"""Typed events of fire and close combat (see core.game.events)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from core.game.events import Event, _hex, _hexes, _unit, _units

# --- fire -----------------------------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class ApAttack(Event):
    kind: ClassVar[str] = "ap_attack"
    firers: list[str] = _units()
    target: str | None = _hex()
    apfp: int = 0
    row: Any = None
    weapons: list[str] = field(default_factory=list)
    opportunity: bool = False
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    roll: int | None = None
    modified: int | None = None
    cp: int = 0
    leader: str | None = _unit()


@dataclass(kw_only=True, eq=False, repr=False)
class AtFire(Event):
    kind: ClassVar[str] = "at_fire"
    firer: str | None = _unit()
    target: str | None = _unit()
    weapon: str | None = None
    roll: int | None = None
    needed: int | None = None
    modified: int | None = None
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    hit: bool = False
    leader: str | None = _unit()
    arc: str | None = None
    elimination_number: int | str | None = None  # "E": any hit eliminates
    kill_roll: int | None = None
    result: str = ""
    abandoned: bool | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class OpportunityFire(Event):
    kind: ClassVar[str] = "opportunity_fire"
    attack: str = ""
    firers: list[str] = _units()
    origin: str | None = _hex()
    hex: str | None = _hex()
    target: str | None = _unit()
    expected: float = 0.0


@dataclass(kw_only=True, eq=False, repr=False)
class Casualties(Event):
    kind: ClassVar[str] = "casualties"
    hex: str | None = _hex()
    points: int = 0
    air_burst: bool = False
    results: list[dict[str, Any]] = field(default_factory=list)  # {unit, result, points, roll}
    unfulfilled: int = 0

    def _more_units(self) -> list[str]:
        return [str(r["unit"]) for r in self.results if r.get("unit")]


@dataclass(kw_only=True, eq=False, repr=False)
class Eliminated(Event):
    kind: ClassVar[str] = "eliminated"
    unit: str | None = _unit()
    cause: str | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class ValorCheck(Event):
    kind: ClassVar[str] = "valor_check"
    unit: str | None = _unit()
    roll: int | None = None
    valorous: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class FireLane(Event):
    kind: ClassVar[str] = "fire_lane"
    origin: str | None = _hex()
    target: str | None = _hex()
    hexes: list[str] = _hexes()
    markers: int = 0


@dataclass(kw_only=True, eq=False, repr=False)
class FireLaneAttack(Event):
    kind: ClassVar[str] = "fire_lane_attack"
    hex: str | None = _hex()
    units: list[str] = _units()
    markers: int = 0
    roll: int | None = None
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    modified: int | None = None
    cp: int = 0


# --- close combat -----------------------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class CloseAssault(Event):
    kind: ClassVar[str] = "close_assault"
    units: list[str] = _units()
    origin: str | None = _hex()
    target: str | None = _hex()
    attack: int = 0
    defence: int = 0
    weapons: list[str] = field(default_factory=list)
    defender_weapons: list[str] = field(default_factory=list)
    odds: str | None = None
    kill_number: int | None = None
    modified_kill_number: int | None = None
    roll: int | None = None
    modified_roll: int | None = None
    leader: str | None = _unit()
    defender_leader: str | None = _unit()
    success: bool = False
    pinned_eliminated: list[str] = _units()
    attacker_cp: int = 0
    defender_cp: int = 0
    defender_losses: list[str] = _units()
    occupied_by: list[str] = _units()


@dataclass(kw_only=True, eq=False, repr=False)
class AssaultImmobilization(Event):
    kind: ClassVar[str] = "assault_immobilization"
    unit: str | None = _unit()
    points: int = 0
    roll: int | None = None
    immobilized: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class AssaultOccupy(Event):
    kind: ClassVar[str] = "assault_occupy"
    units: list[str] = _units()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class Overrun(Event):
    kind: ClassVar[str] = "overrun"
    afv: str | None = _unit()
    target: str | None = _hex()
    exit: str | None = _hex()
    mp: float = 0


@dataclass(kw_only=True, eq=False, repr=False)
class Immobilized(Event):
    kind: ClassVar[str] = "immobilized"
    unit: str | None = _unit()


@dataclass(kw_only=True, eq=False, repr=False)
class CrewCheck(Event):
    kind: ClassVar[str] = "crew_check"
    unit: str | None = _unit()
    roll: int | None = None
    abandoned: bool = False
