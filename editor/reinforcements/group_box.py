"""The selected group's turn, edge and units, each change handed on as a request the dock turns into a command.

The box holds no scenario state: `show_group` fills it from the document after
every change (undo included), with signals blocked so that filling it never
looks like an edit.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QWidget,
)

from core.boards.battlefield import EDGES
from core.placement import Violation
from core.scenario import Reinforcement
from core.units import UnitCatalogue, point_value
from editor.counters.face import face_of_type
from editor.counters.paint import paint_counter
from editor.counters.style import nation_palette
from editor.i18n import tr, tr_noop
from editor.palette.entry_list import icon_from
from editor.problem_text import violation_text

EDGE_LABELS = {"north": tr_noop("North edge"), "east": tr_noop("East edge"), "south": tr_noop("South edge"), "west": tr_noop("West edge")}
UNIT_ID_ROLE = Qt.ItemDataRole.UserRole
WEAPONS_ROLE = Qt.ItemDataRole.UserRole + 1
UNIT_ICON = 32


class GroupBox(QGroupBox):
    turn_changed = Signal(int)
    edge_changed = Signal(str)
    pick_edge_requested = Signal()
    remove_unit_requested = Signal(str)  # the unit id
    remove_weapon_requested = Signal(str)  # the unit id
    unit_selected = Signal()

    def __init__(self, max_turn: int, parent: QWidget | None = None) -> None:
        super().__init__(tr("Selected group"), parent)
        self._icons: dict[tuple[str, str, str], QIcon] = {}
        form = QFormLayout(self)
        self.turn = QSpinBox()
        self.turn.setObjectName("reinforcement_turn")
        self.turn.setRange(1, max_turn)
        self.turn.setKeyboardTracking(False)  # typing "12" is one edit, not "1" then "12"
        self.turn.valueChanged.connect(self.turn_changed)
        self.of_turns = QLabel()
        turn_row = QHBoxLayout()
        turn_row.addWidget(self.turn)
        turn_row.addWidget(self.of_turns, 1)
        form.addRow(tr("Turn"), turn_row)
        self.edge = QComboBox()
        self.edge.setObjectName("reinforcement_edge")
        for edge in EDGES:
            self.edge.addItem(tr(EDGE_LABELS[edge]), edge)
        self.edge.currentIndexChanged.connect(lambda _i: self.edge_changed.emit(self.edge.currentData()))
        self.pick = QPushButton(tr("Pick on map"))
        self.pick.setCheckable(True)
        self.pick.setToolTip(tr("Click a hex near the edge the group should come on from"))
        self.pick.clicked.connect(lambda _checked: self.pick_edge_requested.emit())
        edge_row = QHBoxLayout()
        edge_row.addWidget(self.edge, 1)
        edge_row.addWidget(self.pick)
        form.addRow(tr("Enters from"), edge_row)
        self.entry_hint = QLabel()
        self.entry_hint.setWordWrap(True)
        form.addRow(self.entry_hint)
        self.units = QListWidget()
        self.units.setObjectName("reinforcement_units")
        self.units.setIconSize(QSize(UNIT_ICON, UNIT_ICON))
        self.units.setMinimumHeight(80)
        self.units.currentItemChanged.connect(lambda _item, _old: self._unit_changed())
        form.addRow(self.units)
        self.remove_unit = QPushButton(tr("Remove unit"))
        self.remove_unit.clicked.connect(lambda: self._request(self.remove_unit_requested))
        self.remove_weapon = QPushButton(tr("Take its weapon"))
        self.remove_weapon.setToolTip(tr("The selected unit arrives without its support weapon"))
        self.remove_weapon.clicked.connect(lambda: self._request(self.remove_weapon_requested))
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #c92a2a")
        unit_buttons = QHBoxLayout()
        unit_buttons.addWidget(self.remove_unit)
        unit_buttons.addWidget(self.remove_weapon)
        form.addRow(unit_buttons)
        form.addRow(self.problems)

    def show_group(self, group: Reinforcement | None, units: UnitCatalogue | None, turns: int, problems: list[Violation]) -> None:
        self.setEnabled(group is not None)
        for widget in (self.turn, self.edge, self.units):
            widget.blockSignals(True)
        current = self.units.currentItem().data(UNIT_ID_ROLE) if self.units.currentItem() is not None else None
        self.units.clear()
        if group is not None and units is not None:
            self.turn.setValue(group.turn)
            self.edge.setCurrentIndex(max(0, self.edge.findData(group.edge)))
            for unit in group.units:
                item = QListWidgetItem(self._icon(unit.type, units), self._unit_text(unit.type, unit.weapons, units))
                item.setData(UNIT_ID_ROLE, unit.id)
                item.setData(WEAPONS_ROLE, bool(unit.weapons))
                self.units.addItem(item)
                if unit.id == current:
                    self.units.setCurrentItem(item)
            self.entry_hint.setText(tr("They may come on at any hex of the {edge} edge without enemy units (6.10); "
                                       "the tinted hexes on the map.").format(edge=tr(group.edge)))
        else:
            self.entry_hint.setText(tr("Select a group above, or make one from the catalogue below."))
        self.of_turns.setText(tr("of {turns}").format(turns=turns))
        self.problems.setText("\n".join(violation_text(p) for p in problems))
        self.problems.setVisible(bool(problems))
        for widget in (self.turn, self.edge, self.units):
            widget.blockSignals(False)
        self._enable_remove()

    def _unit_changed(self) -> None:
        self._enable_remove()
        self.unit_selected.emit()

    def _enable_remove(self) -> None:
        item = self.units.currentItem()
        self.remove_unit.setEnabled(item is not None and self.units.count() > 1)
        self.remove_unit.setToolTip("" if self.units.count() > 1 else tr("A group keeps at least one unit: remove the group instead"))
        self.remove_weapon.setEnabled(item is not None and bool(item.data(WEAPONS_ROLE)))

    def selected_unit(self) -> str | None:
        item = self.units.currentItem()
        return item.data(UNIT_ID_ROLE) if item is not None else None

    def _request(self, signal: SignalInstance) -> None:
        unit_id = self.selected_unit()
        if unit_id is not None:
            signal.emit(unit_id)

    def select_unit(self, unit_id: str) -> bool:
        for i in range(self.units.count()):
            if self.units.item(i).data(UNIT_ID_ROLE) == unit_id:
                self.units.setCurrentRow(i)
                return True
        return False

    def _unit_text(self, type_id: str, weapons: tuple[str, ...], units: UnitCatalogue) -> str:
        """ "Rifle squad + M1919A4 MMG  ·  16 pts": the points of the unit and what it carries."""
        known = [units.get(t) for t in (type_id, *weapons) if t in units]
        names = " + ".join(units.get(t).name if t in units else t for t in (type_id, *weapons))
        return f"{names}  ·  " + tr("{n} pts").format(n=sum(point_value(info) for info in known))

    def _icon(self, type_id: str, units: UnitCatalogue) -> QIcon:
        if type_id not in units:
            return QIcon()
        key = (units.edition, type_id, nation_palette())  # a new nation palette paints new icons
        if key not in self._icons:
            face = face_of_type(units.get(type_id))
            self._icons[key] = icon_from(lambda painter, rect: paint_counter(painter, rect, face, shadow=False), UNIT_ICON)
        return self._icons[key]
