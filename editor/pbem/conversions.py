"""Play > E-mail game from a saved game… and Play > Continue a turn file hotseat…: a game moving between
the table and the mail (docs/pbem.md, "Why this shape").

A saved game (the test run's Save game, an autosave, `vvs play --log`) becomes a challenge from where
it stands: its past is kept with its own dice and marked played hotseat, the dice after it are made by
both players (core.pbem.from_save). A turn file's game log is a saved game: it is written into the
user folder's Saves and continued as File > Continue a saved game… continues any other.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QFileDialog

from core.game.record import check_log
from core.jsonio import MAX_JSON_BYTES, FileFormatError, parse_json_untrusted, write_json_atomic
from core.pbem.from_save import new_game_from_save
from core.pbem.ledger import Ledger, Record
from core.pbem.replaying import TurnRefused, replay_turn
from core.pbem.turnfile import SUFFIX, TurnFile, TurnFileError, read_turn
from core.safe_read import read_file
from core.userdirs import safe_file_name
from editor.i18n import tr
from editor.pbem.dialogs import NewGameDialog
from editor.window.services import WindowServices


class Conversions:
    """The two ways between a saved game and an e-mail game, for the Play menu."""

    def __init__(self, window: WindowServices, ledger: Ledger, deliver: Callable[[TurnFile, Record, str], Path],
                 continue_game: Callable[[Path], Any]) -> None:
        self.window, self.ledger, self.deliver, self.continue_game = window, ledger, deliver, continue_game
        self.ask_save: Callable[[], Path | None] = self._ask_save
        self.ask_turn: Callable[[], Path | None] = self._ask_turn

    def _ask_save(self) -> Path | None:
        name, _filter = QFileDialog.getOpenFileName(self.window.qt_window, tr("E-mail game from a saved game"),
                                                    str(self.window.folders.saves), tr("Saved games and game logs (*.json)"))
        return Path(name) if name else None

    def _ask_turn(self) -> Path | None:
        name, _filter = QFileDialog.getOpenFileName(self.window.qt_window, tr("Continue a turn file hotseat"),
                                                    str(Path.home()), tr("Turn files (*{suffix})").format(suffix=SUFFIX))
        return Path(name) if name else None

    def from_save(self, path: Path | None = None) -> Path | None:
        """The challenge of a saved game's position, written into the Outbox."""
        path = path if path is not None else self.ask_save()
        if path is None:
            return None
        title = tr("Cannot make an e-mail game of this saved game")
        try:
            log = parse_json_untrusted(read_file(path, MAX_JSON_BYTES), str(path))
            check_log(log, str(path))
        except (OSError, FileFormatError) as error:
            self.window.prompts.error(title, str(error))
            return None
        dialog = NewGameDialog(str(log["scenario"].get("title", path.stem)), bool(log["scenario"].get("fog_of_war")),
                               self.window.qt_window)
        dialog.setWindowTitle(tr("E-mail game from a saved game"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        try:
            turn, record = new_game_from_save(log, dialog.chosen_side(), self.ledger, dialog.message.toPlainText().strip(),
                                              dialog.chosen_password(), fog=dialog.fog.isChecked())
        except TurnRefused as error:
            self.window.prompts.error(title, str(error))
            return None
        return self.deliver(turn, record, tr("challenge"))

    def to_save(self, path: Path | None = None) -> Path | None:
        """A turn file's game, checked, kept in Saves and continued in the test run (hotseat or solo)."""
        path = path if path is not None else self.ask_turn()
        if path is None:
            return None
        try:
            turn = read_turn(path)
            replay_turn(turn)
        except (TurnFileError, TurnRefused) as error:
            self.window.prompts.error(tr("Cannot open the turn file"), str(error))
            return None
        self.window.folders.saves.mkdir(parents=True, exist_ok=True)
        saved = self.window.folders.saves / f"{safe_file_name(turn.title + ' ' + tr('from e-mail'))}.json"
        write_json_atomic(saved, turn.log)
        self.window.show_message(tr("Saved the e-mail game as {path}").format(path=saved))
        self.continue_game(saved)
        return saved
