"""The ladder's round robin: every pair meets on every battle, seats swapped, seeds fixed by the arguments."""

from __future__ import annotations

from collections import Counter

import pytest

from core.ai.specs import parse_spec
from core.ladder.schedule import default_players, pairs, schedule

PLAYERS = ("ai:easy:balanced", "ai:normal:balanced", "ai:hard:balanced")


def test_the_default_players_are_the_three_levels_and_the_other_personalities():
    players = default_players()
    assert players[:3] == PLAYERS
    assert set(players[3:]) == {"ai:normal:cautious", "ai:normal:aggressive"}
    assert all(str(parse_spec(p)) == p for p in players), "every default is a canonical spec vvs play takes"


def test_every_pair_meets_once_in_the_order_named():
    assert pairs(PLAYERS) == [(PLAYERS[0], PLAYERS[1]), (PLAYERS[0], PLAYERS[2]), (PLAYERS[1], PLAYERS[2])]
    assert len(pairs(default_players())) == 10


def test_every_pair_plays_every_battle_with_the_seats_swapped_each_game():
    matches = schedule(PLAYERS, battles=4, games_per_pair=2, seed=1)
    assert len(matches) == 3 * 4 * 2
    meetings = Counter((m.battle, frozenset((m.attacker, m.defender))) for m in matches)
    assert set(meetings.values()) == {2} and len(meetings) == 12
    seats = Counter((m.battle, m.attacker, m.defender) for m in matches)
    assert set(seats.values()) == {1}, "each ordering once per battle: both players attack and defend"
    attacks = Counter(m.attacker for m in matches)
    assert attacks == Counter(m.defender for m in matches) == {p: 8 for p in PLAYERS}


def test_a_swapped_couple_shares_its_seed_and_battles_and_rounds_have_their_own():
    matches = schedule(PLAYERS[:2], battles=3, games_per_pair=4, seed=10)
    by_battle = {b: [m for m in matches if m.battle == b] for b in range(3)}
    for battle, games in by_battle.items():
        assert [m.attacker for m in games] == [PLAYERS[0], PLAYERS[1]] * 2
        assert [m.seed for m in games] == [10 + battle, 10 + battle, 13 + battle, 13 + battle]
    assert len({m.seed for m in matches}) == 6


def test_the_schedule_depends_only_on_its_arguments():
    assert schedule(PLAYERS, 5, 2, 7) == schedule(PLAYERS, 5, 2, 7)
    assert schedule(PLAYERS, 5, 2, 7) != schedule(PLAYERS, 5, 2, 8)
    assert [m.battle for m in schedule(PLAYERS, 3, 2, 1)] == sorted(m.battle for m in schedule(PLAYERS, 3, 2, 1)), \
        "battle by battle, so a worker builds each battle once"


def test_a_player_named_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        schedule((PLAYERS[0], PLAYERS[0]), 1, 2, 1)
