"""The computer's answer to a question the rules put to a person (core.game.fire_by_hand,
core.game.casualties_by_hand).

A side is asked only when a person played it when the game began; "Play from here" may then seat
the computer in that chair while the log keeps the option. The computer answers as the automatic
rules would have decided for it, never by the first action listed (which would take every shot
offered, however poor)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from core.game.actions import Action, HoldFire
from core.game.fire_by_hand import offered, shot_for
from core.game.opportunity import choose_threat
from core.game.question_kinds import CASUALTIES, FIRE, kind_of

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.state import GameState


def answer_question(game: Game, state: GameState, actions: Sequence[Action]) -> tuple[Action, str]:
    """The answer to the open question (`state.question` is set), with the reason a player reads."""
    assert state.question is not None
    return _ANSWERS[kind_of(state.question)](game, state, actions)


def _fire(game: Game, state: GameState, actions: Sequence[Action]) -> tuple[Action, str]:
    """The shot the automatic opportunity fire would take, or holding fire."""
    assert state.question is not None
    taken_ap = any(kind != "at" for kind, _, _ in state.question["taken"])
    threat = None if taken_ap else choose_threat(state, offered(game, state), 0.0)
    if threat is None or shot_for(threat) not in actions:
        return HoldFire(), "held its fire: no shot worth taking at the movers"
    return shot_for(threat), "took the opportunity shot the automatic fire would take"


def _casualties(game: Game, state: GameState, actions: Sequence[Action]) -> tuple[Action, str]:
    """The allocations are listed with the fewest eliminations first."""
    return actions[0], "took the casualties as the rules' automatic allocation would, losing least"


_ANSWERS: dict[str, Callable[[Game, GameState, Sequence[Action]], tuple[Action, str]]] = {
    FIRE: _fire, CASUALTIES: _casualties}
"""One answer per kind of question (core.game.question_kinds)."""
