"""A challenge locked with a password typed into the real New e-mail game dialog, accepted by typing it
into the acceptance dialog (a wrong one keeps the dialog open and writes nothing), and the Play
menus: My e-mail games, Play > Resign… in the main window, Play > Hand over… in the test-run window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox

from core.pbem.turnfile import read_turn
from editor.pbem.dialogs import AcceptDialog, MessageDialog, NewGameDialog, OpponentTurnDialog, SentDialog
from tests.editor.pbem.test_pbem_windows import WAIT, Player, close_sent, duel, write_message
from tests.editor.testrun.conftest import bar_button
from tests.editor.testrun.modal import answer_box, answer_dialog, when_modal

OK = QDialogButtonBox.StandardButton.Ok


def _ok(dialog) -> None:  # type: ignore[no-untyped-def]
    dialog.findChild(QDialogButtonBox).button(OK).click()


def locked_challenge(allied: Player, password: str) -> Path:
    """Play > New e-mail game…, the password typed twice (a slip first: OK stays off)."""
    states: list = []

    def fill(dialog: NewGameDialog) -> None:
        dialog.side.setCurrentIndex(dialog.side.findData("allied"))
        QTest.keyClicks(dialog.password, password)
        QTest.keyClicks(dialog.repeat, password[:-1] + "x")
        states.append((dialog.findChild(QDialogButtonBox).button(OK).isEnabled(), dialog.mismatch.isVisible()))
        dialog.repeat.clear()
        QTest.keyClicks(dialog.repeat, password)
        states.append((dialog.findChild(QDialogButtonBox).button(OK).isEnabled(), dialog.mismatch.isVisible()))
        assert dialog.password.echoMode() == dialog.password.EchoMode.Password
        _ok(dialog)

    answer_dialog(NewGameDialog, fill)
    answer_dialog(SentDialog, close_sent)
    allied.action("pbem_new_action").trigger()
    assert states == [(False, True), (True, False)]
    return Path(QGuiApplication.clipboard().text())


def test_a_locked_challenge_is_accepted_only_with_its_password(qtbot, tmp_path) -> None:
    allied = Player(qtbot, tmp_path, "allied", duel())
    axis = Player(qtbot, tmp_path, "axis")
    challenge = locked_challenge(allied, "rhino 44")
    assert "lock" in read_turn(challenge).chain[0]
    tries: list = []

    def wrong_then_right(dialog: AcceptDialog) -> None:
        assert dialog.password.isVisible()
        QTest.keyClicks(dialog.password, "rhino 45")
        _ok(dialog)
        tries.append((dialog.isVisible(), dialog.wrong.text(), sorted(p.name for p in tmp_path.rglob("*"))))
        dialog.password.clear()
        QTest.keyClicks(dialog.password, "rhino 44")
        QTest.keyClicks(dialog.message, "Password accepted")
        _ok(dialog)

    before = sorted(p.name for p in tmp_path.rglob("*"))
    answer_dialog(AcceptDialog, wrong_then_right)
    answer_dialog(SentDialog, close_sent)
    axis.open(challenge)
    assert tries == [(True, "Wrong password: ask your opponent for the one they set.", before)]  # nothing written
    reply = read_turn(Path(QGuiApplication.clipboard().text()))
    assert reply.head["point"] == "accepted" and reply.head["message"] == "Password accepted" and "proof" in reply.head


def test_the_play_menus_open_my_games_hand_over_and_resign(qtbot, tmp_path) -> None:
    allied = Player(qtbot, tmp_path, "allied", duel())
    axis = Player(qtbot, tmp_path, "axis")
    challenge = locked_challenge(allied, "rhino 44")
    answer_dialog(AcceptDialog, lambda d: (QTest.keyClicks(d.password, "rhino 44"), _ok(d)))
    answer_dialog(SentDialog, close_sent)
    axis.open(challenge)
    accepted = Path(QGuiApplication.clipboard().text())
    play = allied.window.menuBar().findChild(QMenu, "play_menu")
    assert [a.objectName() for a in play.actions() if not a.isSeparator()] == \
        ["pbem_new_action", "pbem_open_action", "", "pbem_from_save_action", "pbem_to_save_action", "pbem_resign_action"]
    play.aboutToShow.emit()
    assert not allied.action("pbem_resign_action").isEnabled()  # no e-mail turn is being played
    answer_dialog(OpponentTurnDialog, lambda d: d.reject())  # a look at the acceptance: "My games" now says my turn
    allied.open(accepted)
    games = allied.window.findChild(QMenu, "pbem_games_menu")
    games.aboutToShow.emit()
    entry = games.actions()[0]
    assert entry.text() == "Mail duel (Your turn · you play Allied)"
    answer_dialog(OpponentTurnDialog, lambda d: d.accept())
    entry.trigger()  # Play > My e-mail games > Mail duel: the turn opens to play
    run = allied.window.testrun.run_window
    assert run is not None
    qtbot.addWidget(run)
    run_menu = run.menuBar().findChild(QMenu, "pbem_run_play_menu")
    hand_over, resign = run_menu.actions()
    assert not hand_over.isEnabled() and resign.isEnabled()
    cancelled: list = []
    when_modal(MessageDialog, lambda d: (cancelled.append(d.windowTitle()), d.reject()), tries=WAIT)
    for _ in range(40):  # End Move / End Phase to the hand-over point; its dialog cancelled once
        if hand_over.isEnabled():
            break
        for name in ("end_move_button", "end_phase_button"):
            button = bar_button(run, name)
            if button.isVisible() and button.isEnabled():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                break
    qtbot.waitUntil(lambda: cancelled == ["Hand over"], timeout=5000)
    assert hand_over.isEnabled() and hand_over.shortcut().toString() == "Ctrl+Return"
    play.aboutToShow.emit()
    assert allied.action("pbem_resign_action").isEnabled()
    answer_dialog(MessageDialog, write_message("Your move"))
    answer_dialog(SentDialog, close_sent)
    hand_over.trigger()  # Play > Hand over… writes the file the cancelled dialog would have
    turn = read_turn(Path(QGuiApplication.clipboard().text()))
    assert turn.head["by"] == "allied" and turn.head["message"] == "Your move" and "proof" in turn.head
    assert not hand_over.isEnabled() and not resign.isEnabled()
    play.aboutToShow.emit()
    assert not allied.action("pbem_resign_action").isEnabled()
    run.close()
    # the axis player resigns from the main window's Play menu while their turn is open
    answer_dialog(OpponentTurnDialog, lambda d: d.accept())
    axis.open(Path(QGuiApplication.clipboard().text()))
    axis_run = axis.window.testrun.run_window
    qtbot.addWidget(axis_run)
    axis.window.menuBar().findChild(QMenu, "play_menu").aboutToShow.emit()
    answer_box(QMessageBox.StandardButton.Yes)
    answer_dialog(MessageDialog, write_message("Well played"))
    answer_dialog(SentDialog, close_sent)
    axis.action("pbem_resign_action").trigger()
    last = read_turn(Path(QGuiApplication.clipboard().text()))
    assert last.head["point"] == "resigned" and last.head["by"] == "axis" and last.head["message"] == "Well played"
    axis_run.close()


def test_a_saved_game_becomes_an_e_mail_game_and_a_turn_file_a_hotseat_game(qtbot, tmp_path) -> None:
    """Play > E-mail game from a saved game… on a hotseat save, the opponent accepts, the challenger's
    turn is played; then Play > Continue a turn file hotseat… goes on with it in the test run."""
    import json

    from core.game.game import Game
    from core.game.record import log_of
    from core.placement import context_for
    from core.sides import Side
    from editor.testrun.setup import Mode
    from editor.testrun.start_dialog import StartDialog
    from tests.editor.conftest import BOARDS
    from tests.editor.pbem.test_pbem_windows import play_turn
    from tests.editor.testrun.modal import answer_file

    scenario = duel()
    game = Game(scenario, context=context_for(scenario, BOARDS))
    state = game.new_state(77)
    for _ in range(3):  # the first moves played at one table
        game.step(state, game.legal_actions(state)[0])
    save = tmp_path / "table.json"
    save.write_text(json.dumps(log_of(scenario, 77, (), state, BOARDS)))
    allied = Player(qtbot, tmp_path, "allied")
    axis = Player(qtbot, tmp_path, "axis")

    def fill(dialog: NewGameDialog) -> None:
        assert dialog.windowTitle() == "E-mail game from a saved game"
        dialog.side.setCurrentIndex(dialog.side.findData("allied"))
        QTest.keyClicks(dialog.message, "Let's finish it by mail")
        _ok(dialog)

    answer_file(save)
    answer_dialog(NewGameDialog, fill)
    answer_dialog(SentDialog, close_sent)
    allied.action("pbem_from_save_action").trigger()
    challenge = read_turn(Path(QGuiApplication.clipboard().text()))
    assert challenge.chain[0]["past"] == "hotseat" and challenge.log["actions"] == state.log
    answer_dialog(MessageDialog, write_message("Fine"))
    answer_dialog(SentDialog, close_sent)
    axis.open(Path(QGuiApplication.clipboard().text()))
    accepted = Path(QGuiApplication.clipboard().text())
    story: list = []
    answer_dialog(OpponentTurnDialog, lambda d: (story.append(d.shown()), d.reject()))
    allied.open(accepted)
    assert "The first 3 actions were played hotseat before this e-mail game" in story[0]
    reply = play_turn(qtbot, allied, accepted, "My move")
    log = read_turn(reply).log
    assert log["fresh_dice"]["from"] == 3 and log["seed"] == 77 and log["actions"][:3] == state.log

    def hotseat(dialog: StartDialog) -> None:
        dialog.mode_buttons[Mode.HOTSEAT].click()
        _ok(dialog)

    answer_file(reply)
    answer_dialog(StartDialog, hotseat)
    axis.action("pbem_to_save_action").trigger()
    run = axis.window.testrun.run_window
    assert run is not None
    qtbot.addWidget(run)
    assert run.state.log == log["actions"] and run.state.dice.fresh_from == 3
    assert run.to_act() is Side(read_turn(reply).head["next"])
    assert (axis.window.folders.saves / "Mail duel from e-mail.json").is_file()
    run.close()
