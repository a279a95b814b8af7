"""The Command Phase: off-board support at the enemy stack worth most (18.x).

A mission lands where a spotter sees it but may drift (18.4), so no target next to
the side's own units is chosen; a mission is spent only on a hex worth at least
SUPPORT_WORTH of the enemy's mean unit value (the side has few).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.ai.estimates import hex_value, mean_value
from core.ai.situation import Choice, Situation
from core.game.actions import Action, CallSupport
from core.game.reasons import Reason

SUPPORT_WORTH = 1.5
SAFE_DISTANCE = 2



def choose_support(sit: Situation, actions: Sequence[Action]) -> Choice | None:
    game, view = sit.game, sit.view
    enemy = [u for u in view.units.values() if u.side != sit.side and u.hex and u.in_play]
    if not enemy:
        return None
    mean = mean_value(game, enemy)
    own = [game.hex(u.hex) for u in sit.own_units() if u.hex]
    best: tuple[float, CallSupport] | None = None
    for action in actions:
        if not isinstance(action, CallSupport) or action.smoke:
            continue
        aim = game.hex(action.target)
        if any(aim.distance(h) <= SAFE_DISTANCE for h in own):
            continue
        value, _ = hex_value(game, view, action.target, sit.side.other)
        if value >= SUPPORT_WORTH * mean and (best is None or value > best[0]):
            best = (value, action)
    if best is None:
        return None
    value, action = best
    return action, Reason(action.mission.replace("_", " ").replace("{", "").replace("}", "") + " on {target}: {value:.0f} points of enemy there",
                          hexes={"target": action.target}, numbers={"value": value})
