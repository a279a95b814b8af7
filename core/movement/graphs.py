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

from collections.abc import Iterator
from typing import Any, NamedTuple

from core.battlefield import Battlefield
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
        for direction in ALL_FACINGS:
            to_hex = from_hex.neighbor(direction)
            if to_hex not in battlefield:
                continue
            step = entry(battlefield, from_hex, to_hex, classes, terrain)
            if step.allowed:
                yield from_hex, direction, to_hex, step


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
