"""Shipped data files checked against their schema at test time, not at every start.

The schema check of the unit catalogue takes most of a `vvs play` start-up,
yet the shipped file only changes with a commit. So the tests check it fully
and core/data/checked.json records a digest of what they checked: the file's
bytes together with its schema's. A file whose digest is recorded skips the
schema check when read; any other bytes (an edited catalogue, a copy with one
fault, a new schema) are checked in full as before. After changing a shipped
data file or its schema, record it again: `python -m core.checked_data`
(tests/core/test_checked_data.py fails until then).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache

from core.resources import data_path, schema_path

RECORD = "checked.json"
SCHEMAS = {"units.json": "units.schema.json"}
"""The shipped data files recorded, with their schemas."""


def digest(data: bytes, schema_name: str) -> str:
    """Names the pair checked: the schema's bytes, then the file's."""
    h = hashlib.sha256(schema_path(schema_name).read_bytes())
    h.update(b"\0")
    h.update(data)
    return h.hexdigest()


@cache
def _recorded() -> dict[str, str]:
    try:
        found = json.loads(data_path(RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def already_checked(data: bytes, schema_name: str) -> bool:
    """Were exactly these bytes, with this schema, found valid by the tests?"""
    return digest(data, schema_name) in _recorded().values()


def current() -> dict[str, str]:
    """The digests of the shipped files as they are now."""
    return {name: digest(data_path(name).read_bytes(), schema) for name, schema in SCHEMAS.items()}


def record() -> None:
    """Check every shipped file in full, then record its digest."""
    from core.unit_data import read_document

    for name in SCHEMAS:
        read_document(data_path(name), name, trust_record=False)
    text = json.dumps(current(), indent=2, sort_keys=True) + "\n"
    data_path(RECORD).write_text(text, encoding="utf-8")
    _recorded.cache_clear()


if __name__ == "__main__":
    record()
