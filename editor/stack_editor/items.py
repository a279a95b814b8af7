"""What the stack editor shows and moves, apart from how it is drawn.

A StackItem names one piece in a hex (a unit, a weapon a unit holds, a loose
weapon, the hex's fortification); a SlotTarget names a place a piece may go
(a unit's weapon slot, a transport's passenger or tow slot, the stack itself).
`drop_command` turns "this piece onto that slot" into the undo command that
does it, or raises EditError saying why it does not fit; the widgets ask it
while a drag hovers, so only the slots that fit light up.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from enum import Enum

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QUndoCommand

from core.scenario.edit_squads import join_partner
from core.scenario.errors import EditError
from core.scenario.model import Fortification
from core.scenario.query import find_unit, locate
from core.terrain import catalogue as terrain_catalogue
from core.units import Kind, SupportWeapon
from editor.commands.attach_loose_weapon import AttachLooseWeapon
from editor.commands.give_weapon import GiveWeapon
from editor.commands.join_half_squads import JoinHalfSquads
from editor.commands.load_unit import LoadUnit
from editor.commands.move_weapon import MoveWeapon
from editor.commands.remove_fortification import RemoveFortification
from editor.commands.remove_loose_weapon import RemoveLooseWeapon
from editor.commands.remove_passenger import RemovePassenger
from editor.commands.remove_unit import RemoveUnit
from editor.commands.remove_weapon import RemoveWeapon
from editor.commands.rotate_fortification import RotateFortification
from editor.commands.rotate_unit import RotateUnit
from editor.commands.set_facing import SetFacing
from editor.commands.set_fortification_facing import SetFortificationFacing
from editor.commands.set_fortification_hidden import SetFortificationHidden
from editor.commands.set_hero import SetHero
from editor.commands.split_squad import SplitSquad
from editor.commands.unload_unit import UnloadUnit
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.palette.entry import EntryKind, PaletteEntry

MIME_TYPE = "application/x-vvs-stack-item"


class ItemKind(str, Enum):
    UNIT = "unit"
    WEAPON = "weapon"  # the weapon `unit_id` holds
    LOOSE = "loose"  # a weapon lying in the hex (`side`'s stack)
    FORTIFICATION = "fortification"


@dataclass(frozen=True)
class StackItem:
    kind: ItemKind
    hex: str
    unit_id: str = ""
    weapon: str = ""
    side: str = ""

    def to_mime(self) -> QMimeData:
        data = QMimeData()
        data.setData(MIME_TYPE, json.dumps({**asdict(self), "kind": self.kind.value}).encode("utf-8"))
        return data

    @staticmethod
    def from_mime(data: QMimeData) -> StackItem | None:
        if not data.hasFormat(MIME_TYPE):
            return None
        try:
            payload = json.loads(bytes(data.data(MIME_TYPE).data()).decode("utf-8"))
            return StackItem(ItemKind(payload.pop("kind")), **payload)
        except (ValueError, KeyError, TypeError):
            return None


class SlotKind(str, Enum):
    WEAPON = "weapon"  # the one support weapon a unit carries (12.2)
    PASSENGER = "passenger"  # infantry aboard a transport (8.21)
    TOW = "tow"  # the gun a transport tows (8.21)
    STACK = "stack"  # standing in the hex: where passengers get off


@dataclass(frozen=True)
class SlotTarget:
    kind: SlotKind
    hex: str
    unit_id: str = ""  # the weapon's holder or the transport
    side: str = ""


Dropped = StackItem | PaletteEntry


def dropped_from(data: QMimeData) -> Dropped | None:
    """A piece from the stack editor itself, or a weapon from the palette."""
    return StackItem.from_mime(data) or PaletteEntry.from_mime(data)


def drop_command(document: ScenarioDocument, target: SlotTarget, item: Dropped) -> QUndoCommand:
    """The edit that puts `item` into `target`; EditError (a sentence) when it does not fit."""
    if isinstance(item, PaletteEntry):
        return _palette_drop(document, target, item)
    if target.kind is SlotKind.WEAPON:
        if item.kind is ItemKind.WEAPON and item.unit_id != target.unit_id:
            return MoveWeapon(document, item.unit_id, target.unit_id)
        if item.kind is ItemKind.LOOSE:
            return AttachLooseWeapon(document, item.side, item.hex, item.weapon, target.unit_id)
    elif target.kind in (SlotKind.PASSENGER, SlotKind.TOW) and item.kind is ItemKind.UNIT:
        _check_slot(document, target, item.unit_id)
        return LoadUnit(document, target.unit_id, item.unit_id)
    elif target.kind is SlotKind.STACK and item.kind is ItemKind.UNIT:
        return UnloadUnit(document, item.unit_id)
    raise EditError(tr("That does not go there"))


def _palette_drop(document: ScenarioDocument, target: SlotTarget, entry: PaletteEntry) -> QUndoCommand:
    known = entry.kind in (EntryKind.UNIT, EntryKind.WEAPON) and entry.value in document.units
    if known and target.kind is SlotKind.WEAPON and isinstance(document.units.get(entry.value), SupportWeapon):
        return GiveWeapon(document, target.unit_id, entry.value)
    raise EditError(tr("Only support weapons from the palette go into a unit's weapon slot"))


def _check_slot(document: ScenarioDocument, target: SlotTarget, unit_id: str) -> None:
    """Guns go to the tow slot, infantry to the passenger slot."""
    info = document.units.get(locate(document.scenario, unit_id).unit.type)
    if (info.kind is Kind.GUN) != (target.kind is SlotKind.TOW):
        raise EditError(tr("A gun is towed; infantry rides as passengers (8.1)"))


# --- what the selected piece's buttons and keys do -----------------------------------------


def rotate_command(document: ScenarioDocument, item: StackItem, steps: int) -> QUndoCommand:
    if item.kind is ItemKind.FORTIFICATION:
        return RotateFortification(document, item.hex, steps)
    if item.kind is ItemKind.UNIT and _faces(document, item.unit_id):
        return RotateUnit(document, (item.unit_id,), steps)
    raise EditError(tr("Only vehicles, guns and bunkers face a hexside (7.1)"))


def face_command(document: ScenarioDocument, item: StackItem, facing: int) -> QUndoCommand:
    if item.kind is ItemKind.FORTIFICATION:
        return SetFortificationFacing(document, item.hex, facing)
    return SetFacing(document, item.unit_id, facing)


def remove_command(document: ScenarioDocument, item: StackItem) -> QUndoCommand:
    if item.kind is ItemKind.UNIT:
        carried = locate(document.scenario, item.unit_id).carrier is not None
        return RemovePassenger(document, item.unit_id) if carried else RemoveUnit(document, item.unit_id)
    if item.kind is ItemKind.WEAPON:
        return RemoveWeapon(document, item.unit_id)
    if item.kind is ItemKind.LOOSE:
        return RemoveLooseWeapon(document, item.side, item.hex, item.weapon)
    return RemoveFortification(document, item.hex)


def split_command(document: ScenarioDocument, item: StackItem) -> QUndoCommand:
    if item.kind is not ItemKind.UNIT:
        raise EditError(tr("Pick a squad to split"))
    return SplitSquad(document, item.unit_id)


def join_command(document: ScenarioDocument, item: StackItem) -> QUndoCommand:
    partner = join_partner(document.scenario, item.unit_id, document.units) if item.kind is ItemKind.UNIT else None
    if partner is None:
        raise EditError(tr("Pick a half squad with another of its type beside it (13.10)"))
    return JoinHalfSquads(document, item.unit_id, partner)


def unload_command(document: ScenarioDocument, item: StackItem) -> QUndoCommand:
    if item.kind is not ItemKind.UNIT:
        raise EditError(tr("Pick a passenger or towed gun to unload"))
    return UnloadUnit(document, item.unit_id)


def flag_of(document: ScenarioDocument, item: StackItem) -> bool | None:
    """The piece's own on/off mark: a leader's hero (22.5), a minefield's hidden (19.71); None if it has none.

    A piece marked where the rules do not allow it (a squad as hero, hidden
    wire) still shows its mark, so the designer can take it off again.
    """
    if item.kind is ItemKind.UNIT:
        unit = locate(document.scenario, item.unit_id).unit
        leader = unit.type in document.units and document.units.get(unit.type).kind is Kind.LEADER
        return unit.hero if leader or unit.hero else None
    if item.kind is ItemKind.FORTIFICATION:
        fortification = _fortification(document, item.hex)
        kind = (terrain_catalogue().fortifications or {}).get(fortification.type)
        return fortification.hidden if (kind is not None and kind.may_be_hidden) or fortification.hidden else None
    return None


def flag_command(document: ScenarioDocument, item: StackItem, value: bool) -> QUndoCommand:
    """Set the piece's mark (see flag_of) to `value`, as one undo step."""
    if flag_of(document, item) is None:
        raise EditError(tr("Only a leader can be a hero (22.5), only a minefield hidden (19.71)"))
    if item.kind is ItemKind.UNIT:
        return SetHero(document, item.unit_id, value)
    return SetFortificationHidden(document, item.hex, _fortification(document, item.hex).type, value)


def flag_texts(item: StackItem) -> tuple[str, str, str]:
    """The check box's words, and the menu's words for turning the mark on and for turning it off."""
    if item.kind is ItemKind.UNIT:
        return tr("Hero (22.5)"), tr("Make a hero (22.5)"), tr("No longer a hero (22.5)")
    return tr("Hidden (19.71)"), tr("Hide the minefield in {hex}").format(hex=item.hex), tr("Reveal the minefield in {hex}").format(hex=item.hex)


def _fortification(document: ScenarioDocument, hex_name: str) -> Fortification:
    found = next((f for f in document.scenario.fortifications if f.hex == hex_name), None)
    if found is None:
        raise EditError(tr("There is no fortification in {hex}").format(hex=hex_name))
    return found


def _faces(document: ScenarioDocument, unit_id: str) -> bool:
    try:
        return find_unit(document.scenario, unit_id).unit.facing is not None
    except EditError:
        return False  # a carried unit: it turns when it gets off
