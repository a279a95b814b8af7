"""The computer's turns in the test run: paced by a timer, thought out by the Thinker off the GUI
thread, started and stopped by the bottom bar's Play and Step (or at once against a person)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from core.game.actions import Action
from editor.i18n import tr
from editor.testrun.setup import Mode
from editor.testrun.thinker import Thinker

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


class ComputerTurns(QObject):
    def __init__(self, run: TestRunWindow) -> None:
        super().__init__(run)
        self.run = run
        self.playing = run.setup.mode is not Mode.COMPUTER_ONLY  # the computer plays at once, except when watched
        self.steps_wanted = 0
        self.thinker = Thinker(run)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._think)
        self.thinker.decided.connect(self._decided)
        self.thinker.failed.connect(self._failed)
        run.bar.play_toggled.connect(self._play_toggled)
        run.bar.step_requested.connect(self._step)

    def schedule(self) -> None:
        """The computer's next action after its pause, if it is its turn and it may play."""
        run = self.run
        if run.human_to_act() or run.state.is_over or self.thinker.busy or self.timer.isActive():
            return
        if not self.playing and self.steps_wanted <= 0:
            return
        watching = run.setup.mode is Mode.COMPUTER_ONLY
        self.timer.start(run.bar.delay_ms() if watching else run.opponent_delay_ms)

    def stop(self) -> None:
        self.timer.stop()
        self.thinker.stop()

    def _think(self) -> None:
        run = self.run
        if run.human_to_act() or run.state.is_over:
            return
        if run.replaying is not None and run.replaying.finished:
            run.bar.play.setChecked(False)
            run.reason.setText(tr("The end of the log: File > Play from here (Ctrl+P) goes on with the game."))
            return
        self.thinker.think(run.players[run.to_act()], run.game, run.state, run.legal)

    def _decided(self, action: Action, reason: str | None) -> None:
        self.steps_wanted = max(0, self.steps_wanted - 1)
        if not self.run.game.allows(self.run.state, action, self.run.legal):  # a replayed log that does not fit this game
            self.run.bar.play.setChecked(False)
            self.playing = False
            self.run.reason.setText(tr("Stopped: {action} is not legal here").format(action=action))
            return
        self.run.act(action, reason)

    def _failed(self, text: str) -> None:
        self.playing = False
        QMessageBox.warning(self.run, tr("The computer player failed"), text)

    def _play_toggled(self, on: bool) -> None:
        self.playing = on
        if on:
            self.schedule()
        else:
            self.timer.stop()

    def _step(self) -> None:
        """One action of the computer, then pause."""
        if self.playing:
            self.run.bar.play.setChecked(False)
        self.steps_wanted = 1
        self.schedule()
