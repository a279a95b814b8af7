"""Random games from every sample scenario, played to the end with invariants checked
at every step and a serialize-reload of the state at every step (style.md, OpenSpiel).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.game.game import Game
from core.game.players import SimplePlayer
from core.game.state import GameState, Where
from core.placement_units import fits, group_counts
from core.resources import maps_dir
from core.scenario import Unit
from core.scenario_io import load

SAMPLES = sorted((maps_dir() / "scenarios").glob("*.json"))


def check_invariants(game: Game, state: GameState) -> None:
    terrain = game.terrain
    per_hex: dict[str, list[str]] = {}
    for unit in state.units.values():
        if unit.where == Where.MAP.value:
            assert unit.hex is not None, unit
            per_hex.setdefault(unit.hex, []).append(unit.id)
            h = game.hex(unit.hex)
            hex_terrain = terrain.get(game.battlefield.terrain(h))
            assert not hex_terrain.prohibited_to_all or h in game.battlefield.bridges, (unit.id, unit.hex)
        if unit.where == Where.CARRIED.value:
            carrier = state.units[unit.carrier]
            assert carrier.where in (Where.MAP.value, Where.CARRIED.value, Where.WAITING.value), unit.id
    for hex_name, ids in per_hex.items():
        sides = {state.units[i].side for i in ids}
        moving = set(state.moving.units) if state.moving else set()
        if not moving & set(ids):
            assert len(sides) == 1, (hex_name, ids)
            units = [Unit(i, state.units[i].type) for i in ids]
            assert fits(group_counts(units, game.context), terrain.stacking_limits), (hex_name, ids)
    for side, side_state in state.sides.items():
        # casualty bookkeeping: what a side started with is what it lost plus what it still has
        remaining = sum(game.points(u) for u in state.units.values() if u.side == side and u.where != Where.ELIMINATED.value)
        assert side_state.lost_points + remaining == side_state.start_points, side


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_ends_with_every_invariant_held(path, seed):
    scenario = load(path)
    game = Game(scenario, computer=("allied", "axis"))
    state = game.new_state(seed)
    players = {"allied": SimplePlayer(seed), "axis": SimplePlayer(seed + 100)}
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        actions = game.legal_actions(state)
        assert actions, "a live game always offers an action"
        action = players[game.to_act(state)].choose(game, state, actions)
        game.apply(state, action)
        check_invariants(game, state)
        if rng.random() < 0.2 or steps < 50:  # serialize-reload (often, not always: speed)
            state = GameState.from_json(state.to_json())
        steps += 1
        assert steps < 100_000
    assert state.result["winner"] in ("attacker", "defender", "draw")
    assert state.result["turns"] <= scenario.turns


@pytest.mark.parametrize("path", SAMPLES[:1], ids=[p.stem for p in SAMPLES[:1]])
def test_a_game_replays_exactly_from_its_seed_and_log(path):
    from core.game.actions import action_from_dict
    from core.game.players import make_players, play_game

    scenario = load(path)
    game = Game(scenario, computer=("allied", "axis"))
    played = play_game(game, game.new_state(5), make_players("simple", 5))
    replay = game.new_state(5)
    for entry in played.log:
        game.apply(replay, action_from_dict(entry), check=True)
    assert replay.result == played.result
    assert Counter(e["kind"] for e in replay.events) == Counter(e["kind"] for e in played.events)
