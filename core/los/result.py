"""The detailed line-of-sight answer: the verdict plus the hexes and hexsides behind it.

`explain` judges nothing: it takes core.los.sightlines._judge's verdict and decodes the
same mask intersections (the same shifted layers, the same path masks) into
hexes and hexsides, so the editor can draw the reason and the CLI can print it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.boards.battlefield import Battlefield
from core.hexes import DIRECTION_NAMES, Hex, Hexside, opposite
from core.los.index import HexIndex, PathMasks
from core.los.layers import Shifted, crossing_amount
from core.los.paths import line_path
from core.terrain import catalogue

if TYPE_CHECKING:
    from core.los.sightlines import Sightlines, Verdict

BLOCKING, HEXSIDE_LOS, SMOKE = "9.2", "9.4", "11.5"


@dataclass(frozen=True)
class HexHindrance:
    """A hex the line runs into or through that adds to the hindrance (9.3): its terrain and its smoke."""

    hex: Hex
    terrain: int
    smoke: int

    @property
    def amount(self) -> int:
        return self.terrain + self.smoke


@dataclass(frozen=True)
class SideHindrance:
    """A wall, hedge or hedgerow crossed or run along (10.11, 10.111).

    `sides` holds the two hexsides meeting at a corner when the line crosses there.
    """

    sides: tuple[Hexside, ...]
    feature: str
    amount: int
    along: bool


@dataclass(frozen=True)
class LosResult:
    """Line of sight from `firer` to `target`; when blocked the hindrance is 0 and none is listed.

    `hexside_los` is the part of `hindrance` due to the hexes beside a hexside
    line (9.4), and `hexside_los_hexes` are the ones that made it. `along_left`
    and `along_right` are the hexes beside the hexsides run along, as seen from
    the firer. `level` is the lower end's hill level: hills above it block (10.8).
    """

    firer: Hex
    target: Hex
    blocked: bool
    hindrance: int
    range: int
    path_hexes: tuple[Hex, ...]
    blocking_hexes: tuple[Hex, ...] = ()
    blocking_hexsides: tuple[Hexside, ...] = ()
    hindrance_hexes: tuple[HexHindrance, ...] = ()
    hindrance_hexsides: tuple[SideHindrance, ...] = ()
    along_hexsides: tuple[Hexside, ...] = ()
    along_left: tuple[Hex, ...] = ()
    along_right: tuple[Hex, ...] = ()
    hexside_los: int = 0
    hexside_los_hexes: tuple[Hex, ...] = ()
    hexside_los_blocked: bool = False
    level: int = 0

    def to_dict(self, battlefield: Battlefield) -> dict[str, Any]:
        """A JSON-ready form with printed hex names (b1:C4) and hexside names (b1:C4/N)."""
        name = battlefield.name

        def names(hexes: tuple[Hex, ...]) -> list[str]:
            return [name(h) for h in hexes if h in battlefield]

        def sides(items: tuple[Hexside, ...]) -> list[str]:
            return [hexside_name(battlefield, s) for s in items]

        return {
            "from": name(self.firer), "to": name(self.target), "blocked": self.blocked,
            "hindrance": self.hindrance, "range": self.range, "path": names(self.path_hexes),
            "blocking_hexes": names(self.blocking_hexes), "blocking_hexsides": sides(self.blocking_hexsides),
            "hindrance_hexes": [{"hex": name(h.hex), "terrain": h.terrain, "smoke": h.smoke} for h in self.hindrance_hexes],
            "hindrance_hexsides": [
                {"hexsides": sides(h.sides), "feature": h.feature, "amount": h.amount, "along": h.along}
                for h in self.hindrance_hexsides
            ],
            "hexside_los": {
                "hexsides": sides(self.along_hexsides), "left": names(self.along_left),
                "right": names(self.along_right), "modifier": self.hexside_los,
                "counted": names(self.hexside_los_hexes), "blocked": self.hexside_los_blocked,
            },
            "reasons": self.reasons(battlefield),
        }

    def reasons(self, battlefield: Battlefield) -> list[str]:
        """Short sentences, one per thing that counted, each with its rule section."""
        return _Reasons(battlefield).of(self)


def hexside_name(battlefield: Battlefield, side: Hexside) -> str:
    """b1:C4/N, named from whichever of its two hexes is on the battlefield."""
    if side.hex in battlefield:
        return f"{battlefield.name(side.hex)}/{DIRECTION_NAMES[side.direction]}"
    other = side.hex.neighbor(side.direction)
    return f"{battlefield.name(other)}/{DIRECTION_NAMES[opposite(side.direction)]}"


class _Reasons:
    def __init__(self, battlefield: Battlefield) -> None:
        self.field = battlefield
        self.terrain = catalogue()

    def hex_text(self, h: Hex, level: int) -> tuple[str, str]:
        """What a hex is, for a reason, and the section that makes it block."""
        terrain = self.terrain.get(self.field.terrain(h))
        name = self.field.name(h)
        if terrain.blocks_los:
            return f"{name} {terrain.name.lower()}", f"{BLOCKING}, {terrain.section}"
        elevation = self.field.elevation(h)
        if elevation > level:
            return f"{name} level {elevation} hill", self.terrain.elevation_section
        if terrain.hindrance:
            return f"{name} {terrain.name.lower()}", terrain.section
        return name, BLOCKING

    def of(self, result: LosResult) -> list[str]:
        lines = []
        beside = set(result.along_left) | set(result.along_right)
        for h in result.blocking_hexes:
            if h not in beside:
                text, section = self.hex_text(h, result.level)
                lines.append(f"{text} blocks ({section})")
        if result.hexside_los_blocked:
            left = ", ".join(self.hex_text(h, result.level)[0] for h in result.blocking_hexes if h in result.along_left)
            right = ", ".join(self.hex_text(h, result.level)[0] for h in result.blocking_hexes if h in result.along_right)
            lines.append(f"hexside line with blocking hexes on both sides: {left} | {right} ({HEXSIDE_LOS})")
        features = self.terrain.hexside_features
        along = set(result.along_hexsides)
        for s in result.blocking_hexsides:
            feature = features[self.field.feature(s) or ""]
            how = "along" if s in along else "across"
            lines.append(f"{feature.name.lower()} {how} {hexside_name(self.field, s)} blocks ({feature.section})")
        for item in result.hindrance_hexes:
            if item.terrain:
                terrain = self.terrain.get(self.field.terrain(item.hex))
                lines.append(f"+{item.terrain} {terrain.name.lower()} at {self.field.name(item.hex)} ({terrain.section})")
            if item.smoke:
                lines.append(f"+{item.smoke} smoke at {self.field.name(item.hex)} ({SMOKE})")
        for side in result.hindrance_hexsides:
            feature = features[side.feature]
            names = " and ".join(hexside_name(self.field, x) for x in side.sides)
            how = "along" if side.along else "across"
            lines.append(f"+{side.amount} {feature.name.lower()} {how} {names} ({feature.section})")
        if result.hexside_los:
            hexes = ", ".join(self.hex_text(h, result.level)[0] for h in result.hexside_los_hexes)
            lines.append(f"+{result.hexside_los} hexside line between {hexes} ({HEXSIDE_LOS})")
        return lines


class _Decoder:
    """Bits of masks relative to a line's lower end back to battlefield hexes and hexsides."""

    def __init__(self, index: HexIndex, lo: Hex) -> None:
        self.index = index
        self.base = index.bit(lo) - index.bias

    def hexes(self, mask: int) -> list[Hex]:
        return [self.index.hex_at(self.base + b) for b in _bits(mask)]

    def sides(self, mask: int) -> list[Hexside]:
        return [self.index.side_at(3 * self.base + b) for b in _bits(mask)]


