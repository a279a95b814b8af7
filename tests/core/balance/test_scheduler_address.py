"""`--scheduler` addresses checked before any game (issue 25): an empty value ran the games on this
machine without a word, tls:// ended in a traceback, and a port where something other than a Dask
scheduler listens kept `vvs balance` waiting for ever."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.resources import maps_dir
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(("address", "says"), [
    ("", "the address is empty"),
    ("  ", "the address is empty"),
    ("ucx://10.0.0.5:8786", "ucx:// is not a transport Dask uses here"),
    ("tcp://10.0.0.5", "has no host and port"),
    ("tcp://10.0.0.5:99999", "has no host and port"),
    ("tcp://:8786", "has no host and port"),
])
def test_a_bad_address_is_refused_before_any_game(capsys, address, says):
    assert main(["balance", str(SAMPLE), "--games", "1", "--scheduler", address]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and says in err


# In a child process: the connection attempt left waiting on a silent port is a thread of its own.
SILENT_PORT = """
import contextlib, io, json, socket, sys, time
from core.balance import cluster
from editor.cli import main
cluster.CONNECT_SECONDS, cluster.GREETING_SECONDS = 1, 2
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(8)  # the kernel completes the connection; nobody ever says a word on it
results = []
for address in (f"tcp://127.0.0.1:{listener.getsockname()[1]}", f"tls://127.0.0.1:{listener.getsockname()[1]}"):
    err = io.StringIO()
    began = time.perf_counter()
    with contextlib.redirect_stderr(err):
        code = main(["balance", sys.argv[1], "--games", "1", "--scheduler", address])
    results.append([code, err.getvalue(), time.perf_counter() - began])
print(json.dumps(results))
"""


def test_a_port_that_is_not_a_dask_scheduler_and_a_tls_address_each_get_one_clear_line():
    pytest.importorskip("distributed")
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", SILENT_PORT, str(SAMPLE)], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ})
    assert done.returncode == 0, done.stderr
    (silent_code, silent, silent_seconds), (tls_code, tls, _) = json.loads(done.stdout)
    assert silent_code == 2 and "waited 3 s for the Dask scheduler at tcp://127.0.0.1:" in silent
    assert "does not speak Dask" in silent and silent_seconds < 20
    assert tls_code == 2 and "tls:// needs Dask's TLS settings" in tls and "Traceback" not in tls
    assert time.perf_counter() - began < 100
