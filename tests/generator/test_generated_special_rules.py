"""The random battle generator gives a battle the special rules (4.3) its location's template asks for."""

from __future__ import annotations

import dataclasses

from core.documents.check import check_document
from core.game.game import Game
from core.scenario.io import to_dict
from core.scenario.special_rules import HexsideAs, Hold, NoSmoke, SideModifier
from generator import Settings, generate
from generator import battle as battle_module
from generator.templates import templates_for


def _only(monkeypatch, template_id: str, location_id: str) -> None:
    def only(size: str):
        found = [t for t in templates_for(size) if t.id == template_id]
        return tuple(dataclasses.replace(t, locations=tuple(loc for loc in t.locations if loc.id == location_id)) for t in found)
    monkeypatch.setattr(battle_module, "templates_for", only)


def test_the_bocage_bridge_gets_hedgerows_and_a_defender_held_until_fired_upon(monkeypatch):
    _only(monkeypatch, "board-3", "bridge-from-west")
    scenario = generate(Settings(size="small", scenario_type="objective"), 11)
    hedges, hold = scenario.special_rules
    assert hedges == HexsideAs("hedge", "hedgerow")
    assert isinstance(hold, Hold) and hold.side == scenario.defender and hold.until_turn == 2 and hold.until_fired_upon
    assert set(hold.hexes) == {s.hex for s in scenario.side(scenario.defender).stacks}
    _, problems = check_document(to_dict(scenario), "generated")
    assert problems == []
    game = Game(scenario)
    assert game.special is not None and set(game.special.holds) >= {u.id for s in scenario.side(scenario.defender).stacks for u in s.units}


def test_the_douet_crossing_takes_the_defenders_smoke_and_lowers_its_rally(monkeypatch):
    _only(monkeypatch, "ridge-and-valley", "across-the-douet")
    scenario = generate(Settings(size="medium", scenario_type="objective"), 5)
    defender = scenario.defender
    assert scenario.special_rules == (NoSmoke(defender), SideModifier(defender, -1, 0))
    assert scenario.side(defender).smoke_factors == 0
    _, problems = check_document(to_dict(scenario), "generated")
    assert problems == []


def test_only_the_two_locations_whose_templates_ask_have_rules():
    asking = {(t.id, loc.id) for size in ("small", "medium", "large") for t in templates_for(size) for loc in t.locations if loc.special_rules}
    assert asking == {("board-3", "bridge-from-west"), ("ridge-and-valley", "across-the-douet")}


def test_a_template_that_asks_for_a_night_gets_one_and_the_battle_plays_it(monkeypatch):
    """A location whose template asks for a night attack (visibility, sight 2 on turns 1-2)."""
    from core.scenario.special_rules import Visibility

    _only(monkeypatch, "board-3", "bridge-from-west")
    arena_for = battle_module.arena_for

    def with_night(template_id: str, location_id: str):
        arena = arena_for(template_id, location_id)
        night = ({"rule": "visibility", "sight": 2, "to_turn": 2},)
        return dataclasses.replace(arena, location=dataclasses.replace(arena.location, special_rules=night))
    monkeypatch.setattr(battle_module, "arena_for", with_night)
    scenario = generate(Settings(size="small", scenario_type="objective"), 11)
    assert scenario.special_rules == (Visibility(2, 1, 2),)
    _, problems = check_document(to_dict(scenario), "generated")
    assert problems == []
    game = Game(scenario)
    state = game.new_state(1)
    assert game.sight_key(state)[1] == 2
