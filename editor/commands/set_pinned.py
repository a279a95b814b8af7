"""Mark a unit pinned at the start, or take the marker off."""

from __future__ import annotations

from core.scenario.edit_units import set_pinned
from core.scenario.query import find_unit
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetPinned(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str, pinned: bool) -> None:
        name = unit_name(document, find_unit(document.scenario, unit_id).unit.type)
        label = (tr("Pin {unit}") if pinned else tr("Unpin {unit}")).format(unit=name)
        super().__init__(document, set_pinned(document.scenario, unit_id, pinned), label)
