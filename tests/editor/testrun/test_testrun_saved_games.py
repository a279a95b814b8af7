"""Saved games, the way a player uses them: every mode started from the real start dialog (Ctrl+T),
played through the window's widgets, saved (Ctrl+S and the real file dialog), left, continued
(File > Continue a saved game… or the start page) with the same seats, and finished."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox

from core.game.game import Game
from core.game.record import compare, replay
from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side
from editor.testrun.setup import Mode, RunSetup
from editor.testrun.start_dialog import StartDialog
from tests.editor.conftest import TINY
from tests.editor.testrun.conftest import bar_button, finish_by_buttons, shown_run
from tests.editor.testrun.modal import answer_box, answer_dialog, answer_file


def skirmish() -> Scenario:
    """Two squads a side on the tiny board, three turns: a game of a few seconds."""
    return Scenario(title="Tiny skirmish", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=3,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),)),
                                                   Stack("b7:A3", (Unit("a2", "us.rifle_squad"),)))),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),)),
                                                  Stack("b7:E3", (Unit("g2", "ger.rifle_squad"),)))))


def start_in_dialog(qtbot, window, mode: Mode, human: Side = Side.ALLIED, level: str = "easy", seed: int = 11,
                    fog: bool = False):
    """Ctrl+T in the editor, the start dialog's widgets filled, Start clicked: the run window."""

    def fill(dialog: StartDialog) -> None:
        dialog.mode_buttons[mode].click()
        dialog.side.setCurrentIndex(dialog.side.findData(human.value))
        dialog.level.setCurrentIndex(dialog.level.findData(level))
        dialog.seed.setValue(seed)
        dialog.fog.setChecked(fog)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_dialog(StartDialog, fill)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    return shown_run(qtbot, window)


def end_phases_until(qtbot, run, turn: int) -> None:
    """The person's End Move / End Phase buttons (the computer playing its own turns) until `turn` starts."""
    for _ in range(400):
        qtbot.waitUntil(lambda: run.human_to_act() or run.state.is_over or run.state.turn >= turn, timeout=30_000)
        if run.state.turn >= turn or run.state.is_over:
            break
        for name in ("end_move_button", "end_phase_button"):
            if bar_button(run, name).isVisible():
                qtbot.mouseClick(bar_button(run, name), Qt.MouseButton.LeftButton)
                break
    assert run.state.turn >= turn and not run.state.is_over


def save_with_ctrl_s(qtbot, run, path: Path) -> None:
    answer_file(path)
    qtbot.keyClick(run, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert path.exists()


def file_menu_action(window, name: str, menu_name: str = "file_menu"):
    menu = window.menuBar().findChild(QMenu, menu_name)
    return next(a for a in menu.actions() if a.objectName() == name)


def continue_from_menu(qtbot, window, path: Path):
    answer_file(path)
    file_menu_action(window, "continue_game_action").trigger()
    return shown_run(qtbot, window)


def seats(setup: RunSetup) -> tuple:
    return setup.mode, setup.human if setup.mode is Mode.AGAINST_COMPUTER else None, setup.level, setup.seed, setup.fog_of_war


def test_hotseat_saved_left_continued_and_finished(qtbot, make_window, tmp_path):
    window = make_window(skirmish())
    run = start_in_dialog(qtbot, window, Mode.HOTSEAT)
    end_phases_until(qtbot, run, turn=2)
    played = list(run.state.log)
    path = tmp_path / "hotseat.json"
    save_with_ctrl_s(qtbot, run, path)
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)  # just saved: nothing to ask
    assert window.testrun.run_window is None

    again = continue_from_menu(qtbot, window, path)
    assert again.state.log == played and again.state.turn == 2 and seats(again.setup) == seats(run.setup)
    assert again.human_to_act() and bar_button(again, "end_phase_button").isVisible()
    finish_by_buttons(qtbot, again)
    assert again.victory_dialog.isVisible()
    answer_file(tmp_path / "finished.json")
    file_menu_action(again, "save_game_action", "testrun_file_menu").trigger()
    log = json.loads((tmp_path / "finished.json").read_text())
    assert log["seats"]["mode"] == "hotseat" and compare(replay(log), log).same  # what `vvs replay` checks


