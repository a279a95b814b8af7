"""Grab the Estimate balance dialog's "Suggest a fix" tab after a real search, offscreen, into
docs/screenshots/balance-suggest.png (run: python3 docs/take_suggest_screenshot.py [SAMPLE.json]).

The editor opens a shipped sample (by default "Breakout over Côte 112", whose attacker wins about a
third of its games), Scenario > Estimate balance is opened with at most GAMES games per run on two
worker processes (ai:normal on both sides), the "Suggest a fix" tab is clicked, then its button; the
dialog is grabbed once the three best edits are measured, and the list is printed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "breakout-cote-112.json"
GAMES, JOBS = 30, 2


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VVS_USER_DIR"] = tempfile.mkdtemp(prefix="vvs-shots-")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(UserFolders.default())
    window.resize(1600, 960)
    window.show()
    assert window.open_path(Path(sys.argv[1]) if len(sys.argv) > 1 else SAMPLE)
    dialog = window.balance.start()
    assert dialog is not None
    dialog.games.setValue(GAMES)
    dialog.jobs.setValue(JOBS)
    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(dialog.result_tabs.indexOf(dialog.suggest)).center())
    view = dialog.suggest
    QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    while view.running:
        QTest.qWait(200)
    QTest.qWait(200)
    OUT.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(OUT / "balance-suggest.png"))
    print(view.label.text())
    for index in range(view.list.topLevelItemCount()):
        item = view.list.topLevelItem(index)
        print(" | ".join(item.text(column) for column in range(4)))
    dialog.close()
    window.document.undo_stack.setClean()
    window.close()
    app.processEvents()
    print(f"wrote {OUT / 'balance-suggest.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
