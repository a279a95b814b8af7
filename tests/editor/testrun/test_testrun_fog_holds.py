"""Fog that holds: whole fogged games played through the window's widgets (hotseat, and against
the computer at every level), and after every action, hand-over, replayed step and hover, no
text any widget shows names a unit or a hex the viewing side's view hides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor

from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side
from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.testrun.setup import Mode
from editor.window.main_window import MainWindow
from tests.core.game.conftest import make_board
from tests.editor.conftest import FakePrompts
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.testrun.fog_watch import Secrets, WidgetPlayer, hover_secrets, leaks, shown_texts

WOODS = make_board([".........", ".........", ".W.WW.WW.", ".........", ".........", ".WW.W.WW.", ".........",
                    "........."], number=7)
"""Two broken rows of woods: the sides start out of each other's sight and come and go through the gaps."""


def screened() -> Scenario:
    return Scenario(title="Screened", boards=(BoardRef(7),), type=ScenarioType.ELIMINATION, turns=3,
                    allied=SideSetup("us", stacks=(Stack("b7:B7", (Unit("a1", "us.rifle_squad"),)),
                                                   Stack("b7:G8", (Unit("a2", "us.rifle_squad"),)))),
                    axis=SideSetup("ger", stacks=(Stack("b7:C1", (Unit("g1", "ger.rifle_squad"),)),
                                                  Stack("b7:H1", (Unit("g2", "ger.rifle_squad"),)))))


@pytest.fixture
def screened_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    QCursor.setPos(0, 0)
    window = MainWindow(UserFolders.default(), boards={7: WOODS}, prompts=FakePrompts())
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_document(ScenarioDocument(screened(), None, {7: WOODS}))
    return window


class Checker:
    def __init__(self, run) -> None:
        self.run, self.secrets, self.found, self.checks, self.hidden_seen = run, Secrets(), [], 0, 0

    def __call__(self, pointed: str | None = None, texts: list[tuple[str, str]] | None = None) -> None:
        """Check what is shown now (or `texts`, read while pointing at the hex `pointed`)."""
        run = self.run
        self.secrets.note(run)
        texts = shown_texts(run) if texts is None else texts
        if run.pages.currentWidget() is run.handover:
            viewers = list(Side)  # the one leaving and the one arriving both see this page
        elif run.viewer() is not None:
            viewers = [run.viewer()]
        else:
            return
        for side in viewers:
            forbidden = self.secrets.forbidden(run, side) - {pointed}
            self.hidden_seen += bool(forbidden)
            self.found += leaks(texts, forbidden)
        self.checks += 1


def play_fogged(qtbot, run, click_board, seed: int, limit: int = 600, must_end: bool = True) -> Checker:
    check = Checker(run)
    run.thinker.decided.connect(lambda *_: check())  # after the window has applied each computer action
    player = WidgetPlayer(qtbot, click_board, seed)
    for number in range(limit):
        qtbot.waitUntil(lambda: run.human_to_act() or run.victory_dialog is not None, timeout=60_000)
        if run.victory_dialog is not None:
            check()
            return check
        check()
        if run.pages.currentWidget() is run.handover:
            qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
            check()
            continue
        if run.replay.bar.start.isVisible() and number % 3 == 0:
            qtbot.mouseClick(run.replay.bar.start, Qt.MouseButton.LeftButton)
            while run.replay.replaying:
                check()
                qtbot.mouseClick(run.replay.bar.next, Qt.MouseButton.LeftButton)
            check()
        if number % 4 == 0:
            for pointed, texts in hover_secrets(run, run.viewer()):
                check(pointed, texts)
            check()
        player.act(run)
        check()
    assert not must_end, "the game did not end"
    return check


def test_a_fogged_hotseat_game_shows_each_side_only_its_view(qtbot, screened_window, click_board):
    run = start_from_dialog(qtbot, screened_window, Picks(Mode.HOTSEAT, seed=5, fog=True))
    assert run is not None and run.game.scenario.fog_of_war
    check = play_fogged(qtbot, run, click_board, seed=5)
    assert check.hidden_seen > 10, "the game never hid anything: the test would prove nothing"
    assert check.checks > 50
    assert not check.found, "\n".join(check.found[:20])


@pytest.mark.parametrize(("level", "side", "seed"), [("Easy", "Allied", 2), ("Normal", "Axis", 3), ("Hard", "Allied", 4)])
def test_a_fogged_game_against_the_computer_shows_only_the_persons_view(qtbot, screened_window, click_board, level, side, seed):
    run = start_from_dialog(qtbot, screened_window, Picks(Mode.AGAINST_COMPUTER, side=side, level=level, seed=seed, fog=True))
    assert run is not None and run.setup.level == level.lower() and run.game.scenario.fog_of_war
    check = play_fogged(qtbot, run, click_board, seed=seed)
    decisions = [e for e in run.state.events if e["kind"] == "decision"]
    assert decisions and check.hidden_seen > 10
    assert not check.found, "\n".join(check.found[:20])
