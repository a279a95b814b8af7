"""Take the smoke marker out of a hex."""

from __future__ import annotations

from core.scenario.edit_markers import remove_smoke
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveSmoke(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str) -> None:
        after = remove_smoke(document.scenario, hex_name)
        super().__init__(document, after, tr("Remove smoke from {hex}").format(hex=hex_name))
