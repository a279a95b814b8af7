"""The Reinforcements dock: per side, which units arrive on which turn and from which edge.

Beside Scenario details on the right (docs/decisions/editor.md says why a dock and
not a dialog). Top: the groups of both sides (groups_tree). Middle: the selected
group's turn, edge and units (group_box). Bottom: the unit catalogue, the
palette's own Units tab, set to the side's nation; "New group" makes a group of
the unit picked there, "Add to group" (or a double click) adds it to the
selected group, and a support weapon picked there is given to the unit selected
in the group (12.2). Every change is one undo command (editor/commands/*reinforcement*),
and the dock redraws from the document after each, undo included.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QPushButton, QSplitter, QVBoxLayout, QWidget

from core.resources import load_schema
from core.scenario import Reinforcement
from core.scenario.edit_reinforcements import reinforcement, suggested_edge
from core.scenario.errors import EditError
from core.units import Kind
from editor.commands.add_reinforcement import AddReinforcement
from editor.commands.add_reinforcement_units import AddReinforcementUnits
from editor.commands.give_reinforcement_weapon import GiveReinforcementWeapon
from editor.commands.remove_reinforcement import RemoveReinforcement
from editor.commands.remove_reinforcement_unit import RemoveReinforcementUnit
from editor.commands.remove_reinforcement_weapon import RemoveReinforcementWeapon
from editor.commands.set_reinforcement import SetReinforcementEdge, SetReinforcementTurn
from editor.document import Change, ScenarioDocument, follow_changes
from editor.i18n import tr
from editor.palette.units_tab import UnitsTab
from editor.reinforcements.group_box import GroupBox
from editor.reinforcements.groups_tree import GroupsTree, Key, group_problems


def _max_turns() -> int:
    return int(load_schema("scenario.schema.json")["properties"]["turns"].get("maximum", 99))


class ReinforcementsDock(QDockWidget):
    message = Signal(str)
    group_shown = Signal(object, object)  # side (str) and the selected Reinforcement, or None and None
    pick_edge_requested = Signal(bool)  # the "Pick on map" button's new state

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Reinforcements"), parent)
        self.setObjectName("reinforcements")
        self.document: ScenarioDocument | None = None
        self.tree = GroupsTree()
        self.new_group = QPushButton(tr("New group"))
        self.new_group.setObjectName("new_reinforcement_group")
        self.remove_group = QPushButton(tr("Remove group"))
        self.group = GroupBox(_max_turns())
        self.catalogue = UnitsTab()
        self.catalogue.setObjectName("reinforcement_catalogue")
        self.add_units = QPushButton(tr("Add to group"))
        self.setWidget(self._layout())
        self.tree.selected.connect(self._selected)
        self.new_group.clicked.connect(self.make_group)
        self.remove_group.clicked.connect(self._remove_group)
        self.add_units.clicked.connect(self.add_picked)
        self.catalogue.entry_selected.connect(lambda _entry: self._enable())
        self.catalogue.list.itemDoubleClicked.connect(lambda _item: self._double_clicked())
        self.group.turn_changed.connect(self.set_turn)
        self.group.edge_changed.connect(self.set_edge)
        self.group.remove_unit_requested.connect(
            lambda unit_id: self._edit(lambda d, s, i: RemoveReinforcementUnit(d, s, i, unit_id)))
        self.group.remove_weapon_requested.connect(
            lambda unit_id: self._edit(lambda d, s, i: RemoveReinforcementWeapon(d, s, i, unit_id)))
        self.group.unit_selected.connect(self._enable)
        self.group.pick_edge_requested.connect(lambda: self.pick_edge_requested.emit(self.group.pick.isChecked()))
        self.refresh()

    def _layout(self) -> QWidget:
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(4, 4, 4, 0)
        self.tree.setMinimumHeight(90)
        top_layout.addWidget(self.tree, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_group)
        buttons.addWidget(self.remove_group)
        top_layout.addLayout(buttons)
        top_layout.addWidget(self.group)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 4)
        bottom_layout.addWidget(self.catalogue, 1)
        bottom_layout.addWidget(self.add_units)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(bottom)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        return splitter

    # --- the document ----------------------------------------------------------------------

    def set_document(self, document: ScenarioDocument | None) -> None:
        follow_changes(self.document, document, self._changed)
        self.document = document
        if document is not None:
            self.catalogue.set_catalogue(document.units, document.scenario.allied.nationality)
            self.tree.select(None)  # the new document's first side, chosen when the rows are filled
        self.refresh()

    def _changed(self, _change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        document = self.document
        self.widget().setEnabled(document is not None)
        if document is None:
            self.tree.clear()
            self.group.show_group(None, None, 0, [])
            self.group_shown.emit(None, None)
            return
        self.tree.fill(document.scenario, document.units, document.problems)  # emits `selected`

    # --- what is selected ----------------------------------------------------------------------

    def current(self) -> Key | None:
        return self.tree.current_key()

    def current_group(self) -> tuple[str, int, Reinforcement] | None:
        key, document = self.current(), self.document
        if key is None or key[1] is None or document is None:
            return None
        try:
            return key[0], key[1], reinforcement(document.scenario, key[0], key[1])
        except EditError:
            return None

    def select(self, side: str, index: int | None) -> None:
        self.tree.select((side, index))

    def _selected(self, key: Key | None) -> None:
        document = self.document
        found = self.current_group()
        if document is None:
            return
        if key is not None and self.catalogue.nationality.currentData() != document.scenario.side(key[0]).nationality:
            self.catalogue.set_catalogue(document.units, document.scenario.side(key[0]).nationality)
        problems = group_problems(document.problems, found[0], document.scenario, found[1]) if found else []
        self.group.show_group(found[2] if found else None, document.units, document.scenario.turns, problems)
        self.group_shown.emit(found[0] if found else None, found[2] if found else None)
        self._enable()

    def _picked(self) -> tuple[str, bool] | None:
        """The catalogue's pick, and whether it is a support weapon (carried by a unit, never one itself)."""
        entry = self.catalogue.list.entry(self.catalogue.list.currentItem())
        if entry is None or self.document is None:
            return None
        units = self.document.units
        return entry.value, entry.value in units and units.get(entry.value).kind is Kind.SUPPORT_WEAPON

    def _enable(self) -> None:
        side, group, picked = self.current(), self.current_group(), self._picked()
        weapon = picked is not None and picked[1]
        self.new_group.setText(tr("New {side} group").format(side=tr(side[0])) if side else tr("New group"))
        self.new_group.setEnabled(side is not None and picked is not None and not weapon)
        self.new_group.setToolTip(tr("A new group of the unit picked in the catalogue below") if not weapon else
                                  tr("A support weapon arrives carried: give it to a unit of a group"))
        self.remove_group.setEnabled(group is not None)
        self.add_units.setText(tr("Give to the selected unit") if weapon else tr("Add to group"))
        self.add_units.setEnabled(group is not None and picked is not None
                                  and (not weapon or self.group.selected_unit() is not None))

    # --- edits ---------------------------------------------------------------------------------

    def _push(self, make: Callable[[], QUndoCommand]) -> QUndoCommand | None:
        """Make the command (its pure edit may refuse) and push it if it changes anything."""
        if self.document is None:
            return None
        try:
            command = make()
        except EditError as error:
            self.message.emit(str(error))
            self.refresh()  # put back what the refused edit's widget shows
            return None
        if getattr(command, "after", None) != self.document.scenario:
            self.document.push(command)
        return command

    def _edit(self, make: Callable[[ScenarioDocument, str, int], QUndoCommand]) -> None:
        found, document = self.current_group(), self.document
        if found is not None and document is not None:
            self._push(lambda: make(document, found[0], found[1]))

    def set_edge(self, edge: str) -> None:
        self._edit(lambda d, s, i: SetReinforcementEdge(d, s, i, edge))

    def set_turn(self, turn: int) -> None:
        self._edit(lambda d, s, i: SetReinforcementTurn(d, s, i, turn))

    def make_group(self) -> bool:
        """A new group of the side selected, of the unit picked in the catalogue; it is selected then."""
        key, document = self.current(), self.document
        picked = self._picked()
        if key is None or document is None or picked is None or picked[1]:
            self.message.emit(tr("Pick a unit in the catalogue first; the new group brings it"))
            return False
        side, scenario = key[0], document.scenario
        turn = max(1, min(2, scenario.turns))  # the first turn after the battle opens
        edge = suggested_edge(scenario, document.battlefield, side)
        command = self._push(lambda: AddReinforcement(document, side, turn, edge, [picked[0]]))
        if not isinstance(command, AddReinforcement):
            return False
        self.select(side, command.index)
        self.message.emit(tr("New {side} group: turn {turn}, {edge} edge; change either in the group box").format(
            side=tr(side), turn=turn, edge=tr(edge)))
        return True

    def add_picked(self) -> bool:
        """The catalogue's pick into the selected group: a unit joins it, a weapon goes to its selected unit."""
        picked, found, document = self._picked(), self.current_group(), self.document
        if picked is None or found is None or document is None:
            return False
        side, index, _group = found
        type_id, weapon = picked
        if not weapon:
            return self._push(lambda: AddReinforcementUnits(document, side, index, [type_id])) is not None
        unit_id = self.group.selected_unit()
        if unit_id is None:
            self.message.emit(tr("Select the unit that carries it in the group's list first"))
            return False
        command = self._push(lambda: GiveReinforcementWeapon(document, side, index, unit_id, type_id))
        self.group.select_unit(unit_id)
        return command is not None

    def _double_clicked(self) -> None:
        """Into the selected group; with a side's heading selected, a new group of that side."""
        if self.current_group() is not None:
            self.add_picked()
        else:
            self.make_group()

    def _remove_group(self) -> None:
        found, document = self.current_group(), self.document
        if found is not None and document is not None:
            self._push(lambda: RemoveReinforcement(document, found[0], found[1]))
