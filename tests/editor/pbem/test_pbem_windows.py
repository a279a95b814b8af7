"""An e-mail game played through the windows' own widgets by two players with two user folders:
Play > New e-mail game…, Play > Open turn file… (accepting, then each turn), the hand-over
message, the Outbox with Open folder and Copy path, the final file, resigning, a tampered file."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox

from core.documents.sources import boards_beside
from core.pbem.turnfile import read_turn
from core.resources import maps_dir
from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.pbem.dialogs import MessageDialog, NewGameDialog, OpponentTurnDialog, SentDialog
from editor.testrun.victory import VictoryDialog
from editor.window.main_window import MainWindow
from tests.editor.conftest import BOARDS, TINY, FakePrompts
from tests.editor.testrun.conftest import bar_button
from tests.editor.testrun.modal import answer_box, answer_dialog, answer_file, when_modal

SAMPLE_BOARDS = {**BOARDS, **boards_beside(maps_dir() / "scenarios" / "any.json")}
"""The test board and the boards kept beside the samples (the desert sample's board 6)."""

STORIES: list[str] = []  # the opponent's turn as each file was told
REPLAYED: list[int] = []  # the opponent's segments replayed step by step
WAIT = 3000  # polls of 10 ms: a dialog may come after a whole turn of clicks


def duel() -> Scenario:
    """A rifle squad a side on the tiny board (a custom board, number 7), two turns, fog of war."""
    return Scenario(title="Mail duel", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=2,
                    fog_of_war=True,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),)),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),)),)))


class Player:
    """One person: a main window on a user folder of their own."""

    def __init__(self, qtbot, root: Path, side: str, scenario: Scenario | None = None) -> None:  # type: ignore[no-untyped-def]
        QCursor.setPos(0, 0)
        self.qtbot, self.side = qtbot, side
        self.window = MainWindow(UserFolders(root / f"{side}-user"), boards=SAMPLE_BOARDS, prompts=FakePrompts())
        qtbot.addWidget(self.window)
        self.window.resize(1200, 800)
        self.window.show()
        qtbot.waitExposed(self.window)
        if scenario is not None:
            self.window.set_document(ScenarioDocument(scenario, None, SAMPLE_BOARDS))
        self.opened: list = []
        self.window.pbem.open_url = lambda url: self.opened.append(url.toLocalFile()) or True

    def action(self, name: str):  # type: ignore[no-untyped-def]
        menu = self.window.menuBar().findChild(QMenu, "play_menu")
        return next(a for a in menu.actions() if a.objectName() == name)

    def open(self, path: Path) -> None:
        answer_file(path)
        self.action("pbem_open_action").trigger()


def close_sent(dialog: SentDialog) -> None:
    dialog.open_folder.click()
    dialog.copy_path.click()
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close).click()


def write_message(text: str):  # type: ignore[no-untyped-def]
    def fill(dialog: MessageDialog) -> None:
        QTest.keyClicks(dialog.message, text)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    return fill


def challenge(qtbot, allied: Player) -> Path:  # type: ignore[no-untyped-def]
    def fill(dialog: NewGameDialog) -> None:
        dialog.side.setCurrentIndex(dialog.side.findData("allied"))
        dialog.fog.setChecked(True)
        dialog.message.setPlainText("Shall we?")
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_dialog(NewGameDialog, fill)
    answer_dialog(SentDialog, close_sent)
    allied.action("pbem_new_action").trigger()
    path = Path(QGuiApplication.clipboard().text())
    assert path.parent == allied.window.pbem.ledger.outbox and path.suffix == ".vvsturn"
    assert allied.opened == [str(path.parent)]
    return path


def accept(axis: Player, path: Path) -> Path:
    answer_dialog(MessageDialog, write_message("With pleasure"))
    answer_dialog(SentDialog, close_sent)
    axis.open(path)
    return Path(QGuiApplication.clipboard().text())


