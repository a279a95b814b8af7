"""Turn a bunker's forward arc (19.5); repeated turns merge into one step."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from core.scenario.edit_markers import rotate_fortification
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr

ROTATE_FORTIFICATION_ID = 1002


class RotateFortification(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, steps: int = 1) -> None:
        after = rotate_fortification(document.scenario, hex_name, steps)
        super().__init__(document, after, tr("Rotate fortification in {hex}").format(hex=hex_name))
        self.hex_name = hex_name

    def id(self) -> int:
        return ROTATE_FORTIFICATION_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, RotateFortification) or other.hex_name != self.hex_name:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)
        return True
