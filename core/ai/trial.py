"""Trying an action in the head: the engine's own handler on determinized clones.

For the choices whose effect a formula would only guess (a close assault with its
pinned defenders and casualty allocation both ways, an AT shot's hit and kill), the
player applies the action to copies of its view, each with dice of its own seed, and
averages what changed. The same seeds serve every candidate, so they are compared on
the same luck (common random numbers) and the choice is repeatable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from core.ai.estimates import unit_value
from core.game.actions import Action
from core.game.state import GameState, Where
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game

PINNED_SHARE = 0.85
"""What a pinned unit is still worth to its side, as a share of its value: it cannot fire or
move for the rest of the turn and a further Casualty Point eliminates it, but the marker
comes off (14.7), while a loss is for good."""


def strength(game: Game, state: GameState, side: Side) -> float:
    """The side's units still in play, by value, pinned ones at PINNED_SHARE."""
    total = 0.0
    for unit in state.units.values():
        if unit.side == side and unit.where in (Where.MAP, Where.CARRIED, Where.WAITING):
            total += unit_value(game, unit) * (PINNED_SHARE if unit.pinned else 1.0)
    return total


def copies(game: Game, state: GameState, action: Action, seeds: Iterable[int]) -> list[GameState]:
    """The action's rule applied to one copy of the state per seed, each with dice of its own."""
    found = []
    for seed in seeds:
        copy = state.clone(history=False)
        copy.determinize(seed)
        game.resolve(copy, action)
        found.append(copy)
    return found


def trial(game: Game, view: GameState, action: Action, side: Side, seeds: Sequence[int],
          keep: list[GameState] | None = None) -> tuple[float, float, float]:
    """Mean enemy strength lost, own strength lost, and objectives gained, over the seeds;
    `keep` receives the copies (where the units ended, for the caller's own question)."""
    enemy = side.other
    before_enemy, before_own = strength(game, view, enemy), strength(game, view, side)
    before_held = sum(owner == side for owner in view.objectives.values())
    lost_enemy = lost_own = gained = 0.0
    for copy in copies(game, view, action, seeds):
        lost_enemy += before_enemy - strength(game, copy, enemy)
        lost_own += before_own - strength(game, copy, side)
        gained += sum(owner == side for owner in copy.objectives.values()) - before_held
        if keep is not None:
            keep.append(copy)
    n = len(seeds)
    return lost_enemy / n, lost_own / n, gained / n
