"""Grab the Estimate balance dialog and its chart, offscreen, into docs/screenshots/
(run: python3 docs/take_balance_screenshots.py).

The editor opens the shipped sample "Hedgerow duel", Scenario > Estimate balance
plays 100 games on two worker processes (ai:normal on both sides), and the
finished dialog is grabbed (balance-dialog.png); the same run's chart is
written as `vvs balance --plot` writes it (balance-plot.png).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "hedgerow-duel.json"
GAMES, JOBS = 100, 2


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VVS_USER_DIR"] = tempfile.mkdtemp(prefix="vvs-shots-")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.balance.plot import write_plot
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
    QTest.qWait(200)
    OUT.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(OUT / "balance-dialog.png"))
    assert dialog.runner is not None
    write_plot(dialog.runner.run, OUT / "balance-plot.png")
    dialog.close()
    window.document.undo_stack.setClean()
    window.close()
    app.processEvents()
    print(f"wrote {OUT / 'balance-dialog.png'} and {OUT / 'balance-plot.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
