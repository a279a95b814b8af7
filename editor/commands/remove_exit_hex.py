"""Unmark an exit hex."""

from __future__ import annotations

from core.scenario.edit_markers import remove_exit_hex
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class RemoveExitHex(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str) -> None:
        after = remove_exit_hex(document.scenario, hex_name)
        super().__init__(document, after, tr("Remove exit hex {hex}").format(hex=hex_name))
