"""Paint a battlefield with QPainter: the map users see in the editor and in docs/img.

The map is painted in layers, bottom to top: terrain (fills, symbols, water,
hill contours), roads and bridges, the hex grid, hexside features, centre
dots (10.2), then text (hex names, place names, board numbers). Each layer is a
function of its own, and the terrain and road layers are loops over per-hex
functions, so the scenario editor's graphics scene can paint one hex at a time.
Colours and widths come from editor.map.style.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Layout
from core.terrain import catalogue
from editor.map.geometry import (
    battlefield_layout,
    centre,
    hex_polygon,
    image_size,
    map_rect,
)
from editor.map.lines import (
    is_ford,
    paint_hex_contours,
    paint_hex_road,
    paint_hex_water,
    paint_hexside_feature,
    road_directions,
)
from editor.map.ravines import paint_hex_ravine
from editor.map.style import colour, fraction, terrain_colour
from editor.map.symbols import (
    centre_square,
    paint_buildings,
    paint_crop,
    paint_field,
    paint_haystacks,
    paint_marsh,
    paint_orchard,
    paint_woods,
)
from editor.map.text import (
    paint_board_numbers,
    paint_hex_names,
    paint_place_labels,
    paint_seams,
)
from editor.map.theatre_symbols import paint_beach, paint_desert, paint_jungle, paint_palm_grove, paint_waves


@dataclass(frozen=True)
class PaintOptions:
    """Which layers to paint; the editor turns some off while zoomed out."""

    hex_names: bool = True
    centre_dots: bool = True
    grid: bool = True
    labels: bool = True
    board_numbers: bool = True
    dot_scale: float = 1.0  # the centre dots' size against the printed map's (the editor's screens draw them smaller)


class PaintError(ValueError):
    """The picture could not be written."""


# --- terrain ---------------------------------------------------------------------


def paint_hex_terrain(painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout) -> None:
    """The fill of one hex and the symbol of its terrain."""
    terrain = battlefield.terrain(h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(terrain_colour(terrain, battlefield.elevation(h)))
    painter.drawPolygon(hex_polygon(layout, h))
    if terrain == "woods":
        paint_woods(painter, layout, h, battlefield.elevation(h))
    elif terrain == "orchard":
        paint_orchard(painter, layout, h)
    elif terrain == "crop":
        paint_crop(painter, layout, h)
    elif terrain == "field":
        paint_field(painter, layout, h)
    elif terrain == "haystack":
        paint_haystacks(painter, layout, h)
    elif terrain == "marsh":
        paint_marsh(painter, layout, h)
    elif terrain == "building":
        paint_buildings(painter, layout, h, road_directions(battlefield, h))
    else:
        _paint_theatre_terrain(painter, battlefield, h, layout, terrain)


def _paint_theatre_terrain(painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout, terrain: str) -> None:
    """The Pacific's and the desert's symbols (editor/map/theatre_symbols.py)."""
    if terrain == "jungle":
        paint_jungle(painter, layout, h)
    elif terrain == "palm_grove":
        paint_palm_grove(painter, layout, h)
    elif terrain == "desert":
        paint_desert(painter, layout, h)
    elif terrain == "beach":
        paint_beach(painter, layout, h, battlefield)
    elif terrain in ("ocean", "river"):
        paint_waves(painter, layout, h)


def paint_terrain_layer(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    for h in battlefield.ordered:
        paint_hex_terrain(painter, battlefield, h, layout)
    for part in ("edge", "fill"):
        for h in battlefield.ordered:
            paint_hex_ravine(painter, battlefield, h, layout, part)
    for part in ("edge", "fill"):
        for h in battlefield.ordered:
            paint_hex_water(painter, battlefield, h, layout, part)
    for h in battlefield.ordered:
        paint_hex_contours(painter, battlefield, h, layout)


def paint_road_layer(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    """Roads in three passes (verges, bridge decks, surface); fords show the water running over."""
    road_hexes = [h for h in battlefield.ordered if battlefield.has_road(h)]
    for part in ("edge", "bridge", "fill"):
        for h in road_hexes:
            paint_hex_road(painter, battlefield, h, layout, part)
    for h in road_hexes:
        if is_ford(battlefield, h):
            paint_hex_water(painter, battlefield, h, layout, "fill", alpha=0.5)


def paint_hexside_layer(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    """Walls, hedges and hedgerows on the sides of the hexes being painted."""
    near = set(battlefield.ordered)
    for side, feature in sorted(battlefield.hexsides.items()):
        if side.hex in near or side.hex.neighbor(side.direction) in near:
            paint_hexside_feature(painter, side, feature, layout)


# --- grid and centre dots ----------------------------------------------------------


def paint_grid_layer(painter: QPainter, battlefield: Battlefield, layout: Layout) -> None:
    line = QColor(colour("grid", "line"))
    line.setAlphaF(fraction("grid", "alpha"))
    painter.setPen(QPen(line, max(0.6, layout.size * fraction("grid", "line_width"))))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for h in battlefield.ordered:
        painter.drawPolygon(hex_polygon(layout, h))


def dot_kind(battlefield: Battlefield, h: Hex) -> str:
    """10.2: "square" impassable, "cover" affects LOS or combat, "open" neither."""
    if h in battlefield.bridges:
        return "open"  # 10.41: units are on the bridge, which gives no cover and blocks nothing
    terrain = catalogue().get(battlefield.terrain(h))
    if terrain.prohibited_to_all:
        return "square"
    if terrain.cover or terrain.blocks_los or terrain.hindrance or battlefield.elevation(h) > 0:
        return "cover"
    return "open"


def paint_hex_dot(painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout, scale: float = 1.0) -> None:
    kind = dot_kind(battlefield, h)
    radius = layout.size * fraction("dot", "radius") * scale
    point = centre(layout, h)
    if kind == "cover":
        painter.setPen(QPen(colour("dot", "outline"), radius * 0.55))
        painter.setBrush(colour("dot", "cover"))
        painter.drawEllipse(point, radius, radius)
        return
    painter.setPen(QPen(colour("dot", "frame"), radius * 0.3))
    painter.setBrush(colour("dot", "open"))
    if kind == "square":
        centre_square(painter, point, radius * 1.05)
    else:
        painter.drawEllipse(point, radius, radius)


def paint_dot_layer(painter: QPainter, battlefield: Battlefield, layout: Layout, scale: float = 1.0) -> None:
    for h in battlefield.ordered:
        paint_hex_dot(painter, battlefield, h, layout, scale)


def paint_label_layer(painter: QPainter, battlefield: Battlefield, layout: Layout, options: PaintOptions) -> None:
    if options.hex_names:
        paint_hex_names(painter, battlefield, layout)
    if options.labels:
        paint_place_labels(painter, battlefield, layout)
    if options.board_numbers:
        paint_board_numbers(painter, battlefield, layout)


# --- the whole map -------------------------------------------------------------------


def paint_battlefield(painter: QPainter, battlefield: Battlefield, layout: Layout, options: PaintOptions = PaintOptions()) -> None:
    """Every layer, clipped to the boards' printed edges (which cut the edge hexes in half)."""
    bounds = map_rect(battlefield, layout)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setClipRect(bounds)
    paint_terrain_layer(painter, battlefield, layout)
    paint_road_layer(painter, battlefield, layout)
    if options.grid:
        paint_grid_layer(painter, battlefield, layout)
    paint_hexside_layer(painter, battlefield, layout)
    if options.centre_dots:
        paint_dot_layer(painter, battlefield, layout, options.dot_scale)
    paint_seams(painter, battlefield, layout)
    paint_label_layer(painter, battlefield, layout, options)
    painter.setClipping(False)
    painter.setPen(QPen(colour("paper", "frame"), max(1.0, layout.size * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(bounds)
    painter.restore()


_APPLICATION: list[QGuiApplication] = []


def _ensure_gui() -> None:
    """QPainter needs a running Qt application for fonts; make one if the caller has none.

    It is a QApplication, not a bare QGuiApplication, so that widgets made later
    in the same process still work; it is kept referenced until exit.
    """
    from PySide6.QtWidgets import QApplication

    if QGuiApplication.instance() is None:
        _APPLICATION.append(QApplication([]))


def render_image(battlefield: Battlefield, hex_size: float = 40.0, options: PaintOptions = PaintOptions()) -> QImage:
    """The whole battlefield as a picture, with a narrow paper margin."""
    _ensure_gui()
    margin = round(hex_size * 0.4)
    width, height = image_size(battlefield, hex_size, margin)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(colour("paper", "background"))
    painter = QPainter(image)
    try:
        paint_battlefield(painter, battlefield, battlefield_layout(hex_size, margin), options)
    finally:
        painter.end()
    return image


def render_png(battlefield: Battlefield, path: str | Path, hex_size: float = 40.0, options: PaintOptions = PaintOptions()) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    from editor.map.png_file import write_png

    try:
        write_png(render_image(battlefield, hex_size, options), path)
    except OSError as error:
        raise PaintError(f"{path}: could not write the PNG file ({error.strerror or error})") from None
    return path
