"""Put a smoke marker of level 1 or 2 in a hex (11.1)."""

from __future__ import annotations

from core.scenario.edit_markers import set_smoke
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetSmoke(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, level: int) -> None:
        after = set_smoke(document.scenario, hex_name, level)
        super().__init__(document, after, tr("Set smoke {level} in {hex}").format(level=level, hex=hex_name))