def play_turn(qtbot, player: Player, path: Path, message: str) -> Path:  # type: ignore[no-untyped-def]
    """Open the file, read the opponent's turn, play by End Move / End Phase to the hand-over, send."""
    seen: list = []
    when_story: list = []
    answer_dialog(OpponentTurnDialog, lambda d: (when_story.append(d.shown()), d.accept()))
    player.open(path)
    run = player.window.testrun.run_window
    assert run is not None and when_story
    STORIES.append(when_story[0])
    qtbot.addWidget(run)
    if run.replay.bar.start.isVisible():  # the opponent's part, step by step on the map
        qtbot.mouseClick(run.replay.bar.start, Qt.MouseButton.LeftButton)
        assert run.replay.replaying and "Replay of the opponent's segment" in run.header.text()
        for _ in range(len(run.replay.steps) + 1):
            qtbot.mouseClick(run.replay.bar.next, Qt.MouseButton.LeftButton)
        assert not run.replay.replaying
        REPLAYED.append(len(run.replay.steps))
    when_modal(MessageDialog, write_message(message), seen, tries=WAIT)
    when_modal(SentDialog, close_sent, seen, tries=WAIT)
    for _ in range(300):
        if len(seen) == 2:
            break
        for name in ("end_move_button", "end_phase_button"):
            button = bar_button(run, name)
            if button.isVisible() and button.isEnabled():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                break
        else:
            qtbot.wait(20)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)
    reply = Path(QGuiApplication.clipboard().text())
    assert run.victory_dialog is not None or not bar_button(run, "end_phase_button").isEnabled() \
        or not bar_button(run, "end_phase_button").isVisible()
    if run.victory_dialog is not None:
        run.victory_dialog.close()
    run.close()
    return reply


def sample(name: str) -> Scenario:
    from core.resources import maps_dir
    from core.scenario.io import load

    return duel() if name == "duel" else load(maps_dir() / "scenarios" / name)


@pytest.mark.parametrize("name", ["duel", pytest.param("hedgerow-duel.json", marks=pytest.mark.heavy),
                                  pytest.param("breakout-cote-112.json", marks=pytest.mark.heavy),
                                  pytest.param("saint-aubin-crossroads.json", marks=pytest.mark.heavy),
                                  pytest.param("ford-at-le-gue.json", marks=pytest.mark.heavy),
                                  pytest.param("caves-of-ras-el-kebir.json", marks=pytest.mark.heavy),
                                  pytest.param("palms-of-red-beach.json", marks=pytest.mark.heavy)])
def test_two_players_play_a_whole_e_mail_game_through_the_windows(qtbot, tmp_path, name) -> None:
    REPLAYED.clear()
    STORIES.clear()
    allied = Player(qtbot, tmp_path, "allied", sample(name))
    axis = Player(qtbot, tmp_path, "axis")
    path = accept(axis, challenge(qtbot, allied))
    assert read_turn(path).head["point"] == "accepted" and read_turn(path).head["message"] == "With pleasure"
    players = {"allied": allied, "axis": axis}
    for number in range(200):
        head = read_turn(path).head
        if head["next"] is None:
            break
        path = play_turn(qtbot, players[head["next"]], path, f"Message {number}")
        assert read_turn(path).head["message"] == f"Message {number}"
    assert REPLAYED and all(REPLAYED)
    assert all("handed over by" in story and "Message: Message" in story for story in STORIES[1:])
    assert any("Turn 2 begins" in story for story in STORIES)  # their part, worded as the event log words it
    last = read_turn(path)
    assert last.head["point"] == "game_over" and last.log["result"] is not None
    points = [link["point"] for link in last.chain]
    assert points[:2] == ["challenge", "accepted"] and len(points) >= 6 and "end_of_segment" in points
    assert all(link["opened"] == 1 for link in last.chain[2:])  # each file opened once to play
    if name == "duel":  # fog of war, on a custom board
        assert last.log["scenario"]["fog_of_war"] is True and "board-07" in last.log["boards"]
    loser = players["axis" if last.head["by"] == "allied" else "allied"]
    story: list = []
    victory: list = []
    answer_dialog(OpponentTurnDialog, lambda d: (story.append(d.shown()), d.reject()))
    when_modal(VictoryDialog, lambda d: (victory.append(d.headline), d.accept()), tries=WAIT)
    loser.open(path)
    assert story and story[0].startswith("The game is over") and f"Message: {last.head['message']}" in story[0]
    assert victory and (victory[0].endswith("wins") or victory[0] == "A draw")


