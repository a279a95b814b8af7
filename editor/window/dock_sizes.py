"""Docks keep readable widths: a floor they never go under, and their room back when the window grows.

Qt gives a growing main window's new room to the central widget only, so a
dock squeezed while the window was small (the Scenario details dock down to
about 100 px, every field cut to two letters) stayed squeezed. DockSizes
remembers each dock's width (depth, for a bottom dock) as the window set it
(`resize`) or as the user left it by dragging a separator, and gives it back
with resizeDocks when the window grows again. A squeeze by the window
shrinking never counts as the user's choice: only a resize made while a mouse
button is held, and not within a moment of a window resize, does.

Every dock's contents scroll inside it (`watch` wraps them in a scroll area):
a dock's own minimum (the Reinforcements dock's 540 px of tree, group and
catalogue, the stack editor's slots) would otherwise become the window's, and
a 1280x720 screen could no longer hold the window with that dock open.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDockWidget, QFrame, QMainWindow, QScrollArea

Area = Qt.DockWidgetArea
SIDE_AREAS = (Area.LeftDockWidgetArea, Area.RightDockWidgetArea)
# Narrowest widths at which each dock's fields still read as words (by object name). Only docks whose
# own minimum is smaller: an explicit minimum replaces the dock's own (the palette's tab bar sets its).
MINIMUM_WIDTHS = {"details": 300, "history": 200}
WINDOW_SETTLE_MS = 300
# The most of the window's width a side dock, or of its height a bottom dock, is given when it opens:
# the map keeps at least about half of a 1280x720 window.
SIDE_SHARE, BOTTOM_SHARE = 0.27, 0.4
# The most a dock's contents may ask of the window, each way: beyond it they scroll inside the dock.
DOCK_MINIMUM = 300


def _orientation(window: QMainWindow, dock: QDockWidget) -> Qt.Orientation:
    return Qt.Orientation.Horizontal if window.dockWidgetArea(dock) in SIDE_AREAS else Qt.Orientation.Vertical


def _extent(dock: QDockWidget, orientation: Qt.Orientation) -> int:
    return dock.width() if orientation is Qt.Orientation.Horizontal else dock.height()


def scroll_inside(dock: QDockWidget) -> None:
    """The dock's contents in a frameless scroll area, unless they scroll already (a list, a tree).

    The area keeps the contents' own minimum up to DOCK_MINIMUM, so the palette's tabs stay readable."""
    body = dock.widget()
    if body is None or isinstance(body, QAbstractScrollArea):
        return
    floor = body.minimumSizeHint()
    area = QScrollArea()
    area.setMinimumSize(min(floor.width(), DOCK_MINIMUM), min(floor.height(), DOCK_MINIMUM))
    area.setObjectName(f"{dock.objectName()}_scroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    if body.testAttribute(Qt.WidgetAttribute.WA_ForceDisabled):  # the dock's self.widget().setEnabled now reaches the area
        body.setEnabled(True)
        area.setEnabled(False)
    area.setWidget(body)
    dock.setWidget(area)


class DockSizes(QObject):
    """Made once by the window, which hands it each dock it adds and sizes docks through `resize`."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.wanted: dict[QDockWidget, int] = {}
        self._since_window_resize = QElapsedTimer()
        self._since_window_resize.start()
        window.installEventFilter(self)

    def watch(self, dock: QDockWidget) -> None:
        scroll_inside(dock)
        if dock.objectName() in MINIMUM_WIDTHS:
            dock.setMinimumWidth(max(MINIMUM_WIDTHS[dock.objectName()], dock.minimumSizeHint().width()))
        dock.installEventFilter(self)

    def room(self, size: int, orientation: Qt.Orientation) -> int:
        """A dock's opening size, cut down to its share of a small window."""
        if orientation is Qt.Orientation.Horizontal:
            return min(size, int(self.window.width() * SIDE_SHARE))
        return min(size, int(self.window.height() * BOTTOM_SHARE))

    def resize(self, docks: Sequence[QDockWidget], sizes: Sequence[int], orientation: Qt.Orientation) -> None:
        """QMainWindow.resizeDocks, and these sizes are the ones to give back later."""
        self.window.resizeDocks(list(docks), list(sizes), orientation)
        for dock, size in zip(docks, sizes, strict=True):
            self.wanted[dock] = size

    def remember_all(self) -> None:
        """Take every shown dock's present size as its own (after restoring a saved layout)."""
        for dock in self.window.findChildren(QDockWidget):
            if dock.isVisible() and not dock.isFloating():
                self.wanted[dock] = _extent(dock, _orientation(self.window, dock))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(event, QResizeEvent):
            if watched is self.window:
                self._window_resized(event.oldSize(), event.size())
            elif isinstance(watched, QDockWidget) and self._dragged_by_user():
                self.wanted[watched] = _extent(watched, _orientation(self.window, watched))
        return False

    def _dragged_by_user(self) -> bool:
        held = QApplication.mouseButtons() != Qt.MouseButton.NoButton
        return held and self._since_window_resize.elapsed() > WINDOW_SETTLE_MS

    def _window_resized(self, old: QSize, new: QSize) -> None:
        self._since_window_resize.restart()
        if old.isValid() and (new.width() > old.width() or new.height() > old.height()):
            QTimer.singleShot(0, self, self.give_back)  # once the window has laid out its new size

    def give_back(self) -> None:
        """Every shown dock narrower (shallower) than its wanted size gets as much of it as fits."""
        layout = self.window.layout()
        if layout is not None:
            layout.activate()
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            docks, sizes = [], []
            for dock, wanted in self.wanted.items():
                if dock.isVisible() and not dock.isFloating() and _orientation(self.window, dock) is orientation:
                    if _extent(dock, orientation) < wanted:
                        docks.append(dock)
                        sizes.append(wanted)
            if docks:
                self.window.resizeDocks(docks, sizes, orientation)
