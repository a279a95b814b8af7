"""Moving through a tunnel complex (19.111-19.112).

The scenario's `tunnels` are the complex diagram: each tunnel the hexes it runs under,
cave to cave. A moving group of its side's infantry standing at an entrance (a cave of
its side, or a bunker of its side on a tunnel's route) may come out at any other entrance
the tunnels join, paying the tunnel's MP per hex passed (terrain.json's `tunnels`). The
trip is one step of the move, from entrance to entrance: the program keeps no units under
ground between steps, so on the way they are neither seen nor attacked, and the enemy's
opportunity fire can meet them only where they come out (docs/decisions/terrain.md).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.game import memo
from core.game.move_group import may_stop
from core.game.state import GameState, UnitState, Where
from core.unit_kinds import INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game

Network = dict[str, dict[str, set[str]]]
"""Per side, each tunnel hex and the tunnel hexes next to it underground."""


def network(game: Game) -> Network:
    """The scenario's tunnels joined into one graph per side (19.112: tunnels may intersect)."""
    known = memo.store(game, "tunnel_network")  # reads only the scenario, fixed for the game
    found: Network | None = known.get(None)
    if found is None:
        found = {}
        for tunnel in game.scenario.tunnels:
            links = found.setdefault(tunnel.side, {})
            for a, b in zip(tunnel.hexes, tunnel.hexes[1:]):
                links.setdefault(a, set()).add(b)
                links.setdefault(b, set()).add(a)
        known[None] = found
    return found


def entrances(game: Game, state: GameState, side: str) -> set[str]:
    """19.111: the side's caves, and its bunkers on a tunnel's route, where units go down or come up."""
    links = network(game).get(side, {})
    found = set()
    for placed in state.fortifications:
        if placed["side"] != side or placed["hex"] not in links:
            continue
        kind = game.terrain.fortification(placed["type"])
        if kind.tunnel_entrance or kind.bunker:
            found.add(placed["hex"])
    return found


def tunnel_exits(game: Game, state: GameState, group: Sequence[UnitState], mp_left: int) -> list[tuple[str, int]]:
    """Where the group may come up through its tunnels from the entrance it stands at, with the MP.

    Only infantry (leaders too) of the tunnels' side go underground (19.111); the exit must
    be free of the enemy and hold the group (6.7, 6.8)."""
    if not game.scenario.tunnels or not group or any(u.where != Where.MAP for u in group):
        return []
    side = group[0].side
    if any(game.kind(u) not in INFANTRY_KINDS for u in group):
        return []
    doors = entrances(game, state, side)
    here = group[0].hex or ""
    if here not in doors:
        return []
    per_hex = game.terrain.tunnels.mp_per_hex
    exits = []
    for hex_name, hexes in _distances(network(game)[side], here).items():
        cost = hexes * per_hex
        if hex_name in doors and hex_name != here and cost <= mp_left and _free(game, state, hex_name, group):
            exits.append((hex_name, cost))
    return sorted(exits)


def _distances(links: dict[str, set[str]], start: str) -> dict[str, int]:
    """Hexes passed underground from `start` to each tunnel hex (a breadth-first walk)."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        for nxt in links.get(at, ()):
            if nxt not in found:
                found[nxt] = found[at] + 1
                queue.append(nxt)
    return found


def _free(game: Game, state: GameState, hex_name: str, group: Sequence[UnitState]) -> bool:
    side = group[0].side
    if any(u.side != side for u in state.units_at(hex_name)):
        return False
    return may_stop(game, state, hex_name, group)
