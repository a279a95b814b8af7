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


def test_the_scenarios_special_rules_come_first_among_the_special_rules_each_in_a_sentence():
    from core.scenario.special_rules import ExitTurns, HexsideAs, Hold, NoSmoke, SideModifier, TerrainAs

    gue = _sample("ford-at-le-gue")
    rows = card_facts(gue).rules
    assert rows[0] == ("A hexside counts as another", "Every hedge hexside counts as a hedgerow (bocage) (10.11, 10.111).")
    assert ("Units held in place", "Axis units set up at b3:P9, b3:Q9 may not move before turn 3, or until fired upon if sooner.") in rows
    assert ("No smoke", "Axis may place no smoke of any kind (11).") in rows
    assert rows[len(gue.special_rules)][0] == "Fire support"  # the sides' own provisions follow
    more = replace(gue, special_rules=(TerrainAs(tuple(f"b3:C{n}" for n in range(1, 10)), "woods", 2), ExitTurns(4, 6, ("b3:U5",)),
                                       Hold("allied", ("b3:B5",), None, False), NoSmoke("both"), SideModifier("allied", 1, -1),
                                       HexsideAs("wall", "hedge")))
    said = [text for _, text in card_facts(more).rules[:6]]
    assert said == [
        "In b3:C1, b3:C2, b3:C3, b3:C4, b3:C5, b3:C6 and 3 more the terrain counts as woods at level 2 (10.5, 10.8).",
        "The attacker may exit only on turns 4 to 6, and only at b3:U5 (6.10).",
        "Allied units set up at b3:B5 may not move at all.",
        "Neither side may place smoke of any kind (11).",
        "Allied: +1 to rally numbers (21.1), -1 to AP fire rolls (14.5).",
        "Every stone wall hexside counts as a hedge (10.11, 10.111).",
    ]


def test_a_recorded_explanation_adds_one_line_of_skill_luck_and_assaults():
    from core.scenario import ExplainedBalance

    duel = _sample("hedgerow-duel")
    assert duel.balance is not None and duel.balance.explained is None
    assert not any("Skill and luck" in line for line in card_facts(duel).balance.lines)  # none recorded: no line
    explained = ExplainedBalance(20, 0.65, 0.45, 0.7, 1.0, (("attacker-no-assault", -0.3), ("defender-stays", 0.45)))
    lines = card_facts(replace(duel, balance=replace(duel.balance, explained=explained))).balance.lines
    assert lines[1] == ("Skill and luck (20 games each): the attacker won 65% as ai:hard against ai:easy and 45% as ai:easy "
                        "against ai:hard; fresh dice changed the winner of 70% of replayed games; without assaults the "
                        "attacker's rate moved -30 points.")
