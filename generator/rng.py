"""The generator's random numbers: our own small generator, so a seed means the same
battle on every Python version and platform.

Python's `random` promises the same sequence only for `random()` itself, not for
`choice`, `shuffle` or `randrange`; a golden seed must never change under us.
SplitMix64 is tiny, fast in pure Python and well tested. Each phase of a
generation draws from its own stream (`fork`), derived from the seed and the
phase's name, so a change in one phase (say, one more fortification) does not
shift every number drawn after it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPACE = 1 << 64


def _derive(seed: int, path: str) -> int:
    digest = hashlib.sha256(f"{seed}/{path}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Rng:
    """A SplitMix64 stream; not thread-safe, not for cryptography."""

    def __init__(self, seed: int, path: str = "") -> None:
        self.seed = seed
        self.path = path
        self._state = _derive(seed, path)

    def fork(self, name: str) -> Rng:
        """An independent stream for one phase, fixed by the seed and the name alone."""
        return Rng(self.seed, f"{self.path}/{name}")

    def next64(self) -> int:
        self._state = (self._state + _GOLDEN) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in [0, n), every value equally likely (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPACE - _SPACE % n
        while True:
            draw = self.next64()
            if draw < limit:
                return draw % n

    def between(self, low: int, high: int) -> int:
        """A whole number in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def chance(self, probability: float) -> bool:
        return self.next64() < int(probability * _SPACE)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[float]) -> T:
        """One item, each as likely as its weight; weights need not add up to one."""
        total = sum(weights)
        if not items or total <= 0:
            raise ValueError("weighted() needs items with a positive total weight")
        point = self.next64() / _SPACE * total
        for item, weight in zip(items, weights):
            point -= weight
            if point < 0:
                return item
        return items[-1]

    def shuffle(self, items: list[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
