"""The ratings the program ships (core/data/ai_ladder.json), as the start dialog shows them.

The file is a `vvs ladder --out` document (core/ladder/report.py), checked against
schemas/ai-ladder.schema.json when read; docs/ai.md says how it was made and how to
make it again. A level's rating is the one of its default-personality spec
(`ai:hard:balanced` for the hard level).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.resources import data_path

FILE = "ai_ladder.json"
SCHEMA = "ai-ladder.schema.json"


@dataclass(frozen=True)
class ShippedRating:
    """One player's line of the shipped table."""

    player: str
    rank: int
    mu: float
    sigma: float
    ordinal: float
    games: int
    points: float

    @property
    def share(self) -> float:
        return self.points / self.games if self.games else 0.0


@cache
def shipped_document() -> dict[str, Any]:
    from core.jsonio import load_json_validated

    found: dict[str, Any] = load_json_validated(data_path(FILE), SCHEMA)
    return found


def shipped_ratings() -> dict[str, ShippedRating]:
    """Every rated player of the shipped table, by spec."""
    return {entry["player"]: ShippedRating(entry["player"], int(entry["rank"]), float(entry["mu"]), float(entry["sigma"]),
                                           float(entry["ordinal"]), int(entry["games"]), float(entry["points"]))
            for entry in shipped_document()["ratings"]}


def level_rating(level: str) -> ShippedRating | None:
    """The level's rating (its default personality's), or None when the table does not rate it."""
    from core.ai.profile import default_personality

    return shipped_ratings().get(f"ai:{level}:{default_personality().name}")
