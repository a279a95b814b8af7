"""Change when (turn) or where (map edge) a reinforcement group comes on.

Stepping the turn box up and down pushes one command per step; they merge into
one undo step for the same group, as SetDetails merges repeated edits of a field.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from core.scenario.edit_reinforcements import set_reinforcement_edge, set_reinforcement_turn
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr

SET_REINFORCEMENT_ID = 1101


class SetReinforcementTurn(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int, turn: int) -> None:
        after = set_reinforcement_turn(document.scenario, side, index, turn)
        super().__init__(document, after, tr("Reinforcements arrive on turn {turn}").format(turn=turn))
        self.key = (side, index)

    def id(self) -> int:
        return SET_REINFORCEMENT_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetReinforcementTurn) or other.key != self.key:
            return False
        self.after = other.after
        self.setText(other.text())
        self.setObsolete(self.after == self.before)
        return True


class SetReinforcementEdge(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int, edge: str) -> None:
        after = set_reinforcement_edge(document.scenario, side, index, edge)
        super().__init__(document, after, tr("Reinforcements enter from the {edge} edge").format(edge=tr(edge)))
