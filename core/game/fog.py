"""Fog of war (seed 004, "Fog of War"): what each side sees of the enemy and may target.

With the scenario's `fog_of_war` on, a side sees an enemy unit only while that
unit stands in a hex one of the side's own units in play has a line of sight
to; everything else of the enemy is hidden. Attacks may only be aimed at what
is seen, except that fire support may land on hidden units (it drifts) and an
air strike may be aimed at any hex. Seeing is worked out afresh from where the
units stand, so units become seen or hidden as they move, are carried or are
eliminated, and smoke counts through `game.sight(state)`.

Providers ask `may_target` before listing a target; `view_for` is what one
side may know of the state (the test-run window, a fair computer player).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from core.game.cache import new_store
from core.game.state import GameState, UnitState
from core.sides import Side, other_side

if TYPE_CHECKING:
    from core.game.game import Game

PUBLIC_SIDE_FIELDS = ("start_points", "exited", "sniper_hex")
"""What a side may know of a fogged enemy's SideState: not its losses, stocks or missions."""

_CACHE_SIZE = 256
_Key = tuple[str, tuple[str | None, ...], tuple[tuple[tuple[str, int], ...], int | None]]
_caches: weakref.WeakKeyDictionary[Any, dict[_Key, frozenset[str]]] = weakref.WeakKeyDictionary()


def fog_on(game: Game) -> bool:
    return bool(game.scenario.fog_of_war)


def _hexes(units: Iterable[UnitState]) -> tuple[str, ...]:
    return tuple(sorted({u.hex for u in units if u.in_play and u.hex}))


def seen_enemy_hexes(game: Game, state: GameState, side: Side) -> frozenset[str]:
    """The enemy-held hexes some unit of `side` in play has a line of sight to, fog or not.

    Cached per game on where every unit stands (units keep their scenario order and
    side) and on the smoke and the turn's visibility (game.sight_key), which is all the answer depends on; providers ask once per
    target, so the key is one pass over the units."""
    key: _Key = (side, tuple(u.hex if u.in_play else None for u in state.units.values()),
                 game.sight_key(state))
    cache = _caches.get(game)
    if cache is None:
        cache = _caches[game] = new_store("seen_enemy_hexes")  # declared in core.game.cache_reads
    found = cache.get(key)
    if found is None:
        if len(cache) >= _CACHE_SIZE:
            cache.clear()
        own = _hexes(u for u in state.units.values() if u.side == side)
        enemy = _hexes(u for u in state.units.values() if u.side != side)
        found = cache[key] = _look(game, state, own, enemy)
    return found


def _look(game: Game, state: GameState, own: tuple[str, ...], enemy: tuple[str, ...]) -> frozenset[str]:
    sight = game.sight(state)
    eyes = [game.hex(h) for h in own]
    seen = set()
    for name in enemy:
        target = game.hex(name)
        if any(sight.can_see(eye, target) for eye in eyes):
            seen.add(name)
    return frozenset(seen)


def visible_enemy_hexes(game: Game, state: GameState, side: Side) -> set[str]:
    """The hexes holding enemy units `side` sees: all of them without fog of war."""
    if not fog_on(game):
        return set(_hexes(u for u in state.units.values() if u.side != side))
    return set(seen_enemy_hexes(game, state, side))


def is_spotted(game: Game, state: GameState, unit: UnitState) -> bool:
    """Whether the unit's enemy sees it: always without fog of war while it is in play."""
    if not unit.in_play or not unit.hex:
        return False
    return not fog_on(game) or unit.hex in seen_enemy_hexes(game, state, unit.side.other)


def may_target(game: Game, state: GameState, side: Side, hex_name: str) -> bool:
    """004: a side attacks only what it sees; a hex holding no enemy unit hides nothing."""
    if not fog_on(game):
        return True
    if hex_name in seen_enemy_hexes(game, state, side):
        return True
    return not any(u.hex == hex_name and u.in_play and u.side != side for u in state.units.values())


def hidden_units(game: Game, state: GameState, side: Side) -> set[str]:
    """Ids of the enemy units `side` does not see now (those out of play included)."""
    if not fog_on(game):
        return set()
    seen = seen_enemy_hexes(game, state, side)
    return {u.id for u in state.units.values() if u.side != side and not (u.in_play and u.hex in seen)}


def view_for(game: Game, state: GameState, side: Side) -> dict[str, Any]:
    """The state as `side` may know it: its own units fully, the enemy units it sees, no
    hidden ones, and nothing that mentions them; never the dice (they would tell the future).
    Without fog of war only the dice are left out, and the enemy's hidden minefields: they
    are secret whatever the fog setting until a unit entering one reveals it (19.71)."""
    data = state.to_dict()
    data.pop("dice", None)
    data["viewer"] = side
    data["fog_of_war"] = fog_on(game)
    enemy = other_side(side)
    data["fortifications"] = [f for f in data["fortifications"] if not (f.get("hidden") and f.get("side") == enemy)]
    hidden = hidden_units(game, state, side)
    if not hidden and not fog_on(game):
        return data
    data["units"] = [u for u in data["units"] if u["id"] not in hidden]
    data["sides"][enemy] = {k: v for k, v in data["sides"][enemy].items() if k in PUBLIC_SIDE_FIELDS}
    if data["moving"] and hidden & set(data["moving"]["units"]):
        data["moving"] = None
    data["advanced"] = [u for u in data["advanced"] if u not in hidden]
    data["log"] = [entry for entry in data["log"] if not _mentions(entry, hidden)]
    data["events"] = [entry for entry in data["events"] if not _mentions(entry, hidden)]
    if data.get("question") is not None and (data["question"].get("side") != side or _mentions(data["question"], hidden)):
        data["question"] = None  # another side's question, or one naming units this side does not see
    return data


def _mentions(value: Any, ids: set[str]) -> bool:
    """Whether a log entry or event names any of `ids` anywhere in it."""
    if isinstance(value, str):
        return value in ids
    if isinstance(value, dict):
        return any(_mentions(v, ids) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_mentions(v, ids) for v in value)
    return False
