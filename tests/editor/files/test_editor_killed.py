"""The editor itself killed with SIGKILL mid-work (power cut, kill -9, an out-of-memory kill):
the next start offers the unsaved edits back and the saved draft is untouched (issue 25)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from core.scenario.io import load, save
from core.userdirs import UserFolders
from editor.window.prompts import RecoveryAnswer

SESSION = textwrap.dedent("""
    import sys
    from pathlib import Path
    from editor.app import application
    from editor.commands import SetSmoke
    from editor.window.main_window import MainWindow

    app = application()
    from tests.editor.conftest import BOARDS

    window = MainWindow(boards=BOARDS)
    window.show()
    assert window.open_path(Path(sys.argv[1]))
    window.files.autosaver.set_interval(0.05)
    window.document.push(SetSmoke(window.document, "b7:C3", 1))  # unsaved work
    while not (window.files.autosaver.path and window.files.autosaver.path.is_file()):
        app.processEvents()
    print("autosaved", flush=True)
    app.exec()  # still running, as a user would be, when the kill comes
""")


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_killed_editor_gives_the_unsaved_edits_back_at_the_next_start(make_window, tiny_scenario, tmp_path):
    draft = UserFolders.default().draft / "tiny.json"  # make_window's user folder (VVS_USER_DIR)
    save(draft, tiny_scenario)
    saved = draft.read_bytes()
    errors = tmp_path / "stderr.txt"  # the offscreen platform's notices; shown if the session fails
    with errors.open("w") as stderr:
        child = subprocess.Popen([sys.executable, "-c", SESSION, str(draft)], stdout=subprocess.PIPE, stderr=stderr,
                                 text=True, cwd=Path(__file__).parents[3], env=dict(os.environ))
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "autosaved", errors.read_text()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert draft.read_bytes() == saved  # the draft on disk is the one the user saved
    window = make_window()  # the next start
    window.prompts.recover_answer = RecoveryAnswer.RECOVER
    assert window.files.offer_recovery()
    document = window.document
    assert document.path.resolve() == draft.resolve() and document.dirty
    assert [marker.hex for marker in document.scenario.smoke] == ["b7:C3"]  # the edit made before the kill
    assert load(draft).smoke == ()
