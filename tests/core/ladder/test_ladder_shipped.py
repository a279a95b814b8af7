"""The shipped ratings (core/data/ai_ladder.json): a whole `vvs ladder` run of today's default players,
valid against its schema, every level rated."""

from __future__ import annotations

from core.ai.player import LEVELS
from core.ladder.schedule import default_players
from core.ladder.shipped import level_rating, shipped_document


def test_the_shipped_ratings_come_from_a_whole_run_of_the_default_players():
    document = shipped_document()
    assert document["interrupted"] is False and document["games"] == document["planned"] > 0
    assert document["players"] == list(default_players())
    assert sum(document["outcomes"].values()) == document["games"]
    assert sorted(entry["player"] for entry in document["ratings"]) == sorted(default_players())


def test_every_level_has_a_rating():
    for level in LEVELS:
        rating = level_rating(level)
        assert rating is not None and rating.games > 0 and 0 <= rating.share <= 1