def test_resigning_and_a_tampered_file(qtbot, tmp_path) -> None:
    allied = Player(qtbot, tmp_path, "allied", duel())
    axis = Player(qtbot, tmp_path, "axis")
    path = accept(axis, challenge(qtbot, allied))
    forged = tmp_path / "forged.vvsturn"
    with zipfile.ZipFile(path) as archive:
        files = {name: json.loads(archive.read(name)) for name in archive.namelist()}
    files["turn.json"]["chain"][1]["message"] = "Changed"
    with zipfile.ZipFile(forged, "w") as archive:
        for name, value in files.items():
            archive.writestr(name, json.dumps(value))
    before = sorted(p.name for p in tmp_path.rglob("*"))
    allied.open(forged)
    errors = allied.window.prompts.errors
    assert len(errors) == 1 and "hand-over 2 was changed" in errors[0] and "\n" not in errors[0]
    assert sorted(p.name for p in tmp_path.rglob("*")) == before
    answer_dialog(OpponentTurnDialog, lambda d: d.accept())
    allied.open(path)
    run = allied.window.testrun.run_window
    qtbot.addWidget(run)
    resign = run.statusBar().findChild(type(bar_button(run, "end_phase_button")), "pbem_resign")
    answer_box(QMessageBox.StandardButton.Yes)
    answer_dialog(MessageDialog, write_message("Well played"))
    answer_dialog(SentDialog, close_sent)
    qtbot.mouseClick(resign, Qt.MouseButton.LeftButton)
    reply = read_turn(Path(QGuiApplication.clipboard().text()))
    assert reply.head["point"] == "resigned" and reply.head["message"] == "Well played" and reply.head["next"] is None
    run.close()


def double_click_game(qtbot, player: Player, row: int = 0) -> None:  # type: ignore[no-untyped-def]
    """A real double click on a game of the start page's list (Enter where the click is not delivered)."""
    player.window.activateWindow()
    qtbot.waitUntil(player.window.isActiveWindow)
    games = player.window.start_page.my_games.list
    activated: list = []
    games.itemActivated.connect(activated.append)
    games.scrollToItem(games.item(row))
    qtbot.waitUntil(lambda: games.visualItemRect(games.item(row)).height() > 0)  # laid out after a refresh
    qtbot.mouseDClick(games.viewport(), Qt.MouseButton.LeftButton, pos=games.visualItemRect(games.item(row)).center())
    if not activated:
        games.setCurrentRow(row)
        qtbot.keyClick(games, Qt.Key.Key_Return)
    games.itemActivated.disconnect(activated.append)


def test_my_games_on_the_start_page_say_whose_turn_it_is_and_open_the_game(qtbot, tmp_path) -> None:
    allied = Player(qtbot, tmp_path, "allied", duel())
    axis = Player(qtbot, tmp_path, "axis")
    games = {name: player.window.start_page.my_games.list for name, player in (("allied", allied), ("axis", axis))}
    assert games["axis"].item(0).text().startswith("No e-mail games yet")
    accepted = accept(axis, challenge(qtbot, allied))
    assert games["allied"].item(0).text() == "Mail duel\nWaiting for your opponent · you play Allied"
    assert games["axis"].item(0).text() == "Mail duel\nWaiting for your opponent · you play Axis"
    answer_dialog(SentDialog, close_sent)
    double_click_game(qtbot, axis)  # the file sent, shown again to send it
    assert Path(QGuiApplication.clipboard().text()) == accepted
    allied.window.close()
    allied = Player(qtbot, tmp_path, "allied")  # the next day: the program started again, on its start page
    games["allied"] = allied.window.start_page.my_games.list
    assert games["allied"].item(0).text() == "Mail duel\nWaiting for your opponent · you play Allied"
    answer_dialog(OpponentTurnDialog, lambda d: d.reject())  # a look, not played yet
    allied.open(accepted)
    assert games["allied"].item(0).text() == "Mail duel\nYour turn · you play Allied"
    story: list = []
    answer_dialog(OpponentTurnDialog, lambda d: (story.append(d.shown()), d.accept()))
    double_click_game(qtbot, allied)
    assert story and "Message: With pleasure" in story[0]
    run = allied.window.testrun.run_window
    assert run is not None and run.human_to_act()
    qtbot.addWidget(run)
    run.close()


