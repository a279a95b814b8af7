"""Grab the test run's attack result popups, offscreen, into docs/screenshots/
(run: python3 docs/take_result_screenshots.py).

The computer (ai:normal) plays both sides of a shipped sample hotseat until the
pictured attack is legal; the attack is then made through the window (`act`, as the
Do/Roll button does) and the window is grabbed with its result popup and the map's
mark: AP fire (Anti-Personnel Combat Table), AT fire (Armor Elimination Table) and
a close assault (Close Assault Table).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from docs.take_testrun_screenshots import OUT, SIZE, _play_until, _zoom  # noqa: E402

SHOTS = (("hedgerow-duel", 11, "Fire", "testrun-result-fire.png"),
         ("breakout-cote-112", 3, "FireAT", "testrun-result-at.png"),
         ("hedgerow-duel", 11, "Assault", "testrun-result-assault.png"))


def _shot(sample: str, seed: int, kind_name: str, name: str) -> Path | None:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.ai.specs import player_from_spec
    from core.game import actions
    from core.scenario.io import load
    from editor.testrun.setup import Mode, RunSetup, game_for
    from editor.testrun.window import TestRunWindow

    kind = getattr(actions, kind_name)
    scenario = load(ROOT / "maps" / "scenarios" / f"{sample}.json")
    setup = RunSetup(mode=Mode.HOTSEAT, seed=seed)
    run = TestRunWindow(game_for(scenario, setup), setup, scenario.title)
    run.resize(*SIZE)
    run.show()
    QApplication.processEvents()
    player = player_from_spec("ai:normal", seed)
    path = None
    for _ in range(6):  # the first legal attack may be a poor picture (no effect at all): a few tries
        if not _play_until(run, player, lambda r: any(isinstance(a, kind) for a in r.legal)):
            break
        attack = next(a for a in run.legal if isinstance(a, kind))
        QTest.qWait(1300)  # the shots of the moves that led here fade first
        run.results.clear()
        run.act(attack)
        QApplication.processEvents()  # the popup is laid out right after the action's redraw
        sheet = run.results.popup.sheets[0] if run.results.popup.sheets else None
        where = sheet.hex if sheet and sheet.hex else run.state.units[sheet.unit].hex if sheet and sheet.unit else None
        if sheet is not None and where and (sheet.struck or _ == 5):
            _zoom(run, where)
            run.results.popup.show_sheets(run.results.popup.sheets)  # placed again for the zoomed view, timer restarted
            QTest.qWait(250)
            path = OUT / name
            run.grab().save(str(path))
            break
    run.close()
    return path


def main() -> list[Path]:
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    return [p for shot in SHOTS if (p := _shot(*shot)) is not None]


if __name__ == "__main__":
    for shot in main():
        print(shot)
