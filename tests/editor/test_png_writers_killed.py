"""A command killed while it writes a picture leaves the previous picture whole, or the new one
whole, never a torn or empty file (issue 25: `vvs board render` and `vvs balance --plot` wrote
their PNG in place, and 12 of 12 kills shortly after the write began lost the old picture).

Each command is run once to completion, then killed (SIGKILL) at moments spread over its
run; after every kill the file must still be a complete PNG."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.resources import maps_dir

pytestmark = [pytest.mark.heavy,  # some fifteen runs of the program: always in CI; `-m 'not heavy'` skips them locally
              pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")]

ROOT = Path(__file__).parents[2]
PNG_START = b"\x89PNG\r\n\x1a\n"
PNG_END = b"IEND\xaeB`\x82"
KILLS = 7


def complete_png(path: Path) -> bool:
    data = path.read_bytes()
    return data.startswith(PNG_START) and data.endswith(PNG_END)


def command(kind: str, output: Path) -> list[str]:
    program = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main(sys.argv[1:]))"]
    if kind == "board render":
        return [*program, "board", "render", str(maps_dir() / "board-01.json"), "-o", str(output), "--hex-size", "120"]
    scenario = maps_dir() / "scenarios" / "hedgerow-duel.json"
    return [*program, "balance", str(scenario), "--games", "2", "--jobs", "1", "--plot", str(output)]


@pytest.mark.parametrize("kind", ["board render", "balance --plot"])
def test_a_killed_writer_leaves_a_whole_picture(tmp_path, kind):
    output = tmp_path / "picture.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "VVS_USER_DIR": str(tmp_path / "user")}
    began = time.perf_counter()
    subprocess.run(command(kind, output), cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)
    whole_run = time.perf_counter() - began
    assert complete_png(output)
    for index in range(KILLS):
        process = subprocess.Popen(command(kind, output), cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(whole_run * (0.5 + 0.5 * index / KILLS))  # from halfway to the very end, where the write is
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=60)
        assert complete_png(output), f"kill {index + 1} of {KILLS} after {whole_run:.1f} s runs left a torn picture"
