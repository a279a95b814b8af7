"""What is wrong with a scenario: every placement rule, all problems at once.

`violations(scenario)` never stops at the first problem and never changes the
scenario. Each Violation has a stable code (tests, the editor's problem list and
`vvs validate --json` rely on it), the hex it is about, the rulebook section,
and a sentence a designer understands. The rules themselves live in
core/placement_units.py (stacks, portage, transport, terrain) and
core/placement_map.py (fortifications, smoke, objectives, exits, order of battle).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Protocol

from core.battlefield import Battlefield, BattlefieldError
from core.board_library import build_battlefield
from core.boards import Board
from core.hexes import Hex
from core.scenario import Scenario, Unit
from core.terrain import TerrainCatalogue, catalogue as terrain_catalogue
from core.units import default_catalogue


@dataclass(frozen=True, order=True)
class Violation:
    code: str
    hex: str | None
    message: str
    section: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "hex": self.hex, "message": self.message, "section": self.section}

    def __str__(self) -> str:
        where = f"{self.hex}: " if self.hex else ""
        section = f" ({self.section})" if self.section else ""
        return f"{where}{self.message}{section}"


class UnitTypeInfo(Protocol):
    """What the placement rules need to know of a catalogue entry."""

    id: str
    name: str
    kind: str
    nationality: str


GROUPS = {"squad": "infantry", "half_squad": "infantry", "leader": "infantry", "gun": "gun", "afv": "afv", "vehicle": "vehicle"}
ALLIED_NATIONS = frozenset({"us", "gb", "sov"})


@dataclass
class Context:
    """The battlefield and catalogues a scenario is checked against."""

    battlefield: Battlefield
    units: Any  # core.units.UnitCatalogue
    terrain: TerrainCatalogue = field(default_factory=terrain_catalogue)
    scenario: Scenario | None = None  # set while a scenario is being checked

    def unit_type(self, type_id: str) -> Any | None:
        return self.units.get(type_id) if type_id in self.units else None

    def group(self, unit: Unit) -> str | None:
        info = self.unit_type(unit.type)
        return GROUPS.get(info.kind.value) if info is not None else None

    def hex(self, name: str) -> Hex | None:
        try:
            return self.battlefield.parse(name)
        except ValueError:
            return None


class Report:
    """Collects violations; a small helper so each rule reads as one sentence."""

    def __init__(self) -> None:
        self.items: list[Violation] = []

    def add(self, code: str, hex_name: str | None, message: str, section: str = "") -> None:
        self.items.append(Violation(code, hex_name, message, section))


@lru_cache(maxsize=16)
def _battlefield(boards: tuple[tuple[int, bool], ...]) -> Battlefield:
    return build_battlefield([{"board": b, "rotated": r} for b, r in boards])


def context_for(scenario: Scenario, custom_boards: dict[int, Board] | None = None, units: Any = None) -> Context:
    """A checking context; raises BattlefieldError when the boards cannot be had."""
    if units is None:
        units = default_catalogue().for_edition(scenario.ruleset)
    key = tuple((b.board, b.rotated) for b in scenario.boards)
    if custom_boards:
        field_ = build_battlefield([{"board": b, "rotated": r} for b, r in key], custom_boards)
    else:
        field_ = _battlefield(key)
    return Context(field_, units)


def violations(scenario: Scenario, context: Context | None = None) -> list[Violation]:
    """Every problem of a scenario, in a stable order (by hex, then code)."""
    if context is None:
        try:
            context = context_for(scenario)
        except BattlefieldError as error:
            return [Violation("battlefield.boards", None, str(error), "2.1")]
    from core import placement_map, placement_units

    context.scenario = scenario
    report = Report()
    placement_units.check(scenario, context, report)
    placement_map.check(scenario, context, report)
    return sorted(set(report.items), key=lambda v: (v.hex or "", v.code, v.message))


def codes(items: Iterable[Violation]) -> list[str]:
    return sorted({v.code for v in items})
