"""How many Movement Points an infantry unit has for one move (6.31, 6.4, 12.2).

Vehicles and guns print their MP on the counter; infantry take theirs from
the rules, adjusted by what the engine knows about the move: whether the unit
moves with a leader, carries a heavy support weapon, or makes an assault move.
A stack moves at the smallest allowance of its members (6.1).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from core.movement.errors import PortageError

LEADER_MP = 6
"""6.31: leaders have six MP."""

SQUAD_MP = 4
"""6.31: squads and half squads have four MP."""

WITH_LEADER_MP = 6
"""6.31: a squad or half squad that starts and makes its full move with a leader has six MP."""

HEAVY_WEAPON_PENALTY = 1
"""12.2: a squad or half squad carrying a heavy support weapon has one MP fewer."""


class InfantryKind(str, Enum):
    SQUAD = "squad"
    HALF_SQUAD = "half_squad"
    LEADER = "leader"


def movement_allowance(kind: InfantryKind | str, with_leader: bool = False, heavy_weapon: bool = False, assault: bool = False) -> int:
    """The MP of one infantry unit for this move.

    6.4 halves the allowance for an assault move before any other reduction,
    so the order is: base (with the leader bonus), then halve, then the heavy
    weapon's -1. A leader may not carry a heavy weapon (12.2).
    """
    kind = InfantryKind(kind)
    if kind is InfantryKind.LEADER:
        if heavy_weapon:
            raise PortageError("a leader may carry only a light support weapon (12.2)")
        mp = LEADER_MP
    else:
        mp = WITH_LEADER_MP if with_leader else SQUAD_MP
    if assault:
        mp //= 2
    if heavy_weapon:
        mp -= HEAVY_WEAPON_PENALTY
    return max(mp, 0)


def stack_allowance(allowances: Iterable[int]) -> int:
    """A stack moves together, so at its slowest member's allowance (6.1)."""
    values = list(allowances)
    if not values:
        raise ValueError("a moving stack needs at least one unit")
    return min(values)
