"""One exit-code table (core.commands.exit_codes, README "Exit codes"), the same for every command:
every command runs on every class of bad input and gets the code of the class, whatever the command
(issue 25: a refused package got 1 from validate and import but 2 from the rest; a replay whose
log had its seed edited got 2, not 1)."""

from __future__ import annotations

import io
import json
import os
import zipfile
from pathlib import Path

import pytest

from core.commands.exit_codes import EXIT_INVALID, EXIT_OK, EXIT_USAGE, TABLE
from core.package import build_package
from core.resources import maps_dir
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
BOARD = maps_dir() / "board-01.json"
ROOT = Path(__file__).resolve().parents[2]

COMMANDS = ["validate", "validate --json", "los", "export", "import", "play", "replay", "balance", "card",
            "board render", "generate --boards"]


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))


def _crowded() -> dict:
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    stack = document["sides"]["allied"]["stacks"][0]
    stack["units"] += [{"id": f"x{i}", "type": "us.m4a3e8", "facing": 0} for i in range(2)]
    return document


def _bad_board() -> dict:
    document = json.loads(BOARD.read_text(encoding="utf-8"))
    document["terrain"][0] = "W" + document["terrain"][0][1:]  # an edge half hex must be open ground
    return document


def _truncated_zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("scenario.json", SAMPLE.read_bytes())
    return buffer.getvalue()[:200]


def _inputs(folder: Path) -> dict[str, Path]:
    """One file of each class of bad input."""
    made = {"missing": folder / "missing.json", "a folder": folder / "a-folder.json", "a FIFO": folder / "fifo.json",
            "not JSON": folder / "garbage.json", "a damaged package": folder / "truncated.zip",
            "a scenario breaking the rules": folder / "crowded.json", "a package breaking the rules": folder / "crowded.zip",
            "a board breaking the rules": folder / "bad-board.json"}
    made["a folder"].mkdir()
    os.mkfifo(made["a FIFO"])
    made["not JSON"].write_bytes(b"\x00\xff not json")
    made["a damaged package"].write_bytes(_truncated_zip())
    made["a scenario breaking the rules"].write_text(json.dumps(_crowded()), encoding="utf-8")
    made["a package breaking the rules"].write_bytes(build_package(_crowded()))
    made["a board breaking the rules"].write_text(json.dumps(_bad_board()), encoding="utf-8")
    return made


def _args(command: str, path: Path, out: Path) -> list[str]:
    return {"validate": ["validate", str(path)], "validate --json": ["validate", str(path), "--json"],
            "los": ["los", str(path), "b2:C3", "b2:K7"], "export": ["export", str(path), "-o", str(out / "o.zip")],
            "import": ["import", str(path)], "play": ["play", str(path), "--players", "simple"], "replay": ["replay", str(path)],
            "balance": ["balance", str(path), "--games", "1", "--jobs", "1"], "card": ["card", str(path), "-o", str(out / "o.pdf")],
            "board render": ["board", "render", str(path), "-o", str(out / "o.png")],
            "generate --boards": ["generate", "--boards", str(path), "--seed", "1", "-o", str(out / "g.zip")]}[command]


RULES: dict[str, dict[str, int]] = {
    # A file read whole that breaks the rules is 1 for every command that needs it to keep them; a command
    # given the wrong kind of file (a board to play, a scenario to render) cannot use it: 2. `los` and `card`
    # only look at the map and the units, so a rule broken elsewhere does not stop them.
    "a scenario breaking the rules": {"validate": 1, "validate --json": 1, "los": 0, "export": 1, "play": 1, "balance": 1,
                                      "card": 0},
    "a package breaking the rules": {"validate": 1, "validate --json": 1, "los": 0, "export": 1, "import": 1, "play": 1,
                                     "balance": 1, "card": 0},
    "a board breaking the rules": {"validate": 1, "validate --json": 1, "los": 1, "board render": 1, "generate --boards": 1},
}


def test_every_command_gives_the_code_of_the_class_of_bad_input(capsys, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    wrong = []
    for kind, path in _inputs(tmp_path).items():
        for command in COMMANDS:
            expected = RULES.get(kind, {}).get(command, EXIT_USAGE)
            code = main(_args(command, path, out))
            said, err = capsys.readouterr()
            if code != expected:
                wrong.append(f"{command} on {kind}: exit {code}, not {expected} ({err.strip()[:120]})")
            assert "Traceback" not in err and (said or err), f"{command} on {kind}: {err!r}"
            if code == EXIT_USAGE and not said:
                assert len(err.strip().splitlines()) == 1, f"{command} on {kind}: {err!r}"
    assert not wrong, "\n".join(wrong)


def test_a_command_line_mistake_is_2_for_every_command(capsys):
    for args in (["validate"], ["los", str(SAMPLE)], ["export"], ["play", str(SAMPLE), "--seed", "x"], ["replay"],
                 ["balance", str(SAMPLE), "--games", "0"], ["card", str(SAMPLE)], ["board", "render", str(BOARD)],
                 ["generate", "--size", "huge"], ["calc"], ["list", "extra"], ["no-such-command"]):
        assert main(args) == EXIT_USAGE, args
        capsys.readouterr()


def test_a_replay_whose_seed_was_edited_differs_exit_1(capsys, tmp_path):
    log = tmp_path / "game.json"
    assert main(["play", str(SAMPLE), "--seed", "3", "--log", str(log)]) == EXIT_OK
    assert main(["replay", str(log)]) == EXIT_OK
    document = json.loads(log.read_text(encoding="utf-8"))
    document["seed"] = 4
    log.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(log)]) == EXIT_INVALID
    assert main(["replay", str(log), "--json"]) == EXIT_INVALID


def test_the_readme_table_is_the_module_table():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Exit codes", 1)[1].split("\n#", 1)[0]
    for code in TABLE:
        assert f"| {code} |" in section, code
