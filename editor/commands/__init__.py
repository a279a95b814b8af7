"""Every user edit as a QUndoCommand, one small class per file, named verb-noun.

Each command computes its `after` scenario with a pure function of
core.scenario's edit functions when it is made; redo and undo swap the document's value.
"""

from editor.commands.add_exit_hex import AddExitHex
from editor.commands.add_fortification import AddFortification
from editor.commands.add_weapon import AddWeapon
from editor.commands.base import ScenarioCommand
from editor.commands.face_hex import FaceHex
from editor.commands.move_stack import MoveStack
from editor.commands.place_unit import PlaceUnit
from editor.commands.remove_exit_hex import RemoveExitHex
from editor.commands.remove_fortification import RemoveFortification
from editor.commands.remove_objective import RemoveObjective
from editor.commands.remove_smoke import RemoveSmoke
from editor.commands.remove_unit import RemoveUnit
from editor.commands.rotate_fortification import RotateFortification
from editor.commands.rotate_unit import RotateUnit
from editor.commands.set_details import SetDetails
from editor.commands.set_objective import SetObjective
from editor.commands.set_pinned import SetPinned
from editor.commands.set_smoke import SetSmoke

__all__ = [
    "AddExitHex", "AddFortification", "AddWeapon", "FaceHex", "MoveStack", "PlaceUnit", "RemoveExitHex",
    "RemoveFortification", "RemoveObjective", "RemoveSmoke", "RemoveUnit", "RotateFortification",
    "RotateUnit", "ScenarioCommand", "SetDetails", "SetObjective", "SetPinned", "SetSmoke",
]
