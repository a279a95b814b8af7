"""The balance chart: the five victory levels as bars, and the attacker's win rate on a 0-100% strip.

One QPainter drawing serves the PNG of `vvs balance --plot` (editor/balance/plot.py)
and the Estimate balance dialog (`BalanceChart`), so the picture a designer
shares is the one they saw. It is laid out for about 900x560 pixels and scales
its type with the size, never below what stays readable. The strip shades the
45-65% band a fair scenario promises: a point with its 95% interval inside the
band is a fair battle, an interval reaching outside it asks for more games.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from core.balance.runs import Run
from core.balance.summary import LEVELS, Rate, percent
from core.sides import other_side
from editor.i18n import tr, tr_noop

DESIGN_SIZE = (900.0, 560.0)
FAIR_BAND = (0.45, 0.65)
"""The attacker win rates a fair scenario lies in (issue 13; the generator aims at their middle)."""

LEVEL_NAMES = {"major_victory": tr_noop("Major victory"), "minor_victory": tr_noop("Minor victory"), "draw": tr_noop("Draw"),
               "minor_defeat": tr_noop("Minor defeat"), "major_defeat": tr_noop("Major defeat")}
LEVEL_COLOURS = {"major_victory": "#1864ab", "minor_victory": "#74c0fc", "draw": "#adb5bd",
                 "minor_defeat": "#ffa8a8", "major_defeat": "#c92a2a"}
INK, SOFT_INK, GRID = QColor("#212529"), QColor("#5c636a"), QColor("#e9ecef")
FAIR_FILL, FAIR_EDGE, FAIR_INK = QColor("#d3f9d8"), QColor("#69db7c"), QColor("#2b8a3e")
TRACK_FILL, TRACK_EDGE = QColor("#f8f9fa"), QColor("#adb5bd")


@dataclass(frozen=True)
class ChartFacts:
    """What the chart shows, in the words and counts it draws."""

    title: str
    subtitle: str
    levels: tuple[int, ...]  # core.balance.summary.LEVELS order, the attacker's
    attacker: Rate

    @property
    def games(self) -> int:
        return self.attacker.games

    @staticmethod
    def of_run(run: Run, running: bool = False) -> ChartFacts:
        """The run's games so far; `running` says the rest are still being played rather than cut short."""
        summary = run.summary
        played = len(run.records)
        if played == run.planned or (run.verdict is not None and not run.interrupted):
            games = tr("%n game(s)", n=played)
        elif running and run.rule is not None:
            games = tr("{played} of at most %n game(s) so far", n=run.planned).format(played=played)
        elif running:
            games = tr("{played} of %n game(s) so far", n=run.planned).format(played=played)
        else:
            games = tr("{played} of %n game(s) (cut short)", n=run.planned).format(played=played)
        seeds = (tr("seeds {first}–{last}").format(first=min(summary.seeds), last=max(summary.seeds))
                 if summary.seeds else tr("no seeds played"))
        sides = run.attacker_side, other_side(run.attacker_side)
        players = tr("attacker {attacker} ({side}) vs defender {defender} ({other})").format(
            attacker=run.battle.attacker, side=tr(sides[0].capitalize()), defender=run.battle.defender,
            other=tr(sides[1].capitalize()))
        return ChartFacts(run.title, f"{games}, {seeds}; {players}", tuple(summary.levels[level] for level in LEVELS),
                          summary.attacker)


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


class _Pen:
    """Fonts and strokes at one scale: the design's pixel sizes times `scale`."""

    def __init__(self, painter: QPainter, scale: float) -> None:
        self.painter, self.scale = painter, scale

    def px(self, size: float) -> float:
        return size * self.scale

    def text(self, rect: QRectF, flags: Qt.AlignmentFlag, text: str, size: float, colour: QColor = INK,
             bold: bool = False) -> None:
        self.painter.setFont(_font(self.px(size), bold))
        self.painter.setPen(colour)
        self.painter.drawText(rect, int(flags), text)

    def line_height(self, size: float, bold: bool = False) -> float:
        return QFontMetricsF(_font(self.px(size), bold)).height()

    def width(self, text: str, size: float, bold: bool = False) -> float:
        return QFontMetricsF(_font(self.px(size), bold)).horizontalAdvance(text)

    def elided(self, text: str, size: float, width: float, bold: bool = False) -> str:
        return QFontMetricsF(_font(self.px(size), bold)).elidedText(text, Qt.TextElideMode.ElideRight, width)


