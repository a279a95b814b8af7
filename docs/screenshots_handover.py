"""Grab a fogged hotseat hand-over, offscreen, into docs/screenshots/testrun-handover.png
(run: python3 docs/screenshots_handover.py).

The shipped sample "Hedgerow duel" is played hotseat with fog of war; the first player ends
phases with the window's own End Phase button until the screen is handed over. The picture
shows what the next player meets: no map, an empty log and choices, the next side's colour.
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
    from PySide6.QtWidgets import QApplication, QPushButton

    from core.scenario.io import load
    from editor.testrun.setup import Mode, RunSetup, game_for
    from editor.testrun.window import TestRunWindow

    app = QApplication.instance() or QApplication([])
    setup = RunSetup(mode=Mode.HOTSEAT, seed=5, fog_of_war=True)
    run = TestRunWindow(game_for(load(SAMPLE), setup), setup, "Hedgerow duel")
    run.resize(*SIZE)
    run.show()
    app.processEvents()
    if run.pages.currentWidget() is run.handover:  # the first player takes the screen
        run.handover.button.click()
    for _ in range(40):
        app.processEvents()
        if run.pages.currentWidget() is run.handover:
            break
        end = next((b for b in run.bar.findChildren(QPushButton) if b.objectName() == "end_phase_button" and b.isVisible()), None)
        assert end is not None, "no End Phase button"
        end.click()
        QTest.qWait(50)
    assert run.pages.currentWidget() is run.handover, "the screen was never handed over"
    QTest.qWait(200)
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / "testrun-handover.png"
    run.grab().save(str(shot))
    run.close()
    return shot


if __name__ == "__main__":
    print(main())
