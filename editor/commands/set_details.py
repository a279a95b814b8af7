"""The one generic "change value" command for scenario and side details (Tiled's changevalue).

The details panel (title, turns, victory, weather ...) pushes one of these per
edit; typing into one field merges into a single undo step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoCommand

from core.scenario.edit_details import set_details, set_side_details
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr

SET_DETAILS_ID = 1003


class SetDetails(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str | None = None, **changes: Any) -> None:
        if side is None:
            after = set_details(document.scenario, **changes)
        else:
            after = set_side_details(document.scenario, side, **changes)
        names = ", ".join(sorted(changes))
        super().__init__(document, after, tr("Change {fields}").format(fields=names.replace("_", " ")))
        self.key = (side, frozenset(changes))

    def id(self) -> int:
        return SET_DETAILS_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetDetails) or other.key != self.key:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)
        return True
