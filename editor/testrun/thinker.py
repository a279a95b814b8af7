"""The computer thinks off the GUI thread: one decision per runnable on a thread pool.

The runnable works on `state.clone(history=False)` and on the thinker's own copy of
the Game (`Game.for_another_thread`: the Game's caches are plain dicts, so no cache
is shared between the threads) and only reports the action it chose and its reason
(`decided`); the window applies it with `game.step` on the GUI thread, so the real
state and the real Game are only ever touched there. A cancelled thinker
(the window closed, a new game) drops what it finds instead of reporting it; the
window waits briefly for the pool before it goes.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from core.game.actions import Action
from core.game.game import Game
from core.game.players import Player
from core.game.state import GameState


class ThinkerSignals(QObject):
    decided = Signal(int, object, object)  # the decision's number, the action, its reason (str or None)
    failed = Signal(int, str)


class _Decision(QRunnable):
    def __init__(self, number: int, player: Player, game: Game, state: GameState, actions: Sequence[Action],
                 signals: ThinkerSignals, cancelled: threading.Event) -> None:
        super().__init__()
        self.number, self.player, self.game, self.state, self.actions = number, player, game, state, list(actions)
        self.signals, self.cancelled = signals, cancelled
        self.setAutoDelete(False)  # Python keeps it (Thinker._running) until it has reported

    def run(self) -> None:
        try:
            action = self.player.choose(self.game, self.state, self.actions)
            reason = self.player.reason()
        except Exception:  # a bug in a player must show in the window, not kill the thread silently
            if not self.cancelled.is_set():
                self.signals.failed.emit(self.number, traceback.format_exc())
            return
        if not self.cancelled.is_set():
            self.signals.decided.emit(self.number, action, reason)


class Thinker(QObject):
    """Asks a computer player for one decision at a time, in the background."""

    decided = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = ThinkerSignals(self)
        self.signals.decided.connect(self._decided)
        self.signals.failed.connect(self._failed)
        self._cancelled = threading.Event()
        self._number = 0
        self._running: list[_Decision] = []
        self._copy: tuple[Game, Game] | None = None  # the window's Game and the thinker's copy of it
        self.busy = False

    def game_copy(self, game: Game) -> Game:
        """The thinker's own copy of `game`, made once per game (building one costs a Game)."""
        if self._copy is None or self._copy[0] is not game:
            self._copy = (game, game.for_another_thread())
        return self._copy[1]

    def think(self, player: Player, game: Game, state: GameState, actions: Sequence[Action]) -> None:
        """Start one decision on a clone of `state` and a copy of `game`; `decided` follows on the GUI thread."""
        self.cancel()
        self._cancelled = threading.Event()
        self._number += 1
        self.busy = True
        self._running = [r for r in self._running if r.number >= self._number - 4]  # long finished by now
        runnable = _Decision(self._number, player, self.game_copy(game), state.clone(history=False), actions,
                             self.signals, self._cancelled)
        self._running.append(runnable)
        self.pool.start(runnable)

    def cancel(self) -> None:
        """Forget the decision under way: whatever it finds is dropped."""
        self._cancelled.set()
        self._number += 1
        self.busy = False

    def stop(self, wait_ms: int = 3000) -> bool:
        """Cancel and wait for the thread to finish (closing the window); False if it did not in time."""
        self.cancel()
        return self.pool.waitForDone(wait_ms)

    def _decided(self, number: int, action: Action, reason: str | None) -> None:
        if number == self._number:
            self.busy = False
            self.decided.emit(action, reason)

    def _failed(self, number: int, text: str) -> None:
        if number == self._number:
            self.busy = False
            self.failed.emit(text)
