"""Keeping Python's cycle collector off the data that outlives a game.

A game allocates hundreds of thousands of short-lived tuples (listed actions,
memo keys), so the collector runs often, and each of its full passes walks
every object alive: the unit catalogue, the boards, the sight tables, the Game
and its memo stores. None of that can become garbage while the game is played,
so it is frozen (gc.freeze) for the game's length and thawed afterwards, and a
full pass walks only what the game itself made. Thawing matters: frozen
objects whose last reference goes away in a cycle would otherwise never be
reclaimed in a long process (balance runs play thousands of games).

For the game's length the youngest generation is also collected less often
(every YOUNG allocations, not Python's 700): almost every tuple a listing makes
dies young without a cycle, so frequent passes mostly find nothing (about 2% of
a game's time with the default). The caller's threshold is given back after.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["YOUNG", "settled"]

YOUNG = 5000
"""Allocations between two passes over the youngest generation while a game is played."""


@contextmanager
def settled() -> Iterator[None]:
    """What is alive now is left out of the collector's passes until the block ends.
    A caller that froze objects itself keeps them frozen: this then does nothing."""
    if gc.get_freeze_count() or not gc.isenabled():
        yield
        return
    gc.freeze()
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], YOUNG), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
