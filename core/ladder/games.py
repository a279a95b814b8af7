"""One game of the ladder, played in whatever process the runner puts it in.

The battles (scenario and boards, core.balance.games.Battle) are the runner's
shared value, sent once to each worker; a `Match` names the battle, the seats and
the seed. The game itself is the balance run's (core.balance.games.play): the same
engine, players and seeds as `vvs balance`, so a ladder game can be replayed with
`vvs play FILE --attacker A --defender B --seed N`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace

from core.balance.games import Battle, GameFailed, play
from core.balance.tasks import Job
from core.ladder.schedule import Match

WINNERS = ("attacker", "defender", "draw")


@dataclass(frozen=True)
class NamedBattle:
    """A battle of the ladder and the name the report gives it (a sample's file name, `small-3`)."""

    name: str
    battle: Battle


@dataclass(frozen=True)
class Outcome:
    """How one game of the ladder ended: `winner` is "attacker", "defender" or "draw"."""

    match: Match
    winner: str
    turns: int

    def points(self, player: str) -> float:
        """What the game gave `player`: 1 for a win, 1/2 for a draw, 0 for a loss or a game it did not play."""
        if self.winner == "draw":
            return 0.5 if player in (self.match.attacker, self.match.defender) else 0.0
        return 1.0 if getattr(self.match, self.winner) == player else 0.0


def play_match(match: Match, battles: Sequence[NamedBattle]) -> Outcome:
    """The runner's job function: the match on its battle, with the seats it names."""
    battle = replace(battles[match.battle].battle, attacker=match.attacker, defender=match.defender)
    try:
        record = play(battle, match.seed)
    except Exception as error:  # any bug in a game: name the game so it can be played again
        raise GameFailed(f"the game on {battles[match.battle].name} with seed {match.seed} ({match.attacker} "
                         f"attacking {match.defender}) failed: {type(error).__name__}: {error}") from error
    return Outcome(match, record.winner, record.turns)


def ladder_job(matches: Sequence[Match], battles: Sequence[NamedBattle]) -> Job[Match, Sequence[NamedBattle], Outcome]:
    """The ladder's games for the runner; the job's name covers the battles' contents (their keys)."""
    from core.version import __version__

    keys = "-".join(named.battle.key for named in battles)
    digest = hashlib.sha256(keys.encode()).hexdigest()[:12]
    return Job(play_match, matches, tuple(battles), f"vvs-{__version__}-ladder-{digest}")
