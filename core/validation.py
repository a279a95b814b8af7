"""Every schema error of a document at once (core.jsonio.validate reports the best one)."""

from __future__ import annotations

from typing import Any

from core.checked_data import already_checked
from core.jsonio import FileFormatError, format_json_path, named_validator, validate


def schema_errors(document: Any, schema_name: str, file: str) -> list[FileFormatError]:
    """All schema errors, in document order, for validators that list every problem
    (none for a shipped data file the tests checked: core.checked_data)."""
    if already_checked(document, schema_name):
        return []
    errors = sorted(named_validator(schema_name).iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
    return [FileFormatError(file, format_json_path(e.absolute_path), e.message) for e in errors]


def check_schema(document: Any, schema_name: str, file: str) -> None:
    """Raise the single most relevant schema error, if any."""
    validate(document, schema_name, file)
