"""Which hexes and hexsides a centre-to-centre line meets, computed exactly (9.1).

Everything runs in the integer frame of `core.hexes.center_int`, an affine image
of the board: straight lines stay straight and a line meets the same hexes, so
the answers equal those on the real board while every coordinate is a small
integer. In that frame a hex is {|y| <= 1, |x + y| <= 2, |x - y| <= 2} around
its centre, and the line from the origin to D = (X, Y) crosses the interior of
the hex centred at c exactly when |cross(D, c)| < h, h = max(2|Y|, |X-Y|, |X+Y|).

`walk` follows the line from hex to hex, and `line_path` names the hexsides
it crosses and runs along. Where it leaves a hex is the smallest of three
exit parameters t = (s + w) / k, quotients of small integers;
IEEE division rounds correctly, so equal quotients give equal floats and
unequal ones differ far above one ulp: comparing them as floats is exact, and
a tie means the line leaves through a corner.

The path depends only on the offset between the two hexes, so both are
cached per offset and shared by every battlefield. tests/core/test_los_paths.py
checks it against shapely for every offset up to distance 12.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import gcd

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


Step = tuple[int, int, int, int]  # (q, r) of the hex entered; the two sides of a corner left by, or -1, -1


@cache
def walk(end: Hex) -> tuple[Step, ...]:
    """The hexes the line from the origin's centre to `end`'s centre enters, in order, the origin first.

    Plain integers and no objects, as line of sight over a whole battlefield
    walks every offset; a line to a multiple of a nearer offset is that
    line's walk repeated, passing through the centres between. Where the line
    leaves a hex is the smallest exit parameter t of the slabs it moves across. A tie is a corner: off a
    hexside line (`parallel`), the line goes on into whichever of the two
    hexes beyond it crosses; on one, it runs along the hexside between them
    to the hex beyond both, and the step keeps the two sides left by.
    """
    share = gcd(end.q, end.r)
    if share > 1:  # the line passes through the centres of the hexes at each 1/share of it
        part = walk(Hex(end.q // share, end.r // share))
        whole = list(part)
        for k in range(1, share):
            at_q, at_r = k * end.q // share, k * end.r // share
            whole.extend((at_q + q, at_r + r, first, second) for q, r, first, second in part[1:])
        return tuple(whole)
    X, Y = center_int(end)
    h = max(2 * abs(Y), abs(X - Y), abs(X + Y))
    parallel = Y == 0 or X == Y or X == -Y
    exits = []  # (slab, signed half-width, slope, side crossed)
    slopes = _slab_values(X, Y)
    for slab, width, up, down in _SLABS:
        if slopes[slab] > 0:
            exits.append((slab, width, slopes[slab], up))
        elif slopes[slab] < 0:
            exits.append((slab, -width, slopes[slab], down))
    q = r = 0
    steps: list[Step] = [(0, 0, -1, -1)]
    limit = 2 * ORIGIN.distance(end) + 2
    while (q, r) != end:
        x, y = 3 * q, 2 * r + q
        values = (y, x + y, x - y)
        best, first, second = float("inf"), -1, -1
        for slab, width, slope, side in exits:
            t = (values[slab] + width) / slope
            if t < best:
                best, first, second = t, side, -1
            elif t == best:
                second = side
        dq, dr = DIRECTIONS[first]
        if second < 0:
            q, r = q + dq, r + dr
            steps.append((q, r, -1, -1))
        elif not parallel:  # through a corner into one of the two hexes beyond it
            eq, er = DIRECTIONS[second]
            if abs(_cross(X, Y, 3 * (q + dq), 2 * (r + dr) + q + dq)) < h:
                q, r = q + dq, r + dr
            else:
                q, r = q + eq, r + er
            steps.append((q, r, -1, -1))
        else:  # along the hexside between the two neighbours at that corner, into the hex beyond both
            eq, er = DIRECTIONS[second]
            q, r = q + eq + dq, r + er + dr
            steps.append((q, r, first, second))
        if len(steps) > limit:
            raise AssertionError(f"the walk to {end} strayed: {steps}")
    return tuple(steps)


@cache
def line_path(end: Hex) -> LinePath:
    """The exact path of the line from the origin hex's centre to `end`'s centre."""
    end = Hex(*end)
    X, Y = center_int(end)
    steps = walk(end)
    entered = tuple(Hex(q, r) for q, r, _, _ in steps)
    crossings: list[tuple[Hexside, ...]] = []
    along: list[AlongSide] = []
    for here, there, (_, _, first_side, second_side) in zip(entered, entered[1:], steps[1:]):
        if first_side < 0:
            crossings.append((Hexside.between(here, there),))
            continue
        first, second = here.neighbor(first_side), here.neighbor(second_side)
        cx, cy = center_int(first)
        left, right = (second, first) if _cross(X, Y, cx, cy) > 0 else (first, second)
        crossings.append((Hexside.of(here, first_side), Hexside.of(here, second_side)))
        along.append(AlongSide(Hexside.between(first, second), left, right))
        crossings.append((Hexside.between(there, first), Hexside.between(there, second)))
    return LinePath(end, entered, tuple(crossings), tuple(along))
