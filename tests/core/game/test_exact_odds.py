"""Exact odds (core.game.exact_odds): every course of an attack's dice, through the engine."""

from __future__ import annotations

from core.game.actions import FireAT
from core.game.exact_odds import ScriptedDice, chance, courses, walk
from core.game.state import Where
from tests.core.game.test_at_fire import tiger_example


def test_the_courses_of_an_at_shot_add_up_to_one_and_leave_the_state_alone():
    game, state = tiger_example()
    before = state.to_json()
    found = courses(game, state, FireAT("sherman", "tiger", None))
    assert state.to_json() == before
    assert abs(sum(c.chance for c in found) - 1) < 1e-12
    # to hit 10 or less with +2 for the woods: 2-8 of 2d6 (26/36), a miss is one throw; a hit throws
    # for the kill (under 9 eliminates, 9 immobilizes), and an immobilization adds a crew die
    assert {len(c.rolls) for c in found} == {1, 2, 3}
    missed = chance(found, lambda s: not s.units["tiger"].immobile and s.units["tiger"].where != Where.ELIMINATED)
    assert abs(missed - (1 - 26 / 36 * (26 / 36 + 4 / 36))) < 1e-12


def test_scripted_dice_throw_their_totals_then_ask_for_a_branch():
    game, state = tiger_example()
    seen = []

    def two_throws(copy):
        seen.append((copy.dice.roll_2d6("allied"), copy.dice.roll_d6("axis")))

    found = walk(state, two_throws)
    assert len(found) == 11 * 6 and abs(sum(c.chance for c in found) - 1) < 1e-12
    assert {r for r, _ in seen[-66:]} == set(range(2, 13))
    dice = ScriptedDice((7,))
    assert dice.roll_2d6("allied") == 7 and sum(dice.history[-1].dice) == 7 and len(dice.history[-1].dice) == 2
