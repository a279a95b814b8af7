"""Special rules in the main window: the dock, its menu entries, and the selected rule's hexes on the map.

Scenario > Special rules… shows the dock (a tab beside History, as Reinforcements).
While it is in view the selected rule's hexes are tinted and labelled on the map
(for "hedges are hedgerows", the hexes along every hexside it changes), and
"Pick on map" borrows the map's tool: each click puts a hex in the rule or takes
it out, until a right click or Esc.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.scenario import Scenario
from core.scenario.special_rules import ExitTurns, HexsideAs, SpecialRule, rule_hexes
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.map.geometry import map_rect
from editor.reinforcements.edge_overlay import EntryEdgeItem
from editor.special_rules.dock import SpecialRulesDock
from editor.tools.base import Tool
from editor.window.services import DockPlace, WindowServices, scenario_dock_action

DOCK_WIDTH = 420
RULE_COLOUR = "#e8590c"  # orange: apart from the reinforcements' blue and the LOS tints


class RuleHexesItem(EntryEdgeItem):
    """The hexes a special rule names, tinted orange with the rule's kind as the label."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        fill = QColor(RULE_COLOUR)
        fill.setAlphaF(0.40)
        pen = QPen(QColor(RULE_COLOUR).darker(140), 4, Qt.PenStyle.DashLine)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(self._path)


def shown_hexes(rule: SpecialRule, scenario: Scenario, battlefield: Battlefield) -> list[Hex]:
    """What the map shows of a rule: its hexes; the scenario's exit hexes for an exit rule naming
    none; the hexes along the hexsides a HexsideAs rule changes."""
    if isinstance(rule, HexsideAs):
        found: set[Hex] = set()
        for side, feature in battlefield.hexsides.items():
            if feature == rule.source:
                found.update(h for h in (side.hex, side.hex.neighbor(side.direction)) if h in battlefield)
        return sorted(found)
    names = rule_hexes(rule) or (scenario.victory.exit_hexes if isinstance(rule, ExitTurns) else ())
    hexes = []
    for name in names:
        try:
            hexes.append(battlefield.parse(name))
        except ValueError:
            continue  # the Problems dock names it
    return hexes


class PickHexesTool(Tool):
    """Each left click toggles the hex in the selected rule; a right click or Esc stops picking."""

    name = "pick rule hexes"

    def __init__(self, picked: Callable[[str], None], left: Callable[[], None]) -> None:
        super().__init__()
        self.picked, self.left = picked, left

    def deactivate(self) -> None:
        super().deactivate()
        self.left()

    def mouse_pressed(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        if self.scene is None:
            return
        if event.button() != Qt.MouseButton.LeftButton:
            self.scene.tool_cancelled.emit()
        elif hex_name is not None:
            self.picked(hex_name)


class SpecialRulesFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.dock = SpecialRulesDock(window.qt_window)
        self.action = scenario_dock_action(
            window, self.dock, tr("&Special rules…"), "special_rules_action",
            tr("Rules of this scenario that change the rulebook's: terrain, entry, exits, smoke, held units"), self.show_dock)
        self.item: RuleHexesItem | None = None
        self._rule: SpecialRule | None = None
        self._open = False
        self.dock.message.connect(window.show_message)
        self.dock.rule_shown.connect(self._rule_shown)
        self.dock.pick_requested.connect(self._pick)
        self.dock.visibilityChanged.connect(lambda _visible: self._draw())
        self.dock.hide()
        self.set_document(None)

    def set_document(self, document: ScenarioDocument | None) -> None:
        self.item = None  # it went with the old scene
        if document is None:
            self._open = not self.dock.isHidden()
        self.dock.set_document(document)
        self.action.setEnabled(document is not None)
        self.dock.toggleViewAction().setEnabled(document is not None)
        self.dock.setVisible(document is not None and self._open)

    def show_dock(self) -> None:
        self.dock.show()
        self.dock.raise_()
        self.window.give_room(self.dock, DockPlace.WITH_HISTORY, DOCK_WIDTH)

    def _rule_shown(self, rule: SpecialRule | None) -> None:
        self._rule = rule
        self._draw()

    def _draw(self) -> None:
        scene, document, rule = self.window.scene, self.window.document, self._rule
        if self.item is not None and self.item.scene() is not None:
            self.item.scene().removeItem(self.item)
        self.item = None
        if scene is None or document is None or rule is None or not self.dock.isVisible():
            return
        hexes = shown_hexes(rule, document.scenario, document.battlefield)
        if hexes:
            # no label: it would hide the counters in the hexes it names, and the dock says which rule it is
            self.item = RuleHexesItem(scene.layout, hexes, "", map_rect(document.battlefield, scene.layout))
            scene.addItem(self.item)

    def _pick(self, armed: bool) -> None:
        scene = self.window.scene
        if scene is None or self.dock.form.pick is None:
            return
        if not armed:
            if isinstance(scene.tool, PickHexesTool):
                scene.tool_cancelled.emit()
            return
        self.window.stop_placing()
        pick = self.dock.form.pick
        scene.set_tool(PickHexesTool(self.dock.toggle_hex, lambda: pick.setChecked(False)))
        self.window.show_message(tr("Click hexes to put them in the rule or take them out; right click or Esc to stop"), 0)
        pick.setChecked(True)
