"""The card's battlefield: the boards as the editor paints them, with the set-up on them.

The terrain comes from editor.map.painter and each occupied hex is drawn by the
editor's own hex item (counters, facing arrows, stack counts, fortifications,
objectives, smoke and exit hexes), so the card shows what the designer saw.
Painted straight into the card's painter, it stays vector art in the PDF and
sharp at any print size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from core.boards.battlefield import Battlefield
from core.hexes import Layout
from core.scenario import Scenario
from core.scenario.query import catalogue_for
from editor.battlefield.hex_item import HexItem
from editor.battlefield.hex_view import hex_view, occupied_hexes
from editor.map.geometry import battlefield_layout, centre, map_rect
from editor.map.painter import PaintOptions, paint_battlefield

OVERHANG = 0.6
"""Room around the map, in hex sizes, for the counters in the edge hexes (they stand over the edge)."""
HEX_NAMES_FROM = 38.0
"""The smallest hex (0.1 mm, centre to corner) whose printed hex names can still be read."""


def map_hex_size(battlefield: Battlefield, width: float, height: float) -> float:
    """The largest hex size at which the battlefield and its overhang fit in width x height."""
    unit = map_rect(battlefield, battlefield_layout(1.0, 0.0))
    return min(width / (unit.width() + 2 * OVERHANG), height / (unit.height() + 2 * OVERHANG))


def map_size(battlefield: Battlefield, hex_size: float) -> tuple[float, float]:
    unit = map_rect(battlefield, battlefield_layout(1.0, 0.0))
    return (unit.width() + 2 * OVERHANG) * hex_size, (unit.height() + 2 * OVERHANG) * hex_size


def paint_setup_map(painter: QPainter, top_left: QPointF, scenario: Scenario, battlefield: Battlefield,
                    hex_size: float) -> None:
    """The whole battlefield at `hex_size`, its overhang's corner at `top_left`."""
    margin = OVERHANG * hex_size
    layout = Layout(size=hex_size, origin_x=top_left.x() + margin, origin_y=top_left.y() + margin)
    options = PaintOptions(hex_names=hex_size >= HEX_NAMES_FROM, centre_dots=hex_size >= HEX_NAMES_FROM)
    paint_battlefield(painter, battlefield, layout, options)
    _paint_hexes(painter, scenario, battlefield, layout)


def _paint_hexes(painter: QPainter, scenario: Scenario, battlefield: Battlefield, layout: Layout) -> None:
    """Each occupied hex by the editor's hex item, top row first so lower stacks overlap upper ones as on the map."""
    units = catalogue_for(scenario)
    bounds = map_rect(battlefield, layout)
    names: dict[str, str] = {}
    for written in occupied_hexes(scenario):
        try:
            names[written] = battlefield.name(battlefield.parse(written))
        except ValueError:
            continue  # off the map: the problem list says so, the card leaves it out
    option = QStyleOptionGraphicsItem()
    placed = []
    for name in set(names.values()):
        point = centre(layout, battlefield.parse(name))
        placed.append((point.y(), point.x(), name, point))
    for _y, _x, name, point in sorted(placed):
        view = hex_view(scenario, battlefield, units, name, names)
        item = HexItem(view, layout.size, point, QRectF(bounds))
        painter.save()
        painter.translate(point)
        item.paint(painter, option, None)
        painter.restore()
