"""What a searching player needs (python-chess, OpenSpiel): a cheap clone that is a true copy
of everything that decides the game, dice it can determinize so it never reads the real
game's future rolls, and an Outcome scored per side."""

from __future__ import annotations

import copy
from dataclasses import fields, is_dataclass
from typing import Any

import pytest

from core.game.game import Game
from core.game.outcome import Outcome
from core.game.players import make_players, play_game
from core.game.state import GameState, Where
from core.resources import maps_dir
from core.scenario.io import load
from core.sides import Side

SAMPLE = maps_dir() / "scenarios" / "saint-aubin-crossroads.json"


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(load(SAMPLE), computer=("allied", "axis"))


def midgame(game: Game, seed: int = 4, actions: int = 120) -> tuple[GameState, dict[Side, Any]]:
    state = game.new_state(seed)
    players = make_players("simple", seed)
    listed = game.legal_actions(state)
    for _ in range(actions):
        listed = game.step(state, players[game.to_act(state)].choose(game, state, listed))
    assert not state.is_over
    return state, players


def game_part(state: GameState) -> dict[str, Any]:
    """The state without its history: what decides the rest of the game."""
    data = state.to_dict()
    del data["log"], data["events"], data["dice"]["history"]
    return data


# --- clone --------------------------------------------------------------------------------------


def test_a_clone_without_history_has_the_same_game_and_no_past(game):
    state, _ = midgame(game)
    twin = state.clone(history=False)
    assert game_part(twin) == game_part(state)
    assert (twin.log, twin.events, twin.dice.history) == ([], [], [])
    assert state.log and state.events and state.dice.history
    assert game.legal_actions(twin) == game.legal_actions(state)


def test_the_default_clone_keeps_the_whole_history(game):
    state, _ = midgame(game)
    assert state.clone().to_json() == state.to_json()


def mutable_parts(value: Any, path: str = "state") -> dict[str, Any]:
    """Every list, dict and mutable dataclass reachable from a state field, by path (a new
    field that clone() forgot to copy shows up here as shared; frozen records may be)."""
    found: dict[str, Any] = {}
    if is_dataclass(value) and not type(value).__dataclass_params__.frozen:
        found[path] = value
        for f in fields(value):
            found |= mutable_parts(getattr(value, f.name), f"{path}.{f.name}")
    elif isinstance(value, dict):
        found[path] = value
        for key, item in value.items():
            found |= mutable_parts(item, f"{path}[{key}]")
    elif isinstance(value, list):
        found[path] = value
        for index, item in enumerate(value):
            found |= mutable_parts(item, f"{path}[{index}]")
    return found


@pytest.mark.parametrize("history", [True, False])
def test_a_clone_shares_no_list_dict_or_record_with_its_original(game, history):
    state = game.new_state(2)
    players = make_players("simple", 2)
    listed = game.legal_actions(state)
    while state.moving is None:
        listed = game.step(state, players[game.to_act(state)].choose(game, state, listed))
    ours, theirs = mutable_parts(state), mutable_parts(state.clone(history=history))
    shared = [path for path, value in theirs.items() if path in ours and ours[path] is value]
    assert shared == []


def test_a_clone_and_its_original_never_share_what_play_changes(game):
    state, _ = midgame(game)
    before = state.to_json()
    twin = state.clone(history=False)
    unit = next(u for u in twin.units.values() if u.weapons)
    unit.weapons.clear()
    unit.pinned, unit.where = True, Where.ELIMINATED
    for own in twin.sides.values():
        own.expendables.clear()
        own.exited.append("nobody")
    twin.smoke["b1:A1"] = 2
    twin.objectives.clear()
    for placed in twin.fortifications:
        placed["hidden"] = not placed["hidden"]
    twin.advanced.append("x")
    twin.dice.roll_2d6(Side.AXIS)
    assert state.to_json() == before


def test_a_clone_played_on_with_the_same_choices_ends_as_the_original(game):
    """The clone's dice roll what the original's would: a faithful copy, until determinized."""
    state, players = midgame(game)
    twin = state.clone(history=False)
    twin_players = copy.deepcopy(players)
    play_game(game, state, players)
    play_game(game, twin, twin_players)
    assert twin.result == state.result
    assert game_part(twin)["units"] == game_part(state)["units"]


def test_a_moving_group_is_copied_too(game):
    state = game.new_state(2)
    players = make_players("simple", 2)
    listed = game.legal_actions(state)
    while state.moving is None:
        listed = game.step(state, players[game.to_act(state)].choose(game, state, listed))
    twin = state.clone(history=False)
    assert twin.moving == state.moving and twin.moving is not state.moving
    twin.moving.path.append("elsewhere")
    twin.moving.units.clear()
    assert state.moving.path[-1] != "elsewhere" and state.moving.units


# --- determinize -----------------------------------------------------------------------------


def future_rolls(state: GameState, count: int = 30) -> list[int]:
    return [state.dice.roll_d6(Side.ALLIED) for _ in range(count)]


def test_the_same_seed_gives_the_same_rolls_and_different_seeds_diverge(game):
    state, _ = midgame(game)
    first, second, third = (state.clone(history=False) for _ in range(3))
    first.determinize(11)
    second.determinize(11)
    third.determinize(12)
    assert future_rolls(first) == future_rolls(second)
    assert future_rolls(first) != future_rolls(third)


def test_a_determinized_clone_never_rolls_the_real_games_future(game):
    state, _ = midgame(game)
    clones = [state.clone(history=False) for _ in range(10)]
    for seed, clone in enumerate(clones):
        clone.determinize(seed if seed else state.dice.seed)  # even the real seed tells nothing
    real = future_rolls(state.clone(history=False))
    assert all(future_rolls(clone) != real for clone in clones)
    assert future_rolls(state) == real  # searching on the clones left the real dice alone


def test_a_determinized_clone_plays_to_the_end_and_leaves_the_original_alone(game):
    state, _ = midgame(game)
    before = state.to_json()
    twin = state.clone(history=False)
    twin.determinize(2024)
    play_game(game, twin, make_players("random", 3))
    assert twin.outcome is not None and state.to_json() == before


# --- Outcome ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("winner", "attacker", "allied", "axis"), [
    ("attacker", "allied", 1.0, -1.0),
    ("defender", "allied", -1.0, 1.0),
    ("attacker", "axis", -1.0, 1.0),
    ("draw", "axis", 0.0, 0.0),
])
def test_returns_are_one_for_a_win_minus_one_for_a_loss_and_nought_for_a_draw(winner, attacker, allied, axis):
    level = {"attacker": "minor_victory", "defender": "major_defeat", "draw": "draw"}[winner]
    outcome = Outcome.of({"winner": winner, "level": level, "turns": 5, "reason": "r", "attacker": attacker})
    assert (outcome.returns(Side.ALLIED), outcome.returns(Side.AXIS)) == (allied, axis)
    assert outcome.returns("allied") == allied
    assert outcome.is_draw == (winner == "draw")
    assert (outcome.level, outcome.turns, outcome.attacker) == (level, 5, Side(attacker))


def test_a_played_games_outcome_reads_its_result(game):
    state = game.new_state(6)
    assert state.outcome is None
    play_game(game, state, make_players("simple", 6))
    outcome = state.outcome
    assert outcome is not None and outcome.turns == state.result["turns"]
    expected = {"attacker": game.attacker, "defender": game.attacker.other, "draw": None}[state.result["winner"]]
    assert outcome.winner == expected
    assert outcome.returns(Side.ALLIED) + outcome.returns(Side.AXIS) == 0
