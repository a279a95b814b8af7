"""The look of a painted map: every colour and line width in one table.

Widths and sizes are fractions of the hex size (centre to corner), so a map
painted small for a thumbnail and large for print keeps its proportions. The
palette follows the printed Valor & Victory boards where the rulebook fixes a
colour (10.8: level 1 hills brown, level 2 dark brown) and a Normandy summer
elsewhere.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from PySide6.QtGui import QColor

MAP_STYLE: Final[dict[str, dict[str, str | float]]] = {
    # Hex fill per terrain id (core/data/terrain.json).
    "terrain": {
        "open": "#c9d69a", "field": "#dfdb97", "crop": "#e6cb67", "building": "#cfc4ab",
        "woods": "#6d9a4c", "stream": "#bcd6a2", "orchard": "#b5d184", "haystack": "#dcd78f",
        "canal": "#b9c7a6", "pond": "#6fa7d8", "marsh": "#b2c49a", "river": "#5b95cf",
        "ocean": "#4a84c2", "beach": "#ead9a6", "desert": "#e4cf9b", "jungle": "#3f7034",
        "palm_grove": "#d7d39a", "gully": "#c4c98f", "wadi": "#dfc791",
    },
    # Hills (10.8): colour of open ground at each level and how strongly the
    # level tints any other terrain drawn on it.
    "hill": {"1": "#d8b983", "2": "#b88f5a", "tint": 0.55, "contour": "#6b4a26", "contour_width": 0.085},
    "symbol": {
        "tree": "#3d6b2c", "tree_light": "#86b15f", "tree_edge": "#2b4d1f",
        "orchard_tree": "#4d7d34", "crop_stripe": "#c6a23c", "field_furrow": "#c9c47c",
        "hay": "#d7ab45", "hay_edge": "#8a6620", "marsh_tuft": "#55733d", "marsh_water": "#7fa9cc",
        "water": "#4b8ad0", "water_edge": "#2c5c99", "shore": "#3d6e9f",
        "roof_tile": "#a4574a", "roof_slate": "#6a7180", "roof_ridge": "#3a3030", "wall_stone": "#e8e2d2",
        "stream_width": 0.16, "canal_width": 0.5,
        "jungle": "#2c5a23", "jungle_edge": "#173414", "jungle_light": "#79ad4a",
        "palm": "#3f8a2e", "palm_dark": "#24531a", "palm_trunk": "#7a5a2e",
        "dune": "#c9a969", "sand_grain": "#b8995e", "wet_sand": "#c9b37c", "foam": "#fbfaf2", "wave": "#b8d6f2",
        "gully_bank": "#5e4426", "gully_bed": "#a68a58", "gully_floor": "#7d6540", "gully_width": 0.34,
        "wadi_bank": "#a98552", "wadi_bed": "#f1e2b8", "wadi_floor": "#bfa26c", "wadi_width": 0.5,
    },
    "road": {
        "fill": "#e2c98f", "edge": "#8c6b3c", "width": 0.2, "edge_width": 0.05,
        "bridge": "#b8b1a3", "parapet": "#4d4741", "bridge_width": 0.42,
    },
    "hexside": {
        "wall": "#5f5a55", "wall_stones": "#d4cec2", "wall_width": 0.14,
        "hedge": "#4f8a34", "hedge_width": 0.09,
        "hedgerow": "#27501b", "hedgerow_light": "#3f7a2a", "hedgerow_width": 0.17,
    },
    "grid": {"line": "#4a4a3a", "line_width": 0.018, "alpha": 0.55, "seam": "#3a3a30", "seam_width": 0.04},
    "text": {
        "hex_name": "#2e2e28", "hex_name_size": 0.19, "label": "#1f1c18", "label_size": 0.3,
        "halo": "#fbf8ee", "badge": "#fbf8ee", "badge_text": "#1f1c18", "badge_size": 0.36,
    },
    "dot": {"open": "#ffffff", "cover": "#111111", "outline": "#ffffff", "radius": 0.085, "frame": "#333330"},
    "paper": {"background": "#efe9d8", "frame": "#3a3a30"},
}


@cache
def colour(group: str, key: str) -> QColor:
    """A colour of the table, cached because painting asks often.

    The same QColor is handed to every caller: copy it (QColor(c)) before
    changing it, e.g. its alpha.
    """
    return QColor(str(MAP_STYLE[group][key]))


def fraction(group: str, key: str) -> float:
    """A size from the table, as a fraction of the hex size."""
    return float(MAP_STYLE[group][key])


def terrain_colour(terrain: str, elevation: int) -> QColor:
    """Fill of a hex: its terrain colour tinted by its hill level."""
    if elevation <= 0:
        return colour("terrain", terrain)
    hill = colour("hill", str(min(elevation, 2)))
    if terrain == "open":
        return hill
    return blend(colour("terrain", terrain), hill, fraction("hill", "tint"))


def blend(a: QColor, b: QColor, weight: float) -> QColor:
    """`weight` of b mixed into a."""
    keep = 1.0 - weight
    return QColor(
        round(a.red() * keep + b.red() * weight),
        round(a.green() * keep + b.green() * weight),
        round(a.blue() * keep + b.blue() * weight),
    )
