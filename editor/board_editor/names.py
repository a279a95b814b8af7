"""The board editor's names of terrain, hexside features, levels and directions, shown translated.

Terrain and hexside feature names are the catalogue's (the rulebook's words, data/terrain);
they are translated where they are shown, with `data_name` (context "data", collected from
core/data/terrain.json by the catalogue tool: editor/core_text.py). The names this editor adds itself are marked here with
`tr_noop`, in one table each, so the catalogue tool collects them.
"""

from __future__ import annotations

from core.hexes import Offset, offset_name
from core.terrain import catalogue
from editor.core_text import data_name
from editor.i18n import tr, tr_noop

DIRECTION_NAMES = (tr_noop("N"), tr_noop("NE"), tr_noop("SE"), tr_noop("S"), tr_noop("SW"), tr_noop("NW"))
LEVEL_NAMES = (tr_noop("Ground level"), tr_noop("Hill level 1"), tr_noop("Hill level 2"))


def terrain_name(terrain_id: str) -> str:
    kinds = catalogue()
    return data_name(kinds.get(terrain_id).name) if terrain_id in kinds.terrain else terrain_id


def feature_name(feature_id: str) -> str:
    found = catalogue().hexside_features.get(feature_id)
    return data_name(found.name) if found is not None else feature_id


def level_name(level: int) -> str:
    return tr(LEVEL_NAMES[level]) if 0 <= level < len(LEVEL_NAMES) else str(level)


def direction_name(direction: int) -> str:
    return tr(DIRECTION_NAMES[direction % 6])


def hex_name(offset: Offset | None) -> str:
    return offset_name(offset) if offset is not None else "?"
