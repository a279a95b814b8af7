"""Units named as a player reads them: "Rifle squad (a10)", and as links that light up the counter.

Ids alone (a10, g5) are printed on no counter; the type tells a player which counter
is meant and the id tells two alike apart. A label that names units as links
(`unit_link`) lets the window highlight the counter while the mouse is over the name
(`LinkHighlighter`).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from core.game.game import Game
from core.game.state import GameState
from editor.i18n import tr

LINK_PREFIX = "unit:"


def type_name(game: Game, state: GameState, unit_id: str) -> str:
    unit = state.units.get(unit_id)
    if unit is None:
        return unit_id
    return game.info(unit.type).name if unit.type in game.catalogue else unit.type


def unit_label(game: Game, state: GameState, unit_id: str) -> str:
    """"Rifle squad (a10)": the type first, the id to tell alike counters apart."""
    return tr("{type} ({id})").format(type=type_name(game, state, unit_id), id=unit_id)


def unit_link(game: Game, state: GameState, unit_id: str) -> str:
    """The label as rich text whose link names the unit (hovering it highlights the counter)."""
    return f'<a href="{LINK_PREFIX}{escape(unit_id)}" style="color:#1a3f8a; text-decoration:none">' \
           f"{escape(unit_label(game, state, unit_id))}</a>"


class LinkHighlighter:
    """Connects labels with unit links to a callback that marks the unit's counter (None: none)."""

    def __init__(self, mark: Callable[[str | None], None]) -> None:
        self.mark = mark

    def watch(self, label: QLabel) -> None:
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        label.linkHovered.connect(self._hovered)

    def _hovered(self, link: str) -> None:
        self.mark(link[len(LINK_PREFIX):] if link.startswith(LINK_PREFIX) else None)
