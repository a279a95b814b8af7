"""Where the games were lost and fought, drawn on the map: `vvs balance --explain --plot` and the balance dialog.

The terrain comes from editor.map.painter, washed pale so the heat reads over
it. Each hex where points were lost is filled red, the deeper the more points
lost there per game (both sides together); each hex attacked gets a dark dot
whose area grows with the attacks made on it per game. The objectives keep
their rings, so "the casualties pile up in front of the crossroads" can be
seen at a glance.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from core.balance.explain import Explanation
from core.boards.battlefield import Battlefield
from core.hexes import Hex, Layout
from core.scenario import Scenario
from editor.i18n import tr
from editor.map.geometry import battlefield_layout, centre, hex_polygon
from editor.map.painter import PaintOptions, render_image
from editor.map.preview_image import preview_hex_size

HEAT_WIDTH = 1100
MIN_WIDTH = 820
"""Narrower, and the caption's legend would be cut."""
PROBE_SIZE, MAX_HEX_SIZE, BORDER_HEXES = 20.0, 44.0, 2
CAPTION_HEIGHT = 64
LOSS, ATTACK, WASH, RING = QColor("#e03131"), QColor("#1c1c1c"), QColor(255, 255, 255, 120), QColor("#1864ab")


def paint_heat(painter: QPainter, battlefield: Battlefield, layout: Layout, explanation: Explanation,
               objectives: list[str]) -> None:
    """The casualty fills, the attack dots and the objective rings over a map painted with `layout`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    heat, attacks = explanation.heat, explanation.attack_heat
    hottest, busiest = max(heat.values(), default=0.0), max(attacks.values(), default=0.0)
    painter.setPen(Qt.PenStyle.NoPen)
    for name, value in heat.items():
        h = _parse(battlefield, name)
        if h is None or hottest <= 0:
            continue
        fill = QColor(LOSS)
        fill.setAlphaF(0.15 + 0.7 * value / hottest)
        painter.setBrush(fill)
        painter.drawPolygon(hex_polygon(layout, h, 0.96))
    painter.setBrush(ATTACK)
    painter.setPen(QPen(QColor("white"), max(1.0, layout.size * 0.06)))
    for name, value in attacks.items():
        h = _parse(battlefield, name)
        if h is None or busiest <= 0:
            continue
        radius = layout.size * 0.42 * math.sqrt(value / busiest)
        painter.drawEllipse(centre(layout, h), max(radius, layout.size * 0.08), max(radius, layout.size * 0.08))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(RING, max(1.5, layout.size * 0.14)))
    for name in objectives:
        h = _parse(battlefield, name)
        if h is not None:
            painter.drawEllipse(centre(layout, h), layout.size * 0.85, layout.size * 0.85)
    painter.restore()


def _parse(battlefield: Battlefield, name: str) -> Hex | None:
    try:
        return battlefield.parse(name)
    except ValueError:
        return None


def heat_map_image(scenario: Scenario, battlefield: Battlefield, explanation: Explanation,
                   width: int = HEAT_WIDTH) -> QImage:
    """The part of the battlefield where the games were fought (every hex with heat and every
    objective, with a border of a few hexes), with the heat on it, under a caption saying what
    the colours mean. A battle fought on a corner of a long map would otherwise be a sliver."""
    objectives = [o.hex for o in scenario.objectives]
    hexes = [h for h in (_parse(battlefield, name) for name in [*explanation.heat, *explanation.attack_heat, *objectives])
             if h is not None]
    size = preview_hex_size(battlefield, width)
    if hexes:
        probe = battlefield_layout(PROBE_SIZE, round(PROBE_SIZE * 0.4))
        xs = [probe.to_pixel(h)[0] for h in hexes]
        span = max(xs) - min(xs) + 2 * BORDER_HEXES * PROBE_SIZE * 1.5
        size = min(MAX_HEX_SIZE, max(size, PROBE_SIZE * width / span))
    board = render_image(battlefield, size, PaintOptions(hex_names=False, centre_dots=False, labels=False,
                                                         board_numbers=True))
    layout = battlefield_layout(size, round(size * 0.4))
    painter = QPainter(board)
    try:
        painter.fillRect(board.rect(), WASH)
        paint_heat(painter, battlefield, layout, explanation, objectives)
    finally:
        painter.end()
    area = _area(board, layout, hexes)
    image = QImage(max(round(area.width()), MIN_WIDTH), round(area.height()) + CAPTION_HEIGHT,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.drawImage(QPointF(0, CAPTION_HEIGHT), board, area)
        _caption(painter, QRectF(0, 0, image.width(), CAPTION_HEIGHT), scenario.title, explanation.games)
    finally:
        painter.end()
    return image


def _area(board: QImage, layout: Layout, hexes: list[Hex]) -> QRectF:
    """The hexes' bounding box and a border of BORDER_HEXES hexes, inside the board; all of it without hexes."""
    whole = QRectF(0, 0, board.width(), board.height())
    if not hexes:
        return whole
    points = [centre(layout, h) for h in hexes]
    border = BORDER_HEXES * layout.size * 1.5
    box = QRectF(QPointF(min(p.x() for p in points) - border, min(p.y() for p in points) - border),
                 QPointF(max(p.x() for p in points) + border, max(p.y() for p in points) + border))
    return box.intersected(whole)


def _caption(painter: QPainter, rect: QRectF, title: str, games: int) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(20)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#212529"))
    painter.drawText(rect.adjusted(14, 6, -14, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                     tr("{title}: where {n} games were fought").format(title=title, n=games))
    font.setPixelSize(14)
    font.setBold(False)
    painter.setFont(font)
    legend_top = rect.top() + 38
    painter.setBrush(LOSS)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(QRectF(14, legend_top, 16, 16))
    painter.setPen(QColor("#212529"))
    painter.drawText(QRectF(36, legend_top - 2, 380, 20), int(Qt.AlignmentFlag.AlignLeft),
                     tr("points lost per game (deeper: more)"))
    painter.setBrush(ATTACK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QPointF(430, legend_top + 8), 7, 7)
    painter.setPen(QColor("#212529"))
    painter.drawText(QRectF(444, legend_top - 2, 300, 20), int(Qt.AlignmentFlag.AlignLeft), tr("attacks made on the hex"))
    painter.setPen(QPen(RING, 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(700, legend_top + 8), 8, 8)
    painter.setPen(QColor("#212529"))
    painter.drawText(QRectF(716, legend_top - 2, 200, 20), int(Qt.AlignmentFlag.AlignLeft), tr("objective"))


def heat_map_path(plot: Path) -> Path:
    """Where `--plot OUT.png` puts the map: OUT-map.png beside it."""
    return plot.with_name(f"{plot.stem}-map{plot.suffix or '.png'}")
