"""The scenario package (.zip): how one is built, and how one is read safely.

A package holds manifest.json, scenario.json, boards/<name>.json for each custom
board the scenario uses, and optionally preview.png (see docs/file-formats.md,
"Scenario package"). Building is deterministic, so the same scenario always gives
the same bytes. Reading treats the zip as hostile: every refusal, whatever its
cause, is one PackageError that names the package, the entry and the reason.
"""

from __future__ import annotations

import io
import os
import re
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from core.jsonio import FileFormatError, dumps_canonical, parse_json_untrusted, validate, write_bytes_atomic
from core.package.archive import (
    MANIFEST,
    MAX_ENTRIES,
    MODE_FILE,
    PREVIEW,
    SCENARIO,
    PackageError,
    extract,
    load_source,
    refuse,
    reserved_on_windows,
)

FORMAT_VERSION = 1
KIND = "vvs-scenario-package"
MANIFEST_SCHEMA = "package-manifest.schema.json"

_FIXED_TIME = (1980, 1, 1, 0, 0, 0)
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_BOARD_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


__all__ = [
    "FORMAT_VERSION", "KIND", "MANIFEST", "MAX_ENTRIES", "PREVIEW", "SCENARIO", "Package", "PackageError",
    "ScenarioCheck", "build_package", "package_entries", "read_package", "write_package",
]
"""What the rest of the program uses; the archive checks behind read_package are core.package.archive."""

ScenarioCheck = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class Package:
    """The contents of a package, checked. Boards are keyed by board name."""

    manifest: dict[str, Any]
    scenario: dict[str, Any]
    boards: dict[str, dict[str, Any]]
    preview: bytes | None

    @property
    def title(self) -> str:
        return str(self.manifest["title"])

    def files(self) -> dict[str, bytes]:
        """The package's entries in canonical form (what build_package zips)."""
        return package_entries(self.scenario, self.boards, self.preview, self.title)


# --------------------------------------------------------------------------- building


def package_entries(
    scenario: Mapping[str, Any],
    boards: Mapping[str, Mapping[str, Any]] | None = None,
    preview_png: bytes | None = None,
    title: str | None = None,
) -> dict[str, bytes]:
    """Entry name -> bytes of a package; the title defaults to the scenario's own."""
    boards = boards or {}
    for name in boards:
        if not _BOARD_NAME.fullmatch(name):
            raise ValueError(f"board name {name!r} must be 1-64 letters, digits, - or _")
        if reserved_on_windows(name):
            raise ValueError(f"board name {name!r} is a device name on Windows; choose another")
    if preview_png is not None and not preview_png.startswith(_PNG_SIGNATURE):
        raise ValueError("the preview picture must be a PNG image")
    manifest = {
        "format": FORMAT_VERSION,
        "kind": KIND,
        "title": title if title is not None else _scenario_title(scenario),
        "scenario": SCENARIO,
        "boards": [_board_entry(name) for name in sorted(boards)],
        "preview": PREVIEW if preview_png is not None else None,
    }
    validate(manifest, MANIFEST_SCHEMA, MANIFEST)
    entries = {MANIFEST: _encode(manifest), SCENARIO: _encode(scenario)}
    entries.update({_board_entry(name): _encode(board) for name, board in boards.items()})
    if preview_png is not None:
        entries[PREVIEW] = bytes(preview_png)
    return entries


def build_package(
    scenario: Mapping[str, Any],
    boards: Mapping[str, Mapping[str, Any]] | None = None,
    preview_png: bytes | None = None,
    title: str | None = None,
) -> bytes:
    """The package's zip bytes: same input, same bytes (fixed times, sorted entries).

    The result is read back before it is returned, so an export can never produce
    a package that import would refuse (too large, too compressible ...).
    """
    entries = package_entries(scenario, boards, preview_png, title)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=_FIXED_TIME)
            info.create_system = 3  # the default depends on the OS building it
            info.external_attr = (MODE_FILE | 0o644) << 16
            info.compress_type = zipfile.ZIP_STORED if name == PREVIEW else zipfile.ZIP_DEFLATED
            archive.writestr(info, entries[name], compresslevel=9)
    data = buffer.getvalue()
    read_package(data, name="exported package")
    return data


