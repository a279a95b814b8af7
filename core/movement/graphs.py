"""Movement graphs of a battlefield for one unit class or stack, built once and reused.

Units without a facing move on a graph of hexes: an edge P -> H carries the
cost to enter H from P. Vehicles move on a graph of states (hex, facing),
because where a vehicle may go next depends on where it points (7.2): an edge
is one step forward or in reverse followed by the turn made on entering the
new hex (6.5), and carries the whole price of both.

Edge attributes: `mp` (the step's MP), `whole_move` (hex graph: the 10.8
two-level step, priced per query), `turn_mp` and `reverse` (state graph).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from core.boards.battlefield import Battlefield
from core.hexes import Hex, opposite
from core.movement.costs import Entry, entry
from core.movement.dijkstra import Graph
from core.movement.facing import ALL_FACINGS, TURN_TABLE, turn_cost
from core.terrain import TerrainCatalogue, UnitClass


class State(NamedTuple):
    """Where a vehicle is and which way it points."""

    hex: Hex
    facing: int


REVERSE_FACTOR = 2
"""7.2: moving in reverse costs double the normal cost of the step."""


def _steps(battlefield: Battlefield, classes: frozenset[UnitClass], terrain: TerrainCatalogue) -> Iterator[tuple[Hex, int, Hex, Entry]]:
    """Every allowed step on the battlefield, with its direction and cost."""
    for from_hex in battlefield.ordered:
        yield from _steps_from(battlefield, from_hex, classes, terrain)


def _steps_from(battlefield: Battlefield, from_hex: Hex, classes: frozenset[UnitClass],
                terrain: TerrainCatalogue) -> Iterator[tuple[Hex, int, Hex, Entry]]:
    for direction in ALL_FACINGS:
        to_hex = from_hex.neighbor(direction)
        if to_hex not in battlefield:
            continue
        step = entry(battlefield, from_hex, to_hex, classes, terrain)
        if step.allowed:
            yield from_hex, direction, to_hex, step


class LazyGraph(Mapping[Any, Mapping[Any, Mapping[str, Any]]]):
    """The graph `hex_graph` or `state_graph` builds, edge for edge and in the same order,
    but each node's edges are worked out when a search first leaves it: a search is cut
    off at the allowance, so most of a battlefield is never asked about (and building
    it all was most of the first move of a game)."""

    def __init__(self, battlefield: Battlefield, classes: frozenset[UnitClass], terrain: TerrainCatalogue,
                 faced: bool) -> None:
        self.battlefield, self.classes, self.terrain, self.faced = battlefield, classes, terrain, faced
        self._edges: dict[Any, dict[Any, Mapping[str, Any]]] = {}
        self._attributes: dict[tuple[int, int, bool], dict[str, Any]] = {}

    def __contains__(self, node: object) -> bool:
        if self.faced:
            return isinstance(node, State) and node.hex in self.battlefield and node.facing in ALL_FACINGS
        return not isinstance(node, State) and node in self.battlefield

    def __getitem__(self, node: Any) -> Mapping[Any, Mapping[str, Any]]:
        found = self._edges.get(node)
        if found is None:
            if node not in self:
                raise KeyError(node)
            found = self._edges[node] = self._state_edges(node) if self.faced else self._hex_edges(node)
        return found

    def __iter__(self) -> Iterator[Any]:
        for h in self.battlefield.ordered:
            yield from (State(h, f) for f in ALL_FACINGS) if self.faced else (h,)

    def __len__(self) -> int:
        return len(self.battlefield) * (len(ALL_FACINGS) if self.faced else 1)

    def _hex_edges(self, from_hex: Hex) -> dict[Any, Mapping[str, Any]]:
        return {to_hex: {"mp": step.mp, "whole_move": step.whole_move}
                for _, _, to_hex, step in _steps_from(self.battlefield, from_hex, self.classes, self.terrain)}

    def _state_edges(self, source: State) -> dict[Any, Mapping[str, Any]]:
        """As state_graph: forward when facing the step's direction, in reverse when facing away."""
        edges: dict[Any, Mapping[str, Any]] = {}
        turns = TURN_TABLE[source.facing]
        for _, direction, to_hex, step in _steps_from(self.battlefield, source.hex, self.classes, self.terrain):
            if step.whole_move:  # vehicles never take a two-level step (10.8)
                continue
            mp = step.mp or 0
            if source.facing == direction:
                entry_mp, reverse = mp, False
            elif source.facing == opposite(direction):
                entry_mp, reverse = mp * REVERSE_FACTOR, True
            else:
                continue
            for arrival in ALL_FACINGS:
                key = (entry_mp, turns[arrival], reverse)
                if key not in self._attributes:
                    self._attributes[key] = {"mp": entry_mp + turns[arrival], "turn_mp": turns[arrival], "reverse": reverse}
                edges[State(to_hex, arrival)] = self._attributes[key]
        return edges


def hex_graph(battlefield: Battlefield, classes: frozenset[UnitClass], terrain: TerrainCatalogue) -> Graph:
    """Hexes joined by the steps the classes may take; infantry, leaders and guns move here."""
    graph: dict[Any, dict[Any, dict[str, Any]]] = {h: {} for h in battlefield.ordered}
    for from_hex, _, to_hex, step in _steps(battlefield, classes, terrain):
        graph[from_hex][to_hex] = {"mp": step.mp, "whole_move": step.whole_move}
    return graph


def state_graph(battlefield: Battlefield, classes: frozenset[UnitClass], terrain: TerrainCatalogue) -> Graph:
    """(hex, facing) states joined by a forward or reverse step and the turn on arrival.

    The price of an edge is `vehicle_step_cost`'s, spelled out here because
    this loop builds tens of thousands of edges on a four-board battlefield.
    """
    states = {h: tuple(State(h, f) for f in ALL_FACINGS) for h in battlefield.ordered}
    graph: dict[Any, dict[Any, dict[str, Any]]] = {state: {} for row in states.values() for state in row}
    attributes: dict[tuple[int, int, bool], dict[str, Any]] = {}  # read only: shared by the edges
    for from_hex, direction, to_hex, step in _steps(battlefield, classes, terrain):
        if step.whole_move:  # vehicles never take a two-level step (10.8)
            continue
        mp = step.mp or 0
        arrivals = states[to_hex]
        for facing, entry_mp, reverse in ((direction, mp, False), (opposite(direction), mp * REVERSE_FACTOR, True)):
            source, turns = states[from_hex][facing], TURN_TABLE[facing]
            for arrival in ALL_FACINGS:
                key = (entry_mp, turns[arrival], reverse)
                if key not in attributes:
                    attributes[key] = {"mp": entry_mp + turns[arrival], "turn_mp": turns[arrival], "reverse": reverse}
                graph[source][arrivals[arrival]] = attributes[key]
    return graph


def vehicle_step_cost(step: Entry, reverse: bool, old_facing: int, new_facing: int) -> int | None:
    """One vehicle step's whole price: the entry (doubled in reverse) plus the turn on arrival.

    None where the step is prohibited; a two-level step is never open to a
    vehicle (10.8), so a whole-move entry is refused here too.
    """
    if step.mp is None or step.whole_move:
        return None
    return step.mp * (REVERSE_FACTOR if reverse else 1) + turn_cost(old_facing, new_facing)
