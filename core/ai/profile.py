"""The computer player's personalities: behaviour knobs kept as data (core/data/ai_personalities.json).

Each knob is an index from 0 to 10, one per behaviour (Wesnoth learnt that one
`caution` knob driving both attack exposure and retreat made healthy units flee):
`weight(knob)` turns an index into the multiplier the scores use, 1.0 at 5. The
evaluation terms' weights (core.ai.terms) come from the same file: `terms` gives every
term's weight (tuned by self-play, generator/ai_tuning.py, where `tuning` says how), and a
personality may override some under its own `terms`. The easy level judges with
`easy_terms`, the hand-set weights from before the tuning (a beginner's judgment, and the
easy level's games stay what they were: docs/ai.md, "The levels").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from types import MappingProxyType
from typing import Any

from core.jsonio import load_json_validated
from core.resources import data_path

LEVEL_WEIGHTED = ("easy", "normal", "hard")
"""The levels that may judge with weights of their own (the file's `easy_terms`, `normal_terms`,
`hard_terms`), in order: a best response is tuned for a level against one before it."""
KNOBS = ("aggression", "caution", "objective_focus", "fire_discipline", "assault_appetite")


@cache
def _document() -> dict[str, Any]:
    found: dict[str, Any] = load_json_validated(data_path("ai_personalities.json"), "ai-personalities.schema.json")
    return found


@cache
def _default_terms() -> Mapping[str, float]:
    """The file's term weights (every term of core.ai.terms has one: the schema requires it)."""
    return MappingProxyType({k: float(v) for k, v in _document()["terms"].items()})


@cache
def _level_terms(level: str) -> Mapping[str, float]:
    """A level's weights: the file's `LEVEL_terms` (easy's hand-set ones; a best response to the
    level below where one is applied) over its `terms`."""
    return MappingProxyType({**_default_terms(), **{k: float(v) for k, v in _document().get(f"{level}_terms", {}).items()}})


@dataclass(frozen=True)
class Personality:
    name: str
    description: str
    aggression: int = 5
    caution: int = 5
    objective_focus: int = 5
    fire_discipline: int = 5
    assault_appetite: int = 5
    terms: Mapping[str, float] = field(default_factory=_default_terms, compare=False)
    own_terms: Mapping[str, float] = field(default_factory=dict, compare=False)  # the preset's overrides

    def at_level(self, level: str) -> Personality:
        """The personality as the level plays it: with the level's own weights where the file gives
        them (easy's hand-set ones; none for normal and hard today, which judge with the self-play
        tuned `terms`), the personality's overrides kept."""
        if level not in LEVEL_WEIGHTED:
            return self
        return replace(self, terms=MappingProxyType({**_level_terms(level), **self.own_terms}))

    @property
    def term_weights(self) -> Mapping[str, float]:
        """Each evaluation term's weight (core.ai.terms): 0 for a term the computer does not weigh."""
        return self.terms

    def weight(self, knob: str) -> float:
        """The knob as a multiplier: 0 -> 0.25, 5 -> 1.0, 10 -> 4.0 (each step the same ratio)."""
        return float(4 ** ((int(getattr(self, knob)) - 5) / 5))


CLOSING_KNOBS = ("aggression", "caution", "objective_focus", "assault_appetite")


def closing_posture(personality: Personality) -> Personality:
    """The hard level's closing posture (the file's `hard_closing`): the personality with the closing
    knobs, for the last turns of a game the objectives decide."""
    closing = _document().get("hard_closing", {})
    knobs = {k: int(closing.get(k, getattr(personality, k))) for k in CLOSING_KNOBS}
    return replace(personality, name=f"{personality.name}, closing", aggression=knobs["aggression"],
                   caution=knobs["caution"], objective_focus=knobs["objective_focus"],
                   assault_appetite=knobs["assault_appetite"])


def closing_turns() -> int:
    """How many of a game's last turns the hard level plays in its closing posture (0: none)."""
    return int(_document().get("hard_closing", {}).get("turns", 0))


def personality_names() -> tuple[str, ...]:
    return tuple(_document()["personalities"])


def default_personality() -> Personality:
    return personality(str(_document()["default"]))


def personality(name: str) -> Personality:
    """The named preset; ValueError naming the known ones for any other name."""
    presets = _document()["personalities"]
    if name not in presets:
        raise ValueError(f"unknown personality {name!r} (known: {', '.join(presets)})")
    entry = presets[name]
    own = {k: float(v) for k, v in entry.get("terms", {}).items()}
    terms = MappingProxyType({**_default_terms(), **own})
    return Personality(name, str(entry["description"]), **{k: int(entry[k]) for k in KNOBS}, terms=terms,
                       own_terms=MappingProxyType(own))

