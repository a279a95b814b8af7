"""core.userdirs: the user folder and the import flow (design, "User folders").

Importing moves packages from Import/ into Custom/ and removes the zip only after
the scenario is safely stored; a bad package stays where it was, with a reason,
and nothing else in the user folder changes.
"""

from __future__ import annotations

import io
import json
import os
import zipfile
from pathlib import Path
from typing import Any

import platformdirs
import pytest

from core.jsonio import dumps_canonical, validate
from core.package import build_package
from core.userdirs import (
    APP_NAME,
    ENV_VAR,
    ScenarioSource,
    UserFolders,
    safe_file_name,
)

SCENARIO_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["title", "turns"],
    "properties": {"title": {"type": "string"}, "turns": {"type": "integer", "minimum": 1}},
}
CAEN: dict[str, Any] = {"title": "Road to Caen", "turns": 8}
HILL_BOARD: dict[str, Any] = {"format": 1, "name": "Hill"}


def check_scenario(scenario: dict[str, Any]) -> None:
    validate(scenario, SCENARIO_SCHEMA, "scenario.json")


def snapshot(folders: UserFolders) -> dict[str, bytes | None]:
    """Every file's bytes and every folder (None) in the user folder."""
    root = folders.root
    for folder in (folders.draft, folders.export, folders.import_, folders.custom):
        assert folder.is_dir()
    return {
        path.relative_to(root).as_posix(): None if path.is_dir() else path.read_bytes()
        for path in sorted(root.rglob("*"))
    }


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserFolders:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "user"))
    return UserFolders.default()


def entry_bytes(zip_path: Path, entry: str) -> bytes:
    with zipfile.ZipFile(zip_path) as archive:
        return archive.read(entry)


# --------------------------------------------------------------------------- folders


def test_the_environment_variable_chooses_the_user_folder(folders: UserFolders,
                                                          tmp_path: Path) -> None:
    assert folders.root == tmp_path / "user"


def test_without_the_variable_the_platform_data_folder_is_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    expected = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    assert UserFolders.default().root == expected  # nothing is created by asking


def test_folders_are_made_when_first_needed(folders: UserFolders) -> None:
    assert not folders.root.exists()
    assert [folders.draft.name, folders.export.name, folders.import_.name,
            folders.custom.name] == ["Draft", "Export", "Import", "Custom"]
    assert sorted(os.listdir(folders.root)) == ["Custom", "Draft", "Export", "Import"]


# --------------------------------------------------------------------------- import flow


def test_exported_package_imports_into_custom_byte_for_byte(folders: UserFolders) -> None:
    exported = folders.export_package("Road to Caen", CAEN, {"hill": HILL_BOARD})
    dropped = folders.import_ / exported.name
    dropped.write_bytes(exported.read_bytes())

    [outcome] = folders.import_all(check_scenario)

    assert outcome.ok and outcome.source_removed
    assert outcome.stored == folders.custom / "Road to Caen"
    stored = outcome.stored / "scenario.json"
    assert stored.read_bytes() == entry_bytes(exported, "scenario.json")
    assert stored.read_bytes() == dumps_canonical(CAEN).encode()
    assert (outcome.stored / "boards" / "hill.json").read_bytes() == entry_bytes(
        exported, "boards/hill.json"
    )
    assert not dropped.exists()


def test_stored_scenario_exports_again_to_the_same_zip(folders: UserFolders) -> None:
    original = build_package(CAEN, {"hill": HILL_BOARD})
    (folders.import_ / "caen.zip").write_bytes(original)
    [outcome] = folders.import_all(check_scenario)
    assert outcome.stored is not None
    stored = outcome.stored
    again = build_package(
        json.loads((stored / "scenario.json").read_text("utf-8")),
        {"hill": json.loads((stored / "boards/hill.json").read_text("utf-8"))},
    )
    assert again == original


def test_a_bad_package_stays_with_its_reason_and_nothing_else_changes(
    folders: UserFolders,
) -> None:
    (folders.draft / "mine.json").write_bytes(dumps_canonical(CAEN).encode())
    (folders.import_ / "bad.zip").write_bytes(build_package(CAEN | {"turns": 0}))
    (folders.import_ / "notes.txt").write_bytes(b"not a package, not touched")
    before = snapshot(folders)

    [outcome] = folders.import_all(check_scenario)

    assert not outcome.ok and outcome.stored is None and not outcome.source_removed
    assert outcome.error == "bad.zip: scenario.json: $.turns: 0 is less than the minimum of 1"
    assert snapshot(folders) == before


def test_good_and_bad_packages_in_one_pass(folders: UserFolders) -> None:
    (folders.import_ / "a-good.zip").write_bytes(build_package(CAEN))
    (folders.import_ / "b-slip.zip").write_bytes(_slip_zip())
    before = snapshot(folders)

    outcomes = folders.import_all(check_scenario)

    assert [(o.source.name, o.ok) for o in outcomes] == [("a-good.zip", True),
                                                        ("b-slip.zip", False)]
    assert "climbs out of the package" in (outcomes[1].error or "")
    changed = snapshot(folders).keys() ^ before.keys()
    assert changed == {"Import/a-good.zip", "Custom/a-good", "Custom/a-good/manifest.json",
                       "Custom/a-good/scenario.json"}
    assert not (folders.root.parent / "evil.json").exists()


