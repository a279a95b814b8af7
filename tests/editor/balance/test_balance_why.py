"""The Estimate balance dialog's "Where and why" tab: when a run ends, the heat map of its games on the
scenario's map and, in words, what each side lost, the margin and the objectives turn by turn."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from core.balance.games import GameRecord
from core.balance.trace import GameTrace
from core.commands.play import load_scenario
from core.resources import maps_dir
from editor.balance.dialog import BalanceDialog
from editor.balance.runner import RunState

SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"
TRACES = (
    GameTrace(lost=((0, "us.rifle_squad", 20),), casualties=((0, "b1:F6", 20),), attacks=((1, "b1:F6", 2),),
              objectives=("b1:J4",), turns=((-20, (1,)), (-20, (0,)))),
    GameTrace(lost=((1, "ger.pak40", 30),), casualties=((1, "b1:J4", 30),), attacks=((0, "b1:J4", 1),),
              objectives=("b1:J4",), turns=((30, (1,)), (30, (1,)))),
)


def traced_games(run, stop):
    """Two games' records with their traces, as worker processes send them back."""
    for offset, trace in enumerate(TRACES):
        yield GameRecord(run.seed + offset, "attacker", "minor_victory", 2, (20, 30), (100, 100), trace=trace)


def test_a_finished_run_shows_where_it_was_fought(qtbot):
    scenario, boards = load_scenario(SAMPLE)
    dialog = BalanceDialog(scenario, boards, games=traced_games)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games.setMinimum(1)
    dialog.games.setValue(2)
    assert dialog.why.picture.image is None
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.state is RunState.FINISHED, timeout=5_000)
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert dialog.result_tabs.currentWidget() is dialog.why
    assert dialog.why.picture.image is not None and dialog.why.explanation.games == 2
    text = dialog.why.text.text()
    assert "Attacker: us.rifle_squad 10.0" in text and "Defender: ger.pak40 15.0" in text
    assert "+5  +5" in text  # (-20 + 30) / 2 at both turns' ends
    assert "holds b1:J4 at each turn's end in: 0%  50%" in text
    shot = dialog.why.picture.grab().toImage()
    assert any(shot.pixelColor(x, y).red() > 200 and shot.pixelColor(x, y).green() < 120
               for x in range(0, shot.width(), 3) for y in range(0, shot.height(), 3))  # the casualties' red
