"""The start page: new scenario, open a draft or a custom scenario, import, generate.

It only asks; the main window does. The middle list holds the user folder's
drafts and imported scenarios; the pane on the right shows the selected one's
picture and facts, and recent files sit under the actions, newest work one
double click away.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.userdirs import ScenarioSource, UserFolders
from editor.i18n import tr, tr_noop
from editor.plain_text import plain_tooltip
from editor.start.icons import action_icon, paint_banner
from editor.start.my_games import MyGamesSection
from editor.start.path_list import PATH_ROLE, fill_path_list
from editor.start.preview import ScenarioPane
from editor.start.saved_games import SavedGamesSection

NO_GENERATOR = tr_noop("The random battle generator is not installed yet.")

STYLE = """
StartPage { background: #f4f1e6; }
QLabel#section { color: #5b5a4a; font-weight: bold; letter-spacing: 1px; }
QPushButton#card { background: #fffdf6; border: 1px solid #d8d2bc; border-radius: 8px; text-align: left; }
QPushButton#card:hover { background: #fff6d6; border-color: #c9a84b; }
QPushButton#card:pressed { background: #f4e6b5; }
QPushButton#card:disabled { background: #efece2; }
QPushButton#link { border: none; color: #4f5530; text-decoration: underline; text-align: left; padding: 2px 4px; }
QListWidget { background: #fffdf6; border: 1px solid #d8d2bc; border-radius: 8px; padding: 4px; }
QListWidget::item { padding: 6px 4px; border-bottom: 1px solid #eee8d6; color: #232016; }
QListWidget::item:selected { background: #e9dfb6; color: #1d1b16; }
QFrame#scenario_pane { background: #fffdf6; border: 1px solid #d8d2bc; border-radius: 8px; }
QLabel#facts { color: #4f5530; font-weight: bold; }
QPushButton#primary { background: #4f5530; color: white; border-radius: 6px; padding: 8px 18px; font-weight: bold; }
QPushButton#primary:disabled { background: #a9ad93; }
"""


class Banner(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedHeight(124)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            paint_banner(painter, QRectF(self.rect()), tr("Valor & Victory Scenario Studio"),
                         tr("Design, check and share squad-level battles on the geomorphic boards."))
        finally:
            painter.end()


MIN_CARD_HEIGHT = 62


class ActionCard(QPushButton):
    """A big button: painted icon, bold title and a line saying what it does.

    Its size comes from its labels (a push button alone knows only its own text, empty here):
    as wide as the title, and as tall as the wrapped detail needs at the width it gets, so a
    longer French or Russian line grows the card instead of running under its border."""

    def __init__(self, key: str, title: str, detail: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)  # first: the size hints below read it
        self.setObjectName("card")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        icon = QLabel()
        icon.setPixmap(action_icon(key).pixmap(QSize(36, 36)))
        heading = QLabel(title)  # plain and bold: the card is never narrower than its title in any language
        bold = QFont(heading.font())
        bold.setBold(True)
        heading.setFont(bold)
        heading.setMinimumWidth(heading.sizeHint().width())
        self.detail = QLabel(detail)
        self.detail.setStyleSheet("color: #6b6857;")
        self.detail.setWordWrap(True)
        text = QVBoxLayout()
        text.setSpacing(1)
        text.addWidget(heading)
        text.addWidget(self.detail)
        row = self._row
        row.setContentsMargins(14, 8, 14, 8)
        row.setSpacing(14)
        row.addWidget(icon)
        row.addLayout(text, 1)
        for label in (icon, heading, self.detail):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setText("")
        self.setAccessibleName(title)

    def minimumSizeHint(self) -> QSize:
        inner = self._row.totalMinimumSize()
        return QSize(inner.width(), max(MIN_CARD_HEIGHT, self.heightForWidth(inner.width())))

    def sizeHint(self) -> QSize:
        inner = self._row.totalSizeHint()
        return QSize(inner.width(), max(MIN_CARD_HEIGHT, self.heightForWidth(inner.width())))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(MIN_CARD_HEIGHT, self._row.totalHeightForWidth(width))


def _section(text: str) -> QLabel:
    label = QLabel(text.upper())
    label.setObjectName("section")
    return label


class StartPage(QWidget):
    new_requested = Signal()
    open_draft_requested = Signal()
    open_custom_requested = Signal()
    import_requested = Signal()
    import_folder_requested = Signal()
    generate_requested = Signal()
    open_path_requested = Signal(Path)

    def __init__(self, folders: UserFolders, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folders = folders
        self.setStyleSheet(STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.buttons: dict[str, QPushButton] = {}
        self.scenarios = QListWidget()
        self.scenarios.setIconSize(QSize(28, 28))
        self.scenarios.itemActivated.connect(self._activated)
        self.recent_files = QListWidget()
        self.recent_files.setMaximumHeight(190)
        self.recent_files.itemActivated.connect(self._activated)
        self.saved_games = SavedGamesSection(folders)  # Continue: saved games and autosaves of test runs
        self.my_games = MyGamesSection(folders)  # e-mail games: whose turn it is
        self.pane = ScenarioPane()
        self.pane.open_requested.connect(self.open_path_requested.emit)
        self.scenarios.currentItemChanged.connect(lambda item, _old: self.pane.show_path(item.data(PATH_ROLE) if item else None))
        body = QHBoxLayout()
        body.setContentsMargins(40, 24, 40, 32)
        body.setSpacing(28)
        body.addLayout(self._left_column(), 3)
        body.addLayout(self._middle_column(), 4)
        body.addWidget(self.pane, 4)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(0)
        page.addWidget(Banner())
        page.addLayout(body, 1)
        self.set_generator_available(False)
        self.refresh()

    def _left_column(self) -> QVBoxLayout:
        column = QVBoxLayout()
        column.setSpacing(10)
        column.addWidget(_section(tr("Start")))
        specs = (
            ("new", tr("New scenario…"), tr("Choose boards and how they join."), self.new_requested),
            ("generate", tr("Generate a battle…"), tr("A random, legal battle from a seed."), self.generate_requested),
            ("draft", tr("Open draft…"), tr("Carry on with a scenario you are designing."), self.open_draft_requested),
            ("custom", tr("Open custom scenario…"), tr("Edit a scenario you imported."), self.open_custom_requested),
            ("import", tr("Import packages…"), tr("Add scenario packages (.zip) shared by others."), self.import_requested),
        )
        for key, title, detail, signal in specs:
            card = ActionCard(key, title, detail)
            card.clicked.connect(signal.emit)
            self.buttons[key] = card
            column.addWidget(card)
        folder_link = QPushButton(tr("Import all from the Import folder"))
        folder_link.setObjectName("link")
        folder_link.setCursor(Qt.CursorShape.PointingHandCursor)
        folder_link.setToolTip(str(self.folders.root / "Import"))
        folder_link.clicked.connect(self.import_folder_requested.emit)
        self.buttons["import_folder"] = folder_link
        column.addWidget(folder_link, 0, Qt.AlignmentFlag.AlignLeft)
        column.addSpacing(12)
        column.addWidget(_section(tr("Recent files")))
        column.addWidget(self.recent_files)
        column.addStretch(1)
        return column

    def _middle_column(self) -> QVBoxLayout:
        column = QVBoxLayout()
        column.setSpacing(10)
        column.addWidget(_section(tr("Your scenarios")))
        column.addWidget(self.scenarios, 1)
        hint = QLabel(tr("Drafts are saved in {folder}. Double click to open.").format(folder=self.folders.root / "Draft"))
        hint.setStyleSheet("color: #7a7766;")
        hint.setWordWrap(True)
        column.addWidget(hint)
        column.addSpacing(12)
        column.addWidget(_section(tr("Continue a game")))
        column.addWidget(self.saved_games)
        column.addSpacing(12)
        column.addWidget(_section(tr("My e-mail games")))
        column.addWidget(self.my_games)
        return column

    def _activated(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path is not None:
            self.open_path_requested.emit(path)

    def set_generator_available(self, available: bool) -> None:
        card = self.buttons["generate"]
        card.setEnabled(available)
        card.setToolTip("" if available else tr(NO_GENERATOR))

    def set_recent(self, paths: list[Path]) -> None:
        fill_path_list(self.recent_files, paths,
                       lambda path: f"{path.parent.name}/{path.name}" if path.name == "scenario.json" else path.name,
                       tr("Nothing opened yet"))

    def refresh(self) -> None:
        """Re-read the user folder (after a save or an import)."""
        self.saved_games.refresh()
        self.my_games.refresh()
        self.scenarios.clear()
        try:
            entries = self.folders.list_scenarios()
        except OSError:
            entries = []
        icons = {ScenarioSource.DRAFT: action_icon("draft", 28), ScenarioSource.CUSTOM: action_icon("custom", 28)}
        for entry in entries:
            kind = tr("Draft") if entry.source is ScenarioSource.DRAFT else tr("Custom scenario")
            item = QListWidgetItem(icons[entry.source], f"{entry.title}\n{kind} · {entry.name} · {_modified(entry.path)}")
            item.setData(PATH_ROLE, entry.path)
            item.setToolTip(plain_tooltip(str(entry.path)))
            self.scenarios.addItem(item)
        if self.scenarios.count():
            self.scenarios.setCurrentRow(0)
        else:
            self.pane.show_path(None)


def _modified(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        return "?"
