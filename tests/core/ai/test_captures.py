"""Captures that win the game (core.ai.captures): an objective battle ends the moment the attacker
holds the objectives it needs, and a hex is taken by ending a move in it and kept until the enemy
comes back (seed 004), so the normal and hard levels take a win that is there this phase."""

from __future__ import annotations

import random

import pytest
from battle_positions import Passive, at_phase, battle, open_board, play_until

from core.ai.moving import WINNING
from core.ai.player import AiPlayer
from core.ai.profile import default_personality
from core.ai.situation import Situation
from core.ai.view import view_state
from core.game.actions import Assault, StartMove
from core.game.game import Game
from core.game.state import Phase
from core.scenario import Objective, ScenarioType, Unit, Victory
from core.sides import Side
from generator.battle import generate_battle
from generator.settings import Settings

OPEN = {"b4:K3", "b4:M8"}
"""Generated small battle 2: two of the three British objectives empty, two needed."""


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_two_tanks_set_off_for_the_two_open_objectives_that_win_in_the_first_turn(level):
    """The two German Panzer IVs can reach both empty objectives in the first Movement Phase, and two
    win the battle. Scored one stack at a time, each weighed the 6-pounders near them against a
    share of its own value and stopped short (the game was then lost on the last turn). The dash
    is a gamble the dice decide: where the first tank arrives, the second goes for the other
    objective and the game is won; where it is shot on the way, the win is gone and the second
    plays on as before."""
    scenario = generate_battle(Settings(size="small"), 2).scenario
    assert scenario.attacker == "axis" and scenario.victory.objectives_required == 2
    won = 0
    for seed in range(1, 5):
        game = Game(scenario, computer=("allied", "axis"))
        state = game.new_state(seed)
        players = {Side.AXIS: AiPlayer(level, seed=seed), Side.ALLIED: Passive()}
        made = play_until(game, state, players, at_phase(Phase.DEFENSIVE_FIRE, 1))
        moves = [(a.units, r) for a, r in made if isinstance(a, StartMove)]
        first, destination = moves[0][0], _destination(moves[0][1])
        assert destination in OPEN and WINNING in moves[0][1]  # the reason says why
        if state.units[first[0]].hex == destination:
            assert _destination(moves[1][1]) == (OPEN - {destination}).pop()
        won += state.result is not None and state.result["winner"] == "attacker" and state.result["turns"] == 1
    assert won >= 1


def _destination(reason) -> str:
    return str(reason.hexes["hex"])


def _situation(squads: dict[str, str], level: str = "normal", needed: tuple[str, ...] = ("b7:E2", "b7:E6")) -> Situation:
    """American squads (id: hex) against German objectives: the empty ones `needed`, all of them
    needed, and one more held by a German squad far off."""
    objectives = tuple(Objective(h, "axis") for h in (*needed, "b7:M4"))
    game, state = battle(open_board(13, 7), allied=[(h, [Unit(i, "us.rifle_squad")]) for i, h in squads.items()],
                         axis=[("b7:M4", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                         objectives=objectives, victory=Victory(objectives_required=len(needed)), attacker="allied",
                         first_player="allied", turns=6)
    while state.phase != Phase.MOVEMENT:
        game.end_phase(state)
    view = view_state(game, state, Side.ALLIED, 1)
    return Situation(game, view, Side.ALLIED, default_personality(), level, random.Random(1))


def _squads(sit: Situation, *ids: str) -> list:
    return [sit.view.units[i] for i in ids]


def test_a_capture_wins_when_the_other_squads_can_take_the_rest_this_phase():
    sit = _situation({"a1": "b7:C2", "a2": "b7:C6"})
    captures = sit.captures
    assert captures is not None and captures.needed == 2 and captures.open == {"b7:E2", "b7:E6"}
    assert captures.wins(_squads(sit, "a1"), "b7:E2") and captures.wins(_squads(sit, "a2"), "b7:E6")
    assert not captures.wins(_squads(sit, "a1"), "b7:D2")  # not an objective


def test_no_win_when_no_other_squad_can_reach_the_second_objective():
    alone = _situation({"a1": "b7:C2"})
    assert not alone.captures.wins(_squads(alone, "a1"), "b7:E2")
    far = _situation({"a1": "b7:C2", "a2": "b7:A1"})  # a2 reaches E2 only, not E6: one squad for one hex
    assert far.captures.reach(_squads(far, "a2")) == {"b7:E2"}
    assert not far.captures.wins(_squads(far, "a1"), "b7:E2")
    assert far.captures.wins(_squads(far, "a1"), "b7:E6")  # a1 to E6 leaves E2 to a2


def test_a_stack_is_one_taker_and_standing_on_an_objective_takes_nothing():
    """The move chooser moves a hex's units together, so the matching does too: two squads in one
    hex cannot take two objectives for a third squad's move. A squad already in an open objective
    (set up there) takes it only by moving in, so staying is no win."""
    three = _situation({"a1": "b7:C2", "a2": "b7:C6", "a3": "b7:C6"}, needed=("b7:E2", "b7:E4", "b7:E6"))
    assert three.captures.needed == 3 and not three.captures.wins(_squads(three, "a1"), "b7:E2")
    on = _situation({"a1": "b7:E2", "a2": "b7:C6"})
    assert not on.captures.wins(_squads(on, "a1"), "b7:E2")
    assert "b7:E2" not in on.captures.reach(_squads(on, "a1"))


def test_the_easy_level_and_the_defender_do_not_look_for_captures():
    assert _situation({"a1": "b7:C2"}, "easy").captures is None
    sit = _situation({"a1": "b7:C2"})
    defender = Situation(sit.game, sit.view, Side.AXIS, default_personality(), "normal", random.Random(1))
    assert defender.captures is None


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_assault_on_the_last_objective_needed_says_it_wins_the_battle(level):
    """Two squads next to a pinned German half squad on the one objective still needed: the
    assault takes the hex without a roll (15.9), and with it the battle."""
    game, state = battle(open_board(9, 7), allied=[("b7:E4", [Unit("a1", "us.rifle_squad"), Unit("a2", "us.rifle_squad")])],
                         axis=[("b7:E3", [Unit("g1", "ger.rifle_half_squad", pinned=True)]), ("b7:I1", [Unit("g2", "ger.rifle_squad")])],
                         type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:E3", "axis"), Objective("b7:I1", "axis")),
                         victory=Victory(objectives_required=1), attacker="allied", first_player="allied", turns=6)
    while state.phase != Phase.ADVANCE:
        game.end_phase(state)
    player = AiPlayer(level, seed=1)
    action = player.choose(game, state, game.legal_actions(state))
    assert isinstance(action, Assault) and action.target == "b7:E3"
    assert "taking it wins the battle" in player.reason()
