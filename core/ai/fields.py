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
KEPT = 64
"""Fields kept per Game before the store starts afresh."""


def goal_field(game: Game, goals: Iterable[str], classes: frozenset[UnitClass]) -> Field:
    """MP from every hex to the nearest goal for units of these classes (goals at 0)."""
    targets = tuple(sorted(set(goals)))
    key = (targets, classes)
    known = memo.store(game, "ai_goal_fields")
    found: Field | None = known.get(key)
    if found is None:
        if len(known) >= KEPT:
            known.clear()  # a whole-map table each: elimination goals (the enemy's hexes) change all game
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
