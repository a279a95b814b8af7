"""Grab an e-mail game offscreen into docs/screenshots/ (run: python3 docs/screenshots_pbem.py):

- pbem-my-games.png: the start page's "My e-mail games" of the Allied player, a turn waiting;
- pbem-opponent-turn.png: the received file: who handed over, where, the message, their turn in words;
- pbem-replay.png: the opponent's segment replayed step by step on the map;
- pbem-hand-over.png: the hand-over point reached, the message being written;
- pbem-sent.png: the reply in the Outbox, with Open folder and Copy path.

Two user folders play Hedgerow duel by turn files (the computer plays both players' first
turns), then the Allied player opens the Axis reply in the editor as a person would.
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
SIZE = (1600, 960)


def exchange(root: Path) -> Path:
    """Challenge, acceptance and turns until the Allied player receives an Axis turn with moves."""
    from core.ai.specs import player_from_spec
    from core.commands.play import load_scenario
    from core.pbem.ledger import Ledger
    from core.pbem.protocol import accept, deliver, new_game, play_turn
    from core.pbem.turnfile import read_turn
    from core.sides import Side
    from core.userdirs import UserFolders

    ledgers = {side: Ledger(UserFolders(root / side)) for side in ("allied", "axis")}
    scenario, boards = load_scenario(SAMPLE)
    first, record = new_game(scenario, boards, Side.ALLIED, ledgers["allied"], message="Shall we, Hans?")
    path = root / "000.vvsturn"
    deliver(ledgers["allied"], record, first, path)
    reply, record = accept(read_turn(path), ledgers["axis"], "With pleasure. The hedges are mine.")
    path = root / "001.vvsturn"
    deliver(ledgers["axis"], record, reply, path)
    messages = {"allied": "Moving up along the lane.", "axis": "Your lead squad walked into my MG. Your move!"}
    for number in range(2, 40):
        head = read_turn(path).head
        if head["by"] == "axis" and head["point"] == "end_of_move_phase" and head["to"] - head["from"] > 6:
            break
        side = head["next"]
        out = root / f"{number:03d}.vvsturn"
        play_turn(path, ledgers[side], player_from_spec("ai:normal", number), messages[side], out)
        path = out
    return path


def main() -> list[Path]:
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.ai.specs import player_from_spec
    from core.pbem.protocol import receive
    from core.userdirs import UserFolders
    from editor.pbem.dialogs import MessageDialog, OpponentTurnDialog, SentDialog
    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    root = Path(tempfile.mkdtemp(prefix="vvs-pbem-shot-"))
    received = exchange(root)
    os.environ["VVS_USER_DIR"] = str(root / "allied")
    window = MainWindow(UserFolders.default())
    receive(received, window.pbem.ledger)  # the file came yesterday: My games knows it waits
    window.start_page.refresh()
    window.resize(*SIZE)
    window.show()
    QTest.qWait(300)
    OUT.mkdir(parents=True, exist_ok=True)
    shots = [OUT / name for name in ("pbem-my-games.png", "pbem-opponent-turn.png", "pbem-replay.png",
                                     "pbem-hand-over.png", "pbem-sent.png")]
    window.grab().save(str(shots[0]))

    def when(kind: type, then, tries: int = 2000) -> None:  # type: ignore[no-untyped-def]
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind) and widget.isVisible():
            QTest.qWait(200)
            then(widget)
        elif tries:
            QTimer.singleShot(10, lambda: when(kind, then, tries - 1))

    def story(dialog: OpponentTurnDialog) -> None:
        dialog.grab().save(str(shots[1]))
        dialog.accept()

    QTimer.singleShot(0, lambda: when(OpponentTurnDialog, story))
    run = window.pbem.open_turn(received)
    run.resize(*SIZE)
    app.processEvents()
    run.view.fit()
    QTest.qWait(400)
    run.replay.bar.start.click()
    for _ in range(min(5, len(run.replay.steps))):
        run.replay.bar.next.click()
    QTest.qWait(400)
    run.grab().save(str(shots[2]))
    run.replay.bar.done.click()

    def message(dialog: MessageDialog) -> None:
        dialog.message.setPlainText("Your MG cost me a squad. My Shermans are coming round the orchard.")
        QTest.qWait(200)
        dialog.grab().save(str(shots[3]))
        QTimer.singleShot(0, lambda: when(SentDialog, sent))
        dialog.accept()

    def sent(dialog: SentDialog) -> None:
        dialog.grab().save(str(shots[4]))
        dialog.accept()

    QTimer.singleShot(0, lambda: when(MessageDialog, message))
    player = player_from_spec("ai:normal", 5)
    turn = window.pbem.turn
    while not turn.at_hand_over:
        run.act(player.choose(run.game, run.state.clone(history=False), run.legal), None)
        app.processEvents()
    QTest.qWait(1500)
    run.close()
    window.close()
    return shots


if __name__ == "__main__":
    for shot in main():
        print(shot)
