"""Take one counter (and what it carries) out of a reinforcement group."""

from __future__ import annotations

from core.scenario.edit_reinforcements import reinforcement, remove_reinforcement_unit
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveReinforcementUnit(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int, unit_id: str) -> None:
        unit = next((u for u in reinforcement(document.scenario, side, index).units if u.id == unit_id), None)
        after = remove_reinforcement_unit(document.scenario, side, index, unit_id)
        name = unit_name(document, unit.type) if unit is not None else unit_id
        super().__init__(document, after, tr("Remove {unit} from the reinforcements").format(unit=name))
