"""The kinds of question the rules put to a person, told apart by the question's "kind".

`state.question` is plain data (a saved game keeps it), so what it asks is named in it: "fire"
for opportunity fire decided by hand (core.game.fire_by_hand), "casualties" for Casualty Points
allocated by their owner (core.game.casualties_by_hand). A fire question saved before kinds were
written has none: it reads as "fire". core.game.questions looks up the module answering each
kind; this module stays below every rule module so any of them may name a kind.

A casualty question may open in the middle of a move (opportunity fire, a fire lane): every
caller the attack returns through then writes down what it has left to do, innermost first, in
the question's "then" -> "resume" (`resume_later`), and the answer carries those steps out in
that order (core.game.casualty_resume), as the automatic path would have gone on.
"""

from __future__ import annotations

from typing import Any

from core.game.state import GameState

__all__ = ["CASUALTIES", "FIRE", "KINDS", "asks_casualties", "kind_of", "resume_later"]

FIRE = "fire"
CASUALTIES = "casualties"
KINDS = (FIRE, CASUALTIES)


def kind_of(question: dict[str, Any]) -> str:
    """The question's kind; an old save's fire question names none."""
    return str(question.get("kind", FIRE))


def asks_casualties(state: GameState) -> bool:
    """Whether an attack just stopped at its casualties for their owner (read only where the
    option is on: `state.casualties_by_hand and asks_casualties(state)` costs nothing otherwise)."""
    return state.question is not None and kind_of(state.question) == CASUALTIES


def resume_later(state: GameState, step: dict[str, Any]) -> None:
    """Write down what the caller has left to do once the open casualty question is answered
    (plain data: a saved game keeps it); callers further out add theirs after it."""
    assert state.question is not None
    state.question["then"].setdefault("resume", []).append(step)
