"""A generated battle's order of battle per side, as the generator dialog lists it.

Counters are grouped by type with their count and points, biggest first, so a
player sees at a glance who has the tanks; the total is the same
core.oob_summary figure the details panel shows. The side's heading ("German —
defender — 318 pts") is a wrapped label above its list: in the list's column
header it lost its points to the column's width in a dialog that fits a small
screen.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from core.oob_summary import oob_summary
from core.scenario import Scenario
from core.scenario.query import catalogue_for
from core.units import point_value
from editor.counters.style import nation_name
from editor.i18n import tr


@dataclass(frozen=True)
class OobLine:
    name: str
    count: int
    points: int


def oob_lines(scenario: Scenario, side_name: str) -> list[OobLine]:
    """Units, carried weapons, loose weapons and expendables of one side, by type."""
    catalogue = catalogue_for(scenario)
    side = scenario.side(side_name)
    counts: Counter[str] = Counter()
    for unit in side.all_units():
        counts[unit.type] += 1
        counts.update(unit.weapons)
    for stack in side.stacks:
        counts.update(stack.loose_weapons)
    for weapon, number in side.expendables:
        counts[weapon] += number
    lines = []
    for type_id, count in counts.items():
        known = type_id in catalogue
        name = catalogue.get(type_id).name if known else type_id
        worth = point_value(catalogue.get(type_id)) * count if known else 0
        lines.append(OobLine(name, count, worth))
    return sorted(lines, key=lambda line: (-line.points, line.name))


def side_heading(scenario: Scenario, side_name: str) -> str:
    nation = tr(nation_name(scenario.side(side_name).nationality))
    role = tr("attacker") if scenario.attacker == side_name else tr("defender")
    points = oob_summary(scenario, side_name).points
    return tr("{nation} — {role} — {points} pts").format(nation=nation, role=role, points=points)


class OobList(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels([tr("Counter"), tr("Number"), tr("Points")])
        self.setRootIsDecorated(False)
        self.setAlternatingRowColors(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def show_side(self, scenario: Scenario | None, side_name: str) -> None:
        self.clear()
        if scenario is None:
            return
        for line in oob_lines(scenario, side_name):
            self.addTopLevelItem(QTreeWidgetItem([line.name, f"{line.count}", f"{line.points}"]))

    def rows(self) -> list[tuple[str, int, int]]:
        items = [item for i in range(self.topLevelItemCount()) if (item := self.topLevelItem(i)) is not None]
        return [(item.text(0), int(item.text(1)), int(item.text(2))) for item in items]


class OobPanel(QWidget):
    """One side's heading over its order of battle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold;")
        self.list = OobList()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)

    def show_side(self, scenario: Scenario | None, side_name: str) -> None:
        self.heading.setText(side_heading(scenario, side_name) if scenario is not None else "")
        self.list.show_side(scenario, side_name)

    def rows(self) -> list[tuple[str, int, int]]:
        return self.list.rows()
