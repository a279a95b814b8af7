"""Loading and unloading transports in the Movement Phase (8.1-8.4).

Infantry and guns board a transport in their own hex: infantry ride as
passengers, a gun is towed; both become `where` = carried with `carrier` set
and travel with it, and only the transport counts for stacking (8.4). Each
unit, transport or passenger, makes one load or unload per turn
(`transport_action_turn`). A passenger may not have moved before loading, and
an unloaded unit gets its Move marker at once. A transport may load or unload
before its move or at its end (the move then ends), not both.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game.actions import Action, Load, Unload
from core.game.move_group import carried_by, end_move, group_units, hex_holds, others_in_hex, settle
from core.game.objectives import take_objectives
from core.game.state import GameState, Phase, UnitState, Where
from core.unit_kinds import INFANTRY_KINDS, VEHICLE_KINDS
from core.unit_model import Kind
from core.units import TransportClass

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

CAPACITY_USED = {"squad": 2, "half_squad": 1}
"""Room a passenger takes, counted in half squads (8.21: a squad or two half squads per T number)."""

_MAP = Where.MAP  # an Enum member read off its class is slow: unit scans read these
_BOARDING_KINDS = INFANTRY_KINDS | {Kind.GUN}  # 8.3: who may board


class TransportError(ValueError):
    """A load or unload the position does not allow."""


def transport_class(game: Game, unit: UnitState) -> TransportClass | None:
    if game.kind(unit) not in VEHICLE_KINDS:
        return None
    return getattr(game.info(unit.type), "transport", None)


def ready(game: Game, state: GameState, transport: UnitState) -> bool:
    """A transport of the active side that has not loaded or unloaded this turn and is not pinned."""
    return (transport.side == state.active and transport.transport_action_turn != state.turn
            and not transport.pinned and transport_class(game, transport) is not None)


def may_carry(game: Game, state: GameState, transport: UnitState, riders: Sequence[UnitState]) -> bool:
    """8.21: per T number one squad (two half squads), one leader and one support weapon (TH:
    a half squad, a leader, a weapon); one towed gun, on a transport that tows (a TH not a large one)."""
    capacity = transport_class(game, transport)
    if capacity is None:
        return False
    everyone = carried_by(state, transport) + list(riders)
    infantry = [u for u in everyone if game.kind(u) in INFANTRY_KINDS]
    halves = sum(CAPACITY_USED.get(game.kind(u), 0) for u in infantry)
    leaders = sum(1 for u in infantry if game.kind(u) == Kind.LEADER)
    weapons = sum(len(u.weapons) for u in infantry)
    if halves > capacity.half_squads or leaders > capacity.leaders or weapons > capacity.support_weapons:
        return False
    guns = [u for u in everyone if game.kind(u) == Kind.GUN]
    if not guns:
        return True
    large = getattr(game.info(guns[0].type), "large", False)
    return len(guns) == 1 and bool(getattr(game.info(transport.type), "can_tow", False)) and (capacity.tows_large_guns or not large)


def may_board(game: Game, state: GameState, unit: UnitState) -> bool:
    """8.3: infantry or a gun on the map that has not moved, fired or loaded/unloaded this turn."""
    return (unit.where == _MAP and unit.side == state.active and game.kind(unit) in _BOARDING_KINDS
            and not unit.moved and not unit.fired and not unit.pinned and unit.transport_action_turn != state.turn)


def load_choices(game: Game, state: GameState, transport: UnitState, hex_name: str, present: Sequence[UnitState],
                 excluded: frozenset[str] = frozenset()) -> Iterator[tuple[UnitState, ...]]:
    """Every set of units in the hex the transport may take on, leaving a hex that holds the rest (8.4)."""
    boarders = [u for u in present if u.id not in excluded and may_board(game, state, u)]
    infantry = [u for u in boarders if game.kind(u) in INFANTRY_KINDS]
    guns = [u for u in boarders if game.kind(u) == Kind.GUN]
    for mask in range(1 << len(infantry)):
        chosen = tuple(u for i, u in enumerate(infantry) if mask >> i & 1)
        for gun in (None, *guns):
            riders = chosen + ((gun,) if gun is not None else ())
            if not riders or not may_carry(game, state, transport, riders):
                continue
            rest = [u for u in present if u not in riders]
            if hex_holds(game, state, hex_name, rest):
                yield riders


def unload_choices(game: Game, state: GameState, transport: UnitState) -> Iterator[tuple[UnitState, ...]]:
    """Every set of passengers that may get off here and leave a hex that holds everyone (8.3, 6.9)."""
    hex_name = transport.hex or ""
    riders = [u for u in carried_by(state, transport) if u.transport_action_turn != state.turn and not u.pinned]
    present = state.units_at(hex_name, transport.side)
    large_barred = game.terrain.get(game.battlefield.terrain(game.hex(hex_name))).large_gun_prohibited
    for mask in range(1, 1 << len(riders)):
        chosen = tuple(u for i, u in enumerate(riders) if mask >> i & 1)
        if large_barred and any(getattr(game.info(u.type), "large", False) for u in chosen):
            continue  # 10.5: a large gun may not occupy a building hex
        if hex_holds(game, state, hex_name, present + list(chosen)):
            yield chosen


def may_load_here(game: Game, state: GameState, group: Sequence[UnitState], hex_name: str) -> bool:
    """8.4: a transport in the group may enter a hex it cannot end in if it could load there and fit."""
    present = others_in_hex(state, hex_name, group[0].side, (u.id for u in group)) + list(group)
    excluded = frozenset(u.id for u in group)
    for transport in group:
        if ready(game, state, transport) and next(load_choices(game, state, transport, hex_name, present, excluded), None):
            return True
    return False


def transport_actions(game: Game, state: GameState) -> list[Action]:
    """Load and Unload for idle transports, or for a transport of the moving group where it is now."""
    moving_ids = frozenset(state.moving.units) if state.moving else frozenset()
    transports = group_units(state) if state.moving else list(state.units.values())
    actions: list[Action] = []
    on_map = Where.MAP
    for transport in transports:
        if transport.where != on_map or not ready(game, state, transport):
            continue
        hex_name = transport.hex or ""
        present = state.units_at(hex_name, transport.side)
        for riders in load_choices(game, state, transport, hex_name, present, moving_ids):
            actions.append(Load(tuple(u.id for u in riders), transport.id))
        for riders in unload_choices(game, state, transport):
            actions.append(Unload(tuple(u.id for u in riders)))
    return actions


def load(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, Load)
    transport = state.units[action.transport]
    for unit_id in action.units:
        unit = state.units[unit_id]
        if unit.hex != transport.hex:
            raise TransportError(f"{unit_id} is not in the hex of {transport.id} (8.3)")
        unit.where, unit.carrier, unit.transport_action_turn = Where.CARRIED, transport.id, state.turn
    transport.transport_action_turn = state.turn
    state.emit(ev.Load(units=list(action.units), transport=transport.id, hex=transport.hex))
    _after_transport_action(game, state, transport)


def unload(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, Unload)
    riders = [state.units[i] for i in action.units]
    carriers = {u.carrier for u in riders}
    if len(carriers) != 1 or None in carriers:
        raise TransportError("an unload takes passengers off one transport (8.3)")
    transport = state.units[riders[0].carrier or ""]
    for unit in riders:
        unit.where, unit.carrier, unit.hex = Where.MAP, None, transport.hex
        unit.moved, unit.transport_action_turn = True, state.turn
        if game.kind(unit) == Kind.GUN:
            unit.facing = transport.facing
    transport.transport_action_turn = state.turn
    if transport.hex is not None:
        take_objectives(state, [transport.hex])
    state.emit(ev.Unload(units=list(action.units), transport=transport.id, hex=transport.hex))
    _after_transport_action(game, state, transport)


def _after_transport_action(game: Game, state: GameState, transport: UnitState) -> None:
    """8.3: a transport that moved before loading or unloading may not move after it."""
    moving = state.moving
    if moving is None or transport.id not in moving.units:
        return
    if moving.spent > 0 or len(moving.path) > 1:
        end_move(game, state)
    else:
        settle(game, state)


def register(rules: Rulebook) -> None:
    """Loading and unloading in the Movement Phase."""
    rules.provide(transport_actions, Phase.MOVEMENT)
    rules.handle(load, Load)
    rules.handle(unload, Unload)
