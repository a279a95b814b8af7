"""Every entry of the Play menus with an e-mail game under way, through Qt (tests/editor/clicking.py).

The main window's click walk (tests/editor/window/test_click_main_window.py) meets the Play menu in
a fresh user folder, where My e-mail games holds no game and Resign… is off. Here the player has a
game: each Play entry of the main window is triggered with the real dialogs answered (the game of
My e-mail games, Open turn file… on the opponent's file), then the e-mail turn's test-run window
is walked, its Play menu and its Hand over…/Resign… buttons with the rest, and Play > Resign… of
the main window is triggered while that turn is open.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QCursor, QDesktopServices
from PySide6.QtWidgets import QMainWindow, QMenu

from core.pbem.ledger import Ledger
from core.pbem.protocol import accept, deliver, new_game
from core.pbem.turnfile import read_turn
from core.sides import Side
from core.userdirs import UserFolders
from editor.window.main_window import MainWindow
from tests.editor.clicking import OFFSCREEN_NOTES, Clicker, ModalAnswerer, action_key, menu_actions, walk_window
from tests.editor.conftest import BOARDS, TINY
from tests.editor.pbem.test_pbem_windows import duel
from tests.editor.testrun.test_click_testrun import EXCLUDED


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore(*OFFSCREEN_NOTES)
def test_every_play_entry_with_an_e_mail_game_under_way(qtbot, tmp_path, monkeypatch, capfd):
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: isinstance(url, QUrl))  # no file manager in CI
    folders = {side: UserFolders(tmp_path / f"{side}-user") for side in ("allied", "axis")}
    scenario, boards = duel(), {TINY.number: TINY}  # a squad a side on a tiny board: quick to play and show
    games = []
    for name in ("a", "b"):  # two games: one resigned from the main window, one walked in its run window
        first, record = new_game(scenario, boards, Side.ALLIED, Ledger(folders["allied"]), message="Hi")
        deliver(Ledger(folders["allied"]), record, first, tmp_path / f"challenge-{name}.vvsturn")
        reply, record = accept(read_turn(tmp_path / f"challenge-{name}.vvsturn"), Ledger(folders["axis"]), "Yes")
        deliver(Ledger(folders["axis"]), record, reply, tmp_path / f"accepted-{name}.vvsturn")
        games.append(f"pbem_game_{first.game[:8]}")
    QCursor.setPos(0, 0)
    window = MainWindow(folders["allied"], boards=BOARDS)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    save = tmp_path / "saved.json"
    save.write_text(json.dumps(read_turn(tmp_path / "accepted-a.vvsturn").log))  # an e-mail game's log is a saved game
    answerer = ModalAnswerer(tmp_path, {"Open turn file": tmp_path / "accepted-a.vvsturn",
                                        "E-mail game from a saved game": save,
                                        "Continue a turn file hotseat": tmp_path / "accepted-b.vvsturn"})
    clicker = Clicker(qtbot, answerer, window)
    play = window.menuBar().findChild(QMenu, "play_menu")
    entries = {action_key(a): a for a in menu_actions(window) if a in play.actions() + window.pbem.menu.games.actions()}
    assert set(entries) == {"pbem_new_action", "pbem_open_action", "pbem_resign_action", "pbem_from_save_action",
                            "pbem_to_save_action", *games}
    answerer.start()
    try:
        for game in games:  # sent, not answered yet: each shown again to send
            clicker.trigger(entries[game])
        clicker.trigger(entries["pbem_new_action"])  # no scenario open: says so
        clicker.trigger(entries["pbem_from_save_action"])  # the challenge dialog walked: a challenge written
        clicker.trigger(entries["pbem_to_save_action"])  # kept in Saves, who plays asked, the run opened (and closed)
        assert not entries["pbem_resign_action"].isEnabled()
        run = _open(qtbot, window, entries["pbem_open_action"], answerer)
        play.aboutToShow.emit()
        assert entries["pbem_resign_action"].isEnabled()
        clicker.trigger(entries["pbem_resign_action"])  # Yes, a last message, the file written
        assert not entries["pbem_resign_action"].isEnabled()
        run.close()
        answerer.open_files["Open turn file"] = tmp_path / "accepted-b.vvsturn"
        run = _open(qtbot, window, entries["pbem_open_action"], answerer)
        run_entries = [action_key(a) for a in menu_actions(run) if action_key(a).startswith("pbem_")]
        assert sorted(run_entries) == ["pbem_hand_over_action", "pbem_run_resign_action"]

        def ready(_run: QMainWindow) -> None:
            qtbot.waitUntil(lambda: not answerer.busy(), timeout=30_000)

        walk_window(Clicker(qtbot, answerer, run), run, ready, EXCLUDED, limit=40)
    finally:
        answerer.stop()
    log = "\n".join(answerer.log)
    for done in (*games, "action pbem_new_action", "action pbem_resign_action", "action pbem_run_resign_action",
                 "file dialog “E-mail game from a saved game” -> saved.json", "NewGameDialog:pbem_new_dialog: Write the challenge",
                 "file dialog “Continue a turn file hotseat” -> accepted-b.vvsturn", "StartDialog:testrun_start_dialog"):
        assert done in log, (done, answerer.log)
    assert log.count("Write the file") == 2 and log.count("Play my turn") == 2  # two resignations written
    assert not answerer.errors and not answerer.unclicked(), (answerer.errors, answerer.unclicked())
    run.close()
    assert capfd.readouterr().err == ""


def _open(qtbot, window: MainWindow, action, answerer: ModalAnswerer) -> QMainWindow:  # type: ignore[no-untyped-def]
    """Play > Open turn file… on the opponent's file: their turn told, then "Play my turn" (the run
    window stays open: the Clicker would close a window it did not expect)."""
    before = window.testrun.run_window
    action.trigger()
    qtbot.waitUntil(lambda: window.testrun.run_window not in (None, before) and not answerer.busy(), timeout=30_000)
    run = window.testrun.run_window
    assert run is not None and run.isVisible()
    qtbot.addWidget(run)
    return run
