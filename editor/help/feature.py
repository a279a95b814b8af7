"""Help > Keyboard shortcuts (Ctrl+/), Placing units and problems (F1), About.

A feature like the others: it reaches the window only through WindowServices.
Each page is built when it is opened, from the window as it is then, and the
last one opened of each kind is kept so a second click brings it forward.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from editor.help.about import about_html
from editor.help.dialogs import HelpPage
from editor.help.guide import guide_html
from editor.help.mouse import mouse_rows
from editor.help.shortcuts import shortcut_rows, shortcuts_html
from editor.i18n import tr
from editor.testrun.keys import testrun_rows
from editor.window.services import MenuName, WindowServices


class HelpFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.pages: dict[str, HelpPage] = {}
        self.shortcuts_action = self._action(tr("&Keyboard shortcuts"), "Ctrl+/", self.show_shortcuts)
        self.guide_action = self._action(tr("&Placing units and problems"), QKeySequence.StandardKey.HelpContents, self.show_guide)
        self.about_action = self._action(tr("&About V&&V Scenario Studio"), None, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        window.add_to_menu(MenuName.HELP, [self.shortcuts_action, self.guide_action, None, self.about_action])

    def _action(self, text: str, key: str | QKeySequence.StandardKey | None, slot: Callable[[], HelpPage]) -> QAction:
        action = QAction(text, self.window.qt_window)
        if key is not None:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _checked=False: slot())
        self.window.qt_window.addAction(action)
        return action

    def _show(self, key: str, title: str, html: str) -> HelpPage:
        page = self.pages.get(key)
        if page is None:
            page = HelpPage(title, html, self.window.qt_window)
            self.pages[key] = page
        else:
            page.browser.setHtml(html)
        page.show()
        page.raise_()
        page.activateWindow()
        return page

    def show_shortcuts(self) -> HelpPage:
        html = shortcuts_html(shortcut_rows(self.window.qt_window) + testrun_rows(), shortcut_rows(self._board_editor()),
                              mouse_rows())
        return self._show("shortcuts", tr("Keyboard shortcuts"), html)

    def _board_editor(self) -> QMainWindow:
        """The board editor's window, to read its keys: the open one, else one made for that and never shown."""
        window = self.window.qt_window
        found = window.findChild(QMainWindow, "board_editor") or window.findChild(QMainWindow, "board_editor_keys")
        if found is None:
            from core.boards.edit import new_board
            from editor.board_editor.window import BoardEditorWindow

            found = BoardEditorWindow(self.window.folders, new_board(1, "", 5, 4), parent=window)
            found.setObjectName("board_editor_keys")  # not the user's board editor
        return found

    def show_guide(self) -> HelpPage:
        return self._show("guide", tr("Placing units and problems"), guide_html())

    def show_about(self) -> HelpPage:
        return self._show("about", tr("About V&V Scenario Studio"), about_html())
