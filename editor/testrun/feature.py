"""Test Run (Ctrl+T, the File menu and a toolbar button) on the open scenario, saved or not.

A scenario with placement problems is refused with the problems listed, as Export
refuses it. Otherwise the start dialog asks who plays, and a TestRunWindow plays
a copy of the scenario: the document and its undo history stay as they were. The
feature reaches the main window only through WindowServices.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog

from core.boards.battlefield import BattlefieldError
from editor.i18n import tr
from editor.testrun.continuing import SavedGames
from editor.testrun.game_log import LogPlayer, read_log
from editor.testrun.setup import Mode, RunSetup, game_for, setup_for
from editor.testrun.start_dialog import StartDialog
from editor.testrun.window import TestRunWindow
from editor.window.services import MenuName, WindowServices, playable_document


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
        self.replay_action = QAction(tr("Replay a game &log…"), window.qt_window)
        self.replay_action.setObjectName("replay_log_action")
        self.replay_action.triggered.connect(self.replay)
        self.saved = SavedGames(self)  # File > Continue a saved game, the start page's list, Play from here
        window.add_to_menu(MenuName.FILE, [None, self.action, self.replay_action, self.saved.action], after=window.menu_actions.save_as)
        self.ask_setup: Callable[[RunSetup], RunSetup | None] = self._ask
        self.ask_log_path: Callable[[], Path | None] = self._ask_log
        self.run_window: TestRunWindow | None = None
        window.qt_window.installEventFilter(self)  # the run goes when the editor's window does

    def _ask(self, default: RunSetup) -> RunSetup | None:
        dialog = StartDialog(default, self.window.qt_window)
        return dialog.setup() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _ask_log(self) -> Path | None:
        name, _filter = QFileDialog.getOpenFileName(self.window.qt_window, tr("Replay a game log"),
                                                    str(self.window.folders.draft), tr("Game logs (*.json)"))
        return Path(name) if name else None

    def start(self) -> TestRunWindow | None:
        """The start dialog, then the window; None when refused or cancelled."""
        title = tr("Test run")
        document = playable_document(self.window, title, tr("Open a scenario to test it"))
        if document is None:
            return None
        setup = self.ask_setup(setup_for(document.scenario, self.window.prompts.preferences.testrun_decisions))
        if setup is None:
            return None
        try:
            game = game_for(document.scenario, setup, document.custom_boards)
        except (BattlefieldError, ValueError) as error:
            self.window.prompts.error(title, str(error))
            return None
        return self._show(TestRunWindow(game, setup, document.scenario.title, boards=document.custom_boards))

    def replay(self) -> TestRunWindow | None:
        """A game log (`vvs play --log`, or Save log in a run) played again step by step; where
        it ends, the game can go on. It needs no open scenario: the log holds its own."""
        path = self.ask_log_path()
        if path is None:
            return None
        try:
            loaded = read_log(path)
        except (OSError, ValueError) as error:
            self.window.prompts.error(tr("Cannot replay the game log"), str(error))
            return None
        scenario = loaded.game.scenario
        setup = RunSetup(mode=Mode.COMPUTER_ONLY, seed=loaded.seed, fog_of_war=scenario.fog_of_war,
                         dice_bias=scenario.dice_bias)
        title = tr("replay of {name}").format(name=path.name)
        return self._show(TestRunWindow(loaded.game, setup, title, boards=loaded.boards,
                                         replaying=LogPlayer(loaded.entries, loaded.seats)))

    def _show(self, run: TestRunWindow) -> TestRunWindow:
        """One run at a time (its own window: its keys are its own)."""
        if self.run_window is not None:
            self.run_window.close()
        self.run_window = run
        self.saved.attach(run)
        run.closed.connect(self._closed)
        run.show()
        run.view.fit()
        return run

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window.qt_window and event.type() == QEvent.Type.Close:
            QTimer.singleShot(0, self, self._editor_closed)  # after the window's own answer: it may stay open
        return False

    def _editor_closed(self) -> None:
        if self.run_window is not None and not self.window.qt_window.isVisible():
            self.run_window.close()

    def _closed(self) -> None:
        """Back to the editor: the window goes (it has no parent: dropping it frees it), the editor comes to the front."""
        self.run_window = None
        self.window.qt_window.activateWindow()
