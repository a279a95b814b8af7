"""Line of sight between two hexes: blocked or not, the hindrance modifier, the range, and why.

The rules (section 9, with 10.8-10.111, 11.5 and 13.7) live in `_judge` and
`_end_amount`: `fan`, `all_pairs` and `check` all call them, and `check` only
decodes the masks they looked at into hexes and hexsides (core.los.result).
The one restatement is `_judge`'s first test (a hex or hedgerow between the
ends blocks), which `all_pairs` asks of every line of an offset at once with
the same layers and masks (`_clear_middles`, `_hedged`); the tests hold
`all_pairs` equal to `fan` on random boards. The geometry is exact (core.los.paths); the masks make a
query a few integer operations (core.los.index, core.los.layers).
docs/decisions/los.md lists every reading of the rules made here.

Units are not an input at all: they never block or hinder a line (13.7).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cached_property
from typing import NamedTuple

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.los.index import PathMasks, is_forward, masks_for, middle_steps, middles_for, path_masks
from core.los.layers import (
    InvalidSmoke,
    OffBattlefield,
    Shifted,
    TerrainLayers,
    amount,
    checked_smoke,
    crossing_amount,
    planes_of,
)
from core.los.result import LosResult, explain
from core.terrain import TerrainCatalogue, catalogue

__all__ = ["InvalidSmoke", "LosResult", "OffBattlefield", "Sight", "Sightlines", "line_of_sight"]

Sight = tuple[bool, int]  # (blocked, hindrance modifier)
BLOCKED: Sight = (True, 0)
_BLOCKED_CORE = (True, 0, 0)


def _judge(layers: Shifted, level: int, m: PathMasks) -> tuple[bool, int, int]:
    """The part of a line's verdict that does not depend on which end fires.

    Returns (blocked, hindrance without the ends' own hexes and hexsides, the
    9.4 hexside LOS modifier included in it). `layers` are shifted to the
    line's lower end; `level` is the lower of the two ends' hill levels.
    It runs for every pair `all_pairs` does not settle in bulk, hence the inline arithmetic.
    """
    blocking = layers.blocks[level]
    if blocking & m.mid or layers.hedgerows & m.block_sides:
        return _BLOCKED_CORE  # 9.2, 10.8, 10.111
    hindrance = side = 0
    mid, planes = m.mid, layers.planes
    for plane, layer in enumerate(planes):  # 9.3, 10.9, 10.10, 11.5
        hindrance += (layer & mid).bit_count() << plane
    if m.left:  # 9.4
        left_blocks, right_blocks = blocking & m.left, blocking & m.right
        if left_blocks and right_blocks:
            return _BLOCKED_CORE
        left, right = amount(planes, m.left), amount(planes, m.right)
        if (left_blocks or left) and (right_blocks or right):
            side = left + right - (0 if left_blocks or right_blocks else 1)
            hindrance += side
    if layers.walls & m.line_sides:  # 10.11: crossed between the ends, or run along
        hindrance += amount(layers.wall_planes, m.line_sides)
    for pair in m.pairs:
        if layers.walls & pair:
            hindrance += crossing_amount(layers.wall_planes, pair)
    return False, hindrance, side


def _blocks(blocking: int, hedgerows: int, m: PathMasks) -> bool:
    """`_judge`'s blocked answer alone (9.2, 9.4, 10.8, 10.111), without working out the hindrance;
    `blocking` and `hedgerows` are shifted to the line's lower end as in `_judge`."""
    if blocking & m.mid or hedgerows & m.block_sides:
        return True
    return bool(m.left and blocking & m.left and blocking & m.right)


def _end_amount(layers: Shifted, target_amount: int, target_sides: int) -> int:
    """What the target's end adds: its own hex (fire "into", 9.3) and a wall or hedge round it (10.11)."""
    if layers.walls & target_sides:
        return target_amount + crossing_amount(layers.wall_planes, target_sides)
    return target_amount


class Verdict(NamedTuple):
    """`_judge`'s answer for one direction, with what `explain` needs to decode it."""

    sight: Sight
    lo: Hex
    masks: PathMasks
    level: int
    hexside_los: int


