"""The `vvs` command line: exit codes, one line per problem, and the --json keys users script against."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from core.resources import maps_dir
from editor.cli import main

SAMPLES = sorted((maps_dir() / "scenarios").glob("*.json"))
BOARDS = sorted(maps_dir().glob("board-*.json"))


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.mark.parametrize("path", BOARDS + SAMPLES, ids=lambda p: p.name)
def test_validate_accepts_every_shipped_board_and_sample(capsys, path):
    code, out, _ = run(capsys, "validate", str(path), "--json")
    report = json.loads(out)
    assert code == 0 and report["valid"] is True and report["violations"] == []


def test_validate_warns_that_a_foggy_weather_changes_no_sight_until_a_visibility_rule_does(capsys, tmp_path):
    """The weather is descriptive only (the PC manual: no effect on play); a valid scenario whose
    weather sounds as if it shortened sight gets a warning, not a problem (exit 0)."""
    document = json.loads((maps_dir() / "scenarios" / "hedgerow-duel.json").read_text())
    document["weather"] = "fog"
    foggy = tmp_path / "foggy.json"
    foggy.write_text(json.dumps(document))
    code, out, _ = run(capsys, "validate", str(foggy))
    assert code == 0 and out.splitlines() == [f"{foggy}: valid scenario", f"{foggy}: warning: the weather 'fog' is descriptive "
                                              "only and changes no line of sight; add a visibility special rule (night or "
                                              "reduced visibility) if it should"]
    document["special_rules"] = [*document.get("special_rules", []), {"rule": "visibility", "sight": 3}]
    foggy.write_text(json.dumps(document))
    code, out, _ = run(capsys, "validate", str(foggy), "--json")
    assert code == 0 and json.loads(out)["warnings"] == []


def test_validate_rejects_a_broken_board_one_line_per_problem(capsys, tmp_path):
    document = json.loads(BOARDS[0].read_text())
    document["terrain"][0] = "W" + document["terrain"][0][1:]  # an edge half hex must be open
    document["hexsides"] = {"wall": ["A1/N"]}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(document))
    code, out, _ = run(capsys, "validate", str(bad))
    lines = out.strip().splitlines()
    assert code == 1 and len(lines) == 2
    half_hex = next(line for line in lines if line.startswith(f"{bad}: A1: "))
    assert "edge half hex" in half_hex
    assert any(line.startswith(f"{bad}: A1/N: ") for line in lines)


def test_validate_lists_scenario_violations_as_json(capsys, tmp_path):
    document = json.loads(SAMPLES[0].read_text())
    stack = document["sides"]["allied"]["stacks"][0]
    stack["units"] += [{"id": f"x{i}", "type": "us.m4a3e8", "facing": 0} for i in range(2)]
    bad = tmp_path / "crowded.json"
    bad.write_text(json.dumps(document))
    code, out, _ = run(capsys, "validate", str(bad), "--json")
    report = json.loads(out)
    assert code == 1 and report["valid"] is False
    assert {"code", "hex", "message"} <= set(report["violations"][0])
    assert "stacking.limit" in {v["code"] for v in report["violations"]}


def test_validate_names_the_json_path_of_a_schema_problem(capsys, tmp_path):
    """A schema problem is about the file, not a hex: --json gives its json_path, the text shows it where a hex would be."""
    document = json.loads(SAMPLES[0].read_text())
    document["turns"] = 0
    bad = tmp_path / "zero-turns.json"
    bad.write_text(json.dumps(document))
    code, out, _ = run(capsys, "validate", str(bad), "--json")
    (violation,) = json.loads(out)["violations"]
    assert code == 1 and violation["code"] == "schema"
    assert violation["hex"] is None and violation["json_path"] == "$.turns"
    assert set(violation) == {"code", "hex", "message", "section", "json_path"}
    code, out, _ = run(capsys, "validate", str(bad))
    assert out.startswith(f"{bad}: $.turns: ") and out.rstrip().endswith("[schema]")


def test_validate_reports_unreadable_input_with_exit_2(capsys, tmp_path):
    (tmp_path / "junk.json").write_text("{not json")
    code, _, err = run(capsys, "validate", str(tmp_path / "junk.json"))
    assert code == 2 and "not valid JSON" in err
    code, _, err = run(capsys, "validate", str(tmp_path / "missing.json"))
    assert code == 2 and "no such file" in err


def test_los_answers_on_a_board_in_text_and_json(capsys):
    code, out, _ = run(capsys, "los", str(BOARDS[0]), "C3", "K7", "--json")
    answer = json.loads(out)
    assert code == 0
    assert isinstance(answer["blocked"], bool) and isinstance(answer["hindrance"], int) and answer["range"] == 8
    code, out, _ = run(capsys, "los", str(BOARDS[0]), "C3", "C4")
    assert code == 0 and out.startswith("b1:C3 -> b1:C4: clear") and "range 1" in out


def test_los_refuses_a_hex_that_is_not_there(capsys):
    code, _, err = run(capsys, "los", str(BOARDS[0]), "C3", "Z99")
    assert code == 2 and "Z99" in err


def test_export_then_import_gives_back_the_same_bytes(capsys, tmp_path, user_folder):
    sample = SAMPLES[0]
    package = tmp_path / "shared.zip"
    code, _, _ = run(capsys, "export", str(sample), "-o", str(package))
    assert code == 0 and zipfile.is_zipfile(package)
    code, out, _ = run(capsys, "validate", str(package), "--json")
    assert code == 0 and json.loads(out)["valid"]
    code, out, _ = run(capsys, "import", str(package), "--json")
    stored = Path(json.loads(out)["imported"][0]["stored"])
    assert code == 0 and (stored / "scenario.json").read_bytes() == sample.read_bytes()
    code, out, _ = run(capsys, "list", "--json")
    assert json.loads(out)["scenarios"][0]["kind"] == "custom"


def test_import_without_arguments_takes_the_import_folder_and_keeps_bad_packages(capsys, tmp_path, user_folder):
    inbox = user_folder / "Import"
    inbox.mkdir(parents=True)
    run(capsys, "export", str(SAMPLES[1]), "-o", str(inbox / "good.zip"))
    (inbox / "bad.zip").write_bytes(b"PK\x03\x04 not really a zip")
    code, out, _ = run(capsys, "import")
    assert code == 2  # a damaged zip cannot be used at all (the exit-code table)
    assert not (inbox / "good.zip").exists() and (inbox / "bad.zip").exists()
    assert "refused" in out and "imported good.zip" in out


def test_export_is_refused_while_rules_are_broken(capsys, tmp_path):
    document = json.loads(SAMPLES[0].read_text())
    document["smoke"] = [{"hex": "b1:C3", "level": 1}, {"hex": "b1:C3", "level": 2}]
    bad = tmp_path / "smoky.json"
    bad.write_text(json.dumps(document))
    code, out, _ = run(capsys, "export", str(bad), "-o", str(tmp_path / "x.zip"))
    assert code == 1 and "smoke" in out and not (tmp_path / "x.zip").exists()
