"""The window's layout kept between sessions: its geometry, and where the docks and toolbar were.

Saved with QSettings in the user folder's settings.ini (editor/files/recent.py's
`user_settings`), or in a QSettings handed in, so a test with its own user
folder or settings never reads or writes the user's. Two things are kept:

- the geometry (size, position, maximized), saved when the window closes and
  restored before it is first shown;
- the editing layout (which docks are shown, floating or tabbed, their sizes,
  the toolbar), saved whenever a scenario is closed or the window closes with
  one open, and restored each time a scenario is shown. The start page hides
  the docks, so its state is never saved: it would reopen the editor bare.

View > Reset window layout puts back the layout a first start gets.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from editor.i18n import tr

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/editing_state"
# Raised when the window's docks change so much that an old saved layout would mislead.
STATE_VERSION = 1


class LayoutSettings(QObject):
    def __init__(self, window: QMainWindow, settings: QSettings, after_restore: Callable[[], None]) -> None:
        super().__init__(window)
        self.window, self.settings, self.after_restore = window, settings, after_restore
        self.default_state: QByteArray | None = None
        self.reset_action = QAction(tr("&Reset window layout"), window)
        self.reset_action.setStatusTip(tr("Docks and toolbar back where a first start puts them"))
        self.reset_action.triggered.connect(lambda _checked=False: self.reset())

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.settings.value(key)
        if isinstance(value, QByteArray) and not value.isEmpty():
            return value
        if isinstance(value, bytes | bytearray) and value:
            return QByteArray(bytes(value))
        return None

    def restore_geometry(self) -> bool:
        saved = self._bytes(GEOMETRY_KEY)
        return saved is not None and self.window.restoreGeometry(saved)

    def save_geometry(self) -> None:
        self.settings.setValue(GEOMETRY_KEY, self.window.saveGeometry())
        self.settings.sync()

    def document_shown(self) -> bool:
        """After the window laid out a scenario its default way: the saved editing layout, if any."""
        if self.default_state is None:
            self.default_state = self.window.saveState(STATE_VERSION)
        saved = self._bytes(STATE_KEY)
        restored = saved is not None and self.window.restoreState(saved, STATE_VERSION)
        if restored:
            self.after_restore()
        return restored

    def save_state(self) -> None:
        """Called while a scenario is still shown (closing it, or the window)."""
        self.settings.setValue(STATE_KEY, self.window.saveState(STATE_VERSION))
        self.settings.sync()

    def reset(self) -> None:
        self.settings.remove(STATE_KEY)
        self.settings.sync()
        if self.default_state is not None:
            for dock in self.window.findChildren(QDockWidget):
                dock.setFloating(False)
            self.window.restoreState(self.default_state, STATE_VERSION)
            self.after_restore()
