"""The combat charts, per ruleset: AP Combat Table (14.5), Close Assault Table
(15.6), Armor Elimination Chart (16.4), AT to-hit numbers (16.3, 18.5, 12.67),
fire support values, and the fixed modifiers and target numbers of combat.

The rulebook refers to these charts without printing them, so the numbers live
in core/data/tables.json (validated by schemas/tables.schema.json), each row
with its source. Two rulesets exist: "seeds", the edition of the rulebook's
worked examples (the default), and "rules-2021". This module only gives the
data types and answers look-ups; core.combat applies the rules around them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any, Literal

from core.resources import data_path
from core.unit_model import Letter
from core.validation import check_schema

DEFAULT_RULESET = "seeds"
ELIMINATED: Literal["E"] = "E"
EliminationNumber = int | Literal["E"] | None
"""An Elimination Number; "E": any hit eliminates; None: no effect possible."""

LOWEST_COLUMN, HIGHEST_COLUMN = 2, 12
"""The AP Combat Table's roll columns: "2 or less" ... "12 or more"."""


class UnknownRulesetError(ValueError):
    """No ruleset of that name in the tables."""


class FirepowerError(ValueError):
    """A firepower total the tables cannot take (APFP below 1)."""


class LetterError(ValueError):
    """Not an ATFP or Armor Factor letter (A to F)."""


class UnknownWeaponError(ValueError):
    """No to-hit numbers for that weapon class."""


class RangeBandError(ValueError):
    """A range no to-hit band covers (a negative range)."""


class TablesFileError(ValueError):
    """tables.json passes its schema but its rows do not fit together."""


class AtWeapon(str, Enum):
    """Classes of AT attack with their own to-hit numbers."""

    INFANTRY_AT = "infantry_at"  # 16.3: infantry with an AT support weapon
    GUN = "gun"  # 16.3: a Gun, or an AFV firing its Gun
    OFF_BOARD = "off_board"  # 18.5: barrage or air strike against an AFV
    MORTAR = "mortar"  # 12.67: on-board mortar against a vehicle

    @property
    def indirect(self) -> bool:
        """Mortars and off-board support strike the hex from above (12.67, 18.5)."""
        return self in (AtWeapon.OFF_BOARD, AtWeapon.MORTAR)


class FireSupportType(str, Enum):
    LIGHT_BARRAGE = "light_barrage"
    HEAVY_BARRAGE = "heavy_barrage"
    AIR_STRIKE = "air_strike"


def letter(value: Letter | str) -> Letter:
    """An ATFP or Armor letter from a Letter or its name ("d" or "D")."""
    if isinstance(value, Letter):
        return value
    try:
        return Letter[str(value).strip().upper()]
    except KeyError:
        raise LetterError(f"not an ATFP or Armor letter: {value!r} (A to F)") from None


@dataclass(frozen=True)
class ApRow:
    """One APFP band of the AP Combat Table."""

    apfp_min: int
    apfp_max: int | None
    casualty_points: tuple[int, ...]  # rolls 2-or-less, 3 ... 11, 12-or-more
    source: str

    @property
    def label(self) -> str:
        return f"{self.apfp_min}+" if self.apfp_max is None else f"{self.apfp_min}-{self.apfp_max}"

    def holds(self, apfp: int) -> bool:
        return apfp >= self.apfp_min and (self.apfp_max is None or apfp <= self.apfp_max)

    @staticmethod
    def column(modified_roll: int) -> str:
        """The roll column a modified roll falls in: rolls past either end use the end column."""
        if modified_roll <= LOWEST_COLUMN:
            return f"{LOWEST_COLUMN} or less"
        if modified_roll >= HIGHEST_COLUMN:
            return f"{HIGHEST_COLUMN} or more"
        return str(modified_roll)

    def points(self, modified_roll: int) -> int:
        clamped = min(max(modified_roll, LOWEST_COLUMN), HIGHEST_COLUMN)
        return self.casualty_points[clamped - LOWEST_COLUMN]


@dataclass(frozen=True)
class OddsColumn:
    """One column of the Close Assault Table."""

    odds: str  # "2-1", "1-3"
    kill_number: int
    source: str

    @property
    def ratio(self) -> float:
        attack, defend = self.odds.split("-")
        return int(attack) / int(defend)


@dataclass(frozen=True)
class EliminationRow:
    atfp: Letter
    cells: dict[Letter, EliminationNumber]
    source: str
    confirmed_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class ToHitBand:
    range_min: int
    range_max: int | None
    number: int

    def holds(self, range_hexes: int) -> bool:
        return range_hexes >= self.range_min and (self.range_max is None or range_hexes <= self.range_max)


