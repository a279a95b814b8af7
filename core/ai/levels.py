"""The three levels: how close to the best a choice is made, and what is searched.

- easy: picks among every worthwhile choice, the better ones likelier (a softmax over
  the scores), and ignores the enemy's fire on the way (Crawford's plain hex score);
- normal: the scores of core.ai without search, and a human spread: among the choices
  scoring within NORMAL_SPREAD of the best, one drawn with weights by score;
- hard: always the best, after searching where it pays (the best few shots tried on
  determinized copies, the fire along each route counted).

Draws come from the player's own seeded generator, so a game stays reproducible.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

NORMAL_SPREAD = 0.8
"""A normal-level choice is drawn among those scoring at least this share of the best."""
EASY_TEMPERATURE = 0.5
"""An easy-level softmax's temperature, as a share of the best score."""


def pick(rng: random.Random, level: str, ranked: Sequence[tuple[float, T]]) -> tuple[float, T]:
    """One of the (score, choice) pairs, best first, as the level chooses."""
    best = ranked[0]
    if level == "hard" or len(ranked) == 1 or best[0] <= 0:
        return best
    if level == "normal":
        close = [r for r in ranked if r[0] >= NORMAL_SPREAD * best[0]]
        return close[_weighted(rng, [r[0] for r in close])]
    scale = max(EASY_TEMPERATURE * best[0], 1e-9)
    weights = [math.exp((r[0] - best[0]) / scale) for r in ranked]
    return ranked[_weighted(rng, weights)]


def _weighted(rng: random.Random, weights: Sequence[float]) -> int:
    total = sum(weights)
    mark = rng.random() * total
    for index, weight in enumerate(weights):
        mark -= weight
        if mark <= 0:
            return index
    return len(weights) - 1
