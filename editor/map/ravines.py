"""Gullies and wadis (10.7) drawn as dry courses running from hex to hex, like streams.

A gully is a steep, narrow cut with dark earth walls; a wadi a broad, flat bed of pale
sand between low banks. Both follow the neighbouring hexes of the same terrain, curve
through the hex centre as roads and streams do, and run on off the map where they reach
its edge; a lone hex gets a short cut of its own, turned by the hex's seed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPen

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Layout
from editor.map.geometry import hex_seed
from editor.map.lines import ribbon_path
from editor.map.style import colour, fraction

RAVINES = ("gully", "wadi")


def ravine_directions(battlefield: Battlefield, h: Hex) -> list[int]:
    """The sides the course leaves by: towards the same terrain, or off the map at a loose end."""
    own = battlefield.terrain(h)
    found = [d for d in range(6) if h.neighbor(d) in battlefield and battlefield.terrain(h.neighbor(d)) == own]
    if len(found) == 1:
        away = (found[0] + 3) % 6
        if h.neighbor(away) not in battlefield:
            found.append(away)
    if not found:
        first = hex_seed(h) % 3
        found = [first, first + 3]
    return found


def paint_hex_ravine(painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout, part: str) -> None:
    """One pass of the course: "edge" (the banks, painted first everywhere) or "fill" (its bed)."""
    terrain = battlefield.terrain(h)
    if terrain not in RAVINES:
        return
    s = layout.size
    width = s * fraction("symbol", f"{terrain}_width")
    path = ribbon_path(layout, h, ravine_directions(battlefield, h))
    if part == "edge":
        # the slopes: short strokes across the course, of which the bed painted next leaves
        # only the ends showing on each bank, as hachures on a printed map
        slope = QPen(colour("symbol", f"{terrain}_bank"), width + s * 0.22)
        slope.setCapStyle(Qt.PenCapStyle.FlatCap)
        slope.setDashPattern([0.09, 0.07])
        painter.strokePath(path, slope)
        return
    bed = QPen(colour("symbol", f"{terrain}_bed"), width)
    bed.setCapStyle(Qt.PenCapStyle.RoundCap)
    bed.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, bed)
    if part == "fill":
        floor = QPen(colour("symbol", f"{terrain}_floor"), width * 0.28)
        floor.setCapStyle(Qt.PenCapStyle.RoundCap)
        floor.setStyle(Qt.PenStyle.DotLine if terrain == "wadi" else Qt.PenStyle.SolidLine)
        painter.strokePath(path, floor)
