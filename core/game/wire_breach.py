"""Breaching barbed wire (19.8): in the Fire Phase, instead of an attack, a unit places a
satchel charge in an adjacent barbed wire hex and the wire is gone.

The rulebook gives no other way to clear wire (AFVs merely ignore it, 19.8), so this is the
one action. Wire is read from `state.fortifications` wherever movement and fire ask, so
the hex is open to the next mover at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game.actions import Action, BreachWire
from core.game.fire_power import held_counters
from core.game.hex_tables import neighbours
from core.game.obstacles import WIRE
from core.game.state import GameState, Phase, UnitState, Where
from core.unit_kinds import INFANTRY_KINDS
from core.units import WeaponCategory

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook


def _may_place(game: Game, state: GameState, unit: UnitState) -> bool:
    """Ready infantry of the active player on the map (13.1, 14.7): satchel charges are used
    by infantry units (12.53)."""
    return (unit.side == state.active and unit.where == Where.MAP and not unit.fired and not unit.pinned
            and unit.hex is not None and game.kind(unit) in INFANTRY_KINDS)


def breach_actions(game: Game, state: GameState) -> list[Action]:
    """Every ready infantry unit next to barbed wire, while the side holds a satchel charge."""
    if state.moving is not None or not state.fortifications or game.edition < 2:
        return []  # edition 1 had no breach: listing one would keep a Fire Phase an old log skipped
    wire = {f["hex"] for f in state.fortifications if f["type"] == WIRE}
    if not wire or not held_counters(game, state, state.active, WeaponCategory.SATCHEL_CHARGE):
        return []
    actions: list[Action] = []
    for unit in state.units.values():
        if unit.hex is not None and _may_place(game, state, unit):
            actions += [BreachWire(unit.id, name) for _, _, name in neighbours(game, unit.hex) if name in wire]
    return actions


def handle_breach(game: Game, state: GameState, action: Action) -> None:
    """The wire comes off the map, one satchel charge is spent (12.5), the unit is marked fired."""
    assert isinstance(action, BreachWire)
    unit = state.units[action.unit]
    charge = held_counters(game, state, unit.side, WeaponCategory.SATCHEL_CHARGE)[0]
    stock = state.sides[unit.side].expendables
    stock[charge] -= 1
    unit.fired = True
    state.fortifications = [f for f in state.fortifications if not (f["hex"] == action.hex and f["type"] == WIRE)]
    state.emit(ev.WireBreached(unit=unit.id, hex=action.hex, weapon=charge))


def register(rules: Rulebook) -> None:
    """The breach of 19.8, in the active player's Fire Phase."""
    rules.provide(breach_actions, Phase.FIRE)
    rules.handle(handle_breach, BreachWire)
