"""The user folder: Draft/, Export/, Import/, Custom/, Boards/ and Saves/, and the import flow.

Boards/ holds the boards drawn in the board editor, one board file each
(`<name>.json`, the format of maps/board-*.json); a board with problems is kept
there as a draft, and only the valid ones are offered to new scenarios.

Like the PC game, packages dropped into Import/ are moved into Custom/. An
imported scenario is stored as a folder Custom/<name>/ holding the package's
files in canonical form (manifest.json, scenario.json, boards/, preview.png), so
the editor opens it without unzipping and its scenario.json is byte for byte the
one that was exported. The folder is assembled under a hidden temporary name and
renamed into place in one step, and only then is the zip deleted: a crash at any
moment leaves either the zip or the stored scenario, never neither.
"""

from __future__ import annotations

import enum
import os
import re
import secrets
import shutil
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from core.jsonio import (
    MAX_JSON_BYTES,
    FileFormatError,
    fsync_folder,
    parse_json_untrusted,
    write_bytes_atomic,
    write_json_atomic,
)
from core.package import (
    MANIFEST,
    SCENARIO,
    Package,
    PackageError,
    ScenarioCheck,
    build_package,
    read_package,
)
from core.safe_read import read_file
from core.temporaries import held_folder, sweep

ENV_VAR = "VVS_USER_DIR"
APP_NAME = "VVScenarioStudio"
MAX_NAME_CHARS = 80
_MAX_COPIES = 999
_UNSAFE_NAME_CHARS = re.compile(r"[^\w \-.()]")
_WINDOWS_RESERVED = {
    "CON", "PRN", "AUX", "NUL",
    *(f"COM{n}" for n in range(1, 10)),
    *(f"LPT{n}" for n in range(1, 10)),
}


class ScenarioSource(enum.Enum):
    DRAFT = "draft"
    CUSTOM = "custom"


@dataclass(frozen=True)
class ScenarioEntry:
    """One scenario the user can open; `path` is its scenario JSON file."""

    name: str
    path: Path
    title: str
    source: ScenarioSource


@dataclass(frozen=True)
class ImportOutcome:
    """What became of one package: stored (and where) or refused (and why)."""

    source: Path
    stored: Path | None
    error: str | None
    source_removed: bool = False
    broken_rules: bool = False
    """Refused for breaking the rules (exit 1), not for being unusable (exit 2)."""

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class UserFolders:
    root: Path

    @classmethod
    def default(cls) -> UserFolders:
        """$VVS_USER_DIR if set (tests point it at a temporary folder), else the
        platform's user data folder."""
        override = os.environ.get(ENV_VAR)
        if override:
            return cls(Path(override))
        return cls(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))

    @property
    def draft(self) -> Path:
        return self._folder("Draft")

    @property
    def export(self) -> Path:
        return self._folder("Export")

    @property
    def import_(self) -> Path:
        return self._folder("Import")

    @property
    def custom(self) -> Path:
        return self._folder("Custom")

    @property
    def boards(self) -> Path:
        return self._folder("Boards")

    @property
    def saves(self) -> Path:
        """Saved games (game logs with their seats); the test run's autosaves in Saves/Autosave/."""
        return self._folder("Saves")

    def list_boards(self) -> list[Path]:
        """The board files in Boards/, by name (valid or not: the board editor opens drafts too)."""
        return [p for p in _visible(self.boards) if p.is_file() and p.suffix.lower() == ".json"]

    def save_board(self, name: str, document: Mapping[str, Any]) -> Path:
        """Boards/<name>.json written atomically in canonical form; problems allowed (a draft)."""
        path = self.boards / f"{safe_file_name(name)}.json"
        write_json_atomic(path, document)
        return path

    def save_new_board(self, name: str, document: Mapping[str, Any]) -> Path:
        """A board saved for the first time: Boards/<name>.json, or `<name> (2).json` ... when that
        file is taken, so a second "New board" never replaces the first (issue 25)."""
        for candidate in _candidate_names(safe_file_name(name)):
            path = self.boards / f"{candidate}.json"
            if not path.exists():
                write_json_atomic(path, document)
                return path
        raise OSError(f"more than {_MAX_COPIES} boards are called {name!r}")

    def _folder(self, name: str) -> Path:
        """Folders are made when first asked for, so a fresh install needs no setup."""
        folder = self.root / name
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    # ----------------------------------------------------------------- export

    def export_package(
        self,
        name: str,
        scenario: Mapping[str, Any],
        boards: Mapping[str, Mapping[str, Any]] | None = None,
        preview_png: bytes | None = None,
        title: str | None = None,
    ) -> Path:
        """Write Export/<name>.zip atomically; a newer export replaces an older one."""
        path = self.export / f"{safe_file_name(name)}.zip"
        write_bytes_atomic(path, build_package(scenario, boards, preview_png, title))
        return path

    # ----------------------------------------------------------------- import

    def import_all(
        self, check_scenario: ScenarioCheck | None, check_board: ScenarioCheck | None = None
    ) -> list[ImportOutcome]:
        """Import every Import/*.zip, in name order; good ones leave Import/."""
        return [
            self.import_package_file(path, check_scenario, check_board, remove_source=True)
            for path in self.pending_imports()
        ]

    def pending_imports(self) -> list[Path]:
        """The packages waiting in Import/, in name order."""
        return sorted(
            path
            for path in self.import_.iterdir()
            if path.suffix.lower() == ".zip" and not path.name.startswith(".") and path.is_file()
        )

    def import_package_file(
        self,
        path: str | os.PathLike[str],
        check_scenario: ScenarioCheck | None,
        check_board: ScenarioCheck | None = None,
        remove_source: bool = False,
    ) -> ImportOutcome:
        """Import one package from anywhere into Custom/.

        The zip is deleted (with remove_source) only after the scenario is stored;
        a refused or unstorable package is left exactly where it was. A check that
        raises anything unexpected refuses the package too: a package is untrusted
        input, and one of them must never stop the packages after it.
        """
        source = Path(path)
        try:
            package = read_package(source, check_scenario, check_board)
        except PackageError as error:
            return ImportOutcome(source, None, str(error), broken_rules=error.broken_rules)
        except Exception as error:  # a check that crashes refuses this package, never the batch
            return ImportOutcome(source, None, f"{source.name}: could not be checked ({type(error).__name__}: {error})")
        try:
            stored = self._store(package, safe_file_name(source.stem))
        except OSError as error:
            return ImportOutcome(source, None, f"{source.name}: could not be stored: {error}")
        removed = False
        if remove_source:
            try:
                source.unlink()
                removed = True
            except OSError:
                removed = False
        return ImportOutcome(source, stored, None, removed)

    def _store(self, package: Package, name: str) -> Path:
        """Store under `name`, or `name (2)` ... if taken; an identical copy is reused
        so that importing the same package twice does not pile up duplicates."""
        files = package.files()
        custom = self.custom
        sweep(custom)  # what a killed import or generation left, even when this one stores nothing new
        for candidate in _candidate_names(name):
            target = custom / candidate
            if not target.exists():
                _write_folder(target, files)
                return target
            if _holds_exactly(target, files):
                return target
        raise OSError(f"more than {_MAX_COPIES} scenarios are called {name!r}")

    # ----------------------------------------------------------------- listing

    def list_scenarios(self) -> list[ScenarioEntry]:
        """Drafts (Draft/*.json) and imported scenarios (Custom/<name>/scenario.json); a generated
        battle whose swap a kill cut short is put back first, so it is listed."""
        sweep(self.custom)
        entries = [
            ScenarioEntry(path.stem, path, _title_of(path, path.stem), ScenarioSource.DRAFT)
            for path in _visible(self.draft)
            if path.is_file() and path.suffix.lower() == ".json"
        ]
        entries += [
            ScenarioEntry(
                folder.name,
                folder / SCENARIO,
                _title_of(folder / MANIFEST, folder.name),
                ScenarioSource.CUSTOM,
            )
            for folder in _visible(self.custom)
            if (folder / SCENARIO).is_file()
        ]
        return entries


