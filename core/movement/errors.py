"""Why a movement question cannot be answered: each cause its own ValueError."""

from __future__ import annotations


class MovementError(ValueError):
    """Base of every movement error, so a caller may catch them together."""


class NotOnBattlefieldError(MovementError):
    """A hex that the battlefield does not have."""


class NotAdjacentError(MovementError):
    """A step between two hexes that do not share a hexside."""


class MissingFacingError(MovementError):
    """A vehicle query without the vehicle's facing (7.2: it moves only forward or in reverse)."""


class NegativeAllowanceError(MovementError):
    """A movement allowance below zero."""


class PortageError(MovementError):
    """A unit carrying what it may not carry (12.2: a leader carries only a light support weapon)."""
