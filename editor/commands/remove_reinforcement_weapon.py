"""A unit of a reinforcement group arrives without its support weapon."""

from __future__ import annotations

from core.scenario.edit_reinforcements import remove_reinforcement_weapon
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveReinforcementWeapon(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int, unit_id: str) -> None:
        after = remove_reinforcement_weapon(document.scenario, side, index, unit_id)
        super().__init__(document, after, tr("Take a reinforcement's support weapon away"))