GENERATED_SLOT = "Generated Scenario"
"""The Custom/ folder the random battle generator keeps its last battle in (as the PC game)."""


def safe_file_name(name: str) -> str:
    """A file or folder name that is valid on Windows, macOS and Linux alike."""
    cleaned = _UNSAFE_NAME_CHARS.sub("_", name).strip(" .")[:MAX_NAME_CHARS].strip(" .")
    if not cleaned:
        return "scenario"
    if cleaned.split(".")[0].upper() in _WINDOWS_RESERVED:
        return f"_{cleaned}"
    return cleaned


def _candidate_names(name: str) -> Iterator[str]:
    """`name`, then `name (2)` ...; never the generator's slot, which the next battle replaces."""
    if name.casefold() != GENERATED_SLOT.casefold():
        yield name
    for number in range(2, _MAX_COPIES + 1):
        yield f"{name} ({number})"


def _write_folder(target: Path, files: Mapping[str, bytes]) -> None:
    """Assemble the folder under a hidden name (held while it is filled), then rename it into place at once."""
    temp = target.parent / f".{target.name}.{secrets.token_hex(6)}.partial"
    try:
        with held_folder(temp):
            for relative, data in sorted(files.items()):
                path = temp / relative
                path.parent.mkdir(parents=True, exist_ok=True)
                write_bytes_atomic(path, data)
            os.rename(temp, target)
    except BaseException:
        shutil.rmtree(temp, ignore_errors=True)
        raise
    fsync_folder(target.parent)


def _holds_exactly(folder: Path, files: Mapping[str, bytes]) -> bool:
    try:
        present = {
            path.relative_to(folder).as_posix(): path
            for path in folder.rglob("*")
            if path.is_file()
        }
        return present.keys() == files.keys() and all(
            read_file(present[name], len(data)) == data for name, data in files.items()
        )
    except OSError:
        return False


def _visible(folder: Path) -> list[Path]:
    """A folder's entries by name, without hidden files (temporaries, .DS_Store)."""
    return sorted(
        (path for path in folder.iterdir() if not path.name.startswith(".")),
        key=lambda path: path.name.casefold(),
    )


def _title_of(path: Path, fallback: str) -> str:
    """The `title` (or `name`) of a JSON file; a file that cannot be read is listed
    by its file name, so one broken draft never hides the others."""
    try:
        value = parse_json_untrusted(read_file(path, MAX_JSON_BYTES), path.name)
    except (OSError, FileFormatError):
        return fallback
    if not isinstance(value, dict):
        return fallback
    title = value.get("title", value.get("name"))
    return title if isinstance(title, str) and title else fallback