def test_against_the_computer_with_fog_goes_on_from_its_autosave_on_the_start_page(qtbot, make_window):
    window = make_window(skirmish())
    run = start_in_dialog(qtbot, window, Mode.AGAINST_COMPUTER, human=Side.AXIS, level="normal", fog=True)
    assert set(run.players) == {Side.ALLIED} and run.setup.human is Side.AXIS
    end_phases_until(qtbot, run, turn=2)
    folder = window.folders.saves / "Autosave" / "Tiny skirmish"
    qtbot.waitUntil(lambda: len(list(folder.glob("*.json"))) == 2)  # written on a thread
    autosaves = sorted(folder.glob("*.json"))
    first = Side(run.game.scenario.first_player)
    assert [p.name for p in autosaves] == [f"0001 turn 1 {first.other.value}.json", f"0002 turn 2 {first.value}.json"]
    newest = autosaves[-1]
    saved = json.loads(newest.read_text())
    assert saved["seats"] == {"mode": "against_computer", "human": "axis", "level": "normal", "personality": "balanced"}
    assert saved["scenario"]["fog_of_war"] is True
    answer_box(QMessageBox.StandardButton.Discard)  # played on since: Back asks
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)
    assert window.testrun.run_window is None
    window.menu_actions.close.trigger()
    page = window.start_page
    assert page.isVisible()
    listed = page.saved_games.list
    assert listed.item(0).data(Qt.ItemDataRole.UserRole) == newest
    assert "autosave, turn 2" in listed.item(0).text()
    listed.setCurrentRow(0)
    qtbot.keyClick(listed, Qt.Key.Key_Return)
    again = shown_run(qtbot, window)
    assert again.state.log == saved["actions"] and seats(again.setup) == seats(run.setup)
    assert first is Side.ALLIED and again.to_act() is Side.ALLIED  # the start of the computer's segment: it thinks at once
    qtbot.waitUntil(lambda: len(again.state.log) > len(saved["actions"]), timeout=30_000)
    finish_by_buttons(qtbot, again)
    assert again.victory_dialog.isVisible()


def test_computer_against_computer_saved_and_continued_goes_on_when_played(qtbot, make_window, tmp_path):
    window = make_window(skirmish())
    run = start_in_dialog(qtbot, window, Mode.COMPUTER_ONLY, level="easy", seed=5)
    run.bar.speed.setValue(run.bar.speed.maximum())
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: run.state.turn >= 2, timeout=30_000)
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)  # pause
    qtbot.waitUntil(lambda: not run.thinker.busy, timeout=10_000)
    path = tmp_path / "watched.json"
    save_with_ctrl_s(qtbot, run, path)
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)
    assert window.testrun.run_window is None

    again = continue_from_menu(qtbot, window, path)
    assert again.state.log == json.loads(path.read_text())["actions"] and seats(again.setup) == seats(run.setup)
    assert not again.human_to_act() and set(again.players) == {Side.ALLIED, Side.AXIS}
    again.bar.speed.setValue(again.bar.speed.maximum())
    qtbot.mouseClick(again.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.victory_dialog is not None, timeout=60_000)
    assert again.victory_dialog.isVisible()


def test_back_asks_cancel_stays_and_save_writes_the_game(qtbot, make_window, tmp_path):
    window = make_window(skirmish())
    run = start_in_dialog(qtbot, window, Mode.HOTSEAT)
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    seen: list = []
    answer_box(QMessageBox.StandardButton.Cancel, seen)
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)
    assert seen and window.testrun.run_window is run and run.isVisible()
    path = tmp_path / "kept.json"
    answer_box(QMessageBox.StandardButton.Save)
    answer_file(path)
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.testrun.run_window is None)
    assert json.loads(path.read_text())["actions"] == run.state.log


