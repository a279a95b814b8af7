"""The graphics item of one occupied hex: its stack(s) and markers, drawn from a HexView.

Drawn in hex-local coordinates (the hex centre is the item's origin). Bottom
to top: smoke haze, exit rim, counters (the top three of a stack, offset,
with a count badge), facing arrows, then the markers at the hex's corners:
fortification chit (left), smoke chit (right), objective flag (upper left).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.battlefield.hex_view import HexView, StackView
from editor.counters.markers import (
    paint_exit,
    paint_fortification,
    paint_objective,
    paint_smoke_chit,
    paint_smoke_haze,
)
from editor.counters.paint import paint_badge, paint_counter, paint_facing_arrow

COUNTER_SIDE = 1.05  # of the hex size (centre to corner): a 63-pixel counter in a 60-pixel hex
STACK_STEP = 0.085  # offset between stacked counters
VISIBLE_IN_STACK = 3
Z_HEX_ITEM = 10.0


def hexagon(size: float) -> QPolygonF:
    h = size * math.sqrt(3) / 2
    return QPolygonF([QPointF(-size / 2, -h), QPointF(size / 2, -h), QPointF(size, 0),
                      QPointF(size / 2, h), QPointF(-size / 2, h), QPointF(-size, 0)])


class HexItem(QGraphicsItem):
    def __init__(self, view: HexView, hex_size: float, centre: QPointF, map_rect: QRectF | None = None) -> None:
        super().__init__()
        self.view = view
        self.size = hex_size
        self.setPos(centre)
        # The board edge cuts edge hexes in half: ground markers stop there, counters do not.
        self.clip = map_rect.translated(-centre.x(), -centre.y()) if map_rect is not None else None
        self.setZValue(Z_HEX_ITEM)
        # Painted once per zoom level and then blitted: panning past 150 counters stays smooth.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().NoButton)  # the scene's tools handle clicks

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size * 1.1, -self.size * 1.05, self.size * 2.2, self.size * 2.1)

    def set_view(self, view: HexView) -> None:
        self.prepareGeometryChange()
        self.view = view
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        view, size = self.view, self.size
        painter.save()
        if self.clip is not None:
            painter.setClipRect(self.clip)
        if view.smoke:
            paint_smoke_haze(painter, hexagon(size * 0.97), view.smoke)
        if view.is_exit:
            paint_exit(painter, hexagon(size * 0.9), QPointF(0, 0), set(view.exit_edges), size, label=not view.stacks)
        painter.restore()
        spread = size * 0.3 if len(view.stacks) > 1 else 0.0
        for index, stack in enumerate(view.stacks):
            self._paint_stack(painter, stack, QPointF((index - (len(view.stacks) - 1) / 2) * spread, 0))
        if view.fortification is not None:  # over the counters, as the chit would be unreadable under them
            side = size * 0.4
            rect = QRectF(-size * 0.74 - side / 2, -side / 2, side, side)
            paint_fortification(painter, rect, view.fortification.type, view.fortification.facing)
        if view.smoke:
            paint_smoke_chit(painter, QPointF(size * 0.73, 0), view.smoke, size * 0.19)
        if view.objective_nationality:
            paint_objective(painter, QPointF(-size * 0.7, -size * 0.12), view.objective_nationality, size * 0.6)

    def _paint_stack(self, painter: QPainter, stack: StackView, centre: QPointF) -> None:
        side, step = self.size * COUNTER_SIDE, self.size * STACK_STEP
        shown = stack.faces[-VISIBLE_IN_STACK:]
        first = -(len(shown) - 1) / 2 * step
        top_rect = QRectF()
        for index, face in enumerate(shown):
            offset = first + index * step
            top_rect = QRectF(centre.x() + offset - side / 2, centre.y() + offset - side / 2, side, side)
            paint_counter(painter, top_rect, face, details=index == len(shown) - 1)
        for face in stack.faces:
            if face.facing is not None:
                paint_facing_arrow(painter, top_rect.center(), side * 0.55, face.facing, side * 0.25)
        if len(stack.faces) > 1:
            paint_badge(painter, top_rect.topRight(), str(len(stack.faces)), side * 0.16)
