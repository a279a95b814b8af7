"""Grab the Estimate balance dialog's "Skill and luck" tab, offscreen, into docs/screenshots/
(run: python3 docs/take_skill_luck_screenshot.py).

The editor opens the shipped sample "The Crossroads at Saint-Aubin", Scenario >
Estimate balance plays 40 games on two worker processes (ai:normal on both sides,
every game: the stopping rule unticked), the "Skill and luck" tab is clicked,
Measure plays 20 games per figure, and the dialog is grabbed
(balance-skill-luck.png). The figures are those of
`vvs balance maps/scenarios/saint-aubin-crossroads.json --games 40 --explain --explain-games 20`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "saint-aubin-crossroads.json"
GAMES, PER_FIGURE, JOBS = 40, 20, 2


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VVS_USER_DIR"] = tempfile.mkdtemp(prefix="vvs-shots-")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.balance.runner import RunState
    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(UserFolders.default())
    window.resize(1600, 960)
    window.show()
    assert window.open_path(SAMPLE)
    dialog = window.balance.start()
    assert dialog is not None
    dialog.decide.setChecked(False)
    dialog.games.setValue(GAMES)
    dialog.jobs.setValue(JOBS)
    dialog.start()
    while dialog.state is RunState.RUNNING:
        QTest.qWait(100)
    assert dialog.state is RunState.FINISHED, dialog.progress_label.text()
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    view = dialog.probes
    view.count.setValue(PER_FIGURE)
    QTest.mouseClick(view.measure_button, Qt.MouseButton.LeftButton)
    while view.running:
        QTest.qWait(100)
    assert view.findings is not None and not view.findings.interrupted, view.text.text()
    QTest.qWait(200)
    OUT.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(OUT / "balance-skill-luck.png"))
    print("\n".join(view.findings.lines()))
    dialog.close()
    window.document.undo_stack.setClean()
    window.close()
    app.processEvents()
    print(f"wrote {OUT / 'balance-skill-luck.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
