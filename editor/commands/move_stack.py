"""Move a side's whole stack to another hex (it joins a stack already there)."""

from __future__ import annotations

from core.scenario.edit_units import move_stack
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class MoveStack(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, from_hex: str, to_hex: str) -> None:
        after = move_stack(document.scenario, side, from_hex, to_hex)
        label = tr("Move stack from {origin} to {target}").format(origin=from_hex, target=to_hex)
        super().__init__(document, after, label)
