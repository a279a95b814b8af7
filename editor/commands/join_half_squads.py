"""Join two half squads of one type into their squad (13.10)."""

from __future__ import annotations

from core.scenario.edit_squads import join_half_squads
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class JoinHalfSquads(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, first_id: str, second_id: str) -> None:
        where = locate(document.scenario, first_id)
        after = join_half_squads(document.scenario, first_id, second_id, document.units)
        label = tr("Join {unit}s in {hex}").format(unit=unit_name(document, where.unit.type), hex=where.hex)
        super().__init__(document, after, label)
