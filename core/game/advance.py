"""Advancing in the Advance and Assault Phase (5.35).

The active player may move units one hex whatever the terrain costs, Move or
Fire marker or not, into a hex they could enter and end a move in (not an
enemy hex, 6.8; within the stacking limits, 6.9, 19.4). There is no
opportunity fire in this phase, but the hex itself still acts: an enemy sniper
there is eliminated and a minefield attacks (core.game.obstacles). A unit that
advanced may not close assault (15.1), and one that assaulted may not advance.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game import memo
from core.game.actions import Action, Advance
from core.game.hex_tables import neighbours
from core.game.move_group import (
    carried_by,
    fortifications_by_hex,
    group_facing,
    hex_holds,
    step_entry,
)
from core.game.objectives import take_objectives
from core.game.obstacles import WIRE, obstacles_on_enter
from core.game.state import GameState, Phase, UnitState, Where
from core.hexes import opposite
from core.unit_kinds import INFANTRY_KINDS, MOVEMENT_CLASS, VEHICLE_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["advance_actions", "advance_options", "handle_advance", "may_advance", "register"]


# --- who may advance, and where ---------------------------------------------------------------

_MAP = Where.MAP  # an Enum member read off its class is slow: unit scans read these


def may_advance(game: Game, state: GameState, unit: UnitState) -> bool:
    """5.35: an active unit on the map, not pinned (14.7) or immobilized (16.6), that has not
    advanced or assaulted this phase and can move at all (a 0-MP Gun cannot, 6.32); a 1-MP
    Gun moves one hex a turn (6.32), so not again after moving."""
    if unit.where != _MAP or unit.side != state.active or unit.pinned or unit.immobile:
        return False
    if unit.id in state.advanced:
        return False
    kind = game.kind(unit)
    if kind not in MOVEMENT_CLASS:
        return False
    if kind in INFANTRY_KINDS:
        return True
    if kind == Kind.GUN and unit.moved:
        return False
    return int(getattr(game.info(unit.type), "movement_points", 0) or 0) > 0


Opening = tuple[str, tuple[str, ...], bool, tuple[Advance, ...]]
"""A hex next to a group that it may enter as far as the map, its facing and the
fortifications go: (name, its fortification types, whether the group alone may stop there,
the group's Advances into it)."""


def _openings(game: Game, state: GameState, group: Sequence[UnitState], kinds: tuple[Kind, ...],
              forts: dict[str, tuple[str, ...]], forts_key: tuple[object, ...]) -> tuple[Opening, ...]:
    """5.35, 7.2, 19.5, 19.8: the hexes around the group that terrain, facing, bunkers and wire
    let it enter; remembered per Game on all they read (the units there are the caller's)."""
    vehicles = not VEHICLE_KINDS.isdisjoint(kinds)
    facing = group_facing(game, group) if vehicles else None
    key = (tuple([u.id for u in group]), group[0].hex, kinds, facing, forts_key)  # vehicles: from kinds
    known = memo.store(game, "advance_openings")
    found: tuple[Opening, ...] | None = known.get(key)
    if found is None:
        found = known[key] = tuple(_open(game, state, group, kinds, facing if vehicles else -1, forts, forts_key))
    return found


def _open(game: Game, state: GameState, group: Sequence[UnitState], kinds: tuple[Kind, ...], facing: int | None,
          forts: dict[str, tuple[str, ...]], forts_key: tuple[object, ...]) -> list[Opening]:
    """`facing`: the vehicles' (None for none: they cannot move), -1 without vehicles. The hexes
    are the same for any group of these kinds here (remembered per Game: stacks of like units)."""
    key = (group[0].hex, kinds, facing, forts_key)
    known = memo.store(game, "advance_hexes")
    hexes: tuple[tuple[str, tuple[str, ...], bool], ...] | None = known.get(key)
    if hexes is None:
        hexes = known[key] = tuple(_open_hexes(game, state, group, kinds, facing, forts))
    ids = tuple(u.id for u in group)
    gun_alone = len(group) == 1 and kinds[0] == Kind.GUN  # 6.32: it may take any facing
    return [(name, there_forts, alone, tuple(Advance(ids, name, f) for f in range(6)) if gun_alone else (Advance(ids, name),))
            for name, there_forts, alone in hexes]


def _open_hexes(game: Game, state: GameState, group: Sequence[UnitState], kinds: tuple[Kind, ...], facing: int | None,
                forts: dict[str, tuple[str, ...]]) -> Iterator[tuple[str, tuple[str, ...], bool]]:
    """The hexes of _open, with their fortification types and whether the group alone may stop there."""
    here = game.hex(group[0].hex or "")
    classes = frozenset(MOVEMENT_CLASS[k] for k in kinds)
    wheeled = Kind.VEHICLE in kinds  # 19.8: unarmoured vehicles never enter wire
    ordered = tuple(sorted(kinds))  # as hex_holds sorts them
    for direction, there, name in neighbours(game, group[0].hex or ""):
        if facing is None or (facing >= 0 and direction not in (facing, opposite(facing))):
            continue
        there_forts = forts.get(name, ())
        if not step_entry(game, state, here, there, classes, there_forts).allowed:
            continue
        if wheeled and WIRE in there_forts:
            continue
        yield name, there_forts, hex_holds(game, state, name, list(group), forts=there_forts, kinds=ordered)


def _groups(game: Game, units: list[UnitState]) -> list[tuple[UnitState, ...]]:
    """Each unit alone and the whole stack (a stack with vehicles only if they share a facing)."""
    groups: list[tuple[UnitState, ...]] = [(u,) for u in units]
    if len(units) > 1 and len({u.facing for u in units if game.kind(u) in VEHICLE_KINDS}) <= 1:
        groups.append(tuple(units))
    return groups


def advance_options(game: Game, state: GameState, group: Sequence[UnitState], enemy: set[str],
                    friends: dict[str, list[UnitState]] | None = None,
                    forts: dict[str, tuple[str, ...]] | None = None) -> list[Advance]:
    """Every Advance of one group: into a hex it may enter (see _openings) without enemy units
    (6.8), where it may stop with the friends already there (6.9, 19.4); a Gun advancing alone
    may take any facing (6.32). `friends` and `forts` (the side's units on the map and the
    fortification types, by hex): when the caller has them."""
    if forts is None:
        forts = fortifications_by_hex(state)
    return _advances(game, state, group, enemy, friends, forts, tuple(forts.items()))


def _advances(game: Game, state: GameState, group: Sequence[UnitState], enemy: set[str],
              friends: dict[str, list[UnitState]] | None, forts: dict[str, tuple[str, ...]],
              forts_key: tuple[object, ...]) -> list[Advance]:
    moving: set[str] | None = None
    actions: list[Advance] = []
    kinds = [game.kind(u) for u in group]
    for name, there_forts, alone, advances in _openings(game, state, group, tuple(kinds), forts, forts_key):
        if name in enemy:
            continue
        present = friends.get(name) if friends is not None else state.units_at(name, group[0].side)
        if present and moving is None:
            moving = {u.id for u in group}
        others = [u for u in present if u.id not in moving] if present and moving else None
        if not (hex_holds(game, state, name, others + list(group), forts=there_forts,
                          kinds=tuple(sorted([game.kind(u) for u in others] + kinds))) if others else alone):
            continue
        actions.extend(advances)
    return actions


def advance_actions(game: Game, state: GameState) -> list[Action]:
    if state.moving is not None:
        return []
    stacks: dict[str, list[UnitState]] = {}
    friends: dict[str, list[UnitState]] = {}
    for unit in state.units.values():
        if unit.side == state.active and unit.where == _MAP:
            friends.setdefault(unit.hex or "", []).append(unit)
            if may_advance(game, state, unit):
                stacks.setdefault(unit.hex or "", []).append(unit)
    if not stacks:
        return []
    enemy = state.occupied_hexes(state.opponent)
    forts = fortifications_by_hex(state)
    forts_key = tuple(forts.items())
    places = memo.token(game, forts_key)
    known = memo.store(game, "stack_advances")
    actions: list[Action] = []
    for hex_name, units in stacks.items():
        # All the stack's groups read: its units, the fortifications and who holds each hex around.
        around = tuple([(name in enemy, tuple([u.type for u in present]) if (present := friends.get(name)) else ())
                        for _, _, name in neighbours(game, hex_name)])
        key = (hex_name, tuple([(u.id, u.type, u.facing) for u in units]), places, around)
        found = known.get(key)
        if found is None:
            found = known[key] = tuple(advance for group in _groups(game, units)
                                       for advance in _advances(game, state, group, enemy, friends, forts, forts_key))
        actions += found
    return actions


# --- doing it -------------------------------------------------------------------------------------


def handle_advance(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, Advance)
    units = [state.units[i] for i in action.units]
    start = units[0].hex
    move_units(game, state, units, action.hex, action.facing)
    state.advanced.extend(u.id for u in units if u.id not in state.advanced)
    state.emit(ev.Advance(units=list(action.units), start=start, hex=action.hex, facing=action.facing))
    obstacles_on_enter(game, state, list(action.units), action.hex)
    take_objectives(state, [action.hex])


def move_units(game: Game, state: GameState, units: Sequence[UnitState], hex_name: str, facing: int | None = None) -> None:
    """Put units (and what they carry) in a hex; a Gun takes the facing given (6.32)."""
    for unit in units:
        unit.hex = hex_name
        for rider in carried_by(state, unit):
            rider.hex = hex_name
        if facing is not None and game.kind(unit) == Kind.GUN:
            unit.facing = facing


def register(rules: Rulebook) -> None:
    """Advancing one hex in the Advance Phase."""
    rules.provide(advance_actions, Phase.ADVANCE)
    rules.handle(handle_advance, Advance)
