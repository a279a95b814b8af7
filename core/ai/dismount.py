"""Passengers get out before danger, all of them (8.3).

A halftrack that drives into a PaK's sight or ends where the enemy's fire reaches takes its
squad and its leader with it when it burns. So a loaded transport unloads every passenger
(the largest Unload offered, never the first listed, which may leave the leader aboard)
before it enters a hex a known AT weapon reaches, before it ends its move within reach of
enemy fire, where it already stands under fire, or, as before, within a few hexes of a known
enemy. Unloading during a move ends it (8.3): the transport stops at the edge of the danger.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.ai.dangers import SAFE
from core.ai.situation import Choice, Situation
from core.game.actions import Action, Unload
from core.game.reasons import Reason
from core.game.state import UnitState, Where

UNLOAD_RANGE = 4
"""Hexes from the nearest known enemy within which passengers get out wherever they are."""
REACHED = 0.05
"""Mean CP of enemy fire on a hex above which it counts as within reach of the enemy's fire."""


def _carrier(sit: Situation, action: Unload) -> UnitState | None:
    rider = sit.view.units.get(action.units[0])
    if rider is None or rider.where != Where.CARRIED or rider.carrier is None:
        return None
    return sit.view.units.get(rider.carrier)


def all_out(sit: Situation, actions: Sequence[Action]) -> dict[str, Unload]:
    """Per transport, the Unload that takes the most passengers off it."""
    found: dict[str, Unload] = {}
    for action in actions:
        if not isinstance(action, Unload):
            continue
        transport = _carrier(sit, action)
        if transport is not None and len(action.units) > len(found.get(transport.id, Unload(())).units):
            found[transport.id] = action
    return found


def in_danger(sit: Situation, transport: UnitState, hex_name: str, facing: int | None, ending: bool) -> bool:
    """Whether the transport in the hex would be where a known AT weapon reaches it, or (ending
    its move there) where the enemy's fire reaches."""
    if sit.at_threats.kill(transport, hex_name, facing) >= SAFE:
        return True
    return ending and sit.threats.at(hex_name) > REACHED


def _near(sit: Situation, hex_name: str) -> int:
    here = sit.game.hex(hex_name)
    return min((here.distance(sit.game.hex(h)) for h in sit.enemy_hexes), default=99)


def _unload_near(sit: Situation, actions: Sequence[Action]) -> Choice | None:
    """The easy level's way, from before the skills: the first Unload listed, within a few
    hexes of a known enemy."""
    for action in actions:
        if not isinstance(action, Unload):
            continue
        unit = sit.view.units.get(action.units[0])
        if unit is None or unit.hex is None:
            continue
        near = _near(sit, unit.hex)
        if near <= UNLOAD_RANGE:
            return action, Reason("unload {units} in {hex}: the enemy is {near} hexes away", units={"units": action.units},
                                  hexes={"hex": unit.hex}, numbers={"near": near})
    return None


def dismount_here(sit: Situation, actions: Sequence[Action], first_step: dict[str, tuple[str, int | None]]) -> Choice | None:
    """Before a move starts: unload every passenger of a transport that stands near the enemy
    or under fire, whose planned route enters danger at its first step, or that has no move
    worth making off a goal (the rest of the way is for the passengers on foot). `first_step`:
    per transport id, the first hex of its planned route and the facing it enters with."""
    if not sit.skilled:
        return _unload_near(sit, actions)
    for transport_id, action in all_out(sit, actions).items():
        transport = sit.view.units[transport_id]
        here = transport.hex or ""
        near = _near(sit, here)
        if near <= UNLOAD_RANGE:
            return action, Reason("unload {units} in {hex}: the enemy is {near} hexes away", units={"units": action.units},
                                  hexes={"hex": here}, numbers={"near": near})
        if in_danger(sit, transport, here, transport.facing, True):
            return action, Reason("unload {units} in {hex}: {transport} stands under enemy fire", units={"units": action.units,
                                  "transport": transport.id}, hexes={"hex": here})
        step = first_step.get(transport_id)
        if step is None and here not in sit.goals:
            return action, Reason("unload {units} in {hex}: {transport} can go no further in safety", units={"units": action.units,
                                  "transport": transport.id}, hexes={"hex": here})
        if step is not None and in_danger(sit, transport, step[0], step[1], False):
            return action, Reason("unload {units} in {hex}: {next} is in a known AT weapon's sight", units={"units": action.units},
                                  hexes={"hex": here, "next": step[0]})
    return None


def dismount_on_the_way(sit: Situation, actions: Sequence[Action], group: list[UnitState], path: Sequence[str],
                        facings: Sequence[int]) -> Choice | None:
    """During a move: unload every passenger before the next step enters danger (`path`: the
    hexes still to enter, the last one where the move ends)."""
    if not path or not sit.skilled:
        return None
    unloads = all_out(sit, actions)
    for transport in group:
        action = unloads.get(transport.id)
        if action is None:
            continue
        if in_danger(sit, transport, path[0], facings[0] if facings else transport.facing, len(path) == 1):
            return action, Reason("unload {units} in {hex} before {next}: enemy fire reaches it", units={"units": action.units},
                                  hexes={"hex": transport.hex or "", "next": path[0]})
    return None
