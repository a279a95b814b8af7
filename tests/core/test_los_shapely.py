"""The bench's shapely baseline (bench/los_shapely.py) gives core.los's answer, so its timing compares like with like.

bench/los_bench.py checks the two answers equal on its own battlefield; these
tests keep the baseline honest on small boards with everything that counts:
blocking terrain, hindrances, hills, walls, hedges, hedgerows, smoke, bunkers.
"""

import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from los_fields import field_with, hexes
from test_los_properties import battlefields

from core.los import Sightlines

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from los_shapely import shapely_all_pairs  # noqa: E402


def test_the_baseline_agrees_on_a_board_with_everything():
    field = field_with(
        {"C3": "W", "E2": "B", "D4": "O", "F4": "C", "G2": "H", "B5": "O", "H3": "W"},
        {"D2": 1, "E3": 1, "E4": 2, "F3": 1, "C5": 1},
        wall=["C2/S", "F5/N", "G3/NE"], hedge=["D3/SE", "B2/N"], hedgerow=["E5/N", "G4/S"],
    )
    smoke = hexes(field, {"D5": 2, "B3": 1, "G5": 1})
    bunkers = hexes(field, {"F2": 1})
    assert shapely_all_pairs(field, smoke, bunkers) == Sightlines(field, smoke, bunkers).all_pairs()


def test_the_baseline_agrees_on_a_pacific_shore():
    """Jungle blocks (10.6), palm groves hinder (10.9), gullies, wadis, beach, ocean and river
    neither (10.7, 10.13), on and off hills and along hexsides."""
    field = field_with(
        {"C3": "J", "E2": "Y", "D4": "Y", "F4": "G", "G2": "V", "B5": "E", "H3": "J", "E4": "~", "C2": "R", "F2": "Y"},
        {"D2": 1, "E3": 1, "F3": 2},
    )
    smoke = hexes(field, {"D5": 1})
    assert shapely_all_pairs(field, smoke, []) == Sightlines(field, smoke).all_pairs()


@settings(max_examples=15, deadline=None)
@given(battlefields(), st.data())
def test_the_baseline_agrees_on_random_boards(case, data):
    field, smoke = case
    bunkers = data.draw(st.lists(st.sampled_from(field.ordered), max_size=3, unique=True))
    assert shapely_all_pairs(field, smoke, bunkers) == Sightlines(field, smoke, bunkers).all_pairs()
