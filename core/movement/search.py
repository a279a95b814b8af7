"""Queries on a movement graph: where a unit can get to, and the cheapest way there.

Each query is one Dijkstra run with the allowance as its cutoff. What changes
from one query to the next (enemy-held hexes, the start, the allowance) enters
through the weight function, so the graph itself is built once and shared.
Two rules are about the start of a move rather than about a step, and are
applied here: the minimum move (6.6) and the two-level climb (10.8).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from core.hexes import Hex
from core.movement.dijkstra import Graph, Weight, shortest
from core.movement.facing import ALL_FACINGS
from core.movement.graphs import State


@dataclass(frozen=True)
class Reach:
    """A hex a unit can end its move in.

    `remaining` is the most MP it can have left there. `facings` maps each
    facing it can end in to the MP left in that facing: vehicles (6.5) and
    guns (6.32, any facing on arrival); empty for infantry and leaders.
    """

    remaining: int
    facings: Mapping[int, int] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class Path:
    """The cheapest way to one hex: the hexes in order, start first, and each step's MP.

    `facings` gives a vehicle's facing in each hex after any turn made there.
    A minimum move (6.6) may cost more than the allowance; it leaves 0 MP.
    """

    hexes: tuple[Hex, ...]
    costs: tuple[int, ...]
    allowance: int
    facings: tuple[int, ...] | None = None
    minimum_move: bool = False

    @property
    def total(self) -> int:
        return sum(self.costs)

    @property
    def remaining(self) -> int:
        return max(self.allowance - self.total, 0)

    @property
    def reverse_steps(self) -> tuple[bool, ...]:
        """For a vehicle, which steps were taken in reverse (into the hex behind it, 7.2)."""
        if self.facings is None:
            return tuple(False for _ in self.costs)
        return tuple(
            self.hexes[i].direction_to(self.hexes[i + 1]) != self.facings[i] for i in range(len(self.costs))
        )


@dataclass(frozen=True)
class Search:
    """One query's parameters; `faced` when the graph's nodes are vehicle states."""

    start: Hex
    allowance: int
    facing: int | None
    blocked: frozenset[Hex]
    no_stop: frozenset[Hex]
    full_move: bool
    assault: bool
    faced: bool
    turn_on_arrival: bool  # guns take any facing when they arrive (6.32)

    @property
    def source(self) -> Hex | State:
        if self.faced and self.facing is not None:
            return State(self.start, self.facing)
        return self.start

    def hex_of(self, node: Hex | State) -> Hex:
        return node.hex if isinstance(node, State) else node

    def weight(self) -> Weight:
        """Edge cost for this query; None hides the edge (an enemy hex, a climb not allowed now)."""
        blocked, allowance, source = self.blocked, self.allowance, self.source
        climb_allowed = self.full_move and not self.assault
        if self.faced:  # called for every edge of a wide search: keep it lean
            if not blocked:
                return lambda u, v, data: data["mp"]
            return lambda u, v, data: None if v[0] in blocked else data["mp"]

        def cost(u: Any, v: Any, data: Mapping[str, Any]) -> int | None:
            if v in blocked:
                return None
            if data["whole_move"]:
                return allowance if climb_allowed and u == source else None
            mp: int = data["mp"]
            return mp

        return cost

    def minimum_moves(self, graph: Graph, weight: Weight) -> set[Any]:
        """6.6: the nodes one step away that a unit which has not moved may always enter."""
        if not self.full_move or self.allowance <= 0:
            return set()
        moves: set[Any] = set()
        for node, data in graph[self.source].items():
            if self.faced and data["turn_mp"] > 0:
                continue  # the minimum move pays for no turn beyond the free hexside
            if weight(self.source, node, data) is not None:
                moves.add(node)
        return moves


def reachable(graph: Graph, search: Search) -> dict[Hex, Reach]:
    """Every hex the unit may end its move in, with the MP it has left there."""
    if search.allowance <= 0:
        return _collect({search.source: 0}, search)
    weight = search.weight()
    spent = shortest(graph, search.source, search.allowance, weight)
    for node in search.minimum_moves(graph, weight):
        spent.setdefault(node, search.allowance)
    return _collect(spent, search)


def _collect(spent: Mapping[Any, int], search: Search) -> dict[Hex, Reach]:
    left: dict[Hex, dict[int, int]] = {}
    best: dict[Hex, int] = {}
    for node, cost in spent.items():
        where = search.hex_of(node)
        if where in search.no_stop:
            continue
        remaining = search.allowance - cost
        best[where] = max(best.get(where, remaining), remaining)
        for facing in _end_facings(node, where, search):
            facings = left.setdefault(where, {})
            facings[facing] = max(facings.get(facing, remaining), remaining)
    return {h: Reach(best[h], left.get(h, {})) for h in best}


def _end_facings(node: Any, where: Hex, search: Search) -> tuple[int, ...]:
    if search.faced:
        return (node.facing,)
    if search.turn_on_arrival and where != search.start:
        return ALL_FACINGS
    if search.turn_on_arrival and search.facing is not None:
        return (search.facing,)
    return ()


def cheapest_path(graph: Graph, search: Search, goal: Hex, goal_facing: int | None = None) -> Path | None:
    """The cheapest legal way to end in `goal` (facing `goal_facing`), or None if it cannot."""
    if goal in search.no_stop:
        return None
    goals = [State(goal, f) for f in ALL_FACINGS if goal_facing in (None, f)] if search.faced else [goal]
    weight = search.weight()
    if search.allowance <= 0:
        return _path([search.source], graph, search, weight) if search.source in goals else None
    routes: dict[Any, list[Any]] = {}
    spent = shortest(graph, search.source, search.allowance, weight, routes)
    found = [g for g in goals if g in spent]
    if found:
        best = min(found, key=lambda g: (spent[g], g))
        return _path(routes[best], graph, search, weight)
    minimum = search.minimum_moves(graph, weight)
    for node in goals:
        if node in minimum:
            return _path([search.source, node], graph, search, weight, minimum_move=True)
    return None


def cheapest_paths(graph: Graph, search: Search, goals: Iterable[Hex]) -> dict[Hex, Path]:
    """`cheapest_path` to each of several hexes (any facing) from one search: the computer
    player prices the routes to every destination it considers, and one Dijkstra run with its
    routes serves them all. A hex it cannot end in is left out."""
    weight = search.weight()
    routes: dict[Any, list[Any]] = {search.source: [search.source]}
    spent = shortest(graph, search.source, search.allowance, weight, routes) if search.allowance > 0 else {search.source: 0}
    by_hex: dict[Hex, list[Any]] = {}
    for node in spent:
        by_hex.setdefault(search.hex_of(node), []).append(node)
    minimum: set[Any] | None = None
    found: dict[Hex, Path] = {}
    for goal in goals:
        if goal in search.no_stop:
            continue
        nodes = by_hex.get(goal)
        if nodes:
            best = min(nodes, key=lambda g: (spent[g], g))
            found[goal] = _path(routes[best], graph, search, weight)
            continue
        if minimum is None:
            minimum = search.minimum_moves(graph, weight)
        step = next((n for n in sorted(minimum, key=str) if search.hex_of(n) == goal), None)
        if step is not None:
            found[goal] = _path([search.source, step], graph, search, weight, minimum_move=True)
    return found


def _path(nodes: list[Any], graph: Graph, search: Search, weight: Weight, minimum_move: bool = False) -> Path:
    costs = []
    for u, v in itertools.pairwise(nodes):
        cost = weight(u, v, graph[u][v])
        assert cost is not None, "a path found by the search uses only open edges"
        costs.append(cost)
    facings = tuple(node.facing for node in nodes) if search.faced else None
    return Path(tuple(search.hex_of(n) for n in nodes), tuple(costs), search.allowance, facings, minimum_move)
