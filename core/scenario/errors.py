"""Why an edit of a scenario was refused: one family of errors for every edit module.

Edits refuse only what cannot be written to a scenario file at all, or what has
no slot on the printed counters; the placement rules (core.placement) report
everything else after the edit. Each error is a ValueError named by its cause.
"""

from __future__ import annotations


class EditError(ValueError):
    """An edit that cannot be made."""


class UnknownUnitIdError(EditError):
    """No unit on the map has that id."""


class NoStackError(EditError):
    """The side has no stack in that hex."""


class StackFullError(EditError):
    """A stack would hold more counters than a scenario file allows."""


class NotAUnitError(EditError):
    """A support weapon placed as if it were a unit: it must be carried (12.2)."""


class UnknownDetailError(EditError):
    """A detail name that is not a plain field of the scenario or side."""
