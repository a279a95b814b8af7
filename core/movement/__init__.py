"""Movement (sections 6, 7, 10): step costs, reachable hexes and cheapest paths.

    graph = movement_graph(battlefield)
    graph.reachable(start, movement_allowance("squad"), UnitClass.INFANTRY)
    graph.reachable(start, 10, UnitClass.VEHICLE, facing=0, blocked=enemy_hexes)
    graph.cheapest_path(start, goal, 10, UnitClass.VEHICLE, facing=0)
    graph.why(a, b, UnitClass.VEHICLE)   # "woods 2 + hedge 1 = 3 MP (10.6, 10.11)"

The caller (engine or editor) decides the allowance (`movement_allowance`),
which hexes hold enemies (`blocked`) and which would be over-stacked
(`no_stop`); this package knows only the map and the rules of moving on it.
The rules interpretations are listed in docs/decisions/movement.md.
"""

from core.movement.allowance import InfantryKind, movement_allowance, stack_allowance
from core.movement.costs import CostPart, Entry, as_classes, entry
from core.movement.errors import (
    MissingFacingError,
    MovementError,
    NegativeAllowanceError,
    NotAdjacentError,
    NotOnBattlefieldError,
    PortageError,
)
from core.movement.facing import ALL_FACINGS, change_of_facing, turn_cost
from core.movement.graphs import State
from core.movement.movement_graph import MovementGraph, movement_graph
from core.movement.search import Path, Reach

__all__ = [
    "ALL_FACINGS",
    "CostPart",
    "Entry",
    "InfantryKind",
    "MissingFacingError",
    "MovementError",
    "MovementGraph",
    "NegativeAllowanceError",
    "NotAdjacentError",
    "NotOnBattlefieldError",
    "Path",
    "PortageError",
    "Reach",
    "State",
    "as_classes",
    "change_of_facing",
    "entry",
    "movement_allowance",
    "movement_graph",
    "stack_allowance",
    "turn_cost",
]
