"""Give a support weapon to a unit of a stack (12.2), or expendables to the side (12.5)."""

from __future__ import annotations

from core.scenario.edit_units import add_weapon
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class AddWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, hex_name: str, weapon_type: str) -> None:
        after = add_weapon(document.scenario, side, hex_name, weapon_type, document.units)
        label = tr("Add {weapon} in {hex}").format(weapon=unit_name(document, weapon_type), hex=hex_name)
        super().__init__(document, after, label)
