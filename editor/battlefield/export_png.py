"""File > Export map as PNG: the whole battlefield with its counters, as the map view draws them.

The picture is the scene itself rendered into an image, so it matches the
editor exactly; the editing aids on top (selection, hover, problem outlines,
the LOS probe's shading) are hidden while it is taken.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from editor.battlefield.hex_item import HexItem
from editor.battlefield.scene import MapScene
from editor.battlefield.tiles import MapBackgroundItem
from editor.i18n import tr
from editor.map.png_file import write_png
from editor.map.style import colour

MAX_SIDE = 12000  # pixels: a four-board battlefield at full size fits well under it


class MapExportError(ValueError):
    """The picture could not be written."""


def map_image(scene: MapScene, scale: float = 1.0) -> QImage:
    """The battlefield and its counters at `scale` (1.0 = the view's 100%)."""
    source = scene.sceneRect()
    scale = min(scale, MAX_SIDE / max(source.width(), source.height()))
    width, height = math.ceil(source.width() * scale), math.ceil(source.height() * scale)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(colour("paper", "background"))
    hidden = [item for item in scene.items()
              if item.parentItem() is None and item.isVisible() and not isinstance(item, (MapBackgroundItem, HexItem))]
    for item in hidden:
        item.setVisible(False)
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(0, 0, width, height), source)
    finally:
        painter.end()
        for item in hidden:
            item.setVisible(True)
    return image


def save_map_png(scene: MapScene, path: Path, scale: float = 1.0) -> Path:
    try:
        write_png(map_image(scene, scale), path)
    except OSError:
        raise MapExportError(tr("{path}: could not write the PNG file").format(path=path)) from None
    return path
