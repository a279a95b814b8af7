"""The card's sections as blocks the page flow stacks: each knows its height for a width and paints itself.

Header, briefing, set-up map, turn track, victory and special rules side by
side, and the measured balance; the orders of battle are editor.card.oob's.
All sizes are tenths of a millimetre (editor.card.text).
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from core.balance.summary import percent
from core.boards.battlefield import Battlefield
from core.scenario import Scenario
from editor.card.facts import BalanceFacts, CardFacts
from editor.card.setup_map import map_hex_size, map_size, paint_setup_map
from editor.card.text import (
    BODY,
    BRIEFING,
    HEADING,
    LABEL,
    RULE,
    SMALL,
    SMALL_SOFT,
    Style,
    draw_in_box,
    draw_lines,
    draw_paragraph,
    draw_table,
    printed,
    scaled,
    table_height,
    text_height,
    wrap,
)
from editor.counters.style import nation_colour

BAND_COLOUR = QColor("#34362a")
BAND_TEXT = "#f4efdc"
DATELINE = Style(34, italic=True, serif=True, colour="#d9d1b4")
COLUMN_GAP = 60.0
HEADING_GAP = 12.0
RULE_LABEL = 330.0
LEVEL_LABEL = 240.0
FORCES_LABEL = 560.0


class Block(Protocol):
    def height(self, width: float) -> float: ...

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None: ...


def heading(painter: QPainter, text: str, x: float, y: float, width: float) -> float:
    """A section heading with a thin rule under it; returns where the section's body starts."""
    y = draw_lines(painter, [text], HEADING, x, y)
    painter.setPen(QPen(RULE, 3))
    painter.drawLine(QPointF(x, y + 2), QPointF(x + width, y + 2))
    return y + HEADING_GAP


def heading_height() -> float:
    return HEADING.line_height + HEADING_GAP


class HeaderBlock:
    """A dark band with the title and the date and place, and the scenario's facts under it."""

    def __init__(self, facts: CardFacts) -> None:
        self.facts = facts

    def _title_style(self, width: float) -> Style:
        style = Style(84, bold=True, colour=BAND_TEXT)
        while style.size > 50 and style.width(self.facts.title) > width:
            style = replace(style, size=style.size - 4)
        return style

    def height(self, width: float) -> float:
        return 190 + LABEL.line_height + 10

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        band = QRectF(x, y, width, 190)
        painter.fillRect(band, BAND_COLOUR)
        inner = band.adjusted(30, 18, -30, -18)
        title = self._title_style(inner.width())
        draw_in_box(painter, QRectF(inner.left(), inner.top(), inner.width(), title.line_height), self.facts.title, title)
        if self.facts.dateline:
            draw_in_box(painter, QRectF(inner.left(), inner.bottom() - DATELINE.line_height, inner.width(),
                                        DATELINE.line_height), self.facts.dateline, DATELINE)
        draw_in_box(painter, QRectF(x, y + 200, width, LABEL.line_height), self.facts.summary, LABEL)


