"""Every subcommand against a corpus of bad files: never a traceback, always the promised exit code.

The README promises exit 2 when an input cannot be used at all (missing, a
folder, not JSON, refused by the hardened reader) and 1 when it is read but
breaks the rules. Each command reads through the same reader, so the verdicts
agree from one command to the next.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from core.resources import maps_dir
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))


def _zip(entries: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def _surrogate_title() -> bytes:
    text = SAMPLE.read_text(encoding="utf-8")
    document = json.loads(text)
    return json.dumps(dict(document, title="Broken \ud800 title")).encode("ascii")  # the escape stays \\ud800


UNUSABLE: dict[str, bytes | None] = {
    "missing.json": None,
    "missing.zip": None,
    "empty.json": b"",
    "garbage.json": b"\x00\xff\xfe not json",
    "duplicate-keys.json": b'{"title": "a", "title": "b", "battlefield": []}',
    "deep.json": b"[" * 5000 + b"]" * 5000,
    "surrogate.json": _surrogate_title(),
    "a-list.json": b"[1, 2, 3]",
}
"""Files that cannot be used at all: exit 2 from every command."""

REFUSED_PACKAGES: dict[str, bytes] = {
    "empty.zip": b"",
    "truncated.zip": _zip({"scenario.json": SAMPLE.read_bytes()})[:200],
    "not-a-package.zip": _zip({"readme.txt": b"hello"}),
    "traversal.zip": _zip({"../scenario.json": SAMPLE.read_bytes()}),
}
"""Archives a package reader refuses: unusable (2) for every command, validate and import too (issue 25)."""


def _write(tmp_path: Path, name: str, data: bytes | None) -> Path:
    path = tmp_path / "corpus" / name
    path.parent.mkdir(exist_ok=True)
    if data is not None:
        path.write_bytes(data)
    return path


def _commands(path: Path, out: Path) -> dict[str, list[str]]:
    return {
        "validate": ["validate", str(path)],
        "validate --json": ["validate", str(path), "--json"],
        "los": ["los", str(path), "b2:C3", "b2:K7"],
        "export": ["export", str(path), "-o", str(out)],
        "import": ["import", str(path)],
        "play": ["play", str(path)],
        "replay": ["replay", str(path)],
        "card": ["card", str(path), "-o", str(out.with_suffix(".pdf"))],
    }


def _run(capsys, args: list[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", sorted(UNUSABLE))
def test_an_unusable_file_gets_one_line_and_exit_2_from_every_command(capsys, tmp_path, name):
    path = _write(tmp_path, name, UNUSABLE[name])
    for command, args in _commands(path, tmp_path / "out.zip").items():
        code, _, err = _run(capsys, args)
        assert code == 2, f"{command} {name}: exit {code}, {err!r}"
        assert len(err.strip().splitlines()) == 1 and str(path.name) in err, f"{command} {name}: {err!r}"


@pytest.mark.parametrize("name", sorted(REFUSED_PACKAGES))
def test_a_refused_package_is_unusable_for_every_command(capsys, tmp_path, name):
    path = _write(tmp_path, name, REFUSED_PACKAGES[name])
    for command, args in _commands(path, tmp_path / "out.zip").items():
        code, _, err = _run(capsys, args)
        assert code == 2, f"{command} {name}: exit {code}, {err!r}"


def test_a_byte_order_mark_gets_the_same_verdict_from_every_command(capsys, tmp_path):
    path = _write(tmp_path, "bom.json", b"\xef\xbb\xbf" + SAMPLE.read_bytes())
    for args in (["validate", str(path)], ["play", str(path), "--players", "simple"], ["los", str(path), "b2:C3", "b2:K7"],
                 ["export", str(path), "-o", str(tmp_path / "bom.zip")]):
        assert _run(capsys, args)[0] == 0, args


def test_validate_names_a_package_problem_once_without_none(capsys, tmp_path):
    path = _write(tmp_path, "not-a-package.zip", REFUSED_PACKAGES["not-a-package.zip"])
    code, out, _ = _run(capsys, ["validate", str(path)])
    assert code == 2 and "None" not in out and out.count("not-a-package.zip") == 1


@pytest.mark.parametrize("command", ["export", "generate", "play-log"])
@pytest.mark.parametrize("where", ["missing-folder", "a-folder", "under-a-file"])
def test_an_output_path_that_cannot_be_written_is_refused_before_any_work(capsys, tmp_path, command, where):
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "a-file").write_text("x")
    target = {"missing-folder": tmp_path / "missing" / "x.zip", "a-folder": tmp_path / "a-folder",
              "under-a-file": tmp_path / "a-file" / "x.zip"}[where]
    args = {"export": ["export", str(SAMPLE), "-o", str(target)],
            "generate": ["generate", "--size", "small", "--seed", "1", "-o", str(target)],
            "play-log": ["play", str(SAMPLE), "--log", str(target)]}[command]
    code, out, err = _run(capsys, args)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_play_refuses_a_negative_seed_in_one_line(capsys):
    code, _, err = _run(capsys, ["play", str(SAMPLE), "--seed", "-1"])
    assert code == 2 and len(err.strip().splitlines()) == 1 and "--seed" in err


def test_play_json_says_whose_victory(capsys):
    code, out, _ = _run(capsys, ["play", str(SAMPLE), "--seed", "2", "--json"])
    summary = json.loads(out)
    assert code == 0 and summary["attacker"] == "allied" and summary["defender"] == "axis"
    assert summary["winner_side"] == {"attacker": "allied", "defender": "axis", "draw": None}[summary["winner"]]


def test_a_closed_pipe_is_no_traceback():
    """`vvs validate ... --json | head`: the reader goes away early."""
    script = ("import sys; sys.argv = ['vvs', 'validate', sys.argv[1], '--json']; "
              "from editor.cli import main; sys.exit(main())")
    board = str(maps_dir() / "board-01.json")
    reader = subprocess.Popen([sys.executable, "-c", script, board], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert reader.stdout is not None
    reader.stdout.close()  # nobody reads: the first write meets a closed pipe
    _, err = reader.communicate(timeout=60)
    assert b"Traceback" not in err and reader.returncode == 2, err


def test_a_scenario_stored_with_its_own_boards_is_used_with_them_by_every_command(capsys, tmp_path):
    """Custom/<name>/scenario.json with boards/ beside it, as `vvs import` stores a package."""
    board = json.loads((maps_dir() / "board-02.json").read_text(encoding="utf-8"))
    board["number"] = 41
    scenario = json.loads(SAMPLE.read_text(encoding="utf-8"))
    scenario["battlefield"]["boards"] = [{"board": 41, "rotated": False}]
    text = json.dumps(scenario).replace('"b2:', '"b41:')
    folder = tmp_path / "Custom" / "Duel on board 41"
    (folder / "boards").mkdir(parents=True)
    (folder / "boards" / "board-41.json").write_text(json.dumps(board))
    path = folder / "scenario.json"
    path.write_text(text)
    out = tmp_path / "duel41.zip"
    for args in (["validate", str(path)], ["play", str(path), "--players", "simple", "--log", str(tmp_path / "log.json")],
                 ["los", str(path), "b41:C3", "b41:K7"], ["export", str(path), "-o", str(out)],
                 ["replay", str(tmp_path / "log.json")], ["play", str(out), "--players", "simple"], ["validate", str(out)]):
        code, _, err = _run(capsys, args)
        assert code == 0, (args, err)


def test_a_package_board_that_differs_from_the_shipped_board_of_its_number_is_refused_everywhere(capsys, tmp_path):
    """Otherwise the editor would draw the package's board 2 and the command line the shipped one."""
    board = json.loads((maps_dir() / "board-02.json").read_text(encoding="utf-8"))
    board["name"] = "Le Mesnil, redrawn"
    board["terrain"][3] = "." * len(board["terrain"][3])
    folder = tmp_path / "Custom" / "Duel"
    (folder / "boards").mkdir(parents=True)
    (folder / "boards" / "board-02.json").write_text(json.dumps(board))
    path = folder / "scenario.json"
    path.write_bytes(SAMPLE.read_bytes())
    code, out, _ = _run(capsys, ["validate", str(path)])
    assert code == 1 and "differs from the shipped board 2" in out
    code, _, err = _run(capsys, ["play", str(path)])
    assert code == 1 and "differs from the shipped board 2" in err  # read, and breaking a rule: 1 (the exit-code table)
