"""Random games from every sample scenario, played to the end with invariants checked
at every step and a serialize-reload of the state at every step (style.md, OpenSpiel),
and replays that give back the same result and the same events.

Two seeds keep the suite fast; widen SEEDS locally to play many more (see
docs/worked-examples.md for the last long run).
"""

from __future__ import annotations

import pytest

from core.ai.specs import players_from_specs
from core.documents.sources import boards_beside
from core.game.actions import action_from_dict
from core.game.game import Game
from core.game.players import make_players, play_game
from core.game.state import GameState, Where
from core.placement.context import context_for
from core.placement.hex_rules import fits, group_counts
from core.resources import maps_dir
from core.scenario import Unit
from core.scenario.io import load
from core.sides import Side
from core.unit_kinds import MOVEMENT_CLASS

pytestmark = pytest.mark.heavy  # whole games with every player: always in CI; `-m 'not heavy'` skips them locally

SAMPLES = sorted((maps_dir() / "scenarios").glob("*.json"))
SEEDS = (1, 2)
GAMES = {}


def game_of(path) -> Game:
    if path not in GAMES:
        scenario = load(path)  # a sample on the boards beside the samples (5, 6) plays on those
        GAMES[path] = Game(scenario, context_for(scenario, boards_beside(path)), computer=("allied", "axis"))
    return GAMES[path]


def check_terrain(game: Game, unit) -> None:
    """10.x: no unit stands where its class may not be (bridges carry everyone, 10.41);
    vehicles in a road-only terrain only with a road (10.5); no large Gun in a building (10.5)."""
    h = game.hex(unit.hex)
    if h in game.battlefield.bridges:
        return
    terrain = game.terrain.get(game.battlefield.terrain(h))
    kind = game.kind(unit)
    unit_class = MOVEMENT_CLASS[kind]
    assert terrain.cost(unit_class) is not None, (unit.id, unit.hex, terrain.id)
    assert unit_class not in terrain.road_only or game.battlefield.has_road(h), (unit.id, unit.hex, terrain.id)
    if kind == "gun" and not game.info(unit.type).movement_points:
        assert not terrain.large_gun_prohibited, (unit.id, unit.hex)


def check_invariants(game: Game, state: GameState) -> None:
    per_hex: dict[str, list[str]] = {}
    for unit in state.units.values():
        if unit.where == Where.MAP.value:
            assert unit.hex is not None and unit.carrier is None, unit
            per_hex.setdefault(unit.hex, []).append(unit.id)
            check_terrain(game, unit)
        elif unit.where == Where.CARRIED.value:
            carrier = state.units[unit.carrier]
            assert carrier.where in (Where.MAP.value, Where.CARRIED.value, Where.WAITING.value), unit.id
            assert unit.hex == carrier.hex, (unit.id, unit.hex, carrier.hex)  # 8.1: it goes where its carrier goes
        elif unit.where == Where.ELIMINATED.value:
            assert unit.hex is None and unit.weapons == [] and not unit.pinned, unit  # 12.2
    moving = set(state.moving.units) if state.moving else set()
    for hex_name, ids in per_hex.items():
        if moving & set(ids):
            continue  # 6.7: a stack may pass through a full hex
        assert len({state.units[i].side for i in ids}) == 1, (hex_name, ids)  # 6.8
        units = [Unit(i, state.units[i].type) for i in ids]
        assert fits(group_counts(units, game.context), game.terrain.stacking_limits), (hex_name, ids)  # 6.9
    for side, side_state in state.sides.items():
        # casualty bookkeeping: what a side started with is what it lost plus what it still has
        remaining = sum(game.points(u) for u in state.units.values() if u.side == side and u.where != Where.ELIMINATED.value)
        assert side_state.lost_points + remaining == side_state.start_points, side
    assert set(state.objectives.values()) <= {"allied", "axis"}


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("players", ["simple", "random", "ai:normal"])
def test_a_random_game_ends_with_every_invariant_held(path, seed, players):
    """Each step: the invariants hold, the state survives a JSON round trip unchanged, the
    reloaded state offers exactly the actions `step` listed, and play goes on from it."""
    game = game_of(path)
    state = game.new_state(seed)
    chooser = players_from_specs({Side.ALLIED: players, Side.AXIS: players}, seed)
    actions = game.legal_actions(state)
    steps = 0
    while not state.is_over:
        assert actions, "a live game always offers an action"
        actions = game.step(state, chooser[game.to_act(state)].choose(game, state, actions))
        check_invariants(game, state)
        text = state.to_json()
        state = GameState.from_json(text)
        assert state.to_json() == text
        assert actions == game.legal_actions(state)
        steps += 1
        assert steps < 20_000
    assert state.result["winner"] in ("attacker", "defender", "draw")
    assert state.result["turns"] <= game.scenario.turns


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_a_game_replays_exactly_from_its_seed_and_log(path):
    game = game_of(path)
    played = play_game(game, game.new_state(5), make_players("random", 5))
    replay = game.new_state(5)
    for entry in played.log:
        game.apply(replay, action_from_dict(entry), check=True)
    assert replay.result == played.result
    assert replay.events == played.events
    assert replay.to_json() == played.to_json()


def test_a_game_saved_halfway_goes_on_exactly_as_the_original():
    """A saved game resumes with the same dice and the same choices: the same end."""
    game = game_of(SAMPLES[0])
    players = make_players("simple", 9)
    original = game.new_state(9)
    for _ in range(80):
        game.apply(original, players[game.to_act(original)].choose(game, original, game.legal_actions(original)))
    resumed = GameState.from_json(original.to_json())
    twin = make_players("simple", 9)
    for side in twin:  # the players' own generators must be where the originals are
        twin[side].rng.setstate(players[side].rng.getstate())
        twin[side]._phase_key, twin[side]._count = players[side]._phase_key, players[side]._count
    play_game(game, original, players)
    play_game(game, resumed, twin)
    assert resumed.to_json() == original.to_json()
