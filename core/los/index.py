"""Bit positions for a battlefield's hexes and hexsides, and line paths as bit masks.

Line of sight over a whole battlefield asks the same question for thousands of
pairs. Numbering the hexes column by column (`HexIndex.bit`) turns a
translation into a shift: the hexes a line from `a` meets are the path of the
offset b - a moved by bit(a). A battlefield layer (say, the blocking hexes) is
one Python int, so "does the line meet a blocking hex" is one shift and one
AND, and "how many hindrance hexes" is `int.bit_count`.

Paths are stored only for "forward" offsets (to a higher bit), from the hex
with the lower bit: every pair is looked at from its lower end, which keeps
the masks short. A hexside's bit is 3 * bit(hex) + direction (0-2) of its
canonical form.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from core.hexes import DIRECTIONS, Hex, Hexside, center_int
from core.los.paths import line_path, walk

PAD = 2  # room around the battlefield for side hexes just off the map


class PathMasks(NamedTuple):
    """A forward line path as masks, relative to its lower end ("lo"); the far end is "hi".

    mid: hexes entered strictly between the ends (9.2).
    left, right: the hexes on each side of the hexsides run along (9.4).
    line_sides: hexsides crossed between two middle hexes, and hexsides run along.
    pairs: for each corner crossing of a middle hex, the two hexsides meeting there.
    block_sides: every hexside whose hedgerow would block (line_sides and pairs).
    lo_sides, hi_sides: the crossing at each end's own hex (empty for adjacent hexes,
    whose one side belongs to both and so is always the firer's).
    """

    mid: int
    left: int
    right: int
    line_sides: int
    pairs: tuple[int, ...]
    block_sides: int
    lo_sides: int
    hi_sides: int


@dataclass(frozen=True)
class HexIndex:
    """Column-major bit numbering of a box of hexes around a battlefield."""

    q0: int
    r0: int
    stride: int
    columns: int

    @staticmethod
    def around(hexes: Iterable[Hex]) -> HexIndex:
        hexes = list(hexes)
        qs = [h.q for h in hexes]
        rs = [h.r for h in hexes]
        stride = max(rs) - min(rs) + 1 + 2 * PAD
        return HexIndex(min(qs) - PAD, min(rs) - PAD, stride, max(qs) - min(qs) + 1 + 2 * PAD)

    @property
    def bias(self) -> int:
        """How far behind its lower end a forward path may reach (a column and a bit)."""
        return 3 * self.stride

    @property
    def key_stride(self) -> int:
        """Multiplier making q * key_stride + r unique for every offset on the box."""
        return 2 * self.stride + 1

    def bit(self, h: Hex) -> int:
        return (h.q - self.q0) * self.stride + (h.r - self.r0)

    def hex_at(self, bit: int) -> Hex:
        column, row = divmod(bit, self.stride)
        return Hex(column + self.q0, row + self.r0)

    def side_bit(self, side: Hexside) -> int:
        return 3 * self.bit(side.hex) + side.direction

    def side_at(self, bit: int) -> Hexside:
        position, direction = divmod(bit, 3)
        return Hexside(self.hex_at(position), direction)

    def key(self, h: Hex) -> int:
        return h.q * self.key_stride + h.r

    def offset_of_key(self, key: int) -> Hex:
        q, r = divmod(key + self.stride, self.key_stride)
        return Hex(q, r - self.stride)


def is_forward(offset: Hex) -> bool:
    return offset.q > 0 or (offset.q == 0 and offset.r > 0)


class _Bits:
    """Bits of hexes and hexsides relative to a forward path's lower end, in plain integers."""

    def __init__(self, index: HexIndex) -> None:
        self.stride, self.bias = index.stride, index.bias

    def hex(self, q: int, r: int) -> int:
        position = self.bias + q * self.stride + r
        if position < 0:
            raise AssertionError(f"path hex {(q, r)} reaches behind the index bias")
        return 1 << position

    def side(self, q: int, r: int, direction: int) -> int:
        """The hexside of (q, r) in `direction`, in its canonical form (directions 0-2), as `Hexside.of`."""
        if direction >= 3:
            dq, dr = DIRECTIONS[direction]
            q, r, direction = q + dq, r + dr, direction - 3
        position = 3 * (self.bias + q * self.stride + r) + direction
        if position < 0:
            raise AssertionError(f"path hexside {(q, r, direction)} reaches behind the index bias")
        return 1 << position

    def between(self, q: int, r: int, q2: int, r2: int) -> int:
        return self.side(q, r, DIRECTIONS.index((q2 - q, r2 - r)))


