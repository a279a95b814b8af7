"""Issue 14: marking a leader a hero (22.5) and a minefield hidden (19.71) as pure scenario edits.

Both flags were already in the model, the schema, the canonical JSON and the
engine; these are the edits the editor's undo commands apply.
"""

from pathlib import Path

import pytest

from core.boards.board import load_board
from core.game.game import Game
from core.placement import codes, context_for, violations
from core.scenario import BoardRef
from core.scenario.edit_details import new_scenario
from core.scenario.edit_markers import add_fortification, set_fortification_hidden
from core.scenario.edit_transport import load_unit
from core.scenario.edit_units import place_unit, set_hero
from core.scenario.errors import EditError
from core.scenario.io import dumps, loads
from core.scenario.query import locate

TINY = load_board(Path(__file__).parents[1] / "boards" / "tiny.json")


@pytest.fixture
def empty():
    return new_scenario([BoardRef(7)], title="Flags test")


def problems(scenario):
    return codes(violations(scenario, context_for(scenario, {7: TINY})))


def test_a_leader_marked_hero_is_saved_and_starts_valorous(empty):
    """22.5: a hero is a leader counter with a Valor marker on it from the start."""
    scenario = place_unit(empty, "allied", "b7:A1", "us.leader_2")
    hero = set_hero(scenario, "allied-1", True)
    assert locate(hero, "allied-1").unit.hero and '"hero": true' in dumps(hero)
    assert loads(dumps(hero).encode()) == hero
    assert set_hero(hero, "allied-1", False) == scenario  # unmarking gives back the same scenario
    assert "hero.not-leader" not in problems(hero)
    game = Game(hero, context_for(hero, {7: TINY}))
    assert game.new_state().units["allied-1"].valor


def test_a_hero_can_ride_and_a_squad_marked_hero_is_listed_not_refused(empty):
    scenario = place_unit(place_unit(empty, "allied", "b7:A1", "us.m3_halftrack"), "allied", "b7:A1", "us.leader_1")
    scenario = set_hero(load_unit(scenario, "allied-1", "allied-2"), "allied-2", True)
    assert locate(scenario, "allied-2").carrier == "allied-1" and locate(scenario, "allied-2").unit.hero
    squad = set_hero(place_unit(empty, "axis", "b7:E1", "ger.rifle_squad"), "axis-1", True)
    assert "hero.not-leader" in problems(squad)  # placement says why (22.5), as with every rule
    with pytest.raises(EditError):
        set_hero(empty, "allied-9", True)


def test_a_minefield_marked_hidden_is_saved_and_only_minefields_may_be(empty):
    """19.71: a hidden minefield is recorded secretly by its owner until a unit enters it."""
    scenario = add_fortification(empty, "b7:C2", "minefield", "axis")
    hidden = set_fortification_hidden(scenario, "b7:C2", "minefield", True)
    assert hidden.fortifications[0].hidden and '"hidden": true' in dumps(hidden)
    assert loads(dumps(hidden).encode()) == hidden
    assert set_fortification_hidden(hidden, "b7:C2", "minefield", False) == scenario
    assert "fortification.hidden" not in problems(hidden)
    wire = set_fortification_hidden(add_fortification(empty, "b7:C2", "barbed_wire", "axis"), "b7:C2", "barbed_wire", True)
    assert "fortification.hidden" in problems(wire)
    with pytest.raises(EditError):
        set_fortification_hidden(scenario, "b7:A1", "minefield", True)
