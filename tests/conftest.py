"""Test configuration shared by every test.

Qt runs offscreen here so the suite needs no display (CI has none).

Two guards against the suite's one random crash (issue 25: a segfault in the
cycle collector, with distributed's event-loop thread, tqdm's monitor and a
futures worker still alive). Python runs the collector on whichever thread
happens to allocate, so a Qt object left in a reference cycle by a GUI test can
be destroyed on a stray thread, which Qt does not survive:
- after every test, the cycles it left are collected here, on the main thread, and everything
  that survives is frozen (gc.freeze): the collector never looks at it again, on any thread. A
  full collection over the whole heap (Qt's wrappers and the engine's caches) cost 0.1-0.15 s a
  test and a third of CI's time; over what one test made it costs about a millisecond;
- a test that leaves a Python thread running fails, naming the thread, so no
  stray thread is there to collect the next test's garbage.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

THREAD_GRACE_SECONDS = 5.0
"""How long a finishing thread (a timer that fired, a pool winding down) may take to end."""


def _threads() -> set[threading.Thread]:
    # Foreign threads (Qt's pool threads that ran Python) appear as _DummyThread and are Qt's to end.
    return {t for t in threading.enumerate() if t is not threading.main_thread()
            and not isinstance(t, threading._DummyThread)}  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def _no_stray_threads_and_no_garbage_left(request: pytest.FixtureRequest) -> Iterator[None]:
    before = _threads()
    yield
    gc.collect()
    gc.freeze()
    stray = [t for t in _threads() - before if t.is_alive()]
    for thread in stray:
        thread.join(THREAD_GRACE_SECONDS)
    alive = [t.name for t in stray if t.is_alive()]
    assert not alive, f"the test left threads running: {alive}"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Heavy tests go first (a stable sort keeps the order within each group): the workers take
    whole files in the order their first tests come, so the files with heavy tests start early and
    no worker is left alone at the end with a kill test or a whole e-mail game while the other idles."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)
