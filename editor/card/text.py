"""Words on the card: its fonts, and paragraphs broken into lines and drawn as text.

The card is laid out in tenths of a millimetre (a PDF page at 254 dpi, or a
PNG of the same pixels), so a font's pixel size is its size on paper: 33 is
3.3 mm, a 9.4-point body. Lines are broken here and drawn one by one with
drawText, never as pictures, so the PDF's text can be selected, searched and
copied; Qt embeds the fonts used. Ligatures are off, so a search for
"briefing" finds the word rather than a one-glyph "fi".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"
INK = "#1f1d18"
SOFT = "#5b574c"
RULE = QColor("#b9b29f")


@dataclass(frozen=True)
class Style:
    """One kind of text on the card: family, size (0.1 mm), weight and colour."""

    size: float
    bold: bool = False
    italic: bool = False
    serif: bool = False
    colour: str = INK  # a colour name: a QColor cannot be a frozen dataclass's default

    def font(self) -> QFont:
        font = QFont(SERIF if self.serif else SANS)
        font.setPixelSize(max(1, round(self.size)))
        font.setBold(self.bold)
        font.setItalic(self.italic)
        font.setFeature(QFont.Tag("liga"), 0)  # "fi", not the one-glyph ligature, when the text is copied or searched
        return font

    def metrics(self) -> QFontMetricsF:
        return QFontMetricsF(self.font())

    @property
    def line_height(self) -> float:
        return self.metrics().lineSpacing()

    def width(self, text: str) -> float:
        return self.metrics().horizontalAdvance(text)


BODY = Style(31)
BRIEFING = Style(33, serif=True)
SMALL = Style(27)
SMALL_SOFT = Style(26, colour=SOFT)
LABEL = Style(29, bold=True)
HEADING = Style(40, bold=True)


def scaled(style: Style, factor: float) -> Style:
    return replace(style, size=style.size * factor)


def wrap(text: str, style: Style, width: float) -> list[str]:
    """Greedy line breaking on spaces; a word longer than the line is cut where it must be."""
    metrics = style.metrics()
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if metrics.horizontalAdvance(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        while metrics.horizontalAdvance(word) > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and metrics.horizontalAdvance(word[:cut]) > width:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


def text_height(text: str, style: Style, width: float) -> float:
    return len(wrap(text, style, width)) * style.line_height


def draw_lines(painter: QPainter, lines: list[str], style: Style, x: float, y: float) -> float:
    """Each line as text from (x, y) down; returns the y under the last line."""
    painter.setFont(style.font())
    painter.setPen(QColor(style.colour))
    ascent = style.metrics().ascent()
    for line in lines:
        painter.drawText(QPointF(x, y + ascent), line)
        y += style.line_height
    return y


def draw_paragraph(painter: QPainter, text: str, style: Style, x: float, y: float, width: float) -> float:
    return draw_lines(painter, wrap(text, style, width), style, x, y)


def draw_in_box(painter: QPainter, rect: QRectF, text: str, style: Style,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """One line of text inside `rect`, vertically centred, cut short with an ellipsis if it must be."""
    painter.setFont(style.font())
    painter.setPen(QColor(style.colour))
    shown = style.metrics().elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def table_height(rows: tuple[tuple[str, str], ...], width: float, label_width: float, factor: float = 1.0) -> float:
    """Rows of a bold label and a wrapped text beside it, as the card prints rules and levels."""
    return sum(_row_height(label, text, width, label_width, factor) + 6 for label, text in rows)


def _label_lines(label: str, label_width: float, factor: float) -> list[str]:
    return wrap(label, scaled(LABEL, factor), label_width - 12)[:2]


def _row_height(label: str, text: str, width: float, label_width: float, factor: float) -> float:
    return max(len(_label_lines(label, label_width, factor)) * scaled(LABEL, factor).line_height,
               text_height(text, scaled(BODY, factor), width - label_width))


def draw_table(painter: QPainter, rows: tuple[tuple[str, str], ...], x: float, y: float, width: float,
               label_width: float, factor: float = 1.0) -> float:
    for label, text in rows:
        draw_lines(painter, _label_lines(label, label_width, factor), scaled(LABEL, factor), x, y)
        draw_paragraph(painter, text, scaled(BODY, factor), x + label_width, y, width - label_width)
        y += _row_height(label, text, width, label_width, factor) + 6
    return y


def printed(text: str) -> str:
    """A word of the card as printed: English, whatever language the editor shows (issue 15).

    The card is a print-out to share, as `vvs card` writes it, so its texts stay out
    of the translation catalogue (they are not wrapped in `tr`).
    """
    return text
