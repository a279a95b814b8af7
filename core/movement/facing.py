"""Vehicle and gun facing while moving (6.5, 6.32, 7.1-7.3).

A facing is a direction number (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW, see
core.hexes): the hexside the front of the counter points at.
"""

from __future__ import annotations

ALL_FACINGS: tuple[int, ...] = tuple(range(6))

TURN_COSTS: tuple[int, ...] = (0, 0, 1, 2)
"""6.5: MP to turn 0, 1, 2 or 3 hexsides on entering a hex; the first hexside is free."""


def check_facing(facing: int) -> int:
    if facing not in ALL_FACINGS:
        raise ValueError(f"a facing is a direction 0-5, not {facing!r}")
    return facing


def hexsides_turned(old: int, new: int) -> int:
    """How many hexsides separate two facings, the short way round (0-3)."""
    step = (new - old) % 6
    return min(step, 6 - step)


def turn_cost(old: int, new: int) -> int:
    """MP a vehicle pays to end its entry into a hex facing `new` after arriving facing `old` (6.5)."""
    return TURN_COSTS[hexsides_turned(old, new)]


TURN_TABLE: tuple[tuple[int, ...], ...] = tuple(tuple(turn_cost(old, new) for new in ALL_FACINGS) for old in ALL_FACINGS)
"""turn_cost(old, new) as TURN_TABLE[old][new], for the graph builder's inner loop."""


def change_of_facing(facing: int) -> tuple[int, ...]:
    """7.3: the facings a vehicle or gun may take by turning in place as its whole move.

    The current facing is left out: keeping it is not a change (and not a move).
    """
    check_facing(facing)
    return tuple(f for f in ALL_FACINGS if f != facing)
