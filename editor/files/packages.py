"""Scenario packages from the editor's side: build one from a document, open one, import some.

Export and "Save to Custom scenarios" are refused while the scenario breaks a
placement rule (issue 4, item 5), exactly as `vvs export` refuses; imports pass
the same checks as `vvs import` (core.package.PackageChecker), with a
fresh checker per package so one package's boards never leak into the next.
"""

from __future__ import annotations

import os
import secrets
import shutil
from pathlib import Path
from typing import Any

from core.boards.board import Board, parse_board
from core.boards.document import board_document
from core.boards.library import standard_boards
from core.documents.check import custom_boards
from core.documents.imports import PackageChecker
from core.jsonio import write_bytes_atomic
from core.package import SCENARIO, build_package, read_package
from core.placement import Violation
from core.scenario import Scenario
from core.scenario.io import from_dict, to_dict
from core.temporaries import held_folder, open_held, remove_stale_temporaries, sweep
from core.userdirs import ImportOutcome, UserFolders, safe_file_name
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.map.png_file import png_bytes
from editor.map.preview_image import scenario_preview

PREVIEW_WIDTH = 480


class ExportRefused(ValueError):
    """The scenario still breaks placement rules; `problems` lists them."""

    def __init__(self, problems: list[Violation]) -> None:
        self.problems = problems
        super().__init__(tr("%n placement problem(s) left", n=len(problems)))


def package_boards(document: ScenarioDocument) -> dict[str, dict[str, object]]:
    """The file form of every board the scenario uses that is not shipped with the program."""
    shipped = standard_boards()
    used = {ref.board for ref in document.scenario.boards}
    boards = document.custom_boards
    return {
        f"board-{number:02d}": board_document(boards[number])
        for number in sorted(used)
        if number in boards and shipped.get(number) != boards[number]
    }


def preview_png(document: ScenarioDocument, width: int = PREVIEW_WIDTH) -> bytes:
    return png_bytes(scenario_preview(document.scenario, document.battlefield, width))


def package_bytes(document: ScenarioDocument) -> bytes:
    """The package's zip bytes; raises ExportRefused while problems remain."""
    if document.problems:
        raise ExportRefused(document.problems)
    scenario = document.scenario
    return build_package(to_dict(scenario), package_boards(document), preview_png(document), scenario.title)


def package_name(document: ScenarioDocument, folders: UserFolders) -> str:
    """Custom/<name>: the folder the document came from, else its title made file-safe."""
    path = document.path
    if path is not None and path.name == SCENARIO and path.parent.parent.resolve() == folders.custom.resolve():
        return path.parent.name
    return safe_file_name(document.scenario.title)


def open_package(path: Path, boards: dict[int, Board] | None = None) -> ScenarioDocument:
    """A package opened for editing: schema-checked only, so a designer can fix its problems.

    The document has no file: saving it makes a draft, and the package stays as it was.
    """
    package = read_package(path, check_scenario=_schema_only, check_board=_board_only)
    scenario: Scenario = from_dict(package.scenario, f"{path.name}: {SCENARIO}")
    return ScenarioDocument(scenario, None, {**(boards or {}), **custom_boards(package.boards, path.name)})


def open_document(path: Path, boards: dict[int, Board] | None = None) -> ScenarioDocument:
    """A draft, a Custom/<name>/scenario.json (with the boards beside it) or a package .zip."""
    path = Path(path)
    if path.suffix.lower() == ".zip":
        return open_package(path, boards)
    return ScenarioDocument.open(path, boards)


def _schema_only(document: dict[str, Any]) -> None:
    from_dict(document)


def _board_only(document: dict[str, Any]) -> None:
    parse_board(document, "board")


def import_files(folders: UserFolders, paths: list[Path], remove_source: bool) -> list[ImportOutcome]:
    outcomes = []
    for path in paths:
        checker = PackageChecker()
        outcomes.append(folders.import_package_file(path, checker.scenario, checker.board, remove_source=remove_source))
    return outcomes


def import_folder(folders: UserFolders) -> list[ImportOutcome]:
    """Every package waiting in Import/ (moved out once stored), as `vvs import` with no file."""
    return import_files(folders, folders.pending_imports(), remove_source=True)


def store_in_custom(folders: UserFolders, name: str, data: bytes, replace: bool) -> ImportOutcome:
    """Put a package into Custom/<name>/ through the import checks.

    With `replace`, an existing Custom/<name>/ is moved aside first and put back
    if the new one cannot be stored, so a failure never loses the old scenario.
    """
    sweep(folders.custom)  # a replacement a kill cut short is put right first
    remove_stale_temporaries(folders.root, ".partial")
    old = folders.custom / name
    aside = folders.custom / f".{name}.{secrets.token_hex(6)}.old"
    held = open_held(old) if replace and old.exists() else None  # a sweep elsewhere leaves it aside
    moved = held is not None
    try:
        if moved:
            os.rename(old, aside)
        outcome = _import_bytes(folders, name, data)
        if moved and not outcome.ok:
            os.rename(aside, old)
        elif moved:
            shutil.rmtree(aside, ignore_errors=True)
    except BaseException:
        if moved and not old.exists():
            os.rename(aside, old)
        raise
    finally:
        if held is not None:
            os.close(held)
    return outcome


def _import_bytes(folders: UserFolders, name: str, data: bytes) -> ImportOutcome:
    """Import a package's bytes through a zip in a hidden folder of ours (swept if a kill leaves it)."""
    temp = folders.root / f".{name}.{secrets.token_hex(6)}.partial"
    try:
        with held_folder(temp):
            source = temp / f"{name}.zip"
            write_bytes_atomic(source, data)
            return import_files(folders, [source], remove_source=False)[0]
    finally:
        shutil.rmtree(temp, ignore_errors=True)
