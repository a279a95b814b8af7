"""The ground every placement rule stands on: what a problem is, and what a scenario is checked against.

A Violation has a stable code (tests, the editor's problem list and
`vvs validate --json` rely on it), the hex it is about (or, for a schema
problem, the JSON path in the file), the rulebook section and a sentence a
designer understands. The editor runs the whole check after every edit, so a
Context keeps what does not change between edits (hex names resolved,
catalogue entries looked up); reuse one Context for one battlefield and the
check stays well under a frame.

A message is a template and its named values (`Report.add(code, hex, "{weapon} lies in the
hex: ...", "12.2", weapon=name)`): `message` is the English sentence, and the editor shows
`Violation.text(translate)`, the template translated (context "placement") and then filled.
The catalogue tool reads the template as the literal third argument of an `.add(` call in
core/placement, or as the literal in `text("...")` for a template written elsewhere
(docs/translations.md). Values are text already; the names from the data (terrain,
fortification, side, unit kind) are `Word`s (core/texts.py) that the editor translates,
while historical unit names stay as on the counters.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core import texts
from core.boards.battlefield import Battlefield
from core.boards.board import Board
from core.boards.library import build_battlefield, shipped_battlefield
from core.hexes import Hex
from core.scenario import Scenario, Unit
from core.scenario.query import catalogue_for
from core.scenario.terrain_rules import with_terrain_rules
from core.terrain import Fortification as FortificationKind
from core.terrain import Terrain, TerrainCatalogue
from core.terrain import catalogue as terrain_catalogue
from core.texts import Word
from core.texts import text as text
from core.unit_kinds import STACKING_GROUP
from core.unit_model import Kind
from core.units import Unit as CounterType
from core.units import UnitCatalogue

GROUP = "group"
"""The value naming a reinforcement group: put before the sentence when its template does not place it."""


def fill(template: str, values: texts.Values, translate: Callable[[str], str] | None = None,
         translate_word: Callable[[Word], str] | None = None) -> str:
    """The template (translated when `translate` is given) with its values (each `Word` through
    `translate_word`); a group's name first."""
    named = dict(values)
    sentence = texts.fill(template, values, translate, translate_word)
    group = named.get(GROUP)
    return f"{group}: {sentence}" if group and "{" + GROUP + "}" not in template else sentence


@dataclass(frozen=True, order=True)
class Violation:
    """One problem. `hex` names the hex it is about; a problem with the file itself
    (its schema) has no hex but a `json_path` to the offending value instead.
    `template` and `values` make `message` again (`fill`); a Violation made from a
    sentence alone (a schema or board error) has no template."""

    code: str
    hex: str | None
    message: str
    section: str = ""
    json_path: str | None = None
    template: str = field(default="", compare=False)
    values: texts.Values = field(default=(), compare=False)

    def text(self, translate: Callable[[str], str] | None = None, translate_word: Callable[[Word], str] | None = None) -> str:
        """The message, its template passed through `translate` first and its data names through
        `translate_word`; the English message when there is no template or the translation does
        not fit the values."""
        if not self.template:
            return self.message
        try:
            return fill(self.template, self.values, translate, translate_word)
        except (KeyError, IndexError, ValueError):
            return self.message

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "hex": self.hex, "message": self.message, "section": self.section,
                "json_path": self.json_path}

    @property
    def where(self) -> str | None:
        """The hex, or for a schema problem the JSON path: what a reader looks at first."""
        return self.hex or self.json_path

    def __str__(self) -> str:
        where = f"{self.where}: " if self.where else ""
        section = f" ({self.section})" if self.section else ""
        return f"{where}{self.message}{section}"


@dataclass
class Context:
    """The battlefield and catalogues a scenario is checked against.

    Lookups are memoised: hex names and unit types repeat from one edit to the
    next, and a dict hit is far cheaper than a regex and a catalogue search.
    """

    battlefield: Battlefield
    units: UnitCatalogue
    terrain: TerrainCatalogue = field(default_factory=terrain_catalogue)
    _hexes: dict[str, Hex | None] = field(default_factory=dict, repr=False, compare=False)
    _types: dict[str, CounterType | None] = field(default_factory=dict, repr=False, compare=False)

    def unit_type(self, type_id: str) -> CounterType | None:
        if type_id not in self._types:
            self._types[type_id] = self.units.get(type_id) if type_id in self.units else None
        return self._types[type_id]

    def kind(self, type_id: str) -> Kind | None:
        info = self.unit_type(type_id)
        return info.kind if info is not None else None

    def name_of(self, type_id: str) -> str:
        info = self.unit_type(type_id)
        return info.name if info is not None else type_id

    def group(self, unit: Unit) -> str | None:
        """Stacking group: infantry, gun, afv or vehicle; None for weapons and unknowns."""
        kind = self.kind(unit.type)
        return STACKING_GROUP.get(kind) if kind is not None else None

    def hex(self, name: str) -> Hex | None:
        if name not in self._hexes:
            try:
                self._hexes[name] = self.battlefield.parse(name)
            except ValueError:
                self._hexes[name] = None
        return self._hexes[name]

    def terrain_at(self, h: Hex) -> Terrain:
        return self.terrain.get(self.battlefield.terrain(h))

    def fortification_kind(self, type_id: str) -> FortificationKind | None:
        return (self.terrain.fortifications or {}).get(type_id)


class Report:
    """Collects violations; a small helper so each rule reads as one sentence."""

    def __init__(self) -> None:
        self.items: list[Violation] = []

    def add(self, code: str, hex_name: str | None, template: str, section: str = "", **values: object) -> None:
        """A problem whose sentence is `template` filled with `values` (each made text here)."""
        pairs: texts.Values = tuple((name, value if isinstance(value, (str, texts.Text)) else str(value))
                                    for name, value in values.items())
        self.items.append(Violation(code, hex_name, fill(template, pairs), section, template=template, values=pairs))


def context_for(scenario: Scenario, custom_boards: dict[int, Board] | None = None, units: UnitCatalogue | None = None) -> Context:
    """A checking context; raises BattlefieldError when the boards cannot be had. The battlefield
    is the one the scenario's terrain rules make (core/scenario/terrain_rules.py)."""
    if units is None:
        units = catalogue_for(scenario)
    key = tuple((b.board, b.rotated) for b in scenario.boards)
    if custom_boards:
        field_ = build_battlefield([{"board": b, "rotated": r} for b, r in key], custom_boards)
    else:
        field_ = shipped_battlefield(key)
    return Context(with_terrain_rules(field_, scenario.special_rules), units)
