"""One lookup from a question's kind (core.game.question_kinds) to the rule module answering it.

The Game lists the answers of an open question through it, the computer seated in an asked chair
(core.ai.answers) and the test-run window's panels tell the questions apart by the same kind, so a
new kind of question is one entry here, not a test repeated in three places.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from core.game import casualties_by_hand, fire_by_hand
from core.game.actions import Action
from core.game.question_kinds import CASUALTIES, FIRE, kind_of
from core.game.state import GameState

if TYPE_CHECKING:
    from core.game.game import Game

__all__ = ["ANSWERED_BY", "QuestionModule", "answers", "open_kind"]


class QuestionModule(Protocol):
    """A rule module that asks a question: it lists the answers open now."""

    def question_actions(self, game: Game, state: GameState, /) -> list[Action]: ...


ANSWERED_BY: dict[str, QuestionModule] = {FIRE: fire_by_hand, CASUALTIES: casualties_by_hand}


def open_kind(state: GameState) -> str | None:
    """The kind of the open question, None when none is open."""
    return None if state.question is None else kind_of(state.question)


def answers(game: Game, state: GameState) -> list[Action]:
    """The legal answers to the open question (`state.question` is set)."""
    assert state.question is not None
    return ANSWERED_BY[kind_of(state.question)].question_actions(game, state)
