"""Player specs (core/ai/specs.py): each valid form names its player in full, a bad one is refused
naming the valid forms, and both sides' players get the seeds the built-in players always had."""

from __future__ import annotations

import pytest

from core.ai.player import LEVELS, AiPlayer
from core.ai.profile import default_personality, personality_names
from core.ai.specs import DEFAULT_SPEC, parse_spec, player_from_spec, players_from_specs
from core.game.game import Game
from core.game.players import RandomPlayer, SimplePlayer, make_players, play_game, side_seed
from core.resources import maps_dir
from core.scenario.io import load
from core.sides import Side

BALANCED = default_personality().name


@pytest.mark.parametrize(("text", "canonical"), [
    ("ai", f"ai:normal:{BALANCED}"),
    ("ai:easy", f"ai:easy:{BALANCED}"),
    ("ai:hard", f"ai:hard:{BALANCED}"),
    ("ai:hard:aggressive", "ai:hard:aggressive"),
    ("ai:hard:cautious:800ms", "ai:hard:cautious:800ms"),
    ("ai:normal:cautious", "ai:normal:cautious"),
    (" AI:Hard ", f"ai:hard:{BALANCED}"),
    ("simple", "simple"),
    ("random", "random"),
])
def test_a_valid_spec_reads_in_its_canonical_form(text, canonical):
    assert str(parse_spec(text)) == canonical
    assert str(parse_spec(canonical)) == canonical


def test_the_default_spec_is_the_normal_computer_opponent():
    assert str(parse_spec(DEFAULT_SPEC)) == f"ai:normal:{BALANCED}"


def test_every_level_and_personality_is_a_valid_spec():
    for level in LEVELS:
        for name in personality_names():
            player = player_from_spec(f"ai:{level}:{name}", 1)
            assert isinstance(player, AiPlayer) and player.level == level and player.personality.name == name


def test_a_spec_makes_the_player_it_names():
    assert type(player_from_spec("simple", 1)) is SimplePlayer
    assert type(player_from_spec("random", 1)) is RandomPlayer
    hard = player_from_spec("ai:hard:aggressive", 1)
    assert isinstance(hard, AiPlayer) and (hard.level, hard.personality.name) == ("hard", "aggressive")


def test_a_think_budget_reaches_the_hard_player_and_only_the_hard_level_takes_one():
    """`--think-ms` writes the budget into the hard level's spec (the others do not search), so
    a balance run's workers build the same player from the spec alone."""
    assert parse_spec("ai:hard").thinking(250) == parse_spec("ai:hard:balanced:250ms")
    assert parse_spec("ai:normal").thinking(250) == parse_spec("ai:normal")
    assert parse_spec("simple").thinking(250) == parse_spec("simple")
    hard = player_from_spec("ai:hard:balanced:250ms", 1)
    assert isinstance(hard, AiPlayer) and hard.think_ms == 250


def test_a_think_budget_not_in_milliseconds_is_refused():
    with pytest.raises(ValueError, match="unknown think budget '800'.*ai:hard:balanced:800ms"):
        parse_spec("ai:hard:balanced:800")


@pytest.mark.parametrize(("text", "named"), [
    ("", "unknown player ''"),
    ("computer", "unknown player 'computer'"),
    ("simple:hard", "unknown player 'simple:hard'"),
    ("ai:normal:balanced:extra", "unknown player"),
    ("ai:expert", "unknown level 'expert'"),
    ("ai:", "unknown level ''"),
    ("ai:hard:reckless", "unknown personality 'reckless'"),
    ("ai:normal:balanced:800ms", "unknown player"),
])
def test_a_bad_spec_is_refused_naming_the_valid_forms(text, named):
    with pytest.raises(ValueError) as caught:
        parse_spec(text)
    message = str(caught.value)
    assert named in message and "\n" not in message
    for form in ("ai:LEVEL:PERSONALITY", "simple", "random", *LEVELS, *personality_names()):
        assert form in message


def test_a_personality_in_the_place_of_the_level_gets_a_hint():
    with pytest.raises(ValueError, match="ai:normal:aggressive"):
        parse_spec("ai:aggressive")


def test_each_side_gets_its_own_seed_from_the_game_seed():
    assert [side_seed(side, 5) for side in (Side.ALLIED, Side.AXIS)] == [11, 12]
    players = players_from_specs({Side.ALLIED: "simple", Side.AXIS: "ai:easy"}, 5)
    assert type(players[Side.ALLIED]) is SimplePlayer and isinstance(players[Side.AXIS], AiPlayer)


def test_specs_play_the_same_game_as_the_players_made_before_them():
    """`--players simple` must still play the games `vvs play` played before specs existed."""
    scenario = load(maps_dir() / "scenarios" / "hedgerow-duel.json")
    game = Game(scenario, computer=("allied", "axis"))
    before = play_game(game, game.new_state(2), make_players("simple", 2))
    after = play_game(game, game.new_state(2), players_from_specs({Side.ALLIED: "simple", Side.AXIS: "simple"}, 2))
    assert after.log == before.log and after.events == before.events
