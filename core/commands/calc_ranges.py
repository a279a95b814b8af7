"""The ranges `vvs calc` accepts for its modifiers, from the rules' own data.

A value no position on the map can give (`--cover 99`) is a mistake on the command line, not a
question for the tables: it is refused in one line naming the range and where it comes from,
exit 2, like any other usage mistake. The bounds are read from core/data (terrain.json,
units.json) when the option is given, so a new terrain or leader widens them by itself.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from functools import cache
from typing import Any

from core.resources import data_path

ROLL_SPAN = 12
"""A total past this cannot move a 2-12 roll any further along a table."""


@cache
def _terrain() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(data_path("terrain.json").read_text(encoding="utf-8"))
    return document


@cache
def most_cover() -> int:
    """The most cover a target can have: the best terrain, the best fortification that adds to it (or
    the best one standing alone), and a hexside crossed (15.8)."""
    document = _terrain()
    terrain = max(entry["cover"] for entry in document["terrain"])
    adding = max((f["cover"] for f in document["fortifications"] if f["cover_adds_to_terrain"]), default=0)
    alone = max((f["cover"] for f in document["fortifications"] if not f["cover_adds_to_terrain"]), default=0)
    hexside = max((h["hindrance"] for h in document["hexside_features"]), default=0)
    return int(max(terrain + adding, alone) + hexside)


@cache
def best_leader() -> int:
    """The strongest leader's modifier (the most negative) in the unit catalogue."""
    units = json.loads(data_path("units.json").read_text(encoding="utf-8"))
    return min(int(entry["modifier"]) for entry in units["units"] if entry.get("kind") == "leader")


@cache
def most_in_a_hex() -> int:
    """The most infantry units a hex holds (6.9): one Grenades counter each at most (12.52)."""
    return max(int(limit["infantry"]) for limit in _terrain()["stacking"]["limits"])


@cache
def most_levels() -> int:
    """The most hill levels between two hexes (10.8)."""
    levels = _terrain()["elevation"]["levels"]
    return int(max(levels)) - int(min(levels))


def in_range(low: Callable[[], int], high: Callable[[], int], why: str) -> Callable[[str], int]:
    """An argparse type: a whole number from low() to high(), or one line saying the range and why."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low() <= value <= high():
            raise argparse.ArgumentTypeError(f"{value} is out of range: give {low()} to {high()} ({why})")
        return value

    return parse


COVER = in_range(lambda: 0, most_cover, "the most cover terrain, a fortification and a hexside give")
HINDRANCE = in_range(lambda: 0, lambda: ROLL_SPAN, "more cannot change a 2-12 roll's result")
LEADER = in_range(best_leader, lambda: 0, "the leaders' modifiers in the unit catalogue")
GRENADES = in_range(lambda: 0, most_in_a_hex, "one Grenades counter per unit, and a hex holds no more units, 12.52")
UPHILL = in_range(lambda: 0, most_levels, "the hill levels of the map, 10.8")
