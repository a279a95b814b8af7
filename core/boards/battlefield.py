"""A battlefield: boards placed side by side in one row, any of them turned 180 degrees.

The hex grid runs on across every seam: the last (half-hex) column of one board
and the first (half-hex) column of the next are the same column of whole hexes.
Hexes are named `b<board number>:<printed name>`, e.g. `b2:C4`; a seam hex
belongs to two boards, and its name is the one printed on the board to its
left (the other name is accepted as an alias). See docs/boards.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from core.boards.board import Board
from core.hexes import Hex, Hexside, Offset, offset_name, parse_offset_name


class BattlefieldError(ValueError):
    """Boards that cannot be put together."""


class BoardPlacement(NamedTuple):
    board: Board
    rotated: bool = False


@dataclass(frozen=True)
class HexInfo:
    """What a battlefield hex is: its terrain, level and printed names."""

    terrain: str
    elevation: int
    board: int
    offset: Offset  # printed position on `board`
    aliases: tuple[str, ...] = ()


EDGES = ("north", "east", "south", "west")
_NAME = re.compile(r"^\s*(?:[bB](\d+)\s*:\s*)?([A-Za-z]+\d+)\s*$")


class Battlefield:
    """Immutable once built; holds the whole map in battlefield axial coordinates."""

    def __init__(self, placements: Iterable[BoardPlacement | Board]) -> None:
        self.placements: tuple[BoardPlacement, ...] = tuple(
            p if isinstance(p, BoardPlacement) else BoardPlacement(p) for p in placements
        )
        _check_joinable(self.placements)
        self.hexes: dict[Hex, HexInfo] = {}
        self.hexsides: dict[Hexside, str] = {}
        road_sides: set[Hexside] = set()
        bridges: set[Hex] = set()
        self._by_name: dict[str, Hex] = {}
        for position, placement in enumerate(self.placements):
            self._place(position, placement, road_sides, bridges)
        self.roads: frozenset[Hexside] = frozenset(road_sides)
        self.bridges: frozenset[Hex] = frozenset(bridges)
        self.columns = max(h.q for h in self.hexes) + 1
        self.rows = self.placements[0].board.rows
        self.ordered: tuple[Hex, ...] = tuple(sorted(self.hexes))

    # --- construction ---------------------------------------------------------

    def _global_offset(self, position: int, placement: BoardPlacement, local: Offset) -> Offset:
        board = placement.board
        base = position * (board.columns - 1)
        if not placement.rotated:
            return Offset(base + local.col, local.row)
        col = board.columns - 1 - local.col
        return Offset(base + col, board.rows_in(col) - 1 - local.row)

    def _place(self, position: int, placement: BoardPlacement, road_sides: set[Hexside], bridges: set[Hex]) -> None:
        board = placement.board
        turn = 3 if placement.rotated else 0
        to_hex = {o: self._global_offset(position, placement, o).to_hex() for o in board.offsets()}
        for local, h in to_hex.items():
            name = f"b{board.number}:{offset_name(local)}"
            self._by_name[name] = h
            if h in self.hexes:  # seam hex: the board on the left names it
                info = self.hexes[h]
                self.hexes[h] = HexInfo(info.terrain, info.elevation, info.board, info.offset, info.aliases + (name,))
                continue
            self.hexes[h] = HexInfo(board.terrain[local], board.elevation[local], board.number, local)
        for (local, direction), feature in board.hexsides.items():
            self.hexsides[Hexside.of(to_hex[local], direction + turn)] = feature
        for a, b in board.road_links:
            road_sides.add(Hexside.between(to_hex[a], to_hex[b]))
        bridges.update(to_hex[o] for o in board.bridges)

    # --- queries --------------------------------------------------------------

    def __contains__(self, h: object) -> bool:
        return h in self.hexes

    def __len__(self) -> int:
        return len(self.hexes)

    def name(self, h: Hex) -> str:
        info = self.hexes[h]
        return f"b{info.board}:{offset_name(info.offset)}"

    def parse(self, name: str) -> Hex:
        """A hex from its name; a bare name like C4 is accepted on a one-board battlefield."""
        match = _NAME.match(name)
        if not match:
            raise ValueError(f"not a hex name: {name!r} (expected e.g. b1:C4)")
        number, local = match.group(1), match.group(2).upper()
        if number is None:
            if len(self.placements) != 1:
                raise ValueError(f"{name!r} needs its board, e.g. b{self.placements[0].board.number}:{local}")
            number = str(self.placements[0].board.number)
        parse_offset_name(local)
        key = f"b{int(number)}:{local}"
        if key not in self._by_name:
            raise ValueError(f"there is no hex {key} on this battlefield")
        return self._by_name[key]

    def info(self, h: Hex) -> HexInfo:
        return self.hexes[h]

    def terrain(self, h: Hex) -> str:
        return self.hexes[h].terrain

    def elevation(self, h: Hex) -> int:
        return self.hexes[h].elevation

    def feature(self, side: Hexside) -> str | None:
        return self.hexsides.get(side)

    def has_road(self, h: Hex) -> bool:
        return any(Hexside.of(h, d) in self.roads for d in range(6))

    def road_between(self, a: Hex, b: Hex) -> bool:
        return Hexside.between(a, b) in self.roads

    def neighbors(self, h: Hex) -> list[Hex]:
        return [n for n in h.neighbors() if n in self.hexes]

    def edge_of(self, h: Hex) -> set[str]:
        """Which map edges a hex lies on (it has a neighbour off the map that way)."""
        edges: set[str] = set()
        if h.neighbor(0) not in self.hexes:
            edges.add("north")
        if h.neighbor(3) not in self.hexes:
            edges.add("south")
        if h.q == 0:
            edges.add("west")
        if h.q == self.columns - 1:
            edges.add("east")
        return edges

    def edge_hexes(self, edge: str) -> list[Hex]:
        if edge not in EDGES:
            raise ValueError(f"unknown map edge {edge!r}; one of {', '.join(EDGES)}")
        return [h for h in self.ordered if edge in self.edge_of(h)]


def _check_joinable(placements: tuple[BoardPlacement, ...]) -> None:
    if not placements:
        raise BattlefieldError("a battlefield needs at least one board")
    numbers = [p.board.number for p in placements]
    if len(set(numbers)) != len(numbers):
        raise BattlefieldError("a board may appear only once on a battlefield (hex names carry the board number)")
    rows = {p.board.rows for p in placements}
    if len(rows) != 1:
        raise BattlefieldError("boards placed side by side must have the same number of rows")
