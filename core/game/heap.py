"""Keeping Python's cycle collector off the data that outlives a game.

A game allocates hundreds of thousands of short-lived tuples (listed actions,
memo keys), so the collector runs often, and each of its full passes walks
every object alive: the unit catalogue, the boards, the sight tables, the Game
and its memo stores. None of that can become garbage while the game is played,
so it is frozen (gc.freeze) for the game's length and thawed afterwards, and a
full pass walks only what the game itself made. Thawing matters: frozen
objects whose last reference goes away in a cycle would otherwise never be
reclaimed in a long process (balance runs play thousands of games).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["settled"]


@contextmanager
def settled() -> Iterator[None]:
    """What is alive now is left out of the collector's passes until the block ends.
    A caller that froze objects itself keeps them frozen: this then does nothing."""
    if gc.get_freeze_count() or not gc.isenabled():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
