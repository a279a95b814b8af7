"""Fixtures for the test-run window: a tiny duel open in the editor, Test Run started by Ctrl+T."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from editor.testrun.setup import RunSetup
from tests.editor.conftest import TINY


def duel(turns: int = 2) -> Scenario:
    """Two rifle squads on the tiny board, four hexes apart: they can fire, move and close."""
    return Scenario(title="Tiny duel", boards=(BoardRef(TINY.number),), type=ScenarioType.ELIMINATION, turns=turns,
                    allied=SideSetup("us", stacks=(Stack("b7:A4", (Unit("a1", "us.rifle_squad"),)),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (Unit("g1", "ger.rifle_squad"),)),)))


@pytest.fixture
def start_run(qtbot, make_window):
    """start_run(setup, scenario=None) -> (editor window, test-run window), started with Ctrl+T."""

    def start(setup: RunSetup, scenario: Scenario | None = None):
        window = make_window(scenario or duel())
        window.testrun.ask_setup = lambda default: setup
        qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        return window, shown_run(qtbot, window)

    return start


@pytest.fixture
def click_board(qtbot):
    """click_board(run, "b7:C2"): a real mouse click on the test run's map."""

    def click(run, name: str) -> None:
        run.view.centre_on_hex(name)
        point = run.view.mapFromScene(run.scene.centre_of(name))
        qtbot.mouseClick(run.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    return click


def finish_by_buttons(qtbot, run, limit: int = 400) -> None:
    """Press End Move / End Phase (the person's only buttons) until the victory popup shows,
    waiting for the computer whenever it is its turn."""
    for _ in range(limit):
        if run.victory_dialog is not None:
            return
        qtbot.waitUntil(lambda: run.human_to_act() or run.victory_dialog is not None, timeout=30_000)
        if run.victory_dialog is not None:
            return
        for name in ("end_move_button", "end_phase_button"):
            button = bar_button(run, name)
            if button.isVisible():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                break
    raise AssertionError("no victory popup")


def bar_button(run, name: str):
    """A bottom-bar button by its object name."""
    return next(b for b in run.bar.buttons.values() if b.objectName() == name)


def hover(run, name: str) -> None:
    """A real mouse move over the map's viewport (a move event, as the mouse sends)."""
    run.view.centre_on_hex(name)
    point = QPointF(run.view.mapFromScene(run.scene.centre_of(name)))
    event = QMouseEvent(QMouseEvent.Type.MouseMove, point, run.view.viewport().mapToGlobal(point),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(run.view.viewport(), event)


def shown_run(qtbot, window):
    """The test run the window just opened, shown, active and with the opponent at full speed."""
    run = window.testrun.run_window
    assert run is not None
    qtbot.addWidget(run)
    run.opponent_delay_ms = 0
    qtbot.waitExposed(run)
    run.activateWindow()
    qtbot.waitUntil(run.isActiveWindow)  # its shortcuts (Esc, Space, M) fire only in the active window
    return run
