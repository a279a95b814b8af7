"""The card's words (editor.card.facts) and its pages (editor.card.pages), without writing a file."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from core.boards.library import build_battlefield
from core.resources import maps_dir
from core.scenario import Fortification, Reinforcement, ScenarioType, Unit, Victory
from core.scenario.io import load
from editor.card.facts import card_facts, split_dateline, victory_levels
from editor.card.pages import Paper, lay_out
from editor.card.write import ensure_app

SCENARIOS = Path(maps_dir()) / "scenarios"


def _sample(name: str):  # type: ignore[no-untyped-def]
    return load(SCENARIOS / f"{name}.json")


def _battlefield(scenario):  # type: ignore[no-untyped-def]
    return build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards])


def test_a_briefing_that_opens_with_place_and_date_gives_the_dateline():
    assert split_dateline("Normandy, 26 June 1944. Operation Epsom has stalled.") == (
        "Normandy, 26 June 1944", "Operation Epsom has stalled.")
    assert split_dateline("The village is quiet. Nobody moves.") == ("", "The village is quiet. Nobody moves.")


def test_the_exit_levels_follow_the_engine_thresholds():
    breakout = _sample("breakout-cote-112")
    levels = dict(victory_levels(breakout))  # exit 4 units: 67% is 3 units, 33% is 2
    assert levels == {"Major victory": "4 units exited", "Minor victory": "3 units exited", "Draw": "2 units exited",
                      "Minor defeat": "1 unit exited", "Major defeat": "no unit exited"}
    single = replace(breakout, victory=replace(breakout.victory, exit_units=1))
    assert dict(victory_levels(single))["Minor victory"] == "cannot happen with this goal"


def test_all_objectives_and_the_rules_a_player_needs():
    facts = card_facts(_sample("saint-aubin-crossroads"))
    assert facts.dateline == "Normandy, 11 June 1944"
    assert "all 3 objectives" in facts.victory[0] and "b1:M4" in facts.victory[0]
    rules = dict(facts.rules)
    assert rules["Fire support"] == "US 1 light barrage"
    assert "German" in rules["Snipers"]
    assert rules["Fog of war"].startswith("off") and rules["Weather"] == "Overcast"
    assert facts.sides[0].heading == "US: attacker, moves first"
    assert facts.balance is not None and abs(sum(facts.balance.shares) - 1) < 1e-9


def test_hidden_defences_reinforcements_and_no_balance():
    duel = _sample("hedgerow-duel")
    arriving = Reinforcement(3, "west", (Unit("r1", "gb.rifle_squad"), Unit("r2", "gb.rifle_squad")))
    scenario = replace(duel, balance=None, fortifications=(*duel.fortifications, Fortification("b2:K5", "minefield", "axis", hidden=True)),
                       allied=replace(duel.allied, reinforcements=(arriving,)))
    facts = card_facts(scenario)
    rules = dict(facts.rules)
    assert "1 hidden" in rules["Fortifications"] and "minefield" not in rules["Fortifications"]
    assert rules["Reinforcements"] == "British turn 3, west edge: 2 units"
    assert facts.balance is None


@pytest.mark.parametrize("paper", list(Paper))
def test_a_long_briefing_and_a_big_force_still_make_two_pages(paper):
    ensure_app()
    duel = _sample("hedgerow-duel")
    story = " ".join(["The hedgerows hold the line and the lane runs south past the farm."] * 400)
    stacks = tuple(replace(stack, hex=stack.hex) for stack in duel.allied.stacks) * 6
    scenario = replace(duel, description=f"Normandy, 1 July 1944. {story}", type=ScenarioType.EXIT,
                       victory=Victory(exit_units=3, exit_hexes=("b2:U5",)), allied=replace(duel.allied, stacks=stacks))
    card = lay_out(scenario, _battlefield(scenario), paper)
    assert len(card.pages) == 2
    assert all(placed.y + placed.height <= page.height for page in card.pages for placed in page.blocks)


def test_two_boards_turn_the_set_up_page_landscape_and_one_board_keeps_it_portrait():
    ensure_app()
    for name, landscape in (("saint-aubin-crossroads", True), ("hedgerow-duel", False)):
        scenario = _sample(name)
        card = lay_out(scenario, _battlefield(scenario))
        assert [page.landscape for page in card.pages] == [False, landscape]
