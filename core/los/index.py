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

from core.hexes import Hex, Hexside
from core.los.paths import line_path

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


def _hex_mask(index: HexIndex, hexes: Iterable[Hex]) -> int:
    mask = 0
    for h in hexes:
        position = index.bias + h.q * index.stride + h.r
        if position < 0:
            raise AssertionError(f"path hex {h} reaches behind the index bias")
        mask |= 1 << position
    return mask


def _side_mask(index: HexIndex, sides: Iterable[Hexside]) -> int:
    mask = 0
    for side in sides:
        position = 3 * (index.bias + side.hex.q * index.stride + side.hex.r) + side.direction
        if position < 0:
            raise AssertionError(f"path hexside {side} reaches behind the index bias")
        mask |= 1 << position
    return mask


def build_masks(index: HexIndex, offset: Hex) -> PathMasks:
    """The masks of the forward path to `offset`, sorting each crossing by whose hex it bounds."""
    path = line_path(offset)
    lo, hi = path.entered[0], path.entered[-1]
    line: list[Hexside] = []
    lo_sides: list[Hexside] = []
    hi_sides: list[Hexside] = []
    pairs: list[int] = []
    for crossing in path.crossings:
        touches = {h for side in crossing for h in side.hexes()}
        if lo in touches and hi in touches:
            continue  # adjacent hexes: the firer's own side whichever way the fire goes
        if lo in touches:
            lo_sides.extend(crossing)
        elif hi in touches:
            hi_sides.extend(crossing)
        elif len(crossing) == 1:
            line.extend(crossing)
        else:
            pairs.append(_side_mask(index, crossing))
    line.extend(a.side for a in path.along)
    line_mask = _side_mask(index, line)
    block = line_mask
    for pair in pairs:
        block |= pair
    return PathMasks(
        mid=_hex_mask(index, path.entered[1:-1]),
        left=_hex_mask(index, (a.left for a in path.along)),
        right=_hex_mask(index, (a.right for a in path.along)),
        line_sides=line_mask,
        pairs=tuple(pairs),
        block_sides=block,
        lo_sides=_side_mask(index, lo_sides),
        hi_sides=_side_mask(index, hi_sides),
    )


_MASKS: dict[int, dict[int, PathMasks]] = {}


def masks_for(index: HexIndex) -> dict[int, PathMasks]:
    """The shared cache of forward path masks for battlefields of this index's row span.

    Keyed by `index.key(offset)`; filled lazily by `path_masks`.
    """
    return _MASKS.setdefault(index.stride, {})


def forget_paths() -> None:
    """Empty the path caches (for benchmarks that time a cold start)."""
    _MASKS.clear()
    line_path.cache_clear()


def path_masks(index: HexIndex, cache: dict[int, PathMasks], key: int) -> PathMasks:
    masks = cache.get(key)
    if masks is None:
        masks = cache[key] = build_masks(index, index.offset_of_key(key))
    return masks
