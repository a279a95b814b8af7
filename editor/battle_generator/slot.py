"""The single "Generated Scenario" slot (generator/slot.py), stored with a preview picture.

The generator owns the slot; the editor only adds what needs Qt: the map preview
shown on the start page.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.boards.board import Board
from core.boards.library import build_battlefield
from core.package import SCENARIO
from core.scenario import Scenario
from core.userdirs import UserFolders
from editor.map.png_file import png_bytes
from editor.map.preview_image import scenario_preview
from generator.slot import GENERATED_NAME
from generator.slot import store_generated as store_in_slot

SLOT = GENERATED_NAME
PREVIEW_WIDTH = 480


def slot_path(folders: UserFolders) -> Path:
    """The slot's scenario file (it exists once a battle was generated)."""
    return folders.custom / SLOT / SCENARIO


def store_generated(folders: UserFolders, scenario: Scenario, custom: Mapping[int, Board] | None = None,
                    carried: Mapping[str, Mapping[str, Any]] | None = None) -> Path:
    """Replace the slot with `scenario` and its map preview; a battle on the user's boards
    (`custom`) keeps their files (`carried`, as `vvs generate --boards` writes them) beside it."""
    field = build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards], dict(custom or {}))
    return store_in_slot(scenario, folders, png_bytes(scenario_preview(scenario, field, PREVIEW_WIDTH)), carried or None)
