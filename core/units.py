"""The unit catalogue and unit point values.

The catalogue is core/data/units.json (validated by schemas/units.schema.json):
every counter of the four nationalities with the values printed on it, in the
default rules edition, plus per-entry overrides for other editions. Point values
are not data: `point_value` computes them from the stats with one formula
(docs/units.md), so a changed stat can never leave a stale price behind.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from core.resources import data_path
from core.unit_data import UnitCatalogueError, merge_edition, parse_unit, read_document
from core.unit_model import (
    MG_RANGE,
    MORTAR_MIN_RANGE,
    Afv,
    AfvType,
    Armor,
    Gun,
    GunType,
    Infantry,
    InfantryClass,
    Kind,
    Leader,
    Letter,
    MachineGun,
    MainGun,
    Mount,
    Nationality,
    SupportWeapon,
    SupportWeaponType,
    TransportClass,
    Unit,
    UnitBase,
    UnitId,
    UnknownEditionError,
    UnknownFrontError,
    UnknownUnitError,
    Vehicle,
    WeaponCategory,
    WeaponFlag,
)

__all__ = [
    "MG_RANGE",
    "MORTAR_MIN_RANGE",
    "Afv",
    "AfvType",
    "Armor",
    "Gun",
    "GunType",
    "Infantry",
    "InfantryClass",
    "Kind",
    "Leader",
    "Letter",
    "MachineGun",
    "MainGun",
    "Mount",
    "Nationality",
    "SupportWeapon",
    "SupportWeaponType",
    "TransportClass",
    "Unit",
    "UnitBase",
    "UnitCatalogue",
    "UnitCatalogueError",
    "UnitId",
    "UnknownEditionError",
    "UnknownFrontError",
    "UnknownUnitError",
    "Vehicle",
    "WeaponCategory",
    "WeaponFlag",
    "default_catalogue",
    "point_value",
]

CATALOGUE_FILE = "units.json"


class UnitCatalogue:
    """Every unit of one rules edition, by id, with filters for the editor and generator.

    Built from a validated document; `for_edition` gives the same catalogue as
    another edition prints it. Instances are read-only.
    """

    def __init__(self, document: Mapping[str, Any], edition: str | None = None) -> None:
        self._document = document
        self.default_edition: str = document["default_edition"]
        self.editions: tuple[str, ...] = tuple(document["editions"])
        self.fronts: tuple[str, ...] = tuple(document["fronts"])
        self.edition: str = self.default_edition if edition is None else edition
        if self.edition not in self.editions:
            raise UnknownEditionError(
                f"unknown rules edition {self.edition!r}; known: {', '.join(self.editions)}")
        units = (parse_unit(merge_edition(entry, self.edition)) for entry in document["units"])
        self._units: dict[UnitId, Unit] = {unit.id: unit for unit in units}
        self._editions: dict[str, UnitCatalogue] = {self.edition: self}

    @classmethod
    def load(cls, path: str | Path | None = None, edition: str | None = None) -> UnitCatalogue:
        """Read and check a catalogue file (the shipped one by default).

        Raises UnitCatalogueError naming the file, the JSON path and the fault.
        """
        file_path = data_path(CATALOGUE_FILE) if path is None else Path(path)
        return cls(read_document(file_path, str(file_path)), edition)

    def for_edition(self, name: str) -> UnitCatalogue:
        """The catalogue as rules edition `name` prints it (built once, then kept)."""
        if name not in self._editions:
            catalogue = UnitCatalogue(self._document, name)
            catalogue._editions = self._editions
            self._editions[name] = catalogue
        return self._editions[name]

    def get(self, unit_id: str) -> Unit:
        try:
            return self._units[UnitId(unit_id)]
        except KeyError:
            raise UnknownUnitError(f"no unit {unit_id!r} in the catalogue") from None

    __getitem__ = get

    def __contains__(self, unit_id: object) -> bool:
        return unit_id in self._units

    def __iter__(self) -> Iterator[Unit]:
        return iter(self._units.values())

    def __len__(self) -> int:
        return len(self._units)

    def filter(self, *, nationality: Nationality | str | None = None,
               kind: Kind | str | None = None, front: str | None = None,
               year: int | None = None) -> tuple[Unit, ...]:
        """Units matching every given criterion, in catalogue order."""
        wanted_nation = None if nationality is None else Nationality(nationality)
        wanted_kind = None if kind is None else Kind(kind)
        if front is not None and front not in self.fronts:
            raise UnknownFrontError(f"unknown front {front!r}; known: {', '.join(self.fronts)}")
        return tuple(
            unit for unit in self._units.values()
            if (wanted_nation is None or unit.nationality is wanted_nation)
            and (wanted_kind is None or unit.kind is wanted_kind)
            and unit.serves(front, year))

    def half_squad_of(self, squad: Infantry) -> Infantry:
        """The half squad a squad is reduced to or split into (13.10)."""
        if squad.half_squad is None:
            raise UnknownUnitError(f"{squad.id} is not a squad")
        half = self.get(squad.half_squad)
        if not isinstance(half, Infantry):
            raise UnknownUnitError(f"{squad.half_squad} is not a half squad")
        return half


@lru_cache(maxsize=1)
def default_catalogue() -> UnitCatalogue:
    """The shipped catalogue in the default edition, read and checked once per process."""
    return UnitCatalogue.load()


# --------------------------------------------------------------------------- point values

UNLIMITED_RANGE_REACH = 3
"""Reach points of a Gun's unlimited range (13.3): as much as a 12-hex weapon."""

