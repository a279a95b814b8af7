"""The computer seated in a chair that was asked by hand (Play from here) answers as the
automatic rules would: the same shot or none, never simply the first action listed."""

from __future__ import annotations

import pytest

from core.ai.player import AiPlayer
from core.game.actions import HoldFire, OpportunityShot
from tests.core.game.conftest import ScriptedDice, unit
from tests.core.game.test_fire_by_hand import MG_SQUAD, asked_position, events, step

RIFLES = ("b7:G3", [unit("g1", "ger.rifle_squad")])


def moved_into_sight(germans, fire_by_hand):
    """The Americans step from A3 to B3, five hexes from the Germans in G3, in the open."""
    game, state = asked_position([("b7:A3", [unit("a1", "us.rifle_squad")])], [germans], fire_by_hand=fire_by_hand)
    state.dice = ScriptedDice([8] * 4)
    step(game, state, ["a1"], "b7:B3")
    return game, state


@pytest.mark.parametrize(("germans", "fires"), [(MG_SQUAD, True), (RIFLES, False)])
def test_the_computer_answers_the_fire_question_as_the_automatic_fire_would(germans, fires):
    """With its MG the squad fires at five hexes; without, a mover that can still come closer is
    let pass (the automatic policy's far threshold)."""
    automatic, auto_state = moved_into_sight(germans, ())
    assert bool(events(auto_state, "ap_attack")) is fires
    game, state = moved_into_sight(germans, ("axis",))
    legal = game.legal_actions(state)
    assert isinstance(legal[0], OpportunityShot)  # what a player taking the first listed would do
    answer = AiPlayer("normal", None, 1).choose(game, state, legal)
    assert answer == (legal[0] if fires else HoldFire())


def test_the_computer_answers_an_old_fire_question_without_a_kind():
    """A saved game from before questions named their kind: its fire question is still one."""
    game, state = moved_into_sight(MG_SQUAD, ("axis",))
    del state.question["kind"]
    legal = game.legal_actions(state)
    assert AiPlayer("normal", None, 1).choose(game, state, legal) == legal[0]


def test_the_computer_in_an_asked_chair_allocates_the_movers_casualties_and_the_move_goes_on():
    """Play from here seated the computer in the Americans' asked chair: the automatic opportunity
    fire's points (13.8) ask it, it takes the allocation losing least and the move goes on."""
    from core.game.actions import AllocateCasualties
    from tests.core.game.test_casualties_in_moves import MORE, moving_position, step_to_b3

    game, state = moving_position()
    step_to_b3(game, state, (6, *MORE))
    legal = game.legal_actions(state)
    answer = AiPlayer("normal", None, 1).choose(game, state, legal)
    assert answer == legal[0] and isinstance(answer, AllocateCasualties)
    game.apply(state, answer, check=True)
    assert state.question is None and state.moving is not None and state.units[answer.units[0]].pinned
