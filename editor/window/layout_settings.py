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

A layout saved on a bigger screen (or a first start's 1440x900 on a laptop) is
shrunk and moved to fit the screen the window opens on: its available geometry,
from QScreen, or from the `screen_area` callable handed in (tests use one to
stand for a 1366x768 screen; the offscreen platform's own screen is 800x800).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QObject, QRect, QSettings, QSize
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow

from editor.i18n import tr
from editor.screen_fit import FRAME_ALLOWANCE

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/editing_state"
# Raised when the window's docks change so much that an old saved layout would mislead.
STATE_VERSION = 1


def available_area(window: QMainWindow) -> QRect:
    """Where a window may go on its screen (the desktop less the task bar)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


class LayoutSettings(QObject):
    def __init__(self, window: QMainWindow, settings: QSettings, after_restore: Callable[[], None],
                 screen_area: Callable[[], QRect] | None = None) -> None:
        super().__init__(window)
        self.window, self.settings, self.after_restore = window, settings, after_restore
        self.screen_area = screen_area or (lambda: available_area(window))
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

    def restore_geometry(self, first_start: QSize) -> bool:
        """The saved geometry, or `first_start`'s size when there is none; either fitted to the screen."""
        saved = self._bytes(GEOMETRY_KEY)
        restored = saved is not None and self.window.restoreGeometry(saved)
        if not restored:
            self.window.resize(first_start)
        self.fit_to_screen()
        return restored

    def fit_to_screen(self) -> None:
        """Shrink the window to the screen's free area, then move it inside; a maximized window fits already."""
        window = self.window
        if window.isMaximized() or window.isFullScreen():
            return
        area, frame, inner = self.screen_area(), window.frameGeometry(), window.geometry()
        extra_width, extra_height = frame.width() - inner.width(), frame.height() - inner.height()
        if not window.isVisible():  # no frame yet: keep room for the one the window manager will add
            extra_width, extra_height = FRAME_ALLOWANCE.width(), FRAME_ALLOWANCE.height()
        width = min(inner.width(), area.width() - extra_width)
        height = min(inner.height(), area.height() - extra_height)
        if (width, height) != (inner.width(), inner.height()):
            window.resize(width, height)
        frame = window.frameGeometry()
        x = max(area.left(), min(frame.left(), area.left() + area.width() - frame.width()))
        y = max(area.top(), min(frame.top(), area.top() + area.height() - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            window.move(x, y)

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
            self.fit_to_screen()  # docks saved open on a bigger screen must not push the window off this one
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
