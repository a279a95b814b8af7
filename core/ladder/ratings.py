"""Ratings from the ladder's outcomes, fitted by OpenSkill (the `openskill` package).

OpenSkill's Plackett-Luce model (Weng and Lin, 2011) keeps for each player a skill
estimate `mu` and its uncertainty `sigma`, updated game by game; a draw is a tie
of ranks, so it moves the weaker player up and the stronger down as a draw should.
The games are fed in schedule order whatever order they finished in, so a ladder
gives the same ratings on one process, on many or on a cluster. The ordinal
(mu - 3 sigma) is what the table ranks by: a player needs both skill and games to
rank high, so a few lucky wins do not carry it over one that has proven itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from core.ladder.games import Outcome


@dataclass(frozen=True)
class Standing:
    """One player's line of the table."""

    player: str
    mu: float
    sigma: float
    games: int
    points: float  # wins plus half the draws

    @property
    def ordinal(self) -> float:
        """The conservative rating: mu - 3 sigma (OpenSkill's ordinal)."""
        return self.mu - 3 * self.sigma

    @property
    def share(self) -> float:
        """The share of the points, 0-1 (0 before any game)."""
        return self.points / self.games if self.games else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "mu": round(self.mu, 3), "sigma": round(self.sigma, 3),
                "ordinal": round(self.ordinal, 3), "games": self.games, "points": self.points}


def _ranks(outcome: Outcome) -> list[float]:
    """OpenSkill's ranks, attacker first: lower is better, equal ranks a draw."""
    return {"attacker": [1.0, 2.0], "defender": [2.0, 1.0]}.get(outcome.winner, [1.0, 1.0])


def fit(players: Sequence[str], outcomes: Iterable[Outcome]) -> list[Standing]:
    """Every player's standing after the games, best ordinal first (ties: by name, so the order is fixed)."""
    model = PlackettLuce()
    ratings = {player: model.rating(name=player) for player in players}
    games = dict.fromkeys(players, 0)
    points = dict.fromkeys(players, 0.0)
    for outcome in outcomes:
        seats = (outcome.match.attacker, outcome.match.defender)
        rated = model.rate([[ratings[seats[0]]], [ratings[seats[1]]]], ranks=_ranks(outcome))
        ratings[seats[0]], ratings[seats[1]] = rated[0][0], rated[1][0]
        for player in seats:
            games[player] += 1
            points[player] += outcome.points(player)
    standings = [Standing(p, ratings[p].mu, ratings[p].sigma, games[p], points[p]) for p in players]
    return sorted(standings, key=lambda s: (-s.ordinal, s.player))
