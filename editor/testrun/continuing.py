"""Going on with a game: File > Continue a saved game…, the start page's Continue list, and
Play from here in a replayed log.

A saved game opens where it stopped with its seats (who is human, the computer's level
and personality; fog, dice bias, ruleset and seed are the log's own), and the computer
thinks at once if it is its turn. A log without seats (`vvs play --log`), and a replay
taken over, ask who plays in the start dialog, with the log's fixed settings shown but
not changeable: they are what its actions were played with. The game keeps the log's
`computer` sides (they set the dice bias), so the file saved later still replays.
A file that cannot be continued is refused with the reason, before anything closes.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from core.boards.board import Board
from core.game.game import Game
from core.game.record import ReplayError, replay_on
from core.game.state import GameState
from editor.i18n import tr
from editor.testrun.saved_games import SavedGameError, read_saved_game
from editor.testrun.seats import setup_from_log
from editor.testrun.setup import RunSetup
from editor.testrun.start_dialog import StartDialog
from editor.testrun.window import TestRunWindow

if TYPE_CHECKING:
    from editor.testrun.feature import TestRunFeature


class SavedGames(QObject):
    def __init__(self, feature: TestRunFeature) -> None:
        super().__init__(feature)
        self.feature = feature
        window = feature.window
        self.action = QAction(tr("Continue a sa&ved game…"), window.qt_window)
        self.action.setObjectName("continue_game_action")
        self.action.setToolTip(tr("Go on with a saved game or an autosave of a test run, with the same players"))
        self.action.triggered.connect(lambda _checked=False: self.continue_game())
        window.start_page.saved_games.continue_requested.connect(self.continue_game)

    def attach(self, run: TestRunWindow) -> None:
        """A run the feature shows: it autosaves into the user folder and may be taken over."""
        run.saving.folders = self.feature.window.folders
        run.saving.take_over_requested.connect(lambda: self.take_over(run))
        run.closed.connect(self.feature.window.start_page.saved_games.refresh)

    def _ask_path(self) -> Path | None:
        name, _filter = QFileDialog.getOpenFileName(self.feature.window.qt_window, tr("Continue a saved game"),
                                                    str(self.feature.window.folders.saves),
                                                    tr("Saved games and game logs (*.json)"))
        return Path(name) if name else None

    def continue_game(self, path: Path | None = None) -> TestRunWindow | None:
        """The saved game at `path` (asked for when None), opened where it stopped."""
        path = path if path is not None else self._ask_path()
        if path is None:
            return None
        try:
            saved = read_saved_game(path)
        except SavedGameError as error:
            self.feature.window.prompts.error(tr("Cannot continue the saved game"), str(error))
            return None
        played = replace(saved.setup, rally_by_hand=bool(saved.game.rally_by_hand or saved.game.fire_by_hand
                                                            or saved.game.casualties_by_hand))  # the game's own decisions
        setup = played if saved.seats_in_log else self.ask_seats(played, self.feature.window.qt_window)
        if setup is None:
            return None
        title = tr("{title}, continued from {file}").format(title=saved.game.scenario.title, file=path.name)
        return self._open(saved.game, setup, saved.state, saved.boards, title)

    def take_over(self, run: TestRunWindow) -> TestRunWindow | None:
        """Play from here: the replay stops at its current action and the game goes on with chosen seats."""
        player = run.replaying
        if player is None:
            return None
        run.bar.play.setChecked(False)
        run.timer.stop()
        run.thinker.cancel()
        default, _seated = setup_from_log(player.seats, run.game.scenario, run.setup.seed, run.game.computer)
        setup = self.ask_seats(replace(default, rally_by_hand=bool(run.game.rally_by_hand or run.game.fire_by_hand or run.game.casualties_by_hand)), run)
        if setup is None:
            return None
        try:  # the replay's own actions, played again on a fresh state: the window's state stays its own
            state = replay_on(run.game, run.setup.seed, run.state.log)
        except ReplayError as error:
            self.feature.window.prompts.error(tr("Cannot play on from here"), str(error))
            return None
        title = tr("{title}, played on from action {number}").format(title=run.game.scenario.title, number=len(state.log))
        return self._open(run.game, setup, state, run.boards, title)

    def ask_seats(self, default: RunSetup, parent: QWidget) -> RunSetup | None:
        """Who plays from here, in the start dialog; seed, fog, dice bias, rules and decisions stay the log's."""
        dialog = StartDialog(default, parent)
        dialog.setWindowTitle(tr("Who plays from here"))
        dialog.decisions_fixed = True
        for widget in (dialog.seed, dialog.fog, dialog.bias, dialog.ruleset, dialog.decisions):
            widget.setEnabled(False)
            widget.setToolTip(tr("Set by the saved game: its actions were played with it"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = dialog.setup()
        return replace(default, mode=chosen.mode, human=chosen.human, level=chosen.level, personality=chosen.personality)

    def _open(self, game: Game, setup: RunSetup, state: GameState, boards: dict[int, Board], title: str) -> TestRunWindow | None:
        current = self.feature.run_window
        if current is not None and not current.saving.confirm_leave():
            return None
        run = TestRunWindow(game, setup, title, boards=boards)
        run.saving.continue_from(state)
        shown = self.feature._show(run)
        run.statusBar().showMessage(tr("Going on from turn {turn}, action {number}: the same players as before").format(
            turn=state.turn, number=len(state.log)), 10_000)
        QTimer.singleShot(0, run.log.list.scrollToBottom)  # the whole log came at once: show its end once laid out
        return shown
