"""The window's side of the unit selection popup: when it opens, where, and what it changes.

A click on a hex holding units of the person to act opens the popup over the map,
next to the hex, with the whole stack checked when it may act together. Its Move
applies the StartMove its state stands for; Split, Combine and Swap weapon apply
theirs; outside the Movement Phase its Select narrows the choices list to the
checked units. While it is open in the Movement Phase, the map shades the hexes the
checked units could enter first, with their MP cost, from the engine's own steps
after that StartMove (tried on a copy of the state), and outlines every hex they
could end the move in (core.movement's search around the enemy the viewer knows of).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QPen

from core.game.actions import Action
from core.game.fog import hidden_units
from core.game.state import Phase
from editor.battlefield.overlay_items import HexOutlineItem
from editor.i18n import tr
from editor.testrun.board_scene import HEX_SIZE, Z_SHADE
from editor.testrun.path_preview import reach, step_costs
from editor.testrun.unit_popup import UnitSelectPopup
from editor.testrun.unit_select import Selection, acting_ids, default_selection, move_action, selectable_units

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

GAP = 12  # pixels between the hex and the popup
REACH_COLOUR = QColor(30, 160, 60)


class UnitSelectControl:
    def __init__(self, window: TestRunWindow) -> None:
        self.window = window
        self.popup = UnitSelectPopup(window.view)  # on the view: scrolling moves the viewport's children
        self.only: frozenset[str] | None = None  # the units the choices list is narrowed to
        self._narrowed_at = 0  # the length of the action log when it was narrowed: an action widens it again
        self.hex: str | None = None
        self.reach: dict[str, int] = {}  # the hexes the checked units could end this move in (MP left)
        self._reach_items: list[HexOutlineItem] = []
        self.popup.move_chosen.connect(self._act)
        self.popup.action_chosen.connect(self._act)
        self.popup.selected.connect(self._narrow)
        self._wanted: Selection | None = None
        self._preview_timer = QTimer(window)  # the preview follows the popup, once its clicks settle
        self._preview_timer.setSingleShot(True)
        self._preview_timer.timeout.connect(self._draw_preview)
        self.popup.changed.connect(self._preview)
        self.popup.closed.connect(self._closed)
        window.view.escape_pressed.connect(self.popup.close_popup)  # Esc on the map closes it too

    def click(self, name: str) -> bool:
        """Open the popup for the hex's units of the person to act; whether it opened."""
        w = self.window
        self.only = None
        if not w.human_to_act() or w.state.moving is not None or w.replay.replaying:
            self.popup.close_popup()
            return False
        viewer = w.viewer()
        hidden = hidden_units(w.game, w.state, viewer) if viewer is not None else set()
        units = selectable_units(w.state, name, w.to_act(), hidden)
        ids = {u.id for u in units}
        if not units or not any(ids & set(acting_ids(a)) for a in w.legal):
            self.popup.close_popup()
            return False
        self.hex = name
        movement = w.state.phase == Phase.MOVEMENT
        self.popup.open_for(w.game, w.state, w.legal, name, units, default_selection(w.legal, units), movement)
        self._place(name)
        return True

    def refresh(self) -> None:
        """The state changed: a popup made for the old one closes; after an action the choices
        are no longer narrowed to the units checked before it."""
        if self.only is not None and len(self.window.state.log) != self._narrowed_at:
            self.only = None
        self._clear_reach()
        if self.popup.isVisible():
            self.popup.hide()
            self.hex = None

    def _place(self, name: str) -> None:
        """Beside the hex, inside the map's viewport (left of it when there is no room on the right)."""
        view, scene = self.window.view, self.window.scene
        viewport = view.viewport()
        self.popup.adjustSize()
        size = self.popup.sizeHint()
        centre = view.mapFromScene(scene.centre_of(name))
        reach = int(60 * view.transform().m11()) + GAP
        x = centre.x() + reach
        if x + size.width() > viewport.width():
            x = centre.x() - reach - size.width()
        x = max(4, min(x, viewport.width() - size.width() - 4))
        y = max(4, min(centre.y() - size.height() // 2, viewport.height() - size.height() - 4))
        self.popup.move(viewport.pos() + QPoint(x, y))

    def _act(self, action: Action) -> None:
        self.only = None
        self._clear_reach()
        self.window.scene.shade({})
        self.window.act(action)

    def _narrow(self, checked: frozenset[str]) -> None:
        self.only = checked
        self._narrowed_at = len(self.window.state.log)
        self._clear_reach()
        self.window.scene.shade({})
        self.window.refresh()

    def _closed(self) -> None:
        self._clear_reach()
        self.window.scene.shade({})
        self.window.view.setFocus()

    @property
    def preview_pending(self) -> bool:
        """A preview is asked for and not yet drawn (it follows in the event loop's next turn)."""
        return self._wanted is not None

    def _preview(self, selection: Selection) -> None:
        """Ask for the preview of a selection: drawn once the popup has painted (the search for
        the reach takes longer than the popup), and only for the last of quick clicks."""
        self._wanted = selection
        self._preview_timer.start(0)

    def _draw_preview(self) -> None:
        """The first hexes the checked units may enter, with the MP each costs, and their reach."""
        w = self.window
        selection, self._wanted = self._wanted, None
        if selection is None or not self.popup.isVisible():
            return
        action = move_action(w.legal, selection) if self.popup.movement else None
        self._clear_reach()
        if action is None:
            w.scene.shade({})
            return
        twin = w.state.clone(history=False)
        w.game.apply(twin, action)
        costs = step_costs(w.game, twin, w.game.legal_actions(twin))
        w.scene.shade({h: tr("{mp:g} MP").format(mp=c) for h, c in costs.items()})
        self.reach = {h: left for h, left in reach(w.game, twin, w.viewer()).items() if h not in costs}
        for name in self.reach:
            outline = HexOutlineItem(HEX_SIZE, REACH_COLOUR, 0, Z_SHADE - 0.5, fill_alpha=0.2)
            outline.setPen(QPen(Qt.PenStyle.NoPen))  # a tinted area: the whole reach reads as one region
            outline.place(name, w.scene.centre_of(name))
            w.scene.addItem(outline)
            self._reach_items.append(outline)

    def _clear_reach(self) -> None:
        """Take the preview off the map (a pending one is dropped)."""
        self._preview_timer.stop()
        self._wanted = None
        for item in self._reach_items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._reach_items.clear()
        self.reach = {}

