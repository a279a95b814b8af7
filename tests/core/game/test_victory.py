"""Victory levels (seed 004, "Scenario Types and Victory Conditions") at their exact boundaries.

The levels are thresholds on shares (percentage points of losses, per cent of the exit
goal), so a share exactly on a threshold must land on the side the rule names; these
tests hold the engine to the rule with integer arithmetic, over every boundary."""

from __future__ import annotations

import pytest

from core.game import victory
from core.sides import Side
from tests.core.game.conftest import make_board, make_game, unit

OPEN = make_board(["....."] * 3)


def with_losses(attacker_lost: int, attacker_start: int, defender_lost: int, defender_start: int):
    """A game where the allied attacker and the axis defender have lost these points."""
    game, state = make_game(OPEN, allied=[("b7:A1", [unit("a1", "us.rifle_squad")])],
                            axis=[("b7:E1", [unit("g1", "ger.rifle_squad")])])
    for side, lost, start in ((Side.ALLIED, attacker_lost, attacker_start), (Side.AXIS, defender_lost, defender_start)):
        state.sides[side].lost_points, state.sides[side].start_points = lost, start
    return state


def rule_level(attacker_lost: int, attacker_start: int, defender_lost: int, defender_start: int) -> str:
    """The rule in whole numbers: the gap is 100 x (dl/ds - al/as) percentage points, so
    comparing it with a threshold t is comparing 100 x (dl x as - al x ds) with t x ds x as."""
    gap = 100 * (defender_lost * attacker_start - attacker_lost * defender_start)
    unit_ = defender_start * attacker_start
    if gap >= 50 * unit_:
        return "major_victory"
    if gap >= 20 * unit_:
        return "minor_victory"
    if gap > -20 * unit_:
        return "draw"
    if gap > -50 * unit_:
        return "minor_defeat"
    return "major_defeat"


def test_a_gap_of_exactly_20_points_is_a_minor_victory():
    """The attacker lost 27 of its 100 points, the defender 47 of 100: the defender's losses
    exceed the attacker's by 20 percentage points, a minor victory (not a draw)."""
    assert victory.elimination_level(with_losses(27, 100, 47, 100), Side.ALLIED) == "minor_victory"


def test_a_gap_of_exactly_50_points_is_a_major_victory_and_minus_50_a_major_defeat():
    """Attacker 6 of 100 lost, defender 56 of 100: 50 points, a major victory; the other way
    round -50, a major defeat; -20 exactly (47 against 27) is a minor defeat."""
    assert victory.elimination_level(with_losses(6, 100, 56, 100), Side.ALLIED) == "major_victory"
    assert victory.elimination_level(with_losses(56, 100, 6, 100), Side.ALLIED) == "major_defeat"
    assert victory.elimination_level(with_losses(47, 100, 27, 100), Side.ALLIED) == "minor_defeat"


def test_every_loss_at_100_points_each_gives_the_rule_s_level():
    """Every pair of losses from 0 to 100 points on both sides, every boundary included."""
    state = with_losses(0, 100, 0, 100)
    wrong = []
    for attacker_lost in range(101):
        for defender_lost in range(101):
            state.sides[Side.ALLIED].lost_points, state.sides[Side.AXIS].lost_points = attacker_lost, defender_lost
            expected = rule_level(attacker_lost, 100, defender_lost, 100)
            if victory.elimination_level(state, Side.ALLIED) != expected:
                wrong.append((attacker_lost, defender_lost, expected))
    assert wrong == []


@pytest.mark.parametrize(("attacker_start", "defender_start"), [(150, 60), (35, 140), (3, 7)])
def test_every_loss_with_unequal_start_points_gives_the_rule_s_level(attacker_start: int, defender_start: int):
    """Shares of different totals: attacker 150 points, defender 60 (a loss of 45 of 150 is
    30 %, of 30 of 60 is 50 %: a gap of exactly 20, a minor victory), and others."""
    state = with_losses(0, attacker_start, 0, defender_start)
    wrong = []
    for attacker_lost in range(attacker_start + 1):
        for defender_lost in range(defender_start + 1):
            state.sides[Side.ALLIED].lost_points, state.sides[Side.AXIS].lost_points = attacker_lost, defender_lost
            expected = rule_level(attacker_lost, attacker_start, defender_lost, defender_start)
            if victory.elimination_level(state, Side.ALLIED) != expected:
                wrong.append((attacker_lost, defender_lost, expected))
    assert wrong == []
    if (attacker_start, defender_start) == (150, 60):
        assert victory.elimination_level(with_losses(45, 150, 30, 60), Side.ALLIED) == "minor_victory"


def test_a_side_with_no_start_points_has_lost_nothing():
    assert victory.elimination_level(with_losses(0, 0, 20, 100), Side.ALLIED) == "minor_victory"
    assert victory.elimination_level(with_losses(20, 100, 0, 0), Side.ALLIED) == "minor_defeat"


def rule_exit_level(exited: int, goal: int) -> str:
    """All of the goal a major victory, 67 % or more minor, 33 % or more a draw, any less a minor defeat, none a major defeat."""
    if exited >= goal:
        return "major_victory"
    if exited == 0:
        return "major_defeat"
    if 100 * exited >= 67 * goal:
        return "minor_victory"
    if 100 * exited >= 33 * goal:
        return "draw"
    return "minor_defeat"


def test_exit_shares_on_their_boundaries():
    """Goal 100: 67 units out is a minor victory, 66 a draw; 33 a draw, 32 a minor defeat.
    Goal 3: 2 units out is 66.7 %, short of 67 %: a draw."""
    assert [victory.exit_level(n, 100) for n in (100, 67, 66, 33, 32, 0)] == [
        "major_victory", "minor_victory", "draw", "draw", "minor_defeat", "major_defeat"]
    assert victory.exit_level(2, 3) == "draw"


def test_every_exit_count_for_goals_up_to_300_gives_the_rule_s_level():
    wrong = [(exited, goal) for goal in range(1, 301) for exited in range(goal + 2)
             if victory.exit_level(exited, goal) != rule_exit_level(exited, goal)]
    assert wrong == []
