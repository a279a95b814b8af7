"""Movement distance fields: what it costs a unit class to reach a set of goal hexes.

A field is a backward Dijkstra over the battlefield with core.movement's entry costs
(roads, bridges, hexside features, prohibited terrain), so a vehicle's field runs
round a canal to its bridge and an infantry field through the woods: the player
that follows a field never marches into a dead end for want of looking at the map.
Fields depend on the battlefield alone and are kept per Game.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from typing import TYPE_CHECKING

from core.game import memo
from core.hexes import Hex
from core.terrain import UnitClass

if TYPE_CHECKING:
    from core.game.game import Game

Field = dict[Hex, float]
UNREACHABLE = float("inf")


def goal_field(game: Game, goals: Iterable[str], classes: frozenset[UnitClass]) -> Field:
    """MP from every hex to the nearest goal for units of these classes (goals at 0)."""
    targets = tuple(sorted(set(goals)))
    key = (targets, classes)
    known = memo.store(game, "ai_goal_fields")
    found: Field | None = known.get(key)
    if found is None:
        found = known[key] = _backward(game, [game.hex(g) for g in targets], classes)
    return found


def _backward(game: Game, goals: list[Hex], classes: frozenset[UnitClass]) -> Field:
    battlefield, movement = game.battlefield, game.movement
    field: Field = {}
    queue = [(0.0, i, g) for i, g in enumerate(goals)]
    heapq.heapify(queue)
    order = len(queue)
    while queue:
        cost, _, there = heapq.heappop(queue)
        if there in field:
            continue
        field[there] = cost
        for here in battlefield.neighbors(there):
            if here in field:
                continue
            step = movement.entry(here, there, classes)
            if step.allowed and step.mp is not None:
                order += 1
                heapq.heappush(queue, (cost + max(float(step.mp), 0.5), order, here))
    return field


def reach(game: Game, start: Hex, mp: float, classes: frozenset[UnitClass], blocked: frozenset[Hex]) -> dict[Hex, tuple[float, Hex | None]]:
    """Every hex the units can enter this move from `start` with `mp` MP (forward Dijkstra),
    with the MP spent and the hex it came from; `blocked`: enemy hexes (6.8). A first step
    costing more than the MP is allowed as the minimum move (6.6)."""
    movement, battlefield = game.movement, game.battlefield
    best: dict[Hex, tuple[float, Hex | None]] = {start: (0.0, None)}
    queue = [(0.0, 0, start)]
    order = 0
    done: set[Hex] = set()
    while queue:
        spent, _, here = heapq.heappop(queue)
        if here in done:
            continue
        done.add(here)
        for there in battlefield.neighbors(here):
            if there in blocked or there in done:
                continue
            step = movement.entry(here, there, classes)
            if not step.allowed or step.mp is None:
                continue
            total = spent + float(step.mp)
            if step.whole_move:
                if spent > 0:
                    continue
                total = mp
            elif total > mp and spent > 0:
                continue
            if there not in best or total < best[there][0]:
                best[there] = (total, here)
                order += 1
                if total < mp:
                    heapq.heappush(queue, (total, order, there))
    return best


def path_to(found: dict[Hex, tuple[float, Hex | None]], end: Hex) -> list[Hex]:
    """The hexes from the start (left out) to `end` in a reach answer."""
    path: list[Hex] = []
    here: Hex | None = end
    while here is not None and found[here][1] is not None:
        path.append(here)
        here = found[here][1]
    path.reverse()
    return path
