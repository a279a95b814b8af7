"""Put an objective flying a side's flag in a hex (4.4)."""

from __future__ import annotations

from core.scenario.edit_markers import set_objective
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetObjective(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, owner: str) -> None:
        after = set_objective(document.scenario, hex_name, owner)
        label = tr("Set {owner} objective in {hex}").format(owner=tr(owner.capitalize()), hex=hex_name)
        super().__init__(document, after, label)
