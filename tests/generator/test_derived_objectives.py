"""On a board nobody wrote a template for, the battle is fought over the board's features: its
named places, villages, hills and woods, never a hex of open ground on the map's edge while
such features stand in the defender's ground (issue 22)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from core.boards.board import parse_board
from core.hexes import parse_offset_name
from core.terrain import catalogue
from generator.derived_template import ENOUGH_OBJECTIVES, FEATURED, derive_board_template, objective_candidates

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from random_boards import random_boards  # noqa: E402

DOCUMENTS = random_boards(6, 7)


def scores(board) -> dict[str, float]:
    from core.hexes import offset_name

    return {offset_name(c.offset): c.score for c in objective_candidates(board, catalogue())}


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: f"board-{d['number']}")
def test_objectives_are_features_first_and_fillers_never_on_the_map_edge(document):
    board = parse_board(document)
    scored = scores(board)
    template = derive_board_template(board)
    for location in template["locations"]:
        listed = location["objectives"]
        featured = [h for h in listed if scored[h] >= FEATURED]
        fillers = [h for h in listed if scored[h] < FEATURED]
        assert not fillers or len(featured) + len(fillers) <= ENOUGH_OBJECTIVES, (location["id"], listed)
        assert listed[:len(featured)] == featured  # features first, fillers only to make up the number
        for name in fillers:
            row = parse_offset_name(name).row
            assert 0 < row < board.rows - 1, (location["id"], name)


def test_a_named_place_in_the_defenders_ground_is_fought_for_under_its_name():
    document = dict(DOCUMENTS[0])
    document["labels"] = [*document.get("labels", []), {"hex": "P5", "text": "Ferme des Aulnes"}]
    board = parse_board(document)
    template = derive_board_template(board)
    from_west = next(loc for loc in template["locations"] if loc["id"] == "from-west")
    assert "P5" in from_west["objectives"]
    assert {"hex": "P5", "name": "Ferme des Aulnes"} in template["objectives"]
