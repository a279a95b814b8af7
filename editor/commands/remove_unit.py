"""Take one counter (and whatever it carries) off the map."""

from __future__ import annotations

from core.scenario.edit_units import remove_unit
from core.scenario.query import find_unit
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveUnit(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str) -> None:
        where = find_unit(document.scenario, unit_id)
        label = tr("Remove {unit} from {hex}").format(unit=unit_name(document, where.unit.type), hex=where.hex)
        super().__init__(document, remove_unit(document.scenario, unit_id), label)
