"""The Play menus of an e-mail game: the main window's (New e-mail game…, Open turn file…, My e-mail
games, Resign…) and the test-run window's while a turn is played (Hand over…, Resign…).

Built here so the main window and the test-run window only lend their menu bars; the actions
themselves do what PbemFeature does (editor/pbem/feature.py). "My e-mail games" is a submenu
read from the player's records each time it opens, as the start page's list is.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from core.pbem.ledger import Ledger, Record
from editor.i18n import tr
from editor.start.my_games import ORDER, status_text


def _action(parent: QWidget, text: str, name: str, tip: str, slot: Callable[[], object], shortcut: str = "") -> QAction:
    action = QAction(text, parent)
    action.setObjectName(name)
    action.setToolTip(tip)
    action.setStatusTip(tip)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    return action


class MainPlayMenu:
    """Play in the main window: the e-mail game's four entries."""

    def __init__(self, window: QMainWindow, menu: QMenu, ledger: Ledger, new_game: Callable[[], object],
                 open_turn: Callable[[], object], open_game: Callable[[Record], object],
                 resign: Callable[[], object], can_resign: Callable[[], bool],
                 from_save: Callable[[], object], to_save: Callable[[], object]) -> None:
        self.ledger, self.open_game, self.can_resign = ledger, open_game, can_resign
        self.new_action = _action(window, tr("New &e-mail game…"), "pbem_new_action",
                                  tr("Challenge an opponent to play the open scenario by e-mail"), new_game, "Ctrl+Shift+E")
        self.open_action = _action(window, tr("Open &turn file…"), "pbem_open_action",
                                   tr("Open a turn file your opponent sent: accept a challenge, or play your turn"),
                                   open_turn, "Ctrl+Shift+O")
        self.games = QMenu(tr("My e-mail &games"), window)
        self.games.setObjectName("pbem_games_menu")
        self.games.aboutToShow.connect(self.fill_games)
        self.resign_action = _action(window, tr("&Resign…"), "pbem_resign_action",
                                     tr("Give up the e-mail game you are playing, with a last message"), resign)
        self.from_save_action = _action(window, tr("E-mail game from a &saved game…"), "pbem_from_save_action",
                                        tr("Challenge an opponent to play a saved hotseat or solo game on by e-mail, "
                                           "from where it stands"), from_save)
        self.to_save_action = _action(window, tr("Continue a turn file &hotseat…"), "pbem_to_save_action",
                                      tr("Keep an e-mail game as a saved game and play it on at one table or "
                                         "against the computer"), to_save)
        menu.addAction(self.new_action)
        menu.addAction(self.open_action)
        menu.addMenu(self.games)
        menu.addSeparator()
        menu.addAction(self.from_save_action)
        menu.addAction(self.to_save_action)
        menu.addSeparator()
        menu.addAction(self.resign_action)
        menu.aboutToShow.connect(self.update)
        self.update()

    def update(self) -> None:
        self.resign_action.setEnabled(self.can_resign())

    def fill_games(self) -> None:
        """Each game of the player's records, the ones waiting for them first."""
        self.games.clear()
        records = sorted(self.ledger.records(), key=lambda record: ORDER.get(record.status, 1))
        for record in records:
            action = self.games.addAction(tr("{title} ({status})").format(title=record.title, status=status_text(record)))
            action.setObjectName(f"pbem_game_{record.game[:8]}")
            action.triggered.connect(lambda _checked=False, chosen=record: self.open_game(chosen))
        if not records:
            self.games.addAction(tr("No e-mail games yet")).setEnabled(False)


class RunPlayMenu:
    """Play in the test-run window of an e-mail turn: hand the file over, or resign."""

    def __init__(self, run: QMainWindow, hand_over: Callable[[], object], resign: Callable[[], object]) -> None:
        menu = run.menuBar().addMenu(tr("&Play"))
        menu.setObjectName("pbem_run_play_menu")
        self.hand_over = _action(run, tr("&Hand over…"), "pbem_hand_over_action",
                                 tr("Write your message and the file to send, at the hand-over point"), hand_over,
                                 "Ctrl+Return")
        self.resign = _action(run, tr("&Resign…"), "pbem_run_resign_action",
                              tr("Give this game up, with a last message"), resign)
        menu.addAction(self.hand_over)
        menu.addAction(self.resign)

    def set_enabled(self, hand_over: bool, resign: bool) -> None:
        self.hand_over.setEnabled(hand_over)
        self.resign.setEnabled(resign)
