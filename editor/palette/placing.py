"""What clicking (or dropping) a palette entry on a hex does, as one undo command.

Shared by the place tool and drag-and-drop, so both make exactly the same
edit. Units go to the side of their nationality; markers toggle (placing the
same objective, smoke level, fortification or exit mark again removes it),
as the PC game's editor removes a marker when it is clicked again.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from core.scenario.edit_units import DEFAULT_FACING
from core.scenario.errors import EditError
from core.sides import side_of
from core.terrain import catalogue as terrain_catalogue
from core.units import Kind
from editor.commands import (
    AddExitHex,
    AddFortification,
    AddWeapon,
    PlaceUnit,
    RemoveExitHex,
    RemoveFortification,
    RemoveObjective,
    RemoveSmoke,
    SetObjective,
    SetSmoke,
)
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.palette.entry import EntryKind, PaletteEntry


def side_for_type(document: ScenarioDocument, type_id: str) -> str:
    return side_of(document.units.get(type_id).nationality).value


def command_for(document: ScenarioDocument, entry: PaletteEntry, hex_name: str) -> QUndoCommand:
    """The edit; raises EditError (with a sentence for the status bar) if none can be made."""
    if entry.kind is EntryKind.UNIT:
        if entry.value not in document.units:
            raise EditError(tr("{unit} is not in this rules edition's catalogue").format(unit=entry.label))
        info = document.units.get(entry.value)
        side = side_for_type(document, entry.value)
        if info.kind is Kind.SUPPORT_WEAPON:
            return AddWeapon(document, side, hex_name, entry.value)
        return PlaceUnit(document, side, hex_name, entry.value)
    if entry.kind is EntryKind.WEAPON:
        return AddWeapon(document, side_for_type(document, entry.value), hex_name, entry.value)
    return _marker_command(document, entry, hex_name)


def _marker_command(document: ScenarioDocument, entry: PaletteEntry, hex_name: str) -> QUndoCommand:
    scenario = document.scenario
    if entry.kind is EntryKind.FORTIFICATION:
        if any(f.hex == hex_name and f.type == entry.value for f in scenario.fortifications):
            return RemoveFortification(document, hex_name)
        kind = terrain_catalogue().fortification(entry.value)
        facing = DEFAULT_FACING if kind.needs_facing else None
        return AddFortification(document, hex_name, entry.value, scenario.defender, facing)
    if entry.kind is EntryKind.OBJECTIVE:
        if any(o.hex == hex_name and o.owner == entry.value for o in scenario.objectives):
            return RemoveObjective(document, hex_name)
        return SetObjective(document, hex_name, entry.value)
    if entry.kind is EntryKind.SMOKE:
        level = int(entry.value)
        if any(s.hex == hex_name and s.level == level for s in scenario.smoke):
            return RemoveSmoke(document, hex_name)
        return SetSmoke(document, hex_name, level)
    if entry.kind is EntryKind.EXIT:
        if hex_name in scenario.victory.exit_hexes:
            return RemoveExitHex(document, hex_name)
        return AddExitHex(document, hex_name)
    raise EditError(tr("cannot place {entry}").format(entry=entry.label))


def apply_entry(document: ScenarioDocument, entry: PaletteEntry, hex_name: str) -> str | None:
    """Push the edit; returns None, or the reason nothing was done."""
    try:
        command = command_for(document, entry, hex_name)
    except (EditError, KeyError) as error:
        return str(error).strip("'\"")
    document.push(command)
    return None