class Sightlines:
    """Line of sight over one battlefield under given smoke; build once, ask many times.

    `smoke` maps hexes to their Smoke 1 or Smoke 2 marker (11.5); `blockers` are
    extra hexes that block line of sight, such as bunkers (19.5).
    """

    def __init__(
        self,
        battlefield: Battlefield,
        smoke: Mapping[Hex, int] | None = None,
        blockers: Iterable[Hex] = (),
        terrain_catalogue: TerrainCatalogue | None = None,
        _layers: TerrainLayers | None = None,
    ) -> None:
        self.battlefield = battlefield
        self.catalogue = terrain_catalogue or catalogue()
        self.layers = _layers or TerrainLayers.build(battlefield, self.catalogue, blockers)
        self.smoke = checked_smoke(battlefield, smoke)
        self.index = self.layers.index
        self.amounts = self.layers.hindrance_amounts(self.smoke)
        self._planes = planes_of({self.index.bit(h): a for h, a in self.amounts.items()})
        self._paths = masks_for(self.index)
        self._shifted: dict[Hex, Shifted] = {}
        self._top = len(self.layers.blocks) - 1

    @cached_property
    def _order(self) -> list[Hex]:
        """Every hex in index order, for the questions about the whole board: sorted on first use,
        not on building (a game builds one of these for each smoke pattern it meets)."""
        return sorted(self.battlefield.hexes, key=self.index.bit)

    def with_smoke(self, smoke: Mapping[Hex, int] | None) -> Sightlines:
        """The same battlefield (and blockers) under other smoke, reusing the terrain layers."""
        return Sightlines(self.battlefield, smoke, terrain_catalogue=self.catalogue, _layers=self.layers)

    def prepare(self) -> None:
        """Compute every line path this battlefield can ask for (a tenth of a second for four boards), e.g. at load."""
        for key in self._forward_keys():
            path_masks(self.index, self._paths, key)

    def _forward_keys(self) -> list[int]:
        """The keys (`HexIndex.key`) of every forward offset from one hex of the battlefield to another."""
        rows: dict[int, list[int]] = {}
        for h in self._order:
            rows.setdefault(h.q, []).append(h.r)
        spans = {q: (min(r), max(r)) for q, r in rows.items()}
        stride, keys = self.index.key_stride, set[int]()
        for q1, (low1, high1) in spans.items():
            for q2, (low2, high2) in spans.items():
                if q2 > q1:
                    keys.update(range((q2 - q1) * stride + low2 - high1, (q2 - q1) * stride + high2 - low1 + 1))
                elif q2 == q1:
                    keys.update(range(1, high2 - low1 + 1))
        return sorted(keys)

    # --- the shared core -----------------------------------------------------

    def layers_at(self, h: Hex) -> Shifted:
        """Every layer shifted so that `h` is the origin of the path masks."""
        shifted = self._shifted.get(h)
        if shifted is None:
            shifted = self._shifted[h] = self.layers.shifted(self._planes, self.index.bit(h))
        return shifted

    def _hex(self, h: Hex) -> Hex:
        if type(h) is not Hex:  # a plain (q, r) pair; a Hex is taken as it is (asked for every line)
            h = Hex(*h)
        if h not in self.battlefield.hexes:
            raise OffBattlefield(f"{h} is not on the battlefield")
        return h

    def _verdict(self, a: Hex, b: Hex) -> Verdict:
        """`a` firing at `b` (two different hexes), judged from the pair's lower end."""
        lo, hi = (a, b) if is_forward(b - a) else (b, a)
        masks = path_masks(self.index, self._paths, self.index.key(hi) - self.index.key(lo))
        layers = self.layers_at(lo)
        level = min(self.battlefield.elevation(a), self.battlefield.elevation(b), self._top)
        blocked, hindrance, side = _judge(layers, level, masks)
        if blocked:
            return Verdict(BLOCKED, lo, masks, level, 0)
        target_sides = masks.hi_sides if b == hi else masks.lo_sides
        hindrance += _end_amount(layers, self.amounts.get(b, 0), target_sides)
        return Verdict((False, hindrance), lo, masks, level, side)

    # --- queries -------------------------------------------------------------

    def can_see(self, a: Hex, b: Hex) -> bool:
        a, b = self._hex(a), self._hex(b)
        return a == b or not self._verdict(a, b).sight[0]

    def blocked(self, a: Hex, b: Hex) -> bool:
        """Whether the line between the two hexes is blocked: `sight`'s first answer, the same
        both ways (`_judge` judges a line from its lower end), at less cost."""
        a, b = self._hex(a), self._hex(b)
        if a == b:
            return False
        lo, hi = (a, b) if is_forward(b - a) else (b, a)
        masks = path_masks(self.index, self._paths, self.index.key(hi) - self.index.key(lo))
        level = min(self.battlefield.elevation(a), self.battlefield.elevation(b), self._top)
        shifted = self._shifted.get(lo)
        if shifted is not None:
            return _blocks(shifted.blocks[level], shifted.hedgerows, masks)
        bit, bias = self.index.bit(lo), self.index.bias  # as TerrainLayers.shifted, for the two layers asked
        return _blocks((self.layers.blocks[level] << bias) >> bit, (self.layers.hedgerows << 3 * bias) >> 3 * bit, masks)

    def sight(self, a: Hex, b: Hex) -> Sight:
        """(blocked, hindrance) for a unit in `a` firing at `b`."""
        a, b = self._hex(a), self._hex(b)
        return (False, 0) if a == b else self._verdict(a, b).sight

    def check(self, a: Hex, b: Hex) -> LosResult:
        """The full answer for a unit in `a` firing at `b`, with the hexes and hexsides that counted."""
        a, b = self._hex(a), self._hex(b)
        if a == b:
            return LosResult(a, b, False, 0, 0, (a,))
        verdict = self._verdict(a, b)
        return explain(self, a, b, verdict)

    def fan(self, a: Hex) -> dict[Hex, Sight]:
        """(blocked, hindrance) from `a` to every other hex of the battlefield.

        The first fans from a Sightlines shift the layers to each hex they
        meet as a lower end; those are kept, so later fans are faster.
        """
        a = self._hex(a)
        return {b: self._verdict(a, b).sight for b in self._order if b != a}

    def all_pairs(self) -> dict[Hex, dict[Hex, Sight]]:
        """Every ordered pair: result[a][b] is (blocked, hindrance) for `a` firing at `b`.

        Offset by offset: `_judge`'s first test, a blocking hex or hedgerow
        between the ends, is asked of every lower end at once (most lines of a
        battlefield fail it), and only the other pairs are judged in full,
        each once from its lower end; the two directions differ only by what
        each end adds as the target.
        """
        order, index, amounts = self._order, self.index, self.amounts
        result = {h: _blocked_row(order, h) for h in order}
        at = {index.bit(h): h for h in order}
        levels = {h: min(self.battlefield.elevation(h), self._top) for h in order}
        at_least = [sum(1 << index.bit(h) for h in order if levels[h] >= level) for level in range(self._top + 1)]
        middles = middles_for(index)
        hedgerows = [0, 0, 0]  # by direction: the hexes whose hexside that way has a hedgerow
        for position in _positions(self.layers.hedgerows):
            bit, direction = divmod(position, 3)
            hedgerows[direction] |= 1 << bit
        for key in self._forward_keys():
            offset = index.offset_of_key(key)
            delta = offset.q * index.stride + offset.r
            lows = _clear_middles(self.layers.blocks, at_least, middle_steps(index, middles, key), delta)
            if not lows:
                continue
            masks = path_masks(index, self._paths, key)
            lows &= ~_hedged(hedgerows, masks.block_sides, index.bias)
            for x in _positions(lows):
                lo, hi = at[x], at[x + delta]
                if hi.q - lo.q != offset.q:  # x + delta ran past the end of lo's column of bits into the next
                    continue
                layers = self.layers_at(lo)
                blocked, core, _ = _judge(layers, min(levels[lo], levels[hi]), masks)
                if not blocked:
                    result[lo][hi] = (False, core + _end_amount(layers, amounts.get(hi, 0), masks.hi_sides))
                    result[hi][lo] = (False, core + _end_amount(layers, amounts.get(lo, 0), masks.lo_sides))
        return result


