"""Put a support weapon in one chosen unit's weapon slot (12.2), from the palette."""

from __future__ import annotations

from core.scenario.edit_weapons import give_weapon
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class GiveWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str, weapon_type: str) -> None:
        carrier = locate(document.scenario, unit_id).unit
        after = give_weapon(document.scenario, unit_id, weapon_type, document.units)
        label = tr("Give {weapon} to {unit}").format(weapon=unit_name(document, weapon_type),
                                                      unit=unit_name(document, carrier.type))
        super().__init__(document, after, label)
