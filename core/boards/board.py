"""Geomorphic boards: one board file, its parsed form, and what is wrong with it.

A board has an odd number of columns so that its two edge columns (A and the
last one) are both "high" columns cut in half by the board edge: placed side by
side, the last column of one board and the first column of the next make one
column of whole hexes, and a board turned 180 degrees still fits (see
docs/boards.md). Odd columns sit half a hex lower and have one hex fewer.

Edge half hexes must be open ground at level 0 with no hexside feature along
the seam, so that any board joins any other either way round; a road may leave
the board through one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.boards.rules import BoardProblem, board_rule_problems
from core.hexes import DIRECTION_NAMES, Hexside, Offset, offset_name, parse_offset_name
from core.jsonio import MAX_JSON_BYTES, FileFormatError, parse_json_untrusted
from core.safe_read import read_file
from core.terrain import TerrainCatalogue, catalogue
from core.validation import schema_errors


class BoardError(ValueError):
    """A board file that cannot be used; `problems` lists every fault."""

    def __init__(self, file: str, problems: list[BoardProblem]) -> None:
        self.file = file
        self.problems = problems
        lines = "\n".join(f"{file}: {p}" for p in problems)
        super().__init__(lines or f"{file}: invalid board")


@dataclass(frozen=True)
class Board:
    """A parsed, valid board; hexes are keyed by their printed offset."""

    number: int
    name: str
    description: str
    columns: int
    rows: int
    terrain: dict[Offset, str]
    elevation: dict[Offset, int]
    hexsides: dict[tuple[Offset, int], str]
    road_links: frozenset[tuple[Offset, Offset]]
    bridges: frozenset[Offset]
    labels: tuple[tuple[Offset, str], ...] = field(default=())

    def offsets(self) -> list[Offset]:
        return sorted(self.terrain)

    def rows_in(self, col: int) -> int:
        return board_rows_in(self.rows, col)

    def contains(self, offset: Offset) -> bool:
        return offset in self.terrain


def board_rows_in(rows: int, col: int) -> int:
    """Even (high) columns have `rows` hexes, odd (low) ones one fewer."""
    return rows if col % 2 == 0 else rows - 1


def is_edge_column(columns: int, col: int) -> bool:
    return col in (0, columns - 1)


def neighbor_offset(offset: Offset, direction: int) -> Offset:
    return Offset.from_hex(offset.to_hex().neighbor(direction))


# --- parsing -----------------------------------------------------------------


def _grid(document: dict[str, Any], key: str, problems: list[BoardProblem]) -> dict[Offset, str]:
    """Characters of a row-string grid keyed by offset; shape faults are reported."""
    columns, rows = document["columns"], document["rows"]
    grid: dict[Offset, str] = {}
    lines = document[key]
    if len(lines) != rows:
        problems.append(BoardProblem(f"$.{key}", code="board.grid", message=f"has {len(lines)} rows, the board has {rows}"))
    for row, line in enumerate(lines[:rows]):
        if len(line) != columns:
            problems.append(BoardProblem(f"$.{key}[{row}]", code="board.grid", message=f"has {len(line)} characters, the board has {columns} columns"))
            continue
        for col, char in enumerate(line):
            offset = Offset(col, row)
            inside = row < board_rows_in(rows, col)
            if inside and char == " ":
                problems.append(BoardProblem(offset_name(offset), code="board.grid", message=f"{key} is missing (a space)"))
            elif not inside and char != " ":
                problems.append(BoardProblem(f"$.{key}[{row}]", code="board.grid", message=f"column {col + 1} has no hex in the last row: use a space"))
            elif inside:
                grid[offset] = char
    return grid


def _parse_name(name: str, board_offsets: set[Offset], where: str, problems: list[BoardProblem]) -> Offset | None:
    try:
        offset = parse_offset_name(name)
    except ValueError as error:
        problems.append(BoardProblem(where, str(error), "board.hex-name"))
        return None
    if offset not in board_offsets:
        problems.append(BoardProblem(where, f"{name} is not a hex of this board", "board.hex-name"))
        return None
    return offset


def _hexsides(document: dict[str, Any], offsets: set[Offset], problems: list[BoardProblem]) -> dict[tuple[Offset, int], str]:
    """Features keyed by canonical (offset, direction 0-2); a side named twice is a fault."""
    result: dict[tuple[Offset, int], str] = {}
    for feature, entries in document.get("hexsides", {}).items():
        for index, entry in enumerate(entries):
            where = f"$.hexsides.{feature}[{index}]"
            name, side = entry.split("/")
            offset = _parse_name(name, offsets, where, problems)
            if offset is None:
                continue
            direction = DIRECTION_NAMES.index(side)
            if Offset.from_hex(offset.to_hex().neighbor(direction)) not in offsets:
                # Its key would name a hex off the board: reported, never stored (issue 25).
                problems.append(BoardProblem(entry, f"a {feature} on the board's outer edge would belong to the neighbouring board",
                                             "board.edge-hexside"))
                continue
            canonical = Hexside.of(offset.to_hex(), direction)
            key = (Offset.from_hex(canonical.hex), canonical.direction)
            if key in result:
                problems.append(BoardProblem(entry, f"hexside already has a {result[key]}", "board.hexside-twice"))
            result[key] = feature
    return result


def _roads(document: dict[str, Any], offsets: set[Offset], problems: list[BoardProblem]) -> set[tuple[Offset, Offset]]:
    links: set[tuple[Offset, Offset]] = set()
    for path_index, path in enumerate(document.get("roads", [])):
        previous: Offset | None = None
        for index, name in enumerate(path):
            offset = _parse_name(name, offsets, f"$.roads[{path_index}][{index}]", problems)
            if offset is not None and previous is not None:
                if previous.to_hex().distance(offset.to_hex()) != 1:
                    problems.append(BoardProblem(name, f"the road jumps from {offset_name(previous)} to {name}, which are not adjacent", "board.road-gap"))
                else:
                    links.add((min(previous, offset), max(previous, offset)))
            previous = offset
    return links


def board_problems(document: Any, file: str = "board", terrain: TerrainCatalogue | None = None) -> list[BoardProblem]:
    """Every fault of a board document, schema first; empty when it is valid."""
    return _parse(document, file, terrain or catalogue())[1]


def parse_board(document: Any, file: str = "board", terrain: TerrainCatalogue | None = None) -> Board:
    board, problems = _parse(document, file, terrain or catalogue())
    if problems or board is None:
        raise BoardError(file, problems)
    return board


def read_board_draft(document: Any, file: str = "board") -> tuple[Board | None, list[BoardProblem]]:
    """A board with its faults, for the board editor: a draft that breaks the board rules still
    opens (None only when the file's shape cannot make a board at all)."""
    return _parse(document, file, catalogue())


def load_board(path: str | Path) -> Board:
    """A board file, read like every other file (core.jsonio's hardened reader)."""
    path = Path(path)
    try:
        document = parse_json_untrusted(read_file(path, MAX_JSON_BYTES), path.name)
    except (OSError, FileFormatError) as error:
        raise BoardError(path.name, [BoardProblem("$", f"cannot read the file: {error}", "board.unreadable")]) from error
    return parse_board(document, path.name)


def _parse(document: Any, file: str, terrain: TerrainCatalogue) -> tuple[Board | None, list[BoardProblem]]:
    schema = schema_errors(document, "board.schema.json", file)
    if schema:
        return None, [BoardProblem(e.json_path, e.message, "board.schema") for e in schema]
    problems: list[BoardProblem] = []
    offsets = {Offset(c, r) for c in range(document["columns"]) for r in range(board_rows_in(document["rows"], c))}
    if document["columns"] % 2 == 0:
        problems.append(BoardProblem("$.columns", "must be odd so that the two edge columns are half hexes that join", "board.columns"))
        return None, problems
    codes = _grid(document, "terrain", problems)
    levels = _grid(document, "elevation", problems)
    terrain_ids: dict[Offset, str] = {}
    for offset, code in codes.items():
        if code not in terrain.by_code:
            problems.append(BoardProblem(offset_name(offset), f"unknown terrain code {code!r}", "board.terrain-code"))
        else:
            terrain_ids[offset] = terrain.by_code[code].id
    elevation = {offset: int(char) for offset, char in levels.items()}
    hexsides = _hexsides(document, offsets, problems)
    roads = _roads(document, offsets, problems)
    bridges = {o for i, n in enumerate(document.get("bridges", [])) if (o := _parse_name(n, offsets, f"$.bridges[{i}]", problems))}
    labels = tuple((o, label["text"]) for i, label in enumerate(document.get("labels", [])) if (o := _parse_name(label["hex"], offsets, f"$.labels[{i}]", problems)))
    board = Board(
        number=document["number"], name=document["name"], description=document.get("description", ""),
        columns=document["columns"], rows=document["rows"], terrain=terrain_ids, elevation=elevation,
        hexsides=hexsides, road_links=frozenset(roads), bridges=frozenset(bridges), labels=labels,
    )
    if set(terrain_ids) == offsets == set(elevation):  # the rules look up every hex a road or bridge names
        problems.extend(board_rule_problems(board, terrain))
    return board, problems
