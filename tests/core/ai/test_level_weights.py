"""Which weights each level judges with (core/ai/profile.py): the self-play tuned `terms` for
normal and hard, a level's best response to the one below (`normal_terms`, `hard_terms`) over
them where the file has one, the hand-set `easy_terms` for easy, a personality's own overrides
kept at every level."""

from __future__ import annotations

from core.ai.player import AiPlayer
from core.ai.profile import _document, personality


def test_each_level_judges_with_its_own_weights_and_a_personality_keeps_its_overrides() -> None:
    document = _document()
    easy = {**document["terms"], **document.get("easy_terms", {})}
    for name in ("balanced", "cautious", "aggressive"):
        own = document["personalities"][name].get("terms", {})
        assert dict(AiPlayer("easy", personality(name)).personality.terms) == {k: float(v) for k, v in {**easy, **own}.items()}
        for level in ("normal", "hard"):
            over = document.get(f"{level}_terms", {})
            tuned = {k: float(v) for k, v in {**document["terms"], **over, **own}.items()}
            assert dict(AiPlayer(level, personality(name)).personality.terms) == tuned
