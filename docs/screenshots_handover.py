"""Grab a fogged hotseat hand-over, offscreen, into docs/screenshots/testrun-handover.png
(run: python3 docs/screenshots_handover.py).

The shipped sample "Hedgerow duel" is played hotseat with fog of war; the first player ends
phases with the window's own End Phase button until the screen is handed over. The picture
shows what the next player meets: no map, an empty log and choices, the next side's colour.
"""

from __future__ import annotations

from pathlib import Path

from testrun_shots import application, open_run, save_run


def main() -> Path:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton

    from editor.testrun.setup import Mode, RunSetup

    app = application()
    run = open_run(RunSetup(mode=Mode.HOTSEAT, seed=5, fog_of_war=True))
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
    return save_run(run, "testrun-handover.png", settle_ms=200)


if __name__ == "__main__":
    print(main())
