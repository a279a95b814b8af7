"""Take the support weapon away from a unit."""

from __future__ import annotations

from core.scenario.edit_weapons import remove_weapon
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str) -> None:
        unit = locate(document.scenario, unit_id).unit
        after = remove_weapon(document.scenario, unit_id)
        weapon = unit.weapons[0] if unit.weapons else ""
        label = tr("Remove {weapon} from {unit}").format(weapon=unit_name(document, weapon),
                                                         unit=unit_name(document, unit.type))
        super().__init__(document, after, label)
