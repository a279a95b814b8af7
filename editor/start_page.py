"""The start page: new scenario, open a draft or a custom scenario, import, generate.

It only asks; the main window does. The list on the right holds the user
folder's drafts and imported scenarios, newest work one double click away.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.userdirs import ScenarioSource, UserFolders
from editor.i18n import tr

PATH_ROLE = Qt.ItemDataRole.UserRole


class StartPage(QWidget):
    new_requested = Signal()
    open_draft_requested = Signal()
    open_custom_requested = Signal()
    import_requested = Signal()
    generate_requested = Signal()
    open_path_requested = Signal(Path)

    def __init__(self, folders: UserFolders, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folders = folders
        self.recent = QListWidget()
        self.recent.itemActivated.connect(lambda item: self.open_path_requested.emit(item.data(PATH_ROLE)))
        self.buttons: dict[str, QPushButton] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(48, 40, 48, 40)
        layout.addLayout(self._actions(), 2)
        layout.addSpacing(32)
        right = QVBoxLayout()
        right.addWidget(QLabel(tr("Drafts and custom scenarios (double click to open)")))
        right.addWidget(self.recent, 1)
        layout.addLayout(right, 3)
        self.refresh()

    def _actions(self) -> QVBoxLayout:
        column = QVBoxLayout()
        title = QLabel(tr("Valor & Victory Scenario Studio"))
        big = QFont(title.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        title.setFont(big)
        column.addWidget(title)
        column.addWidget(QLabel(tr("Design squad-level battles on the geomorphic boards.")))
        column.addSpacing(24)
        grid = QGridLayout()
        icon = self.style().standardIcon
        specs = (
            ("new", tr("New scenario…"), QStyle.StandardPixmap.SP_FileIcon, self.new_requested),
            ("draft", tr("Open draft…"), QStyle.StandardPixmap.SP_DialogOpenButton, self.open_draft_requested),
            ("custom", tr("Open custom scenario…"), QStyle.StandardPixmap.SP_DirOpenIcon, self.open_custom_requested),
            ("import", tr("Import packages"), QStyle.StandardPixmap.SP_ArrowDown, self.import_requested),
            ("generate", tr("Generate a battle…"), QStyle.StandardPixmap.SP_BrowserReload, self.generate_requested),
        )
        for row, (key, label, pixmap, signal) in enumerate(specs):
            button = QPushButton(icon(pixmap), label)
            button.setIconSize(QSize(24, 24))
            button.setMinimumHeight(44)
            button.setMaximumWidth(420)
            button.setStyleSheet("text-align: left; padding-left: 14px;")
            button.clicked.connect(signal.emit)
            self.buttons[key] = button
            grid.addWidget(button, row, 0)
        self.buttons["generate"].setEnabled(False)
        self.buttons["generate"].setToolTip(tr("The random battle generator is not installed yet."))
        column.addLayout(grid)
        column.addStretch(1)
        return column

    def set_generator_available(self, available: bool) -> None:
        self.buttons["generate"].setEnabled(available)
        self.buttons["generate"].setToolTip("" if available else tr("The random battle generator is not installed yet."))

    def refresh(self) -> None:
        """Re-read the user folder (after a save or an import)."""
        self.recent.clear()
        try:
            entries = self.folders.list_scenarios()
        except OSError:
            entries = []
        for entry in entries:
            kind = tr("Draft") if entry.source is ScenarioSource.DRAFT else tr("Custom")
            item = QListWidgetItem(f"{entry.title}  —  {kind}: {entry.name}")
            item.setData(PATH_ROLE, entry.path)
            item.setToolTip(str(entry.path))
            self.recent.addItem(item)
