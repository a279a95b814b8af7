"""Games on worker processes of this machine (the runner's local half, core/balance/runner.py).

Workers are started with "spawn" on every system (the editor runs this beside
Qt's threads, where a forked child could inherit a held lock), receive the job's
function and shared value once in their initializer, and ignore Ctrl+C: the
terminal sends it to the whole process group, and only the parent decides what
stopping means (it keeps what was played and ends the pool).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import threading
from collections.abc import Callable, Generator, Iterator, Sequence
from typing import Any

from core.balance.games import Battle, GameFailed, GameRecord, seed_job
from core.balance.tasks import Block, Job, block_size, blocks, run_block

__all__ = ["GameFailed", "ignore_interrupts", "run_local", "run_local_blocks"]

STOP_POLL_SECONDS = 0.1
"""How often a waiting run looks at its stop event."""

_function: Callable[[Any, Any], Any] | None = None
_shared: Any = None


def ignore_interrupts() -> None:
    """A worker's initializer: Ctrl+C is the parent's to handle (it reaches the whole process group)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _start_worker(function: Callable[[Any, Any], Any], shared: Any, prepare: Callable[[Any], object] | None) -> None:
    global _function, _shared
    ignore_interrupts()
    _function, _shared = function, shared
    if prepare is not None:
        prepare(shared)


@contextlib.contextmanager
def _workers_born_deaf() -> Iterator[None]:
    """Start the workers with Ctrl+C ignored from their first instruction, not only from their
    initializer: a Ctrl+C while a worker was still importing the engine (seconds on a busy machine)
    killed it with a traceback, and the pool's terminate could then wait for ever. An ignored signal
    stays ignored across exec, and Python installs no KeyboardInterrupt handler over it. The parent
    ignores it only while the processes are made (and only on the main thread, the one that may)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _play_block(block: Block) -> tuple[int, list[Any]]:
    assert _function is not None, "the worker was started without a job"
    start, items = block
    return start, run_block(_function, items, _shared)


def run_local_blocks(job: Job[Any, Any, Any], work: list[Block], jobs: int,
                     stop: threading.Event) -> Generator[tuple[int, Any], None, None]:
    """Each item's result with its index as the blocks finish; in this process when one job (or one
    item) is asked for. Closing the iterator, an exception (Ctrl+C) while it waits, or setting
    `stop` (from another thread, which cannot close a generator that is waiting) ends the workers
    at once: their games are dropped."""
    if jobs <= 1 or len(job.items) <= 1:
        for index, item in enumerate(job.items):
            if stop.is_set():
                return
            yield index, job.function(item, job.shared)
        return
    with _workers_born_deaf():
        pool = multiprocessing.get_context("spawn").Pool(min(jobs, len(work)), initializer=_start_worker,
                                                         initargs=(job.function, job.shared, job.prepare))
    try:
        results = pool.imap_unordered(_play_block, work, chunksize=1)
        for _ in work:
            while True:
                if stop.is_set():
                    return
                try:
                    start, done = results.next(timeout=STOP_POLL_SECONDS)
                    break
                except multiprocessing.TimeoutError:
                    continue
            yield from enumerate(done, start)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def run_local(battle: Battle, seeds: Sequence[int], jobs: int = 1, stop: threading.Event | None = None,
              block: int | None = None) -> Iterator[GameRecord]:
    """Each seed's record as the games finish, on `jobs` worker processes here."""
    job = seed_job(battle, seeds)
    games = run_local_blocks(job, blocks(job.items, block or block_size(len(seeds))), max(1, jobs), stop or threading.Event())
    try:
        for _, record in games:
            yield record
    finally:
        games.close()
