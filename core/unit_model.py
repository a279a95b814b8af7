"""What a counter is: the typed values printed on unit and weapon counters (section 1).

The numbers themselves live in core/data/units.json; core/unit_data.py turns
that file into these frozen values and core/units.py serves them. Everything a
rule needs to ask of a counter is here, so the engine, the placement checks
and the editor never read the raw JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import NewType

UnitId = NewType("UnitId", str)

MG_RANGE = 8
"""Every AFV and vehicle machine gun reaches eight hexes (1.23, 14.4)."""

MORTAR_MIN_RANGE = 2
"""Mortars may not fire inside two hexes (12.65)."""


class Nationality(str, Enum):
    US = "us"
    GB = "gb"
    GER = "ger"
    SOV = "sov"


class Kind(str, Enum):
    SQUAD = "squad"
    HALF_SQUAD = "half_squad"
    LEADER = "leader"
    SUPPORT_WEAPON = "support_weapon"
    GUN = "gun"
    AFV = "afv"
    VEHICLE = "vehicle"


class InfantryClass(str, Enum):
    """The three force types of the PC game's generator (seed 004)."""

    REGULAR = "regular"
    ELITE = "elite"
    AIRBORNE = "airborne"


class SupportWeaponType(str, Enum):
    """Light, Heavy or Expendable (12.1): decides portage and who may fire it (12.2-12.3)."""

    LIGHT = "L"
    HEAVY = "H"
    EXPENDABLE = "X"


class WeaponCategory(str, Enum):
    LMG = "lmg"
    MMG = "mmg"
    HMG = "hmg"
    BAZOOKA = "bazooka"
    PIAT = "piat"
    PANZERSCHRECK = "panzerschreck"
    AT_RIFLE = "at_rifle"
    FLAMETHROWER = "flamethrower"
    MORTAR = "mortar"
    PANZERFAUST = "panzerfaust"
    GRENADES = "grenades"
    SATCHEL_CHARGE = "satchel_charge"
    AT_GRENADES = "at_grenades"


class WeaponFlag(str, Enum):
    MACHINE_GUN = "machine_gun"  # may lay a fire lane (13.9); passengers may use L MGs (14.3)
    MORTAR = "mortar"  # indirect fire, minimum range, no fire groups (12.6x)
    FLAMETHROWER = "flamethrower"
    ADJACENT_ONLY = "adjacent_only"  # Panzerfaust, AT grenades, grenades, satchels (12.51-12.53)
    REAR_ARMOR = "rear_armor"  # AT grenades attack the rear Armor Factor (seed 004)


class GunType(str, Enum):
    AT = "at"
    INFANTRY = "infantry"
    FIELD = "field"
    FLAK = "flak"


class AfvType(str, Enum):
    TANK = "tank"
    TANK_DESTROYER = "tank_destroyer"
    ASSAULT_GUN = "assault_gun"
    HALFTRACK = "halftrack"
    ARMORED_CAR = "armored_car"
    CARRIER = "carrier"


class Mount(str, Enum):
    """A white circle under an MG rating makes it a 360° MG; otherwise it fires forward (1.21)."""

    ALL_ROUND = "360"
    FORWARD = "ff"


class Letter(IntEnum):
    """ATFP and Armor Factor letters, A weakest; the value is what the
    Armor Elimination Chart counts with (EN = 7 + 2 * (ATFP - Armor))."""

    A = 1
    B = 2
    C = 3
    D = 4
    E = 5
    F = 6

    def __str__(self) -> str:
        return self.name


class TransportClass(str, Enum):
    """What a transport carries (8.21): per number one squad (or two half squads),
    one leader and one support weapon; TH only a half squad, a leader and a weapon,
    and it may not tow a large Gun."""

    TH = "TH"
    T1 = "T1"
    T2 = "T2"

    @property
    def half_squads(self) -> int:
        """Capacity counted in half squads: a squad fills two."""
        return {"TH": 1, "T1": 2, "T2": 4}[self.value]

    @property
    def leaders(self) -> int:
        return {"TH": 1, "T1": 1, "T2": 2}[self.value]

    @property
    def support_weapons(self) -> int:
        return {"TH": 1, "T1": 1, "T2": 2}[self.value]

    @property
    def tows_large_guns(self) -> bool:
        return self is not TransportClass.TH


