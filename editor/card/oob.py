"""One side's order of battle on the card: its counters drawn as on the map, grouped by set-up hex.

A player sets up from this list: each group is a hex name with the counters
that start there (passengers after their carrier, weapons lying loose last),
then the reinforcements by turn and edge, then what has no counter (fire
support, expendables, smoke, sniper). Counters are painted by
editor.counters.paint at the size the card chooses, 10.5 mm when there is
room: the printed game's counters are half an inch.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from core.scenario import Scenario, Unit
from core.scenario.query import catalogue_for
from core.units import UnitCatalogue
from editor.card.facts import SideFacts
from editor.card.text import LABEL, SMALL, Style, draw_in_box, draw_paragraph, printed, text_height
from editor.counters.face import CounterFace, face_of, face_of_type
from editor.counters.paint import paint_counter
from editor.counters.style import nation_colour

BAND = 62.0
GROUP_GAP = 70.0
ROW_GAP = 34.0


@dataclass(frozen=True)
class Group:
    label: str
    faces: tuple[CounterFace, ...]


@dataclass(frozen=True)
class Placed:
    group: Group
    x: float
    y: float


def side_groups(scenario: Scenario, side: SideFacts) -> list[Group]:
    units = catalogue_for(scenario)
    groups = [Group(stack.hex, tuple(_faces(stack.units, units)) + tuple(
        face_of_type(units.get(w)) for w in stack.loose_weapons if w in units)) for stack in side.stacks]
    for group in side.reinforcements:
        groups.append(Group(printed("Turn {turn}, {edge} edge").format(turn=group.turn, edge=printed(group.edge)),
                            tuple(_faces(group.units, units))))
    return [g for g in groups if g.faces]


def _faces(units_in_hex: tuple[Unit, ...], units: UnitCatalogue) -> list[CounterFace]:
    return [face_of(unit, units) for top in units_in_hex for unit in top.all_units()]


class SideBlock:
    """The block the page flow places: its height for a width, and its painting."""

    def __init__(self, scenario: Scenario, side: SideFacts, counter: float) -> None:
        self.side, self.counter = side, counter
        self.groups = side_groups(scenario, side)

    def _gap(self) -> float:
        return self.counter * 0.1

    def _group_width(self, group: Group) -> float:
        n = len(group.faces)
        return max(LABEL.width(group.label), n * self.counter + (n - 1) * self._gap())

    def _row_height(self) -> float:
        return LABEL.line_height + 8 + self.counter * 1.12 + ROW_GAP

    def _place(self, width: float) -> tuple[list[Placed], float]:
        placed: list[Placed] = []
        x = y = 0.0
        for group in self.groups:
            w = self._group_width(group)
            if x > 0 and x + w > width:
                x, y = 0.0, y + self._row_height()
            if w > width:  # a stack wider than the page: its counters wrap under its label
                per_row = max(1, int((width + self._gap()) // (self.counter + self._gap())))
                for start in range(0, len(group.faces), per_row):
                    label = group.label if start == 0 else ""
                    placed.append(Placed(Group(label, group.faces[start:start + per_row]), 0.0, y))
                    y += self._row_height()
                continue
            placed.append(Placed(group, x, y))
            x += w + GROUP_GAP
        rows = y + (self._row_height() if x > 0 else 0.0)
        return placed, rows

    def _extras_height(self, width: float) -> float:
        return sum(text_height(line, SMALL, width) for line in self.side.extras)

    def height(self, width: float) -> float:
        return BAND + 24 + self._place(width)[1] + self._extras_height(width) + 10

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        nationality = self.side.nationality
        band = QRectF(x, y, width, BAND)
        painter.fillRect(band, nation_colour(nationality, "band"))
        inner = band.adjusted(18, 0, -18, 0)
        draw_in_box(painter, inner, self.side.heading, _on_band(LABEL, nationality))
        draw_in_box(painter, inner, self.side.totals, _on_band(SMALL, nationality), Qt.AlignmentFlag.AlignRight)
        placed, rows = self._place(width)
        top = y + BAND + 24
        for item in placed:
            self._paint_group(painter, item.group, x + item.x, top + item.y)
        line_y = top + rows
        for line in self.side.extras:
            line_y = draw_paragraph(painter, line, SMALL, x, line_y, width)

    def _paint_group(self, painter: QPainter, group: Group, x: float, y: float) -> None:
        if group.label:
            draw_in_box(painter, QRectF(x, y, max(LABEL.width(group.label) + 4, 10), LABEL.line_height), group.label, LABEL)
        counter_y = y + LABEL.line_height + 8
        for index, face in enumerate(group.faces):
            left = x + index * (self.counter + self._gap())
            paint_counter(painter, QRectF(left, counter_y, self.counter, self.counter), face)


def _on_band(style: Style, nationality: str) -> Style:
    return replace(style, colour=nation_colour(nationality, "text").name())


def legend() -> str:
    return printed("Counters: name at the top, kind symbol (with a carried weapon's tag), values below as printed: "
                   "infantry firepower-range-casualty, a leader's modifier, a vehicle's or gun's ATFP-APFP with armour "
                   "front/rear and movement points. On the map a number at a counter's corner counts the stack, vehicles and "
                   "guns are turned to their facing with a yellow arrow beside them, a gold star marks a hero, flags "
                   "mark objectives, fortifications, wire and mines are drawn round the rim of their hex, and green "
                   "EXIT tabs mark exit hexes.")
