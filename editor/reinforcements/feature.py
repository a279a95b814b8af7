"""Reinforcements in the main window: the dock beside Scenario details, its menu entries, its marks on the map.

The window makes one ReinforcementsFeature and hands it each document it shows
(None when it closes one); everything else goes through WindowServices: the dock
is placed with the window's right-hand docks, Scenario > Reinforcements… shows
it, the selected group's entry edge is tinted on the window's map while the dock
is in view, and "Pick on map" borrows the map's tool for one click.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from core.scenario import Reinforcement
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.map.geometry import map_rect
from editor.reinforcements.dock import ReinforcementsDock
from editor.reinforcements.edge_overlay import EntryEdgeItem, PickEdgeTool
from editor.window.services import DockPlace, WindowServices, scenario_dock_action

DOCK_WIDTH = 400


class ReinforcementsFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.dock = ReinforcementsDock(window.qt_window)
        self.action = scenario_dock_action(
            window, self.dock, tr("&Reinforcements…"), "reinforcements_action",
            tr("Which units of each side arrive later, on which turn and from which map edge"), self.show_dock)
        self.edge_item: EntryEdgeItem | None = None
        self._shown: tuple[str | None, Reinforcement | None] = (None, None)
        self._open = False
        self.dock.message.connect(window.show_message)
        self.dock.group_shown.connect(self._group_shown)
        self.dock.pick_edge_requested.connect(self._pick_edge)
        self.dock.visibilityChanged.connect(lambda _visible: self._draw_edge())
        self.dock.hide()  # closed until the first time it is asked for
        self.set_document(None)

    def set_document(self, document: ScenarioDocument | None) -> None:
        """Called by the window after it shows a document, and with None when it closes one."""
        self.edge_item = None  # it went with the old scene
        if document is None:
            self._open = not self.dock.isHidden()  # (a dock behind another tab is not hidden, only unseen)
        self.dock.set_document(document)
        self.action.setEnabled(document is not None)
        self.dock.toggleViewAction().setEnabled(document is not None)
        # closed until asked for (Scenario > Reinforcements…); open again for the next scenario if it was
        self.dock.setVisible(document is not None and self._open)

    def show_dock(self) -> None:
        self.dock.show()
        self.dock.raise_()
        self.window.give_room(self.dock, DockPlace.WITH_HISTORY, DOCK_WIDTH)

    # --- the entry edge on the map -----------------------------------------------------------------

    def _group_shown(self, side: str | None, group: Reinforcement | None) -> None:
        self._shown = (side, group)
        self._draw_edge()

    def _draw_edge(self) -> None:
        scene, document = self.window.scene, self.window.document
        side, group = self._shown
        if self.edge_item is not None and self.edge_item.scene() is not None:
            self.edge_item.scene().removeItem(self.edge_item)
        self.edge_item = None
        if scene is None or document is None or side is None or group is None or not self._in_view():
            return
        try:
            hexes = document.battlefield.edge_hexes(group.edge)
        except ValueError:
            return  # not a map edge: the Problems dock says so
        label = tr("{side} reinforcements, turn {turn}").format(side=tr(side.capitalize()), turn=group.turn)
        self.edge_item = EntryEdgeItem(scene.layout, hexes, label, map_rect(document.battlefield, scene.layout))
        scene.addItem(self.edge_item)

    def _in_view(self) -> bool:
        """Shown only while the dock is: a tint nobody asked about would read as part of the map."""
        return self.dock.isVisible()  # a dock behind another tab is hidden

    # --- picking the edge on the map ------------------------------------------------------------------

    def _pick_edge(self, armed: bool) -> None:
        scene = self.window.scene
        if scene is None:
            return
        if not armed:
            if isinstance(scene.tool, PickEdgeTool):
                scene.tool_cancelled.emit()
            return
        self.window.stop_placing()
        scene.set_tool(PickEdgeTool(self.dock.set_edge, lambda: self.dock.group.pick.setChecked(False)))
        self.window.show_message(tr("Click a hex near the edge the group comes on from; right click or Esc to stop"), 0)
        self.dock.group.pick.setChecked(True)
