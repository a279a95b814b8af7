"""Which hexes and hexsides a centre-to-centre line meets, computed exactly (9.1).

Everything runs in the integer frame of `core.hexes.center_int`, an affine image
of the board: straight lines stay straight and a line meets the same hexes, so
the answers equal those on the real board while every coordinate is a small
integer. In that frame a hex is {|y| <= 1, |x + y| <= 2, |x - y| <= 2} around
its centre, and the line from the origin to D = (X, Y) crosses the interior of
the hex centred at c exactly when |cross(D, c)| < h, h = max(2|Y|, |X-Y|, |X+Y|).

`line_path` walks the line from hex to hex. Where it leaves a hex is the
smallest of three exit parameters t = (s + w) / k, quotients of small integers;
IEEE division rounds correctly, so equal quotients give equal floats and
unequal ones differ far above one ulp: comparing them as floats is exact, and
a tie means the line leaves through a corner.

The path depends only on the offset between the two hexes, so `line_path` is
cached per offset and shared by every battlefield. tests/core/test_los_paths.py
checks it against shapely for every offset up to distance 12.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from core.hexes import DIRECTIONS, Hex, Hexside, center_int

ORIGIN = Hex(0, 0)


@dataclass(frozen=True)
class AlongSide:
    """A hexside the line runs along for a positive length (9.4), with the hex on each side.

    Left and right are as seen from the line's start looking towards its end.
    """

    side: Hexside
    left: Hex
    right: Hex


@dataclass(frozen=True)
class LinePath:
    """What the segment from the origin's centre to `end`'s centre meets.

    `entered`: hexes whose interior the segment crosses for a positive length,
    in order from the origin (first) to `end` (last). A hex only touched at a
    corner, or only run along, is not entered.
    `crossings`: each point where the line passes through a hex's boundary, as
    the hexsides crossed there: the one side between two adjacent entered hexes
    (also when the line passes through a corner of that side), or the two sides
    of a hex meeting at the corner where the line leaves it for, or comes to it
    from, a run along a hexside.
    `along`: the hexsides run along, in order.
    """

    end: Hex
    entered: tuple[Hex, ...]
    crossings: tuple[tuple[Hexside, ...], ...]
    along: tuple[AlongSide, ...]


# The three slabs bounding a hex: |v - v(centre)| <= half-width for v = y, x + y,
# x - y; with the side crossed going up each slab and the side going down.
# Directions: 0 N ... 5 NW.
_SLABS = ((0, 1, 3, 0), (1, 2, 2, 5), (2, 2, 1, 4))


def _slab_values(x: int, y: int) -> tuple[int, int, int]:
    return y, x + y, x - y


def _cross(ax: int, ay: int, bx: int, by: int) -> int:
    return ax * by - ay * bx


class _Walk:
    """One walk along the line to `end`: the exits of the line and the path built so far."""

    def __init__(self, end: Hex) -> None:
        self.end = end
        self.X, self.Y = X, Y = center_int(end)
        self.h = max(2 * abs(Y), abs(X - Y), abs(X + Y))
        self.parallel = Y == 0 or X == Y or X == -Y  # may run along hexsides
        self.exits = []  # (slab, signed half-width, slope, side crossed)
        slopes = _slab_values(X, Y)
        for slab, width, up, down in _SLABS:
            if slopes[slab] > 0:
                self.exits.append((slab, width, slopes[slab], up))
            elif slopes[slab] < 0:
                self.exits.append((slab, -width, slopes[slab], down))
        self.entered = [ORIGIN]
        self.crossings: list[tuple[Hexside, ...]] = []
        self.along: list[AlongSide] = []

    def exit_sides(self, here: Hex) -> list[int]:
        """The side (or the two sides meeting at a corner) through which the line leaves `here`."""
        values = _slab_values(*center_int(here))
        best, sides = float("inf"), []
        for slab, width, slope, side in self.exits:
            t = (values[slab] + width) / slope
            if t < best:
                best, sides = t, [side]
            elif t == best:
                sides.append(side)
        return sides

    def interior(self, hx: Hex) -> bool:
        cx, cy = center_int(hx)
        return abs(_cross(self.X, self.Y, cx, cy)) < self.h

    def step(self, here: Hex) -> Hex:
        sides = self.exit_sides(here)
        if len(sides) == 1:
            there = here.neighbor(sides[0])
            self.crossings.append((Hexside.of(here, sides[0]),))
        elif not self.parallel:  # through a corner into one of the two hexes beyond it
            first, second = here.neighbor(sides[0]), here.neighbor(sides[1])
            there = first if self.interior(first) else second
            self.crossings.append((Hexside.between(here, there),))
        else:
            there = self.run_along(here, sides)
        self.entered.append(there)
        return there

    def run_along(self, here: Hex, sides: list[int]) -> Hex:
        """Leave `here` at a corner, run along the hexside between its two neighbours there, enter the hex beyond."""
        first, second = here.neighbor(sides[0]), here.neighbor(sides[1])
        dq, dr = DIRECTIONS[sides[0]]
        there = second + (dq, dr)
        cx, cy = center_int(first)
        left, right = (second, first) if _cross(self.X, self.Y, cx, cy) > 0 else (first, second)
        self.crossings.append((Hexside.of(here, sides[0]), Hexside.of(here, sides[1])))
        self.along.append(AlongSide(Hexside.between(first, second), left, right))
        self.crossings.append((Hexside.between(there, first), Hexside.between(there, second)))
        return there


@cache
def line_path(end: Hex) -> LinePath:
    """The exact path of the line from the origin hex's centre to `end`'s centre."""
    end = Hex(*end)
    walk = _Walk(end)
    here = ORIGIN
    limit = 2 * ORIGIN.distance(end) + 2
    while here != end:
        here = walk.step(here)
        if len(walk.entered) > limit:
            raise AssertionError(f"the walk to {end} strayed: {walk.entered}")
    return LinePath(end, tuple(walk.entered), tuple(walk.crossings), tuple(walk.along))