def write_package(
    path: str | os.PathLike[str],
    scenario: Mapping[str, Any],
    boards: Mapping[str, Mapping[str, Any]] | None = None,
    preview_png: bytes | None = None,
    title: str | None = None,
) -> None:
    """Build a package and save it atomically."""
    write_bytes_atomic(path, build_package(scenario, boards, preview_png, title))


def _scenario_title(scenario: Mapping[str, Any]) -> str:
    title = scenario.get("title", scenario.get("name"))
    return title if isinstance(title, str) else "Untitled scenario"


def _board_entry(name: str) -> str:
    return f"boards/{name}.json"


def _encode(value: Any) -> bytes:
    return dumps_canonical(value).encode("utf-8")


# --------------------------------------------------------------------------- reading


def read_package(
    source: bytes | str | os.PathLike[str],
    check_scenario: ScenarioCheck | None = None,
    check_board: ScenarioCheck | None = None,
    name: str | None = None,
) -> Package:
    """Open a package from a path or bytes, refusing anything unsafe or invalid.

    `check_scenario` and `check_board` are the format checks of the scenario and
    board files (schema, then rules); whatever ValueError they raise becomes a
    PackageError naming the entry. Other exceptions from them are bugs and pass.
    """
    data, label = load_source(source, name)
    entries = extract(data, label)
    return _interpret(entries, label, check_scenario, check_board)



def _interpret(
    entries: dict[str, bytes],
    label: str,
    check_scenario: ScenarioCheck | None,
    check_board: ScenarioCheck | None,
) -> Package:
    if MANIFEST not in entries:
        refuse(label, None, f"has no {MANIFEST}; is it a scenario package?")
    manifest = _parse(entries, MANIFEST, label, None)
    try:
        validate(manifest, MANIFEST_SCHEMA, MANIFEST)
    except FileFormatError as error:
        refuse(label, MANIFEST, f"{error.json_path}: {error.message}")
    listed = {MANIFEST, manifest["scenario"], *manifest["boards"]}
    if manifest["preview"] is not None:
        listed.add(manifest["preview"])
    for entry in sorted(listed - entries.keys()):
        refuse(label, entry, f"is listed in {MANIFEST} but missing")
    for entry in sorted(entries.keys() - listed):
        refuse(label, entry, f"is not listed in {MANIFEST}")
    preview = entries.get(PREVIEW)
    if preview is not None and not preview.startswith(_PNG_SIGNATURE):
        refuse(label, PREVIEW, "is not a PNG image")
    # Boards first: a scenario check may need the package's own boards.
    boards = {
        entry[len("boards/") : -len(".json")]: _parse(entries, entry, label, check_board)
        for entry in manifest["boards"]
    }
    scenario = _parse(entries, SCENARIO, label, check_scenario)
    return Package(manifest=manifest, scenario=scenario, boards=boards, preview=preview)


def _parse(
    entries: dict[str, bytes], entry: str, label: str, check: ScenarioCheck | None
) -> dict[str, Any]:
    """One JSON entry: parsed untrusted, an object, then the caller's own check."""
    try:
        value = parse_json_untrusted(entries[entry], entry)
        if not isinstance(value, dict):
            raise FileFormatError(entry, "$", "must be a JSON object")
    except FileFormatError as error:
        refuse(label, entry, f"{error.json_path}: {error.message}")
    if check is None:
        return value
    try:
        check(value)
    except FileFormatError as error:  # read, but breaking the format's rules: exit 1, not 2
        raise PackageError(label, entry, f"{error.json_path}: {error.message}", broken_rules=True) from None
    except ValueError as error:
        raise PackageError(label, entry, str(error), broken_rules=True) from None
    return value
