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
import struct
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from core.jsonio import MAX_JSON_BYTES, FileFormatError, dumps_canonical, parse_json_untrusted, validate, write_bytes_atomic

FORMAT_VERSION = 1
KIND = "vvs-scenario-package"
MANIFEST = "manifest.json"
SCENARIO = "scenario.json"
PREVIEW = "preview.png"
MANIFEST_SCHEMA = "package-manifest.schema.json"

MAX_ENTRIES = 64
MAX_TOTAL_BYTES = 20 * 1024 * 1024
"""Uncompressed bytes of all entries together, as counted while reading."""
MAX_PREVIEW_BYTES = 4 * 1024 * 1024
MAX_ARCHIVE_BYTES = MAX_TOTAL_BYTES + 1024 * 1024
"""The zip file itself; anything larger is refused before it is opened."""
MAX_RATIO = 100
"""Uncompressed bytes per compressed byte, per entry and for the whole zip."""
RATIO_FLOOR = 256 * 1024
"""Below this many bytes the ratio is not checked: a tiny entry is no bomb."""

MAX_DIRECTORY_BYTES = MAX_ENTRIES * 512
"""The central directory's size: a real package's record is under 200 bytes an entry."""
WINDOWS_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))})
"""File names Windows will not create, whatever their extension: refused so a package made
anywhere imports everywhere."""

_CHUNK = 64 * 1024
_FIXED_TIME = (1980, 1, 1, 0, 0, 0)
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_BOARD_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
_ENTRY_NAME = re.compile(
    r"manifest\.json|scenario\.json|preview\.png|boards/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.json"
)
_DRIVE = re.compile(r"[A-Za-z]:")
_FLAG_ENCRYPTED = 0x01
_FLAG_DATA_DESCRIPTOR = 0x08
_FLAG_STRONG_ENCRYPTION = 0x40
_MODE_TYPE = 0o170000
_MODE_LINK = 0o120000
_MODE_FILE = 0o100000
_DOS_DIRECTORY = 0x10
_LOCAL_HEADER = struct.Struct("<4s22xHH")
_END_RECORD = struct.Struct("<4s4xHHII")  # signature, entries on this disk, entries, directory size, offset
_END_SIGNATURE = b"PK\x05\x06"
_ZIP64_LOCATOR = b"PK\x06\x07"

ScenarioCheck = Callable[[dict[str, Any]], None]


class PackageError(ValueError):
    """A package that cannot be imported; the one error type for every cause."""

    def __init__(self, file: str, entry: str | None, message: str) -> None:
        self.file = file
        self.entry = entry
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.file}: {self.entry}" if self.entry else self.file
        return f"{where}: {self.message}"


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
        if _reserved_on_windows(name):
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
            info.external_attr = (_MODE_FILE | 0o644) << 16
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
    data, label = _load_source(source, name)
    entries = _extract(data, label)
    return _interpret(entries, label, check_scenario, check_board)



def _refuse(file: str, entry: str | None, message: str) -> NoReturn:
    raise PackageError(file, entry, message) from None


def _load_source(source: bytes | str | os.PathLike[str], name: str | None) -> tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        data, label = bytes(source), name or "<package>"
    else:
        path = Path(source)
        label = name or path.name
        try:
            with path.open("rb") as handle:
                data = handle.read(MAX_ARCHIVE_BYTES + 1)
        except OSError as error:
            _refuse(label, None, f"cannot be read: {error.strerror or error}")
    if len(data) > MAX_ARCHIVE_BYTES:
        _refuse(label, None, f"the zip is larger than {MAX_ARCHIVE_BYTES} bytes")
    return data, label


def _extract(data: bytes, label: str) -> dict[str, bytes]:
    """Every entry's bytes, after the archive's structure passed every check.

    zipfile is not hardened against hostile input, so any exception it raises
    here means a damaged or crafted zip and becomes a PackageError.
    """
    _check_claimed_directory(data, label)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            _check_directory(infos, label)
            _check_layout(data, infos, archive.start_dir, label)
            budget = _Budget(label, len(data))
            return {info.filename: _read_entry(archive, info, budget) for info in infos}
    except PackageError:
        raise
    except Exception as error:  # noqa: BLE001 - see the docstring
        _refuse(label, None, f"not a readable zip ({type(error).__name__}: {error})")


