"""The hard level moves by the plan its portfolio search found (core/ai/player.py, `found.plan`),
not by each stack's own script: the search is only worth its time if its plan is what is played."""

from __future__ import annotations

import random

from battle_positions import Passive, battle, open_board, play_until

from core.ai.player import AiPlayer
from core.ai.portfolio import Budget, search, units_for
from core.ai.sampler import Memory, Sampler
from core.ai.scripts import OWN, portfolio
from core.ai.situation import Situation
from core.ai.view import view_state
from core.game.actions import EndPhase, MoveStep, StartMove
from core.game.state import Phase
from core.scenario import Objective, ScenarioType, Unit
from core.sides import Side

THINK_MS = 100
"""Enough work units for the search to try every script of every stack at least once."""


def _movement_phase():
    """Three American squads on the west edge, open ground, the objective G3 held by an MG42
    team in H4: the search sends every stack forward more boldly than the side's own way."""
    game, state = battle(open_board(9, 7), allied=[("b7:B3", [Unit("a0", "us.rifle_squad")]),
                                                   ("b7:A2", [Unit("a1", "us.rifle_squad")]),
                                                   ("b7:A3", [Unit("a2", "us.rifle_squad")])],
                         axis=[("b7:H4", [Unit("g0", "ger.rifle_squad", weapons=("ger.mg42",)),
                                          Unit("h0", "ger.rifle_squad")])],
                         type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:G3", "axis"),),
                         attacker="allied", first_player="allied", turns=4)
    actions = game.legal_actions(state)
    while state.phase != Phase.MOVEMENT:
        actions = game.step(state, next(a for a in actions if isinstance(a, EndPhase)))
    return game, state


def _moves(player: AiPlayer) -> list[StartMove | MoveStep]:
    game, state = _movement_phase()
    made = play_until(game, state, {Side.ALLIED: player, Side.AXIS: Passive()}, lambda s: s.phase != Phase.MOVEMENT)
    return [a for a, _ in made if isinstance(a, (StartMove, MoveStep))]


def _following(plan: dict[str, str]) -> AiPlayer:
    """A hard player told to move by `plan` (its own search then does not run this phase)."""
    game, state = _movement_phase()
    player = AiPlayer("hard", seed=3, think_ms=0)
    player.follow((state.turn, state.segment), plan)
    return player


def test_the_hard_player_moves_by_its_searchs_plan_not_by_every_stacks_own_script():
    game, state = _movement_phase()
    personality = AiPlayer("hard").personality
    view = view_state(game, state, Side.ALLIED, 1)
    sit = Situation(game, view, Side.ALLIED, personality, "hard", random.Random(1))
    found = search(sit, portfolio(personality), Sampler(game, view, Side.ALLIED, Memory()), Budget(units_for(THINK_MS)))
    assert found.plan.keys() == {"a0", "a1", "a2"} and set(found.plan.values()) != {OWN}  # the premise: a change found
    played = _moves(AiPlayer("hard", seed=3, think_ms=THINK_MS))
    assert played == _moves(_following(dict(found.plan)))
    assert played != _moves(_following({}))  # every stack its own way moves otherwise
