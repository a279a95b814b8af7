"""A small picture of a scenario: the boards with a coloured square per stack and the objectives.

Packages carry one as preview.png, the generator dialog shows one, and the
start page shows the selected scenario's. The terrain comes from
editor.map.painter; the counters are reduced to their nation's colour and the
number of units, which is what reads at a few pixels per hex.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from core.boards.battlefield import Battlefield
from core.hexes import Layout
from core.scenario import Scenario
from editor.counters.style import flag_colour, marker_colour, nation_colour
from editor.map.geometry import battlefield_layout, centre, hex_polygon, image_size
from editor.map.painter import PaintOptions, render_image

PREVIEW_WIDTH = 640
_PROBE_SIZE = 20.0
_SMALL = PaintOptions(hex_names=False, centre_dots=False, labels=True, board_numbers=True)


def preview_hex_size(battlefield: Battlefield, width: int) -> float:
    """The hex size whose picture is `width` pixels wide (the picture grows linearly with it)."""
    probe_width, _ = image_size(battlefield, _PROBE_SIZE, _margin(_PROBE_SIZE))
    return _PROBE_SIZE * width / probe_width


def scenario_preview(scenario: Scenario, battlefield: Battlefield, width: int = PREVIEW_WIDTH) -> QImage:
    """The battlefield `width` pixels wide with the scenario's stacks and objectives on it."""
    size = preview_hex_size(battlefield, width)
    options = _SMALL if size >= 12 else PaintOptions(hex_names=False, centre_dots=False, labels=False)
    image = render_image(battlefield, size, options)
    layout = battlefield_layout(size, _margin(size))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        _paint_exits(painter, scenario, battlefield, layout)
        _paint_objectives(painter, scenario, battlefield, layout)
        _paint_stacks(painter, scenario, battlefield, layout)
    finally:
        painter.end()
    return image


def _margin(hex_size: float) -> int:
    return round(hex_size * 0.4)  # as render_image leaves it


def _paint_stacks(painter: QPainter, scenario: Scenario, battlefield: Battlefield, layout: Layout) -> None:
    side_length = layout.size * 0.95
    font = QFont(painter.font())
    font.setPixelSize(max(6, round(side_length * 0.6)))
    font.setBold(True)
    painter.setFont(font)
    for _name, side in scenario.sides():
        face, text = nation_colour(side.nationality, "face"), nation_colour(side.nationality, "text")
        for stack in side.stacks:
            point = _point(battlefield, layout, stack.hex)
            if point is None or not stack.units:
                continue
            rect = QRectF(point.x() - side_length / 2, point.y() - side_length / 2, side_length, side_length)
            painter.setPen(QPen(marker_colour("edge"), max(1.0, layout.size * 0.08)))
            painter.setBrush(face)
            painter.drawRoundedRect(rect, side_length * 0.12, side_length * 0.12)
            if side_length >= 9:
                painter.setPen(text)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(len(stack.units)))


def _paint_objectives(painter: QPainter, scenario: Scenario, battlefield: Battlefield, layout: Layout) -> None:
    for objective in scenario.objectives:
        point = _point(battlefield, layout, objective.hex)
        if point is None:
            continue
        nationality = scenario.side(objective.owner).nationality if objective.owner in ("allied", "axis") else "ger"
        radius, width = layout.size * 0.85, max(1.5, layout.size * 0.2)
        painter.setBrush(QColor(255, 255, 255, 110))
        painter.setPen(QPen(marker_colour("edge"), width * 1.8))
        painter.drawEllipse(point, radius, radius)
        painter.setPen(QPen(flag_colour(nationality, "field"), width))
        painter.drawEllipse(point, radius, radius)


def _paint_exits(painter: QPainter, scenario: Scenario, battlefield: Battlefield, layout: Layout) -> None:
    """Exit hexes (victory by exiting units) tinted in the exit marker's green."""
    green = marker_colour("exit")
    fill = QColor(green)
    fill.setAlphaF(0.55)
    painter.setPen(QPen(green, max(1.0, layout.size * 0.12)))
    painter.setBrush(fill)
    for name in scenario.victory.exit_hexes:
        try:
            h = battlefield.parse(name)
        except ValueError:
            continue
        painter.drawPolygon(hex_polygon(layout, h, 0.8))


def _point(battlefield: Battlefield, layout: Layout, hex_name: str) -> QPointF | None:
    try:
        return centre(layout, battlefield.parse(hex_name))
    except ValueError:
        return None
