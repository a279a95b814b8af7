"""Every command that writes a user's file, killed (SIGKILL) at moments spread over its run, leaves the
previous file whole or the new one whole: never a torn, empty or missing file, and no temporary once
the next run has been in that folder (issue 25). The pictures (`board render`, `balance --plot`) are
tests/editor/test_png_writers_killed.py; the generated-battle slot and imports are
tests/generator/test_slot_killed.py. Each command is run once to completion, then killed from halfway
through its run to its very end, where the write is."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from core.package import read_package
from core.resources import maps_dir
from core.temporaries import GRACE_SECONDS

pytestmark = [pytest.mark.heavy,  # some thirty runs of the program: always in CI; `-m 'not heavy'` skips them locally
              pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")]

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
KILLS = 5
PROGRAM = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main(sys.argv[1:]))"]


def _pdf(path: Path) -> bool:
    data = path.read_bytes()
    return data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")


def _png(path: Path) -> bool:
    data = path.read_bytes()
    return data.startswith(b"\x89PNG\r\n\x1a\n") and data.endswith(b"IEND\xaeB`\x82")


def _package(path: Path) -> bool:
    try:
        read_package(path)
    except ValueError:
        return False
    return True


def _json(path: Path) -> bool:
    try:
        json.loads(path.read_bytes())
    except ValueError:
        return False
    return True


def _scenario_with_balance(path: Path) -> bool:
    return _json(path) and "title" in json.loads(path.read_bytes())


WRITERS: dict[str, tuple[Callable[[Path], list[str]], str, Callable[[Path], bool]]] = {
    "card --pdf": (lambda out: ["card", str(SAMPLE), "-o", str(out)], "card.pdf", _pdf),
    "card --png": (lambda out: ["card", str(SAMPLE), "-o", str(out)], "card.png", _png),
    "generate -o": (lambda out: ["generate", "--size", "small", "--seed", "7", "-o", str(out)], "battle.zip", _package),
    "export -o": (lambda out: ["export", str(SAMPLE), "-o", str(out)], "duel.zip", _package),
    "play --log": (lambda out: ["play", str(SAMPLE), "--seed", "2", "--log", str(out)], "game.json", _json),
    "balance --record": (lambda out: ["balance", str(out), "--games", "2", "--jobs", "1", "--record"], "duel.json",
                         _scenario_with_balance),
}


@pytest.mark.parametrize("kind", sorted(WRITERS))
def test_a_killed_writer_leaves_a_whole_file_and_no_temporary(tmp_path, kind):
    args, name, whole = WRITERS[kind]
    output = tmp_path / "out" / name
    output.parent.mkdir()
    if kind == "balance --record":
        shutil.copyfile(SAMPLE, output)  # the scenario file is both the input and what is written
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "VVS_USER_DIR": str(tmp_path / "user")}
    began = time.perf_counter()
    subprocess.run([*PROGRAM, *args(output)], cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)
    whole_run = time.perf_counter() - began
    assert whole(output)
    for index in range(KILLS):
        process = subprocess.Popen([*PROGRAM, *args(output)], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        time.sleep(whole_run * (0.5 + 0.5 * index / KILLS))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=60)
        assert whole(output), f"{kind}: kill {index + 1} of {KILLS} after {whole_run:.1f} s runs left a torn file"
    when = time.time() - GRACE_SECONDS - 1  # the temporaries of the killed runs are older than a start-up
    for path in output.parent.iterdir():
        os.utime(path, (when, when), follow_symlinks=False)
    subprocess.run([*PROGRAM, *args(output)], cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)
    assert whole(output) and [p.name for p in output.parent.iterdir()] == [name]
