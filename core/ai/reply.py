"""A plan's score against the enemy's likely reply, on determinized copies (core.ai.portfolio).

Each stack's end hex is scored with the evaluation terms (core.ai.terms) by the side's own
personality: goal progress, objective control and the rest, as a move is scored
(core.ai.positions.Scorer). The fire it takes is not the threat map's sum of every enemy
gun on every hex, which counts each enemy fire group once per stack it could reach: here
the enemy replies, each of its fire groups shooting once, at the end hex where it does
most harm (the mean Casualty Points on the real table times what a point costs the
stacks there). So a plan that spreads its stacks over more hexes than the enemy can cover,
or moves one out of a group's sight, is scored for it, which no single stack's score can
see. The reply is played on every copy (under fog each holds its own sample of the enemy
units the side remembers but cannot see, core.ai.sampler) and the copies' scores averaged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.ai import terms
from core.ai.estimates import FireGroup, fire_groups, group_cp, infantry_cover
from core.ai.situation import Situation
from core.game.state import GameState
from core.los.sightlines import Sightlines


@dataclass(frozen=True)
class StackEnd:
    """A stack at the end of its move: where, its terms but the fire it takes, and what one
    Casualty Point on it costs (the Scorer's danger weight)."""

    hex: str
    base: float
    danger: float


@dataclass
class _Copy:
    state: GameState
    sight: Sightlines
    groups: list[FireGroup]
    known: dict[tuple[int, str], float]


class Reply:
    """Scores plans (their stacks' ends) against the enemy's fire on each copy."""

    def __init__(self, sit: Situation, copies: Sequence[GameState], fixed: Sequence[StackEnd]) -> None:
        game = sit.game
        self.sit, self.fixed = sit, list(fixed)
        self.weight = sit.personality.term_weights.get("fire_taken", 0.0)
        self.copies = [_Copy(c, game.sight(c), fire_groups(game, c, sit.side), {}) for c in copies]

    def score(self, ends: Sequence[StackEnd]) -> float:
        """The plan's terms plus the fire the enemy's reply puts on it, averaged over the copies."""
        every = list(ends) + self.fixed
        base = sum(e.base for e in ends)
        per_hex: dict[str, list[float]] = {}
        for end in every:
            per_hex.setdefault(end.hex, []).append(end.danger)
        cost = {h: sum(d) / len(d) for h, d in per_hex.items()}  # one CP hits one unit of the hex
        taken = sum(self._reply(copy, cost) for copy in self.copies) / len(self.copies)
        return base + self.weight * terms.fire_taken(1.0, taken)

    def _reply(self, copy: _Copy, cost: dict[str, float]) -> float:
        """Each enemy fire group's best shot at the plan's hexes, in points: its mean CP there
        times what a point costs the stacks there."""
        total = 0.0
        for index in range(len(copy.groups)):
            total += max((self._cp(copy, index, h) * c for h, c in cost.items()), default=0.0)
        return total

    def _cp(self, copy: _Copy, index: int, hex_name: str) -> float:
        found = copy.known.get((index, hex_name))
        if found is None:
            found = copy.known[(index, hex_name)] = self._group_cp(copy, index, hex_name)
        return found

    def _group_cp(self, copy: _Copy, index: int, hex_name: str) -> float:
        """The mean CP one enemy fire group could put on a unit in the hex, as the skilled threat map
        works it out (core.ai.estimates.group_cp), a foxhole's, trench's or bunker's cover counted."""
        game = self.sit.game
        cover = infantry_cover(game, copy.state, hex_name)
        return group_cp(game, copy.state, copy.sight, copy.groups[index], hex_name, cover)
