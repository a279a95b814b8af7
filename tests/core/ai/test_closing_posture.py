"""The hard level's closing posture (core/data/ai_personalities.json `hard_closing`): in the last
turns of a game the objectives decide, a unit saved for later is worth little and the objective
held at the end is everything, so hard closes with the defenders at odds it refuses earlier (15.6).
Where losses are the victory (elimination) it keeps its judgment; the normal level keeps it always."""

from __future__ import annotations

import pytest
from test_skills import _advance_phase

from core.ai.player import AiPlayer
from core.ai.profile import closing_turns
from core.game.actions import Assault
from core.scenario import Objective, ScenarioType, Unit


def _assaults(level: str, turns: int, kind: ScenarioType) -> bool:
    """Two rifle squads next to two German squads on an objective, in turn 1 of `turns`."""
    objectives = (Objective("b7:E3", "axis"), Objective("b7:A1", "axis")) if kind == ScenarioType.OBJECTIVE else ()
    game, state = _advance_phase("allied", [("b7:E4", [Unit(f"a{i}", "us.rifle_squad") for i in range(2)])],
                                 [("b7:E3", [Unit(f"g{i}", "ger.rifle_squad") for i in range(2)])],
                                 type=kind, objectives=objectives, turns=turns)
    return isinstance(AiPlayer(level, seed=1).choose(game, state, game.legal_actions(state)), Assault)


def test_the_closing_turns_are_the_last_three():
    assert closing_turns() == 3


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_with_the_game_ahead_neither_level_assaults_at_even_odds(level):
    assert not _assaults(level, 8, ScenarioType.OBJECTIVE)


def test_in_the_closing_turns_hard_closes_with_the_objective_s_defenders():
    assert _assaults("hard", closing_turns(), ScenarioType.OBJECTIVE)


def test_normal_and_an_elimination_game_keep_their_judgment_to_the_end():
    assert not _assaults("normal", closing_turns(), ScenarioType.OBJECTIVE)
    assert not _assaults("hard", 1, ScenarioType.ELIMINATION)
