"""The cut-off Dijkstra search of the movement queries, on a plain adjacency mapping.

A movement graph is `{node: {neighbour: edge data}}`, built once per battlefield
and unit class (core.movement.graphs). The search visits neighbours in the
graph's order and breaks ties by push order, so among equally cheap routes it
keeps the one found first: the very routes networkx's Dijkstra gave, which this
replaced to spare `vvs play` importing networkx.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from heapq import heappop, heappush
from itertools import count
from typing import Any

Graph = Mapping[Any, Mapping[Any, Mapping[str, Any]]]
Weight = Callable[[Any, Any, Mapping[str, Any]], int | None]


def shortest(graph: Graph, source: Any, cutoff: int, weight: Weight,
             routes: dict[Any, list[Any]] | None = None) -> dict[Any, int]:
    """The least cost from `source` to every node within `cutoff`, in order of cost; with
    `routes`, also fills in a cheapest route to each (source first). An edge whose weight
    is None is closed."""
    if source not in graph:
        raise KeyError(f"{source} is not in the graph")
    spent: dict[Any, int] = {}
    seen = {source: 0}
    previous: dict[Any, Any] = {}
    order = count()
    fringe = [(0, next(order), source)]
    while fringe:
        cost, _, node = heappop(fringe)
        if node in spent:
            continue
        spent[node] = cost
        for neighbour, data in graph[node].items():
            step = weight(node, neighbour, data)
            if step is None:
                continue
            total = cost + step
            if total > cutoff or neighbour in spent:
                continue
            if neighbour not in seen or total < seen[neighbour]:
                seen[neighbour] = total
                heappush(fringe, (total, next(order), neighbour))
                previous[neighbour] = node
    if routes is not None:
        routes[source] = [source]
        for node in spent:
            if node != source:
                routes[node] = routes[previous[node]] + [node]
    return spent
