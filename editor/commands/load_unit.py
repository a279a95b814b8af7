"""Put infantry aboard a transport of its stack, or hook a gun to it (8.1, 8.21)."""

from __future__ import annotations

from core.scenario.edit_transport import load_unit
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class LoadUnit(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, transport_id: str, unit_id: str) -> None:
        scenario = document.scenario
        transport, rider = locate(scenario, transport_id).unit, locate(scenario, unit_id).unit
        after = load_unit(scenario, transport_id, unit_id, document.units)
        label = tr("Load {unit} into {transport}").format(unit=unit_name(document, rider.type),
                                                          transport=unit_name(document, transport.type))
        super().__init__(document, after, label)
