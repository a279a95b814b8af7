"""The main window's actions, shortcuts and menus, built in one place.

Single-key shortcuts (R, +, -, Del) are safe beside text fields: a focused
line edit takes printable keys before any window shortcut sees them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from editor.help.shortcuts import SHEET_NAME
from editor.i18n import tr

Key = QKeySequence.StandardKey


@dataclass
class Actions:
    new: QAction
    open_draft: QAction
    open_custom: QAction
    import_packages: QAction
    save: QAction
    save_as: QAction
    close: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    delete: QAction
    rotate: QAction
    rotate_back: QAction
    cancel_place: QAction
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction

    def document_actions(self) -> list[QAction]:
        """Actions that need an open scenario."""
        return [self.save, self.save_as, self.close, self.delete, self.rotate, self.rotate_back,
                self.cancel_place, self.zoom_in, self.zoom_out, self.fit]


def _action(window: QMainWindow, text: str, *shortcuts: QKeySequence | Key | str) -> QAction:
    action = QAction(text, window)
    action.setShortcuts([s if isinstance(s, QKeySequence) else QKeySequence(s) for s in shortcuts])
    window.addAction(action)  # shortcuts work wherever the focus is in the window
    return action


def build_actions(window: QMainWindow, undo_group: QUndoGroup) -> Actions:
    undo = undo_group.createUndoAction(window, tr("Undo"))
    undo.setShortcuts([QKeySequence(Key.Undo)])
    redo = undo_group.createRedoAction(window, tr("Redo"))
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    undo.setProperty(SHEET_NAME, tr("Undo"))  # its text names the step it undoes; the shortcut sheet wants the command
    redo.setProperty(SHEET_NAME, tr("Redo"))
    window.addAction(undo)
    window.addAction(redo)
    return Actions(
        new=_action(window, tr("&New scenario…"), Key.New),
        open_draft=_action(window, tr("&Open draft…"), Key.Open),
        open_custom=_action(window, tr("Open c&ustom scenario…")),
        import_packages=_action(window, tr("&Import packages…")),
        save=_action(window, tr("&Save"), Key.Save),
        save_as=_action(window, tr("Save &as…"), "Ctrl+Shift+S"),
        close=_action(window, tr("&Close scenario"), Key.Close),
        quit=_action(window, tr("&Quit"), Key.Quit),
        undo=undo,
        redo=redo,
        delete=_action(window, tr("&Delete in hex"), Key.Delete, "Backspace"),
        rotate=_action(window, tr("&Rotate clockwise"), "R"),
        rotate_back=_action(window, tr("Rotate &anticlockwise"), "Shift+R"),
        cancel_place=_action(window, tr("S&top placing"), "Esc"),
        zoom_in=_action(window, tr("Zoom &in"), "+", "=", Key.ZoomIn),
        zoom_out=_action(window, tr("Zoom &out"), "-", Key.ZoomOut),
        fit=_action(window, tr("&Fit to window"), "Ctrl+0", "F"),
    )


def build_menus(window: QMainWindow, actions: Actions, docks: list) -> None:  # type: ignore[type-arg]
    bar = window.menuBar()
    file_menu = bar.addMenu(tr("&File"))
    file_menu.setObjectName("file_menu")
    for action in (actions.new, actions.open_draft, actions.open_custom, None, actions.save, actions.save_as,
                   None, actions.import_packages, None, actions.close, actions.quit):
        file_menu.addSeparator() if action is None else file_menu.addAction(action)
    edit_menu = bar.addMenu(tr("&Edit"))
    edit_menu.setObjectName("edit_menu")
    for action in (actions.undo, actions.redo, None, actions.delete, actions.rotate, actions.rotate_back,
                   None, actions.cancel_place):
        edit_menu.addSeparator() if action is None else edit_menu.addAction(action)
    bar.addMenu(tr("&Scenario")).setObjectName("scenario_menu")  # filled by features (Estimate balance)
    bar.addMenu(tr("&Play")).setObjectName("play_menu")  # filled by editor/pbem/play_menu.py (e-mail games)
    view_menu = bar.addMenu(tr("&View"))
    view_menu.setObjectName("view_menu")
    for action in (actions.zoom_in, actions.zoom_out, actions.fit):
        view_menu.addAction(action)
    view_menu.addSeparator()
    for dock in docks:
        view_menu.addAction(dock.toggleViewAction())
    bar.addMenu(tr("&Help")).setObjectName("help_menu")  # filled by editor/help


def insert_after(menu: QMenu, anchor: QAction | None, actions: Sequence[QAction | None]) -> None:
    """Put `actions` (None = a separator) right after `anchor` in the menu, or at its end."""
    items = menu.actions()
    index = items.index(anchor) + 1 if anchor in items else len(items)
    before = items[index] if index < len(items) else None
    for action in actions:
        if action is None:
            separator = QAction(menu)
            separator.setSeparator(True)
            action = separator
        menu.insertAction(before, action) if before is not None else menu.addAction(action)
