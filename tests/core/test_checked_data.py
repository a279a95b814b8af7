"""The record of shipped data files checked at test time (core.checked_data)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import checked_data
from core.jsonio import FileFormatError, validate
from core.resources import data_path
from core.unit_data import UnitCatalogueError, read_document
from core.validation import schema_errors

SHIPPED = checked_data.shipped()


def test_the_record_names_the_shipped_files_as_they_are() -> None:
    recorded = json.loads(data_path(checked_data.RECORD).read_text(encoding="utf-8"))
    assert recorded == checked_data.current(), (
        "a shipped data file or a schema changed: check and record them with `python -m core.record_checked_data`")


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_each_recorded_file_passes_its_full_check(name: str) -> None:
    path, schema = SHIPPED[name]
    value = json.loads(path.read_text(encoding="utf-8"))
    checked_data.check_in_full(value, schema)
    assert checked_data.already_checked(value, schema)


def test_the_catalogue_passes_its_full_check_with_every_edition() -> None:
    read_document(data_path("units.json"), "units.json", trust_record=False)


def _broken_catalogue(tmp_path: Path) -> Path:
    document = json.loads(data_path("units.json").read_text(encoding="utf-8"))
    document["units"][0]["unexpected"] = 1
    path = tmp_path / "units.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_other_values_are_checked_in_full(tmp_path: Path) -> None:
    path = _broken_catalogue(tmp_path)
    assert not checked_data.already_checked(json.loads(path.read_text(encoding="utf-8")), "units.schema.json")
    with pytest.raises(UnitCatalogueError):
        read_document(path, "units.json")


def test_a_shipped_value_checked_against_another_schema_is_checked() -> None:
    terrain = json.loads(data_path("terrain.json").read_text(encoding="utf-8"))
    assert not checked_data.already_checked(terrain, "tables.schema.json")
    with pytest.raises(FileFormatError):
        validate(terrain, "tables.schema.json", "terrain.json")
    assert schema_errors(terrain, "tables.schema.json", "terrain.json")


def test_a_value_without_a_json_form_is_not_recorded() -> None:
    assert checked_data.digest({"x": object()}, "units.schema.json") is None
    assert not checked_data.already_checked(float("nan"), "units.schema.json")


def test_a_value_with_a_lone_surrogate_is_checked_in_full_not_crashed_on() -> None:
    """Built in memory (files refuse lone surrogates): no digest, so the schema decides."""
    from core.checked_data import digest
    from core.jsonio import FileFormatError, validate

    assert digest({"title": "\udcff"}, "scenario.schema.json") is None
    with pytest.raises(FileFormatError):
        validate({"title": "\udcff"}, "scenario.schema.json", "x")
