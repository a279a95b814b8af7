"""Each computer level's rating from the shipped ladder (core/ladder/shipped.py), as the start
dialog's level combo shows it: the rating beside the level's name, the detail in its tooltip, so a
player sees how far apart the levels are before choosing one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from core.ladder.shipped import level_rating
from editor.i18n import tr


def level_text(name: str, level: str) -> str:
    """`Hard (rating 28.4)`; the name alone for a level the ladder did not rate."""
    rating = level_rating(level)
    if rating is None:
        return name
    return tr("{level} (rating {rating})").format(level=name, rating=f"{rating.mu:.1f}")


def level_tooltip(level: str) -> str:
    """What the rating means and how much it rests on, or an empty tip for a level without one."""
    rating = level_rating(level)
    if rating is None:
        return ""
    return tr("Rating {mu} ± {sigma} (OpenSkill), rank {rank} of the computer players: {share}% of the points in "
              "{games} games against the other levels and personalities. Games are won, lost or drawn; a higher "
              "rating is a stronger opponent.").format(
        mu=f"{rating.mu:.1f}", sigma=f"{rating.sigma:.1f}", rank=rating.rank, share=f"{100 * rating.share:.0f}",
        games=rating.games)


def tooltip_follows_item(combo: QComboBox) -> None:
    """The closed combo's tooltip is its chosen item's, so hovering over it tells the chosen level's rating."""

    def follow() -> None:
        combo.setToolTip(str(combo.currentData(Qt.ItemDataRole.ToolTipRole) or ""))

    combo.currentIndexChanged.connect(follow)
    follow()
