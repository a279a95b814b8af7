"""The kinds of question the rules put to a person, told apart by the question's "kind".

`state.question` is plain data (a saved game keeps it), so what it asks is named in it: "fire"
for opportunity fire decided by hand (core.game.fire_by_hand), "casualties" for Casualty Points
allocated by their owner (core.game.casualties_by_hand). A fire question saved before kinds were
written has none: it reads as "fire". core.game.questions looks up the module answering each
kind; this module stays below every rule module so any of them may name a kind.
"""

from __future__ import annotations

from typing import Any

__all__ = ["CASUALTIES", "FIRE", "KINDS", "kind_of"]

FIRE = "fire"
CASUALTIES = "casualties"
KINDS = (FIRE, CASUALTIES)


def kind_of(question: dict[str, Any]) -> str:
    """The question's kind; an old save's fire question names none."""
    return str(question.get("kind", FIRE))
