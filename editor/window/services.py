"""What a feature may ask of the main window, and nothing more.

Features (the File menu's sharing and safety features, the generator, the
stack editor and its companions) add actions, docks and dialogs to the window
and act on its open scenario. They are typed against WindowServices, not
against MainWindow, so everything they depend on is listed here: the window's
internals can change without reading every feature, and a test could hand a
feature a stand-in. MainWindow provides this protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum, auto
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

if TYPE_CHECKING:
    from core.boards.board import Board
    from core.userdirs import UserFolders
    from editor.battlefield.scene import MapScene
    from editor.battlefield.view import MapView
    from editor.document import ScenarioDocument
    from editor.start.page import StartPage
    from editor.window.actions import Actions
    from editor.window.prompts import Prompts


class MenuName(Enum):
    """The window's menus, by the object name each carries."""

    FILE = "file_menu"
    EDIT = "edit_menu"
    SCENARIO = "scenario_menu"
    PLAY = "play_menu"
    VIEW = "view_menu"
    HELP = "help_menu"


class DockPlace(Enum):
    """Where a feature's dock goes among the window's own docks."""

    BESIDE_PROBLEMS = auto()  # at the bottom, sharing the row with the Problems dock
    WITH_HISTORY = auto()  # on the right, a tab beside the History dock


class WindowServices(Protocol):
    @property
    def qt_window(self) -> QMainWindow:
        """The Qt window: the parent of the feature's dialogs, actions, menus, docks and toolbars."""

    @property
    def folders(self) -> UserFolders: ...

    @property
    def prompts(self) -> Prompts: ...

    @property
    def start_page(self) -> StartPage: ...

    @property
    def menu_actions(self) -> Actions:
        """The window's own actions, as anchors for a feature's menu entries."""

    @property
    def document(self) -> ScenarioDocument | None: ...

    @property
    def scene(self) -> MapScene | None: ...

    @property
    def view(self) -> MapView | None: ...

    def add_to_menu(self, menu: MenuName, actions: Sequence[QAction | None], after: QAction | None = None) -> None:
        """Put actions (None = a separator) into a menu, right after `after` or at its end."""

    def place_dock(self, dock: QDockWidget, place: DockPlace) -> None: ...

    def give_room(self, dock: QDockWidget, place: DockPlace, size: int) -> None:
        """Make a placed dock `size` pixels deep (or wide) and, beside Problems, the larger of the two."""

    def show_message(self, text: str, timeout_ms: int = 6000) -> None: ...

    def custom_boards(self) -> dict[int, Board]:
        """The boards a new document needs beyond the shipped ones."""

    @property
    def boards(self) -> dict[int, Board]:
        """Every board a new scenario may stand on, by number."""

    def set_boards(self, boards: dict[int, Board]) -> None:
        """Replace the boards offered to new scenarios (the board editor adds the user's valid boards)."""

    def open_path(self, path: Path) -> bool: ...

    def close_document(self) -> bool:
        """Close the open scenario, asking about unsaved changes; False if the user cancels."""

    def show_document(self, document: ScenarioDocument) -> None:
        """Show a new document, fitted to the view (the previous one must already be closed)."""

    def fit(self) -> None:
        """Fit the whole battlefield into the view."""

    def go_to_hex(self, hex_name: str) -> None: ...

    def stop_placing(self) -> None:
        """Put down what the palette holds, back to selecting."""


def playable_document(window: WindowServices, title: str, none_text: str) -> ScenarioDocument | None:
    """The open document if the engine can play it: none open says `none_text`; one that breaks
    placement rules is refused with its problems listed, as Export refuses it (Test run and
    Estimate balance both play the scenario)."""
    document = window.document
    if document is None:
        window.show_message(none_text)
        return None
    if document.problems:
        from editor.i18n import tr

        text = tr("{title} is refused while the scenario breaks placement rules. "
                  "Problems to fix: %n (click one to see its hex); then try again.", n=len(document.problems)).format(title=title)
        window.prompts.show_violations(title, text, document.problems, window.go_to_hex)
        return None
    return document


def scenario_dock_action(window: WindowServices, dock: QDockWidget, text: str, name: str, tip: str,
                         show: Callable[[], None]) -> QAction:
    """A dock of the scenario's parts (reinforcements, special rules): placed with the history, opened
    by a Scenario menu action (the one returned) and shown or hidden from View."""
    window.place_dock(dock, DockPlace.WITH_HISTORY)
    action = QAction(text, window.qt_window)
    action.setObjectName(name)
    action.setToolTip(tip)
    action.triggered.connect(lambda: show())  # not the triggered(bool) flag
    window.add_to_menu(MenuName.SCENARIO, [action])
    window.add_to_menu(MenuName.VIEW, [dock.toggleViewAction()])
    return action
