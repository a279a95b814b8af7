"""What every edit command is: the scenario before and after, swapped on undo and redo.

The model is immutable, so keeping both values is cheap and exact: undo can
never drift from what redo did. Subclasses only compute `after` with a pure
function of core.scenario (its edit_* modules) and give the command a readable label.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from core.scenario import Scenario
from core.terrain import catalogue as terrain_catalogue
from editor.core_text import data_name
from editor.document import ScenarioDocument


class ScenarioCommand(QUndoCommand):
    def __init__(self, document: ScenarioDocument, after: Scenario, label: str) -> None:
        super().__init__(label)
        self.document = document
        self.before = document.scenario
        self.after = after

    def redo(self) -> None:
        self.document.replace_scenario(self.after)

    def undo(self) -> None:
        self.document.replace_scenario(self.before)


def unit_name(document: ScenarioDocument, unit_type: str) -> str:
    """A catalogue name for labels ("Rifle squad"), or the id if unknown."""
    units = document.units
    return units.get(unit_type).name if unit_type in units else unit_type


def fortification_name(fortification_type: str) -> str:
    kinds = terrain_catalogue().fortifications or {}
    return data_name(kinds[fortification_type].name) if fortification_type in kinds else fortification_type
