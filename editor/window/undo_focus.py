"""Undo and Redo reach the scenario from anywhere in the window; a text field undoes its own typing first.

The rule: Ctrl+Z (and Ctrl+Shift+Z / Ctrl+Y) act on the open scenario's undo
stack wherever the focus is in the main window, except while the focused text
field (a line edit, a text box, the editor of a spin box or an editable combo
box) has typing of its own to take back; then that field's own undo applies.
Once the field has nothing left to undo, the next Ctrl+Z goes to the scenario.

Why: Qt's text fields claim the Undo and Redo keys whenever they have focus,
even with nothing to undo, so after clicking into the Title or Turns field
Ctrl+Z silently did nothing until the map was clicked. The details fields push
every keystroke as a document edit, so undoing the field's typing also puts
the scenario's value back; keeping the field's own undo first means Ctrl+Z
while typing behaves as in any text box.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget


def own_history(widget: QWidget) -> tuple[bool, bool] | None:
    """(can undo, can redo) of a focused text field's own history; None for a widget with no text history."""
    if isinstance(widget, QAbstractSpinBox | QComboBox):
        inner = widget.findChild(QLineEdit)
        return own_history(inner) if inner is not None else None
    if isinstance(widget, QLineEdit):
        if widget.isReadOnly():
            return (False, False)
        return (widget.isUndoAvailable(), widget.isRedoAvailable())
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        if widget.isReadOnly() or not widget.isUndoRedoEnabled():
            return (False, False)
        return (widget.document().isUndoAvailable(), widget.document().isRedoAvailable())
    return None


def _matches(event: QKeyEvent, action: QAction) -> bool:
    pressed = QKeySequence(event.keyCombination())
    return any(pressed.matches(shortcut) == QKeySequence.SequenceMatch.ExactMatch for shortcut in action.shortcuts())


class FieldUndoRouting(QObject):
    """Lets the window's Undo and Redo shortcuts through a focused text field with nothing of its own to undo."""

    def __init__(self, window: QWidget, undo: QAction, redo: QAction) -> None:
        super().__init__(window)
        self.window, self.undo, self.redo = window, undo, redo
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self.window and own_history(new) is not None:
            new.installEventFilter(self)  # installing again is harmless: one filter per object

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if not isinstance(watched, QWidget):
            return False
        history = own_history(watched)
        if history is None:
            return False
        can_undo, can_redo = history
        if _matches(event, self.undo) and not can_undo:
            return True  # not accepted by the field: the window's Undo shortcut fires
        if _matches(event, self.redo) and not can_redo:
            return True
        return False
