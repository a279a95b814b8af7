"""Schema validation with messages that name the file, the JSON path and the fault."""

from __future__ import annotations

from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from core.resources import load_schema


class SchemaError(ValueError):
    """A document does not match its schema."""

    def __init__(self, file: str, json_path: str, message: str) -> None:
        super().__init__(f"{file}: {json_path}: {message}")
        self.file = file
        self.json_path = json_path
        self.message = message


def json_path(error: ValidationError) -> str:
    """'$.a[3].b' style path of a validation error."""
    path = "$"
    for part in error.absolute_path:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


_VALIDATORS: dict[str, Draft202012Validator] = {}


def validator(schema_name: str) -> Draft202012Validator:
    if schema_name not in _VALIDATORS:
        schema = load_schema(schema_name)
        Draft202012Validator.check_schema(schema)
        _VALIDATORS[schema_name] = Draft202012Validator(schema)
    return _VALIDATORS[schema_name]


def schema_errors(document: Any, schema_name: str, file: str) -> list[SchemaError]:
    """Every schema error of a document, most relevant first."""
    errors = sorted(validator(schema_name).iter_errors(document), key=lambda e: list(e.absolute_path))
    return [SchemaError(file, json_path(e), e.message) for e in errors]


def check_schema(document: Any, schema_name: str, file: str) -> None:
    """Raise the single most relevant schema error, if any."""
    error = best_match(validator(schema_name).iter_errors(document))
    if error is not None:
        raise SchemaError(file, json_path(error), error.message)
