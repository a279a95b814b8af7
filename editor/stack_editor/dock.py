"""The stack editor dock: the selected hex's stack as counters in slots.

Opened by "Edit stack…" in a hex's menu; while shown it follows the map's
selection. Drag a weapon (from the palette or another unit) onto a weapon
slot, a squad or a gun onto a transport's slots, a passenger back onto the
stack; click a hexside arrow to face a vehicle, gun or bunker. With a piece
picked: R / Shift+R turn it, Delete removes it, and the buttons split, join
or unload. Every change is one undo command; the dock keeps no state but the
hex it shows and the piece picked.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent, QUndoCommand
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMenu,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.scenario.errors import EditError
from editor.document import Change, ScenarioDocument, follow_changes
from editor.i18n import tr
from editor.plain_text import rich
from editor.stack_editor.items import (
    ItemKind,
    StackItem,
    face_command,
    flag_command,
    flag_of,
    flag_texts,
    join_command,
    remove_command,
    rotate_command,
    split_command,
    unload_command,
)
from editor.stack_editor.panel import StackPanel

MAX_PANEL_HEIGHT = 330  # a bigger stack scrolls rather than squeeze the map
Make = Callable[[ScenarioDocument, StackItem], QUndoCommand]
KEYS = {
    (Qt.Key.Key_R, False): "rotate", (Qt.Key.Key_R, True): "rotate_back",
    (Qt.Key.Key_Delete, False): "remove", (Qt.Key.Key_Backspace, False): "remove",
}


class StackEditorDock(QDockWidget):
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Stack"), parent)
        self.setObjectName("stack_editor")
        self.document: ScenarioDocument | None = None
        self.hex_name: str | None = None
        self.selected: StackItem | None = None
        self.panel: StackPanel | None = None
        self._makers: dict[str, Make] = {}
        body = QWidget()
        body.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        body.installEventFilter(self)
        self.body = body
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(self._buttons())
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.scroll_area, 1)
        hint = QLabel(tr("Drag a weapon (from the palette or a unit) onto a weapon slot, infantry or a gun onto a "
                         "transport's slots. Click an arrow to face a hexside; R / Shift+R turn, Delete removes."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(dark);")
        layout.addWidget(hint)
        self.setWidget(body)
        self._update_buttons()

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.title = QLabel(tr("Pick a hex"))
        row.addWidget(self.title, 1)
        self.buttons: dict[str, QToolButton] = {}
        for key, text, tip, make in (
            ("rotate_back", "⟲", tr("Turn anticlockwise (Shift+R)"), lambda d, i: rotate_command(d, i, -1)),
            ("rotate", "⟳", tr("Turn clockwise (R)"), lambda d, i: rotate_command(d, i, 1)),
            ("split", tr("Split"), tr("Split the squad into two half squads (13.10)"), split_command),
            ("join", tr("Join"), tr("Join two half squads of one type into a squad (13.10)"), join_command),
            ("unload", tr("Unload"), tr("Take the passenger or gun off its transport"), unload_command),
            ("remove", tr("Remove"), tr("Remove the picked piece (Delete)"), remove_command),
        ):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(lambda _checked=False, m=make: self.run(m))
            self.buttons[key] = button
            self._makers[key] = make
            row.addWidget(button)
        return row

    # --- document and hex ----------------------------------------------------------------

    def set_document(self, document: ScenarioDocument | None) -> None:
        follow_changes(self.document, document, self._changed)
        self.document = document
        self.hex_name = None
        self.selected = None
        self.refresh()

    def show_hex(self, hex_name: str | None) -> None:
        if hex_name != self.hex_name:
            self.selected = None
        self.hex_name = hex_name
        self.refresh()

    def _changed(self, change: Change) -> None:
        """Rebuild only when the shown hex, or a side's permissions (half squads), may have changed."""
        if self.panel is not None and (change.battlefield or change.details or self.hex_name in change.hexes):
            self.refresh()

    def refresh(self) -> None:
        """Rebuild the panel from the document; the old one is deleted later, as a drop may still be running in it."""
        old = self.scroll_area.takeWidget()
        if old is not None:
            old.deleteLater()
        self.panel = None
        if self.document is None or self.hex_name is None:
            self.title.setText(tr("Right-click a hex and pick “Edit stack…”"))
            self.scroll_area.setWidget(QLabel())
        else:
            self.panel = StackPanel(self.document, self.hex_name, self.selected)
            self.selected = self.panel.select(self.selected)
            self.panel.item_clicked.connect(self.pick)
            self.panel.item_menu.connect(self._menu)
            self.panel.message.connect(self.message)
            self.panel.facing_chosen.connect(self._face)
            self.panel.flag_chosen.connect(self._flag)
            self.scroll_area.setWidget(self.panel)
            self._make_room(self.panel)
            self.title.setText(tr("<b>{hex}</b>: drag weapons and riders into slots").format(hex=rich(self.hex_name)))
        self._update_buttons()

    def _make_room(self, panel: QWidget) -> None:
        """Tall enough for the whole stack (weapon, passenger and tow slots) without scrolling, up to
        MAX_PANEL_HEIGHT: the dock used to get 54 pixels of panel at the default window size, so even one
        transport's slots needed the scroll bar."""
        bar = self.scroll_area.horizontalScrollBar().sizeHint().height()
        wanted = panel.sizeHint().height() + 2 * self.scroll_area.frameWidth() + bar
        self.scroll_area.setMinimumHeight(min(MAX_PANEL_HEIGHT, wanted))

    # --- picking and acting ------------------------------------------------------------------

    def pick(self, item: StackItem | None) -> None:
        self.selected = self.panel.select(item) if self.panel is not None else None
        self.body.setFocus()
        self._update_buttons()

    def run(self, make: Make) -> bool:
        """Push what a button or key means for the picked piece; False (and a message) if it cannot be done."""
        if self.document is None or self.selected is None:
            self.message.emit(tr("Pick a counter in the stack first"))
            return False
        try:
            command = make(self.document, self.selected)
        except (EditError, KeyError) as error:
            self.message.emit(str(error).strip("'\""))
            return False
        self.document.push(command)
        return True

    def act(self, name: str) -> bool:
        return self.run(self._makers[name])

    def _face(self, item: StackItem, facing: int) -> None:
        self.pick(item)
        self.run(lambda d, i: face_command(d, i, facing))

    def _flag(self, item: StackItem, value: bool) -> None:
        self.pick(item)
        self.run(lambda d, i: flag_command(d, i, value))

    def _update_buttons(self) -> None:
        item = self.selected
        unit = item is not None and item.kind is ItemKind.UNIT
        for key, button in self.buttons.items():
            enabled = item is not None and (unit or key in ("remove", "rotate", "rotate_back"))
            if key in ("rotate", "rotate_back") and item is not None:  # only what shows a facing rose: not a minefield
                enabled = self.panel is not None and item in self.panel.roses
            button.setEnabled(bool(enabled))

    def menu_for(self, item: StackItem) -> QMenu:
        """A piece's menu: what the enabled buttons do, and its hero or hidden mark (picks the piece)."""
        self.pick(item)
        menu = QMenu(self)
        for key in ("rotate", "rotate_back", "split", "join", "unload", "remove"):
            button = self.buttons[key]
            if button.isEnabled():
                action = menu.addAction(button.toolTip())
                action.triggered.connect(lambda _c=False, k=key: self.act(k))
        mark = flag_of(self.document, item) if self.document is not None else None
        if mark is not None:
            _box, turn_on, turn_off = flag_texts(item)
            action = menu.addAction(turn_off if mark else turn_on)
            action.triggered.connect(lambda _c=False, it=item, value=not mark: self._flag(it, value))
        return menu

    def _menu(self, item: StackItem, position: QPoint) -> None:
        menu = self.menu_for(item)
        if not menu.isEmpty():
            menu.exec(position)

    # --- keys: R, Shift+R and Delete act on the picked piece while the dock has focus ------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            name = KEYS.get((Qt.Key(event.key()), shift))
            if name is not None and self.selected is not None:
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.act(name)
                return True
        return super().eventFilter(watched, event)
