"""Place a new counter on top of a side's stack in a hex."""

from __future__ import annotations

from core.scenario.edit_units import place_unit
from core.scenario.query import find_unit, next_unit_id
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class PlaceUnit(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, hex_name: str, unit_type: str,
                 facing: int | None = None) -> None:
        self.unit_id = next_unit_id(document.scenario, side)
        after = place_unit(document.scenario, side, hex_name, unit_type, facing=facing,
                           unit_id=self.unit_id, units=document.units)
        label = tr("Place {unit} in {hex}").format(unit=unit_name(document, unit_type), hex=hex_name)
        super().__init__(document, after, label)
        self.placed = find_unit(after, self.unit_id)
