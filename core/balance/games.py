"""One game of a balance run, played in whatever process it lands in.

A `Battle` is what every game of a run shares (the scenario, its custom boards,
the two players); `play(battle, seed)` plays one game and returns its
`GameRecord`. A game is a pure function of the battle and its seed, so a run
gives the same records on one process, on many, or on a cluster. Each process
builds the battle's `Game` once and keeps it: its sight and step tables are
caches of the board, not game state, and every game starts from `new_state`.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.balance.trace import GameTrace, Tracer
from core.boards.document import board_document
from core.jsonio import dumps_canonical
from core.scenario import Scenario
from core.scenario.io import to_dict
from core.sides import Side

if TYPE_CHECKING:
    from collections.abc import Sequence

    from core.balance.tasks import Job
    from core.boards.board import Board
    from core.game.game import Game

COMPUTER = ("allied", "axis")
"""Both sides are played by the computer, as `vvs play` plays them."""

DEFAULT_PLAYER = "ai:normal"


@dataclass(frozen=True)
class Battle:
    """A scenario and the players of both seats, ready to be shipped to another process."""

    scenario: Scenario
    boards: tuple[tuple[int, Board], ...] = ()
    attacker: str = DEFAULT_PLAYER
    defender: str = DEFAULT_PLAYER
    key: str = field(default="", compare=False)

    @staticmethod
    def of(scenario: Scenario, boards: dict[int, Board] | None = None, attacker: str = DEFAULT_PLAYER,
           defender: str = DEFAULT_PLAYER) -> Battle:
        """The battle, with a key naming its content: a worker that already built this
        scenario's Game (from an earlier run on a cluster) builds it again only if it changed."""
        digest = hashlib.sha256(dumps_canonical(to_dict(scenario)).encode())
        for number, board in sorted((boards or {}).items()):
            digest.update(f"{number}:{dumps_canonical(board_document(board))}".encode())
        return Battle(scenario, tuple(sorted((boards or {}).items())), attacker, defender, digest.hexdigest()[:16])


@dataclass(frozen=True)
class GameRecord:
    """How one game ended. `lost` and `start` are points (core.units.point_value), attacker first."""

    seed: int
    winner: str  # "attacker", "defender" or "draw"
    level: str  # core.game.victory.LEVELS, told from the attacker's side
    turns: int
    lost: tuple[int, int]
    start: tuple[int, int]
    seconds: float = field(default=0.0, compare=False)  # CPU time of the game; not part of the result
    trace: GameTrace | None = None  # why it went so (core.balance.trace): what --explain sums up


_built: dict[str, Game] = {}


def game_for(battle: Battle) -> Game:
    """The battle's Game, built once per process (a few are kept, for runs of several scenarios)."""
    game = _built.get(battle.key)
    if game is None:
        from core.game.game import Game
        from core.placement import context_for

        boards = dict(battle.boards)
        game = Game(battle.scenario, context=context_for(battle.scenario, boards or None), computer=COMPUTER)
        if len(_built) >= 4:
            _built.pop(next(iter(_built)))
        _built[battle.key] = game
    return game


def play(battle: Battle, seed: int) -> GameRecord:
    """Play one game with this seed to its end (the players' seeds derive from it, as in `vvs play`)."""
    from core.ai.specs import players_from_specs
    from core.game.players import play_game

    began = time.process_time()
    game = game_for(battle)
    attacker = Side(battle.scenario.attacker)
    players = players_from_specs({attacker: battle.attacker, attacker.other: battle.defender}, seed)
    state = game.new_state(seed)
    tracer = Tracer(game, state, attacker)
    state = play_game(game, state, tracer.wrap(players))
    assert state.result is not None
    ours, theirs = state.sides[attacker], state.sides[attacker.other]
    return GameRecord(seed, str(state.result["winner"]), str(state.result["level"]), int(state.result["turns"]),
                      (ours.lost_points, theirs.lost_points), (ours.start_points, theirs.start_points),
                      time.process_time() - began, tracer.finish(state))


class GameFailed(RuntimeError):
    """A game raised instead of finishing: a bug in the engine or a player, with its seed to replay it."""


def play_checked(seed: int, battle: Battle) -> GameRecord:
    """`play`, with a failure named by its seed (`vvs play FILE --seed N` shows it again); the
    runner's job function, item first."""
    try:
        return play(battle, seed)
    except Exception as error:  # any bug in a game: report which one, whatever it was
        raise GameFailed(f"the game with seed {seed} failed: {type(error).__name__}: {error}") from error


def seed_job(battle: Battle, seeds: Sequence[int]) -> Job[int, Battle, GameRecord]:
    """A balance run's games for the runner: one per seed, the battle shared, its Game built once per worker."""
    from core.balance.tasks import Job
    from core.version import __version__

    return Job(play_checked, seeds, battle, f"vvs-{__version__}-game-{battle.key}-{battle.attacker}-{battle.defender}",
               prepare=game_for)
