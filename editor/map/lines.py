"""Things drawn as lines across hexes: water courses, roads, bridges, hexside features, contours.

Roads and streams are painted hex by hex as a curve from the middle of each
hexside they cross, bending through the hex centre, so that a road turning
from one hex to the next reads as one smooth line and the scene editor can
repaint a single hex on its own.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Hexside, Layout
from editor.map.geometry import centre, side_line, side_midpoint
from editor.map.style import colour, fraction

WATER_COURSES = ("stream", "canal", "river", "pond", "ocean")


def _pen(color: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def ribbon_path(layout: Layout, h: Hex, directions: list[int], curved: bool = True) -> QPainterPath:
    """A line entering and leaving the hex through the middles of the given hexsides.

    With two sides it bends through the centre (`curved`) or runs straight
    from side to side, as bridges and canals do.
    """
    middle = centre(layout, h)
    path = QPainterPath()
    if len(directions) == 2:
        path.moveTo(side_midpoint(layout, h, directions[0]))
        if curved:
            path.quadTo(middle, side_midpoint(layout, h, directions[1]))
        else:
            path.lineTo(side_midpoint(layout, h, directions[1]))
        return path
    for direction in directions:
        path.moveTo(side_midpoint(layout, h, direction))
        path.lineTo(middle)
    if not directions:
        path.moveTo(middle)
        path.lineTo(middle + QPointF(0.01, 0))
    return path


def _open_end(battlefield: Battlefield, h: Hex, directions: list[int]) -> list[int]:
    """A line with one link that ends on the map edge runs on off the map."""
    if len(directions) != 1:
        return directions
    away = (directions[0] + 3) % 6
    return directions + [away] if h.neighbor(away) not in battlefield else directions


# --- water ---------------------------------------------------------------------


def _canal_end(battlefield: Battlefield, h: Hex) -> bool:
    return sum(battlefield.terrain(n) == "canal" for n in battlefield.neighbors(h)) < 2


def water_directions(battlefield: Battlefield, h: Hex) -> list[int]:
    """Where a stream or canal flows on: into other water, a canal only at its ends."""
    own = battlefield.terrain(h)
    result = []
    for direction in range(6):
        n = h.neighbor(direction)
        if n not in battlefield or battlefield.terrain(n) not in WATER_COURSES:
            continue
        other = battlefield.terrain(n)
        if {own, other} == {"stream", "canal"}:
            canal_hex = h if own == "canal" else n
            if not _canal_end(battlefield, canal_hex):
                continue
        result.append(direction)
    return _open_end(battlefield, h, result)


def paint_hex_water(
    painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout, part: str, alpha: float = 1.0
) -> None:
    """One pass of the water in a hex: "edge" (banks and shores) or "fill" (the water itself).

    As with roads, painting every bank before any water lets a stream run on
    from hex to hex without a seam.
    """
    terrain = battlefield.terrain(h)
    s = layout.size
    if terrain in ("stream", "canal"):
        width = s * fraction("symbol", "stream_width" if terrain == "stream" else "canal_width")
        path = ribbon_path(layout, h, water_directions(battlefield, h))
        cap = Qt.PenCapStyle.RoundCap if terrain == "stream" else Qt.PenCapStyle.FlatCap
        color = QColor(colour("symbol", "water_edge" if part == "edge" else "water"))
        color.setAlphaF(alpha)
        painter.strokePath(path, _pen(color, width + (s * 0.06 if part == "edge" else 0.0), cap))
    elif terrain in ("pond", "river", "ocean") and part == "edge":
        painter.setPen(_pen(colour("symbol", "shore"), s * 0.045))
        for direction in range(6):
            n = h.neighbor(direction)
            if n in battlefield and battlefield.terrain(n) not in WATER_COURSES:
                painter.drawLine(side_line(layout, h, direction))


# --- hills -----------------------------------------------------------------------


def paint_hex_contours(painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout) -> None:
    """The contour line on every side where the ground falls away from this hex (10.8)."""
    level = battlefield.elevation(h)
    if level <= 0:
        return
    painter.setPen(_pen(colour("hill", "contour"), layout.size * fraction("hill", "contour_width")))
    for direction in range(6):
        n = h.neighbor(direction)
        if n in battlefield and battlefield.elevation(n) < level:
            painter.drawLine(side_line(layout, h, direction))


# --- roads -----------------------------------------------------------------------


def road_directions(battlefield: Battlefield, h: Hex) -> list[int]:
    return [d for d in range(6) if battlefield.road_between(h, h.neighbor(d))]


def paint_hex_road(painter: QPainter, battlefield: Battlefield, h: Hex, layout: Layout, part: str) -> None:
    """One pass of the road through a hex: "edge" (verges), "bridge" (deck) or "fill" (surface).

    Painting all edges, then all bridges, then all surfaces lets junctions and
    neighbouring hexes merge into one road without seams.
    """
    directions = road_directions(battlefield, h)
    if not directions:
        return
    s = layout.size
    path = ribbon_path(layout, h, _open_end(battlefield, h, directions), curved=h not in battlefield.bridges)
    width = s * fraction("road", "width")
    if part == "edge":
        painter.strokePath(path, _pen(colour("road", "edge"), width + 2 * s * fraction("road", "edge_width")))
    elif part == "bridge" and h in battlefield.bridges:
        deck = s * fraction("road", "bridge_width")
        flat = Qt.PenCapStyle.FlatCap
        painter.strokePath(path, _pen(colour("road", "parapet"), deck + s * 0.1, flat))
        painter.strokePath(path, _pen(colour("road", "bridge"), deck, flat))
    elif part == "fill":
        painter.strokePath(path, _pen(colour("road", "fill"), width))


def is_ford(battlefield: Battlefield, h: Hex) -> bool:
    """A stream hex crossed by a road without a bridge (10.7)."""
    return battlefield.terrain(h) == "stream" and h not in battlefield.bridges and battlefield.has_road(h)


# --- hexside features ------------------------------------------------------------


def paint_hexside_feature(painter: QPainter, side: Hexside, feature: str, layout: Layout) -> None:
    """Walls grey and stony, hedges a green line, hedgerows a thick bank of bushes (10.11)."""
    s = layout.size
    line = side_line(layout, side.hex, side.direction)
    if feature == "wall":
        painter.setPen(_pen(colour("hexside", "wall"), s * fraction("hexside", "wall_width"), Qt.PenCapStyle.SquareCap))
        painter.drawLine(line)
        stones = _pen(colour("hexside", "wall_stones"), s * 0.05, Qt.PenCapStyle.FlatCap)
        stones.setDashPattern([1.6, 1.2])
        painter.setPen(stones)
        painter.drawLine(line)
    elif feature == "hedge":
        painter.setPen(_pen(colour("hexside", "hedge"), s * fraction("hexside", "hedge_width")))
        painter.drawLine(line)
        _bushes(painter, line, s * 0.055, colour("hexside", "hedge"), 4)
    elif feature == "hedgerow":
        painter.setPen(_pen(colour("hexside", "hedgerow"), s * fraction("hexside", "hedgerow_width")))
        painter.drawLine(line)
        _bushes(painter, line, s * 0.07, colour("hexside", "hedgerow_light"), 5)


def _bushes(painter: QPainter, line: QLineF, radius: float, color: QColor, count: int) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    for i in range(count):
        painter.drawEllipse(line.pointAt((i + 0.5) / count), radius, radius)