@dataclass(frozen=True)
class ToHit:
    weapon: AtWeapon
    description: str
    bands: tuple[ToHitBand, ...]
    source: str


@dataclass(frozen=True)
class FireSupport:
    type: FireSupportType
    name: str
    apfp: int
    atfp: Letter
    source: str


@dataclass(frozen=True)
class NamedValue:
    """A fixed modifier or target number of the rules, with its section."""

    name: str
    value: int
    section: str
    description: str


@dataclass(frozen=True)
class Ruleset:
    """Every chart of one edition, with the look-ups the combat rules need."""

    name: str
    description: str
    ap_rows: tuple[ApRow, ...]
    assault_columns: tuple[OddsColumn, ...]  # weakest odds first
    elimination: dict[Letter, EliminationRow]
    to_hit: dict[AtWeapon, ToHit]
    fire_support: dict[FireSupportType, FireSupport]
    fire_lane_row: ApRow
    modifiers: dict[str, NamedValue]
    numbers: dict[str, NamedValue]

    def ap_row(self, apfp: int) -> ApRow:
        if apfp < 1:
            raise FirepowerError(f"an AP attack needs an APFP of 1 or more, not {apfp}")
        return next(row for row in self.ap_rows if row.holds(apfp))

    def ap_casualty_points(self, apfp: int, modified_roll: int) -> int:
        return self.ap_row(apfp).points(modified_roll)

    def assault_column(self, attack: int, defend: int) -> OddsColumn:
        """15.6: the odds column, fractions rounded down, clamped to the table's ends."""
        if attack < 1:
            raise FirepowerError(f"a close assault needs an assaulting APFP of 1 or more, not {attack}")
        if defend < 0:
            raise FirepowerError(f"a defending APFP cannot be negative ({defend})")
        ratio = _rounded_ratio(attack, defend)
        fitting = [column for column in self.assault_columns if column.ratio <= ratio]
        return fitting[-1] if fitting else self.assault_columns[0]

    def elimination_number(self, atfp: Letter | str, armor: Letter | str) -> EliminationNumber:
        return self.elimination[letter(atfp)].cells[letter(armor)]

    def to_hit_number(self, weapon: AtWeapon | str, range_hexes: int) -> int:
        entry = self.to_hit[weapon_class(weapon)]
        for band in entry.bands:
            if band.holds(range_hexes):
                return band.number
        raise RangeBandError(f"no {entry.weapon.value} to-hit number at range {range_hexes}")

    def modifier(self, name: str) -> NamedValue:
        return self.modifiers[name]

    def number(self, name: str) -> int:
        return self.numbers[name].value


def weapon_class(value: AtWeapon | str) -> AtWeapon:
    try:
        return AtWeapon(value)
    except ValueError:
        choices = ", ".join(w.value for w in AtWeapon)
        raise UnknownWeaponError(f"no to-hit numbers for {value!r} (one of {choices})") from None


