"""The runner's Dask half (core/balance/runner.py): a job's blocks on a Dask distributed cluster.

Every worker needs this program installed at the same version: the games are the
engine's and the computer opponent's, and another version may play them
differently. The versions are compared when the client connects (a mismatch is
refused naming both) and again in every task (a worker that joins later). The
job's shared value is sent once to every worker (`scatter(..., broadcast=True)`).
Tasks are pure: the scheduler may run a task twice (after a worker is lost) or
reuse a result, and the numbers stay the same.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from core.balance.games import Battle, GameRecord, seed_job
from core.balance.tasks import Block, Job, block_key, block_size, blocks, run_block, without_indexes
from core.balance.where import check_address
from core.version import __version__

__all__ = ["ClusterError", "check_address", "connect", "run_dask", "run_dask_blocks"]

INSTALL_HINT = "pip install 'vv-scenario-studio[cluster]'"
CONNECT_SECONDS = 20
GREETING_SECONDS = 10
"""After the connection, how long the scheduler may take to greet the client."""
STOP_POLL_SECONDS = 0.05
"""How often a run waiting for the cluster looks at its stop event."""
VERSION = __version__
"""The version every worker must run (a module attribute, so a test can pretend to be another)."""


class ClusterError(RuntimeError):
    """Dask is missing, the scheduler cannot be reached or a worker runs another version; the message
    says which and what to do."""


def program_version() -> str:
    """The version of the program in the process that runs this: a worker's, on a cluster."""
    from core.version import __version__ as running

    return running


def _play_block(items: Sequence[Any], function: Callable[[Any, Any], Any], shared: Any, version: str) -> list[Any]:
    running = program_version()
    if running != version:
        raise ClusterError(f"a Dask worker runs vvs {running}, this program is vvs {version}: "
                           "install the same version on every worker")
    return run_block(function, items, shared)


def connect(address: str) -> Any:
    """A Dask client for the scheduler at `address` (tcp://host:8786), or a ClusterError.

    The scheduler must greet us first, within a deadline: Dask's own timeout covers the connection
    but not the greeting after it, so a port where something else listens kept the command waiting
    for ever."""
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(f"playing on a Dask cluster ({address}) needs Dask distributed: {INSTALL_HINT}") from None
    try:
        asyncio.run(_greet(address))
        return Client(address, timeout=CONNECT_SECONDS)
    except _NoGreeting:
        raise ClusterError(f"waited {CONNECT_SECONDS + GREETING_SECONDS} s for the Dask scheduler at {address} to answer: "
                           "something listens there but does not speak Dask (a scheduler's port is usually 8786)") from None
    except (OSError, TypeError, ValueError) as error:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {_reason(address, error)}") from None


def _reason(address: str, error: Exception) -> str:
    if address.startswith("tls://") and isinstance(error, (TypeError, ValueError)):
        return ("tls:// needs Dask's TLS settings (the certificates and keys under distributed.comm.tls in the "
                f"Dask configuration): {error}")
    if isinstance(error, TypeError):
        raise error  # not a connection problem: a bug, shown as one
    return str(error)


async def _greet(address: str) -> None:
    """Connect and exchange Dask's greeting, all within CONNECT_SECONDS + GREETING_SECONDS."""
    from distributed.comm import connect as open_comm

    async def greeted() -> None:
        comm = await open_comm(address, timeout=CONNECT_SECONDS)
        await comm.close()

    try:
        await asyncio.wait_for(greeted(), CONNECT_SECONDS + GREETING_SECONDS)
    except TimeoutError:  # ours (Dask's own "timed out trying to connect" is a plain OSError)
        raise _NoGreeting from None


class _NoGreeting(Exception):
    """Connected, and the other end said nothing in time."""


def check_versions(client: Any) -> None:
    """Every worker runs this program at VERSION, or a ClusterError naming both versions."""
    try:
        versions = client.run(program_version)
    except Exception as error:  # a worker without the program cannot even unpickle the question
        raise ClusterError(f"a Dask worker cannot run vvs ({type(error).__name__}: {error}): "
                           f"install vv-scenario-studio {VERSION} on every worker") from None
    other = {worker: version for worker, version in sorted(versions.items()) if version != VERSION}
    if other:
        worker, version = next(iter(other.items()))
        more = f" (and {len(other) - 1} more)" if len(other) > 1 else ""
        raise ClusterError(f"the Dask worker {worker}{more} runs vvs {version}, this program is vvs {VERSION}: "
                           "install the same version on every worker")


def run_dask_blocks(job: Job[Any, Any, Any], work: list[Block], address: str, stop: threading.Event) -> Iterator[tuple[int, Any]]:
    """Each item's result with its index as the cluster finishes the blocks. Connects and checks the
    workers' versions at once (a ClusterError here, before any game); closing the iterator or
    setting `stop` cancels what is left."""
    client = connect(address)
    try:
        check_versions(client)
    except BaseException:
        client.close()
        raise
    return _gather(client, job, work, stop)


def _gather(client: Any, job: Job[Any, Any, Any], work: list[Block], stop: threading.Event) -> Iterator[tuple[int, Any]]:
    from distributed import as_completed

    futures: list[Any] = []
    try:
        shared = client.scatter(job.shared, broadcast=True)
        futures = client.map(_play_block, [items for _, items in work], function=job.function, shared=shared,
                             version=VERSION, key=[block_key(job.name, block) for block in work])
        starts = {future.key: start for future, (start, _) in zip(futures, work)}
        pending = as_completed(futures)
        while not pending.is_empty():
            if stop.is_set():
                return
            done = pending.next_batch(block=False)
            if not done:
                time.sleep(STOP_POLL_SECONDS)
            for future in done:
                yield from enumerate(future.result(), starts[future.key])
    finally:
        if futures:
            client.cancel(futures)
        client.close()


def run_dask(battle: Battle, seeds: Sequence[int], address: str, block: int | None = None) -> Iterator[GameRecord]:
    """Each seed's record as the cluster finishes it (the balance run's games, for tests and scripts)."""
    job = seed_job(battle, seeds)
    return without_indexes(run_dask_blocks(job, blocks(job.items, block or block_size(len(seeds))), address, threading.Event()))
