"""20.3 in the test run: a person may withdraw his sniper "during any After-Action Phase", his
opponent's too, by a button (and its key) shown only while the engine would admit it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from core.game.state import Phase
from core.sides import Side
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button


def _end_phases_until(qtbot, run, active: Side, phase: Phase) -> None:
    for _ in range(40):
        if run.pages.currentWidget() is run.handover:  # a fogged hotseat: the next player takes the screen
            qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
        if run.state.active == active and Phase(run.state.phase) is phase:
            return
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    raise AssertionError(f"never reached {active} {phase}: {run.state.active} {run.state.phase} {run.header.text()} {[b.objectName() for b in run.bar.buttons.values() if b.isVisible()]}")


def test_each_player_withdraws_his_sniper_in_the_opponent_s_after_action_phase(qtbot, start_run):
    # Decisions "ask me" (rally_by_hand): an opponent's After-Action Phase with nothing else in it waits
    # for the person whose sniper is out instead of ending by itself.
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3, rally_by_hand=True))
    run.state.sides[Side.AXIS].snipers, run.state.sides[Side.AXIS].sniper_hex = 1, "b7:C1"
    run.refresh()
    other = run.bar.findChild(QPushButton, "withdraw_other_sniper_button")
    assert not other.isVisible()  # the American Command Phase: no After-Action Phase, nothing offered
    _end_phases_until(qtbot, run, Side.ALLIED, Phase.AFTER_ACTION)
    assert other.isVisible() and other.text() == "Withdraw the Axis sniper"
    assert not bar_button(run, "withdraw_sniper_button").isVisible()  # the Americans have no sniper out
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)
    assert run.state.sides[Side.AXIS].sniper_hex is None and run.state.sides[Side.AXIS].snipers == 1
    assert run.state.log[-1] == {"type": "withdraw_sniper", "side": "axis"}
    assert not other.isVisible()
    assert Phase(run.state.phase) is not Phase.AFTER_ACTION  # nothing left to do in it: it ended by itself

    run.state.sides[Side.ALLIED].snipers, run.state.sides[Side.ALLIED].sniper_hex = 1, "b7:E1"
    _end_phases_until(qtbot, run, Side.AXIS, Phase.AFTER_ACTION)
    assert other.isVisible() and other.text() == "Withdraw the Allied sniper"
    qtbot.keyClick(run, Qt.Key.Key_W, Qt.KeyboardModifier.ShiftModifier)
    assert run.state.sides[Side.ALLIED].sniper_hex is None
    assert run.state.log[-1] == {"type": "withdraw_sniper", "side": "allied"}


def test_the_owner_withdraws_his_own_sniper_in_his_after_action_phase_with_w(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=4))
    run.state.sides[Side.ALLIED].snipers, run.state.sides[Side.ALLIED].sniper_hex = 1, "b7:C1"
    own = bar_button(run, "withdraw_sniper_button")
    _end_phases_until(qtbot, run, Side.ALLIED, Phase.AFTER_ACTION)
    assert own.isVisible() and not run.bar.findChild(QPushButton, "withdraw_other_sniper_button").isVisible()
    qtbot.keyClick(run, Qt.Key.Key_W)
    assert run.state.sides[Side.ALLIED].sniper_hex is None
    assert run.state.log[-1] == {"type": "withdraw_sniper"}
    assert not own.isVisible()
