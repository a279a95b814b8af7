"""The edits `vvs balance --suggest` considers and how the model predicts them (issue 27): only valid
edits of the kinds a designer accepts, predictions that move the way the edit pushes, and goals
re-scored from the games' own traces and levels. No game is played."""

from __future__ import annotations

from dataclasses import replace

from core.balance.games import GameRecord
from core.balance.suggest_edits import candidate_edits, valid
from core.balance.suggest_model import exit_shift, objective_rate, predict
from core.balance.trace import GameTrace
from core.scenario import Objective, ScenarioType, Victory
from tests.core.balance.tiny_battles import BOARDS, FAIR, squads_battle

BATTLE = squads_battle(FAIR)


def record(seed, winner, level="draw", trace=None):
    return GameRecord(seed, winner, level, 2, (0, 0), (20, 10), trace=trace)


HALF = [record(seed, "attacker" if seed % 2 else "defender") for seed in range(1, 41)]


def edits(scenario, kind):
    return [edit for edit in candidate_edits(scenario) if edit.kind == kind]


def test_the_edits_are_turns_one_unit_more_or_fewer_of_the_sides_own_nation():
    assert sorted(edit.scenario.turns for edit in edits(BATTLE, "turns")) == [1, 3, 4]  # 0 turns is no battle
    added = edits(BATTLE, "add_unit")
    assert {edit.value("unit")[:3] for edit in added if edit.value("side") == "allied"} == {"us."}
    assert {edit.value("unit")[:4] for edit in added if edit.value("side") == "axis"} == {"ger."}
    assert not any(".truck" in str(edit.value("unit")) or "bazooka" in str(edit.value("unit")) for edit in added)
    removed = edits(BATTLE, "remove_unit")
    assert {(e.value("side"), e.value("unit")) for e in removed} == {("allied", "us.rifle_squad"), ("axis", "ger.rifle_squad")}
    assert all(valid(edit, BOARDS) is not None for edit in edits(BATTLE, "turns"))
    squad = next(edit for edit in added if edit.value("unit") == "us.rifle_squad")
    assert sum(1 for _ in valid(squad, BOARDS).allied.all_units()) == 3


def test_an_invalid_edit_is_refused_by_the_validator():
    crowded = next(edit for edit in edits(BATTLE, "add_unit") if edit.value("unit") == "us.rifle_squad")
    for _ in range(3):  # stack squads past the stacking limit in every place tried
        crowded = next(e for e in edits(crowded.scenario, "add_unit") if e.value("unit") == "us.rifle_squad" and e.value("side") == "allied")
        crowded = replace(crowded, places=())
    assert valid(crowded, BOARDS) is None


def test_more_men_or_turns_for_the_attacker_predict_more_attacker_wins():
    base = 0.5  # HALF: 20 of 40
    more = next(e for e in edits(BATTLE, "add_unit") if e.value("unit") == "us.rifle_squad" and e.value("side") == "allied")
    fewer = next(e for e in edits(BATTLE, "remove_unit") if e.value("side") == "allied")
    assert predict(BATTLE, HALF, fewer) < base < predict(BATTLE, HALF, more)


def test_objective_goals_are_rescored_from_the_objectives_each_game_held_at_its_end():
    scenario = replace(BATTLE, type=ScenarioType.OBJECTIVE, victory=Victory(objectives_required=2),
                       objectives=(Objective("b7:C1", "axis"), Objective("b7:C2", "axis"), Objective("b7:C3", "axis")))
    holds = [(0, 0, 1), (0, 1, 1), (1, 1, 1), (0, 0, 0)]  # 0: the attacker holds it
    records = [record(i, "attacker" if owners.count(0) >= 2 else "draw",
                      trace=GameTrace((), (), (), ("b7:C1", "b7:C2", "b7:C3"), ((5, owners),)))
               for i, owners in enumerate(holds * 10)]
    assert objective_rate(scenario, records) == (20 + 0.5) / 41  # 2 of 3 held in half the games
    one = replace(scenario, victory=Victory(objectives_required=1))
    assert objective_rate(one, records) == (30 + 0.5) / 41
    fewer = next(e for e in edits(scenario, "objectives_required") if e.value("required") == 1)
    assert predict(scenario, records, fewer) > 0.5 + 0.1  # as it is: 20 of 40


def test_a_smaller_exit_goal_predicts_more_attacker_wins_from_the_levels_reached():
    scenario = replace(BATTLE, type=ScenarioType.EXIT, victory=Victory(exit_units=20, exit_hexes=("b7:E1",)))
    levels = ["major_victory"] * 5 + ["minor_victory"] * 10 + ["draw"] * 10 + ["minor_defeat"] * 10 + ["major_defeat"] * 5
    records = [record(i, "draw", level) for i, level in enumerate(levels)]
    goals = {edit.value("goal"): edit for edit in edits(scenario, "exit_goal")}
    assert set(goals) == {18, 22}  # 10%
    assert exit_shift(scenario, goals[18].scenario, records) > 0 > exit_shift(scenario, goals[22].scenario, records)
    four = replace(scenario, victory=Victory(exit_units=4, exit_hexes=("b7:E1",)))
    three = {edit.value("goal"): edit for edit in edits(four, "exit_goal")}[3]
    assert exit_shift(four, three.scenario, records) == 0  # 3 of 4 and 3 of 3 both win: no change
