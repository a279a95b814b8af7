"""The lazily built movement graph is the whole graph, edge for edge and in the same order
(the order decides which of two equally cheap routes a search keeps)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.boards.battlefield import Battlefield
from core.boards.board import load_board
from core.movement.dijkstra import shortest
from core.movement.graphs import LazyGraph, State, hex_graph, state_graph
from core.terrain import UnitClass, catalogue

BOARDS = Path(__file__).parent / "boards"
STACKS = [frozenset({UnitClass.INFANTRY}), frozenset({UnitClass.GUN, UnitClass.INFANTRY}),
          frozenset({UnitClass.VEHICLE}), frozenset({UnitClass.VEHICLE, UnitClass.INFANTRY})]


@pytest.mark.parametrize("board", ["move_terrain", "move_hills", "move_roads", "move_country"])
@pytest.mark.parametrize("classes", STACKS)
def test_the_lazy_graph_is_the_built_graph(board: str, classes: frozenset[UnitClass]) -> None:
    field = Battlefield([load_board(BOARDS / f"{board}.json")])
    faced = UnitClass.VEHICLE in classes
    built = (state_graph if faced else hex_graph)(field, classes, catalogue())
    lazy = LazyGraph(field, classes, catalogue(), faced)
    assert list(lazy) == list(built) and len(lazy) == len(built)
    for node in built:
        assert node in lazy
        assert list(lazy[node].items()) == list(built[node].items())


def test_nodes_of_the_other_kind_are_not_in_it() -> None:
    field = Battlefield([load_board(BOARDS / "move_open.json")])
    start = field.ordered[0]
    assert State(start, 0) not in LazyGraph(field, frozenset({UnitClass.INFANTRY}), catalogue(), False)
    assert start not in LazyGraph(field, frozenset({UnitClass.VEHICLE}), catalogue(), True)
    with pytest.raises(KeyError):
        shortest(LazyGraph(field, frozenset({UnitClass.VEHICLE}), catalogue(), True), start, 4, lambda u, v, d: 1)


@pytest.mark.parametrize("board", ["move_terrain", "move_hills", "move_roads", "move_country"])
@pytest.mark.parametrize("classes", STACKS)
def test_the_search_costs_what_networkx_dijkstra_costs(board: str, classes: frozenset[UnitClass]) -> None:
    """The engine's own Dijkstra against networkx's on the same graph: the same least cost
    to every node within reach, so replacing the library changed no movement allowance."""
    nx = pytest.importorskip("networkx")
    field = Battlefield([load_board(BOARDS / f"{board}.json")])
    faced = UnitClass.VEHICLE in classes
    built = (state_graph if faced else hex_graph)(field, classes, catalogue())
    reference = nx.DiGraph(built)
    source = next(iter(built))
    ours = shortest(built, source, 12, lambda u, v, d: int(d["mp"]))
    theirs = nx.single_source_dijkstra_path_length(reference, source, cutoff=12, weight=lambda u, v, d: int(d["mp"]))
    assert ours == theirs
