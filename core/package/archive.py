"""Reading an untrusted zip: its structure checked before a byte of it is believed.

zipfile is not hardened against hostile input, so every claim of the archive
(entry count, sizes, names, modes, offsets) is checked against limits and
against the bytes themselves before and while entries are unpacked. Every
refusal is one PackageError naming the package, the entry and the reason.
"""

from __future__ import annotations

import io
import os
import re
import struct
import zipfile
from pathlib import Path
from typing import NoReturn

from core.jsonio import MAX_JSON_BYTES
from core.safe_read import NotAFileError, read_file

MANIFEST = "manifest.json"
SCENARIO = "scenario.json"
PREVIEW = "preview.png"
_ENTRY_NAME = re.compile(
    r"manifest\.json|scenario\.json|preview\.png|boards/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.json"
)

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
_DRIVE = re.compile(r"[A-Za-z]:")
_FLAG_ENCRYPTED = 0x01
_FLAG_DATA_DESCRIPTOR = 0x08
_FLAG_STRONG_ENCRYPTION = 0x40
_MODE_TYPE = 0o170000
_MODE_LINK = 0o120000
MODE_FILE = 0o100000
_DOS_DIRECTORY = 0x10
_LOCAL_HEADER = struct.Struct("<4s22xHH")
_END_FIELDS = struct.Struct("<4xHHHHIIH")  # disk, directory's disk, entries here, entries, size, offset, comment
_CENTRAL_SIGNATURE = b"PK\x01\x02"
_CENTRAL_HEADER = struct.Struct("<28xHHH12x")  # a directory record's name, extra and comment lengths (46 bytes)
_END_SIGNATURE = b"PK\x05\x06"
_ZIP64_LOCATOR = b"PK\x06\x07"

class PackageError(ValueError):
    """A package that cannot be imported; the one error type for every cause. `broken_rules` tells a
    package that was read but whose scenario or board breaks the rules (exit 1) from one that cannot
    be used at all (a damaged or hostile archive: exit 2)."""

    def __init__(self, file: str, entry: str | None, message: str, broken_rules: bool = False) -> None:
        self.file = file
        self.entry = entry
        self.message = message
        self.broken_rules = broken_rules
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.file}: {self.entry}" if self.entry else self.file
        return f"{where}: {self.message}"


def refuse(file: str, entry: str | None, message: str) -> NoReturn:
    raise PackageError(file, entry, message) from None


def load_source(source: bytes | str | os.PathLike[str], name: str | None) -> tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        data, label = bytes(source), name or "<package>"
    else:
        path = Path(source)
        label = name or path.name
        try:
            data = read_file(path, MAX_ARCHIVE_BYTES)
        except NotAFileError as error:  # a FIFO, a device, or over the size cap
            refuse(label, None, f"the zip is larger than {MAX_ARCHIVE_BYTES} bytes" if error.too_large else error.reason)
        except OSError as error:
            refuse(label, None, f"cannot be read: {error.strerror or error}")
    if len(data) > MAX_ARCHIVE_BYTES:
        refuse(label, None, f"the zip is larger than {MAX_ARCHIVE_BYTES} bytes")
    return data, label


def extract(data: bytes, label: str, names: re.Pattern[str] = _ENTRY_NAME) -> dict[str, bytes]:
    """Every entry's bytes, after the archive's structure passed every check.

    zipfile is not hardened against hostile input, so any exception it raises
    here means a damaged or crafted zip and becomes a PackageError. `names` are the
    entry names allowed (another zip format built on these rules, such as the
    play-by-e-mail turn file, gives its own).
    """
    _check_claimed_directory(data, label)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            _check_directory(infos, label, names)
            _check_layout(data, infos, archive.start_dir, label)
            budget = _Budget(label, len(data))
            return {info.filename: _read_entry(archive, info, budget) for info in infos}
    except PackageError:
        raise
    except Exception as error:  # noqa: BLE001 - see the docstring
        refuse(label, None, f"not a readable zip ({type(error).__name__}: {error})")


def _end_record(data: bytes) -> int:
    """Where the end record zipfile will use starts, found exactly as zipfile finds it: the last
    22 bytes when they are a record without a comment, else the LAST signature in the final 64 KiB
    (whatever record appears to own the bytes after it). -1 when there is none."""
    size = _END_FIELDS.size
    if len(data) >= size and data[-size:-size + 4] == _END_SIGNATURE and data[-2:] == b"\0\0":
        return len(data) - size
    start = data.rfind(_END_SIGNATURE, max(0, len(data) - size - 0xFFFF))
    return start if 0 <= start and start + size <= len(data) else -1


def _check_claimed_directory(data: bytes, label: str) -> None:
    """Read the end record zipfile will use, and the directory it points at, before zipfile does:
    every claim must agree with the bytes, or zipfile would build an object for each of the hundreds
    of thousands of records a hostile directory can hold before anything else is checked (issue 25:
    a second end record hidden in the first one's comment was parsed whole, 4 s and 200 MB)."""
    start = _end_record(data)
    if start < 0:
        return  # not a zip at all: zipfile says so in its own words
    if data.rfind(_ZIP64_LOCATOR, max(0, start - 20), start) >= 0:
        refuse(label, None, "is a ZIP64 archive; a scenario package is far smaller")
    disk, directory_disk, on_disk, entries, directory_bytes, offset, comment = _END_FIELDS.unpack_from(data, start)
    if start + _END_FIELDS.size + comment != len(data):
        refuse(label, None, "its end record does not end the file (a second end record, or bytes after it)")
    if disk or directory_disk or on_disk != entries:
        refuse(label, None, "its end record speaks of several disks; a package is one file")
    if entries > MAX_ENTRIES:
        refuse(label, None, f"holds {entries} entries, more than {MAX_ENTRIES}")
    if directory_bytes > MAX_DIRECTORY_BYTES:
        refuse(label, None, f"its directory takes {directory_bytes} bytes: more entries than a package holds")
    if offset + directory_bytes != start:
        refuse(label, None, "its directory is not where its end record says (bytes before or after it)")
    _check_directory_records(data[offset:start], entries, label)


