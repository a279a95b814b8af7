"""The body of the stack editor: one row per side's stack in the hex, built from the document.

Each unit is a column: its counter, a facing rose if it faces a hexside, its
weapon slot if it may carry one (a leader's says L only), and for a transport
its passengers, the room left (by 8.21 class) and the tow slot. Loose weapons
and the hex's fortification follow. The panel is rebuilt after every edit;
it keeps only which piece is selected, as a StackItem.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from core.scenario import Fortification, Stack, Unit
from core.scenario.edit_transport import Room, transport_room
from core.scenario.query import stacks_at
from core.terrain import catalogue as terrain_catalogue
from core.unit_kinds import INFANTRY_KINDS
from core.units import Kind
from editor.core_text import data_name
from editor.counters.face import CounterFace, face_of, face_of_type
from editor.counters.markers import paint_fortification
from editor.counters.paint import paint_counter
from editor.counters.style import nation_name
from editor.document import ScenarioDocument
from editor.i18n import tr, tr_noop
from editor.plain_text import rich
from editor.stack_editor.items import ItemKind, SlotKind, SlotTarget, StackItem, flag_of, flag_texts
from editor.stack_editor.widgets import CounterCard, FacingRose, Slot

UNIT_SIDE = 64
PASSENGER_SIDE = 56
WEAPON_SIDE = 44
SIDE_NAMES = {"allied": tr_noop("Allied"), "axis": tr_noop("Axis")}


def _paint_face(painter: QPainter, rect: QRectF, face: CounterFace, shadow: bool = True) -> None:
    paint_counter(painter, rect, face, shadow=shadow)


def room_caption(room: Room) -> str:
    """What still fits aboard, in words (8.21)."""
    parts = []
    if room.half_squads >= 2:
        parts.append(tr("squad or 2 half squads"))
    elif room.half_squads == 1:
        parts.append(tr("half squad"))
    if room.leaders > 0:
        parts.append(tr("leader"))
    return " · ".join(parts)


class StackPanel(QWidget):
    item_clicked = Signal(object)  # StackItem
    item_menu = Signal(object, QPoint)
    message = Signal(str)
    facing_chosen = Signal(object, int)  # StackItem, facing
    flag_chosen = Signal(object, bool)  # StackItem, its hero (22.5) or hidden (19.71) mark

    def __init__(self, document: ScenarioDocument, hex_name: str, selected: StackItem | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.hex_name = hex_name
        self.cards: dict[StackItem, CounterCard] = {}
        self.slots: list[Slot] = []
        self.roses: dict[StackItem, FacingRose] = {}
        self.flags: dict[StackItem, QCheckBox] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        for side, stack in stacks_at(document.scenario, hex_name):
            layout.addWidget(self._side_label(side))
            layout.addLayout(self._stack_row(side, stack))
        fortifications = [f for f in document.scenario.fortifications if f.hex == hex_name]
        if fortifications:
            layout.addWidget(QLabel(tr("Fortification")))
            row = QHBoxLayout()
            row.addWidget(self._fortification_column(fortifications[0]))
            row.addStretch(1)
            layout.addLayout(row)
        if not self.cards:
            empty = QLabel(tr("Nothing here. Place units from the palette, then edit the stack here."))
            empty.setWordWrap(True)
            layout.addWidget(empty)
        layout.addStretch(1)
        self.select(selected)

    # --- selection ---------------------------------------------------------------------

    def select(self, item: StackItem | None) -> StackItem | None:
        """Mark one piece; returns it, or None if it is no longer here."""
        found = item if item in self.cards else None
        for key, card in self.cards.items():
            card.set_selected(key == found)
        return found

    def show_targets(self, item: StackItem | None) -> None:
        """Light up the slots `item` fits (None: clear)."""
        data = item.to_mime() if item is not None else None
        for slot in self.slots:
            slot.set_hint(slot.accepts(data) if data is not None else None)

    def slot(self, kind: SlotKind, unit_id: str = "") -> Slot:
        """The slot of a kind belonging to a unit (tests and keyboard use this)."""
        return next(s for s in self.slots if s.target.kind is kind and s.target.unit_id == unit_id)

    # --- building ----------------------------------------------------------------------

    def _side_label(self, side: str) -> QLabel:
        nationality = self.document.scenario.side(side).nationality
        label = QLabel(f"<b>{tr(SIDE_NAMES[side])}</b> ({rich(tr(nation_name(nationality)))}) — {rich(self.hex_name)}")
        return label

    def _stack_row(self, side: str, stack: Stack) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(10)
        for unit in reversed(stack.units):  # the top of the stack first, as a player lifts it
            row.addWidget(self._unit_column(side, unit))
        for weapon in stack.loose_weapons:
            item = StackItem(ItemKind.LOOSE, self.hex_name, weapon=weapon, side=side)
            column, inside = self._column()
            inside.addWidget(self._weapon_card(item, weapon))
            inside.addWidget(self._caption(tr("loose: give it to a unit")))
            row.addWidget(column)
        if any(u.passengers or u.towed is not None for u in stack.units):
            target = SlotTarget(SlotKind.STACK, self.hex_name, side=side)
            row.addWidget(self._keep_slot(Slot(self.document, target, tr("drop a rider here to unload it"),
                                               QSize(UNIT_SIDE + 16, UNIT_SIDE + 8))), 0, Qt.AlignmentFlag.AlignTop)
        row.addStretch(1)
        return row

    def _column(self) -> tuple[QFrame, QVBoxLayout]:
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(frame)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(2)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        return frame, layout

    def _caption(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setStyleSheet("color: #495057; font-size: 9pt;")
        label.setMaximumWidth(UNIT_SIDE + 40)
        return label

    def _unit_column(self, side: str, unit: Unit) -> QFrame:
        frame, inside = self._column()
        body = QHBoxLayout()
        own = QVBoxLayout()
        own.setAlignment(Qt.AlignmentFlag.AlignTop)
        own.addWidget(self._unit_card(unit), 0, Qt.AlignmentFlag.AlignHCenter)
        if unit.facing is not None:
            own.addWidget(self._rose(StackItem(ItemKind.UNIT, self.hex_name, unit.id), unit.facing), 0,
                          Qt.AlignmentFlag.AlignHCenter)
        weapon_slot = self._weapon_slot(side, unit)
        if weapon_slot is not None:
            own.addWidget(weapon_slot, 0, Qt.AlignmentFlag.AlignHCenter)
        units = self.document.units
        own.addWidget(self._caption(units.get(unit.type).name if unit.type in units else unit.type))
        self._add_flag(own, StackItem(ItemKind.UNIT, self.hex_name, unit.id))
        body.addLayout(own)
        room = transport_room(unit, units)
        if room is not None:
            body.addWidget(self._aboard(side, unit, room))
        inside.addLayout(body)
        return frame

    def _unit_card(self, unit: Unit, side: int = UNIT_SIDE) -> CounterCard:
        units = self.document.units
        face = replace(face_of(unit, units), weapons=(), facing=None)
        name = units.get(unit.type).name if unit.type in units else unit.type
        item = StackItem(ItemKind.UNIT, self.hex_name, unit.id)
        tip = f"{name} ({unit.id})" + (tr(" — hero: starts valorous (22.5)") if unit.hero else "")
        card = CounterCard(item, partial(_paint_face, face=face), side, tip)
        card.hero = unit.hero
        return self._keep_card(card)

    def _weapon_card(self, item: StackItem, weapon: str) -> CounterCard:
        units = self.document.units
        if weapon in units:
            face = face_of_type(units.get(weapon))
            card = CounterCard(item, partial(_paint_face, face=face, shadow=False), WEAPON_SIDE, units.get(weapon).name)
        else:
            card = CounterCard(item, partial(_paint_face, face=face_of(Unit("?", weapon), units)), WEAPON_SIDE, weapon)
        return self._keep_card(card)

    def _weapon_slot(self, side: str, unit: Unit) -> Slot | None:
        info = self.document.units.get(unit.type) if unit.type in self.document.units else None
        if info is None or info.kind not in INFANTRY_KINDS:
            return None
        caption = tr("L only") if info.kind is Kind.LEADER else tr("L or H")
        card = None
        if unit.weapons:
            card = self._weapon_card(StackItem(ItemKind.WEAPON, self.hex_name, unit.id, unit.weapons[0], side), unit.weapons[0])
        target = SlotTarget(SlotKind.WEAPON, self.hex_name, unit.id, side)
        return self._keep_slot(Slot(self.document, target, caption, QSize(WEAPON_SIDE + 8, WEAPON_SIDE + 8), card))

    def _aboard(self, side: str, transport: Unit, room: Room) -> QFrame:
        """Passengers, the room left and the tow slot of a transport (8.21)."""
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setStyleSheet("QFrame { background: palette(alternate-base); }")
        layout = QVBoxLayout(frame)
        layout.setContentsMargins(4, 2, 4, 2)
        used = sum(len(p.weapons) for p in transport.passengers)
        limit = room.weapons + used
        title = tr("Aboard ({cls}) · weapons {used}/{limit}").format(
            cls=room.transport.value if room.transport else tr("tow only"), used=used, limit=limit)
        heading = self._caption(title)
        heading.setMaximumWidth(16777215)
        layout.addWidget(heading)
        row = QHBoxLayout()
        for passenger in transport.passengers:
            column = QVBoxLayout()
            column.addWidget(self._unit_card(passenger, PASSENGER_SIDE), 0, Qt.AlignmentFlag.AlignHCenter)
            weapon_slot = self._weapon_slot(side, passenger)
            if weapon_slot is not None:
                column.addWidget(weapon_slot, 0, Qt.AlignmentFlag.AlignHCenter)
            self._add_flag(column, StackItem(ItemKind.UNIT, self.hex_name, passenger.id))
            row.addLayout(column)
        caption = room_caption(room)
        if caption:
            target = SlotTarget(SlotKind.PASSENGER, self.hex_name, transport.id, side)
            row.addWidget(self._keep_slot(Slot(self.document, target, caption, QSize(76, PASSENGER_SIDE + 8))), 0,
                          Qt.AlignmentFlag.AlignTop)
        row.addWidget(self._tow_slot(side, transport, room), 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        return frame

    def _tow_slot(self, side: str, transport: Unit, room: Room) -> QWidget:
        target = SlotTarget(SlotKind.TOW, self.hex_name, transport.id, side)
        if transport.towed is not None:
            card = self._unit_card(transport.towed, PASSENGER_SIDE)
            return self._keep_slot(Slot(self.document, target, "", QSize(PASSENGER_SIDE, PASSENGER_SIDE), card))
        info = self.document.units.get(transport.type)
        if not getattr(info, "can_tow", False):
            return QWidget()
        caption = tr("tow: gun") if room.large_guns else tr("tow: small gun (not 0 MP)")
        return self._keep_slot(Slot(self.document, target, caption, QSize(76, PASSENGER_SIDE + 8)))

    def _fortification_column(self, fortification: Fortification) -> QFrame:
        frame, inside = self._column()
        kinds = terrain_catalogue().fortifications or {}
        kind = kinds.get(fortification.type)
        item = StackItem(ItemKind.FORTIFICATION, self.hex_name, side=fortification.side)

        def paint(painter: QPainter, rect: QRectF, f: Fortification = fortification) -> None:
            paint_fortification(painter, rect.adjusted(6, 6, -6, -6), f.type, None, hidden=f.hidden)

        name = data_name(kind.name) if kind is not None else fortification.type
        tip = name + (tr(" — hidden from the enemy until entered (19.71)") if fortification.hidden else "")
        card = CounterCard(item, paint, UNIT_SIDE, tip)
        card.hidden = fortification.hidden
        inside.addWidget(self._keep_card(card))
        if fortification.facing is not None or (kind is not None and kind.needs_facing):
            inside.addWidget(self._rose(item, fortification.facing or 0))
        inside.addWidget(self._caption(name))
        self._add_flag(inside, item)
        return frame

    def _add_flag(self, layout: QVBoxLayout, item: StackItem) -> None:
        """A check box for the piece's hero or hidden mark, if it has one (items.flag_of)."""
        value = flag_of(self.document, item)
        if value is None:
            return
        box = QCheckBox(flag_texts(item)[0])
        box.setChecked(value)
        box.setToolTip(tr("A leader counter used as a hero starts with a Valor marker (22.5)") if item.kind is ItemKind.UNIT
                       else tr("The owner records the minefield secretly; it is revealed when a unit enters (19.71)"))
        box.clicked.connect(lambda checked, it=item: self.flag_chosen.emit(it, checked))
        self.flags[item] = box
        layout.addWidget(box, 0, Qt.AlignmentFlag.AlignHCenter)

    def _rose(self, item: StackItem, facing: int) -> FacingRose:
        rose = FacingRose(facing)
        rose.chosen.connect(lambda value, it=item: self.facing_chosen.emit(it, value))
        self.roses[item] = rose
        return rose

    # --- bookkeeping ----------------------------------------------------------------------

    def _keep_card(self, card: CounterCard) -> CounterCard:
        self.cards[card.item] = card
        card.clicked.connect(self.item_clicked)
        card.menu_requested.connect(self.item_menu)
        card.drag_started.connect(self.show_targets)
        card.drag_finished.connect(lambda: self.show_targets(None))
        return card

    def _keep_slot(self, slot: Slot) -> Slot:
        self.slots.append(slot)
        slot.message.connect(self.message)
        return slot
