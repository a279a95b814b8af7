"""The test run's map: the editor's painted boards and hex items, drawn from the GameState.

Read-only: a click only names a hex (`hex_clicked`); the window decides what it
means. Redrawing compares each hex's new view with the one drawn and touches only
the hexes that changed, so one movement step redraws in a millisecond or two.
Shaded hexes (where the moving stack may step, with the MP each costs) and the
moving stack's path sit over the counters' ground.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from core.game.game import Game
from core.game.state import GameState
from core.sides import Side
from editor.battlefield.hex_item import HexItem
from editor.battlefield.overlay_items import HexOutlineItem, selection_outline
from editor.battlefield.tiles import MapBackgroundItem
from editor.map.geometry import battlefield_layout
from editor.testrun.state_views import state_hex_views

HEX_SIZE = 60.0
MARGIN = 40.0
Z_SHADE = 6.0
Z_PATH = 7.0
Z_COST = 23.0


class BoardScene(QGraphicsScene):
    hex_clicked = Signal(str)
    hex_hovered = Signal(object)  # the hex name under the mouse, or None off the map

    def __init__(self, game: Game, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[call-overload]
        self.game = game
        self.layout = battlefield_layout(HEX_SIZE, MARGIN)
        self.background = MapBackgroundItem(game.battlefield, self.layout, MARGIN)
        self.addItem(self.background)
        self.setSceneRect(self.background.boundingRect())
        self.hex_items: dict[str, HexItem] = {}
        self._selection = selection_outline(HEX_SIZE)
        self._selection.place(None, None)
        self.addItem(self._selection)
        self._target = HexOutlineItem(HEX_SIZE * 0.98, QColor(200, 30, 30), HEX_SIZE * 0.09, Z_COST)
        self._target.place(None, None)
        self.addItem(self._target)
        self._shades: list[HexOutlineItem | QGraphicsRectItem] = []
        self.shaded: dict[str, str] = {}  # hex -> the label shown on it (MP cost)
        self._route: list[HexOutlineItem | QGraphicsRectItem] = []
        self.route: dict[str, str] = {}  # the previewed path: hex -> its label (MP spent, danger)
        self._hovered: str | None = None

    def centre_of(self, name: str) -> QPointF:
        x, y = self.layout.to_pixel(self.game.hex(name))
        return QPointF(x, y)

    def hex_at(self, point: QPointF) -> str | None:
        h = self.layout.from_pixel(point.x(), point.y())
        return self.game.name(h) if h in self.game.battlefield else None

    # --- drawing ------------------------------------------------------------------------

    def show_state(self, state: GameState, viewer: Side | None) -> None:
        """Counters where the units stand now, as `viewer` may see them (None: everything)."""
        views = state_hex_views(self.game, state, viewer)
        for name in set(self.hex_items) - set(views):
            self.removeItem(self.hex_items.pop(name))
        rect = self.background.map_rect
        for name, view in views.items():
            item = self.hex_items.get(name)
            if item is None:
                self.hex_items[name] = item = HexItem(view, HEX_SIZE, self.centre_of(name), rect)
                self.addItem(item)
            elif item.view != view:
                item.set_view(view)

    def select_hex(self, name: str | None) -> None:
        self._selection.place(name, self.centre_of(name) if name else None)

    def mark_target(self, name: str | None) -> None:
        """The red outline on the hex the previewed attack aims at."""
        self._target.place(name, self.centre_of(name) if name else None)

    @property
    def selected_hex(self) -> str | None:
        return self._selection.hex_name

    def shade(self, labels: dict[str, str], path: tuple[str, ...] | list[str] = ()) -> None:
        """Shade the hexes a click may choose, each with its label; outline the path so far."""
        for item in self._shades:
            self.removeItem(item)
        self._shades.clear()
        self.shaded = dict(labels)
        for name in path:
            self._add(HexOutlineItem(HEX_SIZE * 0.9, QColor(40, 90, 200), HEX_SIZE * 0.05, Z_PATH,
                                     Qt.PenStyle.DotLine), name)
        for name, label in labels.items():
            self._add(HexOutlineItem(HEX_SIZE * 0.96, QColor(30, 160, 60), HEX_SIZE * 0.06, Z_SHADE, fill_alpha=0.3), name)
            if label:
                self._add_shade_label(label, name)

    def show_route(self, steps: list[tuple[str, str, bool]]) -> None:
        """The previewed path: each hex outlined with its label (MP spent so far), red where
        the known enemy could fire on the stack (the bool)."""
        for item in self._route:
            self.removeItem(item)
        self._route.clear()
        self.route = {name: label for name, label, _danger in steps}
        for name, label, danger in steps:
            colour = QColor(210, 40, 30) if danger else QColor(240, 200, 30)
            outline = HexOutlineItem(HEX_SIZE * 0.8, colour, HEX_SIZE * 0.08, Z_COST - 1)
            outline.place(name, self.centre_of(name))
            self.addItem(outline)
            self._route.append(outline)
            self._route.append(self._add_label(label, name, QColor(170, 30, 20, 235) if danger else QColor(30, 60, 150, 235),
                                               -HEX_SIZE * 0.62))

    def _add(self, item: HexOutlineItem, name: str) -> None:
        item.place(name, self.centre_of(name))
        self.addItem(item)
        self._shades.append(item)

    def _add_shade_label(self, text: str, name: str) -> None:
        self._shades.append(self._add_label(text, name, QColor(20, 110, 40, 230), HEX_SIZE * 0.68))

    def _add_label(self, text: str, name: str, colour: QColor, dy: float) -> QGraphicsRectItem:
        """A small tag at the hex's lower edge, under the counters' bottom, so both stay readable."""
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(int(HEX_SIZE * 0.24))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor(255, 255, 255))
        box = label.boundingRect()
        centre = self.centre_of(name)
        tag = QGraphicsRectItem(QRectF(-box.width() / 2 - 4, -box.height() / 2, box.width() + 8, box.height()))
        tag.setBrush(colour)
        tag.setPen(QPen(Qt.PenStyle.NoPen))
        tag.setPos(centre.x(), centre.y() + dy)
        label.setParentItem(tag)
        label.setPos(-box.width() / 2, -box.height() / 2)
        tag.setZValue(Z_COST)
        self.addItem(tag)
        return tag

    def flash_shots(self, shots: list[tuple[str, str]], ms: int = 1200) -> None:
        """Red lines from each firer's hex to its target's, for a moment: opportunity fire and
        the other side's attacks show where they came from as they happen."""
        lines = []
        for origin, target in shots:
            if origin == target:
                continue
            line = QGraphicsLineItem(QLineF(self.centre_of(origin), self.centre_of(target)))
            pen = QPen(QColor(220, 30, 30, 220), HEX_SIZE * 0.08)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            line.setPen(pen)
            line.setZValue(Z_COST + 1)
            self.addItem(line)
            lines.append(line)
        if lines:
            QTimer.singleShot(ms, self, lambda: self._remove(lines))

    def _remove(self, items: list[QGraphicsLineItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)

    # --- input --------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        name = self.hex_at(event.scenePos())
        if name is not None and event.button() == Qt.MouseButton.LeftButton:
            self.hex_clicked.emit(name)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        name = self.hex_at(event.scenePos())
        if name != self._hovered:
            self._hovered = name
            self.hex_hovered.emit(name)
        event.accept()
