"""The part of the main window that the features ask for room: menus, docks, the status line.

Kept apart from MainWindow (editor/window/main_window.py), which holds the document and its
map, because the features (test run, e-mail games, special rules, ...) depend only on these
few services (editor/window/services.py) and must not reach into the document's wiring.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from editor.window.actions import insert_after
from editor.window.dock_sizes import DockSizes
from editor.window.history_dock import HistoryDock
from editor.window.problems_dock import ProblemsDock
from editor.window.services import DockPlace, MenuName


class ServicesWindow(QMainWindow):
    """A main window that places the features' actions and docks; MainWindow builds the parts."""

    dock_sizes: DockSizes
    problems: ProblemsDock
    history: HistoryDock

    @property
    def qt_window(self) -> QMainWindow:
        return self

    def add_to_menu(self, menu: MenuName, actions: Sequence[QAction | None], after: QAction | None = None) -> None:
        found = self.findChild(QMenu, menu.value)
        if found is not None:
            insert_after(found, after, actions)

    def place_dock(self, dock: QDockWidget, place: DockPlace) -> None:
        self.dock_sizes.watch(dock)
        if place is DockPlace.BESIDE_PROBLEMS:
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
            self.splitDockWidget(self.problems, dock, Qt.Orientation.Horizontal)
        else:
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.tabifyDockWidget(self.history, dock)

    def give_room(self, dock: QDockWidget, place: DockPlace, size: int) -> None:
        if place is DockPlace.BESIDE_PROBLEMS:
            self.dock_sizes.resize([dock], [self.dock_sizes.room(size, Qt.Orientation.Vertical)], Qt.Orientation.Vertical)
            self.dock_sizes.resize([self.problems, dock], [self.width() // 3, self.width() * 2 // 3], Qt.Orientation.Horizontal)
        else:
            self.dock_sizes.resize([dock], [self.dock_sizes.room(size, Qt.Orientation.Horizontal)], Qt.Orientation.Horizontal)

    def show_message(self, text: str, timeout_ms: int = 6000) -> None:
        self.statusBar().showMessage(text, timeout_ms)
