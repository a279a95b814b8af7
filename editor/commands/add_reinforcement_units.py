"""Add new counters to a reinforcement group."""

from __future__ import annotations

from collections.abc import Sequence

from core.scenario.edit_reinforcements import add_reinforcement_units
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class AddReinforcementUnits(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, index: int, unit_types: Sequence[str]) -> None:
        after = add_reinforcement_units(document.scenario, side, index, unit_types, document.units)
        names = ", ".join(unit_name(document, t) for t in unit_types)
        super().__init__(document, after, tr("Add {units} to the reinforcements").format(units=names))
