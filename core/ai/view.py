"""What the computer may know: the state as its side sees it (fog.py), with dice of its own.

The player never reads the real state's hidden units or its future dice. It works on a
clone without the enemy units its side does not see (seed 004's fog of war) and without
the enemy's hidden minefields, with the enemy's stocks and losses unknown under fog (as
fog.view_for shows them), and the clone's dice are reseeded from the player's own
generator, so any roll it tries in its head is a roll the real game will not make.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game import fog
from core.game.state import GameState, SideState
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game


def view_state(game: Game, state: GameState, side: Side, seed: int) -> GameState:
    """A copy of `state` holding only what `side` may know, its dice reseeded with `seed`."""
    view = state.clone(history=False)
    view.determinize(seed)
    view.fire_by_hand = []  # its look-ahead answers a person's opportunity fire with the automatic policy
    enemy = side.other
    view.fortifications = [f for f in view.fortifications if not (f.get("hidden") and f.get("side") == enemy)]
    if not fog.fog_on(game):
        return view
    known = view.sides[enemy]  # what a fogged enemy's record shows (fog.view_for: the public fields)
    view.sides[enemy] = SideState(**{name: getattr(known, name) for name in fog.PUBLIC_SIDE_FIELDS})
    hidden = fog.hidden_units(game, state, side)
    if hidden:
        for unit_id in hidden:
            del view.units[unit_id]
        view.advanced = [u for u in view.advanced if u not in hidden]
        if view.moving is not None and hidden & set(view.moving.units):
            view.moving = None
    return view
