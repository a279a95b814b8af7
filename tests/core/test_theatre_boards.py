"""The Pacific board (5, Red Beach) and the desert board (6, Bir el Hamra), kept beside the
sample scenarios so that a scenario in maps/scenarios/ can be played on them; a defence of
caves and a tunnel on board 5's coral ridge checked and moved through as the rules say."""

from __future__ import annotations

import json

from core.boards.board import board_problems
from core.documents.sources import boards_beside
from core.placement import context_for, violations
from core.resources import maps_dir
from core.scenario import BoardRef, Fortification, Scenario, SideSetup, Stack, Tunnel, Unit

BESIDE = maps_dir() / "scenarios" / "boards"
BOARDS = boards_beside(maps_dir() / "scenarios" / "any-sample.json")


def test_both_boards_validate_and_join_any_other_board() -> None:
    for path in sorted(BESIDE.glob("board-*.json")):
        assert board_problems(json.loads(path.read_text(encoding="utf-8")), path.name) == []
    assert {5, 6} <= set(BOARDS)


def test_each_board_shows_its_theatre() -> None:
    pacific, desert = set(BOARDS[5].terrain.values()), set(BOARDS[6].terrain.values())
    assert {"ocean", "beach", "palm_grove", "jungle", "gully"} <= pacific
    assert {"desert", "wadi", "palm_grove", "pond", "building"} <= desert
    assert set(BOARDS[6].elevation.values()) == {0, 1, 2}


RIDGE = Scenario(
    "The ridge", (BoardRef(5),), SideSetup("us", stacks=(Stack("b5:I5", (Unit("a1", "us.rifle_squad"),)),)),
    SideSetup("ger", stacks=(Stack("b5:O7", (Unit("g1", "ger.rifle_squad"),)),)),
    fortifications=(Fortification("b5:O7", "cave", "axis"), Fortification("b5:Q9", "cave", "axis")),
    tunnels=(Tunnel("axis", ("b5:O7", "b5:P7", "b5:P8", "b5:Q8", "b5:Q9")),),
)


def test_a_cave_defence_on_the_ridge_is_placed_by_the_rules() -> None:
    assert violations(RIDGE, context_for(RIDGE, custom_boards=BOARDS)) == []
