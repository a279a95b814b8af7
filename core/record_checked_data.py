"""Check every shipped data file in full and record its digest: run after changing one.

`python -m core.record_checked_data` rewrites core/data/checked.json, which lets start-up
skip the schema check of the files the tests have checked (core.checked_data). It sits
above the catalogue reader it uses, so the record stays at the bottom of the layers.
"""

from __future__ import annotations

import json

from core.checked_data import RECORD, check_in_full, current, recorded_digests, shipped
from core.resources import data_path
from core.unit_data import read_document


def record() -> None:
    """Check every shipped file in full (the catalogue with its editions), then record its digest."""
    for name, (path, schema) in shipped().items():
        check_in_full(json.loads(path.read_text(encoding="utf-8")), schema)
        if schema == "units.schema.json":
            read_document(path, name, trust_record=False)
    text = json.dumps(current(), indent=2, sort_keys=True) + "\n"
    data_path(RECORD).write_text(text, encoding="utf-8")
    recorded_digests.cache_clear()


if __name__ == "__main__":
    record()
