"""The board on screen: painted by editor/map as the scenario map is, and the mouse made strokes.

One graphics item paints the board (the same layers as the scenario editor and
docs/img); a press starts a Stroke, every move adds the hex (or hexside) under the
mouse and shows the board the stroke has made so far, and the release pushes the
whole stroke as one undo command, named for what it painted and where (history.py).
Only the rectangle round the hexes a change touched is repainted. Selections
(rectangle or lasso) and the brush footprint (footprint.py) are drawn over the board.
The view zooms by steps between MIN_ZOOM and MAX_ZOOM and says its zoom on every change;
Alt+click is the eyedropper: the canvas only says which hex, the window picks the brush.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPainterPath, QPen, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from core.boards.battlefield import Battlefield
from core.boards.board import Board
from core.boards.edit import (
    BoardClip,
    copy_region,
    is_inner_side,
    paste,
    rotate_clip_180,
    set_place_name,
    turn_selection_180,
)
from core.hexes import Offset, offset_name
from editor.board_editor.document import BoardDocument
from editor.board_editor.footprint import FootprintItem
from editor.board_editor.history import step_label
from editor.board_editor.hover import hex_status
from editor.board_editor.tools import ONE_CLICK, SELECTING, Brush, Stroke, Tool, footprint, nearest_side
from editor.i18n import tr
from editor.map.geometry import battlefield_layout, hex_polygon, image_size, map_rect
from editor.map.painter import paint_battlefield

HEX_SIZE = 40.0
MARGIN = 20.0
SELECTION = QColor(40, 110, 220, 90)
MIN_ZOOM, MAX_ZOOM, ZOOM_STEP = 0.25, 4.0, 1.25


class BoardItem(QGraphicsItem):
    """The whole board; paints only what the view exposes."""

    def __init__(self, document: BoardDocument) -> None:
        super().__init__()
        self.document = document
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # a true exposedRect to cull by
        self.layout = battlefield_layout(HEX_SIZE, MARGIN)
        self.selection: set[Offset] = set()
        self.lasso: QPainterPath | None = None
        self._size: tuple[tuple[int, int], QRectF] = ((0, 0), QRectF())

    def _culled(self, exposed: QRectF) -> Battlefield:
        """The battlefield with only the hexes near the exposed rectangle to paint: a stroke
        repaints a few hexes, not the board (editor/map's layers loop over `ordered`)."""
        battlefield = self.document.battlefield
        reach = exposed.adjusted(-HEX_SIZE, -HEX_SIZE, HEX_SIZE, HEX_SIZE)
        near = tuple(h for h in battlefield.ordered if reach.contains(QPointF(*self.layout.to_pixel(h))))
        if len(near) == len(battlefield.ordered):
            return battlefield
        culled = copy.copy(battlefield)
        culled.ordered = near
        return culled

    def boundingRect(self) -> QRectF:
        board = self.document.board
        if self._size[0] != (board.columns, board.rows):  # the battlefield is built for its size only when it changes
            width, height = image_size(self.document.battlefield, HEX_SIZE, MARGIN)
            self._size = ((board.columns, board.rows), QRectF(0, 0, width, height))
        return QRectF(self._size[1])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        exposed: QRectF = option.exposedRect  # type: ignore[attr-defined]
        if painter.hasClipping():  # a view's update of a few hexes clips to them: cull by that too
            exposed = exposed.intersected(painter.clipBoundingRect())
        painter.setClipRect(exposed)
        paint_battlefield(painter, self._culled(exposed), self.layout)
        if self.selection:
            painter.setPen(QPen(QColor(20, 70, 170), 2.0))
            painter.setBrush(QBrush(SELECTION))
            for offset in self.selection:
                painter.drawPolygon(hex_polygon(self.layout, offset.to_hex(), 0.92))
        if self.lasso is not None:
            painter.setPen(QPen(QColor(20, 70, 170), 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.lasso)

    def hex_rect(self, offsets: set[Offset]) -> QRectF:
        """The rectangle round these hexes and their neighbours (roads and sides reach over)."""
        rect = QRectF()
        for offset in offsets:
            for h in (offset.to_hex(), *offset.to_hex().neighbors()):
                rect = rect.united(hex_polygon(self.layout, h).boundingRect())
        return rect.adjusted(-4, -4, 4, 4)


class BoardCanvas(QGraphicsView):
    """The board editor's map view: the brush in hand, the selection and the clipboard."""

    hovered = Signal(str)  # the hovered hex in words (hover.py), empty off the board
    selection_changed = Signal()
    zoom_changed = Signal(float)
    picked = Signal(object)  # the Offset Alt+clicked: the eyedropper

    def __init__(self, document: BoardDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.viewport().setMouseTracking(True)  # the hover (status bar, footprint) follows a pointer with no button down
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.brush = Brush(Tool.TERRAIN, "woods")
        self.brush_size = 1
        self.keep_edges = True
        self._side: int | None = None
        self.stroke: Stroke | None = None
        self.clip: BoardClip | None = None
        self.hover: Offset | None = None
        self._drag_start: QPointF | None = None
        self.ask_place_name: Callable[[str, str], str | None] = self._ask_place_name
        self.item = BoardItem(document)
        self.scene().addItem(self.item)
        self.footprint = FootprintItem(self.item.layout)
        self.scene().addItem(self.footprint)
        self.set_document(document)

    def set_document(self, document: BoardDocument) -> None:
        self.document = document
        self.item.document = document
        self.item.selection = set()
        self.item.prepareGeometryChange()
        self.scene().setSceneRect(self.item.boundingRect())
        document.changed.connect(self._board_changed)
        self._shown = document.board
        self.item.update()
        self.hover = None  # another board: the pointer's next move says where it is on it
        self.footprint.show_at([])
        self.footprint.bounds = map_rect(document.battlefield, self.item.layout)

    # --- where the mouse is -----------------------------------------------------------

    def offset_at(self, point: QPointF) -> Offset | None:
        h = self.item.layout.from_pixel(point.x(), point.y())
        offset = Offset.from_hex(h)
        return offset if self.document.board.contains(offset) else None

    def centre_on(self, offset: Offset) -> None:
        x, y = self.item.layout.to_pixel(offset.to_hex())
        self.centerOn(QPointF(x, y))

    # --- strokes ----------------------------------------------------------------------

    def begin(self, point: QPointF) -> None:
        offset = self.offset_at(point)
        tool = self.brush.tool
        if tool in SELECTING:
            self._drag_start = point
            self.item.lasso = QPainterPath(point) if tool is Tool.SELECT_LASSO else None
            return
        if offset is None:
            return
        if tool is Tool.PLACE_NAME:
            self._name_place(offset)
            return
        self.stroke = Stroke(self.brush, self.document.board, size=self.brush_size, keep_edges=self.keep_edges)
        self.update_footprint()
        self.extend(point)

    def extend(self, point: QPointF) -> None:
        offset = self.offset_at(point)
        if self.brush.tool in SELECTING and self._drag_start is not None:
            self._select_to(point)
            return
        if self.stroke is None or offset is None:
            return
        side = nearest_side(self.item.layout, offset.to_hex(), point.x(), point.y())
        if self.stroke.add(offset, side) and self.brush.tool not in ONE_CLICK:
            self.document.show_board(self.stroke.result())

    def finish(self) -> None:
        if self._drag_start is not None:
            self._drag_start = None
            self.item.lasso = None
            self.item.update()
            return
        stroke, self.stroke = self.stroke, None
        if stroke is None:
            return
        if stroke.brush.tool in ONE_CLICK:
            self.document.show_board(stroke.result())
        self.document.commit_stroke(stroke.before, step_label(stroke, self.document.board))
        self.update_footprint()

    def _name_place(self, offset: Offset) -> None:
        current = dict(self.document.board.labels).get(offset, "")
        text = self.ask_place_name(offset_name(offset), current)
        if text is not None:
            self.document.apply(set_place_name(self.document.board, offset, text), tr("Place name"))

    def _ask_place_name(self, hex_name: str, current: str) -> str | None:
        from PySide6.QtWidgets import QInputDialog

        text, ok = QInputDialog.getText(self, tr("Place name"), tr("Name shown at {hex} (empty: none)").format(hex=hex_name),
                                        text=current)
        return text if ok else None

    def _board_changed(self) -> None:
        before, after = self._shown, self.document.board
        self._shown = after
        if (before.columns, before.rows) != (after.columns, after.rows):
            self.item.prepareGeometryChange()
            self.scene().setSceneRect(self.item.boundingRect())
            self.item.update()
            self.footprint.bounds = map_rect(self.document.battlefield, self.item.layout)
            return
        touched = changed_hexes(before, after)
        small = touched and len(touched) < 60 and before.labels == after.labels  # a name's text reaches far
        self.item.update(self.item.hex_rect(touched) if small else self.item.boundingRect())
        if self.hover is not None and self.hover in touched:  # what the status bar says of it changed
            self.hovered.emit(hex_status(after, self.hover))
        if self.stroke is None and self.brush.tool is Tool.FILL:  # the only footprint the board shapes
            self.update_footprint()

    # --- the brush in hand and its footprint ------------------------------------------

    def set_brush(self, brush: Brush) -> None:
        self.brush = brush
        self.update_footprint()

    def set_brush_size(self, size: int) -> None:
        self.brush_size = size
        self.update_footprint()

    def update_footprint(self) -> None:
        """Mark what a press would paint now; while a stroke is drawn its paint shows itself, so
        the footprint steps aside (and costs the stroke nothing), but for the rectangle being dragged."""
        tool, at = self.brush.tool, self.hover
        if self.stroke is not None:
            self.footprint.show_at(self.stroke.hexes if tool is Tool.RECT_FILL else [])
        elif tool is Tool.HEXSIDE:  # the side a press would draw on; the board's outer edge takes none
            inner = at is not None and self._side is not None and is_inner_side(self.document.board, at, self._side)
            self.footprint.show_at([], (at, self._side) if inner and at is not None and self._side is not None else None)
        else:
            self.footprint.show_at(footprint(self.document.board, self.brush, self.brush_size, at, self.keep_edges))

    def hover_at(self, point: QPointF | None) -> None:
        offset = self.offset_at(point) if point is not None else None
        side = None
        if offset is not None and self.brush.tool is Tool.HEXSIDE:
            side = nearest_side(self.item.layout, offset.to_hex(), point.x(), point.y())  # type: ignore[union-attr]
        if offset != self.hover:
            self.hover = offset
            self.hovered.emit(hex_status(self.document.board, offset))
        elif side == self._side:
            return
        self._side = side
        if self.stroke is None or self.brush.tool is Tool.RECT_FILL:
            self.update_footprint()

    # --- zoom -------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, scale: float) -> None:
        factor = max(MIN_ZOOM, min(MAX_ZOOM, scale)) / self.zoom
        if abs(factor - 1.0) > 1e-6:
            self.scale(factor, factor)
        self.zoom_changed.emit(self.zoom)  # said even at a limit: the readout never lags the view

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def actual_size(self) -> None:
        self.set_zoom(1.0)

    def fit(self) -> None:
        self.fitInView(self.item.boundingRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.zoom_changed.emit(self.zoom)

    # --- selections -------------------------------------------------------------------

    def _select_to(self, point: QPointF) -> None:
        assert self._drag_start is not None
        if self.brush.tool is Tool.SELECT_LASSO and self.item.lasso is not None:
            self.item.lasso.lineTo(point)
            area = self.item.lasso
        else:
            area = QPainterPath()
            reach = HEX_SIZE / 2  # the hexes pressed and released on are in, not only those between
            area.addRect(QRectF(self._drag_start, point).normalized().adjusted(-reach, -reach, reach, reach))
        self.select({o for o in self.document.board.terrain if area.contains(QPointF(*self.item.layout.to_pixel(o.to_hex())))})

    def select(self, offsets: set[Offset]) -> None:
        self.item.selection = set(offsets)
        self.item.update()
        self.selection_changed.emit()

    def copy_selection(self) -> bool:
        if not self.item.selection:
            return False
        self.clip = copy_region(self.document.board, self.item.selection)
        return True

    def turn_clip(self) -> None:
        if self.clip is not None:
            self.clip = rotate_clip_180(self.clip)

    def paste_clip(self, at: Offset | None = None) -> bool:
        """The clipboard laid at `at`, else at the hex under the mouse, else on the selection."""
        target = at or self.hover or (min(self.item.selection) if self.item.selection else None)
        if self.clip is None or target is None:
            return False
        anchor = target.to_hex()
        covered = {Offset.from_hex(anchor + h) for h in self.clip.hexes()}
        self.document.apply(paste(self.document.board, self.clip, target), tr("Paste"))
        self.select({o for o in covered if self.document.board.contains(o)})
        return True

    def turn_selection(self) -> bool:
        if not self.item.selection:
            return False
        board, covered = turn_selection_180(self.document.board, self.item.selection)
        self.document.apply(board, tr("Turn selection 180°"))
        self.select(set(covered))
        return True

    # --- Qt events --------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and event.modifiers() & Qt.KeyboardModifier.AltModifier:
            offset = self.offset_at(self.mapToScene(event.position().toPoint()))
            if offset is not None:
                self.picked.emit(offset)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.begin(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.mapToScene(event.position().toPoint())
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.extend(point)
        self.hover_at(point)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_at(None)
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.finish()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.set_zoom(self.zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))
        event.accept()


def changed_hexes(before: Board, after: Board) -> set[Offset]:
    """The hexes whose drawing a change may alter: their terrain, level, roads, sides, bridge or name."""
    touched = {o for o, t in after.terrain.items() if before.terrain.get(o) != t or before.elevation.get(o) != after.elevation[o]}
    for link in before.road_links ^ after.road_links:
        touched.update(link)
    for key in set(before.hexsides.items()) ^ set(after.hexsides.items()):
        touched.add(key[0][0])
    touched.update(before.bridges ^ after.bridges)
    touched.update(o for o, _ in set(before.labels) ^ set(after.labels))
    return touched