def test_vvs_edit_on_a_turn_file_opens_it(qtbot, tmp_path, monkeypatch) -> None:
    """`vvs edit FILE.vvsturn` (a double click on the file, where the system knows the program): the
    challenge is offered for acceptance in the editor that starts."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from editor.app import run_editor

    allied = Player(qtbot, tmp_path, "allied", duel())
    path = challenge(qtbot, allied)
    allied.window.close()
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "axis-user"))
    asked: list = []

    def answer(dialog: MessageDialog) -> None:
        asked.append(dialog.windowTitle())
        dialog.reject()
        for window in [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]:
            window.close()
        QTimer.singleShot(0, QApplication.quit)  # from the main loop, once the dialog's own loop is left

    when_modal(MessageDialog, answer, tries=WAIT)
    assert run_editor(str(path)) == 0
    assert asked == ["Accept the challenge"]


def test_a_turn_file_dropped_onto_the_window_opens(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    allied = Player(qtbot, tmp_path, "allied", duel())
    axis = Player(qtbot, tmp_path, "axis")
    path = challenge(qtbot, allied)
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    target = axis.window
    point = target.rect().center()
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted()
    asked: list = []
    answer_dialog(MessageDialog, lambda d: (asked.append(d.windowTitle()), d.reject()))
    drop = QDropEvent(QPointF(point), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)
    qtbot.waitUntil(lambda: asked == ["Accept the challenge"], timeout=5000)
    other = QMimeData()
    other.setUrls([QUrl.fromLocalFile(str(tmp_path / "notes.txt"))])
    refused = QDragEnterEvent(point, Qt.DropAction.CopyAction, other, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, refused)
    assert not refused.isAccepted()


def test_an_e_mail_game_goes_on_as_a_hotseat_game(qtbot, tmp_path, capsys) -> None:
    """The game log inside a turn file (`vvs pbem log`) is a saved game: File > Continue a saved game
    opens it where it stands, with its bound dice, and it plays on."""
    from core.sides import Side
    from editor.cli import main
    from editor.testrun.setup import Mode
    from editor.testrun.start_dialog import StartDialog

    allied = Player(qtbot, tmp_path, "allied", duel())
    axis = Player(qtbot, tmp_path, "axis")
    path = play_turn(qtbot, allied, accept(axis, challenge(qtbot, allied)), "Over to you")
    log = tmp_path / "hotseat.json"
    assert main(["pbem", "log", str(path), "-o", str(log)]) == 0
    played = read_turn(path).log["actions"]

    def hotseat(dialog: StartDialog) -> None:
        dialog.mode_buttons[Mode.HOTSEAT].click()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_file(log)
    answer_dialog(StartDialog, hotseat)  # a log without seats asks who plays
    menu = axis.window.menuBar().findChild(QMenu, "file_menu")
    next(a for a in menu.actions() if a.objectName() == "continue_game_action").trigger()
    run = axis.window.testrun.run_window
    assert run is not None
    qtbot.addWidget(run)
    assert run.state.log == played and run.state.dice.bound and run.to_act() is Side.AXIS
    if run.handover.button.isVisible():  # hotseat under fog: the Axis player takes the screen
        qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    for name in ("end_move_button", "end_phase_button"):
        button = bar_button(run, name)
        if button.isVisible() and button.isEnabled():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            break
    assert len(run.state.log) == len(played) + 1
    run.close()
