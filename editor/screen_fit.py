"""Windows and dialogs open within the smallest screen the program is made for.

A dialog sized for a big monitor (the balance dialog at 960x880, the board
editor at 1280x760) opened on a 1366x768 laptop with its title bar and Close
button under the task bar. Each window asks here for its opening size: what it
would like, cut to 1280x720 and to the free area of the screen it opens on
(less a title bar's allowance), never below its own minimum. The user may
still make it bigger; a window that remembers its size (the main window,
editor/window/layout_settings.py) is fitted to its screen there.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SMALL_SCREEN = QSize(1280, 720)
# What a window manager adds around a window: borders and a title bar.
FRAME_ALLOWANCE = QSize(16, 40)


def screen_room(widget: QWidget) -> QSize:
    """The free area of the widget's screen, less the frame allowance."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    free = screen.availableGeometry().size()
    return QSize(free.width() - FRAME_ALLOWANCE.width(), free.height() - FRAME_ALLOWANCE.height())


def opening_size(widget: QWidget, wanted: QSize) -> QSize:
    return wanted.boundedTo(SMALL_SCREEN).boundedTo(screen_room(widget)).expandedTo(widget.minimumSizeHint())


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """Call once the widget's layout is built, in place of resize(width, height)."""
    widget.resize(opening_size(widget, QSize(width, height)))
