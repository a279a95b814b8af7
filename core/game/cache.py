"""The one cache layer of a Game: every store declares what it reads, and a check mode proves it.

A remembered answer is right only while everything it read is unchanged. The stores
of core.game.memo, the fog cache and the sight lines are keyed by hand, so a rule
that starts to read a new field (weather, a special rule, a cleared wire) can be
served a stale answer with no test failing. Here each store is declared once, by
name, with the reads its key covers (`declare`, listed in core.game.cache_reads);
asking for an undeclared store is an error, so a new store cannot skip the list.

Check mode (`VVS_CACHE_CHECK=1`, or `checking(True)` in a test) makes every store a
`CheckedStore`: a hit is never served, the answer is worked out again and compared
with the one kept, and a difference raises `StaleAnswer` naming the store, its key and
the fields of the state that changed since the answer was kept but are not among its
declared reads: the read it missed. Off (the default) nothing of this runs: a store
is a plain dict and a lookup costs what it cost before.

Reads are named in one vocabulary: `units.<field>` for a UnitState field,
`sides.<field>` for a SideState field, a GameState field by its name, and the Game's
fixed parts (`scenario`, `terrain`, `catalogue`, `ruleset`, `special_rules`,
`battlefield`, `edition`), which
cannot change during a game: a rule that changes terrain or sight mid-game must put
what it changes into the state (as smoke and fortifications are), where it becomes a
read a store must declare.
"""

from __future__ import annotations

import os
import sys
from dataclasses import fields
from types import FrameType
from typing import Any

import core.game.cache_reads  # noqa: F401  (declares every store of the engine, before any store is made)
from core.game.cache_declarations import DECLARED, READS, STATE_SKIPPED, Declared, declare
from core.game.state import GameState, SideState, UnitState

__all__ = ["DECLARED", "READS", "Declared", "declare", "declared", "checking", "new_store", "StaleAnswer"]

CHECK_ENV = "VVS_CACHE_CHECK"


def declared(name: str) -> Declared:
    """The declaration of a store; asking for one never declared is a programming error.

    The declarations are imported with this module, not on first use: a lazy import checked
    through sys.modules let a second thread (a Dask worker's) see the module half-run and find
    a store undeclared."""
    try:
        return DECLARED[name]
    except KeyError:
        raise KeyError(f"cache store {name!r} is not declared: add it, with what it reads, "
                       "to core/game/cache_reads.py") from None


_checking = os.environ.get(CHECK_ENV, "") not in ("", "0")


def checking(on: bool | None = None) -> bool:
    """Whether check mode is on; `on` sets it (stores made afterwards follow it)."""
    global _checking
    if on is not None:
        _checking = on
    return _checking


class StaleAnswer(AssertionError):
    """A remembered answer differs from the one worked out again for the same key."""


def new_store(name: str) -> dict[Any, Any]:
    """A fresh store for `name`: a plain dict, or in check mode a CheckedStore."""
    found = declared(name)
    return CheckedStore(found) if _checking and found.checked else {}


# --- check mode -------------------------------------------------------------------------

Fingerprint = dict[str, Any]


_UNIT_FIELDS = tuple(f.name for f in fields(UnitState))
_UNIT_MUTABLE = {"weapons"}
_SIDE_FIELDS = tuple(f.name for f in fields(SideState))
_STATE_FIELDS = tuple(f.name for f in fields(GameState) if f.name not in STATE_SKIPPED)


def fingerprint(state: GameState) -> Fingerprint:
    """Each read of the vocabulary's value in `state`, as a comparable value (a copy: the
    state changes in place). Unit fields column by column: it runs at every store in
    check mode."""
    found: Fingerprint = {}
    units = list(state.units.values())
    for name in _UNIT_FIELDS:
        column = [getattr(u, name) for u in units]
        found[f"units.{name}"] = repr(column) if name in _UNIT_MUTABLE else tuple(column)
    for name in _SIDE_FIELDS:
        found[f"sides.{name}"] = repr([(s, getattr(side, name)) for s, side in state.sides.items()])
    for name in _STATE_FIELDS:
        found[name] = repr(getattr(state, name))
    return found


def _caller_state() -> GameState | None:
    """The state the answer is being worked out for: the nearest GameState in the callers'
    locals (check mode only; the stores are handed the Game, not the state)."""
    frame: FrameType | None = sys._getframe(2)
    for _ in range(12):
        if frame is None:
            return None
        for value in frame.f_locals.values():
            if isinstance(value, GameState):
                return value
        frame = frame.f_back
    return None


def same(a: Any, b: Any) -> bool:
    """Equal answers: by ==, or field by field for objects that compare by identity."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    try:
        if a == b:
            return True
    except (TypeError, ValueError):
        pass
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    eq: object = type(a).__eq__
    if eq is object.__eq__:  # compares by identity
        if hasattr(a, "__dict__"):
            return same(vars(a), vars(b))
        slots = [s for cls in type(a).__mro__ for s in getattr(cls, "__slots__", ())]
        return bool(slots) and all(same(getattr(a, s, None), getattr(b, s, None)) for s in slots)
    return False


def missed_reads(store: Declared, before: Fingerprint | None, now: Fingerprint | None) -> list[str]:
    """The reads that changed between two fingerprints and that the store does not declare."""
    if before is None or now is None:
        return []
    return sorted(k for k, v in now.items() if before.get(k) != v and k not in store.reads)


def stale(store: Declared, key: Any, kept: Any, fresh: Any, before: Fingerprint | None,
          now: Fingerprint | None) -> StaleAnswer:
    missed = missed_reads(store, before, now)
    if missed:
        why = f"it reads {', '.join(missed)}, which changed and is not among its declared reads"
    elif before is None or now is None:
        why = "no state was found to say which read it missed"
    elif before == now:
        why = "the state is as it was when the answer was kept: the key leaves out an argument the answer reads"
    else:
        why = "nothing undeclared changed in the state: a read outside the state (a Game part?) or a bad key"
    return StaleAnswer(f"cache {store.name!r} (declares {sorted(store.reads)}): {why}; "
                       f"key {key!r} kept {kept!r} but is now {fresh!r}")


class CheckedStore(dict[Any, Any]):
    """A store in check mode: lookups miss, so every answer is worked out again, and putting
    it back compares it with the one kept (a nested store's inner tables are checked instead)."""

    def __init__(self, store: Declared) -> None:
        super().__init__()
        self.store = store
        self.states: dict[Any, Fingerprint | None] = {}

    def get(self, key: Any, default: Any = None) -> Any:
        return dict.get(self, key, default) if self.store.nested else default

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) if self.store.nested else False

    def __setitem__(self, key: Any, value: Any) -> None:
        if self.store.nested:
            dict.__setitem__(self, key, value)
            return
        state = _caller_state()
        now = fingerprint(state) if state is not None else None
        if dict.__contains__(self, key):
            kept = dict.__getitem__(self, key)
            if not same(kept, value):
                raise stale(self.store, key, kept, value, self.states.get(key), now)
        dict.__setitem__(self, key, value)
        self.states[key] = now

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if self.store.nested:
            return dict.setdefault(self, key, default)
        self[key] = default
        return default

    def clear(self) -> None:
        dict.clear(self)
        self.states.clear()
