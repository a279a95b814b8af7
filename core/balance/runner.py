"""One runner for every batch of games: `vvs balance`, the generator's calibration, the AI bench.

A `Job` is a pure function applied to many items (seeds, or small tuples naming a
game) with one shared value sent once to every worker (the battle, the scenarios).
`run_tasks` plays it where `Where` says (core/balance/where.py): in this process,
on worker processes here (core/balance/local.py) or on a Dask cluster
(core/balance/cluster.py), and yields `(index, result)` as the results come in.

Items go out in blocks of consecutive items: one item per task up to ONE_PER_TASK
items (a game takes a second, a Dask task costs about a millisecond), blocks of 8
to 32 beyond, so a run of a hundred thousand games does not load the scheduler with
a hundred thousand tasks. Blocks are sent in item order, so the first items finish
first wherever they run: a run stopped early (core/balance/stopping.py) has played
about a prefix of its seeds, and the prefix it keeps is decided by the seeds alone.
"""

from __future__ import annotations

import hashlib
import math
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from core.balance.where import Where

Item = TypeVar("Item")
Shared = TypeVar("Shared")
Result = TypeVar("Result")

ONE_PER_TASK = 2000
"""Up to this many items, each is a task of its own."""
BLOCK_RANGE = (8, 32)
"""Beyond it, blocks of this many items, more for longer runs."""


@dataclass(frozen=True)
class Job(Generic[Item, Shared, Result]):
    """`function(item, shared)` for every item. The function must be defined at a module's top level
    (it travels by name); `prepare(shared)`, when given, runs once in each worker before its first
    item (to build a Game's tables once, say). `name` and the items make the tasks' keys on a
    cluster: the same name must mean the same function and shared value."""

    function: Callable[[Item, Shared], Result]
    items: Sequence[Item]
    shared: Shared
    name: str
    prepare: Callable[[Shared], object] | None = None


Block = tuple[int, Sequence[Any]]
"""The index of a block's first item, and its items."""


def block_size(count: int) -> int:
    """How many items go in one task, for a run of `count` items."""
    if count <= ONE_PER_TASK:
        return 1
    low, high = BLOCK_RANGE
    return min(high, max(low, math.ceil(count / ONE_PER_TASK)))


def blocks(items: Sequence[Any], size: int) -> list[Block]:
    return [(start, items[start:start + size]) for start in range(0, len(items), size)]


def run_block(function: Callable[[Any, Any], Any], items: Sequence[Any], shared: Any) -> list[Any]:
    return [function(item, shared) for item in items]


def block_key(name: str, block: Block) -> str:
    """A task's key: the job's name and a digest of its items (items are seeds or small tuples)."""
    start, items = block
    return f"{name}-{start}-{hashlib.sha256(repr(list(items)).encode()).hexdigest()[:12]}"


def run_tasks(job: Job[Item, Shared, Result], where: Where, stop: threading.Event | None = None,
              block: int | None = None) -> Iterator[tuple[int, Result]]:
    """Each item's result with its index, as they finish (not in item order). A cluster is reached
    and its workers' versions checked before this returns (a ClusterError, before any game).
    Closing the iterator, or setting `stop` from another thread, ends the run: the workers are
    ended or the cluster's tasks cancelled, and their results dropped. `block` overrides the
    block size (tests compare batched and unbatched runs)."""
    stop = stop or threading.Event()
    size = block or block_size(len(job.items))
    if where.local:
        from core.balance.local import run_local_blocks

        return run_local_blocks(job, blocks(job.items, size), where.jobs, stop)
    from core.balance.cluster import run_dask_blocks

    return run_dask_blocks(job, blocks(job.items, size), where.address, stop)


def run_ordered(job: Job[Item, Shared, Result], where: Where, block: int | None = None) -> list[Result]:
    """Every item's result, in item order: for benches and calibration that want them all."""
    results: dict[int, Result] = dict(run_tasks(job, where, block=block))
    return [results[index] for index in range(len(job.items))]