def _check_directory_records(directory: bytes, entries: int, label: str) -> None:
    """Walk the directory's records: exactly `entries` of them, filling it exactly."""
    at = 0
    for _ in range(entries):
        if directory[at:at + 4] != _CENTRAL_SIGNATURE or at + _CENTRAL_HEADER.size > len(directory):
            refuse(label, None, "its directory holds fewer records than its end record counts")
        name, extra, comment = _CENTRAL_HEADER.unpack_from(directory, at)
        at += _CENTRAL_HEADER.size + name + extra + comment
    if at != len(directory):
        refuse(label, None, "its directory holds more than the records its end record counts")


def _check_directory(infos: list[zipfile.ZipInfo], label: str, names: re.Pattern[str]) -> None:
    if len(infos) > MAX_ENTRIES:
        refuse(label, None, f"holds {len(infos)} entries, more than {MAX_ENTRIES}")
    _check_not_in_a_folder(infos, label)
    seen: set[str] = set()
    for info in infos:
        _check_entry(info, label, names)
        folded = info.filename.casefold()
        if folded in seen:
            refuse(label, info.filename, "appears twice in the zip")
        seen.add(folded)


def _check_not_in_a_folder(infos: list[zipfile.ZipInfo], label: str) -> None:
    """`zip -r x.zip folder` puts everything under folder/: say what layout is expected."""
    tops = {info.filename.split("/", 1)[0] for info in infos}
    names = {info.filename for info in infos}
    if len(tops) == 1 and "/" in next(iter(names)) and f"{next(iter(tops))}/{MANIFEST}" in names:
        top = next(iter(tops))
        refuse(label, None, f"its files are inside the folder {top}/; a package holds {MANIFEST}, {SCENARIO} and "
                             f"boards/ at its top level: zip the folder's contents, not the folder "
                             f"(cd {top} && zip -r -D ../{top}.zip .)")


def reserved_on_windows(name: str) -> bool:
    return name.split(".", 1)[0].casefold() in WINDOWS_RESERVED


def _check_entry(info: zipfile.ZipInfo, label: str, names: re.Pattern[str]) -> None:
    """One central directory record: a safe path, a plain file, readable as is."""
    name = info.orig_filename
    if "\x00" in name:
        refuse(label, name.replace("\x00", "?"), "entry name holds a NUL character")
    if name.startswith("/") or "\\" in name or _DRIVE.match(name):
        refuse(label, name, "absolute path: entries must be relative to the package")
    if ".." in name.split("/"):
        refuse(label, name, "path climbs out of the package (..)")
    mode = info.external_attr >> 16
    if mode & _MODE_TYPE == _MODE_LINK:
        refuse(label, name, "is a link; packages hold plain files only")
    if name.endswith("/") or info.external_attr & _DOS_DIRECTORY:
        refuse(label, name, "is a folder entry; packages list plain files only (zip with -D: zip -r -D x.zip .)")
    if mode & _MODE_TYPE not in (0, MODE_FILE):
        refuse(label, name, "is a special file; packages hold plain files only")
    if info.flag_bits & (_FLAG_ENCRYPTED | _FLAG_STRONG_ENCRYPTION):
        refuse(label, name, "is encrypted")
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        refuse(label, name, "uses a compression other than stored or deflate")
    if not names.fullmatch(name):
        refuse(label, name, "is not part of a scenario package" if names is _ENTRY_NAME else "is not part of this file")
    if reserved_on_windows(name.rsplit("/", 1)[-1]):
        refuse(label, name, "is a device name on Windows (CON, NUL, COM1 ...); the package would not import there")


def _check_layout(data: bytes, infos: list[zipfile.ZipInfo], start_dir: int, label: str) -> None:
    """Entries must not overlap: overlapping entries make a small zip unpack huge."""
    ordered = sorted(infos, key=lambda info: info.header_offset)
    limits = [info.header_offset for info in ordered[1:]] + [start_dir]
    for info, limit in zip(ordered, limits):
        start = info.header_offset
        header = data[start : start + _LOCAL_HEADER.size]
        if len(header) < _LOCAL_HEADER.size:
            refuse(label, info.filename, "its local header is missing")
        signature, name_length, extra_length = _LOCAL_HEADER.unpack(header)
        if signature != b"PK\x03\x04":
            refuse(label, info.filename, "its local header is missing")
        end = start + _LOCAL_HEADER.size + name_length + extra_length + info.compress_size
        if info.flag_bits & _FLAG_DATA_DESCRIPTOR:
            end += 12
        if end > limit:
            refuse(label, info.filename, "overlaps another entry (a zip bomb trick)")


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
            refuse(self.label, entry, f"unpacks to more than {MAX_RATIO} times its "
                                       "compressed size (a zip bomb?)")
        if self.total > RATIO_FLOOR and self.total > MAX_RATIO * self.archive_size:
            refuse(self.label, entry, f"the zip unpacks to more than {MAX_RATIO} times "
                                       "its own size (a zip bomb?)")
        if entry_bytes > limit:
            refuse(self.label, entry, f"unpacks to more than {limit} bytes")
        if self.total > MAX_TOTAL_BYTES:
            refuse(self.label, entry, f"the package unpacks to more than {MAX_TOTAL_BYTES} bytes")


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
        refuse(budget.label, info.filename, "its size differs from the zip's directory")
    return b"".join(chunks)
