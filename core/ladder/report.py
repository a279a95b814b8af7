"""A ladder as it was asked and played, its table and its document.

The document is both `vvs ladder --json`'s output (with the run's timing) and the
ratings file `--out` keeps (without it, so the same arguments write the same
bytes); the program ships one (core/data/ai_ladder.json, read by core/ladder/shipped.py,
checked against schemas/ai-ladder.schema.json).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.ladder.games import WINNERS, NamedBattle, Outcome
from core.ladder.ratings import Standing, fit
from core.ladder.schedule import Match

FORMAT = 1
MODEL = "openskill PlackettLuce"


@dataclass
class Ladder:
    """What was asked (players, battles, schedule) and what was played, by schedule index."""

    players: Sequence[str]
    battles: Sequence[NamedBattle]
    matches: Sequence[Match]
    games_per_pair: int
    seed: int
    where: str = "local"
    jobs: int = 1
    sizes: tuple[str, ...] = ()
    per_size: int = 0
    outcomes: dict[int, Outcome] = field(default_factory=dict)
    interrupted: bool = False
    seconds: float = 0.0

    def played(self) -> list[Outcome]:
        """The outcomes in schedule order, whatever order they finished in."""
        return [self.outcomes[index] for index in sorted(self.outcomes)]

    def standings(self) -> list[Standing]:
        return fit(self.players, self.played())


def ladder_document(ladder: Ladder) -> dict[str, Any]:
    """The ratings and how they were made; timing apart (see timing())."""
    from core.version import __version__

    played = ladder.played()
    ratings = [{"rank": rank, **standing.to_dict()} for rank, standing in enumerate(ladder.standings(), start=1)]
    return {
        "format": FORMAT, "program": __version__, "model": MODEL, "interrupted": ladder.interrupted,
        "seed": ladder.seed, "games_per_pair": ladder.games_per_pair, "sizes": list(ladder.sizes),
        "per_size": ladder.per_size, "battles": [named.name for named in ladder.battles],
        "players": list(ladder.players), "planned": len(ladder.matches), "games": len(played),
        "outcomes": {winner: sum(o.winner == winner for o in played) for winner in WINNERS},
        "ratings": ratings,
    }


def timing(ladder: Ladder) -> dict[str, Any]:
    rate = len(ladder.outcomes) / ladder.seconds if ladder.seconds else 0.0
    return {"seconds": round(ladder.seconds, 2), "games_per_second": round(rate, 3), "jobs": ladder.jobs,
            "where": ladder.where}


def table_lines(ladder: Ladder) -> list[str]:
    """The table a terminal shows: rank, player, mu ± sigma, the conservative ordinal, games, points %."""
    played = len(ladder.outcomes)
    lines = [f"interrupted: {played} of {len(ladder.matches)} games played"] if ladder.interrupted else []
    lines.append(f"{played} games on {len(ladder.battles)} battles ({', '.join(n.name for n in ladder.battles)}), "
                 f"{ladder.games_per_pair} per pair per battle, seats swapped, seed {ladder.seed}")
    standings = ladder.standings()
    width = max(len("player"), *(len(s.player) for s in standings))
    lines.append(f"{'rank':>4}  {'player':<{width}}  {'rating':>12}  {'ordinal':>7}  {'games':>5}  {'points':>6}")
    for rank, s in enumerate(standings, start=1):
        lines.append(f"{rank:>4}  {s.player:<{width}}  {s.mu:6.1f} ± {s.sigma:3.1f}  {s.ordinal:7.1f}  {s.games:>5}  "
                     f"{100 * s.share:5.0f}%")
    if ladder.seconds:
        lines.append(f"{played / ladder.seconds:.2f} games/s on "
                     f"{ladder.jobs if ladder.where == 'local' else ladder.where}"
                     f"{' process(es)' if ladder.where == 'local' else ''}")
    return lines
