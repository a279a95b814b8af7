"""The mini-map: the whole battlefield small in a corner of the map view, the part on screen outlined.

A click or drag on it centres the view there. It sits over the view's
bottom-right corner as a child widget (not a dock), so the map keeps its room
and the editor and the test-run window get it the same way. The picture is the
scene drawn small (the painted boards and the counters), made again a moment
after the scene changes; the outline follows every scroll and zoom at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsView, QWidget

from editor.i18n import tr

LONG_SIDE = 220  # pixels: the mini-map's longer side
MARGIN = 10  # from the view's corner, clear of its scroll bars
REDRAW_MS = 400  # after the scene's last change


class MiniMap(QWidget):
    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.setObjectName("mini_map")
        self.view = view
        self.picture = QPixmap()
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tr("The whole map: click or drag to look there"))
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_MS)
        self._redraw.timeout.connect(self.draw_scene)
        scene = view.scene()
        if scene is not None:
            scene.changed.connect(lambda _rects: self._redraw.start())
        for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
            bar.valueChanged.connect(lambda _value: self.update())
            bar.rangeChanged.connect(lambda _low, _high: self.update())
        view.viewport().installEventFilter(self)
        self.hide()

    def sizeHint(self) -> QSize:
        rect = self.view.sceneRect()
        if rect.isEmpty():
            return QSize(LONG_SIDE, LONG_SIDE // 2)
        scale = LONG_SIDE / max(rect.width(), rect.height())
        return QSize(max(40, round(rect.width() * scale)), max(40, round(rect.height() * scale)))

    def set_shown(self, shown: bool) -> None:
        self.setVisible(shown)
        if shown:
            self.draw_scene()
            self.place()
            self.raise_()

    def place(self) -> None:
        """The bottom-right corner of the viewport, resized to the battlefield's shape."""
        size = self.sizeHint()
        self.resize(size)
        viewport = self.view.viewport().geometry()
        self.move(viewport.right() - size.width() - MARGIN, viewport.bottom() - size.height() - MARGIN)

    def draw_scene(self) -> None:
        if not self.isVisible() or self.view.scene() is None:
            return
        size = self.sizeHint()
        picture = QPixmap(size)
        picture.fill(QColor("#f4f1e8"))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.view.scene().render(painter, QRectF(0, 0, size.width(), size.height()), self.view.sceneRect())
        painter.end()
        self.picture = picture
        self.update()

    def visible_rect(self) -> QRectF:
        """The part of the scene the view shows, in the mini-map's pixels."""
        shown = self.view.mapToScene(self.view.viewport().rect()).boundingRect().intersected(self.view.sceneRect())
        return QRectF(self._to_mini(shown.topLeft()), self._to_mini(shown.bottomRight()))

    def _scale(self) -> float:
        rect = self.view.sceneRect()
        return self.width() / rect.width() if rect.width() > 0 else 1.0

    def _to_mini(self, point: QPointF) -> QPointF:
        origin, scale = self.view.sceneRect().topLeft(), self._scale()
        return QPointF((point.x() - origin.x()) * scale, (point.y() - origin.y()) * scale)

    def scene_point(self, point: QPointF) -> QPointF:
        origin, scale = self.view.sceneRect().topLeft(), self._scale()
        return QPointF(origin.x() + point.x() / scale, origin.y() + point.y() / scale)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(self.rect(), self.picture)
        painter.setPen(QPen(QColor("#1d1b16"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.setPen(QPen(QColor("#e03131"), 2))
        painter.drawRect(self.visible_rect().adjusted(1, 1, -1, -1))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.view.centerOn(self.scene_point(event.position()))
            event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.view.centerOn(self.scene_point(event.position()))
            event.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
