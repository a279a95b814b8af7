"""A generated battle is a starting point for a designer: edit it, then export it (issue 6)."""

from core.documents.check import require_clean
from core.package import build_package, read_package
from core.placement import codes, violations
from core.scenario.edit_details import set_details
from core.scenario.edit_markers import remove_objective
from core.scenario.edit_units import place_unit
from core.scenario.io import from_dict, to_dict
from core.scenario.query import next_unit_id
from generator import Settings, generate


def test_a_generated_battle_can_be_edited_and_exported():
    scenario = generate(Settings(size="small", allied="us", attacker="allied"), 21)
    attacker = scenario.side(scenario.attacker)
    stack = next(s for s in attacker.stacks if len(s.units) == 2)
    edited = place_unit(scenario, scenario.attacker, stack.hex, f"{attacker.nationality}.leader_3",
                        unit_id=next_unit_id(scenario, scenario.attacker))
    edited = set_details(edited, title="My edited battle", turns=scenario.turns + 1)
    assert violations(edited) == []
    package = read_package(build_package(to_dict(edited)))
    assert from_dict(package.scenario) == edited
    assert require_clean(package.scenario).generator == scenario.generator


def test_an_edit_that_breaks_a_rule_is_listed_like_in_any_scenario():
    scenario = generate(Settings(size="small"), 22)
    defender = scenario.side(scenario.defender)
    stack = defender.stacks[0]
    crowded = scenario
    for _ in range(4):
        crowded = place_unit(crowded, scenario.defender, stack.hex, f"{defender.nationality}.leader_1",
                             unit_id=next_unit_id(crowded, scenario.defender))
    assert "stacking.limit" in codes(violations(crowded))  # two squads and four leaders: six infantry units (6.9)
    lone = scenario
    for objective in scenario.objectives[1:]:
        lone = remove_objective(lone, objective.hex)
    assert "victory.objectives-required" in codes(violations(lone))  # at least two must be taken (4.4)
