"""Reading and writing the project's JSON files safely.

Every file that crosses a boundary (a save, an export, an import) goes through
here so that three promises hold everywhere: files are written in one canonical
form (so export then import gives back the same bytes), a save never leaves a
half-written file behind, and a bad file is answered with one error type that
names the file, the JSON path and what is wrong.
"""

from __future__ import annotations

import errno
import json
import os
import re
import secrets
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from itertools import accumulate
from pathlib import Path
from typing import Any, NoReturn

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from core.checked_data import already_checked
from core.resources import load_schema
from core.safe_read import read_file
from core.temporaries import hold, remove_stale_temporaries

MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted; real files need under ten."""

MAX_NUMBER_CHARS = 50
"""Longest number literal accepted; any float's repr fits in 25 characters."""

MAX_JSON_BYTES = 4 * 1024 * 1024
"""Largest JSON document parsed at all. Parsed JSON takes up to ~30 times its
text in memory, and a large scenario is well under a megabyte."""

_MAX_MESSAGE_CHARS = 300

# The closing quote is optional so that an unterminated string still matches:
# the scan stays linear on hostile text like `"\"\"\"...`.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_DEPTH = {"[": 1, "{": 1, "]": -1, "}": -1}
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

JsonPath = tuple[str | int, ...]


class FileFormatError(ValueError):
    """A file that is not what its format says, told so a designer can fix it."""

    def __init__(self, file: str, json_path: str, message: str) -> None:
        self.file = file
        self.json_path = json_path
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        return f"{self.file}: {self.json_path}: {self.message}"


def format_json_path(parts: Iterable[str | int]) -> str:
    """`$.sides.allied.units[3].hex`, quoting keys that are not plain names."""
    text = "$"
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        elif _IDENTIFIER.fullmatch(part):
            text += f".{part}"
        else:
            text += "[" + json.dumps(part, ensure_ascii=False) + "]"
    return text


# --------------------------------------------------------------------------- writing


def dumps_canonical(obj: Any) -> str:
    """The one text form of a JSON value: sorted keys, two-space indent, newline.

    NaN and infinities are refused (ValueError) because JSON cannot hold them and
    another program would not read them back.
    """
    return json.dumps(
        obj, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False
    ) + "\n"


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace `path` with `data` all at once, or leave it exactly as it was.

    The bytes go to a temporary file in the same folder (so the final rename never
    crosses file systems), are flushed to the disk, and only then replace the
    target. On any failure the temporary file is removed.
    """
    target = Path(path)
    folder = target.parent
    remove_stale_temporaries(folder, ".tmp")
    temp = folder / f".{target.name}.{secrets.token_hex(6)}.tmp"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o666)
    hold(fd)  # until it is renamed into place: a sweep in another process leaves it alone
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        _remove_quietly(temp)
        raise
    fsync_folder(folder)


def write_json_atomic(path: str | os.PathLike[str], obj: Any) -> None:
    """Save a JSON value in canonical form, atomically (see write_bytes_atomic)."""
    write_bytes_atomic(path, dumps_canonical(obj).encode("utf-8"))


_O_BINARY: int = getattr(os, "O_BINARY", 0)


def _write_all(fd: int, data: bytes) -> None:
    """os.write may write less than asked (full disk, signals); loop until done."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.EIO, "write made no progress")
        view = view[written:]


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; folders cannot be opened on Windows."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --------------------------------------------------------------------------- reading


class _Refusal(Exception):
    """Raised inside json's hooks; turned into a FileFormatError by the caller."""


def parse_json_untrusted(data: bytes, name: str) -> Any:
    """Parse bytes from anywhere into a JSON value, or raise FileFormatError.

    Untrusted means: not UTF-8, nested deep enough to exhaust the stack, number
    literals long enough to cost seconds to convert, NaN, Infinity, duplicate keys
    (which would silently lose data) and lone surrogates (which could not be
    written back) are all refused with the same error type.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"expected bytes, got {type(data).__name__}")
    if len(data) > MAX_JSON_BYTES:
        _fail(name, "$", f"file is larger than {MAX_JSON_BYTES} bytes")
    text = _decode_utf8(bytes(data), name)
    _check_depth(text, name)
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as error:
        _fail(name, "$", f"not valid JSON: {error.msg} (line {error.lineno}, "
                         f"column {error.colno})")
    except _Refusal as error:
        _fail(name, "$", str(error))
    except RecursionError:
        _fail(name, "$", f"nested deeper than {MAX_DEPTH} levels")
    if _SURROGATE_ESCAPE.search(text):
        _check_no_surrogates(value, name)
    return value


def _fail(name: str, json_path: str, message: str) -> NoReturn:
    raise FileFormatError(name, json_path, message) from None


def _decode_utf8(data: bytes, name: str) -> str:
    """UTF-8 only; a leading byte order mark (Windows Notepad adds one) is dropped."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        _fail(name, "$", f"not UTF-8 text (bad byte at offset {error.start})")


