"""The Movement Phase (5.33): moving units and stacks hex by hex (6.x, 7.x, 10.x).

A move is a sequence of actions, so that opportunity fire can interrupt it:
StartMove picks the unit or stack (6.1), optionally as an assault move (6.4)
and after placing infantry smoke (11.2); each MoveStep enters one hex and then
runs every enter hook (obstacles, opportunity fire, fire lanes, snipers), which
may pin or eliminate movers; EndMove (or ExitMap, 6.10) concludes it. A vehicle
or gun may instead turn in place as its whole move (7.3). Loading and unloading
are in transport.py, reinforcements entering the map in reinforcements.py,
where each step may go in move_steps.py.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game import memo
from core.game.actions import (
    Action,
    ChangeFacing,
    EndMove,
    ExitMap,
    MoveStep,
    StartMove,
)
from core.game.hex_tables import neighbours
from core.game.move_group import (
    IllegalMoveError,
    candidate_groups,
    carried_by,
    eliminate,
    end_move,
    finish_unit,
    group_allowance,
    group_units,
    hex_holds,
    may_move,
    others_in_hex,
    settle,
    start_options,
)
from core.game.move_steps import StepOption, next_steps, step_options
from core.game.question_kinds import asks_casualties, resume_later
from core.game.reinforcements import bring_on
from core.game.state import GameState, Moving, Phase, UnitState, Where
from core.movement import change_of_facing
from core.unit_kinds import FACED_KINDS, INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

INFANTRY_SMOKE_LEVEL = 1
"""11.2: infantry place a Smoke 1 marker, for one smoke factor."""


# --- what may be done ----------------------------------------------------------------------

_MAP, _WAITING = Where.MAP, Where.WAITING  # an Enum member read off its class is slow: unit scans read these


def movement_actions(game: Game, state: GameState) -> list[Action]:
    if state.moving is None:
        movers = _movers(game, state)
        return _start_actions(game, state, movers) + _facing_actions(game, movers)
    return continue_actions(game, state)


def _movers(game: Game, state: GameState) -> list[UnitState]:
    active = state.active  # may_move asks it too: the other side's units are passed over without a call
    return [u for u in state.units.values() if u.side == active and may_move(game, state, u)]


def start_actions(game: Game, state: GameState) -> list[Action]:
    """StartMove for every unit and stack on the map that may move (5.33, 6.1)."""
    return _start_actions(game, state, _movers(game, state))


def _start_actions(game: Game, state: GameState, movers: list[UnitState]) -> list[Action]:
    stacks: dict[str, list[UnitState]] = {}
    for unit in movers:
        stacks.setdefault(unit.hex or "", []).append(unit)
    known = memo.store(game, "start_actions")
    actions: list[Action] = []
    for hex_name, units in stacks.items():
        smoke = smoke_choices(game, state, hex_name)
        key = (tuple((u.id, u.type, u.facing, tuple(u.weapons)) for u in units), smoke)  # all _starts reads
        found = known.get(key)
        if found is None:
            found = known[key] = _starts(game, units, smoke)
        actions.extend(found)
    return actions


def _starts(game: Game, units: list[UnitState], smoke: tuple[str | None, ...]) -> tuple[StartMove, ...]:
    """The StartMoves of the units that may move from one hex (remembered per Game by start_actions)."""
    actions: list[StartMove] = []
    for group in candidate_groups(game, units):
        has_infantry = any(game.kind(u) in INFANTRY_KINDS for u in group)
        actions.extend(start_options(game, group, smoke if has_infantry else (None,)))
    return tuple(actions)


def smoke_choices(game: Game, state: GameState, hex_name: str) -> tuple[str | None, ...]:
    """11.1-11.2: no smoke, or Smoke 1 in the unit's own or an adjacent hex without smoke."""
    if state.sides[state.active].smoke_factors < INFANTRY_SMOKE_LEVEL:
        return (None,)
    names = [game.name(game.hex(hex_name))] + [name for _, _, name in neighbours(game, hex_name)]
    return (None, *(name for name in names if name not in state.smoke))


