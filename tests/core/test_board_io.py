"""A board written back to its file form reads as the same board (packages carry custom boards)."""

from pathlib import Path

import pytest

from core.boards.board import load_board, parse_board
from core.boards.document import board_document
from core.boards.library import standard_boards

TINY = Path(__file__).parent / "boards" / "tiny.json"


@pytest.mark.parametrize("number", sorted(standard_boards()))
def test_every_shipped_board_survives_the_round_trip(number):
    board = standard_boards()[number]
    assert parse_board(board_document(board), f"board {number}") == board


def test_the_tiny_board_keeps_its_wall_hedgerow_road_and_short_columns():
    board = load_board(TINY)
    document = board_document(board)
    assert document["terrain"][-1] == ". . ."  # columns B and D have one hex fewer (§2.1 half hexes)
    assert document["hexsides"] == {"wall": ["B3/N"], "hedgerow": ["C2/SE"]}  # B2/S written from its canonical side
    assert document["roads"] == [["A2", "B2"], ["B2", "C2"]]
    assert parse_board(document) == board


def test_a_changed_board_value_gives_a_changed_document():
    board = load_board(TINY)
    from dataclasses import replace

    renamed = replace(board, name="Renamed")
    assert board_document(renamed)["name"] == "Renamed"
    assert parse_board(board_document(renamed)) != board
