"""Remembered answers of rule functions, per Game, keyed by everything they read.

Listing legal actions asks the same questions again after every action (can
this fire group reach that hex, through what line of sight, with what APFP?),
though one action changes the answer for few of them. A function memoised here
is pure given its key: the key holds every field of the state it reads, so an
entry is right for any state of the same Game, a clone or a state read back
from JSON included, and nothing has to be invalidated when a state changes.
The stores hang off the Game (one private attribute, set here, not in
Game.__init__), not off the state: the state stays plain data and its JSON
form is untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable
from itertools import count
from typing import TYPE_CHECKING, Any, TypeVar

from core.game.cache import new_store
from core.game.state import GameState, UnitState
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game

T = TypeVar("T")

LIMIT = 20_000
"""Entries a store keeps before it starts afresh (a long game must not grow without bound)."""

STORES = "_memo_stores"
"""The one private attribute the stores hang on the Game by (not a field of the state)."""


def store(game: Game, name: str) -> dict[Any, Any]:
    """The game's store for one function, emptied when it grows past LIMIT. `name` must be
    declared, with what it reads, in core.game.cache_reads (core.game.cache)."""
    stores: dict[str, dict[Any, Any]] | None = game.__dict__.get(STORES)
    if stores is None:
        stores = game.__dict__[STORES] = {}
    found = stores.get(name)
    if found is not None and len(found) < LIMIT:
        return found
    found = stores[name] = new_store(name)
    return found


def unit_key(unit: UnitState) -> tuple[Any, ...]:
    """What AP fire power reads of a unit (core.game.fire_power): not its markers, which
    decide whether it may fire at all, checked before asking."""
    return (unit.id, unit.type, unit.where, unit.hex, unit.facing, tuple(unit.weapons), unit.valor)


def units_key(units: Iterable[UnitState]) -> tuple[tuple[Any, ...], ...]:
    """unit_key of each unit, inlined (a listing asks it of every group)."""
    return tuple([(u.id, u.type, u.where, u.hex, u.facing, tuple(u.weapons), u.valor) for u in units])


def fortifications_key(state: GameState) -> tuple[tuple[tuple[str, Any], ...], ...]:
    return tuple([tuple(f.items()) for f in state.fortifications])  # a list first: faster than a generator


def expendables_key(state: GameState, side: Side) -> tuple[tuple[str, int], ...]:
    return tuple(state.sides[side].expendables.items())


def fire_context_key(state: GameState) -> tuple[Any, ...]:
    """What AP fire options read of the state beyond the firers, the side's expendables (only
    against an adjacent hex: per_target's `close_key`) and line of sight (per_target's `admit`):
    the fortifications (bunkers' arcs)."""
    return fortifications_key(state)


def per_target(game: Game, name: str, key: Any, targets: Iterable[str], compute: Callable[[str], Iterable[T]],
               *, close: Container[str] = (), close_key: Any = None,
               admit: Callable[[str], bool] | None = None) -> list[T]:
    """`compute(target)` for each target, in order, remembered under key, then target
    (two levels: a long key is hashed once a call, not once a target).

    The answers for targets in `close` read `close_key` as well (the side's expendables, used
    only against an adjacent hex) and are remembered under both. A non-empty answer counts only
    if `admit(target)` holds: what it asks (line of sight, which smoke changes) is then left out
    of the key, so placing or lifting smoke does not forget every answer; a target it refuses
    is not worked out at all."""
    outer = store(game, name)
    known = outer.get(key)
    if known is None:
        known = outer[key] = new_store(name + "_targets")
    near: dict[str, tuple[T, ...]] | None = None
    found: list[T] = []
    for target in targets:
        table = known
        if target in close:
            if near is None:
                near = outer.get((key, close_key))
                if near is None:
                    near = outer[(key, close_key)] = new_store(name + "_targets")
            table = near
        answer = table.get(target)
        if answer is None:
            if admit is not None and not admit(target):
                continue  # it would not count: not worked out (nor kept) while out of sight
            answer = table[target] = tuple(compute(target))
            found += answer
        elif answer and (admit is None or admit(target)):
            found += answer
    return found


def remembered(game: Game, name: str, key: Any, compute: Callable[[], Iterable[T]]) -> tuple[T, ...]:
    """`compute()` remembered under key: a whole answer, for questions asked again unchanged."""
    known = store(game, name)
    found: tuple[T, ...] | None = known.get(key)
    if found is None:
        found = known[key] = tuple(compute())
    return found


_numbers = count()


def token(game: Game, key: Any) -> int:
    """A number standing for a long key in other keys (hashed once, not once per use); never
    reused, so a store started afresh cannot give an old number a new meaning."""
    known = store(game, "tokens")
    found: int | None = known.get(key)
    if found is None:
        found = known[key] = next(_numbers)
    return found
