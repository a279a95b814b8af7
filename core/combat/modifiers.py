"""Dice roll modifiers as values, so every resolution can say what it applied and why."""

from __future__ import annotations

from dataclasses import dataclass

from core.tables import DEFAULT_RULESET, Ruleset, get_ruleset


class ModifierError(ValueError):
    """A modifier value the rules do not allow (a positive leadership modifier, negative cover)."""


@dataclass(frozen=True)
class Modifier:
    """One modifier applied to a dice roll or a Kill Number."""

    name: str
    value: int
    section: str

    def __str__(self) -> str:
        return f"{self.name} {self.value:+d} (§{self.section})"

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "value": self.value, "section": self.section}


def rules(ruleset: str | Ruleset = DEFAULT_RULESET) -> Ruleset:
    """A ruleset by name, or the ruleset itself (callers that resolve many attacks pass it once)."""
    return ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)


def table_modifier(ruleset: Ruleset, name: str, times: int = 1) -> Modifier:
    """A fixed modifier from the tables, counted `times` (fire lane crossfire markers)."""
    entry = ruleset.modifier(name)
    return Modifier(name, entry.value * times, entry.section)


def check_leader(value: int) -> int:
    """Leadership modifiers lower the roll (1.27, 13.6): 0 or negative."""
    if value > 0:
        raise ModifierError(f"a leadership modifier is 0 or negative, like -1, not {value:+d}")
    return value


def check_not_negative(name: str, value: int) -> int:
    if value < 0:
        raise ModifierError(f"{name} cannot be negative ({value})")
    return value


def total(roll: int, modifiers: tuple[Modifier, ...]) -> int:
    return roll + sum(m.value for m in modifiers)


def nonzero(*modifiers: Modifier) -> tuple[Modifier, ...]:
    """Only the modifiers that change something, in the order given."""
    return tuple(m for m in modifiers if m.value != 0)


class RollError(ValueError):
    """A roll two (or one) six-sided dice cannot make."""


def check_dice_roll(roll: int) -> int:
    """A natural dice roll (3.2): two dice added, 2 to 12."""
    if not 2 <= roll <= 12:
        raise RollError(f"a dice roll is 2 to 12, not {roll}")
    return roll


def check_die_roll(die: int) -> int:
    """A natural die roll (3.2): one die, 1 to 6."""
    if not 1 <= die <= 6:
        raise RollError(f"a die roll is 1 to 6, not {die}")
    return die
