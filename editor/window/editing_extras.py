"""The stack editor, the details panel, the LOS probe and copy/paste, wired into the main window.

Kept out of main_window.py so the window stays a list of parts: it makes one
EditingExtras, hands it each document it opens (None when it closes one) and
asks it to open the stack editor from a hex's menu. Everything here edits
through the document's undo stack, like the rest of the window, and reaches
the window only through WindowServices (editor/window/services.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QCursor, QKeySequence, QPainter, QPen

from core.scenario.copy_paste import StackCopy, copy_stacks
from core.scenario.errors import EditError
from editor.battlefield.hex_item import hexagon
from editor.commands.paste_stacks import PasteStacks
from editor.details.dock import DetailsDock
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.los.probe import ProbeSight
from editor.palette.entry_list import icon_from
from editor.stack_editor.dock import StackEditorDock
from editor.tools.los_tool import LosProbeTool
from editor.window.services import DockPlace, MenuName, WindowServices


def _paint_probe_icon(painter: QPainter, rect: QRectF) -> None:
    """Two hexes joined by a dashed sight line."""
    size = rect.width() * 0.2
    left = QPointF(rect.left() + size * 1.2, rect.bottom() - size * 1.3)
    right = QPointF(rect.right() - size * 1.2, rect.top() + size * 1.3)
    painter.setPen(QPen(QColor("#343a40"), rect.width() * 0.05))
    for centre, fill in ((left, "#1c7ed6"), (right, "#ffd43b")):
        painter.setBrush(QColor(fill))
        painter.drawPolygon(hexagon(size).translated(centre))
    painter.setPen(QPen(QColor("#1d1b16"), rect.width() * 0.07, Qt.PenStyle.DashLine))
    painter.drawLine(left, right)


class EditingExtras(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.clipboard: StackCopy | None = None
        self.probe = ProbeSight()
        self.stack_dock = StackEditorDock(window.qt_window)
        self.details_dock = DetailsDock(window.qt_window)
        window.place_dock(self.stack_dock, DockPlace.BESIDE_PROBLEMS)
        window.place_dock(self.details_dock, DockPlace.WITH_HISTORY)
        self.stack_dock.message.connect(self._say)
        self.details_dock.hex_activated.connect(window.go_to_hex)
        self.copy_action = self._action(tr("&Copy stack"), QKeySequence.StandardKey.Copy, self.copy)
        self.paste_action = self._action(tr("&Paste stack"), QKeySequence.StandardKey.Paste, self.paste)
        self.los_action = self._action(tr("&Line of sight probe"), "L", self._toggle_probe)
        self.los_action.setCheckable(True)
        self.los_action.setIcon(icon_from(_paint_probe_icon, 24))
        self.los_action.setToolTip(tr("Line of sight probe (L): click a hex to see what it sees"))
        self._add_to_menus()
        self.set_document(None)

    def _action(self, text: str, shortcut: QKeySequence.StandardKey | str, slot) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(text, self.window.qt_window)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        self.window.qt_window.addAction(action)
        return action

    def _add_to_menus(self) -> None:
        self.window.add_to_menu(MenuName.EDIT, [None, self.copy_action, self.paste_action])
        self.window.add_to_menu(MenuName.VIEW, [self.stack_dock.toggleViewAction(), self.details_dock.toggleViewAction(),
                                                None, self.los_action])

    # --- documents ---------------------------------------------------------------------------

    def set_document(self, document: ScenarioDocument | None) -> None:
        """Called by the window after it shows a document, and with None when it closes one."""
        window = self.window
        if window.scene is not None and isinstance(window.scene.tool, LosProbeTool):
            window.scene.set_tool(None)
        self.stack_dock.set_document(document)
        self.details_dock.set_document(document)
        self.los_action.setChecked(False)
        for action in (self.copy_action, self.paste_action, self.los_action):
            action.setEnabled(document is not None)
        self.details_dock.setVisible(document is not None)
        self.stack_dock.setVisible(False)
        if document is not None and window.scene is not None:
            window.scene.selection_changed.connect(self._selection_changed)
            self.details_dock.raise_()
            window.give_room(self.details_dock, DockPlace.WITH_HISTORY, 380)

    def _selection_changed(self, hex_name: str | None) -> None:
        if self.stack_dock.isVisible():
            self.stack_dock.show_hex(hex_name)

    def edit_stack(self, hex_name: str) -> None:
        """"Edit stack…": the stack editor shows the hex and follows the selection from now on."""
        if self.window.scene is not None:
            self.window.scene.select_hex(hex_name)
        if not self.stack_dock.isVisible():
            self.stack_dock.show()
            self.window.give_room(self.stack_dock, DockPlace.BESIDE_PROBLEMS, 290)
        self.stack_dock.raise_()
        self.stack_dock.show_hex(hex_name)

    # --- copy and paste ---------------------------------------------------------------------------

    def _target_hex(self) -> str | None:
        """The hex under the mouse if it is over the map, else the selected one."""
        window = self.window
        if window.view is None or window.scene is None:
            return None
        if window.view.viewport().underMouse():
            cursor = window.view.mapToScene(window.view.viewport().mapFromGlobal(QCursor.pos()))
            hovered = window.scene.hex_at(cursor)
            if hovered is not None:
                return hovered
        return window.scene.selected_hex

    def copy(self) -> bool:
        window = self.window
        hex_name = window.scene.selected_hex if window.scene is not None else None
        if window.document is None or hex_name is None:
            self._say(tr("Select a hex with a stack to copy"))
            return False
        try:
            self.clipboard = copy_stacks(window.document.scenario, hex_name)
        except EditError as error:
            self._say(str(error))
            return False
        self._say(tr("Copied %n counter(s) from {hex}; Ctrl+V pastes them", n=self.clipboard.count).format(hex=hex_name))
        return True

    def paste(self) -> bool:
        window, target = self.window, self._target_hex()
        if window.document is None or self.clipboard is None or target is None:
            self._say(tr("Copy a stack first (Ctrl+C), then pick a hex to paste into"))
            return False
        try:
            window.document.push(PasteStacks(window.document, self.clipboard, target))
        except EditError as error:
            self._say(str(error))
            return False
        if window.scene is not None:
            window.scene.select_hex(target)
        return True

    # --- the LOS probe -------------------------------------------------------------------------------

    def _toggle_probe(self) -> None:
        scene = self.window.scene
        if scene is None:
            return
        if isinstance(scene.tool, LosProbeTool):
            scene.set_tool(None)
            return
        self.window.stop_placing()
        scene.set_tool(LosProbeTool(self.probe, self._probe_left))
        self.los_action.setChecked(True)

    def _probe_left(self) -> None:
        self.los_action.setChecked(False)

    def _say(self, text: str) -> None:
        self.window.show_message(text)
