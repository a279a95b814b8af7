"""Play > New e-mail game… and Play > Open turn file…: an e-mail game played in the test-run window.

A challenge is written from the open scenario into the user folder's PBEM/Outbox;
a received file is checked and replayed by core.pbem before anything is shown
(a refused file only shows its reason); a challenge is accepted with a message;
otherwise the opponent's message and turn are shown, then the test-run window
plays the player's side from the file's state, stops at the hand-over point,
asks for a message and writes the reply into the Outbox, with Open folder and
Copy path. Resign… gives the game up. The window reaches the test run only by
its `stepped` signal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QDropEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox, QPushButton

from core.pbem.ledger import Ledger, Record
from core.pbem.password import PasswordError, lock_of, unlock
from core.pbem.protocol import Turn, accept, deliver, new_game, open_to_play, receive
from core.pbem.replaying import TurnRefused
from core.pbem.turnfile import SUFFIX, TurnFile, TurnFileError, read_turn
from core.sides import Side
from core.userdirs import safe_file_name
from editor.i18n import tr
from editor.pbem.conversions import Conversions
from editor.pbem.dialogs import AcceptDialog, MessageDialog, NewGameDialog, OpponentTurnDialog, SentDialog
from editor.pbem.play_menu import MainPlayMenu, RunPlayMenu
from editor.pbem.story_words import point_words, turn_lines
from editor.testrun.describe import side_name
from editor.testrun.feature import TestRunFeature
from editor.testrun.setup import Mode, RunSetup
from editor.testrun.victory import VictoryDialog
from editor.testrun.window import TestRunWindow
from editor.window.services import MenuName, WindowServices, playable_document

_DROP_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


class PbemFeature(QObject):
    def __init__(self, window: WindowServices, testrun: TestRunFeature) -> None:
        super().__init__(window.qt_window)
        self.window, self.testrun = window, testrun
        self.ledger = Ledger(window.folders)
        self.ask_path: Callable[[], Path | None] = self._ask_path
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        self.turn: Turn | None = None
        self.run: TestRunWindow | None = None  # the window the turn is played in, until it is handed over
        menu = window.qt_window.menuBar().findChild(QMenu, MenuName.PLAY.value)
        assert isinstance(menu, QMenu)
        self.conversions = Conversions(window, self.ledger, self._deliver_challenge, testrun.saved.continue_game)
        self.menu = MainPlayMenu(window.qt_window, menu, self.ledger, self.new_game, self.open_turn, self.open_game,
                                 self.resign_current, self._can_resign, self.conversions.from_save,
                                 self.conversions.to_save)
        self.new_action, self.open_action = self.menu.new_action, self.menu.open_action
        window.start_page.my_games.open_requested.connect(self.open_game)
        window.qt_window.setAcceptDrops(True)  # a turn file dropped onto the window opens as Play > Open turn file…
        window.qt_window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window.qt_window and event.type() in _DROP_EVENTS:
            assert isinstance(event, QDropEvent)  # DragEnter and DragMove are drop events too
            paths = [Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()]
            turns = [path for path in paths if path.suffix.lower() == SUFFIX]
            if turns:
                event.acceptProposedAction()
                if event.type() == QEvent.Type.Drop:
                    QTimer.singleShot(0, lambda: self.open_turn(turns[0]))
                return True
        return super().eventFilter(watched, event)

    # --- a challenge, and its acceptance ---------------------------------------------------

    def new_game(self) -> Path | None:
        title = tr("New e-mail game")
        document = playable_document(self.window, title, tr("Open a scenario to play it by e-mail"))
        if document is None:
            return None
        dialog = NewGameDialog(document.scenario.title, document.scenario.fog_of_war, self.window.qt_window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        turn, record = new_game(document.scenario, document.custom_boards, dialog.chosen_side(), self.ledger,
                                fog=dialog.fog.isChecked(), message=dialog.message.toPlainText().strip(),
                                password=dialog.chosen_password())
        return self._deliver_challenge(turn, record, tr("challenge"))

    def _deliver_challenge(self, turn: TurnFile, record: Record, what: str) -> Path:
        path = self._outbox_path(turn, what)
        deliver(self.ledger, record, turn, path)
        self._sent(path, tr("Your challenge is written. Send this file to your opponent: they open it with "
                            "Play > Open turn file…"))
        return path

    def _accept(self, turn: TurnFile) -> Path | None:
        side = Side(turn.head["by"]).other
        heading = tr("{title}: a challenge from the {challenger} player. You would play {side}.").format(
            title=turn.title, challenger=side_name(turn.head["by"]), side=side_name(side.value))
        detail = tr("Their message: {message}").format(message=turn.head["message"]) if turn.head["message"] else ""
        lock = lock_of(turn.chain)
        dialog = AcceptDialog(heading, detail, (lambda password: unlock(lock, password)) if lock is not None else None,
                              self.window.qt_window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        message = dialog.text()
        try:
            reply, record = accept(turn, self.ledger, message, password=dialog.password.text())
        except (TurnRefused, PasswordError) as error:
            self.window.prompts.error(tr("Cannot accept the challenge"), str(error))
            return None
        path = self._outbox_path(reply, tr("accepted"))
        deliver(self.ledger, record, reply, path)
        self._sent(path, tr("You accepted. Send this file back: your opponent's first turn comes next."))
        return path

    # --- a received turn ----------------------------------------------------------------------

    def _ask_path(self) -> Path | None:
        name, _filter = QFileDialog.getOpenFileName(self.window.qt_window, tr("Open turn file"), str(Path.home()),
                                                    tr("Turn files (*{suffix})").format(suffix=SUFFIX))
        return Path(name) if name else None

    def open_turn(self, path: Path | None = None) -> TestRunWindow | Path | None:
        """A received file: accepted if it is a challenge, else its turn shown and then played."""
        path = path if path is not None else self.ask_path()
        if path is None:
            return None
        title = tr("Cannot open the turn file")
        try:
            turn = read_turn(path)
            if len(turn.chain) == 1 and self.ledger.get(turn.game) is None:
                return self._accept(turn)
            replayed, record = receive(turn, self.ledger, path)
        except (TurnFileError, TurnRefused) as error:
            self.window.prompts.error(title, str(error))
            return None
        self.window.start_page.my_games.refresh()
        can_play = not replayed.over and turn.head["next"] == record.side
        lines = turn_lines(replayed, Side(record.side))
        dialog = OpponentTurnDialog(lines, can_play, self.window.qt_window)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if replayed.state.is_over:  # the winner's last message read: the battle's result, as the run shows it
            VictoryDialog(replayed.game, replayed.state, self.window.qt_window).exec()
        if not accepted or not can_play:
            return None
        try:
            self.turn = open_to_play(turn, self.ledger, path)
        except TurnRefused as error:
            self.window.prompts.error(title, str(error))
            return None
        return self._play(self.turn)

    def _play(self, turn: Turn) -> TestRunWindow:
        scenario = turn.game.scenario
        setup = RunSetup(mode=Mode.AGAINST_COMPUTER, human=turn.side, seed=turn.state.dice.seed,
                         fog_of_war=scenario.fog_of_war, dice_bias="none", ruleset=scenario.ruleset)
        run = TestRunWindow(turn.game, setup, tr("{title}, e-mail game").format(title=scenario.title),
                            boards=turn.replayed.boards)
        run.players = {}  # the opponent plays on their own computer
        run.saving.continue_from(turn.state)
        segment = turn.opponent_segment()
        if segment is not None:
            run.replay.load(*segment)  # Replay the opponent's segment: step by step on the map
        hand_over = QPushButton(tr("Hand over…"))
        hand_over.setObjectName("pbem_hand_over")
        hand_over.clicked.connect(lambda _checked=False: self.hand_over(run, turn))
        resign = QPushButton(tr("Resign…"))
        resign.setObjectName("pbem_resign")
        resign.clicked.connect(lambda _checked=False: self.resign(run, turn))
        run.statusBar().addPermanentWidget(hand_over)
        run.statusBar().addPermanentWidget(resign)
        play_menu = RunPlayMenu(run, hand_over.click, resign.click)  # the same, from the menu bar
        run.stepped.connect(lambda: self._stepped(run, turn, hand_over, play_menu))
        self.run = run
        self.testrun._show(run)
        self._stepped(run, turn, hand_over, play_menu)
        self.menu.update()
        return run

    def _can_resign(self) -> bool:
        """Play > Resign… acts on the e-mail turn open in the test-run window, until it is sent."""
        run = self.run
        return run is not None and shiboken6.isValid(run) and run.isVisible() and self.turn is not None \
            and any(b.objectName() == "pbem_resign" and b.isEnabled() for b in run.statusBar().findChildren(QPushButton))

    def resign_current(self) -> Path | None:
        if not self._can_resign():
            self.window.show_message(tr("No e-mail game is being played: open your turn with Play > Open turn file…"))
            return None
        assert self.run is not None and self.turn is not None
        self.run.raise_()
        return self.resign(self.run, self.turn)

    def _stepped(self, run: TestRunWindow, turn: Turn, hand_over: QPushButton, play_menu: RunPlayMenu) -> None:
        """At the hand-over point the player's part is done: nothing more to choose, the message asked."""
        hand_over.setEnabled(turn.at_hand_over)
        sent = turn.record.sent_n > turn.replayed.turn.head["n"]
        play_menu.set_enabled(turn.at_hand_over and not sent, not sent)
        if turn.at_hand_over:
            run.legal = []
            run.statusBar().showMessage(tr("Hand-over point: write your message and send the file"))
            QTimer.singleShot(0, lambda: self.hand_over(run, turn))

    def hand_over(self, run: TestRunWindow, turn: Turn, resign: bool = False) -> Path | None:
        if not turn.at_hand_over and not resign:
            return None
        dialog = MessageDialog(tr("Hand over"), *self._hand_over_words(turn, resign), tr("Write the file"), run)
        if resign or turn.state.is_over:
            dialog.message.setPlaceholderText(tr("Your last message to your opponent"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        message = dialog.text()
        reply = turn.reply(message, resign=resign)
        path = self._outbox_path(reply, tr("resigned") if resign else tr("turn {number}").format(number=turn.state.turn))
        deliver(self.ledger, turn.record, reply, path)
        run.saving.opened_at(len(turn.state.log))  # the game is in the file: leaving asks nothing
        run.legal = []
        run.refresh()
        for button in run.statusBar().findChildren(QPushButton):
            button.setEnabled(False)
        for action in run.findChildren(QAction):
            if action.objectName() in ("pbem_hand_over_action", "pbem_run_resign_action"):
                action.setEnabled(False)
        self.menu.update()
        self._sent(path, tr("Your turn is written. Send this file to your opponent."))
        return path

    @staticmethod
    def _hand_over_words(turn: Turn, resign: bool) -> tuple[str, str]:
        """The heading and the line under it: where the game is handed over, who plays next."""
        if resign:
            return tr("You resign: your opponent wins."), tr("Your opponent reads your message when they open the file.")
        if turn.state.is_over:
            return tr("The game is over."), tr("Your opponent reads your last message when they open the file.")
        return (tr("Hand-over point: {point}").format(point=point_words(turn.point())),
                tr("The {side} player plays next, from this file.").format(side=side_name(turn.game.to_act(turn.state).value)))

    def resign(self, run: TestRunWindow, turn: Turn) -> Path | None:
        answer = QMessageBox.question(run, tr("Resign"), tr("Give this game up? Your opponent wins."))
        if answer != QMessageBox.StandardButton.Yes:
            return None
        return self.hand_over(run, turn, resign=True)

    def open_game(self, record: Record) -> TestRunWindow | Path | None:
        """A game of "My games": the received file played or shown, or the sent one shown again."""
        received = Path(record.received_file) if record.received_file else None
        if record.status in ("my_turn", "finished") and received is not None and received.is_file():
            return self.open_turn(received)
        sent = Path(record.sent_file) if record.sent_file else None
        if sent is not None and sent.is_file():
            self._sent(sent, tr("This file waits for your opponent: send it again if it went astray."))
            return sent
        self.window.show_message(tr("The file of this game is no longer where it was: open it with Play > Open turn file…"))
        return None

    # --- the outbox ------------------------------------------------------------------------------

    def _outbox_path(self, turn: TurnFile, what: str) -> Path:
        self.ledger.outbox.mkdir(parents=True, exist_ok=True)
        name = safe_file_name(f"{turn.title} {turn.head['n'] + 1:03d} {what}")
        return self.ledger.outbox / f"{name}{SUFFIX}"

    def _sent(self, path: Path, text: str) -> None:
        self.window.start_page.my_games.refresh()
        SentDialog(path, text, self.window.qt_window, open_url=self.open_url).exec()
