"""Reinforcements entering the map in the Movement Phase (6.10).

A scenario's reinforcement group waits off the map (`where` = waiting) until its
turn; from then on, in any of its side's Movement Phases, its units may enter
from their map edge. Entering is an ordinary move whose first step is onto a
hex of that edge: the edge hex counts as the first hex of movement and costs
what its terrain costs. A vehicle arrives pointing into the map, the way it
came, and may make the usual turn on entering (6.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from core.boards.battlefield import Battlefield
from core.game import event_types as ev
from core.game.actions import Action
from core.game.move_group import candidate_groups, carried_by, start_options
from core.game.state import GameState, Phase, UnitState, Where
from core.hexes import Hex, opposite
from core.movement.costs import BRIDGE_SECTION, ROAD_COST, ROAD_SECTION, CostPart, Entry
from core.terrain import UnitClass

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

OFF_MAP_DIRECTIONS = {"north": (5, 0, 1), "east": (1, 2), "south": (2, 3, 4), "west": (4, 5)}
"""Directions from an edge hex towards the off-map side of each edge (0 N, 1 NE ... 5 NW)."""

_WAITING = Where.WAITING  # an Enum member read off its class is slow: unit scans read these


@dataclass(frozen=True)
class EntryPoint:
    """A hex of the entry edge and the facings a unit arrives in from off the map."""

    hex: Hex
    arrivals: tuple[int, ...]


def waiting_to_enter(state: GameState, unit: UnitState) -> bool:
    """6.10: a reinforcement (not a passenger) whose turn has come and that has not yet tried to move."""
    return (unit.where == _WAITING and unit.carrier is None and unit.side == state.active
            and unit.entry_edge is not None and unit.entry_turn <= state.turn and not unit.moved)


def reinforcement_starts(game: Game, state: GameState) -> list[Action]:
    """StartMove for each waiting group (by arrival turn and edge), its units alone and together."""
    if state.moving is not None:
        return []
    pools: dict[tuple[int, str], list[UnitState]] = {}
    for unit in state.units.values():
        if waiting_to_enter(state, unit):
            pools.setdefault((unit.entry_turn, unit.entry_edge or ""), []).append(unit)
    actions: list[Action] = []
    for units in pools.values():
        for group in candidate_groups(game, units, same_facing=False):
            actions.extend(start_options(game, group))
    return actions


@lru_cache(maxsize=64)
def entry_points(battlefield: Battlefield, edge: str) -> tuple[EntryPoint, ...]:
    points = []
    for h in battlefield.edge_hexes(edge):
        arrivals = tuple(opposite(d) for d in OFF_MAP_DIRECTIONS[edge] if h.neighbor(d) not in battlefield)
        if arrivals:
            points.append(EntryPoint(h, arrivals))
    return tuple(points)


def edge_entry(game: Game, h: Hex, classes: frozenset[UnitClass]) -> Entry:
    """6.10: what entering an edge hex from off the map costs: its terrain, or the road's
    1 MP where a road runs through it (taken to come on from off the map); no hexside
    feature or climb lies off the map."""
    battlefield = game.battlefield
    if h in battlefield.bridges:
        return Entry((CostPart("bridge", ROAD_COST, BRIDGE_SECTION),))
    terrain = game.terrain.get(battlefield.terrain(h))
    if battlefield.has_road(h) and not terrain.water:
        return Entry((CostPart("road", ROAD_COST, ROAD_SECTION),))
    if classes & terrain.road_only:
        return Entry(prohibited=f"vehicles enter {terrain.name.lower()} only along a road ({terrain.section})")
    costs = [terrain.cost(c) for c in classes]
    if any(cost is None for cost in costs):
        return Entry(prohibited=f"{terrain.name.lower()} ({terrain.section})")
    return Entry((CostPart(terrain.name.lower(), max(c for c in costs if c is not None), terrain.section),))


def bring_on(state: GameState, unit: UnitState, hex_name: str) -> None:
    """The unit is on the map now, its passengers and towed gun riding with it."""
    unit.where, unit.hex = Where.MAP, hex_name
    for rider in carried_by(state, unit):
        rider.where, rider.hex = Where.CARRIED, hex_name
    state.emit(ev.Entered(unit=unit.id, hex=hex_name))


def register(rules: Rulebook) -> None:
    """Reinforcements start their move from their map edge."""
    rules.provide(reinforcement_starts, Phase.MOVEMENT)
