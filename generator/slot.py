"""The single "Generated Scenario" slot, as in the PC game, and "save as" to keep one.

The slot lives in the user folder's Custom/ as the folder "Generated Scenario",
in the same form an imported package is stored in (manifest.json and
scenario.json), so the editor lists and opens it like any custom scenario.
Each new battle replaces it: the new folder is written complete under a hidden
name first, then swapped in (core.temporaries.swap_in), so a crash leaves the old
battle or the new one, never half of either; a kill between the swap's two renames
is put right by the next run (generate, import, or a listing of Custom/).
"""

from __future__ import annotations

import os
import secrets
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.jsonio import MAX_JSON_BYTES, fsync_folder, parse_json_untrusted, write_bytes_atomic
from core.package import SCENARIO, package_entries
from core.safe_read import read_file
from core.scenario import Scenario
from core.scenario.io import load, to_dict
from core.temporaries import held_folder, swap_in, sweep
from core.userdirs import GENERATED_SLOT, UserFolders, safe_file_name
from generator.settings import MAX_SEED

GENERATED_NAME = GENERATED_SLOT


class NoGeneratedScenarioError(ValueError):
    """"Save as" was asked for before any battle was generated."""


def new_seed() -> int:
    """A fresh seed for a battle nobody asked to repeat (shown and stored, so it can be)."""
    return secrets.randbelow(min(MAX_SEED, 2**32 - 1) + 1)


def _write_folder(target: Path, scenario: Scenario, preview_png: bytes | None = None,
                  boards: Mapping[str, Mapping[str, Any]] | None = None) -> None:
    files = package_entries(to_dict(scenario), boards, preview_png)
    sweep(target.parent)  # a swap a kill cut short is finished, a killed run's partial folder removed
    temp = target.parent / f".{target.name}.{secrets.token_hex(6)}.partial"
    try:
        with held_folder(temp):
            for name, data in sorted(files.items()):
                (temp / name).parent.mkdir(parents=True, exist_ok=True)
                write_bytes_atomic(temp / name, data)
            swap_in(temp, target)
    except BaseException:
        shutil.rmtree(temp, ignore_errors=True)
        raise
    fsync_folder(target.parent)


def store_generated(scenario: Scenario, folders: UserFolders | None = None, preview_png: bytes | None = None,
                    boards: Mapping[str, Mapping[str, Any]] | None = None) -> Path:
    """Put a battle in the Generated Scenario slot, replacing the last one; returns its scenario.json.

    The editor passes a preview picture of the map (the generator cannot draw one without Qt);
    a battle on a user's boards brings their files, stored in boards/ beside it as an import is."""
    folders = folders or UserFolders.default()
    target = folders.custom / GENERATED_NAME
    sweep(folders.custom)  # first: a slot a kill left aside is back before it is judged below
    _keep_if_not_generated(target, folders)
    _write_folder(target, scenario, preview_png, boards)
    return target / SCENARIO


def _keep_if_not_generated(target: Path, folders: UserFolders) -> None:
    """The slot is replaced only when the generator made what is in it: anything else found
    there (a scenario saved under that name by hand) is moved to a free name of its own."""
    if not target.exists():
        return
    try:
        made_here = load(target / SCENARIO).generator is not None
    except (OSError, ValueError):
        made_here = False
    if made_here:
        return
    for number in range(2, 1000):
        kept = folders.custom / f"{GENERATED_NAME} ({number})"
        if not kept.exists():
            os.rename(target, kept)
            return
    raise OSError(f"cannot keep {target}: more than 999 scenarios are called {GENERATED_NAME!r}")


def save_generated_as(name: str, folders: UserFolders | None = None) -> Path:
    """Keep the battle in the slot under a name of its own (never overwriting another scenario)."""
    folders = folders or UserFolders.default()
    source = folders.custom / GENERATED_NAME / SCENARIO
    if not source.is_file():
        raise NoGeneratedScenarioError("there is no generated scenario to save yet")
    scenario = load(source)
    base = safe_file_name(name)
    for number in range(1, 1000):
        candidate = base if number == 1 else f"{base} ({number})"
        target = folders.custom / candidate
        if candidate != GENERATED_NAME and not target.exists():
            _write_folder(target, scenario, boards=_boards_beside(source.parent) or None)
            return target / SCENARIO
    raise OSError(f"more than 999 scenarios are called {base!r}")


def _boards_beside(folder: Path) -> dict[str, Any]:
    """The board files stored with the slot's battle (a battle on a user's boards), kept with every copy."""
    boards = folder / "boards"
    return {path.stem: parse_json_untrusted(read_file(path, MAX_JSON_BYTES), path.name) for path in sorted(boards.glob("*.json"))} if boards.is_dir() else {}