def paint_chart(painter: QPainter, rect: QRectF, facts: ChartFacts) -> None:
    """The whole chart inside `rect` on a white ground."""
    scale = max(0.8, min(rect.width() / DESIGN_SIZE[0], rect.height() / DESIGN_SIZE[1]))
    pen = _Pen(painter, scale)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.fillRect(rect, QColor("white"))
    area = rect.adjusted(pen.px(26), pen.px(20), -pen.px(26), -pen.px(16))
    top = area.top()
    for text, size, colour, bold in ((facts.title, 22, INK, True), (facts.subtitle, 14, SOFT_INK, False)):
        height = pen.line_height(size, bold)
        pen.text(QRectF(area.left(), top, area.width(), height), Qt.AlignmentFlag.AlignLeft,
                 pen.elided(text, size, area.width(), bold), size, colour, bold)
        top += height + pen.px(2)
    strip_height = pen.line_height(15, True) + pen.px(62)
    bars = QRectF(area.left(), top + pen.px(16), area.width(), area.bottom() - strip_height - top - pen.px(40))
    _paint_levels(pen, bars, facts)
    _paint_strip(pen, QRectF(area.left(), area.bottom() - strip_height, area.width(), strip_height), facts.attacker)
    painter.restore()


def _paint_levels(pen: _Pen, rect: QRectF, facts: ChartFacts) -> None:
    """A heading, then a bar per level with its percentage above and its name and count below."""
    painter = pen.painter
    heading = pen.line_height(14, True)
    pen.text(QRectF(rect.left(), rect.top(), rect.width(), heading), Qt.AlignmentFlag.AlignLeft,
             tr("How the games ended, told from the attacker's side"), 14, INK, True)
    name_height, count_height = pen.line_height(15, True), pen.line_height(12)
    gutter = pen.px(44)
    base = rect.bottom() - name_height - count_height - pen.px(6)
    top = rect.top() + heading + pen.line_height(16, True) + pen.px(10)
    shares = [count / facts.games if facts.games else 0.0 for count in facts.levels]
    ceiling = max(0.1, min(1.0, (int(max(shares, default=0.0) * 10 - 1e-9) + 1) / 10))
    for step in range(0, round(ceiling * 10) + 1):
        y = base - (base - top) * (step / 10) / ceiling
        painter.setPen(QPen(GRID if step else TRACK_EDGE, pen.px(1)))
        painter.drawLine(QPointF(rect.left() + gutter, y), QPointF(rect.right(), y))
        if ceiling <= 0.5 or step % 2 == 0:
            pen.text(QRectF(rect.left(), y - pen.px(8), gutter - pen.px(6), pen.px(16)),
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{step * 10}%", 11, SOFT_INK)
    slot = (rect.width() - gutter) / len(LEVELS)
    for index, (level, count, share) in enumerate(zip(LEVELS, facts.levels, shares)):
        left = rect.left() + gutter + slot * index
        width = slot * 0.62
        x = left + (slot - width) / 2
        height = (base - top) * share / ceiling
        painter.fillRect(QRectF(x, base - height, width, height), QColor(LEVEL_COLOURS[level]))
        label_height = pen.line_height(16, True)
        pen.text(QRectF(left, base - height - label_height - pen.px(2), slot, label_height), Qt.AlignmentFlag.AlignHCenter,
                 f"{percent(share)}%", 16, INK, True)
        pen.text(QRectF(left, base + pen.px(4), slot, name_height), Qt.AlignmentFlag.AlignHCenter,
                 tr(LEVEL_NAMES[level]), 15, INK, True)
        pen.text(QRectF(left, base + pen.px(4) + name_height, slot, count_height), Qt.AlignmentFlag.AlignHCenter,
                 tr("{n} of {m}").format(n=count, m=facts.games), 12, SOFT_INK)


def _paint_strip(pen: _Pen, rect: QRectF, rate: Rate) -> None:
    """The attacker's win rate: a point, its 95% interval as a whisker, the fair band shaded behind."""
    painter = pen.painter
    heading = pen.line_height(15, True)
    if rate.games:
        text = tr("Attacker wins {share}% (95% interval {low}–{high}%)").format(
            share=percent(rate.share), low=percent(rate.low), high=percent(rate.high))
    else:
        text = tr("Attacker wins: no games played yet")
    pen.text(QRectF(rect.left(), rect.top(), rect.width(), heading), Qt.AlignmentFlag.AlignLeft, text, 15, INK, True)
    track = QRectF(rect.left() + pen.px(10), rect.top() + heading + pen.px(8), rect.width() - pen.px(20), pen.px(30))

    def x_of(share: float) -> float:
        return track.left() + track.width() * share

    painter.setPen(QPen(TRACK_EDGE, pen.px(1)))
    painter.setBrush(TRACK_FILL)
    painter.drawRect(track)
    fair = QRectF(x_of(FAIR_BAND[0]), track.top(), x_of(FAIR_BAND[1]) - x_of(FAIR_BAND[0]), track.height())
    painter.setPen(QPen(FAIR_EDGE, pen.px(1)))
    painter.setBrush(FAIR_FILL)
    painter.drawRect(fair)
    label = tr("fair: {low}–{high}%").format(low=round(FAIR_BAND[0] * 100), high=round(FAIR_BAND[1] * 100))
    label_width = pen.width(label, 13, True)
    left = max(fair.center().x() - label_width / 2, rect.left() + pen.width(text, 15, True) + pen.px(24))
    pen.text(QRectF(left, rect.top(), label_width + pen.px(4), heading),
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, label, 13, FAIR_INK, True)
    for tenth in range(11):
        x = x_of(tenth / 10)
        painter.setPen(QPen(TRACK_EDGE, pen.px(1)))
        painter.drawLine(QPointF(x, track.bottom()), QPointF(x, track.bottom() + pen.px(5)))
        pen.text(QRectF(x - pen.px(30), track.bottom() + pen.px(6), pen.px(60), pen.px(16)),
                 Qt.AlignmentFlag.AlignHCenter, f"{tenth * 10}%", 12, SOFT_INK)
    if not rate.games:
        return
    middle, cap = track.center().y(), track.height() * 0.32
    painter.setPen(QPen(INK, pen.px(2.5), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawLine(QPointF(x_of(rate.low), middle), QPointF(x_of(rate.high), middle))
    for end in (rate.low, rate.high):
        painter.drawLine(QPointF(x_of(end), middle - cap), QPointF(x_of(end), middle + cap))
    painter.setPen(QPen(QColor("white"), pen.px(2)))
    painter.setBrush(QColor(LEVEL_COLOURS["major_victory"]))
    painter.drawEllipse(QPointF(x_of(rate.share), middle), pen.px(8), pen.px(8))


class BalanceChart(QWidget):
    """The chart as a widget; a line saying what will show until it has facts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balance_chart")
        self.facts: ChartFacts | None = None
        self.setMinimumSize(640, 400)

    def set_facts(self, facts: ChartFacts | None) -> None:
        self.facts = facts
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self.facts is None:
            painter.fillRect(self.rect(), self.palette().base())
            painter.setPen(SOFT_INK)
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter),
                             tr("The victory levels and the attacker's win rate show here as the games end."))
        else:
            paint_chart(painter, QRectF(self.rect()), self.facts)
        painter.end()