def test_a_damaged_or_mismatched_save_is_refused_and_the_game_in_progress_stays(qtbot, make_window, tmp_path):
    window = make_window(skirmish())
    run = start_in_dialog(qtbot, window, Mode.HOTSEAT)
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    good = tmp_path / "good.json"
    save_with_ctrl_s(qtbot, run, good)
    damaged = tmp_path / "damaged.json"
    damaged.write_bytes(good.read_bytes()[:200])
    log = json.loads(good.read_text())
    log["actions"].insert(0, {"type": "fire", "firers": ["a1"], "target": "b7:E4"})  # not legal in the Command phase
    mismatched = tmp_path / "mismatched.json"
    mismatched.write_text(json.dumps(log))
    before = {p: p.read_bytes() for p in (damaged, mismatched)}
    for path, words in ((damaged, "not a saved game"), (mismatched, "does not play again")):
        answer_file(path)
        file_menu_action(window, "continue_game_action").trigger()
        assert words in window.prompts.errors[-1]
        assert window.testrun.run_window is run and run.isVisible()
    assert before == {p: p.read_bytes() for p in before}


def test_a_replayed_log_is_taken_over_and_played_to_the_end(qtbot, make_window, tmp_path):
    window = make_window(skirmish())
    run = start_in_dialog(qtbot, window, Mode.COMPUTER_ONLY, level="easy", seed=3)
    run.bar.speed.setValue(run.bar.speed.maximum())
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: run.victory_dialog is not None, timeout=60_000)
    run.victory_dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    run.activateWindow()
    qtbot.waitUntil(run.isActiveWindow)
    path = tmp_path / "watched.json"
    save_with_ctrl_s(qtbot, run, path)
    log = json.loads(path.read_text())
    del log["seats"]  # as `vvs play --log` writes it
    path.write_text(json.dumps(log))
    qtbot.mouseClick(run.bar.back, Qt.MouseButton.LeftButton)

    answer_file(path)
    file_menu_action(window, "replay_log_action").trigger()
    replaying = shown_run(qtbot, window)
    replaying.bar.speed.setValue(replaying.bar.speed.maximum())
    for step in range(1, 7):
        qtbot.mouseClick(replaying.bar.step, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda step=step: len(replaying.state.log) == step, timeout=10_000)

    def hotseat(dialog: StartDialog) -> None:
        assert dialog.mode() is Mode.COMPUTER_ONLY and not dialog.seed.isEnabled()  # guessed from the log
        dialog.mode_buttons[Mode.HOTSEAT].click()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_dialog(StartDialog, hotseat)
    qtbot.keyClick(replaying, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    taken = shown_run(qtbot, window)
    assert taken is not replaying and taken.setup.mode is Mode.HOTSEAT and taken.replaying is None
    assert taken.state.log == log["actions"][:6] and taken.human_to_act()
    finish_by_buttons(qtbot, taken)
    assert taken.victory_dialog.isVisible()


def test_a_log_without_seats_asks_who_plays_before_it_goes_on(qtbot, make_window, tmp_path):
    from core.game.players import make_players
    from core.game.record import write_log
    from core.placement import context_for

    game_scenario = skirmish()
    game = Game(game_scenario, context_for(game_scenario, {TINY.number: TINY}), computer=(Side.ALLIED, Side.AXIS))
    state, players = game.new_state(2), make_players("random", 2)
    legal = game.legal_actions(state)
    for _ in range(5):  # stopped early, as `vvs play --log` of a game cut short would be
        legal = game.step(state, players[game.to_act(state)].choose(game, state, legal))
    path = tmp_path / "played.json"
    write_log(path, game_scenario, 2, ["allied", "axis"], state, {TINY.number: TINY})
    log = json.loads(path.read_text())
    assert "seats" not in log
    window = make_window()

    def against(dialog: StartDialog) -> None:
        assert dialog.windowTitle() == "Who plays from here" and not dialog.ruleset.isEnabled()
        dialog.mode_buttons[Mode.AGAINST_COMPUTER].click()
        dialog.side.setCurrentIndex(dialog.side.findData("axis"))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_dialog(StartDialog, against)
    answer_file(path)
    file_menu_action(window, "continue_game_action").trigger()
    run = shown_run(qtbot, window)
    assert run.setup.mode is Mode.AGAINST_COMPUTER and set(run.players) == {Side.ALLIED}
    assert run.state.log == log["actions"]
    finish_by_buttons(qtbot, run)
    assert run.victory_dialog.isVisible()
