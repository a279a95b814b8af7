"""The graphics item of one occupied hex: its stack(s) and markers, drawn from a HexView.

Drawn in hex-local coordinates (the hex centre is the item's origin), every
marker inside its own hex (editor/counters/ground.py). Bottom to top: smoke
haze, exit rim, the fortification's pattern round the hex rim, the counters
(the top three of a stack, offset, with a count badge; a vehicle or gun turned
to its facing, as on the table), then the fortification's tag in the bottom
band, the smoke chit in the right corner, and in the top band the objective
flag and the hex id, which the counters would otherwise cover.

The level of detail follows the zoom (editor/counters/simple.py): the printed
counter from DETAIL_ZOOM up, big-type counters below it, one-factor chits
below CHIT_ZOOM. The item caches its picture per zoom, so the choice is made
once per zoom level, not per frame.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.battlefield.hex_view import HexView, StackView
from editor.counters.face import CounterFace
from editor.counters.ground import (
    paint_fortification_ground,
    paint_fortification_tag,
    paint_hex_id,
    paint_small_flag,
)
from editor.counters.markers import (
    paint_exit,
    paint_objective,
    paint_smoke_chit,
    paint_smoke_haze,
)
from editor.counters.paint import paint_badge, paint_counter, paint_facing_arrow
from editor.counters.simple import CHIT_ZOOM, DETAIL_ZOOM, paint_simple_counter

COUNTER_SIDE = 1.0  # of the hex size (centre to corner): a 60-pixel counter in a 60-pixel hex
STACK_STEP = 0.08  # offset between stacked counters
VISIBLE_IN_STACK = 3
Z_HEX_ITEM = 10.0
ID_ZOOM = 0.45  # below this a hex id tag is too small to read and only clutters the map
COUNTER_DROP = 0.05  # counters sit this much (of the size) below the centre, clear of the hex id above them


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
        zoom = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        view, size = self.view, self.size
        fortification = view.fortification
        painter.save()
        if self.clip is not None:
            painter.setClipRect(self.clip)
        if view.smoke:
            paint_smoke_haze(painter, hexagon(size * 0.97), view.smoke)
        if view.is_exit:
            paint_exit(painter, hexagon(size * 0.9), QPointF(0, 0), set(view.exit_edges), size, label=not view.stacks)
        if fortification is not None:
            paint_fortification_ground(painter, size, fortification.type, fortification.facing, fortification.hidden)
        painter.restore()
        spread = size * 0.3 if len(view.stacks) > 1 else 0.0
        for index, stack in enumerate(view.stacks):
            self._paint_stack(painter, stack, QPointF((index - (len(view.stacks) - 1) / 2) * spread, size * COUNTER_DROP), zoom)
        if fortification is not None:
            paint_fortification_tag(painter, size, fortification.type, fortification.hidden)
        if view.smoke:
            paint_smoke_chit(painter, QPointF(size * 0.75, 0), view.smoke, size * 0.17)
        self._paint_top_band(painter, zoom)

    def _paint_top_band(self, painter: QPainter, zoom: float) -> None:
        """The flag and the hex id above the counters; a hex without counters keeps a big flag."""
        view, size = self.view, self.size
        if view.objective_nationality and not view.stacks:
            paint_objective(painter, QPointF(-size * 0.28, size * 0.38), view.objective_nationality, size * 0.72)
            return
        if not view.stacks:
            return
        flag = view.objective_nationality
        if flag:
            paint_small_flag(painter, size, flag, -0.48)
        if view.label and zoom >= ID_ZOOM:
            paint_hex_id(painter, size, view.label, 0.14 if flag else 0.0)

    def _paint_stack(self, painter: QPainter, stack: StackView, centre: QPointF, zoom: float) -> None:
        side, step = self.size * COUNTER_SIDE, self.size * STACK_STEP
        shown = stack.faces[-VISIBLE_IN_STACK:]
        first = -(len(shown) - 1) / 2 * step
        top_rect = QRectF()
        for index, face in enumerate(shown):
            offset = first + index * step
            top_rect = QRectF(centre.x() + offset - side / 2, centre.y() + offset - side / 2, side, side)
            paint_face(painter, top_rect, face, zoom, details=index == len(shown) - 1)
        if zoom >= CHIT_ZOOM:
            for face in stack.faces:
                if face.facing is not None:
                    paint_facing_arrow(painter, top_rect.center(), side * 0.53, face.facing, side * 0.2)
        if len(stack.faces) > 1:  # nudged off the corner, clear of the name's last letters
            radius = side * (0.16 if zoom >= DETAIL_ZOOM else 0.19)
            paint_badge(painter, top_rect.topRight() + QPointF(radius * 0.35, -radius * 0.35), str(len(stack.faces)), radius)


def paint_face(painter: QPainter, rect: QRectF, face: CounterFace, zoom: float, details: bool = True) -> None:
    """One counter at the zoom's level of detail, turned to its facing (0 N, clockwise) if it has one."""
    painter.save()
    if face.facing is not None:
        centre = rect.center()
        painter.translate(centre)
        painter.rotate(60.0 * (face.facing % 6))
        painter.translate(-centre)
    if zoom >= DETAIL_ZOOM:
        paint_counter(painter, rect, face, details=details)
    else:
        paint_simple_counter(painter, rect, face, chit=zoom < CHIT_ZOOM, details=details)
    painter.restore()
