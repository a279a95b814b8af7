"""A unit of a reinforcement group arrives carrying a support weapon (12.2)."""

from __future__ import annotations

from core.scenario.edit_reinforcements import give_reinforcement_weapon
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class GiveReinforcementWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int, unit_id: str, weapon_type: str) -> None:
        after = give_reinforcement_weapon(document.scenario, side, index, unit_id, weapon_type, document.units)
        super().__init__(document, after, tr("Give {weapon} to a reinforcement").format(weapon=unit_name(document, weapon_type)))
