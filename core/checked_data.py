"""Shipped data files checked against their schema at test time, not at every start.

The schema checks of the shipped files (the unit catalogue above all, then the
boards, terrain and tables) took most of a `vvs play` start-up, yet those files
only change with a commit. So the tests check them fully and
core/data/checked.json records a digest of what they checked: the file's
parsed value, in canonical JSON form, together with its schema's bytes. A
value whose digest is recorded skips the schema check (core.jsonio.validate,
core.validation.schema_errors, core.unit_data.read_document); any other value
(an edited copy, a user's file, a new schema) is checked in full as before.
After changing a shipped data file or a schema, record them again:
`python -m core.record_checked_data` (tests/core/test_checked_data.py fails until then).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Any

from core.resources import data_path, load_schema, maps_dir, package_dir, schema_path

RECORD = "checked.json"


def shipped() -> dict[str, tuple[Path, str]]:
    """The shipped data files recorded, by name, with their schemas."""
    files = {f"core/data/{name}": (data_path(name), f"{name.removesuffix('.json')}.schema.json")
             for name in ("units.json", "terrain.json", "tables.json")}
    files["core/data/ai_personalities.json"] = (data_path("ai_personalities.json"), "ai-personalities.schema.json")
    files.update({f"maps/{p.name}": (p, "board.schema.json") for p in sorted(maps_dir().glob("board-*.json"))})
    data = package_dir("generator") / "data"
    files["generator/data/forces.json"] = (data / "forces.json", "forces.schema.json")
    files["generator/data/balance-model.json"] = (data / "balance-model.json", "balance-model.schema.json")
    files["generator/data/held-out.json"] = (data / "held-out.json", "held-out.schema.json")
    files.update({f"generator/data/templates/{p.name}": (p, "template.schema.json")
                  for p in sorted((data / "templates").glob("*.json"))})
    return files


@cache
def _schema_bytes(schema_name: str) -> bytes:
    return schema_path(schema_name).read_bytes()


def digest(value: Any, schema_name: str) -> str | None:
    """Names the pair checked: the schema's bytes, then the value as canonical JSON
    (None for a value that has no JSON form)."""
    try:
        data = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError):  # UnicodeEncodeError (a lone surrogate) is a ValueError too
        return None
    h = hashlib.sha256(_schema_bytes(schema_name))
    h.update(b"\0")
    h.update(data)
    return h.hexdigest()


@cache
def recorded_digests() -> frozenset[str]:
    try:
        found = json.loads(data_path(RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return frozenset()
    return frozenset(v for v in found.values() if isinstance(v, str)) if isinstance(found, dict) else frozenset()


def already_checked(value: Any, schema_name: str) -> bool:
    """Was exactly this value (as read from a JSON file), with this schema, found valid by the tests?"""
    recorded = recorded_digests()
    return bool(recorded) and digest(value, schema_name) in recorded


def current() -> dict[str, str | None]:
    """The digests of the shipped files as they are now."""
    return {name: digest(json.loads(path.read_text(encoding="utf-8")), schema)
            for name, (path, schema) in shipped().items()}


def check_in_full(value: Any, schema_name: str) -> None:
    """The schema check itself, metaschema first; raises jsonschema's ValidationError."""
    from jsonschema import Draft202012Validator

    schema = load_schema(schema_name)
    Draft202012Validator.check_schema(schema)
    Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER).validate(value)
