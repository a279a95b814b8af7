"""Take away a support weapon lying loose in a hex."""

from __future__ import annotations

from core.scenario.edit_weapons import remove_loose_weapon
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveLooseWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, hex_name: str, weapon_type: str) -> None:
        after = remove_loose_weapon(document.scenario, side, hex_name, weapon_type)
        label = tr("Remove {weapon} from {hex}").format(weapon=unit_name(document, weapon_type), hex=hex_name)
        super().__init__(document, after, label)
