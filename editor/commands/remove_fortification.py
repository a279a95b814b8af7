"""Take the fortifications out of a hex."""

from __future__ import annotations

from core.scenario.edit_markers import remove_fortification
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveFortification(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str) -> None:
        after = remove_fortification(document.scenario, hex_name)
        super().__init__(document, after, tr("Remove fortification from {hex}").format(hex=hex_name))