def _check_depth(text: str, name: str) -> None:
    """Measure bracket nesting outside strings before parsing, in C-speed steps.

    Strings are blanked out, everything but brackets dropped, and the running
    depth is the running sum of +1/-1: no recursion, no per-character Python loop.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if brackets and max(accumulate(map(_BRACKET_DEPTH.__getitem__, brackets))) > MAX_DEPTH:
        _fail(name, "$", f"nested deeper than {MAX_DEPTH} levels")


def _short(literal: str) -> str:
    return literal if len(literal) <= 20 else literal[:17] + "..."


def _parse_int(literal: str) -> int:
    if len(literal) > MAX_NUMBER_CHARS:
        raise _Refusal(f"number {_short(literal)} has more than "
                       f"{MAX_NUMBER_CHARS} characters")
    return int(literal)


def _parse_float(literal: str) -> float:
    if len(literal) > MAX_NUMBER_CHARS:
        raise _Refusal(f"number {_short(literal)} has more than "
                       f"{MAX_NUMBER_CHARS} characters")
    value = float(literal)
    if value in (float("inf"), float("-inf")):
        raise _Refusal(f"number {_short(literal)} is too large")
    return value


def _parse_constant(literal: str) -> NoReturn:
    raise _Refusal(f"{literal} is not a JSON number")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refusal(f"key {json.dumps(_short(key))} appears twice in one object")
        result[key] = value
    return result


def _check_no_surrogates(value: Any, name: str) -> None:
    """A lone \\udXXX escape decodes but cannot be written back as UTF-8."""
    stack: list[tuple[Any, JsonPath]] = [(value, ())]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                _fail(name, format_json_path(path), "text holds a lone surrogate escape")
        elif isinstance(item, list):
            stack.extend((child, path + (index,)) for index, child in enumerate(item))
        elif isinstance(item, dict):
            for key, child in item.items():
                if _SURROGATE.search(key):
                    _fail(name, format_json_path(path), "a key holds a lone surrogate")
                stack.append((child, path + (key,)))


# --------------------------------------------------------------------------- schemas


Schema = str | Mapping[str, Any]


@cache
def named_validator(schema_name: str) -> Draft202012Validator:
    """The validator of a shipped schema. The schema itself is checked against the
    metaschema by the tests (tests/core/test_schemas.py), not at every start: that check
    took longer than reading a scenario."""
    schema = load_schema(schema_name)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def _validator(schema: Schema) -> Draft202012Validator:
    if isinstance(schema, str):
        return named_validator(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def validate(instance: Any, schema: Schema, name: str) -> None:
    """Check a parsed value against a schema (a file name in schemas/ or a dict).

    Only the most relevant error is reported (jsonschema's best_match), shortened
    so that a huge value in the file does not make a huge message. A shipped data file the
    tests checked is not checked again (core.checked_data).
    """
    if isinstance(schema, str) and already_checked(instance, schema):
        return
    error = best_match(_validator(schema).iter_errors(instance))
    if error is None:
        return
    message = error.message
    if len(message) > _MAX_MESSAGE_CHARS:
        message = message[: _MAX_MESSAGE_CHARS - 3] + "..."
    raise FileFormatError(name, format_json_path(error.absolute_path), message)


def load_json_validated(
    source: bytes | str | os.PathLike[str],
    schema: Schema,
    name: str | None = None,
    check: Callable[[Any], None] | None = None,
) -> Any:
    """Read, parse and schema-check one file; then run `check` (the placement rules).

    `source` is raw bytes or a path; `name` is how messages call the file (the
    path's file name by default). `check` runs only on schema-valid data and may
    raise FileFormatError or any ValueError, which is reported under `name`.
    """
    if isinstance(source, (bytes, bytearray, memoryview)):
        data, label = bytes(source), name or "<data>"
    else:
        path = Path(source)
        label = name or path.name
        try:
            data = read_file(path, MAX_JSON_BYTES)
        except OSError as error:
            _fail(label, "$", f"cannot be read: {error.strerror or error}")
    value = parse_json_untrusted(data, label)
    validate(value, schema, label)
    if check is not None:
        try:
            check(value)
        except FileFormatError:
            raise
        except ValueError as error:
            _fail(label, "$", str(error))
    return value