def facing_actions(game: Game, state: GameState) -> list[Action]:
    """7.3: a vehicle or gun that may move may instead turn in place to any other facing."""
    return _facing_actions(game, _movers(game, state))


def _facing_actions(game: Game, movers: list[UnitState]) -> list[Action]:
    actions: list[Action] = []
    for unit in movers:
        if unit.facing is not None and game.kind(unit) in FACED_KINDS:
            actions.extend(_turns(game, unit.id, unit.facing))
    return actions


def _turns(game: Game, unit_id: str, facing: int) -> tuple[ChangeFacing, ...]:
    known = memo.store(game, "facing_actions")
    found: tuple[ChangeFacing, ...] | None = known.get((unit_id, facing))
    if found is None:
        found = known[(unit_id, facing)] = tuple(ChangeFacing(unit_id, f) for f in change_of_facing(facing))
    return found


def continue_actions(game: Game, state: GameState) -> list[Action]:
    """While a group moves: its next steps, and ending (where it may stop) or exiting the map."""
    group = group_units(state)
    if not group:
        return []
    options, stop_here = next_steps(game, state)
    known = memo.store(game, "move_step_actions")  # actions are frozen: one per hex and facing serves every listing
    actions: list[Action] = []
    for option in options:
        key = (option.hex, option.facing)
        found = known.get(key)
        if found is None:
            found = known[key] = MoveStep(option.hex, option.facing)
        actions.append(found)
    if stop_here:
        actions.append(EndMove())
    if may_exit(game, state, group):
        actions.append(ExitMap())
    return actions


def exit_hexes(game: Game) -> frozenset[str]:
    return frozenset(game.scenario.victory.exit_hexes)


def may_exit(game: Game, state: GameState, group: list[UnitState]) -> bool:
    """6.10, seed 004: the attacker leaves the map from one of the scenario's exit hexes (map edge hexes)."""
    unit = group[0]
    return unit.where == _MAP and unit.side == game.scenario.attacker and unit.hex in exit_hexes(game)


# --- handlers ---------------------------------------------------------------------------------


def start_move(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, StartMove)
    units = [state.units[i] for i in action.units]
    if action.smoke is not None:
        place_smoke(state, action.smoke)
    allowance = group_allowance(game, units, action.assault)
    start = units[0].hex if units[0].where == _MAP else None
    state.moving = Moving(units=list(action.units), mp_left=allowance, start_hex=start or "",
                          path=[start] if start else [], assault=action.assault)
    for unit in units:
        unit.assault_move = action.assault
    state.emit(ev.MoveStart(units=list(action.units), hex=start, mp=allowance, assault=action.assault))
    _settle(game, state)


def _settle(game: Game, state: GameState) -> None:
    """settle: its listing, when the group goes on, is the one Game.step hands the player."""
    settle(game, state)


def place_smoke(state: GameState, hex_name: str) -> None:
    """11.2: before moving, infantry put Smoke 1 in their own or an adjacent hex for one factor."""
    state.smoke[hex_name] = INFANTRY_SMOKE_LEVEL
    state.sides[state.active].smoke_factors -= INFANTRY_SMOKE_LEVEL
    state.emit(ev.Smoke(hex=hex_name, level=INFANTRY_SMOKE_LEVEL, by="infantry"))


def move_step(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, MoveStep)
    option = next((o for o in step_options(game, state, action.hex) if (o.hex, o.facing) == (action.hex, action.facing)), None)
    if option is None:
        raise IllegalMoveError(f"the moving group cannot step into {action.hex} facing {action.facing}")
    enter(game, state, option)


def enter(game: Game, state: GameState, option: StepOption) -> None:
    """Move the whole group (and what it carries) one hex, pay for it, then let the enter hooks act."""
    moving = state.moving
    assert moving is not None
    group = group_units(state)
    for unit in group:
        if unit.where == _WAITING:
            bring_on(state, unit, option.hex)
        unit.hex = option.hex
        for rider in carried_by(state, unit):
            rider.hex = option.hex
        if option.facing is not None and game.kind(unit) in FACED_KINDS:
            unit.facing = option.facing
    moving.spent += option.cost
    moving.mp_left = max(moving.mp_left - option.cost, 0)
    moving.full_move = False
    moving.halted = moving.halted or option.whole_move  # 10.8: the climb is the whole move
    moving.path.append(option.hex)
    ids = [u.id for u in group]
    state.emit(ev.MoveStep(units=ids, hex=option.hex, facing=option.facing, cost=option.cost, mp_left=moving.mp_left))
    enter_hooks(game, state, moving, ids, option.hex, 0)


