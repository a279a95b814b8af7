"""Reading the files a command is given, and checking where it will write.

Every command reads through here, so each kind of bad input gets the same
verdict and one clear line whatever the command: a file that cannot be read or
is not JSON at all exits 2 (core.commands.EXIT_USAGE) before any work is done.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from core.boards.board import Board, BoardError, parse_board
from core.commands import CommandError, RulesError
from core.documents.sources import ScenarioInput, read_scenario_source
from core.jsonio import FileFormatError, dumps_canonical, parse_json_untrusted, write_bytes_atomic
from core.package import PackageError
from core.safe_read import NotAFileError, check_regular, read_file


def read_bytes(path: str | Path) -> bytes:
    """The file's bytes, or a CommandError saying why they cannot be had."""
    path = Path(path)
    try:
        return read_file(path)
    except OSError as error:
        raise CommandError(f"{path}: {_os_reason(path, error)}") from None


def read_json_file(path: str | Path) -> Any:
    """A JSON file through the hardened reader (no BOM, no duplicate keys, bounded size)."""
    path = Path(path)
    try:
        return parse_json_untrusted(read_bytes(path), str(path))
    except FileFormatError as error:
        raise CommandError(str(error)) from None


def read_scenario(path: str | Path) -> ScenarioInput:
    """A scenario file, a scenario stored with its boards, or a package; CommandError otherwise."""
    path = Path(path)
    data = read_bytes(path)  # the same message as every other command for a missing or unreadable file
    try:
        source = read_scenario_source(path, data)
    except OSError as error:
        raise CommandError(f"{path}: {_os_reason(path, error)}") from None
    except FileFormatError as error:
        raise CommandError(str(error)) from None
    except PackageError as error:
        raise CommandError(f"{path} is not a usable package: {_first_line(error)}") from None
    except BoardError as error:
        raise RulesError(f"{path} is not a usable scenario; run `vvs validate {path}`: {_first_line(error)}") from None
    if not is_scenario_document(source.document):
        raise CommandError(f"{path}: not a scenario (a scenario file is a JSON object with a 'battlefield' key)")
    return source


def read_board(path: str | Path) -> Board:
    """A board file, valid by every board rule; CommandError (one line) otherwise."""
    document = read_json_file(path)
    if not is_board_document(document):
        raise CommandError(f"{path}: not a board (a board file is a JSON object with 'columns' and 'terrain')")
    try:
        return parse_board(document, Path(path).name)
    except BoardError as error:
        raise RulesError(f"{path} is not a usable board; run `vvs validate {path}`: {_first_line(error)}") from None


def require_output_path(path: str | Path) -> Path:
    """Refuse, before any work, an output path the command could not write."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise CommandError(f"{path}: is a folder; give a file name to write")
    try:
        check_regular(path)
    except NotAFileError as error:  # a FIFO or /dev/null would be replaced by the atomic rename
        raise CommandError(f"{path}: {error.reason}; give a file name to write") from None
    if not folder.is_dir():
        raise CommandError(f"{path}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise CommandError(f"{path}: cannot write there (permission denied)")
    return path


def write_json_output(path: Path, value: Any) -> None:
    """A JSON output file in canonical form (see write_output)."""
    write_output(path, dumps_canonical(value).encode("utf-8"))


def write_output(path: Path, data: bytes) -> None:
    """Write a command's output file atomically; a failure is one line, not a traceback."""
    try:
        write_bytes_atomic(path, data)
    except OSError as error:
        raise CommandError(f"{path}: cannot write the file ({error.strerror or error})") from None


def is_board_document(document: Any) -> bool:
    return isinstance(document, dict) and "columns" in document and "terrain" in document


def is_scenario_document(document: Any) -> bool:
    return isinstance(document, dict) and "battlefield" in document


def _os_reason(path: Path, error: OSError) -> str:
    if isinstance(error, NotAFileError):
        return error.reason
    if isinstance(error, FileNotFoundError):
        return "no such file"
    if isinstance(error, IsADirectoryError) or path.is_dir():
        return "is a folder, not a file"
    if isinstance(error, PermissionError):
        return "cannot read the file (permission denied)"
    return f"cannot read the file ({error.strerror or error})"


def _first_line(error: Exception) -> str:
    text = str(error)
    lines = text.splitlines()
    return lines[0] + (f" (and {len(lines) - 1} more)" if len(lines) > 1 else "") if lines else text