def _check_claimed_directory(data: bytes, label: str) -> None:
    """Refuse too many entries from the end record's own claims, before zipfile reads (and
    builds an object for) every record of a directory that may hold hundreds of thousands."""
    start = data.rfind(_END_SIGNATURE, max(0, len(data) - _END_RECORD.size - 0xFFFF))
    if start < 0 or len(data) - start < _END_RECORD.size:
        return  # not a zip at all: zipfile says so in its own words
    _, on_disk, entries, directory_bytes, _ = _END_RECORD.unpack_from(data, start)
    if data.rfind(_ZIP64_LOCATOR, max(0, start - 20), start) >= 0:
        _refuse(label, None, "is a ZIP64 archive; a scenario package is far smaller")
    if max(on_disk, entries) > MAX_ENTRIES:
        _refuse(label, None, f"holds {max(on_disk, entries)} entries, more than {MAX_ENTRIES}")
    if directory_bytes > MAX_DIRECTORY_BYTES:
        _refuse(label, None, f"its directory takes {directory_bytes} bytes: more entries than a package holds")


def _check_directory(infos: list[zipfile.ZipInfo], label: str) -> None:
    if len(infos) > MAX_ENTRIES:
        _refuse(label, None, f"holds {len(infos)} entries, more than {MAX_ENTRIES}")
    _check_not_in_a_folder(infos, label)
    seen: set[str] = set()
    for info in infos:
        _check_entry(info, label)
        folded = info.filename.casefold()
        if folded in seen:
            _refuse(label, info.filename, "appears twice in the zip")
        seen.add(folded)


def _check_not_in_a_folder(infos: list[zipfile.ZipInfo], label: str) -> None:
    """`zip -r x.zip folder` puts everything under folder/: say what layout is expected."""
    tops = {info.filename.split("/", 1)[0] for info in infos}
    names = {info.filename for info in infos}
    if len(tops) == 1 and "/" in next(iter(names)) and f"{next(iter(tops))}/{MANIFEST}" in names:
        top = next(iter(tops))
        _refuse(label, None, f"its files are inside the folder {top}/; a package holds {MANIFEST}, {SCENARIO} and "
                             f"boards/ at its top level: zip the folder's contents, not the folder "
                             f"(cd {top} && zip -r -D ../{top}.zip .)")


def _reserved_on_windows(name: str) -> bool:
    return name.split(".", 1)[0].casefold() in WINDOWS_RESERVED


def _check_entry(info: zipfile.ZipInfo, label: str) -> None:
    """One central directory record: a safe path, a plain file, readable as is."""
    name = info.orig_filename
    if "\x00" in name:
        _refuse(label, name.replace("\x00", "?"), "entry name holds a NUL character")
    if name.startswith("/") or "\\" in name or _DRIVE.match(name):
        _refuse(label, name, "absolute path: entries must be relative to the package")
    if ".." in name.split("/"):
        _refuse(label, name, "path climbs out of the package (..)")
    mode = info.external_attr >> 16
    if mode & _MODE_TYPE == _MODE_LINK:
        _refuse(label, name, "is a link; packages hold plain files only")
    if name.endswith("/") or info.external_attr & _DOS_DIRECTORY:
        _refuse(label, name, "is a folder entry; packages list plain files only (zip with -D: zip -r -D x.zip .)")
    if mode & _MODE_TYPE not in (0, _MODE_FILE):
        _refuse(label, name, "is a special file; packages hold plain files only")
    if info.flag_bits & (_FLAG_ENCRYPTED | _FLAG_STRONG_ENCRYPTION):
        _refuse(label, name, "is encrypted")
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        _refuse(label, name, "uses a compression other than stored or deflate")
    if not _ENTRY_NAME.fullmatch(name):
        _refuse(label, name, "is not part of a scenario package")
    if _reserved_on_windows(name.rsplit("/", 1)[-1]):
        _refuse(label, name, "is a device name on Windows (CON, NUL, COM1 ...); the package would not import there")


