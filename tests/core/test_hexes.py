"""Hex geometry: the board's printed names, neighbours, distance, rings, rotation."""

from hypothesis import given
from hypothesis import strategies as st
from shapely.geometry import Polygon

from core.hexes import (
    DIRECTIONS,
    Hex,
    Hexside,
    Layout,
    Offset,
    column_index,
    column_letters,
    offset_name,
    opposite,
    parse_offset_name,
    ring,
    side_corners_int,
    spiral,
)

hexes = st.builds(Hex, st.integers(-60, 60), st.integers(-60, 60))


def test_printed_names_letter_columns_and_number_rows_from_one():
    assert offset_name(Offset(0, 0)) == "A1"
    assert offset_name(Offset(2, 3)) == "C4"
    assert offset_name(Offset(25, 9)) == "Z10"
    assert offset_name(Offset(26, 0)) == "AA1"
    assert offset_name(Offset(27, 4)) == "BB5"
    assert parse_offset_name("bb5") == Offset(27, 4)


def test_bad_names_are_refused_with_a_reason():
    for bad in ["", "4C", "C0", "AB3", "C-1"]:
        try:
            parse_offset_name(bad)
        except ValueError as error:
            assert "hex name" in str(error) or "column" in str(error)
        else:
            raise AssertionError(f"{bad!r} was accepted")


def test_odd_columns_sit_half_a_hex_lower():
    layout = Layout(size=10)
    a1 = layout.to_pixel(Offset(0, 0).to_hex())
    b1 = layout.to_pixel(Offset(1, 0).to_hex())
    c1 = layout.to_pixel(Offset(2, 0).to_hex())
    assert b1[1] > a1[1] == c1[1]
    # B1 is the south-east neighbour of A1, C1 the north-east neighbour of B1
    assert Offset(1, 0).to_hex() == Offset(0, 0).to_hex().neighbor(2)
    assert Offset(2, 0).to_hex() == Offset(1, 0).to_hex().neighbor(1)


@given(st.integers(0, 80), st.integers(0, 40))
def test_offset_round_trip(col, row):
    assert Offset.from_hex(Offset(col, row).to_hex()) == Offset(col, row)
    assert parse_offset_name(offset_name(Offset(col, row))) == Offset(col, row)
    assert column_index(column_letters(col)) == col


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert a.distance(b) == b.distance(a) >= 0
    assert (a.distance(b) == 0) == (a == b)
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes)
def test_neighbours_are_at_distance_one_and_directions_are_opposite(h):
    for direction in range(6):
        n = h.neighbor(direction)
        assert h.distance(n) == 1
        assert h.direction_to(n) == direction
        assert n.neighbor(opposite(direction)) == h
    assert len(set(h.neighbors())) == 6


@given(hexes, st.integers(0, 8))
def test_rings_hold_six_r_hexes_at_distance_r(center, radius):
    cells = ring(center, radius)
    assert len(cells) == max(1, 6 * radius) == len(set(cells))
    assert all(center.distance(h) == radius for h in cells)
    assert len(list(spiral(center, radius))) == 1 + 3 * radius * (radius + 1)


@given(hexes, hexes)
def test_rotation_by_180_is_an_involution_that_keeps_distances(h, center):
    turned = h.rotate_180(center)
    assert turned.rotate_180(center) == h
    assert turned.distance(center) == h.distance(center)
    assert h.neighbor(0).rotate_180(center) == turned.neighbor(3)


@given(hexes, st.integers(0, 5))
def test_each_hexside_has_one_canonical_name_from_both_sides(h, direction):
    side = Hexside.of(h, direction)
    assert side == Hexside.of(h.neighbor(direction), opposite(direction))
    assert side.direction in (0, 1, 2)
    assert set(side.hexes()) == {h, h.neighbor(direction)}


def test_hex_polygons_tile_the_plane_and_share_their_sides():
    layout = Layout(size=1)
    center = Hex(0, 0)
    poly = Polygon(layout.corners(center))
    assert abs(poly.area - 3 * 3**0.5 / 2) < 1e-9
    for direction, n in enumerate(center.neighbors()):
        other = Polygon(layout.corners(n))
        assert poly.intersection(other).area < 1e-9
        assert abs(poly.intersection(other).length - 1) < 1e-9  # they share one whole side
        a, b = side_corners_int(center, direction)
        a2, b2 = side_corners_int(n, opposite(direction))
        assert {a, b} == {a2, b2}


def test_from_pixel_inverts_to_pixel():
    layout = Layout(size=17, origin_x=5, origin_y=-3)
    for q in range(-5, 6):
        for r in range(-5, 6):
            x, y = layout.to_pixel(Hex(q, r))
            assert layout.from_pixel(x + 3, y - 2) == Hex(q, r)
    assert DIRECTIONS[0] == (0, -1)
