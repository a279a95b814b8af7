"""Put a fortification or entrenchment in a hex (section 19)."""

from __future__ import annotations

from core.scenario.edit_markers import add_fortification
from editor.commands.base import ScenarioCommand, fortification_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class AddFortification(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, fortification_type: str, side: str,
                 facing: int | None = None) -> None:
        after = add_fortification(document.scenario, hex_name, fortification_type, side, facing)
        label = tr("Add {what} in {hex}").format(what=fortification_name(fortification_type), hex=hex_name)
        super().__init__(document, after, label)
