"""The exact line geometry (9.1) against shapely, for every offset up to distance 12.

shapely works here in the same integer frame (corners at small integers), where
its intersections are exact enough to tell a crossed interior from a touched
corner or a shared hexside.
"""

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from core.hexes import CORNERS_INT, Hex, Hexside, center_int, side_corners_int, spiral
from core.los.index import HexIndex, build_masks, is_forward
from core.los.paths import line_path

ORIGIN = Hex(0, 0)
OFFSETS = [h for h in spiral(ORIGIN, 12) if h != ORIGIN]


def polygon(h: Hex) -> shapely.Polygon:
    cx, cy = center_int(h)
    return shapely.Polygon([(cx + x, cy + y) for x, y in CORNERS_INT])


POLYGONS = {h: polygon(h) for h in spiral(ORIGIN, 13)}


def reference(end: Hex) -> tuple[list[Hex], set[Hexside]]:
    """Hexes whose interior the segment crosses for a positive length, in order, and hexsides it runs along."""
    line = shapely.LineString([center_int(ORIGIN), center_int(end)])
    ring = list(spiral(ORIGIN, ORIGIN.distance(end) + 1))
    touching = shapely.intersects(line, np.array([POLYGONS[h] for h in ring]))
    near = [h for h, hit in zip(ring, touching) if hit]
    polygons = np.array([POLYGONS[h] for h in near])
    inside = shapely.length(shapely.intersection(line, polygons))
    on_edge = shapely.length(shapely.intersection(line, shapely.boundary(polygons)))
    entered = [(line.project(shapely.intersection(line, p).centroid), h)
               for h, p, a, b in zip(near, polygons, inside, on_edge) if a - b > 1e-9]
    sides = [Hexside(h, d) for h in near for d in range(3)]
    segments = np.array([shapely.LineString(side_corners_int(*s)) for s in sides])
    overlap = shapely.length(shapely.intersection(line, segments))
    return [h for _, h in sorted(entered)], {s for s, length in zip(sides, overlap) if length > 1e-9}


@pytest.mark.parametrize("ring", range(1, 13))
def test_the_path_is_what_shapely_sees_9_1(ring):
    for end in spiral(ORIGIN, ring):
        if ORIGIN.distance(end) != ring:
            continue
        path = line_path(end)
        entered, along = reference(end)
        assert list(path.entered) == entered, end
        assert {a.side for a in path.along} == along, end


def test_a_line_is_the_same_both_ways_9_1():
    for end in OFFSETS:
        _same_both_ways(end)


def _same_both_ways(end: Hex) -> None:
    there, back = line_path(end), line_path(Hex(-end.q, -end.r))

    def moved(h: Hex) -> Hex:
        return Hex(h.q - end.q, h.r - end.r)

    assert [moved(h) for h in reversed(there.entered)] == list(back.entered)
    assert {Hexside.of(moved(a.side.hex), a.side.direction) for a in there.along} == {a.side for a in back.along}
    assert {frozenset(Hexside.of(moved(s.hex), s.direction) for s in c) for c in there.crossings} == {
        frozenset(c) for c in back.crossings
    }


def test_sides_and_crossings_fit_the_path():
    for end in OFFSETS:
        _sides_and_crossings_fit(end)


def _sides_and_crossings_fit(end: Hex) -> None:
    path = line_path(end)
    X, Y = center_int(end)
    for along in path.along:
        assert set(along.side.hexes()) == {along.left, along.right}
        for h, sign in ((along.left, -1), (along.right, 1)):  # y points south: right has cross > 0
            cx, cy = center_int(h)
            assert (X * cy - Y * cx) * sign > 0
    spine = Y == 0 or X == Y or X == -Y
    assert bool(path.along) == spine
    for here, there in zip(path.entered, path.entered[1:]):
        assert here.distance(there) == (2 if spine else 1)
    assert len(path.crossings) == (len(path.entered) - 1) * (2 if spine else 1)


@settings(max_examples=50)
@given(st.integers(-25, 25), st.integers(-25, 25))
def test_forward_masks_never_reach_behind_their_bias(q, r):
    offset = Hex(q, r)
    index = HexIndex(0, -20, 45, 70)
    if is_forward(offset):
        masks = build_masks(index, offset)
        assert masks.mid.bit_count() == len(line_path(offset).entered) - 2
    assert index.offset_of_key(index.key(offset)) == offset
