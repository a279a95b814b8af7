"""Advancing in the Advance and Assault Phase (5.35).

The active player may move units one hex whatever the terrain costs, Move or
Fire marker or not, into a hex they could enter and end a move in (not an
enemy hex, 6.8; within the stacking limits, 6.9, 19.4). There is no
opportunity fire in this phase, but the hex itself still acts: an enemy sniper
there is eliminated and a minefield attacks (core.game.obstacles). A unit that
advanced may not close assault (15.1), and one that assaulted may not advance.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.game import memo
from core.game.actions import Action, Advance
from core.game.move_group import carried_by, classes_of, group_facing, hex_holds, step_entry
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


def may_advance(game: Game, state: GameState, unit: UnitState) -> bool:
    """5.35: an active unit on the map, not pinned (14.7) or immobilized (16.6), that has not
    advanced or assaulted this phase and can move at all (a 0-MP Gun cannot, 6.32); a 1-MP
    Gun moves one hex a turn (6.32), so not again after moving."""
    if unit.where != Where.MAP or unit.side != state.active or unit.pinned or unit.immobile:
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


def may_enter(game: Game, state: GameState, group: Sequence[UnitState], there_name: str, enemy: set[str],
              friends: dict[str, list[UnitState]] | None = None) -> bool:
    """5.35: any adjacent hex the group is not prohibited from entering (terrain, a bunker as a
    building, wire for unarmoured vehicles), without enemy units (6.8), where it may stop
    (6.9, 19.4); vehicles only straight ahead or in reverse (7.2). `friends`: the side's units
    on the map by hex, when the caller has them."""
    if there_name in enemy:
        return False
    present = friends.get(there_name, []) if friends is not None else state.units_at(there_name, group[0].side)
    names = (there_name, game.name(game.hex(there_name)))  # as named, and canonical (bunkers, step_entry)
    key = (tuple((u.id, u.type, u.hex, u.facing) for u in group), there_name, tuple((u.id, u.type) for u in present),
           tuple((f["hex"], f["type"]) for f in state.fortifications if f["hex"] in names))
    known = memo.store(game, "may_enter")  # the key holds all the answer reads (core.game.memo)
    found = known.get(key)
    if found is None:
        found = known[key] = _may_enter(game, state, group, there_name, present)
    return bool(found)


def _may_enter(game: Game, state: GameState, group: Sequence[UnitState], there_name: str,
               present: list[UnitState]) -> bool:
    here = game.hex(group[0].hex or "")
    there = game.hex(there_name)
    direction = here.direction_to(there)
    if direction is None:
        return False
    kinds = {game.kind(u) for u in group}
    if kinds & VEHICLE_KINDS:
        facing = group_facing(game, group)
        if facing is None or direction not in (facing, opposite(facing)):
            return False
    if not step_entry(game, state, here, there, classes_of(game, group)).allowed:
        return False
    if "vehicle" in kinds and any(f["hex"] == there_name and f["type"] == WIRE for f in state.fortifications):
        return False  # 19.8
    moving = {u.id for u in group}
    return hex_holds(game, state, there_name, [u for u in present if u.id not in moving] + list(group))


def _groups(game: Game, units: list[UnitState]) -> list[tuple[UnitState, ...]]:
    """Each unit alone and the whole stack (a stack with vehicles only if they share a facing)."""
    groups: list[tuple[UnitState, ...]] = [(u,) for u in units]
    if len(units) > 1 and len({u.facing for u in units if game.kind(u) in VEHICLE_KINDS}) <= 1:
        groups.append(tuple(units))
    return groups


def advance_options(game: Game, state: GameState, group: Sequence[UnitState], enemy: set[str],
                    friends: dict[str, list[UnitState]] | None = None) -> list[Advance]:
    """Every Advance of one group; a Gun advancing alone may take any facing (6.32)."""
    ids = tuple(u.id for u in group)
    gun_alone = len(group) == 1 and game.kind(group[0]) == Kind.GUN
    actions: list[Advance] = []
    for there in game.battlefield.neighbors(game.hex(group[0].hex or "")):
        name = game.name(there)
        if not may_enter(game, state, group, name, enemy, friends):
            continue
        if gun_alone:
            actions.extend(Advance(ids, name, facing) for facing in range(6))
        else:
            actions.append(Advance(ids, name))
    return actions


def advance_actions(game: Game, state: GameState) -> list[Action]:
    if state.moving is not None:
        return []
    stacks: dict[str, list[UnitState]] = {}
    friends: dict[str, list[UnitState]] = {}
    for unit in state.units.values():
        if unit.side == state.active and unit.where == Where.MAP:
            friends.setdefault(unit.hex or "", []).append(unit)
            if may_advance(game, state, unit):
                stacks.setdefault(unit.hex or "", []).append(unit)
    if not stacks:
        return []
    enemy = state.occupied_hexes(state.opponent)
    actions: list[Action] = []
    for units in stacks.values():
        for group in _groups(game, units):
            actions.extend(advance_options(game, state, group, enemy, friends))
    return actions


# --- doing it -------------------------------------------------------------------------------------


def handle_advance(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, Advance)
    units = [state.units[i] for i in action.units]
    start = units[0].hex
    move_units(game, state, units, action.hex, action.facing)
    state.advanced.extend(u.id for u in units if u.id not in state.advanced)
    state.event("advance", units=list(action.units), start=start, hex=action.hex, facing=action.facing)
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
