"""Generator templates: where on the shipped boards a battle makes sense.

Modelled on Panzer Command's random battles: each board has predefined areas,
tagged by the units that belong there (AT guns on tree lines, infantry in
buildings, tanks in the open), its objective candidates and spots for random
map additions. A battle location pairs the attacker's start areas with the
defender's areas and lists the objectives worth fighting for. Multi-board
battlefields (generator/data/templates/battlefields.json) reuse the board
areas by name (`b2:east-half`); because hex names carry the board number, a
board's areas stay right in any arrangement, turned or not.

The files are validated by schemas/template.schema.json, then cross-checked
(every area, hex and objective a location names must exist) when loaded.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Any

from core.boards.board import Board
from core.boards.library import standard_boards
from core.hexes import Offset, offset_name, parse_offset_name
from core.jsonio import FileFormatError, validate
from core.resources import package_dir
from core.scenario import BoardRef

SCHEMA = "template.schema.json"


class PlacementRole(str, Enum):
    INFANTRY = "infantry"
    MG = "mg"
    AT_GUN = "at_gun"
    TANK = "tank"
    RESERVE = "reserve"


class TemplateError(ValueError):
    """A template file that is malformed or names what does not exist."""


@dataclass(frozen=True)
class Area:
    board: int
    id: str
    hexes: tuple[str, ...]  # b<board>:<printed name>, in board order
    roles: frozenset[PlacementRole]

    @property
    def ref(self) -> str:
        return f"b{self.board}:{self.id}"


@dataclass(frozen=True)
class ObjectiveSpot:
    hex: str
    name: str


@dataclass(frozen=True)
class AdditionSpot:
    hex: str
    types: tuple[str, ...]


@dataclass(frozen=True)
class BoardTemplate:
    board: int
    areas: dict[str, Area]
    objectives: dict[str, ObjectiveSpot]  # by hex name
    additions: tuple[AdditionSpot, ...]
    locations: tuple[dict[str, Any], ...]  # raw; resolved into Location by the battlefield


@dataclass(frozen=True)
class Location:
    id: str
    place: str
    attacker: tuple[Area, ...]
    defender: tuple[Area, ...]
    objectives: tuple[ObjectiveSpot, ...]
    special_rules: tuple[dict[str, Any], ...] = ()  # as the template writes them: generator/special_rules.py makes them


@dataclass(frozen=True)
class BattlefieldTemplate:
    """Boards laid out for one battle size, with the battle locations on them."""

    id: str
    sizes: frozenset[str]
    boards: tuple[BoardRef, ...]
    locations: tuple[Location, ...]
    additions: tuple[AdditionSpot, ...]


def templates_dir() -> Path:
    return package_dir("generator") / "data" / "templates"


def expand(spec: str, board: Board) -> list[str]:
    """The printed names a hex spec covers: 'M4' or the block 'A1-D10'."""
    first, _, last = spec.partition("-")
    a = parse_offset_name(first)
    b = parse_offset_name(last) if last else a
    offsets = [Offset(c, r) for c in range(min(a.col, b.col), max(a.col, b.col) + 1)
               for r in range(min(a.row, b.row), max(a.row, b.row) + 1)]
    found = [offset_name(o) for o in offsets if board.contains(o)]
    if not found or (not last and not board.contains(a)):
        raise TemplateError(f"{spec} is not on board {board.number}")
    return found


def _hexes(specs: list[str], board: Board, where: str) -> list[str]:
    try:
        return [name for spec in specs for name in expand(spec, board)]
    except (TemplateError, ValueError) as error:
        raise TemplateError(f"{where}: {error}") from None


def _area(entry: dict[str, Any], board: Board, file: str) -> Area:
    where = f"{file}: area {entry['id']}"
    excluded = set(_hexes(entry.get("except", []), board, where))
    names = sorted(set(_hexes(entry["hexes"], board, where)) - excluded, key=parse_offset_name)
    if not names:
        raise TemplateError(f"{where}: no hex is left")
    return Area(board.number, entry["id"], tuple(f"b{board.number}:{n}" for n in names),
                frozenset(PlacementRole(r) for r in entry["roles"]))


def parse_board_template(document: Any, file: str, library: Mapping[int, Board] | None = None) -> BoardTemplate:
    """A board template checked against its board: the shipped one, or `library`'s (a user's board)."""
    validate(document, SCHEMA, file)
    if document["kind"] != "board":
        raise TemplateError(f"{file}: not a board template")
    board = (standard_boards() if library is None else library).get(document["board"])
    if board is None:
        raise TemplateError(f"{file}: board {document['board']} is not installed")
    areas: dict[str, Area] = {}
    for entry in document["areas"]:
        if entry["id"] in areas:
            raise TemplateError(f"{file}: area {entry['id']} is defined twice")
        areas[entry["id"]] = _area(entry, board, file)
    objectives = {}
    for entry in document["objectives"]:
        name = _hexes([entry["hex"]], board, f"{file}: objective")[0]
        objectives[f"b{board.number}:{name}"] = ObjectiveSpot(f"b{board.number}:{name}", entry["name"])
    additions = tuple(AdditionSpot(f"b{board.number}:{name}", tuple(entry["types"]))
                      for entry in document["additions"] for name in _hexes(entry["hexes"], board, f"{file}: addition"))
    return BoardTemplate(board.number, areas, objectives, additions, tuple(document["locations"]))


def _resolve_location(entry: dict[str, Any], boards: dict[int, BoardTemplate], local: int | None, where: str) -> Location:
    def area(ref: str) -> Area:
        number, name = (local, ref) if local is not None else (int(ref.split(":")[0][1:]), ref.split(":")[1])
        template = boards.get(number) if number is not None else None
        if template is None or name not in template.areas:
            raise TemplateError(f"{where}: no area {ref!r}")
        return template.areas[name]

    def objective(name: str) -> ObjectiveSpot:
        full = f"b{local}:{name}" if local is not None else name
        template = boards.get(int(full.split(":")[0][1:]))
        if template is None or full not in template.objectives:
            raise TemplateError(f"{where}: {full} is not one of the board's objectives")
        return template.objectives[full]

    return Location(entry["id"], entry["place"], tuple(area(r) for r in entry["attacker"]),
                    tuple(area(r) for r in entry["defender"]), tuple(objective(o) for o in entry["objectives"]),
                    tuple(entry.get("special_rules", ())))


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise TemplateError(f"{path.name}: cannot be read: {error}") from None


def single_board(template: BoardTemplate) -> BattlefieldTemplate:
    locations = tuple(_resolve_location(e, {template.board: template}, template.board, f"board {template.board} location {e['id']}")
                      for e in template.locations)
    return BattlefieldTemplate(f"board-{template.board}", frozenset({"small"}), (BoardRef(template.board),), locations, template.additions)


def multi_board(entry: dict[str, Any], boards: dict[int, BoardTemplate]) -> BattlefieldTemplate:
    refs = tuple(BoardRef(b["board"], b["rotated"]) for b in entry["boards"])
    missing = [r.board for r in refs if r.board not in boards]
    if missing:
        raise TemplateError(f"battlefield {entry['id']}: no template for board {missing[0]}")
    used = {r.board: boards[r.board] for r in refs}
    locations = tuple(_resolve_location(e, used, None, f"battlefield {entry['id']} location {e['id']}") for e in entry["locations"])
    additions = tuple(spot for r in refs for spot in boards[r.board].additions)
    return BattlefieldTemplate(entry["id"], frozenset(entry["sizes"]), refs, locations, additions)


@lru_cache(maxsize=1)
def load_templates() -> tuple[BattlefieldTemplate, ...]:
    """Every battlefield template, single boards first, read and checked once per process."""
    folder = templates_dir()
    boards: dict[int, BoardTemplate] = {}
    try:
        for path in sorted(folder.glob("board-*.json")):
            template = parse_board_template(_read(path), path.name)
            boards[template.board] = template
        result = [single_board(boards[n]) for n in sorted(boards)]
        multi = _read(folder / "battlefields.json")
        validate(multi, SCHEMA, "battlefields.json")
    except FileFormatError as error:
        raise TemplateError(str(error)) from None
    result += [multi_board(entry, boards) for entry in multi["battlefields"]]
    return tuple(result)


def templates_for(size: str) -> tuple[BattlefieldTemplate, ...]:
    return tuple(t for t in load_templates() if size in t.sizes)