def _bits(mask: int) -> list[int]:
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low.bit_length() - 1)
        mask ^= low
    return bits


def _any(planes: tuple[int, ...]) -> int:
    union = 0
    for layer in planes:
        union |= layer
    return union


def explain(sight: Sightlines, a: Hex, b: Hex, verdict: Verdict) -> LosResult:
    """Decode the masks `_judge` used for `a` firing at `b` into a LosResult."""
    lo, masks, level, hexside_los = verdict.lo, verdict.masks, verdict.level, verdict.hexside_los
    layers, decode = sight.layers_at(lo), _Decoder(sight.index, lo)
    geometry = line_path(b - a)
    path = tuple(a + h for h in geometry.entered)
    along = tuple(Hexside.of(a + s.side.hex, s.side.direction) for s in geometry.along)
    common: dict[str, Any] = {
        "along_hexsides": along, "along_left": tuple(a + s.left for s in geometry.along),
        "along_right": tuple(a + s.right for s in geometry.along), "level": level,
    }
    blocked, hindrance = verdict.sight
    if blocked:
        blocking = layers.blocks[level]
        both = bool(masks.left and blocking & masks.left and blocking & masks.right)
        hexes = decode.hexes(blocking & (masks.mid | (masks.left | masks.right if both else 0)))
        sides = decode.sides(layers.hedgerows & masks.block_sides)
        return LosResult(a, b, True, 0, a.distance(b), path, _in_order(hexes, path, common),
                         tuple(sides), hexside_los_blocked=both, **common)
    hindering = _any(layers.planes)
    hexes = decode.hexes(hindering & masks.mid) + ([b] if sight.amounts.get(b, 0) else [])
    items = tuple(HexHindrance(h, sight.layers.terrain_hindrance.get(h, 0), sight.smoke.get(h, 0))
                  for h in _in_order(hexes, path, common))
    beside = (layers.blocks[level] | hindering) & (masks.left | masks.right) if hexside_los else 0
    return LosResult(a, b, False, hindrance, a.distance(b), path, hindrance_hexes=items,
                     hindrance_hexsides=_side_items(sight, layers, decode, masks, b == lo, set(along)),
                     hexside_los=hexside_los, hexside_los_hexes=tuple(decode.hexes(beside)), **common)


def _in_order(hexes: list[Hex], path: tuple[Hex, ...], common: dict[str, Any]) -> tuple[Hex, ...]:
    """Hexes in the order the line meets them (path hexes first, then the hexes beside it)."""
    order = {h: i for i, h in enumerate(path + common["along_left"] + common["along_right"])}
    return tuple(sorted(hexes, key=lambda h: order.get(h, len(order))))


def _side_items(sight: Sightlines, layers: Shifted, decode: _Decoder, masks: PathMasks, target_is_lo: bool,
                along: set[Hexside]) -> tuple[SideHindrance, ...]:
    """Walls, hedges and hedgerows that add to the hindrance, one item per crossing point or run."""
    crossings = [1 << b for b in _bits(layers.walls & masks.line_sides)] + list(masks.pairs)
    crossings.append(masks.lo_sides if target_is_lo else masks.hi_sides)
    items = []
    for mask in crossings:
        hit = layers.walls & mask
        if hit:
            sides = tuple(decode.sides(hit))
            feature = sight.battlefield.feature(sides[0]) or ""
            amount = crossing_amount(layers.wall_planes, mask)
            items.append(SideHindrance(sides, feature, amount, any(s in along for s in sides)))
    return tuple(items)
