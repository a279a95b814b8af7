"""Face what stands in a hex towards one hexside (7.1, 19.5): clicking a hexside of the selected hex.

The table's way of facing a vehicle: the player turns the counter until its top
points at a hexside. In the editor the designer clicks that hexside; every vehicle
and gun in the hex turns to it (a bunker instead, when no counter in the hex faces),
as R turns them all. One undo step, made of core.scenario's pure set_facing edits.
"""

from __future__ import annotations

from core.scenario.edit_markers import set_fortification_facing
from core.scenario.edit_units import set_facing
from core.scenario.errors import EditError
from core.scenario.query import stacks_at
from core.terrain import catalogue as terrain_catalogue
from editor.commands.base import ScenarioCommand, fortification_name, unit_name
from editor.commands.set_facing import DIRECTIONS
from editor.document import ScenarioDocument
from editor.i18n import tr


def faces_anything(document: ScenarioDocument, hex_name: str) -> bool:
    """Whether a click on a hexside of the hex would turn something: a vehicle, a gun or a bunker."""
    scenario = document.scenario
    if any(u.facing is not None for _side, stack in stacks_at(scenario, hex_name) for u in stack.units):
        return True
    kinds = terrain_catalogue().fortifications or {}
    return any(f.hex == hex_name and (f.facing is not None or (f.type in kinds and kinds[f.type].needs_facing))
               for f in scenario.fortifications)


class FaceHex(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str, facing: int) -> None:
        scenario = document.scenario
        units = [u for _side, stack in stacks_at(scenario, hex_name) for u in stack.units if u.facing is not None]
        direction = tr(DIRECTIONS[facing % 6])
        if units:
            after = scenario
            for unit in units:
                after = set_facing(after, unit.id, facing)
            what = unit_name(document, units[0].type) if len(units) == 1 else tr("%n unit(s)", n=len(units))
        else:
            kinds = terrain_catalogue().fortifications or {}
            bunker = next((f for f in scenario.fortifications if f.hex == hex_name and (
                f.facing is not None or (f.type in kinds and kinds[f.type].needs_facing))), None)
            if bunker is None:
                raise EditError(tr("Nothing in {hex} faces a hexside (only vehicles, guns and bunkers do)").format(hex=hex_name))
            after = set_fortification_facing(scenario, hex_name, facing)
            what = fortification_name(bunker.type)
        super().__init__(document, after, tr("Face {what} in {hex} {direction}").format(what=what, hex=hex_name, direction=direction))