def _check_layout(data: bytes, infos: list[zipfile.ZipInfo], start_dir: int, label: str) -> None:
    """Entries must not overlap: overlapping entries make a small zip unpack huge."""
    ordered = sorted(infos, key=lambda info: info.header_offset)
    limits = [info.header_offset for info in ordered[1:]] + [start_dir]
    for info, limit in zip(ordered, limits):
        start = info.header_offset
        header = data[start : start + _LOCAL_HEADER.size]
        if len(header) < _LOCAL_HEADER.size:
            _refuse(label, info.filename, "its local header is missing")
        signature, name_length, extra_length = _LOCAL_HEADER.unpack(header)
        if signature != b"PK\x03\x04":
            _refuse(label, info.filename, "its local header is missing")
        end = start + _LOCAL_HEADER.size + name_length + extra_length + info.compress_size
        if info.flag_bits & _FLAG_DATA_DESCRIPTOR:
            end += 12
        if end > limit:
            _refuse(label, info.filename, "overlaps another entry (a zip bomb trick)")


class _Budget:
    """Bytes actually decompressed so far, held against the package's limits."""

    def __init__(self, label: str, archive_size: int) -> None:
        self.label = label
        self.archive_size = archive_size
        self.total = 0

    def count(self, entry: str, entry_bytes: int, claimed_compressed: int, added: int) -> None:
        self.total += added
        compressed = max(1, min(claimed_compressed, self.archive_size))
        limit = MAX_PREVIEW_BYTES if entry == PREVIEW else MAX_JSON_BYTES
        if entry_bytes > RATIO_FLOOR and entry_bytes > MAX_RATIO * compressed:
            _refuse(self.label, entry, f"unpacks to more than {MAX_RATIO} times its "
                                       "compressed size (a zip bomb?)")
        if self.total > RATIO_FLOOR and self.total > MAX_RATIO * self.archive_size:
            _refuse(self.label, entry, f"the zip unpacks to more than {MAX_RATIO} times "
                                       "its own size (a zip bomb?)")
        if entry_bytes > limit:
            _refuse(self.label, entry, f"unpacks to more than {limit} bytes")
        if self.total > MAX_TOTAL_BYTES:
            _refuse(self.label, entry, f"the package unpacks to more than {MAX_TOTAL_BYTES} bytes")


def _read_entry(archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: _Budget) -> bytes:
    """Decompress in chunks, counting real output; header sizes are only claims."""
    chunks: list[bytes] = []
    size = 0
    with archive.open(info) as stream:
        while chunk := stream.read(_CHUNK):
            size += len(chunk)
            budget.count(info.filename, size, info.compress_size, len(chunk))
            chunks.append(chunk)
    if size != info.file_size:
        _refuse(budget.label, info.filename, "its size differs from the zip's directory")
    return b"".join(chunks)


def _interpret(
    entries: dict[str, bytes],
    label: str,
    check_scenario: ScenarioCheck | None,
    check_board: ScenarioCheck | None,
) -> Package:
    if MANIFEST not in entries:
        _refuse(label, None, f"has no {MANIFEST}; is it a scenario package?")
    manifest = _parse(entries, MANIFEST, label, None)
    try:
        validate(manifest, MANIFEST_SCHEMA, MANIFEST)
    except FileFormatError as error:
        _refuse(label, MANIFEST, f"{error.json_path}: {error.message}")
    listed = {MANIFEST, manifest["scenario"], *manifest["boards"]}
    if manifest["preview"] is not None:
        listed.add(manifest["preview"])
    for entry in sorted(listed - entries.keys()):
        _refuse(label, entry, f"is listed in {MANIFEST} but missing")
    for entry in sorted(entries.keys() - listed):
        _refuse(label, entry, f"is not listed in {MANIFEST}")
    preview = entries.get(PREVIEW)
    if preview is not None and not preview.startswith(_PNG_SIGNATURE):
        _refuse(label, PREVIEW, "is not a PNG image")
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
        if check is not None:
            check(value)
    except FileFormatError as error:
        _refuse(label, entry, f"{error.json_path}: {error.message}")
    except ValueError as error:
        _refuse(label, entry, str(error))
    return value
