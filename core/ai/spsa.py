"""SPSA by self-play, as Stockfish's Fishtest tunes its evaluation: the two perturbed points
play each other, and the match result is the gradient's measurement.

Simultaneous perturbation stochastic approximation (Spall 1992) moves every parameter at
once: each step draws a random sign per parameter (Δ), plays θ + cΔ against θ - cΔ, and
moves θ by a·r/(2c)·Δ, r being the first's points minus the second's (in [-1, 1]). With
the gains decaying as a/(A + k + 1)^0.602 and c/(k + 1)^0.101 (Spall's recommended
exponents) the iterates converge to a local optimum of the expected match score.

The published SPSA libraries (`spsa`, `noisyopt`) minimise a function evaluated at one point
at a time; here the measurement is a game between the two points, which a one-point
function cannot express, so the ten lines of the update are written out (docs/ai.md,
"Tuning").

The parameters are the logarithms of the evaluation terms' weights (core.ai.terms): a
perturbation is a ratio (c = 0.25 is ±28%), and a weight can never turn negative.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

ALPHA = 0.602
GAMMA = 0.101
LOW, HIGH = math.log(0.1), math.log(10.0)
"""No weight leaves 0.1-10 times its unit (a runaway step on a noisy round is undone slowly)."""


@dataclass(frozen=True)
class Gains:
    a: float = 0.6
    c: float = 0.25
    stability: float = 10.0  # Spall's A: about a tenth of the expected rounds

    def step(self, k: int) -> float:
        return float(self.a / (self.stability + k + 1) ** ALPHA)

    def spread(self, k: int) -> float:
        return float(self.c / (k + 1) ** GAMMA)


@dataclass
class Spsa:
    """The tuner's state: the log weights, by term, and the round reached."""

    theta: dict[str, float]
    gains: Gains = field(default_factory=Gains)
    k: int = 0

    @staticmethod
    def starting(weights: Mapping[str, float], names: Sequence[str], gains: Gains | None = None) -> Spsa:
        return Spsa({n: math.log(weights[n]) for n in names}, gains or Gains())

    def perturbations(self, rng: random.Random, count: int) -> list[dict[str, int]]:
        """`count` independent sign vectors for this round (one per game pair)."""
        return [{n: rng.choice((-1, 1)) for n in self.theta} for _ in range(count)]

    def pair(self, delta: Mapping[str, int]) -> tuple[dict[str, float], dict[str, float]]:
        """The weights of θ + cΔ and θ - cΔ (not logarithms: what a player uses)."""
        c = self.gains.spread(self.k)
        plus = {n: math.exp(t + c * delta[n]) for n, t in self.theta.items()}
        minus = {n: math.exp(t - c * delta[n]) for n, t in self.theta.items()}
        return plus, minus

    def update(self, measured: Sequence[tuple[Mapping[str, int], float]]) -> None:
        """One round: each (Δ, r) a game pair's signs and the plus side's points minus the minus
        side's; θ moves by the mean of the pairs' gradient estimates."""
        a, c = self.gains.step(self.k), self.gains.spread(self.k)
        for name in self.theta:
            gradient = sum(r / (2 * c * delta[name]) for delta, r in measured) / max(len(measured), 1)
            self.theta[name] = min(HIGH, max(LOW, self.theta[name] + a * gradient))
        self.k += 1

    def weights(self) -> dict[str, float]:
        return {n: math.exp(t) for n, t in self.theta.items()}
