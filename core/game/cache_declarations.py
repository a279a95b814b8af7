"""The declarations of the engine's stores: what each remembered answer reads (core.game.cache).

Apart from the stores themselves so that core.game.cache_reads, which declares every store,
and core.game.cache, which loads those declarations when a store is made, do not import each
other.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields

from core.game.state import GameState, SideState, UnitState

GAME_READS = frozenset({"scenario", "terrain", "catalogue", "ruleset", "special_rules", "battlefield", "edition"})
"""Parts of the Game, fixed while it lives (the stores live on the Game, so they need no key)."""

STATE_SKIPPED = {"units", "sides", "dice", "log", "events", "result"}
"""Not reads: containers named field by field, dice and records no rule answer depends on."""

STATE_READS = frozenset(
    {f"units.{f.name}" for f in fields(UnitState)}
    | {f"sides.{f.name}" for f in fields(SideState)}
    | {f.name for f in fields(GameState) if f.name not in STATE_SKIPPED})
READS = STATE_READS | GAME_READS


@dataclass(frozen=True)
class Declared:
    """One store: its name, what its key covers, and how it is laid out.

    `nested`: its values are inner tables the caller fills (two-level stores); the
    inner level is what is checked. `checked` False: not an answer to a question
    (tokens standing for keys), never compared."""

    name: str
    reads: frozenset[str]
    nested: bool = False
    checked: bool = True


DECLARED: dict[str, Declared] = {}


def declare(name: str, reads: Iterable[str], *, nested: bool = False, checked: bool = True) -> Declared:
    """Register a store with what it reads; an unknown read is a typo, refused here."""
    wanted = frozenset(reads)
    unknown = wanted - READS
    if unknown:
        raise ValueError(f"store {name!r} declares unknown reads {sorted(unknown)}; known: {sorted(READS)}")
    found = DECLARED[name] = Declared(name, wanted, nested, checked)
    return found
