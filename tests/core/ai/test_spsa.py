"""SPSA by self-play (core/ai/spsa.py): the two perturbed points play each other, and the
tuner climbs towards the weights that win.

The "games" here are coin flips whose odds follow a known strength curve (strongest at
fire_taken 0.5 and fire_dealt 2), so the test knows the answer the tuner must approach."""

from __future__ import annotations

import math
import random

import pytest

from core.ai.spsa import HIGH, LOW, Gains, Spsa

BEST = {"fire_taken": 0.5, "fire_dealt": 2.0}


def strength(weights: dict[str, float]) -> float:
    return -sum((math.log(weights[n]) - math.log(BEST[n])) ** 2 for n in BEST)


def pair_result(rng: random.Random, plus: dict[str, float], minus: dict[str, float]) -> float:
    """Two games, seats swapped: the plus side's points minus the minus side's, in [-1, 1]."""
    win = 1 / (1 + math.exp(-4 * (strength(plus) - strength(minus))))
    points = sum(1.0 if rng.random() < win else 0.0 for _ in range(2))
    return points - 1.0


def test_the_tuner_climbs_towards_the_stronger_weights() -> None:
    rng = random.Random(7)
    spsa = Spsa.starting({"fire_taken": 1.0, "fire_dealt": 1.0}, tuple(BEST), Gains(a=0.6, c=0.25, stability=10))
    before = strength(spsa.weights())
    for _ in range(300):
        deltas = spsa.perturbations(rng, 8)
        spsa.update([(d, pair_result(rng, *spsa.pair(d))) for d in deltas])
    after = spsa.weights()
    assert strength(after) > before / 4  # most of the way from 0.96 to 0
    assert after["fire_taken"] < 0.8 and after["fire_dealt"] > 1.4


def test_a_pair_is_a_ratio_either_side_and_a_round_moves_every_weight() -> None:
    spsa = Spsa.starting({"fire_taken": 1.0, "fire_dealt": 2.0}, ("fire_taken", "fire_dealt"))
    plus, minus = spsa.pair({"fire_taken": 1, "fire_dealt": -1})
    assert plus["fire_taken"] * minus["fire_taken"] == pytest.approx(1.0)
    assert plus["fire_dealt"] < 2.0 < minus["fire_dealt"]
    spsa.update([({"fire_taken": 1, "fire_dealt": -1}, 1.0)])  # the plus side won both games
    assert spsa.k == 1
    assert spsa.weights()["fire_taken"] > 1.0 and spsa.weights()["fire_dealt"] < 2.0


def test_no_weight_runs_away() -> None:
    spsa = Spsa.starting({"fire_taken": 1.0}, ("fire_taken",), Gains(a=50.0))
    for _ in range(5):
        spsa.update([({"fire_taken": 1}, 1.0)])
    assert spsa.theta["fire_taken"] == HIGH
    for _ in range(5):
        spsa.update([({"fire_taken": 1}, -1.0)])
    assert spsa.theta["fire_taken"] == LOW
