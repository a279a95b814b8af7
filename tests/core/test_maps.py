"""The shipped boards in maps/: valid, one size, every Europe terrain of section 10, joinable.

The boards are what every user sees first, so these tests hold them to the
promises docs/boards.md makes about them.
"""

import itertools
import json

import networkx as nx
import pytest

from core.boards.battlefield import Battlefield, BoardPlacement
from core.boards.board import Board, board_problems, neighbor_offset
from core.boards.library import standard_boards
from core.resources import maps_dir

BOARD_FILES = sorted(maps_dir().glob("board-*.json"))
COLUMNS, ROWS = 21, 10
HEXES_PER_BOARD = 11 * ROWS + 10 * (ROWS - 1)  # 11 high columns of 10 hexes, 10 low ones of 9
SEAM_HEXES = ROWS  # the shared column of whole hexes between two boards


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return standard_boards()


@pytest.mark.parametrize("path", BOARD_FILES, ids=lambda p: p.name)
def test_every_board_file_validates_with_no_problems(path):
    assert board_problems(json.loads(path.read_text(encoding="utf-8")), path.name) == []


def test_there_are_at_least_four_boards_numbered_from_one(boards):
    assert len(BOARD_FILES) >= 4
    assert {1, 2, 3, 4} <= set(boards)


def test_all_boards_are_the_same_size_so_any_two_join(boards):
    assert {(b.columns, b.rows) for b in boards.values()} == {(COLUMNS, ROWS)}
    assert {len(b.terrain) for b in boards.values()} == {HEXES_PER_BOARD}


def test_every_board_has_a_name_a_description_and_place_names(boards):
    for board in boards.values():
        assert board.name and len(board.description) > 40
        assert len(board.labels) >= 3


def _all(boards, attribute):
    return set(itertools.chain.from_iterable(getattr(b, attribute).values() for b in boards.values()))


def test_the_set_uses_every_terrain_the_rulebook_names_for_europe(boards):
    """Section 10: 10.3-10.12 (ocean, river and beach are for other theatres)."""
    assert {"open", "field", "crop", "building", "woods", "stream", "orchard", "haystack",
            "canal", "pond", "marsh"} <= _all(boards, "terrain")
    assert _all(boards, "elevation") == {0, 1, 2}  # 10.8: level 1 and level 2 hills
    assert _all(boards, "hexsides") == {"wall", "hedge", "hedgerow"}  # 10.11, 10.111


def test_the_set_has_roads_a_bridge_and_a_ford(boards):
    """10.4 road, 10.41 bridge; a ford is a stream hex a road crosses without a bridge (10.7)."""
    assert all(b.road_links for b in boards.values())
    assert any(b.bridges for b in boards.values())
    fords = [
        (b.number, o) for b in boards.values() for o, t in b.terrain.items()
        if t == "stream" and o not in b.bridges and any(o in link for link in b.road_links)
    ]
    assert fords


def test_each_board_keeps_its_own_character(boards):
    """docs/boards.md: 1 a village, 2 bocage, 3 a stream valley, 4 a ridge."""
    def count(board, terrain):
        return sum(t == terrain for t in board.terrain.values())

    def features(board, kind):
        return sum(f == kind for f in board.hexsides.values())

    village, bocage, valley, ridge = (boards[n] for n in (1, 2, 3, 4))
    assert max(boards.values(), key=lambda b: count(b, "building")) is village
    assert features(village, "wall") >= 20
    assert max(boards.values(), key=lambda b: features(b, "hedgerow")) is bocage
    assert count(bocage, "orchard") and count(bocage, "haystack") and count(bocage, "crop")
    assert count(valley, "stream") >= 8 and valley.bridges
    assert count(valley, "pond") and count(valley, "marsh") and count(valley, "canal")
    assert {level for level in ridge.elevation.values()} == {0, 1, 2}
    assert any(ridge.elevation[o] == 2 for o in ridge.offsets())
    assert any(ridge.elevation[o] > 0 and ridge.terrain[o] == "woods" for o in ridge.offsets())


def test_vehicles_can_reach_every_hill_crest_by_way_of_level_1(boards):
    """10.8: a vehicle never moves between ground level and level 2, so no level 2 hex touches level 0."""
    for board in boards.values():
        for offset in board.offsets():
            if board.elevation[offset] != 2:
                continue
            around = [board.elevation[n] for d in range(6) if (n := neighbor_offset(offset, d)) in board.terrain]
            assert 0 not in around, (board.name, offset)


def test_the_main_road_leaves_every_board_at_row_5_on_both_sides(boards):
    """So that boards laid the same way round chain one road across the battlefield."""
    for board in boards.values():
        road_hexes = {o for link in board.road_links for o in link}
        names = {f"{'A' if o.col == 0 else 'U'}{o.row + 1}" for o in road_hexes if o.col in (0, COLUMNS - 1)}
        assert {"A5", "U5"} <= names, board.name


def test_a_road_runs_from_the_west_edge_to_the_east_edge_of_all_four_boards(boards):
    field = Battlefield([boards[n] for n in (1, 2, 3, 4)])
    graph = nx.Graph(side.hexes() for side in field.roads)
    west, east = field.parse("b1:A5"), field.parse("b4:U5")
    assert nx.has_path(graph, west, east)


@pytest.mark.parametrize("left, right", list(itertools.permutations((1, 2, 3, 4), 2)))
def test_any_two_boards_join_either_way_round(boards, left, right):
    for left_turned, right_turned in itertools.product((False, True), repeat=2):
        field = Battlefield([BoardPlacement(boards[left], left_turned), BoardPlacement(boards[right], right_turned)])
        assert len(field) == 2 * HEXES_PER_BOARD - SEAM_HEXES
        seam = [h for h in field.ordered if h.q == COLUMNS - 1]
        assert len(seam) == ROWS
        # 2.2: the seam hexes are playable whole hexes of open ground at level 0
        assert {(field.terrain(h), field.elevation(h)) for h in seam} == {("open", 0)}
        assert all(field.info(h).aliases for h in seam)


def test_four_boards_make_one_battlefield_of_the_expected_size(boards):
    field = Battlefield([BoardPlacement(boards[n], n % 2 == 0) for n in (1, 2, 3, 4)])
    assert len(field) == 4 * HEXES_PER_BOARD - 3 * SEAM_HEXES
    assert field.columns == 4 * (COLUMNS - 1) + 1
    # board 2 is turned, so its own U column lies against board 1, upside down: U6 meets U5
    assert field.parse("b1:U5") == field.parse("b2:U6")
    assert field.name(field.parse("b2:U6")) == "b1:U5"  # the board on the left names a seam hex
