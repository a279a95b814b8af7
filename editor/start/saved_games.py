"""The start page's Continue list: the newest saved games and autosaves, one double click away.

It only asks (`continue_requested` with the file, or None for "choose a file"); the
test run's SavedGames feature opens the game.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from core.userdirs import UserFolders
from editor.i18n import tr
from editor.start.path_list import PATH_ROLE, fill_path_list
from editor.testrun.describe import side_name
from editor.testrun.saved_games import is_autosave, recent_saves

_AUTOSAVE_NAME = re.compile(r"^\d+ turn (\d+) (allied|axis)$")


class SavedGamesSection(QWidget):
    continue_requested = Signal(object)  # a Path, or None: choose a file

    def __init__(self, folders: UserFolders, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folders = folders
        self.list = QListWidget()
        self.list.setObjectName("saved_games_list")
        self.list.setMaximumHeight(170)
        self.list.setWordWrap(True)  # the empty list's sentence wraps instead of running past the edge (French, Russian)
        self.list.itemActivated.connect(self._activated)
        self.choose = QPushButton(tr("Continue a saved game from a file…"))
        self.choose.setObjectName("link")
        self.choose.setCursor(Qt.CursorShape.PointingHandCursor)
        self.choose.clicked.connect(lambda _checked=False: self.continue_requested.emit(None))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addWidget(self.choose, 0, Qt.AlignmentFlag.AlignLeft)
        self.refresh()

    def refresh(self) -> None:
        """Re-read Saves/ (after a run closes: it may have autosaved)."""
        try:
            paths = recent_saves(self.folders)
        except OSError:
            paths = []
        fill_path_list(self.list, paths, lambda path: f"{self._label(path)}\n{_modified(path)}",
                       tr("No saved games yet: a test run saves itself at the end of every player segment"))

    def _label(self, path: Path) -> str:
        match = _AUTOSAVE_NAME.match(path.stem)
        if is_autosave(self.folders, path) and match:
            return tr("{title}: autosave, turn {turn}, {side}'s segment").format(
                title=path.parent.name, turn=match.group(1), side=side_name(match.group(2)))
        return path.stem

    def _activated(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path is not None:
            self.continue_requested.emit(Path(path))


def _modified(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        return "?"
