"""Grab the computer's last move marked on the map, offscreen, into
docs/screenshots/testrun-computer-move.png (run: python3 docs/screenshots_computer_watch.py).

The shipped sample "Hedgerow duel" is started against the computer (the person plays the
Axis); the computer's first segment is played by the window itself, and the picture is taken
when the person is to act: the orange outline and tag show the computer's last action and why.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "hedgerow-duel.json"
SIZE = (1600, 960)


def main() -> Path:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.scenario.io import load
    from core.sides import Side
    from editor.testrun.setup import Mode, RunSetup, game_for
    from editor.testrun.window import TestRunWindow

    app = QApplication.instance() or QApplication([])
    setup = RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.AXIS, level="normal", seed=11)
    run = TestRunWindow(game_for(load(SAMPLE), setup), setup, "Hedgerow duel")
    run.opponent_delay_ms = 0
    run.resize(*SIZE)
    run.show()
    app.processEvents()
    for _ in range(600):
        if run.human_to_act() and run.watch.mark.hex_name is not None:
            break
        QTest.qWait(50)
    assert run.watch.mark.hex_name is not None, "the computer marked nothing"
    run.view.centre_on_hex(run.watch.mark.hex_name)
    QTest.qWait(300)
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / "testrun-computer-move.png"
    run.grab().save(str(shot))
    run.close()
    return shot


if __name__ == "__main__":
    print(main())