@dataclass(frozen=True, kw_only=True)
class UnitBase:
    """What every catalogue entry has. `field_sources` holds (field, source) pairs
    for single values whose source differs from the entry's `source`."""

    id: UnitId
    name: str
    nationality: Nationality
    kind: Kind
    source: str
    fronts: tuple[str, ...]
    years: tuple[int, int] | None = None
    field_sources: tuple[tuple[str, str], ...] = ()

    def source_of(self, field: str) -> str:
        """Where one value comes from: its own source, else the entry's."""
        return dict(self.field_sources).get(field, self.source)

    def serves(self, front: str | None = None, year: int | None = None) -> bool:
        """Fought on that front, in service that year (no years: any year)."""
        if front is not None and front not in self.fronts:
            return False
        if year is not None and self.years is not None:
            return self.years[0] <= year <= self.years[1]
        return True


@dataclass(frozen=True, kw_only=True)
class Infantry(UnitBase):
    """A squad or half squad: APFP-range-casualty as printed (e.g. 4-6-4)."""

    apfp: int
    range: int
    casualty: int
    elite: bool
    infantry_class: InfantryClass
    half_squad: UnitId | None = None
    tags: frozenset[str] = frozenset()

    @property
    def stats(self) -> str:
        return f"{self.apfp}-{self.range}-{self.casualty}"


@dataclass(frozen=True, kw_only=True)
class Leader(UnitBase):
    modifier: int
    apfp: int
    range: int
    casualty: int


@dataclass(frozen=True, kw_only=True)
class SupportWeapon(UnitBase):
    """apfp None: no AP use (12.51); atfp None: no AT use (12.52-12.53)."""

    sw_type: SupportWeaponType
    category: WeaponCategory
    apfp: int | None
    atfp: Letter | None
    range: int
    min_range: int | None = None
    roll_modifier: int | None = None
    flags: frozenset[WeaponFlag] = frozenset()

    def has(self, flag: WeaponFlag) -> bool:
        return flag in self.flags


@dataclass(frozen=True, kw_only=True)
class MainGun:
    """An AFV's (or, rarely, a vehicle's) Gun: fires at unlimited range (16.2)."""

    atfp: Letter
    apfp: int
    turreted: bool


@dataclass(frozen=True, kw_only=True)
class MachineGun:
    apfp: int
    mount: Mount


@dataclass(frozen=True, kw_only=True)
class Armor:
    front: Letter
    rear: Letter


@dataclass(frozen=True, kw_only=True)
class Gun(UnitBase):
    """A Gun with its inherent crew (1.15). range None: no limit (13.3)."""

    gun_type: GunType
    atfp: Letter | None
    apfp: int
    range: int | None
    gun_shield: bool
    casualty: int
    movement_points: int

    @property
    def large(self) -> bool:
        """Large Guns have 0 MP and move only when towed (1.15, 8.21)."""
        return self.movement_points == 0


@dataclass(frozen=True, kw_only=True)
class Afv(UnitBase):
    afv_type: AfvType
    gun: MainGun | None
    mgs: tuple[MachineGun, ...]
    armor: Armor
    movement_points: int
    transport: TransportClass | None
    can_tow: bool

    @property
    def turreted(self) -> bool:
        return self.gun is not None and self.gun.turreted


@dataclass(frozen=True, kw_only=True)
class Vehicle(UnitBase):
    """An unarmored vehicle (1.17): hit by AP fire, destroyed by any AT hit (16.4)."""

    casualty: int
    gun: MainGun | None
    mgs: tuple[MachineGun, ...]
    movement_points: int
    transport: TransportClass | None
    can_tow: bool


Unit = Infantry | Leader | SupportWeapon | Gun | Afv | Vehicle


class UnknownUnitError(ValueError):
    """An id that is not in the catalogue."""


class UnknownEditionError(ValueError):
    """A rules edition the catalogue does not know."""


class UnknownFrontError(ValueError):
    """A front (theatre) the catalogue does not know."""
