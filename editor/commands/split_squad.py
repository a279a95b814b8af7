"""Split a squad into two half squads of its type (13.10)."""

from __future__ import annotations

from core.scenario.edit_squads import split_squad
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class SplitSquad(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str) -> None:
        where = locate(document.scenario, unit_id)
        after = split_squad(document.scenario, unit_id, document.units)
        label = tr("Split {unit} in {hex}").format(unit=unit_name(document, where.unit.type), hex=where.hex)
        super().__init__(document, after, label)