def _blocked_row(order: tuple[Hex, ...] | list[Hex], h: Hex) -> dict[Hex, Sight]:
    """Every other hex, in order, as blocked: all_pairs overwrites the lines that see."""
    row = dict.fromkeys(order, BLOCKED)
    del row[h]
    return row


def _clear_middles(blocks: tuple[int, ...], at_least: list[int], steps: tuple[int, ...], delta: int) -> int:
    """The lower ends (as bits) of the lines of one offset that no hex between the ends blocks (9.2, 10.8).

    `steps` are the bit distances of the hexes between the ends, `delta` that
    of the far end; at_least[m] holds the hexes at level m or higher, so a
    line's level (the lower end's, 10.8) is the highest m holding both ends.
    """
    clear = at_least[0] & (at_least[0] >> delta)  # both ends on the battlefield
    top = len(blocks) - 1
    for level, blocking in enumerate(blocks):
        here = at_least[level] & (at_least[level] >> delta)
        if level < top:
            here &= ~(at_least[level + 1] & (at_least[level + 1] >> delta))
        if not here:
            continue
        hit = 0
        for step in steps:
            hit |= blocking >> step if step >= 0 else blocking << -step
        clear &= ~(here & hit)
    return clear


def _hedged(hedgerows: list[int], block_sides: int, bias: int) -> int:
    """The lower ends (as bits) of the lines of one offset that a hedgerow blocks (10.111).

    `block_sides` are the path's hexsides whose hedgerow blocks, as bits
    3 * (bias + distance) + direction; hedgerows[d] holds the hexes whose
    hexside in direction d has a hedgerow.
    """
    hit = 0
    for position in _positions(block_sides):
        step, direction = divmod(position, 3)
        step -= bias
        layer = hedgerows[direction]
        hit |= layer >> step if step >= 0 else layer << -step
    return hit


def _positions(bits: int) -> list[int]:
    """The positions of the set bits of a non-negative int, lowest first."""
    digits = bin(bits)[:1:-1]
    found, position = [], digits.find("1")
    while position >= 0:
        found.append(position)
        position = digits.find("1", position + 1)
    return found


def line_of_sight(battlefield: Battlefield, a: Hex, b: Hex, smoke: Mapping[Hex, int] | None = None) -> LosResult:
    """One question answered in full (the battlefield's layers are built for it)."""
    return Sightlines(battlefield, smoke).check(a, b)