def build_masks(index: HexIndex, offset: Hex) -> PathMasks:
    """The masks of the forward path to `offset`, sorting each crossing by whose hex it bounds.

    Built from the bare walk (core.los.paths.walk) in integers: a crossing
    between two entered hexes, or the two sides of a hex at the corner where
    a run along a hexside starts or ends, belongs to the lower end's hex (lo),
    to the far end's (hi), to both (adjacent hexes: skipped), or to neither.
    """
    steps = walk(offset)
    bits = _Bits(index)
    X, Y = center_int(offset)
    last = len(steps) - 1
    mid = left = right = line = lo_sides = hi_sides = 0
    pairs: list[int] = []
    for n in range(1, last):
        mid |= bits.hex(steps[n][0], steps[n][1])
    for n in range(last):
        q, r, _, _ = steps[n]
        tq, tr, first, second = steps[n + 1]
        from_lo, to_hi = n == 0, n + 1 == last
        if first < 0:
            if not (from_lo and to_hi):  # adjacent hexes: the firer's own side whichever way the fire goes
                crossed = bits.between(q, r, tq, tr)
                if from_lo:
                    lo_sides |= crossed
                elif to_hi:
                    hi_sides |= crossed
                else:
                    line |= crossed
            continue
        fq, fr = q + DIRECTIONS[first][0], r + DIRECTIONS[first][1]
        sq, sr = q + DIRECTIONS[second][0], r + DIRECTIONS[second][1]
        leaving = bits.side(q, r, first) | bits.side(q, r, second)
        if from_lo:
            lo_sides |= leaving
        else:
            pairs.append(leaving)
        line |= bits.between(fq, fr, sq, sr)
        if X * (2 * fr + fq) - Y * 3 * fq > 0:  # the first neighbour is on the right (y points south)
            left, right = left | bits.hex(sq, sr), right | bits.hex(fq, fr)
        else:
            left, right = left | bits.hex(fq, fr), right | bits.hex(sq, sr)
        arriving = bits.between(tq, tr, fq, fr) | bits.between(tq, tr, sq, sr)
        if to_hi:
            hi_sides |= arriving
        else:
            pairs.append(arriving)
    block = line
    for pair in pairs:
        block |= pair
    return PathMasks(mid, left, right, line, tuple(pairs), block, lo_sides, hi_sides)


_MASKS: dict[int, dict[int, PathMasks]] = {}
_MIDS: dict[int, dict[int, tuple[int, ...]]] = {}


def masks_for(index: HexIndex) -> dict[int, PathMasks]:
    """The shared cache of forward path masks for battlefields of this index's row span.

    Keyed by `index.key(offset)`; filled lazily by `path_masks`.
    """
    return _MASKS.setdefault(index.stride, {})


def middles_for(index: HexIndex) -> dict[int, tuple[int, ...]]:
    """The shared cache of `middle_steps`, keyed like `masks_for`."""
    return _MIDS.setdefault(index.stride, {})


def middle_steps(index: HexIndex, cache: dict[int, tuple[int, ...]], key: int) -> tuple[int, ...]:
    """How many bits past a forward line's lower end each hex strictly between its ends lies.

    The hexes of `PathMasks.mid`, as bit distances: all a question about the
    middle of a line needs, found by the bare walk without the rest of the path.
    """
    steps = cache.get(key)
    if steps is None:
        offset = index.offset_of_key(key)
        steps = cache[key] = tuple(q * index.stride + r for q, r, _, _ in walk(offset)[1:-1])
    return steps


def forget_paths() -> None:
    """Empty the path caches (for benchmarks that time a cold start)."""
    _MASKS.clear()
    _MIDS.clear()
    line_path.cache_clear()
    walk.cache_clear()


def path_masks(index: HexIndex, cache: dict[int, PathMasks], key: int) -> PathMasks:
    masks = cache.get(key)
    if masks is None:
        masks = cache[key] = build_masks(index, index.offset_of_key(key))
    return masks
