"""Grab the Estimate balance dialog's "Where and why" tab and the `--explain --plot` heat map,
offscreen, into docs/screenshots/ (run: python3 docs/take_explain_screenshots.py).

The editor opens the shipped sample "The Crossroads at Saint-Aubin" (three
objectives), Scenario > Estimate balance plays 60 games on two worker processes
(ai:normal on both sides), the "Where and why" tab is clicked and the dialog is
grabbed (balance-why.png); the same run's map is written as
`vvs balance --explain --plot` writes it (balance-heat-map.png), and its
explanation is printed as `vvs balance --explain` prints it.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "saint-aubin-crossroads.json"
GAMES, JOBS = 60, 2


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VVS_USER_DIR"] = tempfile.mkdtemp(prefix="vvs-shots-")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.balance.explain import Explanation
    from core.userdirs import UserFolders
    from editor.balance.plot import write_heat_map
    from editor.balance.runner import RunState
    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(UserFolders.default())
    window.resize(1600, 960)
    window.show()
    assert window.open_path(SAMPLE)
    dialog = window.balance.start()
    assert dialog is not None
    dialog.games.setValue(GAMES)
    dialog.jobs.setValue(JOBS)
    dialog.start()
    while dialog.state is RunState.RUNNING:
        QTest.qWait(100)
    assert dialog.state is RunState.FINISHED, dialog.progress_label.text()
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    QTest.qWait(200)
    OUT.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(OUT / "balance-why.png"))
    assert dialog.runner is not None
    write_heat_map(dialog.runner.run, OUT / "balance-heat-map.png")
    print("\n".join(Explanation.of(dialog.runner.run.records).lines()))
    dialog.close()
    window.document.undo_stack.setClean()
    window.close()
    app.processEvents()
    print(f"wrote {OUT / 'balance-why.png'} and {OUT / 'balance-heat-map.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
