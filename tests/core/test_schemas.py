"""Every shipped schema is a valid JSON Schema (checked here once, not at every start)."""

from __future__ import annotations

import pytest
from jsonschema import Draft202012Validator

from core.resources import load_schema, package_dir

SCHEMAS = sorted(p.name for p in package_dir("schemas").glob("*.schema.json"))


def test_the_schemas_are_found() -> None:
    assert "scenario.schema.json" in SCHEMAS and "units.schema.json" in SCHEMAS


@pytest.mark.parametrize("name", SCHEMAS)
def test_a_shipped_schema_passes_the_metaschema(name: str) -> None:
    Draft202012Validator.check_schema(load_schema(name))
