"""Saving a test run: the File menu (Save game…, Play from here…), autosaves at the end of
every player segment, and the question when the person leaves a game in progress.

Like the PC game, the run saves itself at each segment's end (After Action), into the
user folder's Saves/Autosave/<scenario>/ (editor.testrun.saved_games keeps the newest few);
Save game… (Ctrl+S) writes one where the person says. Both are game logs with their seats,
written atomically, so a crash while saving leaves the previous file whole. A run the
feature did not show (no user folder given) makes no autosaves.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from core.game.record import log_of
from core.game.state import GameState
from core.jsonio import dumps_canonical, write_bytes_atomic
from core.userdirs import UserFolders, safe_file_name
from editor.i18n import tr
from editor.testrun.describe import side_name
from editor.testrun.game_log import save_log
from editor.testrun.saved_games import autosave_folder, next_autosave, prune_autosaves
from editor.testrun.seats import seats_of

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


class GameSaving(QObject):
    """The run's saves; `take_over_requested` asks the feature to play a replay on from here."""

    take_over_requested = Signal()
    autosave_failed = Signal(str)  # from the writing thread; shown on the GUI thread

    def __init__(self, run: TestRunWindow) -> None:
        super().__init__(run)
        self.run = run
        self.folders: UserFolders | None = None  # set by the feature that shows the run: where autosaves go
        self.saved_actions = 0  # the game's length when it was last saved or opened: nothing to lose before that
        self.last_autosave: Path | None = None
        self._segment = (run.state.turn, run.state.segment)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")  # one file at a time, in order
        self.autosave_failed.connect(self._show_failure)
        run.closed.connect(self.flush)  # before the feature's own handlers: the start page lists what was written
        self.menu = run.menuBar().addMenu(tr("&File"))
        self.menu.setObjectName("testrun_file_menu")
        self.save_action = QAction(tr("&Save game…"), run)
        self.save_action.setObjectName("save_game_action")
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.setToolTip(tr("Save the game to go on with it later: File > Continue a saved game (Ctrl+S)"))
        self.save_action.triggered.connect(lambda _checked=False: self.save_game())
        self.take_over_action = QAction(tr("&Play from here…"), run)
        self.take_over_action.setObjectName("take_over_action")
        self.take_over_action.setShortcut(QKeySequence("Ctrl+P"))
        self.take_over_action.setToolTip(tr("Stop the replay and play the game on from this action, choosing who plays each side"))
        self.take_over_action.triggered.connect(lambda _checked=False: self.take_over_requested.emit())
        self.take_over_action.setVisible(run.replaying is not None)
        self.back_action = QAction(tr("&Back to the editor"), run)
        self.back_action.setObjectName("back_to_editor_action")
        self.back_action.triggered.connect(lambda _checked=False: self.back())
        self.menu.addActions([self.save_action, self.take_over_action])
        self.menu.addSeparator()
        self.menu.addAction(self.back_action)

    # --- saving -------------------------------------------------------------------------

    def save_to(self, path: Path) -> bool:
        """Write the game so far to `path` (a game log with its seats); a failure is shown."""
        run = self.run
        try:
            save_log(path, run.game, run.setup.seed, run.state, run.boards, seats_of(run.setup))
        except OSError as error:
            QMessageBox.warning(run, tr("Cannot save the game"), f"{path}: {error.strerror or error}")
            return False
        self.opened_at(len(run.state.log))
        return True

    def save_game(self) -> Path | None:
        """Save game…: the file dialog (in Saves/ by default), then the file."""
        folder = self.folders.saves if self.folders is not None else Path.cwd()
        state = self.run.state
        suggested = folder / f"{safe_file_name(self.run.game.scenario.title)} - turn {state.turn}.json"
        name, _filter = QFileDialog.getSaveFileName(self.run, tr("Save game"), str(suggested), tr("Saved games (*.json)"))
        if not name:
            return None
        path = Path(name)
        if not self.save_to(path):
            return None
        self.run.reason.setText(tr("Saved the game to {path}").format(path=path))
        return path

    def continue_from(self, state: GameState) -> None:
        """Go on from a saved game's state, its actions already played on this run's game."""
        run = self.run
        run.timer.stop()
        run.thinker.cancel()
        run.state, run.legal = state, run.game.legal_actions(state)
        self.opened_at(len(state.log))
        run.refresh()

    def opened_at(self, actions: int) -> None:
        """The game is on disk up to `actions` actions (saved, or continued from a file)."""
        self.saved_actions = actions
        self._segment = (self.run.state.turn, self.run.state.segment)

    def after_step(self) -> None:
        """After each applied action: a player segment that just ended is saved."""
        state = self.run.state
        segment = (state.turn, state.segment)
        if segment == self._segment:
            return
        self._segment = segment
        if self.folders is None or self.run.replaying is not None or state.is_over:
            return
        self.autosave()

    def autosave(self) -> Future[None] | None:
        """The game so far into the scenario's autosave folder; the oldest beyond the kept few go.
        The log is put into text here (it is the state at this moment); the disk is written on a
        thread, so a slow disk never stalls the map."""
        assert self.folders is not None
        run, state = self.run, self.run.state
        try:
            folder = autosave_folder(self.folders, run.game.scenario.title)
            path = next_autosave(folder, state.turn, state.active.value)
        except OSError as error:
            self._show_failure(str(error.strerror or error))
            return None
        log = log_of(run.game.scenario, run.setup.seed, sorted(run.game.computer), state, run.boards, seats_of(run.setup))
        data = dumps_canonical(log).encode("utf-8")
        self.last_autosave = path
        run.statusBar().showMessage(tr("Autosaved: turn {turn}, {side}'s segment").format(
            turn=state.turn, side=side_name(state.active.value)), 4000)
        return self._writer.submit(self._write, path, data)

    def _write(self, path: Path, data: bytes) -> None:
        try:
            write_bytes_atomic(path, data)
            prune_autosaves(path.parent)
        except OSError as error:  # a full disk must not stop the game: say so and play on
            self.autosave_failed.emit(str(error.strerror or error))

    def _show_failure(self, reason: str) -> None:
        self.run.statusBar().showMessage(tr("Autosave failed: {reason}").format(reason=reason), 10_000)

    def flush(self) -> None:
        """Wait for the autosaves under way (the run is closing)."""
        self._writer.shutdown(wait=True)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")

    # --- leaving --------------------------------------------------------------------------

    def in_progress(self) -> bool:
        """A game the person played on since it was last saved (a replay is its log: nothing to lose)."""
        run = self.run
        return run.replaying is None and not run.state.is_over and len(run.state.log) > self.saved_actions

    def back(self) -> None:
        """Back to the editor: asks first when there is a game to lose."""
        if self.confirm_leave():
            self.run.close()  # not spontaneous: closeEvent does not ask again

    def confirm_leave(self) -> bool:
        """Save / Discard / Cancel for a game in progress; True when the run may go."""
        run = self.run
        if not self.in_progress():
            return True
        run.timer.stop()
        run.thinker.cancel()  # the computer waits for the answer
        box = QMessageBox(QMessageBox.Icon.Question, tr("Leave the game"), tr("The game is in progress. Save it before leaving?"),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, run)
        box.setObjectName("leave_game_box")
        if self.last_autosave is not None:
            box.setInformativeText(tr("Without saving, File > Continue a saved game still finds its last autosave, from the start of this segment."))
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Discard:
            return True
        if answer == QMessageBox.StandardButton.Save and self.save_game() is not None:
            return True
        run.refresh()  # staying: the computer goes on if it is its turn
        return False
