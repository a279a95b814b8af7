"""What the runner plays (core/balance/runner.py): a job, its items and the blocks they go out in.

A `Job` is a pure function applied to many items (seeds, or small tuples naming a
game) with one shared value sent once to every worker. Items go out in blocks of
consecutive items: one item per task up to ONE_PER_TASK items (a game takes a
second, a Dask task costs about a millisecond), blocks of 8 to 32 beyond, so a run of
a hundred thousand games does not load the scheduler with a hundred thousand tasks.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

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


def without_indexes(results: Iterator[tuple[int, Result]]) -> Iterator[Result]:
    """The results without their indexes; closing this closes `results` (which ends its workers)."""
    try:
        for _, result in results:
            yield result
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
