"""Click every control of a window through Qt, answering the real dialogs that come up.

The click-everything tests (tests/editor/*/test_click_*.py) walk the real
widget trees: every QAction is triggered with `trigger()` and every enabled
QPushButton/QToolButton gets a mouse click, so a control added tomorrow is clicked
without anyone editing a list. Nothing is stubbed: the modal dialogs the editor opens
(QFileDialog, QMessageBox, QInputDialog, its own dialogs) are answered by a
ModalAnswerer, a chain of single-shot timers that looks at
`QApplication.activeModalWidget()` and answers it the way a user would: a file name
typed into a file dialog (a fresh one in tmp_path to save, a prepared file to open,
Cancel for an unknown open), the default button of a message box, OK in an input
dialog, and in the editor's own dialogs a click on each of its buttons, then its OK.
A dialog that closes before every button was clicked is recorded, so the caller opens
it again until each button had its click.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QTreeView,
    QWidget,
)

from editor.help.shortcuts import plain_text

TICK_MS = 20
# what Qt's offscreen platform (the tests' display) says it cannot do: raise a window, size hints, grab keys
OFFSCREEN_NOTES = ("This plugin does not support",)
Role = QDialogButtonBox.ButtonRole
CLOSING_ROLES = {Role.AcceptRole, Role.RejectRole, Role.YesRole, Role.NoRole, Role.DestructiveRole}


def widget_key(widget: QWidget) -> str:
    """A name for a dialog or button that stays the same each time it is opened."""
    if widget.isWindow():
        return f"{type(widget).__name__}:{widget.objectName() or plain_text(widget.windowTitle())}"
    text = plain_text(getattr(widget, "text", lambda: "")()) or widget.accessibleName() or widget.toolTip()
    return f"{type(widget).__name__}:{':'.join(part for part in (widget.objectName(), text) if part)}"


def clickable_buttons(root: QWidget) -> list[QAbstractButton]:
    """The enabled, visible push and tool buttons under `root`, in the order the widget tree holds them."""
    return [b for b in root.findChildren(QAbstractButton)
            if isinstance(b, (QPushButton, QToolButton)) and b.isVisible() and b.isEnabled() and b.window() is root.window()]


def click(button: QAbstractButton) -> None:
    """A real left click in the middle of the button (QTest), as a user's mouse gives it."""
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())


def box_role(button: QAbstractButton) -> Role | None:
    """The button's role when it sits in a QDialogButtonBox (OK, Cancel, Restore defaults ...)."""
    parent = button.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, QDialogButtonBox):
            return parent.buttonRole(button)
        parent = parent.parentWidget()
    return None


class _Log(list):  # type: ignore[type-arg]
    """The answers given; with CLICK_TRACE=file set, also written there as they happen (to find a hang)."""

    def append(self, line: str) -> None:  # type: ignore[override]
        super().append(line)
        if os.environ.get("CLICK_TRACE"):
            with open(os.environ["CLICK_TRACE"], "a", encoding="utf-8") as trace:
                trace.write(line + "\n")


