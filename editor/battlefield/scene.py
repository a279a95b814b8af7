"""The map as a QGraphicsScene: painted boards, one item per occupied hex, outlines on top.

The scene draws the document and nothing else: on `changed` it rebuilds only
the hex items whose hexes the change names (all of them when the boards
change), and on `problems_changed` it redraws the red outlines. Mouse events
become hex names and go to the active tool (editor/tools/).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, Signal
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSceneMouseEvent

from core.hexes import Layout
from editor.battlefield.hex_info import hex_summary, hex_tooltip
from editor.battlefield.hex_item import HexItem
from editor.battlefield.hex_view import hex_view, occupied_hexes
from editor.battlefield.overlay_items import (
    HexOutlineItem,
    facing_hint,
    hexside_line,
    hover_outline,
    problem_outline,
    selection_outline,
    tunnel_item,
)
from editor.battlefield.tiles import MapBackgroundItem, MapLayers
from editor.battlefield.visibility import Concealed, MapDisplay, concealed_from
from editor.document import Change, ScenarioDocument
from editor.los.probe import ProbeSight
from editor.map.geometry import battlefield_layout
from editor.tools import SelectTool, Tool

HEX_SIZE = 60.0
HEXSIDE_RIM = 0.58  # of the size: a click this far towards a hexside (of 0.87) faces it, nearer selects
MARGIN = 40.0


class MapScene(QGraphicsScene):
    message = Signal(str)  # a sentence for the status bar
    selection_changed = Signal(object)  # the selected hex name, or None
    hovered = Signal(object)  # the hex under the mouse, or None
    context_menu_requested = Signal(str, QPoint)
    tool_cancelled = Signal()

    def __init__(self, document: ScenarioDocument, parent=None) -> None:
        super().__init__(parent)
        self.layout: Layout = battlefield_layout(HEX_SIZE, MARGIN)
        self.document = document
        self.hex_items: dict[str, HexItem] = {}
        self.problem_items: dict[str, HexOutlineItem] = {}
        self.tunnel_items: list[QGraphicsPathItem] = []
        self._selection = selection_outline(HEX_SIZE)
        self._hover = hover_outline(HEX_SIZE)
        self._facing_hint = facing_hint()
        self._background: MapBackgroundItem | None = None
        self._tool: Tool = SelectTool()
        self._tool.activate(self)
        self._last_hover: str | None = None
        self.display = MapDisplay()
        self.map_layers = MapLayers()  # View > Hex ids, Centre dots, Place names (editor/battlefield/map_toggles.py)
        self.concealed = Concealed()
        self._sight = ProbeSight()
        document.changed.connect(self._on_changed)
        document.problems_changed.connect(self._show_problems)
        self.rebuild()

    # --- building ----------------------------------------------------------------

    def rebuild(self) -> None:
        """Everything from scratch: on opening and when the boards change."""
        selected = self.selected_hex
        for item in list(self.items()):
            if item.parentItem() is None and item not in (self._selection, self._hover, self._facing_hint):
                self.removeItem(item)
        for item in (self._selection, self._hover, self._facing_hint):
            if item.scene() is None:
                self.addItem(item)
        self.hex_items.clear()
        self.problem_items.clear()
        self.tunnel_items.clear()
        self._background = MapBackgroundItem(self.document.battlefield, self.layout, MARGIN, self.map_layers)
        self.addItem(self._background)
        self.setSceneRect(self._background.boundingRect())
        names = {self.document.hex_name(n) for n in occupied_hexes(self.document.scenario)}
        self._refresh_hexes({n for n in names if n is not None})
        self._show_problems()
        self._show_tunnels()
        self.select_hex(selected if selected and self.document.hex_name(selected) else None)
        self.show_hover(None)

    def _on_changed(self, change: Change) -> None:
        if change.battlefield:
            self.rebuild()
            return
        self._show_tunnels()
        if self.display.viewer is not None and self.document.scenario.fog_of_war:
            self._refresh_display()  # a move changes what the viewer's units see anywhere on the map
        elif change.hexes:
            self._refresh_hexes(change.hexes)

    # --- what the map shows (editor/battlefield/visibility.py) -------------------------------

    def set_map_layers(self, layers: MapLayers) -> None:
        """Which optional layers the painted boards show; kept for the boards painted after a rebuild."""
        self.map_layers = layers
        if self._background is not None:
            self._background.set_layers(layers)

    def set_display(self, display: MapDisplay) -> None:
        """Hide the units, or show the scenario as one side sees it; the document is untouched."""
        if display != self.display:
            self.display = display
            self._refresh_display()

    def _show_tunnels(self) -> None:
        """The tunnel complexes (19.112), hidden from the other side when the map shows one side's view."""
        for item in self.tunnel_items:
            self.removeItem(item)
        self.tunnel_items = []
        viewer = self.display.viewer
        for tunnel in self.document.scenario.tunnels:
            points = [self.centre_of(name) for name in tunnel.hexes]
            if (viewer is not None and viewer != tunnel.side) or any(p is None for p in points):
                continue
            item = tunnel_item([p for p in points if p is not None], HEX_SIZE)
            self.tunnel_items.append(item)
            self.addItem(item)

    def _refresh_display(self) -> None:
        self._show_tunnels()
        document = self.document
        sight = None
        if self.display.viewer is not None and document.scenario.fog_of_war:
            sight = self._sight.sightlines(document.played_battlefield, document.scenario)
        self.concealed = concealed_from(document.scenario, document.battlefield, self.display.viewer, sight)
        names = {self.document.hex_name(n) for n in occupied_hexes(document.scenario)}
        self._refresh_hexes({n for n in names if n is not None} | set(self.hex_items))

    def hex_tooltip(self, name: str) -> str:
        """Everything in the hex the display lets the viewer know, as rich text."""
        document = self.document
        return hex_tooltip(document.scenario, document.battlefield, document.units, name, self.concealed,
                           self._canonical_names())

    def hex_summary(self, name: str) -> str:
        document = self.document
        return hex_summary(document.scenario, document.battlefield, document.units, name, self.concealed,
                           self._canonical_names())

    def _canonical_names(self) -> dict[str, str]:
        """Seam aliases the scenario uses, to their canonical names."""
        names = occupied_hexes(self.document.scenario)
        return {n: c for n in names if (c := self.document.hex_name(n)) is not None and c != n}

    def _refresh_hexes(self, names: set[str] | frozenset[str]) -> None:
        document = self.document
        aliases = self._canonical_names()
        for name in names:
            view = hex_view(document.scenario, document.battlefield, document.units, name, aliases,
                            self.display, self.concealed)
            item = self.hex_items.get(name)
            centre = self.centre_of(name)
            if view.empty or centre is None:
                if item is not None:
                    self.removeItem(item)
                    del self.hex_items[name]
            elif item is None:
                self.hex_items[name] = HexItem(view, HEX_SIZE, centre, self._background.map_rect if self._background else None)
                self.addItem(self.hex_items[name])
            else:
                item.set_view(view)

    def _show_problems(self) -> None:
        wanted = self.document.problem_hexes
        for name in set(self.problem_items) - wanted:
            self.removeItem(self.problem_items.pop(name))
        for name in wanted - set(self.problem_items):
            centre = self.centre_of(name)
            if centre is None:
                continue
            item = problem_outline(HEX_SIZE)
            item.place(name, centre)
            self.problem_items[name] = item
            self.addItem(item)

    # --- geometry ------------------------------------------------------------------

    def hex_at(self, point: QPointF) -> str | None:
        h = self.layout.from_pixel(point.x(), point.y())
        if h not in self.document.battlefield:
            return None
        return self.document.battlefield.name(h)

    def hexside_near(self, point: QPointF, name: str) -> int | None:
        """The hexside (0 N, clockwise) of hex `name` that `point` lies near, in the hex's rim
        outside its counters; None nearer the centre."""
        centre = self.centre_of(name)
        if centre is None:
            return None
        dx, dy = point.x() - centre.x(), point.y() - centre.y()
        direction = round((math.degrees(math.atan2(dy, dx)) + 90.0) / 60.0) % 6
        angle = math.radians(-90.0 + 60.0 * direction)
        towards_side = dx * math.cos(angle) + dy * math.sin(angle)  # distance along the side's normal
        return direction if towards_side >= HEX_SIZE * HEXSIDE_RIM else None

    def centre_of(self, name: str) -> QPointF | None:
        try:
            h = self.document.battlefield.parse(name)
        except ValueError:
            return None
        x, y = self.layout.to_pixel(h)
        return QPointF(x, y)

    # --- selection and hover -----------------------------------------------------------

    @property
    def selected_hex(self) -> str | None:
        return self._selection.hex_name

    def select_hex(self, name: str | None) -> None:
        centre = self.centre_of(name) if name else None
        previous = self._selection.hex_name
        self._selection.place(name if centre is not None else None, centre)
        if previous != self._selection.hex_name:
            self.selection_changed.emit(self._selection.hex_name)

    def show_hover(self, name: str | None) -> None:
        self._hover.place(name, self.centre_of(name) if name else None)

    def show_facing_hint(self, name: str | None, direction: int | None = None) -> None:
        """Light up the hexside a click would face the hex's vehicles towards; None hides it."""
        centre = self.centre_of(name) if name else None
        if centre is None or direction is None:
            self._facing_hint.hide()
            return
        self._facing_hint.setLine(hexside_line(HEX_SIZE * 0.93, direction).translated(centre))
        self._facing_hint.show()

    @property
    def facing_hint_shown(self) -> bool:
        return self._facing_hint.isVisible()

    # --- tools -----------------------------------------------------------------------

    @property
    def tool(self) -> Tool:
        return self._tool

    def set_tool(self, tool: Tool | None) -> None:
        """Switch tools; None goes back to selecting."""
        self._tool.deactivate()
        self._tool = tool if tool is not None else SelectTool()
        self._tool.activate(self)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._tool.mouse_pressed(self.hex_at(event.scenePos()), event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        name = self.hex_at(event.scenePos())
        if name != self._last_hover:
            self._last_hover = name
            self.hovered.emit(name)
        self._tool.mouse_moved(name, event)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._tool.mouse_released(self.hex_at(event.scenePos()), event)
        event.accept()
