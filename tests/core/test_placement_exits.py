"""The exit goal against the attacker's whole force (4.4, 6.10): a goal no force can meet is reported."""

from __future__ import annotations

from core.scenario import Reinforcement, ScenarioType, Victory
from tests.core.test_placement import SGT, SQUAD, at, b41, check, u, us


def exit_goal(goal: int, *units, **changes):
    on_map = units or (u(SQUAD), u(SGT))
    return us(at("E4", *on_map), type=ScenarioType.EXIT, victory=Victory(exit_units=goal, exit_hexes=b41("E5")), **changes)


def test_reinforcements_that_never_arrive_cannot_exit():
    """6.10: a squad due on turn 12 of a 10-turn scenario never enters, so it cannot leave:
    a goal of 4 asks for more than the three units (the sergeant, the squad's two halves) that can."""
    late = exit_goal(4, turns=10, allied={"reinforcements": (Reinforcement(12, "west", (u(SQUAD),)),)})
    assert [v.code for v in check(late)] == ["reinforcement.turn", "victory.exit-goal-too-high"]
    in_time = exit_goal(4, turns=10, allied={"reinforcements": (Reinforcement(10, "west", (u(SQUAD),)),)})
    assert check(in_time) == []


def test_a_squad_counts_twice_only_when_a_leader_could_split_it():
    """13.10: a squad splits into two half squads only with a leader in its hex: two squads
    alone can exit two units; with a lieutenant arriving on turn 3, five (4 halves and him)."""
    assert [v.code for v in check(exit_goal(3, u(SQUAD), u(SQUAD)))] == ["victory.exit-goal-too-high"]
    lieutenant = {"reinforcements": (Reinforcement(3, "west", (u("us.leader_2"),)),)}
    assert check(exit_goal(5, u(SQUAD), u(SQUAD), allied=lieutenant)) == []
    assert [v.code for v in check(exit_goal(6, u(SQUAD), u(SQUAD), allied=lieutenant))] == ["victory.exit-goal-too-high"]


def test_the_goal_is_the_attacker_s_even_when_the_axis_attacks():
    """4.4: the Germans attack with one squad and no leader; the American units do not help them exit two."""
    axis_attack = exit_goal(2, attacker="axis", axis={"stacks": (at("A3", u("ger.rifle_squad")),)})
    assert [v.code for v in check(axis_attack)] == ["victory.exit-goal-too-high"]
    assert check(exit_goal(1, attacker="axis", axis={"stacks": (at("A3", u("ger.rifle_squad")),)})) == []
