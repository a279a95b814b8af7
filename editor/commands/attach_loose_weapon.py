"""A weapon lying loose in the hex picked up by a unit of the stack (12.2, 12.4)."""

from __future__ import annotations

from core.scenario.edit_weapons import attach_loose_weapon
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class AttachLooseWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, hex_name: str, weapon_type: str, unit_id: str) -> None:
        unit = locate(document.scenario, unit_id).unit
        after = attach_loose_weapon(document.scenario, side, hex_name, weapon_type, unit_id, document.units)
        label = tr("Give {weapon} to {unit}").format(weapon=unit_name(document, weapon_type),
                                                      unit=unit_name(document, unit.type))
        super().__init__(document, after, label)
