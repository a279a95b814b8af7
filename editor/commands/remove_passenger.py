"""Take a passenger or towed gun off the map (with whatever it carries)."""

from __future__ import annotations

from core.scenario.query import locate
from core.scenario.rewrite import remove_any_unit
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemovePassenger(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str) -> None:
        where = locate(document.scenario, unit_id)
        label = tr("Remove {unit} from {hex}").format(unit=unit_name(document, where.unit.type), hex=where.hex)
        super().__init__(document, remove_any_unit(document.scenario, unit_id), label)
