"""Rules editions: a game log replays under the rules it was played with.

A log must play again exactly (core.game.record), years later too. A change of a rule's
reading that changes what the dice decide (which units a rally roll frees, whether a
leader may lend his modifier) would make an old log replay differently, so each such
change comes with a new edition: a Game plays the edition it is given, a new game the
current one, and a log names its edition (`rules_edition`; absent: the first).

1. The engine up to issue 23.
2. §21.1 rallies in the best order (a pinned leader first, so he can help his hex);
   §13.6 a leader lends his modifier once per player segment (his Fire marker, 5.36);
   §19.8 barbed wire may be breached with a satchel charge (a new choice in the Fire Phase:
   listed, it would keep a phase open that an old log saw end by itself).
3. §20.3 a sniper withdrawn in any After-Action Phase: while the sniper of a side deciding by
   hand is out, the opponent's After-Action Phase waits for its owner (a phase an edition-2
   log saw end by itself).
4. §14.61 with 18.5, 20.5 and 17.4: a side that allocates its casualties by hand is asked for
   a fire-support mission's points, a sniper's and an overrun's too (edition 3 asked only for
   AP fire, fire lanes and close assaults, and spent these points automatically: the question
   would stop an old log's game where it went on).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.game.game import Game

FIRST = 1
CURRENT = 4
EVERY_SOURCE_ASKS = 4
"""The edition from which fire support, snipers and overruns ask a side deciding its casualties by hand."""


def every_source_asks(game: Game) -> bool:
    """Whether fire support, snipers and overruns ask a side that allocates by hand: read from the
    Game's edition, as every other edition's change is (a replayed log builds its Game so)."""
    return game.edition >= EVERY_SOURCE_ASKS


def edition_of(log: Mapping[str, Any]) -> int:
    """The rules edition a game log was played with (logs before editions: the first)."""
    value = log.get("rules_edition", FIRST)
    if not isinstance(value, int) or isinstance(value, bool) or not FIRST <= value <= CURRENT:
        raise ValueError(f"rules edition {value!r} is not one this version plays (1 to {CURRENT})")
    return value
