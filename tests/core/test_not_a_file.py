"""Inputs that are not files (issue 25): a FIFO, a device such as /dev/zero, a socket or a folder
named as a command's input, or found in the user folder, is refused before a byte is read, in one
line and with exit 2; nothing hangs waiting for a writer, nothing reads without end.

The commands run in a child process with a time limit: the old code hung on a FIFO for ever and read
/dev/zero until memory ran out, and a test must fail on that, not hang with it."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from core.resources import maps_dir
from core.safe_read import NotAFileError, read_file

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero")

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"

RUN_ALL = """
import contextlib, io, json, sys
from editor.cli import main
results = []
for args in json.loads(sys.argv[1]):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(args)
    results.append([code, err.getvalue()])
print(json.dumps(results))
"""


def _run_all(runs: list[list[str]], user: Path) -> list[tuple[int, str]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "VVS_USER_DIR": str(user)}
    done = subprocess.run([sys.executable, "-c", RUN_ALL, json.dumps(runs)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return [(code, err) for code, err in json.loads(done.stdout)]


def _commands(path: Path, out: Path) -> list[list[str]]:
    return [["validate", str(path)], ["los", str(path), "b2:C3", "b2:K7"], ["export", str(path), "-o", str(out / "x.zip")],
            ["import", str(path)], ["play", str(path)], ["replay", str(path)], ["balance", str(path), "--games", "1"],
            ["card", str(path), "-o", str(out / "x.pdf")], ["board", "render", str(path), "-o", str(out / "x.png")],
            ["generate", "--boards", str(path), "--seed", "1", "-o", str(out / "g.zip")]]


@pytest.mark.parametrize("kind", ["fifo", "device", "socket"])
def test_every_command_refuses_an_input_that_is_not_a_file_before_reading_it(tmp_path, kind):
    path = tmp_path / "input.json"
    listener = None
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path = Path("/dev/zero")
    else:
        listener = socket.socket(socket.AF_UNIX)
        listener.bind(str(path))
    try:
        runs = _commands(path, tmp_path)
        for args, (code, err) in zip(runs, _run_all(runs, tmp_path / "user"), strict=True):
            assert code == 2, f"{args}: exit {code}, {err!r}"
            assert len(err.strip().splitlines()) == 1 and "not a file" in err, f"{args}: {err!r}"
    finally:
        if listener is not None:
            listener.close()
    assert not list(tmp_path.glob("x.*")) and not (tmp_path / "g.zip").exists()


def test_an_output_that_is_a_fifo_is_refused_not_replaced(tmp_path):
    fifo = tmp_path / "log.json"
    os.mkfifo(fifo)
    [(code, err)] = _run_all([["play", str(SAMPLE), "--log", str(fifo)]], tmp_path / "user")
    assert code == 2 and "FIFO" in err
    assert fifo.is_fifo()


def _hostile_user_folder(user: Path) -> None:
    """A FIFO in every place the program reads at start: settings, drafts, a stored scenario and its
    manifest, a board; and a custom scenario whose manifest is /dev/zero."""
    for folder in ("Draft", "Boards", "Custom/fifo-scenario", "Custom/fifo-manifest", "Custom/zero-manifest"):
        (user / folder).mkdir(parents=True)
    for fifo in ("settings.ini", "Draft/draft.json", "Boards/board.json", "Custom/fifo-scenario/scenario.json",
                 "Custom/fifo-manifest/manifest.json"):
        os.mkfifo(user / fifo)
    for folder in ("fifo-manifest", "zero-manifest"):
        (user / "Custom" / folder / "scenario.json").write_bytes(SAMPLE.read_bytes())
    (user / "Custom" / "zero-manifest" / "manifest.json").symlink_to("/dev/zero")


def test_vvs_list_does_not_hang_on_a_fifo_in_the_user_folder(tmp_path):
    user = tmp_path / "user"
    _hostile_user_folder(user)
    env = {**os.environ, "VVS_USER_DIR": str(user)}
    done = subprocess.run([sys.executable, "-m", "editor.cli", "list"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == ""
    assert "fifo-manifest" in done.stdout and "zero-manifest" in done.stdout  # listed by their folder names


START_EDITOR = """
from PySide6.QtCore import QTimer
from editor.app import application, start_language
app = application()
start_language(app)
from editor.window.main_window import MainWindow
window = MainWindow()
window.show()
window.files.offer_recovery()
QTimer.singleShot(300, app.quit)
app.exec()
print("started")
"""


def test_vvs_edit_starts_with_a_fifo_in_the_user_folder(tmp_path):
    user = tmp_path / "user"
    _hostile_user_folder(user)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "VVS_USER_DIR": str(user)}
    done = subprocess.run([sys.executable, "-c", START_EDITOR], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=90)
    assert done.returncode == 0 and done.stdout.strip() == "started", done.stderr
    assert (user / "settings.ini").is_fifo()  # left as the user made it


def test_a_read_is_bounded(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(10_000)
    with pytest.raises(NotAFileError, match="larger than 1000 bytes"):
        read_file(big, 1000)
    assert read_file(big, 10_000) == b"\0" * 10_000
    with pytest.raises(NotAFileError, match="is a device"):
        read_file("/dev/zero")
