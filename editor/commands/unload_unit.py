"""A passenger or towed gun gets off its transport, onto the top of the stack."""

from __future__ import annotations

from core.scenario.edit_transport import unload_unit
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class UnloadUnit(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str) -> None:
        where = locate(document.scenario, unit_id)
        after = unload_unit(document.scenario, unit_id, document.units)
        label = tr("Unload {unit} in {hex}").format(unit=unit_name(document, where.unit.type), hex=where.hex)
        super().__init__(document, after, label)
