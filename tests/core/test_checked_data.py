"""The record of shipped data files checked at test time (core.checked_data)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import checked_data
from core.resources import data_path
from core.unit_data import UnitCatalogueError, read_document


def test_the_record_names_the_shipped_files_as_they_are() -> None:
    recorded = json.loads(data_path(checked_data.RECORD).read_text(encoding="utf-8"))
    assert recorded == checked_data.current(), (
        "a shipped data file or its schema changed: check and record it with `python -m core.checked_data`")


@pytest.mark.parametrize("name", sorted(checked_data.SCHEMAS))
def test_each_recorded_file_passes_its_full_check(name: str) -> None:
    read_document(data_path(name), name, trust_record=False)


def test_other_bytes_are_checked_in_full(tmp_path: Path) -> None:
    document = json.loads(data_path("units.json").read_text(encoding="utf-8"))
    document["units"][0]["unexpected"] = 1
    path = tmp_path / "units.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert not checked_data.already_checked(path.read_bytes(), "units.schema.json")
    with pytest.raises(UnitCatalogueError):
        read_document(path, "units.json")


def test_the_shipped_bytes_skip_the_check() -> None:
    assert checked_data.already_checked(data_path("units.json").read_bytes(), "units.schema.json")
