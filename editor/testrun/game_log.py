"""Game logs in the test run: save the game so far, and replay a log (`vvs play --log`) step by step.

A saved log is also a game in progress: its actions replayed from its seed give the
state back, so "load a game" and "replay a log" are the same file, read by the
core's own record functions (core.game.record). The replay is a LogPlayer on both
sides, played with the window's play / pause / step controls; each entry's reason
comes back with it, so the computer's reasons show again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.boards.board import Board
from core.documents.check import custom_boards
from core.game.actions import Action, EndPhase, action_from_dict
from core.game.game import Game
from core.game.reasons import reason_from
from core.game.record import check_log, game_options, write_log
from core.game.state import GameState
from core.jsonio import MAX_JSON_BYTES, parse_json_untrusted
from core.placement import context_for
from core.safe_read import read_file
from core.scenario import Scenario
from core.scenario.io import from_dict


class LogPlayer:
    """Plays the log's actions in order, whichever side is to act; with its reasons."""

    def __init__(self, entries: Sequence[dict[str, Any]], seats: dict[str, Any] | None = None) -> None:
        self.entries = list(entries)
        self.seats = seats  # the log's seats, offered when the replay is taken over
        self.next = 0
        self._reason: str | None = None

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        if self.next >= len(self.entries):
            self._reason = None
            return EndPhase()
        entry = self.entries[self.next]
        self.next += 1
        reason = entry.get("reason")
        self._reason = reason_from(reason, entry.get("reason_about")) if isinstance(reason, str) else None
        return action_from_dict(entry)

    def reason(self) -> str | None:
        return self._reason

    @property
    def finished(self) -> bool:
        return self.next >= len(self.entries)


@dataclass(frozen=True)
class LoadedLog:
    game: Game
    seed: int
    entries: tuple[dict[str, Any], ...]
    seats: dict[str, Any] | None = None
    boards: dict[int, Board] | None = None


def read_log(path: Path) -> LoadedLog:
    """A game log file checked against its schema; ValueError (FileFormatError) says what is wrong."""
    log = parse_json_untrusted(read_file(path, MAX_JSON_BYTES), str(path))  # never a FIFO or a device
    check_log(log, str(path))
    scenario: Scenario = from_dict(log["scenario"], f"{path}: scenario")
    boards = custom_boards(log.get("boards", {}), str(path))
    game = Game(scenario, context=context_for(scenario, boards or None), computer=tuple(log.get("computer", ())),
                **game_options(log))
    return LoadedLog(game, int(log["seed"]), tuple(log["actions"]), log.get("seats"), boards or None)


def save_log(path: Path, game: Game, seed: int, state: GameState, boards: dict[int, Board] | None = None,
             seats: dict[str, str] | None = None) -> None:
    """The game so far as `vvs play --log` writes it, with the run's seats: it replays with `vvs replay`
    or in this window, and File > Continue a saved game goes on with it."""
    write_log(path, game.scenario, seed, sorted(game.computer), state, boards, seats)
