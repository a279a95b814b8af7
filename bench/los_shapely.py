"""Line of sight for every pair of hexes the way a GIS engineer would compute it: vectorized shapely.

The baseline bench/los_bench.py times core.los against. It computes the same
answer as `Sightlines.all_pairs` (blocked or not, and the hindrance, for every
ordered pair), by the rules of docs/decisions/los.md, with no code of
core.los: every pair's line is a shapely LineString; STRtree queries and
shapely's `intersects` on prepared polygons and segments find what each line
meets, all lines at once; numpy tells how it meets them and adds up the rules
per line. A competent baseline, not a straw man: only the hexes and hexsides
that can matter (blocking, hindering, elevated, or bounding a wall, hedge or
hedgerow) are in the trees; lines that enter blocking terrain between their
ends, most of them, are settled first against that terrain alone; and no
Python loop runs per pair except to hand the answer back in core's form.

Geometry is in core.hexes' integer frame (an affine image of the board, so a
line meets the same hexes), where GEOS's predicates and numpy's cross
products are exact. Of what a line meets:
- a hex is entered when corners lie strictly on both sides of the line (its
  interior is crossed); one with two corners on the line is beside a hexside
  line (9.4), left or right by the sign of its centre's cross product;
- a wall, hedge or hedgerow is run along (both ends on the line), crossed
  (ends on either side), or touched at a corner: that counts as crossing it
  when the line passes there between its two hexes, or as half of a corner
  crossing (two hexsides of one hex counted once) when the line leaves or
  reaches a run along a hexside there; otherwise not at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np
import shapely

from core.boards.battlefield import Battlefield
from core.hexes import CORNERS_INT, Hex, Hexside, center_int, side_corners_int
from core.terrain import catalogue

Sight = tuple[bool, int]


def featured_sides(field: Battlefield) -> list[Hexside]:
    """Hexsides whose feature hinders or blocks line of sight (walls, hedges, hedgerows)."""
    features = catalogue().hexside_features
    return [s for s, f in field.hexsides.items() if features[f].hindrance or features[f].blocks_los]


def _hex_polygons(hexes: list[Hex]) -> np.ndarray:
    corners = np.array(CORNERS_INT)
    centres = np.array([center_int(h) for h in hexes], dtype=np.int64).reshape(-1, 2)
    return shapely.polygons(centres[:, None, :] + corners[None, :, :])


def _meeting(tree: shapely.STRtree, lines: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(line, tree geometry) index pairs that intersect: the tree's boxes, then its prepared geometries.

    Testing prepared polygons against the lines is about three times faster
    than `tree.query(lines, predicate="intersects")`, which prepares each line.
    """
    k, g = tree.query(lines)
    shapes = tree.geometries
    shapely.prepare(shapes)
    hit = shapely.intersects(shapes[g], lines[k])
    return k[hit], g[hit]


def _member(ordered: np.ndarray, keys: np.ndarray) -> np.ndarray:
    """Which keys are in the sorted array `ordered`."""
    if not len(ordered):
        return np.zeros(len(keys), dtype=bool)
    found = np.minimum(np.searchsorted(ordered, keys), len(ordered) - 1)
    return ordered[found] == keys


def _per_line(lines: np.ndarray, values: np.ndarray, count: int) -> np.ndarray:
    return np.bincount(lines, weights=values, minlength=count).astype(np.int64)


def _any_per_line(lines: np.ndarray, flags: np.ndarray, count: int) -> np.ndarray:
    return np.bincount(lines[flags], minlength=count) > 0


