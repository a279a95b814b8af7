"""The same balance run on a Dask distributed cluster (the optional `cluster` extra).

Every worker needs this program installed at the same version; the battle is
sent once to every worker (`scatter(..., broadcast=True)`) and each task is one
seed. Tasks are pure: the scheduler may run a task twice (after a worker is
lost) or reuse a result, and the numbers stay the same.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Sequence
from typing import Any

from core.balance.games import Battle, GameRecord
from core.balance.local import play_checked

INSTALL_HINT = "pip install 'vv-scenario-studio[cluster]'"
CONNECT_SECONDS = 20
GREETING_SECONDS = 10
"""After the connection, how long the scheduler may take to greet the client."""


class ClusterError(RuntimeError):
    """Dask is missing or the scheduler cannot be reached; the message says which and what to do."""


def _play_on_worker(seed: int, battle: Battle) -> GameRecord:
    return play_checked(battle, seed)


SCHEMES = ("tcp", "tls")
"""The Dask transports an address may name; a bare host:port is tcp."""


def check_address(text: str) -> str:
    """A scheduler address as Dask takes it, or ValueError saying what is wrong: an empty value is
    refused (it silently ran the games on this machine), and so is an unknown scheme or a bad port."""
    text = text.strip()
    example = "give the scheduler's address, e.g. tcp://10.0.0.5:8786"
    if not text:
        raise ValueError(f"the address is empty: {example}")
    scheme, found, rest = text.partition("://")
    if not found:
        scheme, rest = "tcp", text
    if scheme not in SCHEMES:
        raise ValueError(f"{scheme}:// is not a transport Dask uses here: {' or '.join(s + '://' for s in SCHEMES)}")
    host, colon, port = rest.rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text!r} has no host and port: {example}")
    return f"{scheme}://{rest}"


def connect(address: str) -> Any:
    """A Dask client for the scheduler at `address` (tcp://host:8786), or a ClusterError.

    The scheduler must greet us first, within a deadline: Dask's own timeout covers the connection
    but not the greeting after it, so a port where something else listens kept the command waiting
    for ever."""
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(f"--scheduler needs Dask distributed: {INSTALL_HINT}") from None
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


def run_dask(battle: Battle, seeds: Sequence[int], address: str) -> Iterator[GameRecord]:
    """Each seed's record as the cluster finishes it. Connects at once (a ClusterError here,
    before any game); closing the iterator cancels what is left."""
    client = connect(address)
    return _gather(client, battle, seeds)


def _gather(client: Any, battle: Battle, seeds: Sequence[int]) -> Iterator[GameRecord]:
    from distributed import as_completed

    futures: list[Any] = []
    try:
        shared = client.scatter(battle, broadcast=True)
        keys = [f"vvs-game-{battle.key}-{battle.attacker}-{battle.defender}-{seed}" for seed in seeds]
        futures = client.map(_play_on_worker, list(seeds), battle=shared, key=keys)
        for future in as_completed(futures):
            yield future.result()
    finally:
        if futures:
            client.cancel(futures)
        client.close()
