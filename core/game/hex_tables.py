"""The battlefield's neighbours by hex name, worked out once per Game.

Listing moves and advances asks for the hexes around a hex thousands of times a
game; the answer depends on the battlefield alone, so it is kept per Game (in
a core.game.memo store) with each neighbour's direction, Hex and canonical name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game import memo
from core.hexes import Hex

if TYPE_CHECKING:
    from core.game.game import Game

Neighbour = tuple[int, Hex, str]
"""(direction from the hex, the neighbour, its canonical name)"""


def neighbours(game: Game, hex_name: str) -> tuple[Neighbour, ...]:
    """The hex's neighbours on the battlefield, in direction order (0 N clockwise)."""
    known = memo.store(game, "neighbours")
    found: tuple[Neighbour, ...] | None = known.get(hex_name)
    if found is None:
        here = game.hex(hex_name)
        found = known[hex_name] = tuple((d, there, game.name(there)) for d in range(6)
                                        if (there := here.neighbor(d)) in game.battlefield)
    return found
