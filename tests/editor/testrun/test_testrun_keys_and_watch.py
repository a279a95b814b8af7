"""The test-run window's keys (on the Help sheet, Alt letters that work, a tooltip on every phase
button), watching the computer (its action marked on the map with its reason, the view on it,
the replay centred on each action with its outcome) and the small things a player notices."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu

from core.game.actions import TransferWeapon
from core.game.game import Game
from core.game.players import SimplePlayer, play_game, side_seed
from core.game.record import write_log
from core.scenario import SideSetup, Stack, Unit
from core.sides import Side
from editor.help.dialogs import HelpPage
from editor.testrun import keys
from editor.testrun.describe import action_text
from editor.testrun.setup import Mode
from editor.testrun.window import SIDE_COLOURS
from tests.editor.conftest import BOARDS
from tests.editor.testrun.conftest import bar_button, duel
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.modal import answer_file

WEAPON = "us.m1919a6"


def _visible(run, hex_name: str) -> bool:
    shown = run.view.mapToScene(run.view.viewport().rect()).boundingRect()
    return shown.contains(run.scene.centre_of(hex_name))


def test_the_help_sheet_lists_every_key_the_test_run_window_binds(qtbot, make_window):
    window = make_window(duel())
    help_menu = window.menuBar().findChild(QMenu, "help_menu")
    action = next(a for a in (help_menu.actions() if help_menu else window.findChildren(type(window.testrun.action)))
                  if "Keyboard shortcuts" in a.text())
    action.trigger()
    page = next(w for w in QApplication.topLevelWidgets() if isinstance(w, HelpPage) and w.isVisible())
    text = page.browser.toPlainText()
    assert "Test-run window" in text
    listed = {key for row in keys.testrun_rows() for key in row.keys}
    assert {"Space", "M", "X", "Esc", "R", "L", "F"} <= listed
    for row in keys.testrun_rows():
        assert row.command in text
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=3))
    bound = {s.key().toString() for s in run.findChildren(QShortcut)}
    bound |= {b.shortcut().toString() for b in run.bar.findChildren(type(run.bar.los)) if b.shortcut().toString()
              and not b.shortcut().toString().startswith("Alt+")}
    assert bound - {""} <= listed, f"keys bound but not on the sheet: {bound - listed}"


def test_alt_letters_and_single_keys_press_the_phase_buttons_and_each_has_a_tooltip(qtbot, make_window, click_board):
    window = make_window(duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=3))
    for button in run.bar.buttons.values():
        assert button.toolTip() and "Alt+" in button.toolTip()
    assert "Space" in bar_button(run, "end_phase_button").toolTip()
    for button in (run.bar.play, run.bar.step, run.bar.back, run.bar.los, run.bar.save_log):
        assert button.toolTip()
    assert "Fire phase" in run.header.text()
    qtbot.keyClick(run.view, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: "Movement phase" in run.header.text(), timeout=2_000)  # an Alt key clicks the button (animated)
    run.view.setFocus()
    click_board(run, "b7:A4")  # the squad's hex: the selection popup, Enter moves the stack
    qtbot.keyClick(run.aids.unit_select.popup, Qt.Key.Key_Return)
    assert run.state.moving is not None
    qtbot.keyClick(run.view, Qt.Key.Key_M)
    assert run.state.moving is None
    qtbot.keyClick(run.view, Qt.Key.Key_Space)
    assert "Movement phase" not in run.header.text() or "Axis" in run.header.text()


def test_the_computer_s_action_is_marked_with_its_reason_and_the_replay_centres_on_each(qtbot, make_window):
    window = make_window(duel(turns=2))
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Axis", level="Easy", seed=5))
    qtbot.waitUntil(lambda: run.human_to_act(), timeout=30_000)
    assert run.state.log, "the computer (Allied) acts first"
    mark = run.watch.mark
    assert mark.hex_name is not None and mark.outline.isVisible()
    qtbot.waitUntil(lambda: _visible(run, mark.hex_name), timeout=2_000)  # the view follows once the tiles are painted
    last_reason = next(e["reason"] for e in reversed(run.state.events) if e["kind"] == "decision")
    assert mark.tag.isVisible() and mark.tag.toolTip() == last_reason
    assert run.replay.bar.start.isVisible()
    qtbot.keyClick(run.view, Qt.Key.Key_R)
    assert run.replay.replaying
    total = len(run.replay.steps)
    for n in range(1, total + 1):
        run.view.centerOn(run.scene.sceneRect().topLeft())  # looking elsewhere: the replay brings the action back
        qtbot.keyClick(run.view, Qt.Key.Key_R)
        text = run.reason.text()
        assert text.startswith(f"{n} of {total}: ")
        if mark.hex_name is not None:
            assert _visible(run, mark.hex_name) and mark.outline.isVisible()
    assert "why:" in run.reason.text()
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)
    assert not run.replay.replaying and not mark.outline.isVisible()


def test_the_view_follows_the_computer_when_the_person_looks_elsewhere(qtbot, make_window):
    window = make_window(duel(turns=3))
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Axis", level="Easy", seed=5))
    mark = run.watch.mark
    followed = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: run.human_to_act() or run.victory_dialog is not None, timeout=30_000)
        if run.victory_dialog is not None:
            break
        for _zoom in range(4):
            qtbot.keyClick(run.view, Qt.Key.Key_Plus)
        run.view.centerOn(run.scene.sceneRect().topLeft())  # the person looks at a corner of the map
        looked_at = run.view.mapToScene(run.view.viewport().rect()).boundingRect()
        before = mark.marked
        qtbot.keyClick(run.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: run.human_to_act() or run.victory_dialog is not None, timeout=30_000)
        if mark.marked > before and mark.hex_name is not None and not looked_at.contains(run.scene.centre_of(mark.hex_name)):
            qtbot.waitUntil(lambda: _visible(run, mark.hex_name), timeout=2_000)  # out of sight before: followed
            followed += 1
        qtbot.keyClick(run.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
        if followed >= 2:
            break
    assert followed >= 2


def test_the_replay_says_each_action_s_outcome(qtbot, make_window):
    window = make_window(duel(turns=2))
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Axis", level="Easy", seed=5))
    outcomes = []
    for _ in range(30):  # the person ends phases; whenever a replay is offered, every step is read
        qtbot.waitUntil(lambda: run.human_to_act() or run.victory_dialog is not None, timeout=30_000)
        if run.victory_dialog is not None:
            break
        if run.replay.bar.start.isVisible():
            qtbot.mouseClick(run.replay.bar.start, Qt.MouseButton.LeftButton)
            while run.replay.replaying:
                qtbot.mouseClick(run.replay.bar.next, Qt.MouseButton.LeftButton)
                outcomes.append(run.reason.text())
        for name in ("end_move_button", "end_phase_button"):
            if bar_button(run, name).isVisible():
                qtbot.mouseClick(bar_button(run, name), Qt.MouseButton.LeftButton)
                break
    assert any("outcome:" in text for text in outcomes), outcomes


def test_play_says_play_again_once_the_game_is_over(qtbot, make_window):
    window = make_window(duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.COMPUTER_ONLY, level="Easy", seed=2))
    run.bar.speed.setValue(run.bar.speed.maximum())
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    assert run.bar.play.text() == "Pause"
    qtbot.waitUntil(lambda: run.victory_dialog is not None, timeout=60_000)
    assert run.bar.play.text() == "Play" and not run.bar.play.isChecked()


def _screened_duel():
    from dataclasses import replace

    return replace(duel(), allied=SideSetup("us", stacks=(Stack("b7:A2", (Unit("a1", "us.rifle_squad"),)),)),
                   axis=SideSetup("ger", stacks=(Stack("b7:E2", (Unit("g1", "ger.rifle_squad"),)),)))


def test_the_hand_over_page_wears_the_next_side_s_colour_and_the_choices_keep_their_width(qtbot, make_window):
    window = make_window(_screened_duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT, seed=1, fog=True))
    dock = run.findChild(QDockWidget, "testrun_choices")
    assert run.pages.currentWidget() is run.handover
    assert SIDE_COLOURS[Side.ALLIED] in run.header.styleSheet()
    qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    width = dock.width()
    assert width > 150
    for _ in range(10):
        if run.pages.currentWidget() is run.handover:
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert run.pages.currentWidget() is run.handover and "Axis" in run.handover.label.text()
    assert SIDE_COLOURS[Side.AXIS] in run.header.styleSheet()
    assert dock.width() >= width - 5 and run.choices.isVisible() and run.choices.list.count() == 0
    qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    assert dock.width() >= width - 5


def test_a_replayed_log_calls_only_the_computer_s_side_computer(qtbot, make_window, tmp_path):
    from core.ai.player import AiPlayer

    scenario = duel(turns=1)
    from core.placement import context_for

    game = Game(scenario, context_for(scenario, BOARDS), computer=("allied",))
    state = play_game(game, game.new_state(4), {Side.ALLIED: AiPlayer("easy", seed=side_seed(Side.ALLIED, 4)),
                                                Side.AXIS: SimplePlayer(side_seed(Side.AXIS, 4))})
    path = tmp_path / "person-vs-computer.json"
    write_log(path, scenario, 4, ["allied"], state, BOARDS)
    assert json.loads(path.read_text())["computer"] == ["allied"]
    window = make_window(duel())
    answer_file(path)
    menu = window.menuBar().findChild(QMenu, "file_menu")
    next(a for a in menu.actions() if a.objectName() == "replay_log_action").trigger()
    run = window.testrun.run_window
    qtbot.addWidget(run)
    headers = []
    run.bar.speed.setValue(run.bar.speed.maximum())
    for _ in range(40):
        if run.state.is_over or (run.replaying is not None and run.replaying.finished):
            break
        headers.append(run.header.text())
        before = len(run.state.log)
        qtbot.mouseClick(run.bar.step, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda before=before: len(run.state.log) > before or run.state.is_over, timeout=10_000)
    axis = [h for h in headers if "Axis to act" in h]
    allied = [h for h in headers if "Allied to act" in h]
    assert axis and all("(computer)" not in h for h in axis)
    assert allied and all("Allied to act (computer)" in h for h in allied)


def test_a_weapon_handed_over_is_named_by_its_name_not_its_catalogue_id():
    from core.placement import context_for

    scenario = duel()
    game = Game(scenario, context_for(scenario, BOARDS))
    types = {"a1": "Rifle squad", "a2": "Rifle squad"}
    text = action_text(game, TransferWeapon(WEAPON, "a1", "a2"), types)
    assert WEAPON not in text and game.info(WEAPON).name in text
    assert "(a1)" in text and "(a2)" in text and "Rifle squad" in text
