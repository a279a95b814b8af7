"""Hand a support weapon from one unit of a stack to another (12.4); held weapons swap."""

from __future__ import annotations

from core.scenario.edit_weapons import move_weapon
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class MoveWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, from_id: str, to_id: str) -> None:
        source, target = locate(document.scenario, from_id), locate(document.scenario, to_id)
        after = move_weapon(document.scenario, from_id, to_id, document.units)
        weapon = source.unit.weapons[0] if source.unit.weapons else ""
        label = tr("Hand {weapon} to {unit}").format(weapon=unit_name(document, weapon),
                                                      unit=unit_name(document, target.unit.type))
        super().__init__(document, after, label)
