"""One runner for every batch of games: `vvs balance`, the generator's calibration, the AI bench.

A `Job` is a pure function applied to many items (seeds, or small tuples naming a
game) with one shared value sent once to every worker (the battle, the scenarios).
`run_tasks` plays it where `Where` says (core/balance/where.py): in this process,
on worker processes here (core/balance/local.py) or on a Dask cluster
(core/balance/cluster.py), and yields `(index, result)` as the results come in.

Items go out in blocks of consecutive items (core/balance/tasks.py), sent in item
order, so the first items finish first wherever they run: a run stopped early
(core/balance/stopping.py) has played about a prefix of its seeds, and the prefix
it keeps is decided by the seeds alone.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

from core.balance.cluster import run_dask_blocks
from core.balance.local import run_local_blocks
from core.balance.tasks import Item, Job, Result, Shared, block_size, blocks
from core.balance.where import Where

__all__ = ["Job", "run_ordered", "run_tasks"]


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
        return run_local_blocks(job, blocks(job.items, size), where.jobs, stop)
    return run_dask_blocks(job, blocks(job.items, size), where.address, stop)


def run_ordered(job: Job[Item, Shared, Result], where: Where, block: int | None = None) -> list[Result]:
    """Every item's result, in item order: for benches and calibration that want them all."""
    results: dict[int, Result] = dict(run_tasks(job, where, block=block))
    return [results[index] for index in range(len(job.items))]
