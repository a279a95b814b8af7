"""The set-up the balance dialog's screenshots share (docs/take_*_screenshot(s).py).

Each of those scripts opens a shipped sample in the editor, starts Scenario > Estimate
balance with a few games on two worker processes, clicks through one tab and grabs the
dialog. The games' worker processes import the calling script again, so nothing here runs
on import and Qt is imported only once a shot is taken.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SCENARIOS = ROOT / "maps" / "scenarios"
JOBS = 2


@contextmanager
def balance_dialog(sample: Path, games: int, decide: bool = True) -> Iterator[Any]:
    """The editor, in a fresh user folder, with `sample` open and its Estimate balance dialog
    set to `games` games on JOBS processes (not started); everything is closed afterwards."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VVS_USER_DIR"] = tempfile.mkdtemp(prefix="vvs-shots-")
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(UserFolders.default())
    window.resize(1600, 960)
    window.show()
    assert window.open_path(sample)
    dialog = window.balance.start()
    assert dialog is not None
    dialog.decide.setChecked(decide)
    dialog.games.setValue(games)
    dialog.jobs.setValue(JOBS)
    try:
        yield dialog
    finally:
        dialog.close()
        window.document.undo_stack.setClean()
        window.close()
        app.processEvents()


def play_to_the_end(dialog: Any) -> None:
    """Start the run as the Start button does and wait until it has finished."""
    from PySide6.QtTest import QTest

    from editor.balance.runner import RunState

    dialog.start()
    while dialog.state is RunState.RUNNING:
        QTest.qWait(100)
    assert dialog.state is RunState.FINISHED, dialog.progress_label.text()


def click_tab(dialog: Any, index: int) -> None:
    """Click the result tab at `index` where it is drawn."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    bar = dialog.result_tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())


def grab(dialog: Any, name: str) -> Path:
    """Let the dialog settle, then save its picture as docs/screenshots/NAME."""
    from PySide6.QtTest import QTest

    QTest.qWait(200)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / name
    dialog.grab().save(str(path))
    return path
