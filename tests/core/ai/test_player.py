"""The computer player as a whole: reproducible, explained, levels and personalities that differ."""

from __future__ import annotations

import random

import pytest
from battle_positions import ai_against_passive, battle, open_board, play_until

from core.ai.player import AiPlayer
from core.ai.positions import best_destination
from core.ai.profile import personality
from core.ai.situation import Situation
from core.ai.specs import players_from_specs
from core.ai.view import view_state
from core.game.fog import PUBLIC_SIDE_FIELDS
from core.game.game import Game
from core.game.players import play_game
from core.resources import maps_dir
from core.scenario import Objective, ScenarioType, Unit
from core.scenario.io import load
from core.sides import Side
from core.unit_kinds import INFANTRY_KINDS
from generator.battle import generate_battle
from generator.settings import Settings

HEDGEROW = maps_dir() / "scenarios" / "hedgerow-duel.json"


def _ai_game(seed: int):
    game = Game(load(HEDGEROW), computer=("allied", "axis"))
    return play_game(game, game.new_state(seed), players_from_specs({Side.ALLIED: "ai", Side.AXIS: "ai"}, seed))


def test_the_same_seed_plays_the_same_game():
    first, second = _ai_game(4), _ai_game(4)
    assert first.log == second.log and first.result == second.result


def test_every_computer_action_says_why():
    state = _ai_game(5)
    assert state.log and all(entry.get("reason") for entry in state.log)
    decisions = [e for e in state.events if e["kind"] == "decision"]
    assert len(decisions) == len(state.log)


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        AiPlayer("expert")


def test_the_hard_level_plans_once_in_each_of_its_movement_phases():
    game, state = battle(open_board(9, 7), allied=[("b7:A4", [Unit("a1", "us.rifle_squad")])],
                         axis=[("b7:I4", [Unit("g1", "ger.rifle_squad")])], attacker="allied", first_player="allied", turns=2)
    made = play_until(game, state, ai_against_passive(Side.ALLIED, level="hard"), lambda s: False)
    searched = [why for _, why in made if why and "searched" in why and "plans" in why]
    assert len(searched) == 2  # turns 1 and 2: one own Movement Phase each


def _open_ground_move(name: str):
    """A stack 8 hexes from its objective with an MG watching the direct way (no smoke left)."""
    woods = {f"b7:{c}6": "W" for c in "BCDEFGH"}
    game, state = battle(open_board(9, 7, woods), allied=[("b7:A4", [Unit("a1", "us.rifle_squad"), Unit("a2", "us.rifle_squad")])],
                         axis=[("b7:E2", [Unit("g1", "ger.rifle_squad", weapons=("ger.mg42",))])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:I4", "axis"),), attacker="allied", first_player="allied", turns=5)
    sit = Situation(game, state, Side.ALLIED, personality(name), "hard", random.Random(1))
    return best_destination(sit, [state.units["a1"], state.units["a2"]])


@pytest.mark.xfail(strict=True, reason="with the tuned weights (progress 2.4, fire met 0.45) both presets cross this "
                   "field in one bound: the knobs' spread no longer separates them here (docs/ai.md, tuning)")
def test_a_cautious_commander_advances_in_shorter_bounds_under_fire_than_an_aggressive_one():
    """Both cross the MG's field of fire; the cautious one spends fewer hexes in it this turn."""
    cautious, aggressive = _open_ground_move("cautious"), _open_ground_move("aggressive")
    assert aggressive is not None and cautious is not None
    assert cautious.progress < aggressive.progress
    assert len(cautious.path) < len(aggressive.path)


@pytest.mark.parametrize("seed", [1, 2])
def test_the_attacker_moves_nearly_its_whole_force_in_the_first_turn(seed):
    """Issue 11's complaint about the simple player: only 15-46% of the attacker's movable
    units ever moved. The computer moves (or advances) at least 80% of them in turn 1."""
    scenario = generate_battle(Settings(size="small"), seed).scenario
    game = Game(scenario, computer=("allied", "axis"))
    state = game.new_state(seed)
    infantry = {u.id for u in state.units.values() if u.side == game.attacker and u.on_map and game.kind(u) in INFANTRY_KINDS}
    players = players_from_specs({Side.ALLIED: "ai", Side.AXIS: "ai"}, seed)
    actions = game.legal_actions(state)
    while not state.is_over and state.turn == 1:
        actions = game.step(state, players[game.to_act(state)].choose(game, state, actions))
    moved = {u for e in state.events if e["kind"] in ("move_end", "advance") for u in e["units"]}
    assert len(moved & infantry) >= 0.8 * len(infantry)


def test_under_fog_the_view_shows_no_enemy_stocks_or_losses():
    """Seed 004: a fogged enemy's missions, expendables and losses are its own secret (fog.view_for)."""
    game, state = battle(open_board(9, 7), allied=[("b7:A4", [Unit("a1", "us.rifle_squad")])],
                         axis=[("b7:I4", [Unit("g1", "ger.rifle_squad")])], fog_of_war=True)
    state.sides[Side.AXIS].heavy_barrage, state.sides[Side.AXIS].lost_points = 2, 7
    view = view_state(game, state, Side.ALLIED, 1)
    assert view.sides[Side.AXIS].heavy_barrage == 0 and view.sides[Side.AXIS].lost_points == 0
    assert all(getattr(view.sides[Side.AXIS], f) == getattr(state.sides[Side.AXIS], f) for f in PUBLIC_SIDE_FIELDS)
    assert view.sides[Side.ALLIED] == state.sides[Side.ALLIED]
