"""Compound edits: several commands pushed as one macro, so one Ctrl+Z undoes them."""

from __future__ import annotations

from core.scenario.query import stacks_at
from editor.commands.remove_exit_hex import RemoveExitHex
from editor.commands.remove_fortification import RemoveFortification
from editor.commands.remove_objective import RemoveObjective
from editor.commands.remove_smoke import RemoveSmoke
from editor.commands.remove_unit import RemoveUnit
from editor.document import ScenarioDocument
from editor.i18n import tr


def delete_stacks(document: ScenarioDocument, hex_name: str) -> bool:
    """Every counter in the hex, one RemoveUnit each, as one step. False if there were none."""
    unit_ids = [u.id for _side, stack in stacks_at(document.scenario, hex_name) for u in stack.units]
    if not unit_ids:
        return False
    stack = document.undo_stack
    stack.beginMacro(tr("Delete stack in {hex}").format(hex=hex_name))
    for unit_id in unit_ids:  # each built on the value the previous one left
        stack.push(RemoveUnit(document, unit_id))
    stack.endMacro()
    return True


def delete_markers(document: ScenarioDocument, hex_name: str) -> bool:
    """The hex's fortification, objective, smoke and exit mark, as one step."""
    scenario = document.scenario
    label = tr("Delete markers in {hex}").format(hex=hex_name)
    stack = document.undo_stack
    builders = [
        (any(f.hex == hex_name for f in scenario.fortifications), RemoveFortification),
        (any(o.hex == hex_name for o in scenario.objectives), RemoveObjective),
        (any(s.hex == hex_name for s in scenario.smoke), RemoveSmoke),
        (hex_name in scenario.victory.exit_hexes, RemoveExitHex),
    ]
    present = [build for wanted, build in builders if wanted]
    if not present:
        return False
    stack.beginMacro(label)
    for build in present:
        stack.push(build(document, hex_name))
    stack.endMacro()
    return True


def delete_in_hex(document: ScenarioDocument, hex_name: str) -> bool:
    """What Delete does: the stack if there is one, else the markers."""
    return delete_stacks(document, hex_name) or delete_markers(document, hex_name)
