"""The card as a file: a PDF (text as text, fonts embedded) or a PNG, chosen by the file's suffix.

The same painting (editor.card.pages) goes to both: the page is laid out in
tenths of a millimetre, which is a device pixel of a 254-dpi PDF page and of
the PNG, so neither needs scaling. The file is made in memory and written
atomically, so a failed export never leaves half a card behind.

Like `vvs balance --plot`, the command line has no Qt application of its own:
one is made on the offscreen platform (unless QT_QPA_PLATFORM names another),
so `vvs card` runs on a machine without a display.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from core.boards.battlefield import Battlefield
from core.commands.inputs import write_output
from core.scenario import Scenario
from editor.card.command import card_format
from editor.card.pages import Card, Paper, lay_out, paint_page
from editor.map.png_file import png_bytes
from editor.offscreen import ensure_gui_app

DOTS_PER_METRE = 10000  # a tenth of a millimetre per pixel: 254 dpi
PAGE_GAP = 40  # pixels of grey between the pages of a PNG

PAGE_SIZES = {Paper.A4: QPageSize.PageSizeId.A4, Paper.LETTER: QPageSize.PageSizeId.Letter}


def ensure_app() -> None:
    ensure_gui_app("the card")


def write_card(scenario: Scenario, battlefield: Battlefield, path: Path, paper: Paper = Paper.A4) -> int:
    """The card at `path` (.pdf or .png); returns its page count. CommandError when it cannot be written."""
    kind = card_format(path)
    ensure_app()
    card = lay_out(scenario, battlefield, paper)
    write_output(path, pdf_bytes(card) if kind == "pdf" else png_bytes(card_image(card)))
    return len(card.pages)


def _page_layout(card: Card, index: int) -> QPageLayout:
    orientation = QPageLayout.Orientation.Landscape if card.pages[index].landscape else QPageLayout.Orientation.Portrait
    return QPageLayout(QPageSize(PAGE_SIZES[card.paper]), orientation, QMarginsF(0, 0, 0, 0))


def pdf_bytes(card: Card) -> bytes:
    """Every page at 254 dpi, each in its own orientation (the printer turns a landscape page)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(254)
    writer.setTitle(card.facts.title)
    writer.setCreator("Valor & Victory Scenario Studio")
    writer.setPageLayout(_page_layout(card, 0))
    painter = QPainter(writer)
    try:
        scale = writer.width() / card.pages[0].width
        for index in range(len(card.pages)):
            if index:
                writer.setPageLayout(_page_layout(card, index))
                writer.newPage()
            painter.resetTransform()
            painter.scale(scale, scale)
            paint_page(painter, card, index)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def card_image(card: Card) -> QImage:
    """Every page, one under another on a grey ground, at 254 dpi: a landscape page is as it prints, wider."""
    width = round(max(page.width for page in card.pages))
    height = round(sum(page.height for page in card.pages)) + PAGE_GAP * (len(card.pages) - 1)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDotsPerMeterX(DOTS_PER_METRE)
    image.setDotsPerMeterY(DOTS_PER_METRE)
    image.fill(QColor("#8a8a8a"))
    painter = QPainter(image)
    try:
        top = 0.0
        for index, page in enumerate(card.pages):
            painter.save()
            painter.translate((width - page.width) / 2, top)
            paint_page(painter, card, index)
            painter.restore()
            top += page.height + PAGE_GAP
    finally:
        painter.end()
    return image
