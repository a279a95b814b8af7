"""Mark a map-edge hex as one the attacker exits through (4.4, 6.10)."""

from __future__ import annotations

from core.scenario.edit_markers import add_exit_hex
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class AddExitHex(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str) -> None:
        after = add_exit_hex(document.scenario, hex_name)
        super().__init__(document, after, tr("Add exit hex {hex}").format(hex=hex_name))
