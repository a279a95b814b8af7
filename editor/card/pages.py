"""The card's pages: a front page and a set-up page of A4 or Letter paper.

The front tells the story and the rules: header, briefing, the forces in
numbers, victory and special rules, turn track, measured balance. The set-up
page is what a player lays out the counters from: the map with the set-up on
it, each side's counters by hex, and how to read them. A battlefield of two
boards or more is four to one wide, so its set-up page turns landscape, which
draws it half as large again as portrait would. Each page is laid out again
with smaller type, or smaller counters, until it fits on one page; a briefing
too long even then is cut (saying so), and only an order of battle too long
even for the smallest counters runs on to a third page rather than lose units.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from core.boards.battlefield import Battlefield
from core.scenario import Scenario
from editor.card.blocks import (
    BalanceBlock,
    Block,
    BriefingBlock,
    ForcesBlock,
    HeaderBlock,
    MapBlock,
    RulesBlock,
    TextBlock,
    TurnTrackBlock,
)
from editor.card.facts import CardFacts, card_facts
from editor.card.oob import SideBlock, legend
from editor.card.setup_map import map_hex_size
from editor.card.text import RULE, SMALL_SOFT, draw_in_box

MARGIN = 110.0
BLOCK_GAP = 44.0
FOOTER = 50.0
MAP_SHARE = 0.5
"""The most of the set-up page's height the map may take; the forces need the rest."""
FRONT_SIZES = (1.15, 1.05, 1.0, 0.9, 0.8, 0.7)
"""The front's type as a share of the card's usual sizes (editor.card.text): the largest that fits."""
COUNTER_SIZES = (105.0, 92.0, 80.0, 68.0, 56.0)
"""The set-up page's counters (0.1 mm a side; the printed ones are 12.7), tried in turn until the page fits."""


class Paper(Enum):
    """Page sizes in tenths of a millimetre, portrait."""

    A4 = (2100.0, 2970.0)
    LETTER = (2159.0, 2794.0)

    @property
    def width(self) -> float:
        return self.value[0]

    @property
    def height(self) -> float:
        return self.value[1]


@dataclass(frozen=True)
class Placed:
    block: Block
    y: float
    height: float


@dataclass(frozen=True)
class Page:
    """One page: its size (landscape when wider than tall) and its blocks with where they start."""

    width: float
    height: float
    blocks: tuple[Placed, ...]

    @property
    def landscape(self) -> bool:
        return self.width > self.height

    @property
    def content_width(self) -> float:
        return self.width - 2 * MARGIN


@dataclass(frozen=True)
class Card:
    facts: CardFacts
    paper: Paper
    pages: tuple[Page, ...]


def _front(facts: CardFacts, scenario: Scenario, factor: float, briefing_room: float | None = None) -> list[Block]:
    blocks: list[Block] = [HeaderBlock(facts), BriefingBlock(facts, factor, briefing_room), ForcesBlock(facts, factor),
                           RulesBlock(facts, factor), TurnTrackBlock(scenario)]
    if facts.balance is not None:
        nations = tuple(scenario.side(side.name).nationality for side in facts.sides)
        blocks.append(BalanceBlock(facts.balance, (nations[0], nations[1]), factor))
    return blocks


def _setup(facts: CardFacts, scenario: Scenario, battlefield: Battlefield, size: tuple[float, float],
           counter: float) -> list[Block]:
    map_room = (size[1] - 2 * MARGIN - FOOTER) * MAP_SHARE
    return [MapBlock(facts, scenario, battlefield, map_room), *(SideBlock(scenario, side, counter) for side in facts.sides),
            TextBlock(legend())]


def _flow(blocks: list[Block], size: tuple[float, float]) -> list[Page]:
    """The blocks down pages of `size`; a block that does not fit in what is left starts a new page."""
    width, height = size
    bottom = height - MARGIN - FOOTER
    pages: list[list[Placed]] = [[]]
    y = MARGIN
    for block in blocks:
        block_height = block.height(width - 2 * MARGIN)
        if block_height <= 0:
            continue
        if pages[-1] and y + block_height > bottom:
            pages.append([])
            y = MARGIN
        pages[-1].append(Placed(block, y, block_height))
        y += block_height + BLOCK_GAP
    return [Page(width, height, tuple(page)) for page in pages]


def setup_size(battlefield: Battlefield, paper: Paper) -> tuple[float, float]:
    """Portrait, or landscape where that draws the map's hexes a tenth larger (two boards or more)."""
    portrait, landscape = (paper.width, paper.height), (paper.height, paper.width)

    def hex_size(size: tuple[float, float]) -> float:
        return map_hex_size(battlefield, size[0] - 2 * MARGIN, (size[1] - 2 * MARGIN - FOOTER) * MAP_SHARE)

    return landscape if hex_size(landscape) > 1.1 * hex_size(portrait) else portrait


def lay_out(scenario: Scenario, battlefield: Battlefield, paper: Paper = Paper.A4) -> Card:
    """The front (story, victory, rules, balance) and the set-up (map and forces), each on one page
    with the largest type and counters that allow it; an order of battle too long even then runs on."""
    facts = card_facts(scenario)
    portrait = (paper.width, paper.height)
    chosen_front = _fit_front(facts, scenario, portrait)
    setup_page = setup_size(battlefield, paper)
    setup = [_flow(_setup(facts, scenario, battlefield, setup_page, counter), setup_page) for counter in COUNTER_SIZES]
    chosen_setup = next((pages for pages in setup if len(pages) == 1), setup[-1])
    return Card(facts, paper, tuple(chosen_front + chosen_setup))


def _fit_front(facts: CardFacts, scenario: Scenario, size: tuple[float, float]) -> list[Page]:
    """The front at the largest type that fits one page; a briefing too long even in the smallest is cut to fit."""
    for factor in FRONT_SIZES:
        pages = _flow(_front(facts, scenario, factor), size)
        if len(pages) == 1:
            return pages
    factor = FRONT_SIZES[-1]
    others = [block for block in _front(facts, scenario, factor) if not isinstance(block, BriefingBlock)]
    width = size[0] - 2 * MARGIN
    used = sum(block.height(width) + BLOCK_GAP for block in others) + BLOCK_GAP
    return _flow(_front(facts, scenario, factor, size[1] - 2 * MARGIN - FOOTER - used), size)


def paint_page(painter: QPainter, card: Card, index: int) -> None:
    """Page `index` on white paper, its top left corner at the painter's origin."""
    page = card.pages[index]
    painter.fillRect(QRectF(0, 0, page.width, page.height), QColor("white"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    for placed in page.blocks:
        painter.save()
        placed.block.paint(painter, MARGIN, placed.y, page.content_width)
        painter.restore()
    _paint_footer(painter, card, index)


def _paint_footer(painter: QPainter, card: Card, index: int) -> None:
    page = card.pages[index]
    y = page.height - MARGIN - FOOTER + 14
    painter.setPen(QPen(RULE, 2))
    painter.drawLine(QPointF(MARGIN, y), QPointF(page.width - MARGIN, y))
    rect = QRectF(MARGIN, y + 6, page.content_width, FOOTER - 14)
    draw_in_box(painter, rect, f"{card.facts.title} · Valor & Victory scenario card", SMALL_SOFT)
    if len(card.pages) > 1:
        draw_in_box(painter, rect, f"{index + 1} / {len(card.pages)}", SMALL_SOFT, Qt.AlignmentFlag.AlignRight)
