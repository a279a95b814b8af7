"""Grab the computer's last move marked on the map, offscreen, into
docs/screenshots/testrun-computer-move.png (run: python3 docs/screenshots_computer_watch.py).

The shipped sample "Hedgerow duel" is started against the computer (the person plays the
Axis); the computer's first segment is played by the window itself, and the picture is taken
when the person is to act: the orange outline and tag show the computer's last action and why.
"""

from __future__ import annotations

from pathlib import Path

from testrun_shots import open_run, save_run


def main() -> Path:
    from PySide6.QtTest import QTest

    from core.sides import Side
    from editor.testrun.setup import Mode, RunSetup

    setup = RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.AXIS, level="normal", seed=11)
    run = open_run(setup)
    run.opponent_delay_ms = 0
    for _ in range(600):
        if run.human_to_act() and run.watch.mark.hex_name is not None:
            break
        QTest.qWait(50)
    assert run.watch.mark.hex_name is not None, "the computer marked nothing"
    run.view.centre_on_hex(run.watch.mark.hex_name)
    return save_run(run, "testrun-computer-move.png", settle_ms=300)


if __name__ == "__main__":
    print(main())
