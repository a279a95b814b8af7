"""A balance run in the background, reported to the GUI thread game by game.

The games come from `core.balance.runs.games_of` (the runner's worker processes,
started with "spawn", core/balance/local.py; in seed order under a stopping rule). Waiting for them blocks, so a plain
Python thread iterates and hands each record over through a relay's signals,
which Qt queues to the GUI thread. Only the games' thread touches the iterator
(a generator cannot be closed from another thread while it waits): cancelling
sets the run's stop event, the window forgets the run at once and drops
anything still reported, and the run itself, which looks at the event ten
times a second while it waits, terminates the pool.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from enum import Enum

from PySide6.QtCore import QObject, Signal

from core.balance.games import GameRecord
from core.balance.runs import Run, games_of
from editor.i18n import tr

GameSource = Callable[[Run, threading.Event], Iterator[GameRecord]]


class RunState(Enum):
    READY = "ready"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    FAILED = "failed"


class _Relay(QObject):
    """Made on the GUI thread and emitted from the games' thread: Qt queues each signal across."""

    played = Signal(object)  # GameRecord
    failed = Signal(str)
    ended = Signal()


def _iterate(games: Iterator[GameRecord], relay: _Relay, stop: threading.Event) -> None:
    try:
        for record in games:
            if stop.is_set():
                return
            relay.played.emit(record)
    except Exception as error:  # a failed game or a pool that could not start: shown in the window
        if not stop.is_set():
            relay.failed.emit(str(error))
        return
    finally:
        close = getattr(games, "close", None)
        if close is not None:
            close()  # ends the worker processes at once (core.balance.local.run_local)
    if not stop.is_set():
        relay.ended.emit()


class BalanceRunner(QObject):
    """One run: `start`, then `played` per game, and `finished` or `failed`; `cancel` stops it."""

    played = Signal(int)  # how many games so far
    finished = Signal()
    failed = Signal(str)

    def __init__(self, run: Run, games: GameSource = games_of, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.run = run
        self.games = games
        self.state = RunState.READY
        self.began = 0.0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._relay = _Relay()
        self._relay.played.connect(self._played)
        self._relay.failed.connect(self._failed)
        self._relay.ended.connect(self._ended)

    @property
    def running(self) -> bool:
        return self.state is RunState.RUNNING

    def start(self) -> None:
        self.state = RunState.RUNNING
        self.began = time.perf_counter()
        # daemon: a game in flight when the editor quits must not keep the process alive
        self._thread = threading.Thread(target=_iterate, args=(self.games(self.run, self._stop), self._relay, self._stop),
                                        name="vvs-balance-run", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop now: the window hears nothing more from this run; the games' thread winds down by itself."""
        if self.running:
            self._stop.set()
            self.run.interrupted = True
            self._clock()
            self.state = RunState.CANCELLED

    def wait(self, seconds: float) -> bool:
        """True when the games' thread (and with it the worker pool) has ended within `seconds`."""
        if self._thread is not None:
            self._thread.join(seconds)
        return self._thread is None or not self._thread.is_alive()

    def _clock(self) -> None:
        self.run.seconds = time.perf_counter() - self.began

    def _played(self, record: GameRecord) -> None:
        if self.running:
            self.run.records.append(record)
            self._clock()
            self.played.emit(len(self.run.records))

    def _failed(self, message: str) -> None:
        if self.running:
            self._clock()
            self.state = RunState.FAILED
            self.failed.emit(message)

    def _ended(self) -> None:
        if self.running:
            self._clock()
            self.state = RunState.FINISHED
            self.finished.emit()

    def progress_text(self) -> str:
        """`37 of 100 games, 4.2 games/s, about 15 s left`."""
        run = self.run
        played = len(run.records)
        if not played:
            return tr("Starting %n worker process(es)…", n=run.jobs)
        rate = played / run.seconds if run.seconds > 0 else 0.0
        if run.rule is not None:  # it stops when the answer is known: the time left is the most it may take
            text = tr("{played} games (at most %n), {rate:.1f} games/s", n=run.planned).format(played=played, rate=rate)
            if played < run.planned and rate > 0:
                text += ", " + tr("at most {time} left").format(time=duration_text((run.planned - played) / rate))
            return text
        text = tr("{played} of %n game(s), {rate:.1f} games/s", n=run.planned).format(played=played, rate=rate)
        if played < run.planned and rate > 0:
            text += ", " + tr("about {time} left").format(time=duration_text((run.planned - played) / rate))
        return text


def duration_text(seconds: float) -> str:
    """`8 s`, `3 min`, `1 h 05 min`: as precise as a wait needs."""
    if seconds < 60:
        return tr("{n} s").format(n=max(1, round(seconds)))
    minutes = round(seconds / 60)
    if minutes < 60:
        return tr("{n} min").format(n=minutes)
    return tr("{h} h {m:02d} min").format(h=minutes // 60, m=minutes % 60)