def _slip_zip() -> bytes:
    good = build_package(CAEN)
    buffer = io.BytesIO(good)
    with zipfile.ZipFile(buffer, "a") as archive:
        archive.writestr("../../evil.json", b"{}")
    return buffer.getvalue()


def test_an_existing_scenario_of_the_same_name_is_never_overwritten(
    folders: UserFolders,
) -> None:
    existing = folders.custom / "caen"
    existing.mkdir()
    (existing / "scenario.json").write_bytes(b"my own edits")
    (folders.import_ / "caen.zip").write_bytes(build_package(CAEN))

    [outcome] = folders.import_all(check_scenario)

    assert outcome.stored == folders.custom / "caen (2)"
    assert (existing / "scenario.json").read_bytes() == b"my own edits"
    assert sorted(os.listdir(existing)) == ["scenario.json"]


def test_importing_the_same_package_twice_keeps_one_copy(folders: UserFolders) -> None:
    data = build_package(CAEN)
    (folders.import_ / "caen.zip").write_bytes(data)
    [first] = folders.import_all(check_scenario)
    (folders.import_ / "caen.zip").write_bytes(data)
    [second] = folders.import_all(check_scenario)
    assert first.stored == second.stored == folders.custom / "caen"
    assert second.source_removed
    assert os.listdir(folders.custom) == ["caen"]


def test_a_failure_while_storing_keeps_the_zip_and_leaves_no_half_folder(
    folders: UserFolders, monkeypatch: pytest.MonkeyPatch
) -> None:
    (folders.import_ / "caen.zip").write_bytes(build_package(CAEN))
    before = snapshot(folders)

    def disk_full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "rename", disk_full)
    [outcome] = folders.import_all(check_scenario)

    assert not outcome.ok
    assert outcome.error is not None and "could not be stored" in outcome.error
    assert snapshot(folders) == before


def test_one_file_from_anywhere_is_imported_and_left_in_place(
    folders: UserFolders, tmp_path: Path
) -> None:
    download = tmp_path / "Downloads" / "caen.zip"
    download.parent.mkdir()
    download.write_bytes(build_package(CAEN))
    outcome = folders.import_package_file(download, check_scenario)
    assert outcome.ok and not outcome.source_removed and download.exists()
    assert (folders.custom / "caen" / "scenario.json").is_file()


def test_an_unreadable_file_is_a_refusal_not_a_crash(folders: UserFolders,
                                                     tmp_path: Path) -> None:
    outcome = folders.import_package_file(tmp_path / "missing.zip", check_scenario)
    assert not outcome.ok and "missing.zip: cannot be read" in (outcome.error or "")


# --------------------------------------------------------------------------- listing


def test_drafts_and_custom_scenarios_are_listed_with_their_titles(
    folders: UserFolders,
) -> None:
    (folders.draft / "evening.json").write_bytes(dumps_canonical({"title": "Evening"}).encode())
    (folders.draft / "broken.json").write_bytes(b"{not json")
    (folders.draft / ".evening.json.1234.tmp").write_bytes(b"half")
    (folders.import_ / "caen.zip").write_bytes(build_package(CAEN))
    folders.import_all(check_scenario)

    listed = [(e.source, e.name, e.title) for e in folders.list_scenarios()]

    assert listed == [
        (ScenarioSource.DRAFT, "broken", "broken"),
        (ScenarioSource.DRAFT, "evening", "Evening"),
        (ScenarioSource.CUSTOM, "caen", "Road to Caen"),
    ]
    assert folders.list_scenarios()[2].path == folders.custom / "caen" / "scenario.json"


@pytest.mark.parametrize(
    ("name", "safe"),
    [
        ("Road to Caen", "Road to Caen"),
        ("../../etc/passwd", "_.._etc_passwd"),
        ("a:b*c?", "a_b_c_"),
        ("CON", "_CON"),
        ("nul.txt", "_nul.txt"),
        ("  ...  ", "scenario"),
        ("Sainte-Mère-Église (1944)", "Sainte-Mère-Église (1944)"),
        ("x" * 200, "x" * 80),
    ],
)
def test_file_names_are_safe_on_every_system(name: str, safe: str) -> None:
    assert safe_file_name(name) == safe


def test_a_package_whose_checks_crash_is_refused_and_the_batch_goes_on(folders: UserFolders) -> None:
    """A check that raises something unexpected (a bug, or input nobody foresaw) refuses
    that one package; the packages after it are still imported."""
    (folders.import_ / "a-good.zip").write_bytes(build_package(CAEN))
    (folders.import_ / "b-crash.zip").write_bytes(build_package(CAEN | {"title": "Crash"}))
    (folders.import_ / "c-good.zip").write_bytes(build_package(CAEN | {"title": "Later"}))

    def crashing_check(scenario: dict[str, Any]) -> None:
        if scenario["title"] == "Crash":
            raise KeyError("boom")
        check_scenario(scenario)

    outcomes = folders.import_all(crashing_check)

    assert [(o.source.name, o.ok) for o in outcomes] == [
        ("a-good.zip", True), ("b-crash.zip", False), ("c-good.zip", True)]
    assert "b-crash.zip" in (outcomes[1].error or "") and "boom" in (outcomes[1].error or "")
    assert (folders.import_ / "b-crash.zip").exists() and not outcomes[1].source_removed
    assert sorted(p.name for p in folders.custom.iterdir()) == ["a-good", "c-good"]
