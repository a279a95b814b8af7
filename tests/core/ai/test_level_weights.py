"""Which weights each level judges with (core/ai/profile.py): the tuned `terms` for normal and
hard, the hand-set `easy_terms` for easy, a personality's own overrides kept at every level."""

from __future__ import annotations

from core.ai.player import AiPlayer
from core.ai.profile import _document, personality


def test_the_easy_level_judges_with_the_easy_weights_and_the_others_with_the_tuned_ones() -> None:
    document = _document()
    easy = {**document["terms"], **document.get("easy_terms", {})}
    for name in ("balanced", "cautious", "aggressive"):
        own = document["personalities"][name].get("terms", {})
        assert dict(AiPlayer("easy", personality(name)).personality.terms) == {k: float(v) for k, v in {**easy, **own}.items()}
        for level in ("normal", "hard"):
            tuned = {k: float(v) for k, v in {**document["terms"], **own}.items()}
            assert dict(AiPlayer(level, personality(name)).personality.terms) == tuned
