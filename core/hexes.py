"""Hex coordinates and geometry for flat-topped hexes in vertical columns.

Following Red Blob Games' separation of concepts: `Hex` is a cube/axial value
(q + r + s = 0) used for all maths; `Offset` is the column/row pair printed on
a board (columns lettered A, B, C ... then AA, BB ...; rows from 1 at the top;
the columns B, D, F ... sit half a hex lower than A, C, E ...); pixels only
appear in `Layout`. Conversion happens at the edges.

Directions are numbered clockwise from the top hexside: 0 N, 1 NE, 2 SE, 3 S,
4 SW, 5 NW. A vehicle's facing is the direction of the hexside it points at.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

DIRECTION_NAMES = ("N", "NE", "SE", "S", "SW", "NW")


class Hex(NamedTuple):
    """Axial coordinates; s is derived. A NamedTuple so it hashes and sorts fast."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, tuple):
            return NotImplemented
        return Hex(self.q + other[0], self.r + other[1])

    def __sub__(self, other: tuple[int, int]) -> Hex:
        return Hex(self.q - other[0], self.r - other[1])

    def neighbor(self, direction: int) -> Hex:
        dq, dr = DIRECTIONS[direction % 6]
        return Hex(self.q + dq, self.r + dr)

    def neighbors(self) -> list[Hex]:
        return [Hex(self.q + dq, self.r + dr) for dq, dr in DIRECTIONS]

    def distance(self, other: Hex) -> int:
        q, r = self  # unpacking is faster than the named fields: asked ~10^5 times a game
        q2, r2 = other
        dq, dr = q - q2, r - r2
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def direction_to(self, other: Hex) -> int | None:
        """Direction of an adjacent hex, or None if it is not adjacent."""
        delta = (other.q - self.q, other.r - self.r)
        try:
            return DIRECTIONS.index(delta)
        except ValueError:
            return None

    def rotate_180(self, center: Hex) -> Hex:
        """Point reflection through `center` (a board turned half round)."""
        return Hex(2 * center.q - self.q, 2 * center.r - self.r)


DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes exactly `radius` away, clockwise starting from the SW corner."""
    if radius == 0:
        return [center]
    results: list[Hex] = []
    current = Hex(center.q - radius, center.r + radius)  # radius steps SW... then walk
    for direction in range(6):
        for _ in range(radius):
            results.append(current)
            current = current.neighbor(direction)
    return results


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """Every hex within `radius`, nearest first."""
    for k in range(radius + 1):
        yield from ring(center, k)


class Offset(NamedTuple):
    """Column and row as printed on a board, both zero-based here."""

    col: int
    row: int

    def to_hex(self) -> Hex:
        """Odd columns sit half a hex lower ("odd-q" layout)."""
        return Hex(self.col, self.row - (self.col - (self.col & 1)) // 2)

    @staticmethod
    def from_hex(h: Hex) -> Offset:
        return Offset(h.q, h.r + (h.q - (h.q & 1)) // 2)


def column_letters(col: int) -> str:
    """A..Z for the first 26 columns, then AA, BB ... ZZ, then AAA ..."""
    if col < 0:
        raise ValueError(f"negative column {col}")
    return chr(ord("A") + col % 26) * (col // 26 + 1)


def column_index(letters: str) -> int:
    if not letters or not letters.isalpha() or not letters.isupper() or len(set(letters)) != 1:
        raise ValueError(f"not a column name: {letters!r}")
    return (len(letters) - 1) * 26 + ord(letters[0]) - ord("A")


_NAME = re.compile(r"^([A-Z]+)(\d+)$")


def offset_name(offset: Offset) -> str:
    """Printed name of a board hex, e.g. Offset(2, 3) -> 'C4'."""
    return f"{column_letters(offset.col)}{offset.row + 1}"


def parse_offset_name(name: str) -> Offset:
    match = _NAME.match(name.strip().upper())
    if not match:
        raise ValueError(f"not a hex name: {name!r} (expected letters then a number, like C4)")
    row = int(match.group(2)) - 1
    if row < 0:
        raise ValueError(f"not a hex name: {name!r} (rows are numbered from 1)")
    return Offset(column_index(match.group(1)), row)


class Hexside(NamedTuple):
    """A hexside in canonical form: the hex and one of its N, NE, SE sides.

    Every hexside is shared by two hexes; storing it from the hex whose side is
    0, 1 or 2 gives each one exactly one key.
    """

    hex: Hex
    direction: int  # 0, 1 or 2

    @staticmethod
    def of(h: Hex, direction: int) -> Hexside:
        direction %= 6
        if direction < 3:
            return Hexside(h, direction)
        return Hexside(h.neighbor(direction), direction - 3)

    @staticmethod
    def between(a: Hex, b: Hex) -> Hexside:
        direction = a.direction_to(b)
        if direction is None:
            raise ValueError(f"{a} and {b} are not adjacent")
        return Hexside.of(a, direction)

    def hexes(self) -> tuple[Hex, Hex]:
        return self.hex, self.hex.neighbor(self.direction)


# Corners of a flat-topped hex in the integer frame used by line of sight:
# a hex centre sits at (3q, 2r + q); corners at (+-2, 0) and (+-1, +-1).
# Corner k lies between side k-1 and side k (side 0 = N runs corner 0 -> 1).
CORNERS_INT: tuple[tuple[int, int], ...] = ((-1, -1), (1, -1), (2, 0), (1, 1), (-1, 1), (-2, 0))


def center_int(h: Hex) -> tuple[int, int]:
    """Hex centre in the integer affine frame (x in half sizes, y in half heights).

    An affine image of the real plane keeps straight lines straight and keeps
    which hexes a line crosses, so exact geometry can run on small integers.
    """
    return 3 * h.q, 2 * h.r + h.q


def side_corners_int(h: Hex, direction: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two end corners of one hexside in the integer frame."""
    cx, cy = center_int(h)
    a = CORNERS_INT[direction % 6]
    b = CORNERS_INT[(direction + 1) % 6]
    return (cx + a[0], cy + a[1]), (cx + b[0], cy + b[1])


@dataclass(frozen=True)
class Layout:
    """Hex <-> pixel for flat-topped hexes; `size` is the centre-to-corner distance."""

    size: float = 30.0
    origin_x: float = 0.0
    origin_y: float = 0.0

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        x = self.size * 1.5 * h.q
        y = self.size * math.sqrt(3) * (h.r + h.q / 2)
        return x + self.origin_x, y + self.origin_y

    def from_pixel(self, x: float, y: float) -> Hex:
        px = (x - self.origin_x) / self.size
        py = (y - self.origin_y) / self.size
        q = 2.0 / 3.0 * px
        r = -1.0 / 3.0 * px + math.sqrt(3) / 3.0 * py
        return cube_round(q, r)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners in pixels, in the order of CORNERS_INT."""
        cx, cy = self.to_pixel(h)
        half_height = self.size * math.sqrt(3) / 2
        return [(cx + a * self.size / 2, cy + b * half_height) for a, b in CORNERS_INT]


def cube_round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))
