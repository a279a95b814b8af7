"""The set-up the test-run window's screenshots share (docs/screenshots_*.py).

Each of those scripts plays the shipped sample "Hedgerow duel" in the real test-run window,
offscreen, to the moment worth showing, and grabs the window at the README's size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "hedgerow-duel.json"
TITLE = "Hedgerow duel"
SIZE = (1600, 960)


def application() -> Any:
    """The one QApplication (made on first use)."""
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def sample_game(setup: Any) -> Any:
    """The sample's Game as the start dialog's set-up makes it."""
    from core.scenario.io import load
    from editor.testrun.setup import game_for

    return game_for(load(SAMPLE), setup)


def open_run(setup: Any, game: Any = None) -> Any:
    """The test-run window on the sample (or `game`), shown at SIZE."""
    from editor.testrun.window import TestRunWindow

    app = application()
    run = TestRunWindow(game if game is not None else sample_game(setup), setup, TITLE)
    run.resize(*SIZE)
    run.show()
    app.processEvents()
    return run


def save_run(run: Any, name: str, settle_ms: int = 100) -> Path:
    """Let the window settle, save its picture as docs/screenshots/NAME and close it."""
    from PySide6.QtTest import QTest

    QTest.qWait(settle_ms)
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / name
    run.grab().save(str(shot))
    run.close()
    return shot
