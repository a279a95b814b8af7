"""The cycle collector runs on the GUI thread only while the editor runs (editor/gc_collector.py):
a worker thread that allocates heavily (the computer thinking, a balance run) never collects,
so no Qt object left in a cycle is destroyed off the GUI thread (issue 25's random segfault)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtWidgets import QWidget


class Cycle:
    def __init__(self) -> None:
        self.me = self


def _allocate_cycles(count: int) -> None:
    for _ in range(count):
        Cycle()


def test_a_worker_thread_never_collects_and_the_gui_thread_does(qtbot, _collector_on_the_gui_thread):
    collected_on: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            collected_on.append(threading.get_ident())

    gc.callbacks.append(note)
    try:
        widget = QWidget()
        widget.cycle = widget  # a Qt object in a reference cycle, then dropped
        del widget
        worker = threading.Thread(target=_allocate_cycles, args=(50_000,))
        worker.start()
        worker.join()
        assert collected_on == []  # Python alone would have collected dozens of times on the worker
        qtbot.waitUntil(lambda: bool(collected_on), timeout=2000)
    finally:
        gc.callbacks.remove(note)
    assert set(collected_on) == {threading.main_thread().ident}


def test_stopping_gives_back_automatic_collection(qapp):
    from editor.gc_collector import MainThreadCollector

    gc.enable()
    collector = MainThreadCollector(qapp)
    assert not gc.isenabled()
    collector.stop()
    collector.deleteLater()
    assert gc.isenabled()


def test_the_editor_application_collects_on_its_own_thread():
    """`vvs edit` makes its application through application(): the collector comes with it."""
    code = "import gc; from editor.app import application; application(); print(gc.isenabled())"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).parents[2], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "False", "")