def enter_hooks(game: Game, state: GameState, moving: Moving, ids: list[str], hex_name: str, start: int) -> None:
    """The enter hooks from the `start`th on, then the move goes on; an open question stops it:
    the fire question's answer goes on with it (core.game.fire_by_hand), a casualty question's
    runs the hooks left and goes on (core.game.casualty_resume)."""
    hooks = game.rules.enter_hooks
    for index in range(start, len(hooks)):
        hooks[index](game, state, ids, hex_name)
        if state.is_over or state.question is not None:
            if state.casualties_by_hand and asks_casualties(state):
                resume_later(state, {"step": "enter", "hex": hex_name, "movers": list(ids), "next": index + 1,
                                     "moving": None if state.moving is moving else asdict(moving)})
            break
    if state.question is None:
        after_enter(game, state, moving, hex_name)


def after_enter(game: Game, state: GameState, moving: Moving, hex_name: str) -> None:
    """14.7: pinned or immobilized movers stop here; 13.8: one that the hex cannot hold is lost;
    6.31: the rest go on with the MP of who is left (no leader, no leader bonus)."""
    if state.moving is None:  # a hook ended the move: the group stops here
        state.moving, moving.halted = moving, True
    group = [state.units[i] for i in moving.units]
    stopped = [u for u in group if u.where != _MAP or u.pinned or u.immobile]
    if stopped:
        moving.units = [u.id for u in group if u not in stopped]
        stop_here(game, state, [u for u in stopped if u.where == _MAP], hex_name, moving)
    remaining = group_units(state)
    if not remaining:
        state.moving = None
        return
    allowance = group_allowance(game, remaining, moving.assault)
    moving.mp_left = 0 if moving.halted else max(allowance - moving.spent, 0)
    _settle(game, state)


def stop_here(game: Game, state: GameState, stopped: list[UnitState], hex_name: str, moving: Moving) -> None:
    if not stopped:
        return
    kept = others_in_hex(state, hex_name, stopped[0].side, moving.units + [u.id for u in stopped])
    for unit in stopped:
        if hex_holds(game, state, hex_name, kept + [unit], strict=False):
            kept.append(unit)
            finish_unit(state, unit)
            state.emit(ev.MoveStopped(unit=unit.id, hex=hex_name))
        else:
            eliminate(game, state, unit, "stopped in a friendly hex already full (13.8)")


def end_move_action(game: Game, state: GameState, action: Action) -> None:
    end_move(game, state)


def change_facing(game: Game, state: GameState, action: Action) -> None:
    """7.3: turning in place is the unit's move: it gets a Move marker."""
    assert isinstance(action, ChangeFacing)
    unit = state.units[action.unit]
    unit.facing = action.facing
    unit.moved = True
    state.emit(ev.ChangeFacing(unit=unit.id, facing=action.facing))


def exit_map(game: Game, state: GameState, action: Action) -> None:
    """6.10: the group leaves the map, out of play for good; each unit (riders too) counts as exited."""
    group = group_units(state)
    hex_name = group[0].hex if group else None
    for unit in group:
        for member in [unit, *carried_by(state, unit)]:
            member.where, member.hex, member.carrier = Where.EXITED, None, None
            state.sides[member.side].exited.append(member.id)
    state.moving = None
    state.emit(ev.Exit(units=[u.id for u in group], hex=hex_name))


def register(rules: Rulebook) -> None:
    """Moving units and stacks, turning in place and leaving the map."""
    rules.provide(movement_actions, Phase.MOVEMENT)
    rules.handle(start_move, StartMove)
    rules.handle(move_step, MoveStep)
    rules.handle(end_move_action, EndMove)
    rules.handle(change_facing, ChangeFacing)
    rules.handle(exit_map, ExitMap)
