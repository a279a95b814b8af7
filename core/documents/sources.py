"""Where a scenario comes from: a scenario file, the same beside its own boards, or a package.

Every command that takes a scenario takes any of the three, and reads them the
same way: JSON through the hardened reader (core.jsonio), packages through the
untrusted-zip reader (core.package), and a scenario stored in Custom/<name>/
with the boards/ folder stored beside it, so a custom board is found wherever
the scenario is used.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.boards.board import Board, parse_board
from core.documents.check import add_board, custom_boards
from core.jsonio import MAX_JSON_BYTES, parse_json_untrusted
from core.package import read_package
from core.safe_read import read_file

ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
"""The first bytes of a zip archive (a local header, or the end record of an empty zip)."""


@dataclass(frozen=True)
class ScenarioInput:
    """A scenario's JSON value with the custom boards it brings, by board number."""

    document: Any
    name: str  # how messages name it: the file, or the package and its entry
    boards: dict[int, Board] = field(default_factory=dict)
    package: bool = False


def is_package(path: Path, head: bytes) -> bool:
    return path.suffix.lower() == ".zip" or head.startswith(ZIP_MAGIC)


def read_scenario_source(path: str | Path, data: bytes | None = None) -> ScenarioInput:
    """The scenario at `path` (its bytes given as `data` when the caller has read them). Raises
    OSError when it cannot be read, FileFormatError for text that is not JSON, PackageError for
    a refused package, BoardError for a bad board."""
    path = Path(path)
    if data is None:
        data = read_file(path)
    if is_package(path, data[:4]):
        package = read_package(data, name=path.name)
        boards = custom_boards(package.boards, path.name)
        return ScenarioInput(package.scenario, f"{path.name}: scenario.json", boards, package=True)
    return ScenarioInput(parse_json_untrusted(data, path.name), path.name, boards_beside(path))


def boards_beside(path: Path) -> dict[int, Board]:
    """Boards in a `boards` folder next to a scenario file (how an imported package is stored)."""
    folder = path.parent / "boards"
    if not folder.is_dir():
        return {}
    boards: dict[int, Board] = {}
    for board_path in sorted(folder.glob("*.json")):
        board = parse_board(parse_json_untrusted(read_file(board_path, MAX_JSON_BYTES), board_path.name), f"boards/{board_path.name}")
        add_board(boards, board, f"boards/{board_path.name}")
    return boards
