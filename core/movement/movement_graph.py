"""MovementGraph: the movement questions of one battlefield, with its graphs cached.

The engine asks for every legal move and the editor shows reachable hexes as
the mouse moves, so the graph of a (battlefield, unit class or stack) is built
on first use and kept; each later query is one cut-off Dijkstra run.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.movement.costs import ClassSpec, Entry, Place, as_classes, class_entry, place_of_step
from core.movement.dijkstra import Graph
from core.movement.errors import (
    MissingFacingError,
    NegativeAllowanceError,
    NotAdjacentError,
    NotOnBattlefieldError,
)
from core.movement.facing import check_facing
from core.movement.graphs import LazyGraph, vehicle_step_cost
from core.movement.search import Path, Reach, Search, cheapest_path, cheapest_paths, reachable
from core.terrain import TerrainCatalogue, UnitClass, catalogue


def faces_while_moving(classes: frozenset[UnitClass]) -> bool:
    """A stack with a vehicle moves like a vehicle: only forward or in reverse (7.2)."""
    return UnitClass.VEHICLE in classes


class MovementGraph:
    """Movement on one battlefield; build once, query many times."""

    def __init__(self, battlefield: Battlefield, terrain: TerrainCatalogue | None = None) -> None:
        self.battlefield = battlefield
        self.terrain = terrain or catalogue()
        self._graphs: dict[frozenset[UnitClass], Graph] = {}
        self._places: dict[tuple[Hex, Hex], Place | None] = {}  # each step's battlefield part, for any class

    # --- one step ---------------------------------------------------------------

    def entry(self, from_hex: Hex, to_hex: Hex, unit_class: ClassSpec) -> Entry:
        """The cost of one step with its parts, or why it is prohibited."""
        classes = as_classes(unit_class)
        key = (from_hex, to_hex)
        try:
            place = self._places[key]
        except KeyError:
            place = self._places[key] = place_of_step(self.battlefield, from_hex, to_hex)
        return class_entry(place, classes, self.terrain)

    def entry_cost(self, from_hex: Hex, to_hex: Hex, unit_class: ClassSpec) -> int | None:
        """MP to enter `to_hex` from the adjacent `from_hex`; None where prohibited.

        A two-level step (10.8) gives its ordinary cost here; `entry()` marks
        it `whole_move`, as it is allowed only as the unit's whole move.
        """
        return self.entry(from_hex, to_hex, unit_class).mp

    def why(self, from_hex: Hex, to_hex: Hex, unit_class: ClassSpec) -> str:
        """The step's cost explained for a tooltip, with the rule sections."""
        return self.entry(from_hex, to_hex, unit_class).explain()

    def vehicle_step(self, from_hex: Hex, facing: int, to_hex: Hex, new_facing: int, unit_class: ClassSpec = UnitClass.VEHICLE) -> int | None:
        """MP for a vehicle facing `facing` to move into `to_hex` and end facing `new_facing`.

        Forward into the faced hex, or in reverse into the hex behind at double
        cost (7.2), then one turn of up to three hexsides (6.5). None if the
        step is not a legal vehicle step.
        """
        check_facing(facing)
        check_facing(new_facing)
        direction = from_hex.direction_to(to_hex)
        if direction is None:
            raise NotAdjacentError(f"{from_hex} and {to_hex} are not adjacent")
        if direction not in (facing, (facing + 3) % 6):
            return None
        step = self.entry(from_hex, to_hex, unit_class)
        return vehicle_step_cost(step, direction != facing, facing, new_facing)

    # --- graphs and queries -----------------------------------------------------

    def graph(self, unit_class: ClassSpec) -> Graph:
        """The cached graph for a class or stack: hexes, or (hex, facing) states for vehicles."""
        classes = as_classes(unit_class)
        if classes not in self._graphs:
            self._graphs[classes] = LazyGraph(self.battlefield, classes, self.terrain, faces_while_moving(classes))
        return self._graphs[classes]

    def reachable(
        self, start: Hex, allowance: int, unit_class: ClassSpec, facing: int | None = None,
        blocked: Iterable[Hex] = (), no_stop: Iterable[Hex] = (), full_move: bool = True, assault: bool = False,
    ) -> dict[Hex, Reach]:
        """Every hex the unit (or stack) may end its move in, start included, with the MP left.

        `blocked`: hexes it may never enter (enemy units, 6.8). `no_stop`: hexes
        it may pass but not end in (over-stacked, 6.7). `full_move`: the unit has
        not moved yet and has all its MP, which opens the minimum move (6.6) and
        the two-level climb (10.8). `assault`: an assault move (no such climb).
        """
        classes = as_classes(unit_class)
        search = self._search(start, allowance, classes, facing, blocked, no_stop, full_move, assault)
        return reachable(self.graph(classes), search)

    def cheapest_path(
        self, start: Hex, goal: Hex, allowance: int, unit_class: ClassSpec, facing: int | None = None,
        goal_facing: int | None = None, blocked: Iterable[Hex] = (), no_stop: Iterable[Hex] = (),
        full_move: bool = True, assault: bool = False,
    ) -> Path | None:
        """The cheapest way to end the move in `goal` (for a vehicle, facing `goal_facing` if given)."""
        classes = as_classes(unit_class)
        search = self._search(start, allowance, classes, facing, blocked, no_stop, full_move, assault)
        if goal not in self.battlefield:
            raise NotOnBattlefieldError(f"{goal} is not on the battlefield")
        return cheapest_path(self.graph(classes), search, goal, goal_facing)

    def cheapest_paths(
        self, start: Hex, goals: Iterable[Hex], allowance: int, unit_class: ClassSpec, facing: int | None = None,
        blocked: Iterable[Hex] = (), no_stop: Iterable[Hex] = (), full_move: bool = True, assault: bool = False,
    ) -> dict[Hex, Path]:
        """`cheapest_path` to each of `goals` (any final facing) from one search."""
        classes = as_classes(unit_class)
        search = self._search(start, allowance, classes, facing, blocked, no_stop, full_move, assault)
        return cheapest_paths(self.graph(classes), search, goals)

    def _search(
        self, start: Hex, allowance: int, classes: frozenset[UnitClass], facing: int | None,
        blocked: Iterable[Hex], no_stop: Iterable[Hex], full_move: bool, assault: bool,
    ) -> Search:
        if start not in self.battlefield:
            raise NotOnBattlefieldError(f"{start} is not on the battlefield")
        if allowance < 0:
            raise NegativeAllowanceError(f"a movement allowance cannot be negative ({allowance})")
        faced = faces_while_moving(classes)
        if facing is not None:
            check_facing(facing)
        elif faced:
            raise MissingFacingError("a vehicle moves only forward or in reverse, so its facing is needed (7.2)")
        return Search(
            start, allowance, facing, frozenset(blocked), frozenset(no_stop), full_move, assault,
            faced=faced, turn_on_arrival=UnitClass.GUN in classes and not faced,
        )


_SHARED: weakref.WeakKeyDictionary[Battlefield, MovementGraph] = weakref.WeakKeyDictionary()


def movement_graph(battlefield: Battlefield) -> MovementGraph:
    """The shared MovementGraph of a battlefield with the shipped terrain, so callers share its cache."""
    if battlefield not in _SHARED:
        _SHARED[battlefield] = MovementGraph(battlefield)
    return _SHARED[battlefield]
