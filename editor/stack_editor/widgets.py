"""The stack editor's pieces: a counter card (picked, dragged), a slot (dropped on), a facing rose.

They hold no scenario state: a card knows which StackItem it shows, a slot
which SlotTarget it is, and both ask editor.stack_editor.items what a drop means.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from core.scenario.errors import EditError
from editor.counters.style import marker_colour
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.plain_text import plain_tooltip
from editor.stack_editor.items import SlotTarget, StackItem, drop_command, dropped_from

Paint = Callable[[QPainter, QRectF], None]
FIT = QColor("#2f9e44")
SELECTED = QColor("#ffd43b")


class CounterCard(QWidget):
    """One piece drawn as its counter; click selects it, dragging carries it to a slot."""

    clicked = Signal(object)  # StackItem
    menu_requested = Signal(object, QPoint)  # StackItem, global position
    drag_started = Signal(object)
    drag_finished = Signal()

    def __init__(self, item: StackItem, paint: Paint, side: int, tooltip: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self._paint = paint
        self.selected = False
        self.hero = False  # drawn with a hero's star (22.5); set by the panel that paints it
        self.hidden = False  # drawn with the hidden cue (19.71)
        self._press: QPoint | None = None
        self.setFixedSize(QSize(side + 8, side + 8))
        self.setToolTip(tooltip)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self.update()

    def mime_data(self) -> QMimeData:
        return self.item.to_mime()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if self.selected:
            painter.setPen(QPen(SELECTED, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        self._paint(painter, QRectF(self.rect()).adjusted(4, 4, -4, -4))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.clicked.emit(self.item)
        elif event.button() == Qt.MouseButton.RightButton:
            self.clicked.emit(self.item)
            self.menu_requested.emit(self.item, event.globalPosition().toPoint())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(self.mime_data())
        drag.setPixmap(self._pixmap())
        drag.setHotSpot(QPoint(self.width() // 2, self.height() // 2))
        self.drag_started.emit(self.item)
        drag.exec(Qt.DropAction.MoveAction)
        self.drag_finished.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None

    def _pixmap(self) -> QPixmap:
        pixmap = QPixmap(self.size())
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(painter, QRectF(pixmap.rect()).adjusted(4, 4, -4, -4))
        painter.end()
        return pixmap


class Slot(QWidget):
    """A place a piece can go; empty it shows what fits there, and it lights up green while a
    piece that fits is dragged (grey when it does not)."""

    message = Signal(str)

    def __init__(self, document: ScenarioDocument, target: SlotTarget, caption: str, size: QSize,
                 card: CounterCard | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.target = target
        self.caption = caption
        self.card = card
        self.hint: bool | None = None
        self.setAcceptDrops(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if card is not None:
            layout.addWidget(card)
            self.setFixedSize(card.size())
        else:
            self.setFixedSize(size)
        self.setToolTip(caption)

    def accepts(self, data: QMimeData) -> bool:
        item = dropped_from(data)
        if item is None:
            return False
        try:
            drop_command(self.document, self.target, item)
        except (EditError, KeyError) as error:
            self.setToolTip(plain_tooltip(str(error)))  # may name a unit of the scenario
            return False
        return True

    def drop(self, data: QMimeData) -> bool:
        """Make the edit a drop of `data` here means; the drop handler's work, testable."""
        item = dropped_from(data)
        self.set_hint(None)
        if item is None:
            return False
        try:
            command = drop_command(self.document, self.target, item)
        except (EditError, KeyError) as error:
            self.message.emit(str(error).strip("'\""))
            return False
        self.document.push(command)
        return True

    def set_hint(self, hint: bool | None) -> None:
        if hint != self.hint:
            self.hint = hint
            self.update()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        fits = self.accepts(event.mimeData())
        self.set_hint(fits)
        if fits:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.set_hint(None)

    def dropEvent(self, event: QDropEvent) -> None:
        if self.drop(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.hint is not None:
            colour = QColor(FIT if self.hint else QColor("#adb5bd"))
            colour.setAlphaF(0.35)
            painter.setBrush(colour)
            painter.setPen(QPen(FIT if self.hint else QColor("#868e96"), 2))
            painter.drawRoundedRect(box, 6, 6)
        if self.card is None:
            painter.setPen(QPen(QColor("#868e96"), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(2, 2, -2, -2), 5, 5)
            painter.setPen(self.palette().color(self.foregroundRole()))
            room, flags = box.adjusted(4, 2, -4, -2), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            painter.setFont(caption_font(self.font(), room, flags, self.caption))
            painter.drawText(room, flags, self.caption)
        painter.end()


def caption_font(base: QFont, room: QRectF, flags: int, text: str, smallest: float = 6.0) -> QFont:
    """The largest size of `base`, down to `smallest` points, at which the wrapped caption fits the slot:
    a translated caption ("L seulement", "только L") is often longer than the English one."""
    chosen = QFont(base)
    size = chosen.pointSizeF() if chosen.pointSizeF() > 0 else 9.0
    while size > smallest:
        chosen.setPointSizeF(size)
        needed = QFontMetricsF(chosen).boundingRect(room, flags, text)
        if needed.width() <= room.width() and needed.height() <= room.height():
            break
        size -= 0.5
    return chosen


class FacingRose(QWidget):
    """A hexagon with an arrow on each of its six hexsides; clicking one faces the piece that way (7.1)."""

    chosen = Signal(int)

    def __init__(self, facing: int, side: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.facing = facing
        self.setFixedSize(side, side)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tr("Click a hexside to face it (R, Shift+R turn)"))

    def point_for(self, facing: int) -> QPoint:
        """Where the arrow of a hexside is, in widget coordinates."""
        radius = self.width() * 0.36
        angle = math.radians(-90 + 60 * facing)
        centre = QPointF(self.rect().center())
        return QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)).toPoint()

    def facing_at(self, point: QPointF) -> int:
        centre = QPointF(self.rect().center())
        angle = math.degrees(math.atan2(point.y() - centre.y(), point.x() - centre.x()))
        return round((angle + 90) / 60) % 6

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.facing_at(event.position()))
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = QPointF(self.rect().center())
        size = self.width() * 0.48
        corners = [QPointF(centre.x() + size * math.cos(math.radians(60 * i)),
                           centre.y() + size * math.sin(math.radians(60 * i))) for i in range(6)]
        painter.setPen(QPen(QColor("#495057"), 1.2))
        painter.setBrush(QColor("#f1f3f5"))
        painter.drawPolygon(QPolygonF(corners))
        for facing in range(6):
            self._arrow(painter, centre, facing, facing == self.facing)
        painter.end()

    def _arrow(self, painter: QPainter, centre: QPointF, facing: int, current: bool) -> None:
        angle = math.radians(-90 + 60 * facing)
        ux, uy, px, py = math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle)
        inner, outer, half = self.width() * 0.2, self.width() * 0.4, self.width() * 0.09
        tip = QPointF(centre.x() + ux * outer, centre.y() + uy * outer)
        base = QPointF(centre.x() + ux * inner, centre.y() + uy * inner)
        wedge = QPolygonF([tip, QPointF(base.x() + px * half, base.y() + py * half),
                           QPointF(base.x() - px * half, base.y() - py * half)])
        painter.setPen(QPen(marker_colour("facing_edge"), 1.0))
        painter.setBrush(marker_colour("facing") if current else QColor("#ced4da"))
        painter.drawPolygon(wedge)
