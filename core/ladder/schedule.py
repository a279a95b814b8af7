"""Who meets whom, on which battle, in which seat and with which seed.

Every pair of players meets on every battle `games_per_pair` times, the seats
swapped from one game to the next (the first named player attacks in the even
games), so neither player owes its score to the side a battle favours. The two
games of a swapped couple share their seed: the same dice for either seating.
Games are listed battle by battle, so a worker builds each battle's tables once
and the runner's prefix order (core/balance/runner.py) keeps that locality.
The schedule depends only on the players, the battles and the seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import NamedTuple

from core.ai.player import LEVELS
from core.ai.profile import default_personality, personality_names

DEFAULT_GAMES_PER_PAIR = 2
DEFAULT_SEED = 1


def default_players() -> tuple[str, ...]:
    """The three levels with the default personality, then every other personality at the default level."""
    balanced = default_personality().name
    levels = tuple(f"ai:{level}:{balanced}" for level in LEVELS)
    others = tuple(f"ai:normal:{name}" for name in personality_names() if name != balanced)
    return levels + others


class Match(NamedTuple):
    """One game: the battle's index in the ladder's list, the two specs by seat, and the game's seed.
    A small tuple, as the runner's items are (its repr names a task on a cluster)."""

    battle: int
    attacker: str
    defender: str
    seed: int


def pairs(players: Sequence[str]) -> list[tuple[str, str]]:
    """Every pair once, in the order the players are named."""
    return list(combinations(players, 2))


def schedule(players: Sequence[str], battles: int, games_per_pair: int, seed: int) -> list[Match]:
    """Every game of the round robin, battle by battle. Game k of a pair on battle b seats the first
    player as attacker when k is even, and plays seed `seed + (k // 2) * battles + b`: each battle and
    each round of swapped seats has seeds of its own, the same for every pair."""
    if len(set(players)) != len(players):
        raise ValueError("a player is named twice")
    matches = []
    for battle in range(battles):
        for first, second in pairs(players):
            for game in range(games_per_pair):
                attacker, defender = (first, second) if game % 2 == 0 else (second, first)
                matches.append(Match(battle, attacker, defender, seed + (game // 2) * battles + battle))
    return matches
