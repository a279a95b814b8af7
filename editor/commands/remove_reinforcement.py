"""Remove a reinforcement group, every unit in it with it."""

from __future__ import annotations

from core.scenario.edit_reinforcements import reinforcement, remove_reinforcement
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveReinforcement(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int) -> None:
        group = reinforcement(document.scenario, side, index)
        after = remove_reinforcement(document.scenario, side, index)
        super().__init__(document, after, tr("Remove {side} reinforcements, turn {turn}, {edge} edge").format(
            side=side, turn=group.turn, edge=group.edge))
