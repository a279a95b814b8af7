"""21.1 in the test run: a player whose run rallies by hand (RunSetup.rally_by_hand) picks the
order of his rally attempts in the Rally order dialog (the engine's RallyUnits)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from core.scenario import SideSetup, Stack, Unit
from core.sides import Side
from editor.testrun.rally_dialog import RallyOrderDialog
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button, duel


def test_the_player_puts_his_squad_before_the_leader_in_the_rally_order_dialog(qtbot, start_run):
    scenario = replace(duel(), allied=SideSetup("us", stacks=(
        Stack("b7:A4", (Unit("a2", "us.rifle_squad"), Unit("ldr", "us.leader_1"))),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=5, rally_by_hand=True), scenario)
    assert run.game.rally_by_hand == ["allied", "axis"]
    while not ("Advance" in run.header.text() and run.state.active == Side.ALLIED):
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    run.state.units["a2"].pinned = run.state.units["ldr"].pinned = True
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    button = bar_button(run, "rally_order_button")
    assert button.isVisible()
    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, RallyOrderDialog):
            QTimer.singleShot(20, answer)
            return
        listed = [dialog.units.item(r).data(Qt.ItemDataRole.UserRole) for r in range(dialog.units.count())]
        seen["offered"] = listed
        dialog.units.setCurrentRow(1)  # the squad, offered after its leader
        qtbot.mouseClick(dialog.findChild(QPushButton, "rally_up"), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert seen["offered"] == ["ldr", "a2"]  # the best order: the leader first
    assert run.state.log[-1] == {"type": "rally", "units": ["a2", "ldr"]}
    assert [e.unit for e in run.state.events if e.kind == "rally"][-2:] == ["a2", "ldr"]
    assert not bar_button(run, "rally_order_button").isVisible()
