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
    """The whole battlefield with the heat on it, under a caption saying what the colours mean."""
    size = preview_hex_size(battlefield, width)
    board = render_image(battlefield, size, PaintOptions(hex_names=False, centre_dots=False, labels=False,
                                                         board_numbers=True))
    image = QImage(board.width(), board.height() + CAPTION_HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.drawImage(0, CAPTION_HEIGHT, board)
        painter.fillRect(QRectF(0, CAPTION_HEIGHT, board.width(), board.height()), WASH)
        painter.translate(0, CAPTION_HEIGHT)
        layout = battlefield_layout(size, round(size * 0.4))
        paint_heat(painter, battlefield, layout, explanation, [o.hex for o in scenario.objectives])
        painter.translate(0, -CAPTION_HEIGHT)
        _caption(painter, QRectF(0, 0, board.width(), CAPTION_HEIGHT), scenario.title, explanation.games)
    finally:
        painter.end()
    return image


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
