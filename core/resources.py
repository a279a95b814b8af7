"""Where the shipped data files live, found the same way in a checkout and an install."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any


def package_dir(package: str) -> Path:
    """Folder of a top-level package (core, schemas, maps, generator)."""
    return Path(str(resources.files(package)))


def data_path(name: str) -> Path:
    """A data file of the rules core (terrain, units, tables)."""
    return package_dir("core") / "data" / name


def schema_path(name: str) -> Path:
    return package_dir("schemas") / name


def maps_dir() -> Path:
    return package_dir("maps")


@cache
def load_schema(name: str) -> dict[str, Any]:
    """A schema by file name, parsed once per process."""
    with schema_path(name).open(encoding="utf-8") as handle:
        schema: dict[str, Any] = json.load(handle)
    return schema
