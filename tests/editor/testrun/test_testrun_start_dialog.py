"""Every mode opened through the real start dialog (Ctrl+T, the widgets filled, Start), and the
window that opens plays: the side, level and personality picked are the ones that play."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.sides import Side
from editor.testrun.setup import Mode
from tests.editor.testrun.conftest import duel, finish_by_buttons
from tests.editor.testrun.dialog_start import Picks, start_from_dialog


def test_against_the_computer_starts_from_the_dialog_as_axis_and_plays_to_the_end(qtbot, make_window):
    window = make_window(duel())
    bias_shown: list[bool] = []
    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, side="Axis", level="Hard",
                                                 personality="Cautious", seed=11, bias="Strongly for the player"),
                            check=lambda d: bias_shown.append(d.bias.isVisible()))
    assert run is not None, "Start opened no window"
    assert bias_shown == [True]
    assert run.setup.human is Side.AXIS and isinstance(run.setup.human, Side)
    assert run.setup.level == "hard" and run.setup.personality == "cautious" and run.setup.seed == 11
    assert run.setup.dice_bias == "strong_player" and run.game.scenario.dice_bias == "strong_player"
    assert set(run.players) == {Side.ALLIED}
    assert run.players[Side.ALLIED].level == "hard" and run.players[Side.ALLIED].personality.name == "cautious"
    finish_by_buttons(qtbot, run)
    assert run.victory_dialog is not None and run.victory_dialog.isVisible()
    assert any("(computer) chose" in line for line in run.log.lines())


def test_hotseat_starts_from_the_dialog_without_dice_bias(qtbot, make_window):
    window = make_window(duel())
    offered: list[tuple[bool, bool]] = []
    # the bias picked against the computer first, then the mode changed: it goes back to none
    picks = Picks(Mode.HOTSEAT, seed=3)
    run = start_from_dialog(qtbot, window, picks,
                            check=lambda d: offered.append((d.bias.isVisible(), d.bias.isEnabled())))
    assert run is not None
    assert offered == [(False, False)]
    assert run.setup.mode is Mode.HOTSEAT and run.setup.dice_bias == "none" and run.game.scenario.dice_bias == "none"
    assert not run.players
    finish_by_buttons(qtbot, run)
    assert run.victory_dialog is not None and run.victory_dialog.isVisible()


def test_a_bias_picked_then_left_for_hotseat_is_none_in_the_setup(qtbot, make_window):
    window = make_window(duel())

    def switch_away(dialog):
        qtbot.mouseClick(dialog.mode_buttons[Mode.COMPUTER_ONLY], Qt.MouseButton.LeftButton)
        return dialog.bias.isVisible()

    run = start_from_dialog(qtbot, window, Picks(Mode.AGAINST_COMPUTER, bias="Strongly for the computer"),
                            check=switch_away)
    assert run is not None and run.setup.mode is Mode.COMPUTER_ONLY
    assert run.setup.dice_bias == "none" and run.game.scenario.dice_bias == "none"


def test_computer_against_computer_starts_from_the_dialog_and_plays_when_asked(qtbot, make_window):
    window = make_window(duel())
    run = start_from_dialog(qtbot, window, Picks(Mode.COMPUTER_ONLY, level="Easy", personality="Aggressive", seed=2))
    assert run is not None
    assert set(run.players) == {Side.ALLIED, Side.AXIS}
    assert all(p.level == "easy" and p.personality.name == "aggressive" for p in run.players.values())
    assert run.setup.dice_bias == "none"
    run.bar.speed.setValue(run.bar.speed.maximum())
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: run.victory_dialog is not None, timeout=60_000)
    assert run.state.is_over


def test_cancel_opens_nothing(qtbot, make_window):
    window = make_window(duel())
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, cancel)
            return
        button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, cancel)
    window.testrun.action.trigger()
    assert window.testrun.run_window is None