@dataclass
class ModalAnswerer:
    """Answers the modal dialogs of a test; `log` says what it answered, in order."""

    folder: Path  # where save dialogs write
    open_files: dict[str, Path] = field(default_factory=dict)  # an open dialog's title -> the file to pick
    fill: dict[str, Callable[[QDialog], None]] = field(default_factory=dict)  # a dialog's key -> what to type first
    log: list[str] = field(default_factory=_Log)
    clicked: dict[str, set[str]] = field(default_factory=dict)  # a dialog's key -> the buttons clicked in it so far
    left: dict[str, set[str]] = field(default_factory=dict)  # a dialog's key -> buttons it closed before they were clicked
    handling: list[QWidget] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # answers that did not work: the test fails on them
    active: bool = False
    saved: int = 0

    def start(self) -> None:
        self.active = True
        QTimer.singleShot(0, self._tick)

    def stop(self) -> None:
        self.active = False

    def busy(self) -> bool:
        return bool(self.handling) or QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None

    def _tick(self) -> None:
        if not self.active:
            return
        QTimer.singleShot(TICK_MS, self._tick)  # a fresh timer first: answering may block in a nested dialog
        popup = QApplication.activePopupWidget()
        if popup is not None:
            self.handling.append(popup)
            try:
                self._menu(popup)
            finally:
                self.handling.remove(popup)
            return
        widget = QApplication.activeModalWidget()
        if widget is None or not widget.isVisible() or any(widget is w for w in self.handling):
            return
        self.handling.append(widget)
        try:
            self.answer(widget)
        finally:
            self.handling.remove(widget)

    def answer(self, widget: QWidget) -> None:
        if isinstance(widget, QFileDialog):
            self._file(widget)
        elif isinstance(widget, QMessageBox):
            button = widget.defaultButton() or widget.escapeButton() or widget.buttons()[0]
            self.log.append(f"message “{widget.text()}” -> {plain_text(button.text())}")
            click(button)
        elif isinstance(widget, QInputDialog):
            self.log.append(f"input “{widget.labelText()}” -> OK")
            self._finish(widget)
        elif isinstance(widget, QDialog):
            self.walk(widget)
        else:
            self.log.append(f"modal {widget_key(widget)} closed")
            widget.close()

    def _menu(self, popup: QWidget) -> None:
        """A context menu (a hex's right click): its next entry not chosen yet, as a user picks one.
        What is left is in `left` under the menu's key, so the caller opens it again."""
        if not isinstance(popup, QMenu):
            popup.close()
            return
        key = f"QMenu:{popup.objectName() or plain_text(popup.title()) or 'menu'}"
        done = self.clicked.setdefault(key, set())
        entries = [a for a in _entries(popup) if a.isEnabled()]
        choice = next((a for a in entries if plain_text(a.text()) not in done), None)
        self.left[key] = {plain_text(a.text()) for a in entries} - done - ({plain_text(choice.text())} if choice else set())
        popup.close()
        if choice is not None:
            done.add(plain_text(choice.text()))
            self.log.append(f"{key}: {plain_text(choice.text())}")
            choice.trigger()

    def _file(self, dialog: QFileDialog) -> None:
        dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, False)
        title = dialog.windowTitle()
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            self.saved += 1
            found = re.search(r"\*(\.\w+)", " ".join(dialog.nameFilters()))
            path: Path | None = self.folder / f"saved-{self.saved}{dialog.defaultSuffix() and '.' + dialog.defaultSuffix() or (found.group(1) if found else '')}"
        else:
            path = self.open_files.get(title)
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None, "a Qt file dialog (offscreen there is no native one)"
        if path is None:
            self.log.append(f"file dialog “{title}” -> Cancel")
            click(box.button(QDialogButtonBox.StandardButton.Cancel))
            return
        self.log.append(f"file dialog “{title}” -> {path.name}")
        dialog.setDirectory(str(path.parent))
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        assert name is not None
        name.setText(path.name)  # what a user types
        accept = next(b for b in box.buttons() if box.buttonRole(b) == Role.AcceptRole)
        click(accept)
        QApplication.processEvents()
        if dialog.isVisible():
            self.errors.append(f"file dialog “{title}” did not take {path}")
            click(box.button(QDialogButtonBox.StandardButton.Cancel))

    def walk(self, dialog: QDialog) -> None:
        """Each button of the editor's own dialog, once across its openings; then its OK (or Close)."""
        key = widget_key(dialog)
        if key in self.fill:
            self.fill[key](dialog)
        done = self.clicked.setdefault(key, set())
        every: set[str] = set()
        while dialog.isVisible():  # again after each click: a click may enable or show other buttons (Start -> Cancel)
            buttons = [b for b in clickable_buttons(dialog) if box_role(b) not in CLOSING_ROLES]
            every |= {widget_key(b) for b in buttons}
            button = next((b for b in buttons if widget_key(b) not in done), None)
            if button is None:
                break
            done.add(widget_key(button))
            self.log.append(f"{key}: click {widget_key(button)}")
            click(button)
            QApplication.processEvents()
        self.left[key] = every - done
        if dialog.isVisible():
            self._finish(dialog)

    def _finish(self, dialog: QDialog) -> None:
        """OK (or the accepting button), else Cancel/Close, else Esc: as a user leaves a dialog."""
        box = dialog.findChild(QDialogButtonBox)
        buttons = [b for b in (box.buttons() if box is not None else []) if b.isEnabled() and b.isVisible()]
        for roles in ((Role.AcceptRole, Role.YesRole), (Role.RejectRole, Role.NoRole)):
            chosen = next((b for b in buttons if box is not None and box.buttonRole(b) in roles), None)
            if chosen is not None:
                self.log.append(f"{widget_key(dialog)}: {plain_text(chosen.text())}")
                click(chosen)
                return
        self.log.append(f"{widget_key(dialog)}: Esc")
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    def unclicked(self) -> dict[str, set[str]]:
        return {key: left for key, left in self.left.items() if left}


def pick_first_rows(root: QWidget) -> None:
    """A click on the first row of each visible list or tree under `root`: the buttons beside one act on a row."""
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if not view.isVisible() or model is None or model.rowCount() == 0:
            continue
        index = model.index(0, 0)
        if model.rowCount(index) > 0 and isinstance(view, QTreeView):  # a heading row: its first entry
            view.expand(index)
            index = model.index(0, 0, index)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.visualRect(index).center())


def _entries(menu: QMenu) -> list[QAction]:
    """A menu's actions, with those of its submenus, separators left out."""
    found: list[QAction] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _entries(sub)
        elif not action.isSeparator():
            found.append(action)
    return found


