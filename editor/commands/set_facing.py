"""Point a vehicle or gun at one chosen hexside (7.1), as clicking a hexside arrow does."""

from __future__ import annotations

from core.scenario.edit_units import set_facing
from core.scenario.errors import EditError
from core.scenario.query import find_unit
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr, tr_noop

DIRECTIONS = (tr_noop("N"), tr_noop("NE"), tr_noop("SE"), tr_noop("S"), tr_noop("SW"), tr_noop("NW"))
"""Compass points of the six hexsides: `tr(DIRECTIONS[facing])` where shown."""


class SetFacing(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str, facing: int) -> None:
        unit = find_unit(document.scenario, unit_id).unit
        if unit.facing is None:
            raise EditError(tr("{unit} has no facing (only vehicles and guns face a hexside, 7.1)").format(
                unit=unit_name(document, unit.type)))
        after = set_facing(document.scenario, unit_id, facing)
        label = tr("Face {unit} {direction}").format(unit=unit_name(document, unit.type), direction=tr(DIRECTIONS[facing % 6]))
        super().__init__(document, after, label)
