"""The painted boards under everything, as cached tiles at a few levels of detail.

Painting a four-board battlefield takes about half a second, far too slow for
every frame, and one picture of it sharp enough to zoom into would take
hundreds of megabytes. So the map is cut into tiles of TILE pixels, rendered
on first sight at the zoom level (a power of two) nearest above the view's,
and kept in a small LRU cache. Each tile paints only the hexes near it, by
handing editor.map.painter a battlefield whose `ordered` hexes are just those.
Which of the optional layers show (hex ids, centre dots, place names: View
menu, editor/battlefield/map_toggles.py) is the item's MapLayers; changing them
drops the cached tiles.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Layout
from editor.map.geometry import map_rect
from editor.map.painter import PaintOptions, paint_battlefield
from editor.map.style import colour

TILE = 512
MAX_TILES = 96
LEVELS = (0.125, 0.25, 0.5, 1.0, 2.0, 4.0)
# On screen the centre dots are drawn at this share of the printed map's size: full size, a dot at 200%
# was a 16-pixel disc that outshouted the hex ids beside it.
SCREEN_DOT_SCALE = 0.4


@dataclass(frozen=True)
class MapLayers:
    """The optional layers the user turns on and off."""

    hex_ids: bool = True
    centre_dots: bool = True
    place_names: bool = True


class _HexWindow:
    """The battlefield seen through a window: every query answers as the whole,
    but `ordered` (what the painter loops over) holds only the hexes near a tile."""

    def __init__(self, battlefield: Battlefield, hexes: tuple[Hex, ...]) -> None:
        self._battlefield = battlefield
        self.ordered = hexes

    def __getattr__(self, name: str) -> Any:
        return getattr(self._battlefield, name)

    def __contains__(self, h: object) -> bool:  # special methods bypass __getattr__
        return h in self._battlefield

    def __len__(self) -> int:
        return len(self._battlefield)


def level_for(scale: float) -> float:
    """The smallest cached level at least as fine as the view's scale."""
    return next((level for level in LEVELS if level >= scale * 0.999), LEVELS[-1])


def options_for(level: float, layers: MapLayers = MapLayers()) -> PaintOptions:
    """Hex names and centre dots only where they can be read, and only the layers turned on."""
    fine = level >= 0.5
    return PaintOptions(hex_names=fine and layers.hex_ids, centre_dots=fine and layers.centre_dots,
                        labels=layers.place_names, dot_scale=SCREEN_DOT_SCALE)


class MapBackgroundItem(QGraphicsItem):
    def __init__(self, battlefield: Battlefield, layout: Layout, margin: float, layers: MapLayers = MapLayers()) -> None:
        super().__init__()
        self.battlefield = battlefield
        self.layout = layout
        self.layers = layers
        self.map_rect = map_rect(battlefield, layout)
        self.rect = self.map_rect.adjusted(-margin, -margin, margin, margin)
        self._centres = [(h, *layout.to_pixel(h)) for h in battlefield.ordered]
        self._tiles: OrderedDict[tuple[float, int, int], QPixmap] = OrderedDict()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setZValue(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_layers(self, layers: MapLayers) -> None:
        if layers != self.layers:
            self.layers = layers
            self._tiles.clear()
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        level = level_for(painter.worldTransform().m11())
        span = TILE / level
        exposed = option.exposedRect.intersected(self.rect)  # type: ignore[attr-defined]
        origin = self.rect.topLeft()
        first_col = max(0, math.floor((exposed.left() - origin.x()) / span))
        last_col = math.floor((exposed.right() - origin.x()) / span)
        first_row = max(0, math.floor((exposed.top() - origin.y()) / span))
        last_row = math.floor((exposed.bottom() - origin.y()) / span)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for row in range(first_row, last_row + 1):
            for col in range(first_col, last_col + 1):
                target = QRectF(origin.x() + col * span, origin.y() + row * span, span, span)
                painter.drawPixmap(target, self.tile(level, col, row), QRectF(0, 0, TILE, TILE))

    def tile(self, level: float, col: int, row: int) -> QPixmap:
        key = (level, col, row)
        if key in self._tiles:
            self._tiles.move_to_end(key)
            return self._tiles[key]
        pixmap = self._render(level, col, row)
        self._tiles[key] = pixmap
        while len(self._tiles) > MAX_TILES:
            self._tiles.popitem(last=False)
        return pixmap

    def _render(self, level: float, col: int, row: int) -> QPixmap:
        span = TILE / level
        left, top = self.rect.left() + col * span, self.rect.top() + row * span
        pad = self.layout.size * 1.5
        near = tuple(h for h, x, y in self._centres
                     if left - pad <= x <= left + span + pad and top - pad <= y <= top + span + pad)
        pixmap = QPixmap(TILE, TILE)
        pixmap.fill(colour("paper", "background"))
        painter = QPainter(pixmap)
        try:
            painter.scale(level, level)
            painter.translate(QPointF(-left, -top))
            paint_battlefield(painter, _HexWindow(self.battlefield, near), self.layout, options_for(level, self.layers))  # type: ignore[arg-type]
        finally:
            painter.end()
        return pixmap
