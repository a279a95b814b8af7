"""Add a reinforcement group to a side: new counters arriving on a turn from a map edge (6.10)."""

from __future__ import annotations

from collections.abc import Sequence

from core.scenario.edit_reinforcements import add_reinforcement
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class AddReinforcement(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, turn: int, edge: str, unit_types: Sequence[str]) -> None:
        after = add_reinforcement(document.scenario, side, turn, edge, unit_types, document.units)
        super().__init__(document, after, tr("Add {side} reinforcements, turn {turn}, {edge} edge").format(
            side=tr(side), turn=turn, edge=tr(edge)))
        self.side = side
        self.index = len(after.side(side).reinforcements) - 1
