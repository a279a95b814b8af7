"""The main window: the start page or the map, with the palette, problems and history docks.

The window holds one ScenarioDocument at a time and wires its parts to it;
it keeps no scenario state of its own. Questions to the user go through
`prompts` (editor/window/prompts.py) so that tests can answer them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QUndoGroup
from PySide6.QtWidgets import QLabel, QWidget

from core.boards.board import Board
from core.boards.library import standard_boards
from core.userdirs import UserFolders, safe_file_name
from editor.balance.feature import BalanceFeature
from editor.battlefield.display_feature import MapDisplayFeature
from editor.battlefield.hex_actions import hex_menu, rotate_in_hex
from editor.battlefield.scene import MapScene
from editor.battlefield.view import MapView
from editor.board_editor.feature import BoardEditorFeature
from editor.card.feature import CardFeature
from editor.commands.macros import delete_in_hex
from editor.document import ScenarioDocument
from editor.files.features import FileFeatures
from editor.files.packages import open_document
from editor.files.recent import user_settings
from editor.help.feature import HelpFeature
from editor.i18n import tr
from editor.palette.dock import PaletteDock
from editor.palette.entry import PaletteEntry
from editor.pbem.feature import PbemFeature
from editor.plain_text import window_title_text
from editor.preferences.feature import SettingsFeature
from editor.reinforcements.feature import ReinforcementsFeature
from editor.special_rules.feature import SpecialRulesFeature
from editor.start.page import StartPage
from editor.testrun.feature import TestRunFeature
from editor.tools import PlaceTool
from editor.window.actions import build_actions, build_menus
from editor.window.dock_sizes import DockSizes
from editor.window.editing_extras import EditingExtras
from editor.window.history_dock import HistoryDock
from editor.window.layout_settings import LayoutSettings
from editor.window.new_scenario_dialog import NewScenarioChoice
from editor.window.pages import PageStack
from editor.window.problems_dock import ProblemsDock
from editor.window.prompts import Prompts, UnsavedAnswer
from editor.window.services import MenuName
from editor.window.services_window import ServicesWindow
from editor.window.toolbar import MainToolBar
from editor.window.undo_focus import FieldUndoRouting

APP_TITLE = "V&V Scenario Studio"


class MainWindow(ServicesWindow):
    """The window; it provides the features' WindowServices (editor/window/services.py)."""

    def __init__(self, folders: UserFolders | None = None, boards: dict[int, Board] | None = None,
                 prompts: Prompts | None = None, parent: QWidget | None = None, settings: QSettings | None = None,
                 screen_area: Callable[[], QRect] | None = None) -> None:
        super().__init__(parent)
        self.folders = folders or UserFolders.default()
        self.boards = dict(boards) if boards is not None else dict(standard_boards())
        self.prompts = prompts or Prompts(self)
        self.document: ScenarioDocument | None = None
        self.scene: MapScene | None = None
        self.view: MapView | None = None
        self.undo_group = QUndoGroup(self)
        self.pages = PageStack()
        self.start_page = StartPage(self.folders)
        self.pages.add_page(self.start_page, scrolled=True)  # a short window scrolls the start page
        self.setCentralWidget(self.pages)
        self.palette_dock = PaletteDock(self)
        self.problems = ProblemsDock(self)
        self.history = HistoryDock(self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.palette_dock)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)  # the palette runs full height
        self.dock_sizes = DockSizes(self)  # readable dock widths, given back when the window grows
        for dock in (self.palette_dock, self.problems, self.history):
            self.dock_sizes.watch(dock)
        self.hex_label, self.zoom_label = QLabel(), QLabel()
        self.statusBar().addPermanentWidget(self.hex_label)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.menu_actions = build_actions(self, self.undo_group)
        self.field_undo = FieldUndoRouting(self, self.menu_actions.undo, self.menu_actions.redo)
        build_menus(self, self.menu_actions, [self.palette_dock, self.problems, self.history])
        self.extras = EditingExtras(self)  # stack editor, details panel, LOS probe, copy/paste
        self.files = FileFeatures(self)  # export, import, recent files, autosave and recovery
        self.settings_feature = SettingsFeature(self, self.files.autosaver)  # Edit > Settings…: read and applied at start
        self.testrun = TestRunFeature(self)  # play the scenario: hotseat, against the computer, or watch
        self.pbem = PbemFeature(self, self.testrun)  # File > New e-mail game…, Open turn file…
        self.balance = BalanceFeature(self)  # Scenario > Estimate balance: many computer games, kept in the details
        self.reinforcements = ReinforcementsFeature(self)  # Scenario > Reinforcements: groups arriving later, a dock
        self.special_rules = SpecialRulesFeature(self)  # Scenario > Special rules: typed rules of the scenario (4.3), a dock
        self.map_display = MapDisplayFeature(self)  # View > Hide units, View as side
        self.board_editor = BoardEditorFeature(self)  # File > New board…, Open board…: the board editor, Boards/
        self.card = CardFeature(self)  # File > Export scenario card: the printable card, as `vvs card` draws it
        self.toolbar = MainToolBar(self, self.palette_dock)  # Select, Place, LOS, zoom, Test run: the actions above
        self.addToolBar(self.toolbar)
        a = self.menu_actions
        self.toolbar.fill(self.extras.los_action, self.testrun.action, [a.zoom_in, a.zoom_out, a.fit], self.map_display.hide_units)
        self.help = HelpFeature(self)  # Help: the shortcut sheet from these actions, a guide, About
        self.layout_settings = LayoutSettings(self, settings or user_settings(self.folders, self),
                                              lambda: QTimer.singleShot(0, self, self.dock_sizes.remember_all), screen_area)
        self.add_to_menu(MenuName.VIEW, [None, self.layout_settings.reset_action])
        self._connect()
        self.layout_settings.restore_geometry(QSize(1440, 900))  # the saved size, or a first start's: fitted to the screen
        self._show_document_parts(False)
        self._update_title()

    def _connect(self) -> None:
        a, page = self.menu_actions, self.start_page
        a.new.triggered.connect(self.new_scenario)
        a.open_draft.triggered.connect(lambda: self.open_dialog(self.folders.draft, tr("Open draft")))
        a.open_custom.triggered.connect(lambda: self.open_dialog(self.folders.custom, tr("Open custom scenario")))
        a.import_packages.triggered.connect(self.import_packages)
        a.save.triggered.connect(self.save)
        a.save_as.triggered.connect(self.save_as)
        a.close.triggered.connect(self.close_document)
        a.quit.triggered.connect(self.close)
        a.delete.triggered.connect(self.delete_selected)
        a.rotate.triggered.connect(lambda: self.rotate_selected(1))
        a.rotate_back.triggered.connect(lambda: self.rotate_selected(-1))
        a.cancel_place.triggered.connect(self.palette_dock.clear_selection)
        a.zoom_in.triggered.connect(self.zoom_in)
        a.zoom_out.triggered.connect(self.zoom_out)
        a.fit.triggered.connect(self.fit)
        page.new_requested.connect(a.new.trigger)
        page.open_draft_requested.connect(a.open_draft.trigger)
        page.open_custom_requested.connect(a.open_custom.trigger)
        page.import_requested.connect(a.import_packages.trigger)
        page.open_path_requested.connect(self.open_path)
        self.palette_dock.entry_selected.connect(self._entry_selected)
        self.problems.hex_activated.connect(self.go_to_hex)

    # --- documents ---------------------------------------------------------------------

    def set_document(self, document: ScenarioDocument) -> None:
        """Show a document (the previous one must already be closed)."""
        self.document = document
        self.hex_label.clear()
        document.setParent(self)
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)
        self.scene = MapScene(document, self)
        self.view = MapView(self.scene)
        self.pages.addWidget(self.view)
        self.pages.setCurrentWidget(self.view)
        self.scene.message.connect(self.show_message)
        self.scene.hovered.connect(self._show_hex)
        self.scene.context_menu_requested.connect(self.show_hex_menu)
        self.scene.tool_cancelled.connect(self.palette_dock.clear_selection)
        self.view.zoom_changed.connect(self._show_zoom)
        document.undo_stack.cleanChanged.connect(self._clean_changed)
        document.path_changed.connect(self._update_title)
        for dock in (self.palette_dock, self.problems, self.history):
            dock.set_document(document)
        self._show_document_parts(True)
        side = Qt.Orientation.Horizontal
        self.dock_sizes.resize([self.palette_dock, self.history], [self.dock_sizes.room(300, side), 220], side)
        self.dock_sizes.resize([self.problems], [130], Qt.Orientation.Vertical)
        self.extras.set_document(document)
        self.files.set_document(document)
        self.reinforcements.set_document(document)
        self.balance.set_document(document)
        self.special_rules.set_document(document)
        self.map_display.set_document(document)
        self._update_title()
        self.layout_settings.document_shown()  # the docks as the user left them last time
        self.view.setFocus()
        self._show_zoom(self.view.zoom)

    def close_document(self) -> bool:
        """Close the open scenario (asking about unsaved changes); False if the user cancels."""
        if self.document is None:
            return True
        if not self.maybe_save():
            return False
        self.layout_settings.save_state()
        self.palette_dock.clear_selection()
        self.extras.set_document(None)
        self.files.set_document(None)
        self.reinforcements.set_document(None)
        self.balance.set_document(None)
        self.special_rules.set_document(None)
        self.map_display.set_document(None)
        self.undo_group.removeStack(self.document.undo_stack)
        if self.view is not None:
            self.pages.removeWidget(self.view)
            self.view.deleteLater()
        if self.scene is not None:
            self.scene.deleteLater()
        self.document.deleteLater()
        self.document = self.scene = self.view = None
        self.pages.setCurrentWidget(self.start_page)
        self.zoom_label.clear()
        self.hex_label.clear()  # the hovered hex was the closed scenario's
        self.start_page.refresh()
        self._show_document_parts(False)
        self._update_title()
        return True

    def maybe_save(self) -> bool:
        """The unsaved-changes question; True when it is fine to drop the document."""
        if self.document is None or not self.document.dirty:
            return True
        answer = self.prompts.unsaved_changes(self.document.display_name())
        if answer is UnsavedAnswer.SAVE:
            return self.save()
        return answer is UnsavedAnswer.DISCARD

    def new_scenario(self) -> bool:
        if not self.close_document():
            return False
        choice = self.prompts.new_scenario(self.boards)
        if choice is None:
            return False
        self.create_scenario(choice)
        return True

    def create_scenario(self, choice: NewScenarioChoice) -> None:
        self.show_document(ScenarioDocument(choice.scenario(), None, self.custom_boards()))

    def set_boards(self, boards: dict[int, Board]) -> None:
        self.boards = dict(boards)

    def custom_boards(self) -> dict[int, Board]:
        shipped = standard_boards()
        return {n: b for n, b in self.boards.items() if shipped.get(n) is not b}

    def open_dialog(self, folder: Path, title: str) -> bool:
        path = self.prompts.open_path(folder, title)
        return self.open_path(path) if path is not None else False

    def open_path(self, path: Path | str) -> bool:
        if not self.close_document():
            return False
        try:
            document = open_document(Path(path), self.custom_boards())
        except (OSError, ValueError) as error:
            self.prompts.error(tr("Cannot open the scenario"), str(error))
            return False
        self.show_document(document)
        return True

    def save(self) -> bool:
        document = self.document
        if document is None:
            return False
        if document.path is None or self._is_custom(document.path):
            return self.save_as()  # an imported scenario is kept as it came; edits go to a draft
        return self._save_to(document.path)

    def save_as(self) -> bool:
        if self.document is None:
            return False
        suggested = f"{safe_file_name(self.document.scenario.title)}.json"
        path = self.prompts.save_path(self.folders.draft, suggested)
        return self._save_to(path) if path is not None else False

    def _save_to(self, path: Path) -> bool:
        assert self.document is not None
        try:
            self.document.save(path)
        except OSError as error:
            self.prompts.error(tr("Cannot save the scenario"), f"{path}: {error}")
            return False
        self.statusBar().showMessage(tr("Saved {path}").format(path=path), 5000)
        self.start_page.refresh()
        return True

    def _is_custom(self, path: Path) -> bool:
        return self.folders.custom.resolve() in Path(path).resolve().parents

    def import_packages(self) -> None:
        self.files.import_packages()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_save():
            if self.document is not None:
                self.layout_settings.save_state()
            self.layout_settings.save_geometry()
            self.files.set_document(None)  # closed on purpose: no recovery offer next time
            event.accept()
        else:
            event.ignore()

    # --- editing -----------------------------------------------------------------------

    def _entry_selected(self, entry: PaletteEntry | None) -> None:
        if self.scene is None:
            return
        self.scene.set_tool(PlaceTool(entry) if entry is not None else None)
        if entry is not None:
            self.statusBar().showMessage(tr("Click hexes to place {what}; right click or Esc to stop").format(what=entry.label))
        else:
            self.statusBar().clearMessage()

    def delete_selected(self) -> None:
        if self.document and self.scene and self.scene.selected_hex:
            delete_in_hex(self.document, self.scene.selected_hex)

    def rotate_selected(self, steps: int) -> None:
        hex_name = self.scene.selected_hex if self.scene else None
        if self.document and hex_name and not rotate_in_hex(self.document, hex_name, steps):
            self.statusBar().showMessage(tr("Nothing in this hex has a facing"), 4000)

    def show_hex_menu(self, hex_name: str, screen_pos: QPoint) -> None:
        if self.document is not None:
            hex_menu(self.document, hex_name, self, self.extras.edit_stack).exec(screen_pos)

    def zoom_in(self) -> None:
        if self.view is not None:
            self.view.zoom_in()

    def zoom_out(self) -> None:
        if self.view is not None:
            self.view.zoom_out()

    def fit(self) -> None:
        if self.view is not None:
            self.view.fit()

    def go_to_hex(self, hex_name: str) -> None:
        if self.view is not None and self.scene is not None and self.view.centre_on_hex(hex_name):
            self.scene.select_hex(hex_name)

    # --- services to the features (WindowServices) -----------------------------------------

    def show_document(self, document: ScenarioDocument) -> None:
        self.set_document(document)
        self.fit()

    def stop_placing(self) -> None:
        self.palette_dock.clear_selection()

    # --- looks -------------------------------------------------------------------------

    def _show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom:.0%}")

    def _clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _show_hex(self, hex_name: str | None) -> None:
        if hex_name is None or self.document is None:
            self.hex_label.clear()
            return
        text = self.scene.hex_summary(hex_name) if self.scene is not None else hex_name
        room = int(self.width() * 0.6)  # a long hex must not widen the window; the map's tooltip has it all
        self.hex_label.setText(self.hex_label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room))
        self.hex_label.setToolTip(text)

    def _show_document_parts(self, shown: bool) -> None:
        for dock in (self.palette_dock, self.problems, self.history):
            dock.setVisible(shown)
        for action in self.menu_actions.document_actions():
            action.setEnabled(shown)
        self.toolbar.set_enabled(shown)

    def _update_title(self) -> None:
        if self.document is None:
            self.setWindowTitle(APP_TITLE)
            self.setWindowModified(False)
            return
        self.setWindowTitle(f"{window_title_text(self.document.display_name())}[*] — {APP_TITLE}")
        self.setWindowModified(self.document.dirty)
