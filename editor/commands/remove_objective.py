"""Take the objective out of a hex."""

from __future__ import annotations

from core.scenario.edit_markers import remove_objective
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveObjective(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str) -> None:
        after = remove_objective(document.scenario, hex_name)
        super().__init__(document, after, tr("Remove objective from {hex}").format(hex=hex_name))
