"""Every hexside a board file can name either lies between two of the board's hexes or is a
board problem with its name: a side on the outer edge (A5/SW, the last row's S sides) used to
pass every check and then crash everything that used the board (issue 25).

Exhaustive: every HEX/SIDE name of every shipped board and of random boards, each added alone
as a hedge; an accepted board builds battlefields both ways round and is drawn from its keys."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from core.boards.battlefield import Battlefield, BoardPlacement
from core.boards.board import BoardError, board_rows_in, parse_board
from core.boards.edit import BoardEditError, set_hexside
from core.hexes import DIRECTION_NAMES, Hexside, Offset, offset_name, parse_offset_name
from core.resources import maps_dir

sys.path.insert(0, str(Path(__file__).parents[2] / "bench"))
from random_boards import random_boards  # noqa: E402

pytestmark = pytest.mark.heavy  # some 9,000 boards parsed: always in CI; `-m 'not heavy'` skips them locally

SHIPPED = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(maps_dir().glob("board-*.json"))]
BOARDS = SHIPPED + random_boards(1, 25)


def with_hedge(document: dict, name: str) -> dict:
    hexsides = {feature: list(names) for feature, names in document.get("hexsides", {}).items()}
    hexsides.setdefault("hedge", []).append(name)
    return {**document, "hexsides": hexsides}


def every_side_name(document: dict) -> list[str]:
    return [f"{offset_name(Offset(c, r))}/{side}" for c in range(document["columns"])
            for r in range(board_rows_in(document["rows"], c)) for side in DIRECTION_NAMES]


def side_of(name: str) -> Hexside | None:
    """The side a problem's place names (A1/S and A2/N are one side), or None for a hex or a path."""
    hex_name, _, side = name.partition("/")
    if side not in DIRECTION_NAMES:
        return None
    return Hexside.of(parse_offset_name(hex_name).to_hex(), DIRECTION_NAMES.index(side))


def test_a_hedge_on_the_west_edge_is_a_board_problem_named_by_its_side():
    with pytest.raises(BoardError) as caught:
        parse_board(with_hedge(SHIPPED[0], "A5/SW"))
    assert [(p.where, p.code) for p in caught.value.problems] == [("A5/SW", "board.edge-hexside")]


def on_outer_edge(document: dict, name: str) -> bool:
    hex_name, _, side = name.partition("/")
    other = Offset.from_hex(parse_offset_name(hex_name).to_hex().neighbor(DIRECTION_NAMES.index(side)))
    return not (0 <= other.col < document["columns"] and 0 <= other.row < board_rows_in(document["rows"], other.col))


@pytest.mark.parametrize("document", BOARDS, ids=lambda d: f"board-{d['number']}")
def test_every_side_name_is_accepted_between_two_hexes_or_refused_by_name(document):
    """A side on the outer edge is refused naming it; any other side is taken, or refused for a
    rule of its own (a hedge across a road, between two seam hexes), never a crash."""
    accepted = edge = 0
    for name in every_side_name(document):
        try:
            board = parse_board(with_hedge(document, name))
        except BoardError as error:
            assert error.problems, name
            if on_outer_edge(document, name):
                edge += 1
                assert any(p.code == "board.edge-hexside" and side_of(p.where) == side_of(name) for p in error.problems), name
            continue
        assert not on_outer_edge(document, name), name
        accepted += 1
        assert all(board.contains(Offset.from_hex(h)) for o, d in board.hexsides for h in Hexside(o.to_hex(), d).hexes()), name
        if near_the_edge(document, name):  # where an off-board key used to be made: the whole battlefield
            for rotated in (False, True):
                field = Battlefield([BoardPlacement(board, rotated)])
                assert all(a in field and b in field for a, b in (side.hexes() for side in field.hexsides)), name
    assert accepted > 500 and edge > 50


def near_the_edge(document: dict, name: str) -> bool:
    offset = parse_offset_name(name.partition("/")[0])
    return offset.col in (0, 1, document["columns"] - 2, document["columns"] - 1) or offset.row in (0, document["rows"] - 1)


def test_the_board_editor_cannot_put_a_feature_on_the_outer_edge():
    board = parse_board(SHIPPED[0])
    with pytest.raises(BoardEditError):
        set_hexside(board, Offset(0, 4), DIRECTION_NAMES.index("SW"), "hedge")
    inner = set_hexside(board, Offset(5, 4), DIRECTION_NAMES.index("SW"), "hedge")
    assert inner is not board