class _Hexes:
    """The hexes that can matter, as shapely polygons with their attributes (off-battlefield ones do nothing)."""

    def __init__(self, field: Battlefield, smoke: Mapping[Hex, int], blockers: Iterable[Hex]) -> None:
        terrain = catalogue()
        walled = {h for side in featured_sides(field) for h in side.hexes()}
        extra = set(blockers)
        chosen = [h for h in field.ordered
                  if terrain.get(field.terrain(h)).blocks_los or terrain.get(field.terrain(h)).hindrance
                  or field.elevation(h) or h in smoke or h in extra or h in walled]
        chosen += sorted(walled - set(field.ordered))
        position = {h: i for i, h in enumerate(field.ordered)}
        on = [h in field for h in chosen]
        self.hexes = chosen
        self.number = {h: g for g, h in enumerate(chosen)}
        self.board = np.array([position.get(h, -1) for h in chosen], dtype=np.int64)
        self.blocks = np.array([o and (terrain.get(field.terrain(h)).blocks_los or h in extra) for h, o in zip(chosen, on)],
                               dtype=bool)
        self.elevation = np.array([field.elevation(h) if o else 0 for h, o in zip(chosen, on)], dtype=np.int64)
        self.amount = np.array([(terrain.get(field.terrain(h)).hindrance + smoke.get(h, 0)) if o else 0
                                for h, o in zip(chosen, on)], dtype=np.int64)
        self.centre = np.array([center_int(h) for h in chosen], dtype=np.int32).reshape(-1, 2)
        polygons = _hex_polygons(chosen)
        self.tree = shapely.STRtree(polygons)
        self.blocking = np.flatnonzero(self.blocks)
        self.blocking_tree = shapely.STRtree(polygons[self.blocking])

    def met(self, tree: shapely.STRtree, lines: _Lines) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(line, tree hex) pairs that meet, whether the line enters the hex, and how many corners lie on the line.

        With the line meeting the hex, it enters the interior exactly when
        corners lie strictly on both sides of it (its ends are hex centres, on
        no hex's boundary); otherwise it only touches a corner or a hexside.
        """
        k, g = _meeting(tree, lines.geometry)
        centres = self.centre[g] if tree is self.tree else self.centre[self.blocking[g]]
        dx, dy, centre = lines.cross_parts(k, centres)
        above = below = on = np.zeros(len(k), dtype=np.int32)
        for x, y in CORNERS_INT:  # the cross product at a corner is the centre's plus the corner offset's
            sign = np.sign(centre + dx * y - dy * x)
            above, below, on = above + (sign > 0), below + (sign < 0), on + (sign == 0)
        return k, g, (above > 0) & (below > 0), on


class _Lines:
    """One LineString per unordered pair (i < j in field.ordered), centre to centre."""

    def __init__(self, i: np.ndarray, j: np.ndarray, a: np.ndarray, b: np.ndarray, geometry: np.ndarray) -> None:
        self.i, self.j, self.a, self.b, self.geometry = i, j, a, b, geometry
        self.d = b - a
        self.count = len(i)

    @staticmethod
    def every_pair(field: Battlefield) -> _Lines:
        i, j = np.triu_indices(len(field.ordered), 1)
        centres = np.array([center_int(h) for h in field.ordered], dtype=np.int32)
        a, b = centres[i], centres[j]
        return _Lines(i, j, a, b, shapely.linestrings(np.stack([a, b], axis=1).astype(float)))

    def take(self, chosen: np.ndarray) -> _Lines:
        return _Lines(self.i[chosen], self.j[chosen], self.a[chosen], self.b[chosen], self.geometry[chosen])

    def cross_parts(self, lines: np.ndarray, points: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each line's direction (dx, dy) and the cross product of it with its point, from the line's start."""
        a, d = self.a[lines], self.d[lines]
        return d[:, 0], d[:, 1], d[:, 0] * (points[:, 1] - a[:, 1]) - d[:, 1] * (points[:, 0] - a[:, 0])

    def side_of(self, lines: np.ndarray, points: np.ndarray) -> np.ndarray:
        """Sign of the cross product: which side of each line its point lies on (0: on the line)."""
        return np.sign(self.cross_parts(lines, points)[2])

    def is_end(self, lines: np.ndarray, board: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return board == self.i[lines], board == self.j[lines]


def shapely_all_pairs(field: Battlefield, smoke: Mapping[Hex, int] | None = None,
                      blockers: Iterable[Hex] = ()) -> dict[Hex, dict[Hex, Sight]]:
    """result[a][b] = (blocked, hindrance) for `a` firing at `b`, as `Sightlines(field, smoke, blockers).all_pairs()`.

    The common answer first, and cheaply: a line entering blocking terrain
    between its ends is blocked whatever else it meets (9.2), and most lines
    on a real battlefield are; only the others are judged in full.
    """
    smoke = dict(smoke or {})
    hexes, every = _Hexes(field, smoke, blockers), _Lines.every_pair(field)
    k, g, inside, _ = hexes.met(hexes.blocking_tree, every)
    at_lo, at_hi = every.is_end(k, hexes.board[hexes.blocking[g]])
    through = _any_per_line(k, inside & ~(at_lo | at_hi), every.count)
    rest = np.flatnonzero(~through)
    judged = _judge(field, smoke, hexes, every.take(rest))
    blocked = np.ones(every.count, dtype=bool)
    into_hi, into_lo = np.zeros(every.count, dtype=np.int64), np.zeros(every.count, dtype=np.int64)
    blocked[rest], into_hi[rest], into_lo[rest] = judged
    return _as_dicts(field, every, blocked, into_hi, into_lo)


def _judge(field: Battlefield, smoke: Mapping[Hex, int], hexes: _Hexes,
           lines: _Lines) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each line in full: blocked, and the hindrance firing from its lower end (i) into its higher (j), and back."""
    n = lines.count
    level = np.minimum(*(np.array([field.elevation(h) for h in field.ordered])[ends] for ends in (lines.i, lines.j)))

    # Hexes entered (9.2, 9.3, 10.8): the ends block nothing and add as targets only.
    k, g, inside, on = hexes.met(hexes.tree, lines)
    entered = np.sort(k[inside] * len(hexes.hexes) + g[inside])
    at_lo, at_hi = lines.is_end(k, hexes.board[g])
    mid = inside & ~(at_lo | at_hi)
    blocking = hexes.blocks[g] | (hexes.elevation[g] > level[k])
    blocked = _any_per_line(k[mid], blocking[mid], n)
    hindrance = _per_line(k[mid], hexes.amount[g][mid], n)

    # Hexes beside a hexside line (9.4): met along one of their hexsides (two corners on the line), not entered.
    along = ~inside & (on == 2)
    beside = np.sort(k[along] * len(hexes.hexes) + g[along])
    k, g, blocking = k[along], g[along], blocking[along]
    left = lines.side_of(k, hexes.centre[g]) < 0
    sides = []
    for half in (left, ~left):
        sides.append((_any_per_line(k[half], blocking[half], n), _per_line(k[half], hexes.amount[g][half], n)))
    (left_blocks, left_amount), (right_blocks, right_amount) = sides
    blocked |= left_blocks & right_blocks
    counts = (left_blocks | (left_amount > 0)) & (right_blocks | (right_amount > 0))
    hindrance += np.where(counts, left_amount + right_amount - (~(left_blocks | right_blocks)).astype(np.int64), 0)

    side_blocked, side_hindrance, lo_end, hi_end = _hexside_features(field, hexes, lines, entered, beside)
    blocked |= side_blocked
    hindrance += side_hindrance
    amounts = np.array([catalogue().get(field.terrain(h)).hindrance + smoke.get(h, 0) for h in field.ordered])
    return blocked, hindrance + amounts[lines.j] + hi_end, hindrance + amounts[lines.i] + lo_end


def _hexside_features(field: Battlefield, hexes: _Hexes, lines: _Lines, entered: np.ndarray,
                      beside: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Walls, hedges and hedgerows (10.11, 10.111): blocked, hindrance between the ends, and what each end adds."""
    n, features = lines.count, catalogue().hexside_features
    sides = featured_sides(field)
    ends = np.array([side_corners_int(s.hex, s.direction) for s in sides], dtype=np.int32).reshape(-1, 2, 2)
    owners = np.array([[hexes.number[h] for h in s.hexes()] for s in sides], dtype=np.int64).reshape(-1, 2)
    amount = np.array([features[field.hexsides[s]].hindrance for s in sides], dtype=np.int64)
    hedgerow = np.array([features[field.hexsides[s]].blocks_los for s in sides], dtype=bool)
    k, s = _meeting(shapely.STRtree(shapely.linestrings(ends.astype(float))), lines.geometry)
    first, second = lines.side_of(k, ends[s, 0]), lines.side_of(k, ends[s, 1])
    run = (first == 0) & (second == 0)
    touched = (first == 0) != (second == 0)  # at a corner only
    hexes_in = [_member(entered, k * len(hexes.hexes) + owners[s, side]) for side in (0, 1)]
    hexes_by = [_member(beside, k * len(hexes.hexes) + owners[s, side]) for side in (0, 1)]
    single = (first * second < 0) | (touched & hexes_in[0] & hexes_in[1])
    corner = touched & ((hexes_in[0] & hexes_by[1]) | (hexes_in[1] & hexes_by[0]))

    # Run along: a hedgerow blocks, a wall or hedge adds its amount, even next to an end (9.4, 10.11).
    blocked = _any_per_line(k[run], hedgerow[s[run]], n)
    hindrance = _per_line(k[run], amount[s[run]], n)

    # Crossed between two entered hexes: whose hex the hexside bounds decides.
    lo0, hi0 = lines.is_end(k, hexes.board[owners[s, 0]])
    lo1, hi1 = lines.is_end(k, hexes.board[owners[s, 1]])
    lo_side, hi_side = single & (lo0 | lo1), single & (hi0 | hi1)
    middle = single & ~lo_side & ~hi_side
    blocked |= _any_per_line(k[middle], hedgerow[s[middle]], n)
    hindrance += _per_line(k[middle], amount[s[middle]], n)
    lo_end = np.zeros(n, dtype=np.int64)
    hi_end = np.zeros(n, dtype=np.int64)
    only_lo, only_hi = lo_side & ~hi_side, hi_side & ~lo_side
    np.maximum.at(lo_end, k[only_lo], amount[s[only_lo]])
    np.maximum.at(hi_end, k[only_hi], amount[s[only_hi]])

    # Corner crossings: the hexsides meeting at the corner where a run along starts or ends count once.
    k, s = k[corner], s[corner]
    corner_point = np.where((first[corner] == 0)[:, None], ends[s, 0], ends[s, 1])
    here = np.where(hexes_in[0][corner], owners[s, 0], owners[s, 1])
    groups, group = np.unique(np.stack([k, corner_point[:, 0], corner_point[:, 1]], axis=1), axis=0, return_inverse=True)
    group = group.reshape(-1)
    worst = np.zeros(len(groups), dtype=np.int64)
    np.maximum.at(worst, group, amount[s])
    blocks = np.zeros(len(groups), dtype=bool)
    np.logical_or.at(blocks, group, hedgerow[s])
    owner = np.zeros(len(groups), dtype=np.int64)
    owner[group] = hexes.board[here]
    line = groups[:, 0]
    at_lo, at_hi = owner == lines.i[line], owner == lines.j[line]
    middle = ~(at_lo | at_hi)
    blocked |= _any_per_line(line[middle], blocks[middle], n)
    hindrance += _per_line(line[middle], worst[middle], n)
    np.maximum.at(lo_end, line[at_lo], worst[at_lo])
    np.maximum.at(hi_end, line[at_hi], worst[at_hi])
    return blocked, hindrance, lo_end, hi_end


def _as_dicts(field: Battlefield, lines: _Lines, blocked: np.ndarray, into_hi: np.ndarray,
              into_lo: np.ndarray) -> dict[Hex, dict[Hex, Sight]]:
    """The answer in core's form: result[a][b] for `a` firing at `b`; blocked lines have no hindrance."""
    order = field.ordered
    result: dict[Hex, dict[Hex, Sight]] = {h: {} for h in order}
    blocked_sight: Sight = (True, 0)
    for i, j, b, to_hi, to_lo in zip(lines.i.tolist(), lines.j.tolist(), blocked.tolist(),
                                     into_hi.tolist(), into_lo.tolist()):
        lo, hi = order[i], order[j]
        if b:
            result[lo][hi] = result[hi][lo] = blocked_sight
        else:
            result[lo][hi] = (False, to_hi)
            result[hi][lo] = (False, to_lo)
    return result
