"""Point a bunker's forward arc at one chosen hexside (19.5)."""

from __future__ import annotations

from core.scenario.edit_markers import set_fortification_facing
from editor.commands.base import ScenarioCommand
from editor.commands.set_facing import DIRECTIONS
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetFortificationFacing(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, facing: int) -> None:
        after = set_fortification_facing(document.scenario, hex_name, facing)
        label = tr("Face fortification in {hex} {direction}").format(hex=hex_name, direction=tr(DIRECTIONS[facing % 6]))
        super().__init__(document, after, label)