def _rounded_ratio(attack: int, defend: int) -> float:
    """Attack/defend as the table reads it: n-1 or 1-n with n rounded down."""
    if defend == 0:
        return float("inf")
    if attack >= defend:
        return float(attack // defend)
    return 1 / (defend // attack)


@dataclass(frozen=True)
class CombatTables:
    default: str
    rulesets: dict[str, Ruleset]

    def get(self, name: str | None = None) -> Ruleset:
        key = self.default if name is None else name
        try:
            return self.rulesets[key]
        except KeyError:
            raise UnknownRulesetError(f"unknown ruleset {key!r} (one of {', '.join(self.rulesets)})") from None


def parse_tables(document: Any, file: str = "tables.json") -> CombatTables:
    """Validated tables from the parsed JSON; rows must tile their ranges without gaps."""
    check_schema(document, "tables.schema.json", file)
    rulesets = {name: _ruleset(name, entry, file) for name, entry in document["rulesets"].items()}
    if document["default_ruleset"] not in rulesets:
        raise TablesFileError(f"{file}: default ruleset {document['default_ruleset']!r} is not defined")
    return CombatTables(document["default_ruleset"], rulesets)


def _ruleset(name: str, entry: dict[str, Any], file: str) -> Ruleset:
    where = f"{file}: ruleset {name}"
    rows = tuple(
        ApRow(r["apfp_min"], r["apfp_max"], tuple(r["casualty_points"]), r["source"])
        for r in entry["ap_combat_table"]["rows"]
    )
    _check_tiling([(r.apfp_min, r.apfp_max) for r in rows], 1, f"{where}: AP Combat Table")
    columns = tuple(
        sorted((OddsColumn(c["odds"], c["kill_number"], c["source"]) for c in entry["close_assault_table"]["columns"]),
               key=lambda c: c.ratio)
    )
    if len({c.ratio for c in columns}) != len(columns):
        raise TablesFileError(f"{where}: two Close Assault Table columns have the same odds")
    lane = [r for r in rows if r.label == entry["fire_lane"]["row"]]
    if not lane:
        raise TablesFileError(f"{where}: fire lane row {entry['fire_lane']['row']!r} is not an AP Combat Table row")
    return Ruleset(
        name=name,
        description=entry["description"],
        ap_rows=rows,
        assault_columns=columns,
        elimination=_elimination(entry["armor_elimination_chart"]["rows"], where),
        to_hit=_to_hit(entry["to_hit"], where),
        fire_support={FireSupportType(f["type"]): _fire_support(f) for f in entry["fire_support"]},
        fire_lane_row=lane[0],
        modifiers={k: NamedValue(k, v["value"], v["section"], v["description"]) for k, v in entry["modifiers"].items()},
        numbers={k: NamedValue(k, v["value"], v["section"], v["description"]) for k, v in entry["numbers"].items()},
    )


def _check_tiling(bands: list[tuple[int, int | None]], start: int, where: str) -> None:
    expected: int | None = start
    for low, high in bands:
        if expected is None or low != expected or (high is not None and high < low):
            raise TablesFileError(f"{where}: bands must run on from {start} without gaps or overlaps")
        expected = None if high is None else high + 1
    if expected is not None:
        raise TablesFileError(f"{where}: the last band must be open-ended")


def _elimination(rows: list[dict[str, Any]], where: str) -> dict[Letter, EliminationRow]:
    chart = {
        Letter[r["atfp"]]: EliminationRow(
            Letter[r["atfp"]],
            {Letter[k]: v for k, v in r["cells"].items()},
            r["source"],
            tuple(r.get("confirmed_by", ())),
        )
        for r in rows
    }
    if set(chart) != set(Letter):
        raise TablesFileError(f"{where}: the Armor Elimination Chart needs one row per ATFP letter A-F")
    return chart


def _to_hit(entries: list[dict[str, Any]], where: str) -> dict[AtWeapon, ToHit]:
    result: dict[AtWeapon, ToHit] = {}
    for e in entries:
        bands = tuple(ToHitBand(b["range_min"], b["range_max"], b["number"]) for b in e["bands"])
        _check_tiling([(b.range_min, b.range_max) for b in bands], bands[0].range_min, f"{where}: to-hit {e['weapon']}")
        result[AtWeapon(e["weapon"])] = ToHit(AtWeapon(e["weapon"]), e["description"], bands, e["source"])
    if set(result) != set(AtWeapon):
        raise TablesFileError(f"{where}: to-hit numbers are needed for every weapon class")
    return result


def _fire_support(entry: dict[str, Any]) -> FireSupport:
    kind = FireSupportType(entry["type"])
    return FireSupport(kind, entry["name"], entry["apfp"], Letter[entry["atfp"]], entry["source"])


@lru_cache(maxsize=1)
def tables() -> CombatTables:
    """The shipped tables, loaded and validated once."""
    path = data_path("tables.json")
    with path.open(encoding="utf-8") as handle:
        return parse_tables(json.load(handle), path.name)


def get_ruleset(name: str | None = DEFAULT_RULESET) -> Ruleset:
    return tables().get(name)


def ruleset_names() -> tuple[str, ...]:
    return tuple(tables().rulesets)


def ap_casualty_points(apfp: int, modified_roll: int, ruleset: str = DEFAULT_RULESET) -> int:
    """14.5: Casualty Points (0 for the dash) for a total APFP and a modified dice roll."""
    return tables().get(ruleset).ap_casualty_points(apfp, modified_roll)


def assault_odds(attack: int, defend: int, ruleset: str = DEFAULT_RULESET) -> tuple[str, int]:
    """15.6: the odds label ("2-1", "1-3") and its Kill Number."""
    column = tables().get(ruleset).assault_column(attack, defend)
    return column.odds, column.kill_number


def elimination_number(atfp: Letter | str, armor: Letter | str, ruleset: str = DEFAULT_RULESET) -> EliminationNumber:
    """16.4: the Elimination Number of an ATFP letter against an Armor Factor letter."""
    return tables().get(ruleset).elimination_number(atfp, armor)


def to_hit_number(weapon: AtWeapon | str, range_hexes: int, ruleset: str = DEFAULT_RULESET) -> int:
    """16.3 (18.5, 12.67): the to-hit dice roll needed, or less, at this range."""
    return tables().get(ruleset).to_hit_number(weapon, range_hexes)


def fire_support(kind: FireSupportType | str, ruleset: str = DEFAULT_RULESET) -> FireSupport:
    """Seed 004: a fire support mission's AP strength and AT letter."""
    return tables().get(ruleset).fire_support[FireSupportType(kind)]
