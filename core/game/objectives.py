"""Who holds the objective hexes (seed 004, "Objective Games").

The one place where an objective changes hands. Seed 004: a side captures an
objective by moving units into the hex, and keeps it until the other side
does the same (the defender may recapture). Every way of coming into a hex to
stay calls this: ending a move or being stopped (move_group.finish_unit),
unloading (transport.py), advancing (advance.py) and taking a hex by close
assault (assault.py). Passing through takes nothing; neither does fire.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.game import event_types as ev
from core.game.state import GameState, Where

__all__ = ["take_objectives"]


def take_objectives(state: GameState, hexes: Iterable[str]) -> list[str]:
    """Give each objective among `hexes` to the side whose units on the map are the only
    ones in it, if it is not that side's already; a hex shared by both sides (a move in
    progress) or empty keeps its owner. Returns the hexes that changed hands."""
    changed: list[str] = []
    for hex_name in dict.fromkeys(hexes):  # each once, in the order given
        owner = state.objectives.get(hex_name)
        if owner is None:
            continue
        sides = {u.side for u in state.units.values() if u.hex == hex_name and u.where == Where.MAP}
        if len(sides) != 1 or owner in sides:
            continue
        side = sides.pop()
        state.objectives[hex_name] = side
        state.emit(ev.ObjectiveTaken(hex=hex_name, side=side))
        changed.append(hex_name)
    return changed
