"""The side's task for the game, from the scenario type (seed 004's three types).

The attacker of an objective scenario goes for the objectives it does not hold, then
holds them; of an exit scenario, for the exit hexes; of an elimination scenario, for
the enemy it knows of. The defender holds and retakes the objectives, or goes for the
enemy. With no enemy in sight (fog of war) the centre of the battlefield stands in for
it, so a force never waits for a contact that will not come (MegaMek #6432).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game.state import GameState
from core.hexes import Hex
from core.scenario import ScenarioType
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game


def side_goals(game: Game, view: GameState, side: Side) -> list[str]:
    kind = ScenarioType(game.scenario.type)
    enemy = sorted(view.occupied_hexes(side.other))
    attacking = side == game.attacker
    if kind == ScenarioType.OBJECTIVE and view.objectives:
        if attacking:
            wanted = sorted(h for h, owner in view.objectives.items() if owner != side)
            return wanted or sorted(view.objectives)
        return sorted(view.objectives)
    if kind == ScenarioType.EXIT and attacking and game.scenario.victory.exit_hexes:
        return list(game.scenario.victory.exit_hexes)
    if enemy:
        return enemy
    if kind == ScenarioType.EXIT and game.scenario.victory.exit_hexes:
        return list(game.scenario.victory.exit_hexes)
    return [centre(game)]


def centre(game: Game) -> str:
    """The battlefield hex nearest its middle (ties: the first in the battlefield's order)."""
    hexes = list(game.battlefield.hexes)
    q = sum(h.q for h in hexes) / len(hexes)
    r = sum(h.r for h in hexes) / len(hexes)
    middle = min(hexes, key=lambda h: (abs(h.q - q) + abs(h.r - r) + abs(h.q - q + h.r - r), h.q, h.r))
    return game.name(Hex(middle.q, middle.r))
