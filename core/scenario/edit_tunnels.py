"""Digging and filling in tunnels between caves (19.111-19.112), as pure edits.

A designer picks a cave and the cave it should lead to; `tunnel_routes` finds, for each
other cave of the side close enough, the shortest way under the battlefield that passes
under no water feature, so the editor offers only tunnels the placement rules accept.
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.scenario.errors import EditError
from core.scenario.model import Scenario, Tunnel
from core.terrain import TerrainCatalogue


def caves_of(scenario: Scenario, terrain: TerrainCatalogue, side: str) -> list[str]:
    """The side's cave hexes, in the scenario's order."""
    kinds = terrain.fortifications or {}
    return [f.hex for f in scenario.fortifications
            if f.side == side and f.type in kinds and kinds[f.type].tunnel_entrance]


def tunnel_routes(scenario: Scenario, battlefield: Battlefield, terrain: TerrainCatalogue, start: str) -> dict[str, tuple[str, ...]]:
    """For the cave at `start`: each other cave of its side a tunnel may reach, with the
    shortest route (both caves included) that keeps to the length and away from water."""
    owner = next((f.side for f in scenario.fortifications if f.hex == start and f.hex in caves_of(scenario, terrain, f.side)), None)
    if owner is None:
        return {}
    targets = {battlefield.parse(name): name for name in caves_of(scenario, terrain, owner) if name != start}
    routes = _shortest(battlefield, terrain, battlefield.parse(start), terrain.tunnels.max_length)
    return {name: tuple(battlefield.name(h) for h in routes[h]) for h, name in targets.items() if h in routes}


def _shortest(battlefield: Battlefield, terrain: TerrainCatalogue, start: Hex, most: int) -> dict[Hex, list[Hex]]:
    """Breadth-first routes from `start` through hexes a tunnel may pass under (19.112)."""
    def dry(h: Hex) -> bool:
        return not terrain.get(battlefield.terrain(h)).no_tunnel

    routes: dict[Hex, list[Hex]] = {start: [start]} if dry(start) else {}
    queue = deque(routes)
    while queue:
        at = queue.popleft()
        if len(routes[at]) > most:
            continue
        for nxt in battlefield.neighbors(at):
            if nxt not in routes and dry(nxt):
                routes[nxt] = routes[at] + [nxt]
                queue.append(nxt)
    return routes


def add_tunnel(scenario: Scenario, side: str, hexes: tuple[str, ...]) -> Scenario:
    """The scenario with one more tunnel of the side's complex."""
    if len(hexes) < 2:
        raise EditError("a tunnel runs between two caves")
    if any(t.side == side and t.hexes in (hexes, hexes[::-1]) for t in scenario.tunnels):
        raise EditError(f"that tunnel from {hexes[0]} to {hexes[-1]} is already dug")
    return replace(scenario, tunnels=(*scenario.tunnels, Tunnel(side, hexes)))


def remove_tunnels_at(scenario: Scenario, hex_name: str) -> Scenario:
    """The scenario without the tunnels that begin, end or pass under the hex."""
    kept = tuple(t for t in scenario.tunnels if hex_name not in t.hexes)
    if len(kept) == len(scenario.tunnels):
        raise EditError(f"no tunnel passes under {hex_name}")
    return replace(scenario, tunnels=kept)
