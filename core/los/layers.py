"""A battlefield's terrain, hills, smoke and hexside features as bit layers for line of sight.

Each layer is one int over `HexIndex` bits. A hindrance amount (0-3) is split
into bit planes, so the total of a mask is sum(popcount(plane_i & mask) << i).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.los.index import HexIndex
from core.terrain import TerrainCatalogue


class InvalidSmoke(ValueError):
    """A smoke marker that is not Smoke 1 or Smoke 2, or not on the battlefield (11.5)."""


class OffBattlefield(ValueError):
    """A line of sight asked for a hex that is not on the battlefield."""


class Shifted(NamedTuple):
    """Every layer moved so that bit `bias + rel` is the hex `rel` bits past one hex.

    blocks[m]: what blocks a line when the lower of its two ends is at level m (terrain, or a
    hill above m, 10.8); planes: hex hindrance (terrain + smoke); hedgerows:
    hexsides that block; walls: hexsides that hinder; wall_planes: their amounts.
    """

    blocks: tuple[int, ...]
    planes: tuple[int, ...]
    hedgerows: int
    walls: int
    wall_planes: tuple[int, ...]


def amount(planes: tuple[int, ...], mask: int) -> int:
    """Total hindrance of the hexes (or hexsides) in `mask`."""
    total = 0
    for plane, layer in enumerate(planes):
        total += (layer & mask).bit_count() << plane
    return total


def crossing_amount(planes: tuple[int, ...], mask: int) -> int:
    """Hindrance of one crossing point: its worst hexside; two sides meeting at a corner count once."""
    best = 0
    while mask:
        low = mask & -mask
        best = max(best, amount(planes, low))
        mask ^= low
    return best


def planes_of(amounts: Mapping[int, int]) -> tuple[int, ...]:
    """Bit planes of non-negative amounts keyed by bit position."""
    top = max(amounts.values(), default=0)
    planes = []
    for plane in range(max(top.bit_length(), 1)):
        layer = 0
        for bit, amount in amounts.items():
            if amount >> plane & 1:
                layer |= 1 << bit
        planes.append(layer)
    return tuple(planes)


@dataclass(frozen=True)
class TerrainLayers:
    """What a battlefield's hexes and hexsides do to line of sight; smoke is added later."""

    index: HexIndex
    blocks: tuple[int, ...]
    terrain_hindrance: dict[Hex, int]
    hedgerows: int
    walls: int
    wall_planes: tuple[int, ...]

    @staticmethod
    def build(battlefield: Battlefield, catalogue: TerrainCatalogue, blockers: Iterable[Hex] = ()) -> TerrainLayers:
        index = HexIndex.around(battlefield.hexes)
        top = max((info.elevation for info in battlefield.hexes.values()), default=0)
        terrain_block = 0
        hills = [0] * (top + 1)
        hindrance: dict[Hex, int] = {}
        for h, info in battlefield.hexes.items():
            terrain = catalogue.get(info.terrain)
            if terrain.blocks_los:
                terrain_block |= 1 << index.bit(h)
            for level in range(info.elevation):
                hills[level] |= 1 << index.bit(h)
            if terrain.hindrance:
                hindrance[h] = terrain.hindrance
        for h in blockers:
            if h not in battlefield:
                raise OffBattlefield(f"blocking hex {h} is not on the battlefield")
            terrain_block |= 1 << index.bit(h)
        hedgerows, walls, amounts = 0, 0, {}
        for side, feature_id in battlefield.hexsides.items():
            feature = catalogue.hexside_features[feature_id]
            bit = index.side_bit(side)
            if feature.blocks_los:
                hedgerows |= 1 << bit
            if feature.hindrance:
                walls |= 1 << bit
                amounts[bit] = feature.hindrance
        blocks = tuple(terrain_block | hills[level] for level in range(top + 1))
        return TerrainLayers(index, blocks, hindrance, hedgerows, walls, planes_of(amounts))

    def hindrance_amounts(self, smoke: Mapping[Hex, int]) -> dict[Hex, int]:
        """Each hex's hindrance into or through it: its terrain plus its smoke (10.9, 10.10, 11.5)."""
        total = dict(self.terrain_hindrance)
        for h, amount in smoke.items():
            total[h] = total.get(h, 0) + amount
        return total

    def shifted(self, planes: tuple[int, ...], bit: int) -> Shifted:
        bias = self.index.bias

        def move(layer: int) -> int:
            return (layer << bias) >> bit

        def move_side(layer: int) -> int:
            return (layer << 3 * bias) >> 3 * bit

        return Shifted(
            tuple(move(layer) for layer in self.blocks),
            tuple(move(layer) for layer in planes),
            move_side(self.hedgerows),
            move_side(self.walls),
            tuple(move_side(layer) for layer in self.wall_planes),
        )


def checked_smoke(battlefield: Battlefield, smoke: Mapping[Hex, int] | None) -> dict[Hex, int]:
    """Smoke markers as given by a scenario or game state: Smoke 1 or Smoke 2 per hex (11.2-11.5)."""
    result: dict[Hex, int] = {}
    for h, amount in (smoke or {}).items():
        h = Hex(*h)
        if h not in battlefield:
            raise InvalidSmoke(f"smoke at {h}: the hex is not on the battlefield")
        if amount not in (1, 2):
            raise InvalidSmoke(f"smoke at {battlefield.name(h)} is {amount!r}: only Smoke 1 and Smoke 2 exist")
        result[h] = amount
    return result
