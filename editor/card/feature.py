"""File > Export scenario card…: the open scenario's printable card, as `vvs card` draws it.

Unlike Export package, a draft that still breaks placement rules gets its card:
a designer prints one to try the battle out on a table. The card is PDF unless
the name chosen ends in .png; the paper is Letter where the system's locale
measures in US units, A4 everywhere else. The feature reaches the main window
only through WindowServices, and adds one entry to the File menu, after Export
map as PNG when that entry is there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QObject
from PySide6.QtGui import QAction

from core.commands import CommandError
from core.userdirs import safe_file_name
from editor.card.command import SUFFIXES
from editor.card.pages import Paper
from editor.card.write import write_card
from editor.i18n import tr, tr_noop
from editor.window.services import MenuName, WindowServices

CARD_FILTER = tr_noop("Scenario cards (*.pdf *.png)")
ANCHOR = "export_png_action"


def locale_paper() -> Paper:
    return Paper.LETTER if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else Paper.A4


class CardFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.action = QAction(tr("E&xport scenario card…"), window.qt_window)
        self.action.setObjectName("export_card_action")
        self.action.setToolTip(tr("A printable card of the scenario: briefing, set-up map, forces, victory and rules"))
        self.action.triggered.connect(lambda _checked=False: self.export_card())
        anchor = window.qt_window.findChild(QAction, ANCHOR) or window.menu_actions.import_packages
        window.add_to_menu(MenuName.FILE, [self.action], after=anchor)

    def export_card(self, paper: Paper | None = None) -> Path | None:
        """Ask where, write the card; the path written, or None (nothing open, cancelled, or failed and said why)."""
        window = self.window
        document = window.document
        if document is None:
            window.show_message(tr("Open a scenario to export its card"))
            return None
        title = tr("Export scenario card")
        suggested = f"{safe_file_name(document.scenario.title)}-card.pdf"
        path = window.prompts.save_file_path(title, window.folders.export, suggested, CARD_FILTER)
        if path is None:
            return None
        if path.suffix.lower() not in SUFFIXES:
            path = path.with_name(path.name + ".pdf")
        try:
            pages = write_card(document.scenario, document.battlefield, path, paper or locale_paper())
        except CommandError as error:
            window.prompts.error(tr("Cannot export the card"), str(error))
            return None
        window.show_message(tr("Wrote {path} (%n page(s))", n=pages).format(path=path))
        return path
