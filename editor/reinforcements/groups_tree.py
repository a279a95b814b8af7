"""The list of reinforcement groups: a heading per side, a row per group (when, where, what).

A row is addressed by (side, index), the way core.scenario.edit_reinforcements
addresses a group; a side heading has index None and stands for "a new group of
this side". A group the placement rules complain about is marked and its
problems are its tooltip, so the designer sees which group the Problems dock means.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTreeWidget, QTreeWidgetItem, QWidget

from core.placement import Violation
from core.placement.reinforcement_rules import group_label
from core.scenario import SIDES, Scenario
from core.scenario.edit_reinforcements import group_summary
from core.units import UnitCatalogue
from editor.counters.style import nation_name
from editor.i18n import tr
from editor.problem_text import violation_line

KEY_ROLE = Qt.ItemDataRole.UserRole
PROBLEM_COLOUR = "#c92a2a"

Key = tuple[str, int | None]


def group_problems(problems: list[Violation], side: str, scenario: Scenario, index: int) -> list[Violation]:
    """The problems the placement rules name this group in (they have no hex, the label says which)."""
    label = group_label(side, scenario.side(side).reinforcements[index]) + ":"
    return [p for p in problems if p.hex is None and p.message.startswith(label)]


class GroupsTree(QTreeWidget):
    selected = Signal(object)  # Key | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reinforcement_groups")
        self.setColumnCount(2)
        self.setHeaderLabels([tr("Arrives"), tr("Units")])
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.header().setStretchLastSection(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setRootIsDecorated(False)
        self.setWordWrap(True)  # a long group wraps onto a second line rather than losing its last units
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setUniformRowHeights(False)
        self.currentItemChanged.connect(lambda item, _old: self.selected.emit(self.key_of(item)))
        self.header().sectionResized.connect(lambda *_args: self._fit_rows())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Each group's row as tall as its units' line wrapped to the column: a long group shows all its
        units on two or three lines instead of losing the last ones (the view does not work that out)."""
        width = max(40, self.header().sectionSize(1) - 8)
        metrics = self.fontMetrics()
        for i in range(self.topLevelItemCount()):
            heading = self.topLevelItem(i)
            for j in range(heading.childCount() if heading is not None else 0):
                item = heading.child(j) if heading is not None else None
                if item is None:
                    continue
                text = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, item.text(1))
                item.setSizeHint(1, QSize(width, text.height() + 6))

    def key_of(self, item: QTreeWidgetItem | None) -> Key | None:
        return item.data(0, KEY_ROLE) if item is not None else None

    def current_key(self) -> Key | None:
        return self.key_of(self.currentItem())

    def item_for(self, key: Key) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            heading = self.topLevelItem(i)
            if heading is None:
                continue
            if heading.data(0, KEY_ROLE) == key:
                return heading
            for j in range(heading.childCount()):
                child = heading.child(j)
                if child is not None and child.data(0, KEY_ROLE) == key:
                    return child
        return None

    def select(self, key: Key | None) -> None:
        """Select a row (the side's heading if the group is gone; nothing for None)."""
        item = self.item_for(key) if key is not None else None
        if item is None and key is not None:
            item = self.item_for((key[0], None))
        if item is not None:
            self.setCurrentItem(item)
        else:
            self.selectionModel().clearCurrentIndex()

    def fill(self, scenario: Scenario, units: UnitCatalogue, problems: list[Violation]) -> None:
        """Rebuild the rows; the selected row stays selected (its side's heading if it went away),
        and `selected` is emitted once, so the group box shows the group's new values."""
        key = self.current_key()
        self.blockSignals(True)
        self.clear()
        bold = QFont(self.font())
        bold.setBold(True)
        for side in SIDES:
            setup = scenario.side(side)
            heading = QTreeWidgetItem(self, [tr("{side} ({nation})").format(side=tr(side.capitalize()), nation=tr(nation_name(setup.nationality)))])
            heading.setFirstColumnSpanned(True)
            heading.setFont(0, bold)
            heading.setData(0, KEY_ROLE, (side, None))
            if not setup.reinforcements:
                empty = QTreeWidgetItem(heading, ["", tr("none: units all start on the map")])
                empty.setFlags(Qt.ItemFlag.NoItemFlags)
            for index, group in enumerate(setup.reinforcements):
                item = QTreeWidgetItem(heading, [tr("Turn {turn}, {edge}").format(turn=group.turn, edge=tr(group.edge)),
                                                 group_summary(group, units)])
                item.setData(0, KEY_ROLE, (side, index))
                self._mark(item, group_problems(problems, side, scenario, index))
            heading.setExpanded(True)
        self._fit_rows()
        self.select(key if key is not None else (SIDES[0], None))
        self.blockSignals(False)
        self.selected.emit(self.current_key())  # the group's values may have changed under the same row

    def _mark(self, item: QTreeWidgetItem, problems: list[Violation]) -> None:
        if not problems:
            item.setToolTip(1, item.text(1))
            return
        item.setIcon(0, self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
        for column in (0, 1):
            item.setForeground(column, QBrush(QColor(PROBLEM_COLOUR)))
            item.setToolTip(column, "\n".join(violation_line(p) for p in problems))
