"""A save or an import that was killed leaves a hidden temporary behind; the next one in the same
folder removes it, and nothing else (core.jsonio.remove_stale_temporaries)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from core.jsonio import write_bytes_atomic
from core.temporaries import STALE_SECONDS


def _age(path: Path, seconds: float) -> None:
    when = time.time() - seconds
    os.utime(path, (when, when))


def test_the_next_save_removes_old_temporaries_of_killed_saves_and_nothing_else(tmp_path):
    killed = tmp_path / ".draft.json.0123456789ab.tmp"
    killed.write_bytes(b"half a save")
    _age(killed, STALE_SECONDS + 60)
    running = tmp_path / ".other.json.ba9876543210.tmp"  # a save under way elsewhere: too young
    running.write_bytes(b"being written")
    mine = tmp_path / ".notes.0123456789ab.tmp.keep"  # not one of our names
    mine.write_bytes(b"user file")
    _age(mine, STALE_SECONDS + 60)
    user_hidden = tmp_path / ".settings"
    user_hidden.write_bytes(b"x")
    _age(user_hidden, STALE_SECONDS + 60)
    write_bytes_atomic(tmp_path / "draft.json", b"{}")
    assert not killed.exists()
    assert running.exists() and mine.exists() and user_hidden.exists()
    assert (tmp_path / "draft.json").read_bytes() == b"{}"


def test_a_killed_import_leaves_no_partial_folder_after_the_next_import(tmp_path, monkeypatch):
    from core.package import build_package
    from core.userdirs import ENV_VAR, UserFolders

    monkeypatch.setenv(ENV_VAR, str(tmp_path / "user"))
    folders = UserFolders.default()
    partial = folders.custom / ".Road.0123456789ab.partial"
    (partial / "boards").mkdir(parents=True)
    (partial / "scenario.json").write_bytes(b"{")
    _age(partial, STALE_SECONDS + 60)
    package = tmp_path / "road.zip"
    package.write_bytes(build_package({"title": "Road", "turns": 3}))
    outcome = folders.import_package_file(package, lambda s: None, lambda b: None, remove_source=False)
    assert outcome.ok and not partial.exists()


def test_a_save_never_removes_a_folder_only_imports_leave_folders(tmp_path):
    folder = tmp_path / ".photos.0123456789ab.tmp"
    folder.mkdir()
    (folder / "keep.jpg").write_bytes(b"x")
    _age(folder, STALE_SECONDS + 60)
    write_bytes_atomic(tmp_path / "draft.json", b"{}")
    assert (folder / "keep.jpg").exists()
