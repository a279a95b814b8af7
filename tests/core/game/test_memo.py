"""Remembered rule answers (core.game.memo, core.game.sight_memo) never change a listing:
a game whose stores are full lists the same actions as a fresh game, for the state
itself, its clone and the state read back from JSON, all through a game."""

from __future__ import annotations

import pytest

from core.game.game import Game
from core.game.players import make_players
from core.game.state import GameState
from core.resources import maps_dir
from core.scenario.io import load
from generator.battle import generate_battle
from generator.settings import Settings

CHECK_EVERY = 7


def _scenarios() -> list[tuple[str, object]]:
    found: list[tuple[str, object]] = [(p.stem, p) for p in sorted((maps_dir() / "scenarios").glob("*.json"))[:1]]
    found.append(("generated-small-3", Settings(size="small")))
    return found


@pytest.mark.parametrize(("name", "source"), _scenarios())
def test_a_warm_game_lists_what_a_cold_one_does(name: str, source: object) -> None:
    scenario = load(source) if not isinstance(source, Settings) else generate_battle(source, 3).scenario
    game = Game(scenario, computer=("allied", "axis"))
    state = game.new_state(5)
    players = make_players("simple", 5)
    actions = game.legal_actions(state)
    steps = 0
    while not state.is_over and steps < 400:
        if steps % CHECK_EVERY == 0:
            cold = Game(scenario, computer=("allied", "axis"))
            assert cold.legal_actions(GameState.from_json(state.to_json())) == actions
            assert game.legal_actions(state.clone()) == actions
            assert game.legal_actions(GameState.from_json(state.to_json())) == actions
        actions = game.step(state, players[game.to_act(state)].choose(game, state, actions))
        steps += 1
    assert steps > 50


def test_remembered_line_of_sight_answers_as_a_fresh_one_under_any_smoke() -> None:
    """core.game.sight_memo shares blocked answers between smoke patterns and directions."""
    import random

    from core.los import Sightlines

    game = Game(generate_battle(Settings(size="small"), 3).scenario, computer=("allied", "axis"))
    state = game.new_state(1)
    hexes = sorted(game.battlefield.hexes)
    rng = random.Random(7)
    pairs = [(rng.choice(hexes), rng.choice(hexes)) for _ in range(600)]
    for smoke in ({}, {game.name(h): rng.choice((1, 2)) for h in rng.sample(hexes, 12)}):
        state.smoke = dict(smoke)
        remembered = game.sight(state)
        fresh = Sightlines(game.battlefield, {game.hex(h): n for h, n in smoke.items()}, _layers=game.sight(state).layers)
        for a, b in pairs + [(b, a) for a, b in pairs]:
            assert remembered.can_see(a, b) == fresh.can_see(a, b)
            assert remembered.sight(a, b) == fresh.sight(a, b)
