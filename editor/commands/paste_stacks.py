"""Paste copied stacks into a hex as new counters with fresh ids."""

from __future__ import annotations

from core.scenario.copy_paste import StackCopy, paste_stacks
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class PasteStacks(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, copy: StackCopy, hex_name: str) -> None:
        after = paste_stacks(document.scenario, copy, hex_name)
        label = tr("Paste %n counter(s) in {hex}", n=copy.count).format(hex=hex_name)
        super().__init__(document, after, label)
