"""A balance run on this machine: the games spread over worker processes.

Workers are started with "spawn" on every system (the editor runs this beside
Qt's threads, where a forked child could inherit a held lock), build the
battle's Game once in their initializer, and ignore Ctrl+C: the terminal sends
it to the whole process group, and only the parent decides what stopping means
(it keeps what was played and ends the pool).
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
from collections.abc import Iterator, Sequence

from core.balance.games import Battle, GameRecord, game_for, play

STOP_POLL_SECONDS = 0.1
"""How often a waiting run looks at its stop event."""


class GameFailed(RuntimeError):
    """A game raised instead of finishing: a bug in the engine or a player, with its seed to replay it."""


_battle: Battle | None = None


def ignore_interrupts() -> None:
    """A worker's initializer: Ctrl+C is the parent's to handle (it reaches the whole process group)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _start_worker(battle: Battle) -> None:
    global _battle
    ignore_interrupts()
    _battle = battle
    game_for(battle)


def _play_seed(seed: int) -> GameRecord:
    assert _battle is not None, "the worker was started without a battle"
    return play_checked(_battle, seed)


def play_checked(battle: Battle, seed: int) -> GameRecord:
    """`play`, with a failure named by its seed (`vvs play FILE --seed N` shows it again)."""
    try:
        return play(battle, seed)
    except Exception as error:  # any bug in a game: report which one, whatever it was
        raise GameFailed(f"the game with seed {seed} failed: {type(error).__name__}: {error}") from error


def run_local(battle: Battle, seeds: Sequence[int], jobs: int = 1, stop: threading.Event | None = None) -> Iterator[GameRecord]:
    """Each seed's record, as the games finish (not in seed order). Closing the iterator, an
    exception (Ctrl+C) while it waits, or setting `stop` (from another thread, which cannot
    close a generator that is waiting) ends the workers at once: their games are dropped."""
    stop = stop or threading.Event()
    if jobs <= 1 or len(seeds) <= 1:
        for seed in seeds:
            if stop.is_set():
                return
            yield play_checked(battle, seed)
        return
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(min(jobs, len(seeds)), initializer=_start_worker, initargs=(battle,))
    try:
        results = pool.imap_unordered(_play_seed, seeds, chunksize=1)
        for _ in seeds:
            while True:
                if stop.is_set():
                    return
                try:
                    record = results.next(timeout=STOP_POLL_SECONDS)
                    break
                except multiprocessing.TimeoutError:
                    continue
            yield record
        pool.close()
    finally:
        pool.terminate()
        pool.join()
