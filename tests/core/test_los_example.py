"""The rulebook's "Line of Sight (LOS) and Cover Modifier Examples", redrawn.

The illustration is not in our copy of the rules, so tests/core/boards/los_example.json
is a board drawn to match every statement of the text (its description says
where each unit stands). Each assertion below is one sentence of the example.
"""

from pathlib import Path

import pytest

from core.boards.battlefield import Battlefield
from core.boards.board import load_board
from core.los import Sightlines

UNITS = {"A": "C2", "B": "E2", "C": "J4", "D": "D4", "E": "H4", "F": "F4", "G": "H5", "H": "C7"}
SEES = {  # who has LOS to whom, as the example lists it (B to E, F and G is not said)
    "A": "BDH", "B": "ACD", "C": "BEG", "D": "ABFH", "E": "CFG", "F": "DEH", "G": "CE", "H": "ADF",
}
UNSAID = {("B", "E"), ("B", "F"), ("B", "G"), ("E", "B"), ("F", "B"), ("G", "B")}


@pytest.fixture(scope="module")
def example():
    field = Battlefield([load_board(Path(__file__).parent / "boards" / "los_example.json")])
    sight = Sightlines(field)
    return field, lambda a, b: sight.check(field.parse(UNITS[a]), field.parse(UNITS[b]))


@pytest.mark.parametrize("firer", sorted(UNITS))
def test_who_sees_whom_9_1(example, firer):
    _, check = example
    for target in sorted(UNITS):
        if target != firer and (firer, target) not in UNSAID:
            assert (not check(firer, target).blocked) is (target in SEES[firer]), f"{firer} -> {target}"


def test_unit_a_fires_over_its_hedge_but_fire_into_its_hex_is_hindered_10_11(example):
    _, check = example
    assert check("A", "B").hindrance == 0 and check("A", "D").hindrance == 0
    assert check("B", "A").hindrance == 1 and check("D", "A").hindrance == 1


def test_a_firing_on_h_passes_three_orchards_10_9(example):
    field, check = example
    result = check("A", "H")
    assert result.hindrance == 3
    assert [field.name(h.hex) for h in result.hindrance_hexes] == ["b91:C4", "b91:C5", "b91:C6"]


def test_d_sees_f_along_the_hexside_between_an_orchard_and_the_hill_9_4(example):
    field, check = example
    result = check("D", "F")
    assert (result.blocked, result.hindrance, result.hexside_los) == (False, 1, 1)
    assert sorted(field.name(h) for h in result.hexside_los_hexes) == ["b91:E4", "b91:E5"]


def test_d_is_blocked_by_the_hill_from_e_and_g_10_8(example):
    field, check = example
    for target in "EG":
        result = check("D", target)
        assert result.blocked
        assert any(field.elevation(h) == 1 for h in result.blocking_hexes)


def test_woods_on_the_hill_block_f_and_g_10_8(example):
    field, check = example
    result = check("F", "G")
    assert result.blocked and [field.name(h) for h in result.blocking_hexes] == ["b91:G5"]


def test_h_firing_on_d_passes_two_orchards_10_9(example):
    _, check = example
    assert check("H", "D").hindrance == 2  # the building's +3 is cover (13.4), not line of sight
