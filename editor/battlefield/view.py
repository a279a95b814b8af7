"""The map's view: zoom (wheel, + and -), pan (middle drag or space + drag), fit, drops, hex tooltips.

Only how the map is looked at lives here; edits go through the scene's tools
or, for drops from the palette, through editor.palette.placing like a click would.
Fit never zooms out so far that counters cannot be read (READABLE_ZOOM, where the
hex items switch to big-type counters): a larger battlefield is shown around
its units and the rest is a scroll away.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QToolTip

from editor.battlefield.scene import MapScene
from editor.palette.entry import PaletteEntry
from editor.palette.placing import apply_entry

MIN_SCALE = 0.1
MAX_SCALE = 4.0
ZOOM_STEP = 1.25
READABLE_ZOOM = 0.5  # Fit goes no lower: big-type counters still read at 12-pixel type


class MapView(QGraphicsView):
    zoom_changed = Signal(float)

    def __init__(self, scene: MapScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pan_from: QPoint | None = None
        self._space_down = False

    def map_scene(self) -> MapScene:
        scene = self.scene()
        assert isinstance(scene, MapScene)
        return scene

    # --- zoom ----------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, scale: float) -> None:
        scale = max(MIN_SCALE, min(MAX_SCALE, scale))
        factor = scale / self.zoom
        if abs(factor - 1.0) > 1e-6:
            self.scale(factor, factor)
            self.zoom_changed.emit(self.zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def fit(self) -> None:
        """The whole battlefield in the window, unless its counters would become unreadable:
        then READABLE_ZOOM, centred on where the units stand (scroll for the rest)."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom < READABLE_ZOOM:
            self.set_zoom(READABLE_ZOOM)
            self.centerOn(self.units_area().center())
        self.set_zoom(self.zoom)  # clamp, and tell listeners
        self.zoom_changed.emit(self.zoom)

    def units_area(self) -> QRectF:
        """The scene rectangle round every hex with something drawn in it; the map without any."""
        scene = self.map_scene()
        rects = [item.sceneBoundingRect() for item in scene.hex_items.values()]
        if not rects:
            return self.sceneRect()
        area = rects[0]
        for rect in rects[1:]:
            area = area.united(rect)
        return area

    def centre_on_hex(self, name: str) -> bool:
        centre = self.map_scene().centre_of(name)
        if centre is None:
            return False
        self.centerOn(centre)
        return True

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.set_zoom(self.zoom * ZOOM_STEP ** steps)
        event.accept()

    # --- the hex tooltip -------------------------------------------------------------------

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            self.show_hex_tooltip(event.pos(), event.globalPos())
            return True
        return super().viewportEvent(event)

    def show_hex_tooltip(self, viewport_point: QPoint, global_point: QPoint) -> str:
        """Everything in the hex under the pointer; returns the text shown ("" off the map)."""
        scene = self.map_scene()
        name = scene.hex_at(self.mapToScene(viewport_point))
        text = scene.hex_tooltip(name) if name is not None else ""
        if text:
            QToolTip.showText(global_point, text, self.viewport())
        else:
            QToolTip.hideText()
        return text

    # --- pan -------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            self.viewport().unsetCursor()
            return
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        panning = event.button() == Qt.MouseButton.MiddleButton or (
            self._space_down and event.button() == Qt.MouseButton.LeftButton)
        if panning:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            if self._space_down:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # --- drops from the palette -----------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if PaletteEntry.from_mime(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        name = self.map_scene().hex_at(self.mapToScene(event.position().toPoint()))
        self.map_scene().show_hover(name)
        if name is not None and PaletteEntry.from_mime(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.map_scene().show_hover(None)

    def dropEvent(self, event: QDropEvent) -> None:
        if self.drop_entry(event.mimeData(), self.mapToScene(event.position().toPoint())):
            event.acceptProposedAction()
        else:
            event.ignore()

    def drop_entry(self, data, scene_point: QPointF) -> bool:  # type: ignore[no-untyped-def]
        """Place what the palette dragged at a scene point; the drop handler's work, testable."""
        scene = self.map_scene()
        scene.show_hover(None)
        entry = PaletteEntry.from_mime(data)
        name = scene.hex_at(scene_point)
        if entry is None or name is None:
            return False
        refusal = apply_entry(scene.document, entry, name)
        if refusal:
            scene.message.emit(refusal)
            return False
        scene.select_hex(name)
        return True
