"""Every way an action's dice can fall, each with its exact chance (the odds a player is shown).

Sampling an attack on a few dozen copies of the state is about ten points off; the
rules roll only a handful of dice, so every outcome can be worked out instead. The
action is resolved by the engine itself (`Game.resolve`) on copies whose dice throw
a script of totals: when the engine asks for a throw past the end of the script,
the walk branches on every total that throw can show (2d6: 2-12 with TWO_DICE's
chances; 1d6: 1-6), so each leaf is one complete course of the rules with its
probability. Nothing of the rules is repeated here: to-hit, elimination, the 16.6
crew check, the 20.2 sniper, valor and casualty rolls are whatever the engine rolls.

The dice are fair: a dice bias (core.dice) is a computer-game setting the odds do
not model.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.dice import TWO_DICE, Dice, Roll
from core.game.actions import Action
from core.game.state import GameState

if TYPE_CHECKING:
    from core.game.game import Game

ONE_DIE: dict[int, float] = {face: 1 / 6 for face in range(1, 7)}
LEAF_LIMIT = 20_000
"""More courses than this and the walk stops (no action of the rules rolls that many dice)."""


class TooManyOutcomesError(RuntimeError):
    """The action rolls more dice than an exact walk can follow."""


class _Unscripted(Exception):  # noqa: N818 - a signal between the dice and the walk, not an error
    def __init__(self, count: int) -> None:
        super().__init__(count)
        self.count = count


class ScriptedDice(Dice):
    """Dice that throw the given totals in order and ask for a branch after the last."""

    def __init__(self, script: tuple[int, ...]) -> None:
        super().__init__(seed=0)
        self.script = script
        self.used = 0

    def _roll(self, side: str, count: int, purpose: str) -> Roll:
        if self.used >= len(self.script):
            raise _Unscripted(count)
        total = self.script[self.used]
        self.used += 1
        first = min(6, total - (count - 1))  # the faces only have to add up: no rule reads them one by one
        faces = (first,) if count == 1 else (first, total - first)
        roll = Roll(len(self.history), side, faces, purpose=purpose)
        self.history.append(roll)
        return roll


@dataclass(frozen=True)
class Course:
    """One way the dice fall: the totals thrown, its chance and the state it leaves."""

    rolls: tuple[int, ...]
    chance: float
    state: GameState


def courses(game: Game, state: GameState, action: Action, *, limit: int = LEAF_LIMIT) -> list[Course]:
    """Every course of `action` from `state` (left untouched), the chances adding up to 1."""
    return walk(state, lambda copy: _resolve(game, copy, action), limit=limit)


def _resolve(game: Game, copy: GameState, action: Action) -> None:
    """The action on a copy, its casualties applied at once by the automatic policy: the odds
    are the attack's, not a question for the owner (core.game.casualties_by_hand)."""
    copy.casualties_by_hand = []
    game.resolve(copy, action)


def walk(state: GameState, apply: Callable[[GameState], None], *, limit: int = LEAF_LIMIT) -> list[Course]:
    """Every course of `apply` on copies of `state` with scripted dice (depth first)."""
    found: list[Course] = []
    pending: list[tuple[tuple[int, ...], float]] = [((), 1.0)]
    while pending:
        script, chance = pending.pop()
        copy = state.clone(history=False)
        copy.dice = ScriptedDice(script)
        try:
            apply(copy)
        except _Unscripted as branch:
            faces = TWO_DICE if branch.count == 2 else ONE_DIE
            pending += [((*script, total), chance * p) for total, p in faces.items()]
            if len(found) + len(pending) > limit:
                raise TooManyOutcomesError(f"more than {limit} ways for the dice to fall") from None
            continue
        found.append(Course(script, chance, copy))
    return found


def chance(found: list[Course], test: Callable[[GameState], bool]) -> float:
    """The chance that the state an action leaves passes `test`."""
    return sum(c.chance for c in found if test(c.state))


def mean(found: list[Course], value: Callable[[GameState], float]) -> float:
    """The expectation of `value` over the courses."""
    return sum(c.chance * value(c.state) for c in found)
