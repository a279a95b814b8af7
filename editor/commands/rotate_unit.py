"""Turn vehicles and guns by whole hexsides (7.1); repeated turns merge into one step."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from core.scenario.edit_units import rotate_unit
from core.scenario.query import find_unit
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr

ROTATE_UNIT_ID = 1001


class RotateUnit(ScenarioCommand):
    """Pressing R five times is one undo step, like Qt's merged move command."""

    def __init__(self, document: ScenarioDocument, unit_ids: tuple[str, ...], steps: int = 1) -> None:
        after = document.scenario
        for unit_id in unit_ids:
            after = rotate_unit(after, unit_id, steps)
        first = find_unit(document.scenario, unit_ids[0])
        what = unit_name(document, first.unit.type) if len(unit_ids) == 1 else tr("%n unit(s)", n=len(unit_ids))
        super().__init__(document, after, tr("Rotate {unit} in {hex}").format(unit=what, hex=first.hex))
        self.unit_ids = unit_ids

    def id(self) -> int:
        return ROTATE_UNIT_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, RotateUnit) or other.unit_ids != self.unit_ids:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)  # turned all the way round: nothing to undo
        return True
