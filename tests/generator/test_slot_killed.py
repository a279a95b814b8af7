"""A generation or an import killed at each of its risky moments loses nothing and leaves nothing
behind once the next run comes (issue 25: a kill between the slot swap's two renames left the slot
empty and the old battle hidden in `.Generated Scenario.<hex>.old` for ever; generate's .partial and
.old, and an interrupted import's .partial on a re-import of the same package, were never swept).

Each kill is real: a child process stores a battle with os.rename or os.fsync wrapped to SIGKILL the
process itself right after the chosen call, so the folder is left exactly as a power cut there would."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.package import build_package
from core.scenario.io import load
from core.temporaries import GRACE_SECONDS
from core.userdirs import UserFolders
from generator import GENERATED_NAME, Settings, generate, store_generated

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")

ROOT = Path(__file__).resolve().parents[2]

KILLED_STORE = """
import os, signal, sys
from pathlib import Path
from core.userdirs import UserFolders
from generator import Settings, generate, store_generated

folders = UserFolders(Path(sys.argv[1]))
what, after = sys.argv[2], int(sys.argv[3])
battle = generate(Settings(size="small"), int(sys.argv[4]))
real = getattr(os, what)
calls = 0

def dying(*args, **kwargs):
    global calls
    result = real(*args, **kwargs)
    calls += 1
    if calls == after:
        os.kill(os.getpid(), signal.SIGKILL)
    return result

setattr(os, what, dying)
store_generated(battle, folders)
"""


def _store_killed(user: Path, what: str, after: int, seed: int) -> None:
    done = subprocess.run([sys.executable, "-c", KILLED_STORE, str(user), what, str(after), str(seed)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == -9, f"not killed at {what} #{after}: {done.stderr}"


def _hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def _age(folder: Path) -> None:
    """Let the killed run's temporaries be older than the moment between creating and holding one."""
    when = time.time() - GRACE_SECONDS - 1
    for path in folder.iterdir():
        os.utime(path, (when, when))


@pytest.fixture
def folders(tmp_path):
    folders = UserFolders(tmp_path / "user")
    store_generated(generate(Settings(size="small"), 1), folders)
    return folders


def test_killed_between_the_two_renames_the_old_battle_is_back_at_the_next_listing(folders):
    renames_before_swap = 0  # the files are written with os.replace, the swap with os.rename: its first is the aside
    _store_killed(folders.root, "rename", renames_before_swap + 1, seed=2)
    slot = folders.custom / GENERATED_NAME
    assert not slot.exists() and any(name.endswith(".old") for name in _hidden(folders.custom))  # the old defect
    _age(folders.custom)
    assert [entry.name for entry in folders.list_scenarios()] == [GENERATED_NAME]
    assert load(slot / "scenario.json").generator.seed == 1
    assert _hidden(folders.custom) == []


def test_killed_between_the_two_renames_the_next_battle_takes_the_slot_and_leaves_nothing(folders):
    _store_killed(folders.root, "rename", 1, seed=2)
    _age(folders.custom)
    store_generated(generate(Settings(size="small"), 3), folders)
    assert load(folders.custom / GENERATED_NAME / "scenario.json").generator.seed == 3
    assert _hidden(folders.custom) == [] and [p.name for p in folders.custom.iterdir()] == [GENERATED_NAME]


def test_killed_after_the_swap_the_new_battle_stays_and_the_old_one_is_removed(folders):
    _store_killed(folders.root, "rename", 2, seed=2)
    assert load(folders.custom / GENERATED_NAME / "scenario.json").generator.seed == 2
    _age(folders.custom)
    folders.list_scenarios()
    assert _hidden(folders.custom) == []


@pytest.mark.parametrize("fsyncs", [1, 2])
def test_killed_while_the_battle_is_written_the_old_one_stays_and_the_partial_folder_is_swept(folders, fsyncs):
    _store_killed(folders.root, "fsync", fsyncs, seed=2)
    assert load(folders.custom / GENERATED_NAME / "scenario.json").generator.seed == 1
    assert any(name.endswith(".partial") for name in _hidden(folders.custom))
    _age(folders.custom)
    store_generated(generate(Settings(size="small"), 3), folders)
    assert _hidden(folders.custom) == []


KILLED_IMPORT = """
import os, signal, sys
from pathlib import Path
from core.userdirs import UserFolders

folders = UserFolders(Path(sys.argv[1]))
real = os.fsync

def dying(fd):
    real(fd)
    os.kill(os.getpid(), signal.SIGKILL)

os.fsync = dying
folders.import_package_file(sys.argv[2], None)
"""


def test_an_import_killed_midway_is_swept_by_a_reimport_of_the_same_package(tmp_path):
    folders = UserFolders(tmp_path / "user")
    package = tmp_path / "road.zip"
    package.write_bytes(build_package({"title": "Road", "turns": 3}))
    assert folders.import_package_file(package, None).ok  # stored once
    stored = sorted(p.name for p in folders.custom.iterdir())
    copy = tmp_path / "road-copy.zip"  # another name: stored as "road-copy", killed while it is written
    copy.write_bytes(package.read_bytes())
    done = subprocess.run([sys.executable, "-c", KILLED_IMPORT, str(folders.root), str(copy)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == -9, done.stderr
    assert any(name.endswith(".partial") for name in _hidden(folders.custom))
    _age(folders.custom)
    outcome = folders.import_package_file(package, None)  # the same package again: reuses the stored copy
    assert outcome.ok and sorted(p.name for p in folders.custom.iterdir()) == stored


def test_a_temporary_a_living_writer_holds_is_never_swept(tmp_path):
    from core.temporaries import held_folder, remove_stale_temporaries

    partial = tmp_path / ".Road.0123456789ab.partial"
    with held_folder(partial):
        _age(tmp_path)
        remove_stale_temporaries(tmp_path, ".partial")
        assert partial.exists()
    remove_stale_temporaries(tmp_path, ".partial")
    assert not partial.exists()
