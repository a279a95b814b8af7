"""The single "Generated Scenario" slot, as in the PC game: the last battle generated.

It is kept as Custom/Generated Scenario/, an imported-scenario folder like any
other, so the start page lists it and the editor opens it; each new battle
replaces it, and saving it from the editor makes a draft (custom scenarios are
never overwritten by Save).
"""

from __future__ import annotations

from pathlib import Path

from core.board_library import build_battlefield
from core.package import SCENARIO, build_package
from core.scenario import Scenario
from core.scenario_io import to_dict
from core.userdirs import UserFolders
from editor.packages import store_in_custom
from editor.preview_image import png_bytes, scenario_preview

SLOT = "Generated Scenario"
PREVIEW_WIDTH = 480


def slot_path(folders: UserFolders) -> Path:
    """The slot's scenario file (it exists once a battle was generated)."""
    return folders.custom / SLOT / SCENARIO


def store_generated(folders: UserFolders, scenario: Scenario) -> Path:
    """Replace the slot with `scenario`; the folder is swapped in whole, never half written."""
    field = build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards])
    preview = png_bytes(scenario_preview(scenario, field, PREVIEW_WIDTH))
    data = build_package(to_dict(scenario), None, preview, scenario.title)
    outcome = store_in_custom(folders, SLOT, data, replace=True)
    if not outcome.ok or outcome.stored is None:
        raise ValueError(outcome.error or "the generated scenario could not be stored")
    return outcome.stored / SCENARIO
