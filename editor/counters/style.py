"""The look of counters and markers: every colour in one table, like editor.map.style.

Counters are coloured by nationality as the printed ones are: US olive drab,
British khaki, Soviet brown-red, German field grey. Sizes are fractions of the
counter's side, so the palette's small icons and the map's counters match.

Olive drab and brown-red look alike to a player with red-green colour
blindness, so a second nation palette (Edit > Settings…, "Colour-blind safe")
keeps the four nations apart by lightness and by the blue-yellow axis those
players still see: US dark olive, British pale sand, Soviet orange, German
blue-grey. tests/editor/counters/test_colour_blind_palette.py simulates
deuteranopia and protanopia and checks the distances.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from PySide6.QtGui import QColor

from editor.i18n import tr_noop

NATION_STYLE: Final[dict[str, dict[str, str]]] = {
    "us": {"face": "#6f7744", "band": "#4f5530", "text": "#fbf8e8", "name": tr_noop("US")},
    "gb": {"face": "#c8b27c", "band": "#9c8552", "text": "#231e12", "name": tr_noop("British")},
    "sov": {"face": "#9a4a34", "band": "#6e2f20", "text": "#fff3e6", "name": tr_noop("Soviet")},
    "ger": {"face": "#7f8c8d", "band": "#58646a", "text": "#ffffff", "name": tr_noop("German")},
    "unknown": {"face": "#d0d0d0", "band": "#a0a0a0", "text": "#000000", "name": "?"},
}

# Face and band (the title strip: the side's tint on every counter) must stay apart between
# nations under deuteranopia and protanopia; text keeps at least 4:1 contrast on both.
COLOUR_BLIND_NATION_STYLE: Final[dict[str, dict[str, str]]] = {
    "us": {"face": "#4a5420", "band": "#333a14", "text": "#fbf8e8", "name": tr_noop("US")},
    "gb": {"face": "#ead9a0", "band": "#c2ad70", "text": "#231e12", "name": tr_noop("British")},
    "sov": {"face": "#e07b39", "band": "#b85f24", "text": "#1d1208", "name": tr_noop("Soviet")},
    "ger": {"face": "#3d6fa8", "band": "#284b76", "text": "#ffffff", "name": tr_noop("German")},
    "unknown": NATION_STYLE["unknown"],
}

NATION_PALETTES: Final[dict[str, dict[str, dict[str, str]]]] = {
    "standard": NATION_STYLE, "colour_blind": COLOUR_BLIND_NATION_STYLE}
_active_palette = ["standard"]  # one look for the whole program: every map, icon and card paints with it

MARKER_STYLE: Final[dict[str, str]] = {
    "edge": "#1d1b16",
    "shadow": "#000000",
    "weapon": "#f3d65a",
    "weapon_text": "#1d1b16",
    "facing": "#ffd23f",
    "facing_edge": "#1d1b16",
    "pinned": "#c62828",
    "pinned_text": "#ffffff",
    "badge": "#1d1b16",
    "badge_text": "#ffffff",
    "elite": "#ffd23f",
    "smoke": "#e9ecef",
    "smoke_edge": "#6c757d",
    "smoke_text": "#343a40",
    "exit": "#1b8a3a",
    "exit_text": "#ffffff",
    "fortification": "#b59a6a",
    "fortification_edge": "#4e3d1f",
    "fortification_symbol": "#3b2e16",
    "problem": "#e03131",
    "selection": "#ffd43b",
    "hover": "#ffffff",
    "flag_pole": "#3a3a3a",
}

# Simplified national flags for objective markers: stripes top to bottom, then an emblem.
FLAG_STYLE: Final[dict[str, dict[str, str]]] = {
    "us": {"field": "#b22234", "stripe": "#ffffff", "canton": "#3c3b6e", "emblem": "#ffffff"},
    "gb": {"field": "#012169", "stripe": "#ffffff", "canton": "#c8102e", "emblem": "#c8102e"},
    "sov": {"field": "#cc0000", "stripe": "#cc0000", "canton": "#cc0000", "emblem": "#ffd700"},
    "ger": {"field": "#8d969b", "stripe": "#ffffff", "canton": "#ffffff", "emblem": "#111111"},
}


# The functions hand out copies: a caller may change the alpha of what it gets
# (smoke haze, shadows) without tinting every later use of the colour.


@cache
def _parsed(name: str) -> QColor:
    return QColor(name)


def use_nation_palette(name: str) -> None:
    """Paint nations with a palette of NATION_PALETTES from now on; what is already drawn must be redrawn."""
    if name not in NATION_PALETTES:
        raise ValueError(f"no nation palette {name!r}")
    _active_palette[0] = name


def nation_palette() -> str:
    return _active_palette[0]


def nation_colour(nationality: str, key: str) -> QColor:
    table = NATION_PALETTES[_active_palette[0]]
    style = table.get(nationality, table["unknown"])
    return QColor(_parsed(style[key]))


def marker_colour(key: str) -> QColor:
    return QColor(_parsed(MARKER_STYLE[key]))


def flag_colour(nationality: str, key: str) -> QColor:
    return QColor(_parsed(FLAG_STYLE.get(nationality, FLAG_STYLE["ger"])[key]))


def nation_name(nationality: str) -> str:
    """The nation's English name (as the printed card keeps it): `tr` it where the editor shows it."""
    return NATION_STYLE.get(nationality, NATION_STYLE["unknown"])["name"]
