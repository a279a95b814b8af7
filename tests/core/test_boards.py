"""Board files and battlefields: validation, joining boards at the seams, turning them."""

import copy
import dataclasses
import json
from pathlib import Path

import pytest

from core.boards.battlefield import Battlefield, BattlefieldError, BoardPlacement
from core.boards.board import BoardError, board_problems, load_board, parse_board
from core.hexes import Hexside

TINY = Path(__file__).parent / "boards" / "tiny.json"


def tiny_document():
    return json.loads(TINY.read_text())


def codes(document):
    return [p.code for p in board_problems(document)]


def test_the_tiny_board_is_valid_and_parsed():
    board = load_board(TINY)
    assert board.number == 7 and board.columns == 5 and board.rows == 4
    assert len(board.terrain) == 3 * 4 + 2 * 3  # high columns hold 4 hexes, low ones 3
    assert board.terrain[board.offsets()[0]] == "open"


def test_schema_errors_name_the_json_path():
    document = tiny_document()
    document["rows"] = "four"
    problems = board_problems(document)
    assert problems[0].where == "$.rows" and problems[0].code == "board.schema"


def test_every_fault_is_reported_at_once():
    document = tiny_document()
    document["terrain"][0] = "WWB.."  # A1 is an edge half hex: must be open
    document["hexsides"]["wall"].append("A1/N")  # a wall on the board edge
    document["roads"] = [["A2", "C2"]]  # not adjacent
    assert sorted(codes(document)) == ["board.edge-hex", "board.edge-hexside", "board.road-gap"]


def test_grid_shape_and_codes_are_checked():
    document = tiny_document()
    document["terrain"][3] = "....."  # the low columns have no hex in the last row
    document["elevation"][1] = "0110"
    document["terrain"][1] = ".Z.S."
    assert set(codes(document)) == {"board.grid", "board.terrain-code"}


def test_roads_may_not_cross_walls_and_bridges_need_water_and_a_road():
    document = tiny_document()
    document["roads"] = [["B2", "B3"]]  # B2/S carries a wall
    document["bridges"] = ["B3"]
    found = codes(document)
    assert "board.road-hexside" in found and "board.bridge-water" in found


def test_a_broken_board_raises_with_every_problem():
    document = tiny_document()
    document["terrain"][0] = "BWB.."
    with pytest.raises(BoardError) as raised:
        parse_board(document, "broken.json")
    assert "broken.json: A1:" in str(raised.value)


def _copy(board, number):
    return dataclasses.replace(board, number=number)


def test_boards_side_by_side_share_their_edge_column():
    board = load_board(TINY)
    field = Battlefield([board, _copy(board, 8)])
    assert len(field) == 2 * len(board.terrain) - 4  # the seam column counts once
    seam = field.parse("b7:E2")
    assert field.parse("b8:A2") == seam
    assert field.name(seam) == "b7:E2"  # the board on the left names a seam hex
    assert field.info(seam).aliases == ("b8:A2",)
    # the grid runs on across the seam: D2 (left board) and B2 (right board) are two apart
    assert field.parse("b7:D2").distance(field.parse("b8:B2")) == 2


def test_a_turned_board_reads_upside_down():
    board = load_board(TINY)
    field = Battlefield([BoardPlacement(board, rotated=True)])
    # B1 of a turned 5x4 board sits where D3 would be; woods in B1 -> the top row's far side
    woods = field.parse("B1")
    assert field.terrain(woods) == "woods"
    assert field.name(woods) == "b7:B1"
    unturned = Battlefield([board])
    assert unturned.parse("D3") == woods
    # the wall on B2/S is now on the north side of the hex printed B2
    assert field.feature(Hexside.of(field.parse("B2"), 0)) == "wall"
    assert unturned.feature(Hexside.of(unturned.parse("B2"), 3)) == "wall"


@pytest.mark.parametrize("left_turned", [False, True])
@pytest.mark.parametrize("right_turned", [False, True])
def test_any_board_joins_any_other_either_way_round(left_turned, right_turned):
    board = load_board(TINY)
    field = Battlefield([BoardPlacement(board, left_turned), BoardPlacement(_copy(board, 9), right_turned)])
    assert len(field) == 2 * len(board.terrain) - 4
    names = [field.name(h) for h in field.ordered]
    assert len(set(names)) == len(names)
    for h in field.ordered:
        assert field.parse(field.name(h)) == h


def test_battlefields_refuse_a_board_twice_and_mismatched_rows():
    board = load_board(TINY)
    with pytest.raises(BattlefieldError):
        Battlefield([board, board])
    with pytest.raises(BattlefieldError):
        Battlefield([board, dataclasses.replace(board, number=3, rows=5)])


def test_bare_names_only_on_one_board():
    board = load_board(TINY)
    field = Battlefield([board, _copy(board, 8)])
    with pytest.raises(ValueError, match="needs its board"):
        field.parse("C2")
    with pytest.raises(ValueError, match="no hex"):
        field.parse("b8:Q9")


def test_map_edges():
    field = Battlefield([load_board(TINY)])
    assert field.edge_of(field.parse("A1")) == {"north", "west"}
    assert field.edge_of(field.parse("B1")) == {"north"}  # low column: nothing above it
    assert field.edge_of(field.parse("C2")) == set()
    assert len(field.edge_hexes("east")) == 4


def test_roads_and_bridges_carry_onto_the_battlefield():
    field = Battlefield([load_board(TINY)])
    assert field.road_between(field.parse("A2"), field.parse("B2"))
    assert field.has_road(field.parse("C2")) and not field.has_road(field.parse("C3"))


def test_documents_are_not_mutated_by_validation():
    document = tiny_document()
    before = copy.deepcopy(document)
    board_problems(document)
    assert document == before
