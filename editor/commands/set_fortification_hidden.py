"""Hide a minefield from the enemy until a unit enters it, or reveal it (19.71)."""

from __future__ import annotations

from core.scenario.edit_markers import set_fortification_hidden
from editor.commands.base import ScenarioCommand, fortification_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetFortificationHidden(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, fortification_type: str, hidden: bool) -> None:
        after = set_fortification_hidden(document.scenario, hex_name, fortification_type, hidden)
        text = tr("Hide the {kind} in {hex}") if hidden else tr("Reveal the {kind} in {hex}")
        super().__init__(document, after, text.format(kind=fortification_name(fortification_type).lower(), hex=hex_name))
