"""The board editor's window: the board, the brushes and the board's problems.

A window of its own beside the scenario editor's (as the test run has one): a board
and a scenario are different documents with their own undo histories, and a designer
may draw a board while a scenario on the shipped boards stays open. Saving writes
Boards/<name>.json even when the board breaks the rules (a draft); the feature then
offers the valid boards to new scenarios.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QWidget

from core.boards.board import Board
from core.boards.document import board_document
from core.boards.user import load_board_draft
from core.hexes import Offset, offset_name, parse_offset_name
from core.userdirs import UserFolders
from editor.board_editor.canvas import BoardCanvas
from editor.board_editor.document import BoardDocument
from editor.board_editor.palette import BrushPalette
from editor.board_editor.problems import BoardProblemsDock
from editor.board_editor.tools import Brush, Tool
from editor.board_editor.view_controls import build_view_controls
from editor.i18n import tr
from editor.screen_fit import resize_within_screen


class BoardEditorWindow(QMainWindow):
    def __init__(self, folders: UserFolders, board: Board, path: Path | None = None,
                 on_saved: Callable[[Path], None] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board_editor")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.folders = folders
        self.on_saved = on_saved
        self.ask_unsaved: Callable[[], QMessageBox.StandardButton] = self._ask_unsaved  # tests answer it
        self.document = BoardDocument(board, path, self)
        self.canvas = BoardCanvas(self.document)
        self.setCentralWidget(self.canvas)
        self.brushes = BrushPalette(self)
        self.problems = BoardProblemsDock(self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.brushes)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems)
        self.hex_label = QLabel()
        self.statusBar().addPermanentWidget(self.hex_label)
        self.problems.set_board(self.document)
        self.problems.hex_activated.connect(self.go_to_hex)
        self.brushes.brush_chosen.connect(self._brush_chosen)
        self.canvas.hovered.connect(self.hex_label.setText)
        self.canvas.picked.connect(self._pick)
        self._build_menus()
        self._connect_document()
        self.brushes.choose(Brush(Tool.TERRAIN, "woods"))
        resize_within_screen(self, 1280, 760)
        self.resizeDocks([self.problems], [130], Qt.Orientation.Vertical)  # the board gets the height
        self.resizeDocks([self.brushes], [250], Qt.Orientation.Horizontal)

    # --- menus ------------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        self.save_action = self._action(tr("&Save board"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(tr("Save board &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.open_action = self._action(tr("&Open board…"), self.open_dialog, QKeySequence.StandardKey.Open)
        file_menu = self.menuBar().addMenu(tr("&File"))
        file_menu.addActions([self.open_action, self.save_action, self.save_as_action])
        file_menu.addSeparator()
        file_menu.addAction(self._action(tr("&Close board editor"), self.close, QKeySequence.StandardKey.Close))
        self.undo_action = self._action(tr("&Undo"), lambda: self.document.undo_stack.undo(), QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(tr("&Redo"), lambda: self.document.undo_stack.redo(), QKeySequence.StandardKey.Redo)
        self.copy_action = self._action(tr("&Copy selection"), self.canvas.copy_selection, QKeySequence.StandardKey.Copy)
        self.paste_action = self._action(tr("&Paste (at the hex under the mouse)"), lambda: self.canvas.paste_clip(),
                                         QKeySequence.StandardKey.Paste)
        self.turn_action = self._action(tr("&Turn selection 180°"), self.canvas.turn_selection, "Ctrl+R")
        self.turn_clip_action = self._action(tr("Turn &copied hexes 180° before pasting"), self.canvas.turn_clip, "Ctrl+Shift+R")
        self.select_none_action = self._action(tr("Select &none"), lambda: self.canvas.select(set()), "Esc")
        edit_menu = self.menuBar().addMenu(tr("&Edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addActions([self.copy_action, self.paste_action, self.turn_action, self.turn_clip_action,
                              self.select_none_action])
        view_menu = self.menuBar().addMenu(tr("&View"))
        view_menu.addActions([self.brushes.toggleViewAction(), self.problems.toggleViewAction()])
        self.controls = build_view_controls(self, self.canvas, view_menu)
        self.controls.zoom_label.setContentsMargins(12, 0, 6, 0)  # apart from the hovered hex's words
        self.statusBar().addPermanentWidget(self.controls.zoom_label)

    def _connect_document(self) -> None:
        stack = self.document.undo_stack
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.cleanChanged.connect(self._clean_changed)
        self.document.problems_changed.connect(self._update_title)
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())
        self._update_title()

    def _brush_chosen(self, brush: Brush | None) -> None:
        if brush is not None:
            self.canvas.set_brush(brush)

    def _pick(self, offset: Offset) -> None:
        """The eyedropper (Alt+click): the hex's terrain (or level, with the level brush) in hand."""
        board = self.document.board
        picked = self.brushes.pick(board.terrain[offset], board.elevation[offset])
        self.statusBar().showMessage(tr("Picked {what} from {hex}").format(what=picked, hex=offset_name(offset)), 5000)

    def _clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        board = self.document.board
        state = tr("valid") if self.document.valid else tr("draft: %n problem(s)", n=len(self.document.problems))
        dirty = "" if self.document.undo_stack.isClean() else " *"
        self.setWindowTitle(tr("Board editor — board {n}: {name} ({state}){dirty}").format(
            n=board.number, name=board.name, state=state, dirty=dirty))

    # --- documents --------------------------------------------------------------------

    def set_board(self, board: Board, path: Path | None) -> None:
        """Show another board, with a fresh undo history (the old one's signals let go first)."""
        old = self.document
        for signal in (old.undo_stack.canUndoChanged, old.undo_stack.canRedoChanged, old.undo_stack.cleanChanged,
                       old.problems_changed, old.changed):
            signal.disconnect()
        old.deleteLater()
        self.document = BoardDocument(board, path, self)
        self.canvas.set_document(self.document)
        self.problems.set_board(self.document)
        self._connect_document()
        self.canvas.fit()

    def open_path(self, path: Path) -> bool:
        board, problems = load_board_draft(path)
        if board is None:
            QMessageBox.warning(self, tr("Open board"), tr("{file} cannot be opened as a board:\n{why}").format(
                file=path.name, why="\n".join(str(p) for p in problems[:10])))
            return False
        if not self.maybe_save():
            return False
        self.set_board(board, path if path.parent == self.folders.boards else None)
        return True

    def open_dialog(self) -> bool:
        name, _filter = QFileDialog.getOpenFileName(self, tr("Open board"), str(self.folders.boards), tr("Boards (*.json)"))
        return self.open_path(Path(name)) if name else False

    def save(self) -> bool:
        """Boards/<name>.json; a board that breaks the rules is kept there as a draft."""
        path = self.document.path or self.folders.save_new_board(self.document.board.name, board_document(self.document.board))
        self.document.save(path)
        self._update_title()
        if self.document.problems:
            self.statusBar().showMessage(tr("Saved as a draft: fix the %n problem(s) before a scenario can use it.",
                                            n=len(self.document.problems)), 8000)
        else:
            self.statusBar().showMessage(tr("Saved: new scenarios can use board {n}.").format(n=self.document.board.number), 8000)
        if self.on_saved is not None:
            self.on_saved(path)
        return True

    def save_as(self) -> bool:
        name, _filter = QFileDialog.getSaveFileName(self, tr("Save board as"), str(self.folders.boards / f"{self.document.board.name}.json"),
                                                    tr("Boards (*.json)"))
        if not name:
            return False
        self.document.path = Path(name)
        return self.save()

    def maybe_save(self) -> bool:
        if self.document.undo_stack.isClean():
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _ask_unsaved(self) -> QMessageBox.StandardButton:
        return QMessageBox.question(
            self, tr("Board editor"), tr("Save the changes to board {n}?").format(n=self.document.board.number),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_save():
            event.accept()
        else:
            event.ignore()

    def go_to_hex(self, hex_name: str) -> None:
        """Centre a problem's hex and select it, as the scenario's Problems dock does."""
        offset = parse_offset_name(hex_name)
        self.canvas.centre_on(offset)
        self.canvas.select({offset})