TRANSPORT_POINTS = {TransportClass.TH: 1, TransportClass.T1: 2, TransportClass.T2: 3}


def point_value(unit: Unit) -> int:
    """The unit's worth in points, for victory levels and casualty order (seed 004).

    One formula for every kind, from the printed stats only (docs/units.md):
    crew + firepower + reach + anti-tank + protection + quality + mobility +
    carriage, halved (rounded up) for single-use Expendable weapons. It gives a
    British 4-6-4 rifle squad 9 points and a 5-5-6 paratrooper squad 14.
    """
    total = (_crew(unit) + _firepower(unit) + _reach(unit) + _anti_tank(unit)
             + _protection(unit) + _quality(unit) + _mobility(unit) + _carriage(unit))
    if isinstance(unit, SupportWeapon) and unit.sw_type is SupportWeaponType.EXPENDABLE:
        total = (total + 1) // 2
    return max(total, 1)


def _crew(unit: Unit) -> int:
    """One point for a counter that is itself men or a crewed machine."""
    return 0 if isinstance(unit, SupportWeapon) else 1


def _firepower(unit: Unit) -> int:
    """Every APFP rating on the counter, added up."""
    if isinstance(unit, (Afv, Vehicle)):
        gun = 0 if unit.gun is None else unit.gun.apfp
        return gun + sum(mg.apfp for mg in unit.mgs)
    return unit.apfp or 0


def _reach(unit: Unit) -> int:
    """Range beyond the usual six hexes: a point per two hexes; unlimited counts 3."""
    if isinstance(unit, Gun) or (isinstance(unit, (Afv, Vehicle)) and unit.gun is not None):
        return UNLIMITED_RANGE_REACH
    if isinstance(unit, (Infantry, Leader, SupportWeapon)):
        return max(0, unit.range - 6) // 2
    return 0


def _anti_tank(unit: Unit) -> int:
    """Two points per ATFP letter (A=1 .. F=6), one more for a turret."""
    if isinstance(unit, (Afv, Vehicle)):
        if unit.gun is None:
            return 0
        return 2 * unit.gun.atfp + (1 if unit.gun.turreted else 0)
    if isinstance(unit, (Gun, SupportWeapon)) and unit.atfp is not None:
        return 2 * unit.atfp
    return 0


def _protection(unit: Unit) -> int:
    """Casualty rating; for AFVs three points per armor letter front and rear."""
    if isinstance(unit, Afv):
        return 3 * (unit.armor.front + unit.armor.rear)
    if isinstance(unit, Gun):
        return unit.casualty + (1 if unit.gun_shield else 0)
    if isinstance(unit, SupportWeapon):
        return 0
    return unit.casualty


def _quality(unit: Unit) -> int:
    """Two points for the E mark; three per step of a leader's or grenades' modifier."""
    if isinstance(unit, Infantry):
        return 2 if unit.elite else 0
    if isinstance(unit, Leader):
        return 3 * abs(unit.modifier)
    if isinstance(unit, SupportWeapon) and unit.roll_modifier is not None:
        return 3 * abs(unit.roll_modifier)
    return 0


def _mobility(unit: Unit) -> int:
    """A point per four movement points of AFVs and vehicles."""
    return unit.movement_points // 4 if isinstance(unit, (Afv, Vehicle)) else 0


def _carriage(unit: Unit) -> int:
    """Transport class TH 1, T1 2, T2 3, and a point for towing."""
    if not isinstance(unit, (Afv, Vehicle)):
        return 0
    carried = 0 if unit.transport is None else TRANSPORT_POINTS[unit.transport]
    return carried + (1 if unit.can_tow else 0)
