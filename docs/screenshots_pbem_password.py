"""Grab the e-mail game's password and Play menu offscreen into docs/screenshots/
(run: python3 docs/screenshots_pbem_password.py):

- pbem-password.png: Play > New e-mail game… with a password typed twice (never shown);
- pbem-accept-password.png: a locked challenge opened by the opponent, a wrong password tried;
- pbem-play-menu.png: the main window's Play menu, My e-mail games open on the player's games.

A menu is a popup window of its own: it is drawn onto the window's picture where it opens.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "hedgerow-duel.json"


def main() -> list[Path]:
    from PySide6.QtCore import QPoint, QTimer
    from PySide6.QtGui import QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu

    from core.commands.play import load_scenario
    from core.pbem.ledger import Ledger
    from core.pbem.protocol import accept, deliver, new_game, receive
    from core.pbem.turnfile import read_turn
    from core.sides import Side
    from core.userdirs import UserFolders
    from editor.files.packages import open_document
    from editor.pbem.dialogs import AcceptDialog, NewGameDialog
    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    root = Path(tempfile.mkdtemp(prefix="vvs-pbem-password-"))
    allied, axis = Ledger(UserFolders(root / "allied")), Ledger(UserFolders(root / "axis"))
    for sample, title in ((SAMPLE, "Hedgerow Duel at Le Mesnil"), (SAMPLE.parent / "saint-aubin-crossroads.json", "other")):
        scenario, boards = load_scenario(sample)
        first, record = new_game(scenario, boards, Side.ALLIED, allied, message="Hi", password="rhino 44")
        deliver(allied, record, first, root / f"{title}.vvsturn")
    reply, record = accept(read_turn(root / "Hedgerow Duel at Le Mesnil.vvsturn"), axis, "Yes", password="rhino 44")
    deliver(axis, record, reply, root / "accepted.vvsturn")
    OUT.mkdir(parents=True, exist_ok=True)
    shots = [OUT / "pbem-password.png", OUT / "pbem-accept-password.png", OUT / "pbem-play-menu.png"]

    window = MainWindow(UserFolders(root / "allied"))
    window.resize(1280, 800)
    window.show()
    window.show_document(open_document(SAMPLE, {}))
    QTest.qWait(300)

    def new_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(50, new_dialog)
            return
        dialog.message.setPlainText("Shall we? The password is the one we agreed on the phone.")
        QTest.keyClicks(dialog.password, "rhino 44")
        QTest.keyClicks(dialog.repeat, "rhino 44")
        QTest.qWait(100)
        dialog.grab().save(str(shots[0]))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, new_dialog)
    window.pbem.new_action.trigger()

    opponent = MainWindow(UserFolders(root / "axis-2"))
    opponent.resize(1280, 800)
    opponent.show()

    def accept_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, AcceptDialog):
            QTimer.singleShot(50, accept_dialog)
            return
        QTest.keyClicks(dialog.message, "Accepted, good luck!")
        QTest.keyClicks(dialog.password, "rhino 45")
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        QTest.qWait(100)
        dialog.grab().save(str(shots[1]))
        dialog.reject()

    QTimer.singleShot(0, accept_dialog)
    opponent.pbem.open_turn(root / "Hedgerow Duel at Le Mesnil.vvsturn")
    opponent.close()

    receive(root / "accepted.vvsturn", window.pbem.ledger)  # the acceptance came: your turn
    bar = window.menuBar()
    play = bar.findChild(QMenu, "play_menu")
    games = window.findChild(QMenu, "pbem_games_menu")
    picture = window.grab()
    at = bar.actionGeometry(play.menuAction()).bottomLeft()
    play.popup(bar.mapToGlobal(at))
    QTest.qWait(150)
    games_at = play.actionGeometry(games.menuAction())
    play.setActiveAction(games.menuAction())
    games.popup(QPoint(play.geometry().right() + 1, play.mapToGlobal(games_at.topLeft()).y()))  # beside, as Qt opens it
    QTest.qWait(150)
    painter = QPainter(picture)
    painter.drawPixmap(window.mapFromGlobal(play.pos()), play.grab())
    # beside its entry, as on a real screen (the offscreen screen is smaller than the window: Qt clamps the popup)
    painter.drawPixmap(window.mapFromGlobal(play.pos()) + QPoint(play.width() - 2, games_at.top() - 4), games.grab())
    painter.end()
    games.hide()
    play.hide()
    picture.copy(0, 0, min(picture.width(), 1280), 300).save(str(shots[2]))
    window.document.undo_stack.setClean() if window.document else None
    window.close()
    del app
    return shots


if __name__ == "__main__":
    for shot in main():
        print(shot)
