"""Who decides in a test run (issue 23): the start dialog's one "Decisions" row and its default in
Settings > Test runs turn on the rally order by hand (21.1) for the people's sides only; the
computer's sides, and a run the computer plays alone, keep the automatic rally."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from core.game.game import Game
from core.game.players import make_players
from core.game.record import write_log
from core.placement import context_for
from core.sides import Side
from editor.preferences.values import read_preferences
from editor.testrun.setup import Mode
from editor.testrun.start_dialog import StartDialog
from tests.editor.conftest import TINY
from tests.editor.preferences.test_settings_dialog import _choose, _open, _settings
from tests.editor.testrun.conftest import duel, shown_run
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.modal import answer_dialog, answer_file
from tests.editor.testrun.test_testrun_saved_games import file_menu_action


def _decisions(dialog) -> tuple[str, bool]:  # type: ignore[no-untyped-def]
    combo = dialog.findChild(QComboBox, "testrun_decisions")
    return combo.currentText(), combo.isEnabled()


def test_ask_me_in_the_start_dialog_lets_the_person_against_the_computer_pick_his_rally_order(qtbot, make_window):
    window = make_window(duel())
    seen: list[tuple[str, bool]] = []
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Axis", decisions="Ask me: opportunity fire, rally order"),
                            check=lambda d: seen.append(_decisions(d)))
    assert run is not None
    assert seen == [("Ask me: opportunity fire, rally order", True)]
    assert run.setup.rally_by_hand and run.game.rally_by_hand == ["axis"]  # the computer's Allies rally as before


def test_automatic_is_the_first_default_and_keeps_the_rally_automatic(qtbot, make_window):
    window = make_window(duel())
    seen: list[tuple[str, bool]] = []
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT), check=lambda d: seen.append(_decisions(d)))
    assert run is not None
    assert seen == [("Automatic", True)]
    assert not run.setup.rally_by_hand and run.game.rally_by_hand == []


def test_the_settings_default_opens_the_start_dialog_on_ask_me_and_the_computer_alone_never_asks(qtbot, make_window):
    window = make_window(duel())
    settings = _open(qtbot, window)
    assert settings.decisions.currentText() == "Automatic"
    _choose(qtbot, settings.decisions, "ask")
    qtbot.mouseClick(settings.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.settings_feature.dialog is None)
    assert read_preferences(_settings(window)).testrun_decisions == "ask"  # kept in the user folder's settings.ini

    seen: list[tuple[str, bool]] = []
    run = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT), check=lambda d: seen.append(_decisions(d)))
    assert run is not None and seen == [("Ask me: opportunity fire, rally order", True)]
    assert run.game.rally_by_hand == ["allied", "axis"]  # two people: both pick
    run.close()

    seen.clear()
    run = start_from_dialog(qtbot, window, Picks(Mode.COMPUTER_ONLY), check=lambda d: seen.append(_decisions(d)))
    assert run is not None and seen == [("Ask me: opportunity fire, rally order", False)]  # shown, but no person to ask
    assert not run.setup.rally_by_hand and run.game.rally_by_hand == []


def test_a_saved_game_shows_its_own_decisions_in_who_plays_and_they_cannot_change(qtbot, make_window, tmp_path):
    scenario = duel()
    game = Game(scenario, context_for(scenario, {TINY.number: TINY}), computer=(Side.ALLIED,), rally_by_hand=("axis",))
    state, players = game.new_state(2), make_players("random", 2)
    legal = game.legal_actions(state)
    for _ in range(3):
        legal = game.step(state, players[game.to_act(state)].choose(game, state, legal))
    path = tmp_path / "played.json"
    write_log(path, scenario, 2, ["allied"], state, {TINY.number: TINY})  # no seats: the dialog asks who plays on
    window = make_window()
    seen: list[tuple[str, bool]] = []

    def hotseat(dialog: StartDialog) -> None:
        seen.append(_decisions(dialog))
        dialog.mode_buttons[Mode.HOTSEAT].click()  # a mode that could ask: still the game's own
        seen.append(_decisions(dialog))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_dialog(StartDialog, hotseat)
    answer_file(path)
    file_menu_action(window, "continue_game_action").trigger()
    run = shown_run(qtbot, window)
    assert seen == [("Ask me: opportunity fire, rally order", False)] * 2
    assert run.setup.mode is Mode.HOTSEAT and run.game.rally_by_hand == ["axis"] and run.setup.rally_by_hand
