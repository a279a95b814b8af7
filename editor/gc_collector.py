"""The cycle collector, run only on the GUI thread.

Python runs its cycle collector on whichever thread happens to allocate. The
editor thinks for the computer opponent on a pool thread and plays balance
games on a Python thread, both allocating heavily; a Qt object left in a
reference cycle (a closed dialog, a widget captured by a lambda) could then be
destroyed on that thread, and Qt does not survive a widget deleted off the GUI
thread. This is the crash the test suite met at random (issue 25).

So, as long as the application runs, automatic collection is off and a timer on
the GUI thread does what the collector would have done: the youngest generation
when its count passes Python's own threshold, the older ones as their counts
pass theirs. Garbage waits at most one tick, and every object dies on the GUI
thread.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250
"""How often the GUI thread looks at the collector's counts: often enough that a game's garbage never piles up."""


class MainThreadCollector(QObject):
    """While it lives, the cycle collector runs on the GUI thread only (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count passed its threshold (what Python would have
        collected by now); the generation collected, or -1 when none was due."""
        counts = gc.get_count()
        due = -1
        for generation in range(3):
            if counts[generation] > self._thresholds[generation]:
                due = generation
        if due >= 0:
            gc.collect(due)
        return due

    def stop(self) -> None:
        """Automatic collection as it was before; what is garbage now is collected here, on this thread."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
