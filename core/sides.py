"""The two sides of every battle, and which nationalities fight on each.

One home for what was spelled out in four places: a `Side` is a str-valued
enum, so it compares equal to the "allied"/"axis" strings of the file formats
and writes itself to JSON unchanged.
"""

from __future__ import annotations

from enum import Enum

from core.unit_model import Nationality


class Side(str, Enum):
    ALLIED = "allied"
    AXIS = "axis"

    @property
    def other(self) -> Side:
        return Side.AXIS if self is Side.ALLIED else Side.ALLIED

    def __str__(self) -> str:
        return self.value


SIDE_NATIONS: dict[Side, tuple[Nationality, ...]] = {
    Side.ALLIED: (Nationality.US, Nationality.GB, Nationality.SOV),
    Side.AXIS: (Nationality.GER,),
}
"""Nationalities by side, in the order menus list them."""


def side_of(nationality: str) -> Side:
    """The side a nationality fights on (a value of `Nationality`, or its string)."""
    return Side.AXIS if Nationality(nationality) in SIDE_NATIONS[Side.AXIS] else Side.ALLIED


def nations_of(side: str) -> frozenset[Nationality]:
    """The nationalities that may serve on a side (a `Side`, or its string)."""
    return frozenset(SIDE_NATIONS[Side(side)])


def other_side(side: str) -> Side:
    """The opponent of a side given as a `Side` or its string."""
    return Side(side).other
