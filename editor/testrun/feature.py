"""Test Run (Ctrl+T, the File menu and a toolbar button) on the open scenario, saved or not.

A scenario with placement problems is refused with the problems listed, as Export
refuses it. Otherwise the start dialog asks who plays, and a TestRunWindow plays
a copy of the scenario: the document and its undo history stay as they were. The
feature reaches the main window only through WindowServices.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QToolBar

from core.boards.battlefield import BattlefieldError
from editor.i18n import tr
from editor.testrun.setup import RunSetup, game_for, setup_for
from editor.testrun.start_dialog import StartDialog
from editor.testrun.window import TestRunWindow
from editor.window.services import MenuName, WindowServices


class TestRunFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.action = QAction(tr("&Test run…"), window.qt_window)
        self.action.setObjectName("test_run_action")
        self.action.setShortcut(QKeySequence("Ctrl+T"))
        self.action.setToolTip(tr("Play the scenario being edited (Ctrl+T)"))
        self.action.triggered.connect(self.start)
        window.qt_window.addAction(self.action)
        window.add_to_menu(MenuName.FILE, [None, self.action], after=window.menu_actions.save_as)
        self.toolbar = QToolBar(tr("Play"), window.qt_window)
        self.toolbar.setObjectName("testrun_toolbar")
        self.toolbar.addAction(self.action)
        window.qt_window.addToolBar(self.toolbar)
        self.ask_setup: Callable[[RunSetup], RunSetup | None] = self._ask
        self.run_window: TestRunWindow | None = None

    def _ask(self, default: RunSetup) -> RunSetup | None:
        dialog = StartDialog(default, self.window.qt_window)
        return dialog.setup() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def start(self) -> TestRunWindow | None:
        """The start dialog, then the window; None when refused or cancelled."""
        document = self.window.document
        if document is None:
            self.window.show_message(tr("Open a scenario to test it"))
            return None
        title = tr("Test run")
        if document.problems:
            text = tr("{title} is refused while the scenario breaks placement rules. "
                      "Fix these {n} problem(s) (click one to see its hex), then try again.").format(
                          title=title, n=len(document.problems))
            self.window.prompts.show_violations(title, text, document.problems, self.window.go_to_hex)
            return None
        setup = self.ask_setup(setup_for(document.scenario))
        if setup is None:
            return None
        try:
            game = game_for(document.scenario, setup, document.custom_boards)
        except (BattlefieldError, ValueError) as error:
            self.window.prompts.error(title, str(error))
            return None
        if self.run_window is not None:
            self.run_window.close()
        self.run_window = TestRunWindow(game, setup, document.scenario.title)  # its own window: its keys are its own
        self.run_window.closed.connect(self._closed)
        self.run_window.show()
        self.run_window.view.fit()
        return self.run_window

    def _closed(self) -> None:
        """Back to the editor: the window goes (it has no parent: dropping it frees it), the editor comes to the front."""
        self.run_window = None
        self.window.qt_window.activateWindow()
