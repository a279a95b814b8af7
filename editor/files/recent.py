"""File > Open Recent: the scenarios opened or saved lately, newest first, kept with QSettings.

The settings live in the user folder (settings.ini), not in the system's
registry, so tests with their own user folder never see the user's list.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QMenu

from core.userdirs import UserFolders
from editor.i18n import tr

KEY = "recent_files"
LIMIT = 10


SETTINGS_CAP = 1024 * 1024
"""A settings file is a few hundred bytes; one over this is not ours."""

_stand_in: list[tempfile.TemporaryDirectory[str]] = []


def user_settings(folders: UserFolders, parent: QObject | None = None) -> QSettings:
    """The user folder's settings.ini; when that is not a file QSettings could read (a FIFO would
    hang the start, a device would be read without end) the editor starts on the defaults, kept in
    a stand-in file of its own for this session only, and the thing in the user folder is left alone."""
    path = folders.root / "settings.ini"
    if not _usable(path):
        if not _stand_in:
            _stand_in.append(tempfile.TemporaryDirectory(prefix="vvs-settings-"))
        path = Path(_stand_in[0].name) / "settings.ini"
    return QSettings(str(path), QSettings.Format.IniFormat, parent)


def _usable(path: Path) -> bool:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return True  # a first start: QSettings makes it
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size <= SETTINGS_CAP


class RecentFiles(QObject):
    changed = Signal()

    def __init__(self, settings: QSettings, limit: int = LIMIT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.limit = limit

    def paths(self) -> list[Path]:
        value = self.settings.value(KEY, [])
        items = [value] if isinstance(value, str) else list(value) if isinstance(value, (list, tuple)) else []
        return [Path(item) for item in items if item]

    def add(self, path: Path) -> None:
        """Put `path` first; a package or a file that is already first changes nothing."""
        path = Path(path).resolve()
        paths = [path] + [p for p in self.paths() if p != path]
        self._store(paths[: self.limit])

    def remove(self, path: Path) -> None:
        self._store([p for p in self.paths() if p != Path(path).resolve()])

    def clear(self) -> None:
        self._store([])

    def _store(self, paths: list[Path]) -> None:
        if paths == self.paths():
            return
        self.settings.setValue(KEY, [str(p) for p in paths])
        self.settings.sync()
        self.changed.emit()


def fill_recent_menu(menu: QMenu, recent: RecentFiles, open_path: Callable[[Path], object]) -> None:
    """Rebuild the menu: one entry per file (numbered for the keyboard), then Clear."""
    menu.clear()
    paths = recent.paths()
    for number, path in enumerate(paths, start=1):
        label = f"&{number % 10} {_short(path)}" if number <= 10 else _short(path)
        action = menu.addAction(label)
        action.setToolTip(str(path))
        action.setStatusTip(str(path))
        action.triggered.connect(lambda _checked=False, p=path: open_path(p))
    if not paths:
        menu.addAction(tr("No recent files")).setEnabled(False)
    menu.addSeparator()
    clear = menu.addAction(tr("&Clear the list"))
    clear.setEnabled(bool(paths))
    clear.triggered.connect(recent.clear)


def _short(path: Path) -> str:
    """Custom scenarios are all called scenario.json: name them by their folder."""
    return f"{path.parent.name}/{path.name}" if path.name == "scenario.json" else path.name
