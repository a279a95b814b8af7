"""The keyboard shortcut sheet, built from the window's actions each time it is shown.

Every QAction of the window that has a key is listed, under the menu that
holds it (or "Toolbar" / "Anywhere in the window" when no menu does), so a
new action or a changed key shows up without anyone editing a list. The board
editor's window is read the same way, and the mouse gestures (editor/help/mouse.py)
follow. An action whose text changes (Undo names the step it undoes) carries a
stable name for the sheet in its SHEET_NAME property.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget

from editor.i18n import tr


@dataclass(frozen=True)
class ShortcutRow:
    group: str
    command: str
    keys: tuple[str, ...]


def plain_text(text: str) -> str:
    """A menu text without its mnemonic marks and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".").strip()


SHEET_NAME = "sheet_name"  # an action property: the sheet's name for an action whose text changes (Undo <what>)


def sheet_name(action: QAction) -> str:
    """The action's name on the sheet: its stable SHEET_NAME if it has one, else its menu text."""
    stable = action.property(SHEET_NAME)
    return str(stable) if stable else plain_text(action.text())


def key_names(action: QAction) -> tuple[str, ...]:
    names = (key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts())
    return tuple(dict.fromkeys(name for name in names if name))


def _menu_groups(window: QMainWindow) -> dict[QAction, str]:
    """Each action in the menu bar, with the title of its top menu."""
    groups: dict[QAction, str] = {}

    def walk(menu: QMenu, title: str) -> None:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                walk(submenu, title)
            else:
                groups.setdefault(action, title)

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain_text(top.text()))
    return groups


def shortcut_rows(window: QMainWindow) -> list[ShortcutRow]:
    """Every action of the window with a key, grouped by menu in menu-bar order."""
    groups = _menu_groups(window)
    on_toolbars = {action for bar in window.findChildren(QToolBar) for action in bar.actions()}
    order = list(dict.fromkeys(groups.values())) + [tr("Toolbar"), tr("Anywhere in the window")]
    rows = []
    for action in window.findChildren(QAction):
        keys = key_names(action)
        owner = action.parent()
        if not keys or (isinstance(owner, QWidget) and owner.window() is not window):
            continue  # an action of another window (the board editor is the main window's child) is on its own list
        group = groups.get(action) or (tr("Toolbar") if action in on_toolbars else tr("Anywhere in the window"))
        rows.append(ShortcutRow(group, sheet_name(action), keys))
    return sorted(rows, key=lambda row: (order.index(row.group), row.command.lower()))


def shortcuts_html(rows: list[ShortcutRow], board_rows: list[ShortcutRow] | None = None,
                   mouse: list[ShortcutRow] | None = None) -> str:
    """The sheet: the window's keys, then the board editor's (its own window, its own keys), then the mouse."""
    parts = [f"<h2>{escape(tr('Keyboard shortcuts'))}</h2>",
             f"<p>{escape(tr('Single keys (R, L, S, P, F, +, -) work while the map or a list has the focus; in a text field they type.'))}</p>"]
    parts += _tables(rows)
    if board_rows:
        parts.append(f"<h2>{escape(tr('Board editor'))}</h2>")
        parts += _tables(board_rows)
    if mouse:
        parts.append(f"<h2>{escape(tr('Mouse'))}</h2>")
        parts += _tables(mouse)
    return "".join(parts)


def _tables(rows: list[ShortcutRow]) -> list[str]:
    parts: list[str] = []
    group = None
    for row in rows:
        if row.group != group:
            if group is not None:
                parts.append("</table>")
            group = row.group
            parts.append(f"<h3>{escape(group)}</h3><table cellspacing='0' cellpadding='3' width='100%'>")
        keys = f" &nbsp;{escape(tr('or'))}&nbsp; ".join(f"<code style='background:#f1f3f5'>&nbsp;{escape(k)}&nbsp;</code>" for k in row.keys)
        parts.append(f"<tr><td width='60%'>{escape(row.command)}</td><td>{keys}</td></tr>")
    if group is not None:
        parts.append("</table>")
    return parts