def menu_actions(window: QMainWindow) -> list[QAction]:
    """Every action of the window: its own, its children's and its menus' (each menu shown first,
    so the entries a menu fills when it opens, such as Open Recent, are there too)."""
    for menu in window.menuBar().findChildren(QMenu) + window.findChildren(QMenu):
        menu.popup(window.mapToGlobal(window.rect().center()))
        menu.hide()
    found: dict[int, QAction] = {}
    for action in [*window.findChildren(QAction), *(a for m in window.findChildren(QMenu) for a in m.actions())]:
        owner = action.parent()
        if isinstance(owner, QWidget) and _home(owner) is not window:
            continue  # a window of its own (the board editor is the main window's child): walked by its own test
        if not action.isSeparator() and action.menu() is None:
            found.setdefault(id(action), action)
    return list(found.values())


def _home(widget: QWidget) -> QWidget:
    """The window a widget belongs to; a menu (a popup, a window of its own to Qt) belongs to the window
    it opens from, so the entries a submenu makes for itself (My e-mail games, Open Recent) are walked."""
    while isinstance(widget, QMenu) and widget.parentWidget() is not None:
        widget = widget.parentWidget()
    return widget.window()


def action_key(action: QAction) -> str:
    return action.objectName() or plain_text(action.text())


@dataclass
class Clicker:
    """Triggers actions and clicks buttons one at a time, each followed by its dialogs and new windows."""

    qtbot: object
    answerer: ModalAnswerer
    home: QMainWindow  # the window under test: other windows that open are walked and closed
    done: list[str] = field(default_factory=list)

    def settle(self, before: Iterable[QWidget]) -> None:
        self.qtbot.waitUntil(lambda: not self.answerer.busy(), timeout=30_000)  # type: ignore[attr-defined]
        known = {id(w) for w in before}
        for widget in QApplication.topLevelWidgets():
            if id(widget) in known or widget is self.home or not widget.isVisible() or widget.isModal():
                continue
            if isinstance(widget, QDialog):  # not modal: Help pages, the problems a refused export lists
                self.answerer.walk(widget)
                widget.close()
            elif isinstance(widget, QMainWindow):  # the board editor, a test run: they have their own tests
                widget.close()
            self.qtbot.waitUntil(lambda: not self.answerer.busy(), timeout=30_000)  # type: ignore[attr-defined]

    def trigger(self, action: QAction) -> None:
        before = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        self.done.append(f"action {action_key(action)}")
        self.answerer.log.append(self.done[-1])
        action.trigger()
        self.settle(before)

    def click(self, button: QAbstractButton) -> None:
        before = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        self.done.append(f"button {widget_key(button)}")
        self.answerer.log.append(self.done[-1])
        click(button)
        self.settle(before)

    def right_click(self, widget: QWidget, pos: QPoint, menu: str) -> None:
        """Right clicks at `pos` until each entry of the context menu `menu` (QMenu:<title>) was chosen once."""
        for _ in range(40):
            before = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
            self.done.append(f"right click {menu}")
            self.answerer.log.append(self.done[-1])
            QTest.mouseClick(widget, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
            self.settle(before)
            if not self.answerer.left.get(menu):
                return

    def trigger_until_every_button_clicked(self, action: QAction, limit: int = 6) -> None:
        """The action, again while a dialog it opened closed before each of its buttons had a click."""
        for _ in range(limit):
            opened = set(self.answerer.clicked)
            left_before = {k: set(v) for k, v in self.answerer.unclicked().items()}
            self.trigger(action)
            unclicked = self.answerer.unclicked()
            progress = set(self.answerer.clicked) != opened or unclicked != left_before
            if not unclicked or not progress:
                return


def walk_window(clicker: Clicker, window: QMainWindow, ready: Callable[[QMainWindow], None], excluded: dict[str, str],
                limit: int = 200) -> None:
    """Every action of the window, then every button of it and of each of its docks brought to the
    front; before each, `ready` puts the window back in the state under test. An action that was
    disabled is triggered as soon as another enables it (Redo after Undo)."""
    waiting: list[QAction] = []
    for action in sorted(menu_actions(window), key=action_key):
        if action_key(action) in excluded or not shiboken6.isValid(action):
            continue
        ready(window)
        if not action.isEnabled():
            waiting.append(action)
            continue
        clicker.trigger_until_every_button_clicked(action)
        for enabled in [a for a in waiting if shiboken6.isValid(a) and a.isEnabled()]:
            waiting.remove(enabled)
            clicker.trigger_until_every_button_clicked(enabled)
    seen: set[str] = set()
    for dock in [None, *(d for d in window.findChildren(QDockWidget) if d.window() is window)]:
        ready(window)
        if dock is not None:  # each dock brought to the front, as a user picks its tab
            if not dock.isVisible():
                clicker.trigger(dock.toggleViewAction())
            dock.raise_()
            QApplication.processEvents()
            pick_first_rows(dock)  # what a dock's buttons work on: a unit in the catalogue, a group in the tree
        # each button once by its text: buttons that change their text as a game moves on are clicked again
        while len(seen) < limit and (todo := [b for b in clickable_buttons(window)
                                              if widget_key(b) not in seen and widget_key(b) not in excluded]):
            seen.add(widget_key(todo[0]))
            clicker.click(todo[0])
            ready(window)
