"""No control character from a file reaches the terminal raw (issue 25): the C1 controls U+0080-U+009F
(U+009B starts an escape sequence on many terminals) and DEL were written as they were by --json.
Both the text and the JSON output escape them; the JSON still reads back to the file's own text."""

from __future__ import annotations

import json
import re

import pytest

from core.package import build_package
from core.resources import maps_dir
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
TITLE = "Duel \x9b31m red \x85 next \x7f end \x1b[2J"
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@pytest.fixture
def hostile(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    document = dict(json.loads(SAMPLE.read_text(encoding="utf-8")), title=TITLE)
    path = tmp_path / "duel\x9b.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    package = tmp_path / "duel.zip"
    package.write_bytes(build_package(document))
    assert main(["import", str(package)]) == 0
    return path


@pytest.mark.parametrize("args", [["list"], ["validate", "{path}"], ["play", "{path}", "--players", "simple"],
                                  ["export", "{path}", "-o", "{out}"]])
@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_no_raw_control_character_is_printed(capsys, tmp_path, hostile, args, json_flag):
    capsys.readouterr()
    filled = [part.format(path=hostile, out=tmp_path / "out.zip") for part in args]
    assert main(filled + json_flag) == 0
    out, err = capsys.readouterr()
    assert not RAW_CONTROL.search(out) and not RAW_CONTROL.search(err), repr(out)
    if json_flag:
        json.loads(out)  # escaped, and still JSON


def test_the_json_reads_back_to_the_title_with_its_controls(capsys, hostile):
    capsys.readouterr()
    assert main(["list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [entry["title"] for entry in listed["scenarios"]] == [TITLE]
