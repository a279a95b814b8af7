"""A compiled translation in the user's cache that Qt cannot load (a torn copy, a full disk) is
compiled again at the next start, instead of the editor silently falling back to English (issue 25)."""

from __future__ import annotations

import pytest

from editor.i18n import install_language, tr
from editor.i18n_tools import ts_path
from editor.i18n_tools.qm import cache_folder
from editor.i18n_tools.ts_file import read_ts


@pytest.mark.parametrize("damage", ["torn", "empty", "garbage"])
def test_a_damaged_cached_translation_is_compiled_again(qapp, tmp_path, monkeypatch, damage):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    french = next(e.translation for e in read_ts(ts_path("fr")).entries if e.finished and e.source == "&File")
    try:
        assert install_language(qapp, "fr") == "fr"  # compiled into the cache
        [cached] = cache_folder().glob("vvs_fr-*.qm")
        data = cached.read_bytes()
        cached.write_bytes({"torn": data[: len(data) // 3], "empty": b"", "garbage": b"not a catalogue" * 50}[damage])
        assert install_language(qapp, "en") is None
        assert install_language(qapp, "fr") == "fr"
        assert tr("&File") == french != "&File"
        assert cached.read_bytes() == data
    finally:
        install_language(qapp, "en")


def test_a_compilation_killed_midway_leaves_no_temporary_behind(qapp, tmp_path, monkeypatch):
    """lrelease's `.part` file of a start that was killed is removed by the next start; one whose
    compilation still runs (another editor starting at the same moment) is left alone."""
    import subprocess
    import sys

    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    folder = cache_folder()
    folder.mkdir(parents=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        killed = folder / f".vvs_fr-0123456789abcdef.qm.{dead.pid}.part"
        running = folder / f".vvs_de-0123456789abcdef.qm.{alive.pid}.part"
        for partial in (killed, running):
            partial.write_bytes(b"half a catalogue")
        assert install_language(qapp, "fr") == "fr"
        assert not killed.exists()
        assert running.exists()
    finally:
        alive.kill()
        alive.wait()
        install_language(qapp, "en")