class BriefingBlock:
    """The briefing in two columns, as a card's story reads."""

    def __init__(self, facts: CardFacts, factor: float = 1.0, max_height: float | None = None) -> None:
        self.paragraphs = facts.briefing
        self.style = scaled(BRIEFING, factor)
        self.max_height = max_height

    def _columns(self, width: float) -> tuple[list[str], list[str]]:
        column = (width - COLUMN_GAP) / 2
        lines: list[str] = []
        for paragraph in self.paragraphs:
            if lines:
                lines.append("")
            lines.extend(wrap(paragraph, self.style, column))
        if self.max_height is not None:  # a briefing longer than a page: cut, and say where the rest is
            room = max(2, 2 * int((self.max_height - heading_height()) // self.style.line_height))
            if len(lines) > room:
                lines = lines[:room - 1] + [printed("… (the full briefing is in the scenario)")]
        half = math.ceil(len(lines) / 2)
        left, right = lines[:half], lines[half:]
        if right and not right[0]:
            right = right[1:]
        if left and not left[-1]:
            left = left[:-1]
        return left, right

    def height(self, width: float) -> float:
        if not self.paragraphs:
            return 0.0
        return heading_height() + max(len(column) for column in self._columns(width)) * self.style.line_height

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        if not self.paragraphs:
            return
        y = heading(painter, printed("Briefing"), x, y, width)
        left, right = self._columns(width)
        draw_lines(painter, left, self.style, x, y)
        draw_lines(painter, right, self.style, x + (width + COLUMN_GAP) / 2, y)


class MapBlock:
    """The set-up map, as large as the width and `max_height` allow, with the boards' layout above it."""

    def __init__(self, facts: CardFacts, scenario: Scenario, battlefield: Battlefield, max_height: float) -> None:
        self.facts, self.scenario, self.battlefield, self.max_height = facts, scenario, battlefield, max_height

    def _caption_height(self, width: float) -> float:
        return text_height(self.facts.boards, SMALL, width) + 6

    def _hex_size(self, width: float) -> float:
        room = self.max_height - heading_height() - self._caption_height(width)
        return map_hex_size(self.battlefield, width, room)

    def height(self, width: float) -> float:
        return heading_height() + self._caption_height(width) + map_size(self.battlefield, self._hex_size(width))[1]

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        y = heading(painter, printed("Set-up"), x, y, width)
        y = draw_paragraph(painter, self.facts.boards, SMALL, x, y, width) + 6
        size = self._hex_size(width)
        map_width = map_size(self.battlefield, size)[0]
        paint_setup_map(painter, QPointF(x + (width - map_width) / 2, y), self.scenario, self.battlefield, size)


class TurnTrackBlock:
    """Turns 1 to N as boxes, with each side's reinforcements under the turn they arrive."""

    def __init__(self, scenario: Scenario) -> None:
        self.turns = scenario.turns
        self.first = scenario.first_player
        self.arrivals: dict[int, list[tuple[str, int]]] = {}
        for _name, side in scenario.sides():
            for group in side.reinforcements:
                self.arrivals.setdefault(group.turn, []).append((side.nationality, len(group.units)))
        self.box = 96.0

    def height(self, width: float) -> float:
        return LABEL.line_height + 8 + self.box + (SMALL.line_height * 1.2 if self.arrivals else 0)

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        label = printed("Turn track")
        draw_in_box(painter, QRectF(x, y, width, LABEL.line_height), label, LABEL)
        top = y + LABEL.line_height + 8
        box = min(self.box, (width - 10) / max(1, self.turns) - 10)
        for turn in range(1, self.turns + 1):
            rect = QRectF(x + (turn - 1) * (box + 10), top, box, box)
            painter.setPen(QPen(QColor("#34362a"), 4))
            painter.setBrush(QColor("#f1ecd9") if turn < self.turns else QColor("#e3d3a6"))
            painter.drawRect(rect)
            draw_in_box(painter, rect, str(turn), Style(box * 0.5, bold=True), Qt.AlignmentFlag.AlignHCenter)
            for index, (nationality, count) in enumerate(self.arrivals.get(turn, [])):
                chip = QRectF(rect.left(), rect.bottom() + 6 + index * SMALL.line_height, box, SMALL.line_height)
                painter.fillRect(chip, nation_colour(nationality, "face"))
                draw_in_box(painter, chip, f"+{count}", replace(SMALL, colour=nation_colour(nationality, "text").name()),
                            Qt.AlignmentFlag.AlignHCenter)


class RulesBlock:
    """Victory (what the attacker must do, and the five levels) beside the special rules."""

    def __init__(self, facts: CardFacts, factor: float = 1.0) -> None:
        self.facts, self.factor = facts, factor
        self.body, self.label = scaled(BODY, factor), scaled(LABEL, factor)
        self.level_label, self.rule_label = LEVEL_LABEL * factor, RULE_LABEL * factor

    def _column(self, width: float) -> float:
        return (width - COLUMN_GAP) / 2

    def _victory_height(self, column: float) -> float:
        lines = sum(text_height(line, self.body, column) + 6 for line in self.facts.victory)
        return (heading_height() + lines + 16 + self.label.line_height
                + table_height(self.facts.levels, column, self.level_label, self.factor))

    def height(self, width: float) -> float:
        column = self._column(width)
        rules = heading_height() + table_height(self.facts.rules, column, self.rule_label, self.factor)
        return max(self._victory_height(column), rules)

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        column = self._column(width)
        top = heading(painter, printed("Victory"), x, y, column)
        for line in self.facts.victory:
            top = draw_paragraph(painter, line, self.body, x, top, column) + 6
        top = draw_lines(painter, [printed("Victory levels (the attacker's)")], self.label, x, top + 10) + 6
        draw_table(painter, self.facts.levels, x, top, column, self.level_label, self.factor)
        right = x + column + COLUMN_GAP
        top = heading(painter, printed("Special rules"), right, y, column)
        draw_table(painter, self.facts.rules, right, top, column, self.rule_label, self.factor)


class BalanceBlock:
    """The measured balance: the attacker's wins, draws and the defender's wins as one bar, and the sentence."""

    def __init__(self, balance: BalanceFacts, colours: tuple[str, str], factor: float = 1.0) -> None:
        self.balance, self.colours = balance, colours
        self.text = scaled(SMALL, factor)

    def height(self, width: float) -> float:
        return heading_height() + 56 + 12 + sum(text_height(line, self.text, width) for line in self.balance.lines)

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        y = heading(painter, printed("Measured balance"), x, y, width)
        fills = (nation_colour(self.colours[0], "face"), QColor("#adb5bd"), nation_colour(self.colours[1], "face"))
        inks = (nation_colour(self.colours[0], "text"), QColor("#1f1d18"), nation_colour(self.colours[1], "text"))
        names = (printed("attacker"), printed("draw"), printed("defender"))
        left = x
        for share, fill, ink, name in zip(self.balance.shares, fills, inks, names):
            rect = QRectF(left, y, width * share, 56)
            painter.fillRect(rect, fill)
            text = f"{name} {percent(share)}%"
            style = replace(SMALL, colour=ink.name(), bold=True)
            if style.width(text) + 12 <= rect.width():
                draw_in_box(painter, rect, text, style, Qt.AlignmentFlag.AlignHCenter)
            left += rect.width()
        painter.setPen(QPen(QColor("#34362a"), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(x, y, width, 56))
        y += 56 + 12
        for line in self.balance.lines:
            y = draw_paragraph(painter, line, self.text, x, y, width)


class ForcesBlock:
    """Each side's forces at a glance (counters by kind and points); the set-up page draws them all."""

    def __init__(self, facts: CardFacts, factor: float = 1.0) -> None:
        self.rows = tuple((side.heading, side.forces) for side in facts.sides)
        self.factor = factor

    def height(self, width: float) -> float:
        return heading_height() + table_height(self.rows, width, FORCES_LABEL * self.factor, self.factor)

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        y = heading(painter, printed("Forces"), x, y, width)
        draw_table(painter, self.rows, x, y, width, FORCES_LABEL * self.factor, self.factor)


class TextBlock:
    """A paragraph of small print (the counters' legend)."""

    def __init__(self, text: str, style: Style = SMALL_SOFT) -> None:
        self.text, self.style = text, style

    def height(self, width: float) -> float:
        return text_height(self.text, self.style, width)

    def paint(self, painter: QPainter, x: float, y: float, width: float) -> None:
        draw_paragraph(painter, self.text, self.style, x, y, width)
