"""The same balance run on a Dask distributed cluster (the optional `cluster` extra).

Every worker needs this program installed at the same version; the battle is
sent once to every worker (`scatter(..., broadcast=True)`) and each task is one
seed. Tasks are pure: the scheduler may run a task twice (after a worker is
lost) or reuse a result, and the numbers stay the same.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from core.balance.games import Battle, GameRecord
from core.balance.local import play_checked

INSTALL_HINT = "pip install 'vv-scenario-studio[cluster]'"
CONNECT_SECONDS = 20


class ClusterError(RuntimeError):
    """Dask is missing or the scheduler cannot be reached; the message says which and what to do."""


def _play_on_worker(seed: int, battle: Battle) -> GameRecord:
    return play_checked(battle, seed)


def connect(address: str) -> Any:
    """A Dask client for the scheduler at `address` (tcp://host:8786), or a ClusterError."""
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(f"--scheduler needs Dask distributed: {INSTALL_HINT}") from None
    try:
        return Client(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as error:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {error}") from None


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
