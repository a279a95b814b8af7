"""The test run's hex hover popup: everything a player may know about one hex, as the editor's tooltip.

Built from a *view*, the GameState as the viewer's side knows it (core.ai.view.view_state:
hidden enemy units removed, hidden fortifications gone), never from the true state,
so the popup cannot tell what fog hides. `hover_html(game, view, hex)` is the one
function that makes the text; the window passes it the viewer's view, rebuilt after
every action and hand-over. The wording reuses the editor's hex tooltip
(editor.battlefield.hex_info): terrain, level, hexsides and roads, every counter with
its labelled factors; added here are what the game changes: each unit's state
(pinned, fired, moved, immobilized, valorous), the cover the hex gives, smoke,
fire lanes, objectives and fortifications as they stand now.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

from core.ai.view import view_state
from core.game.game import Game
from core.game.state import GameState, UnitState, Where
from core.sides import Side
from core.terrain import Terrain, UnitClass
from core.terrain import catalogue as terrain_catalogue
from editor.battlefield.hex_info import DIRECTIONS, factors, terrain_lines
from editor.i18n import tr, tr_noop
from editor.testrun.describe import side_name
from editor.testrun.hex_contents import MARKERS
from editor.testrun.unit_names import unit_label

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


def _unit_line(game: Game, view: GameState, unit: UnitState) -> str:
    info = game.info(unit.type) if unit.type in game.catalogue else None
    text = unit_label(game, view, unit.id) + (f": {factors(info)}" if info is not None else "")
    extras = [tr(label) for name, label in MARKERS if getattr(unit, name)]
    if unit.facing is not None:
        extras.append(tr("faces {d}").format(d=DIRECTIONS[unit.facing % 6]))
    if unit.weapons:
        extras.append(tr("with {w}").format(w=", ".join(game.info(w).name if w in game.catalogue else w for w in unit.weapons)))
    carried = [u.id for u in view.units.values() if u.where == Where.CARRIED and u.carrier == unit.id]
    if carried:
        extras.append(tr("carrying {p}").format(p=", ".join(unit_label(game, view, i) for i in carried)))
    return text + (f" ({'; '.join(extras)})" if extras else "")


def _terrain_of(game: Game, hex_name: str) -> Terrain | None:
    terrain = game.battlefield.terrain(game.hex(hex_name))
    kinds = terrain_catalogue()
    return kinds.get(terrain) if terrain in kinds.terrain else None


def _cover_line(game: Game, hex_name: str) -> str | None:
    kind = _terrain_of(game, hex_name)
    if kind is None:
        return None
    parts = [tr("cover {n:+d}").format(n=kind.cover)] if kind.cover else [tr("no cover (opportunity fire −1 here)")]
    if kind.hindrance:
        parts.append(tr("hindrance {n:+d}").format(n=kind.hindrance))
    if kind.blocks_los:
        parts.append(tr("blocks line of sight"))
    if kind.air_burst:
        parts.append(tr("air bursts (12.64)"))
    return tr("Terrain: {parts}").format(parts=", ".join(parts))


def _movement_line(game: Game, hex_name: str) -> str | None:
    """What entering the hex costs each kind of unit: the modifier readout's movement half."""
    kind = _terrain_of(game, hex_name)
    if kind is None:
        return None
    costs = []
    for unit_class, label in ((UnitClass.INFANTRY, tr_noop("infantry")), (UnitClass.VEHICLE, tr_noop("vehicles")),
                              (UnitClass.GUN, tr_noop("guns"))):
        cost = kind.cost(unit_class)
        costs.append(tr("{who} {n} MP").format(who=tr(label), n=cost) if cost is not None
                     else tr("{who} may not enter").format(who=tr(label)))
    return tr("Entering: {costs}").format(costs=", ".join(costs))


def _marker_lines(game: Game, view: GameState, hex_name: str) -> list[str]:
    lines = []
    if hex_name in view.smoke:
        lines.append(tr("Smoke {n}").format(n=view.smoke[hex_name]))
    if view.fire_lanes.get(hex_name):
        lines.append(tr("Fire lane: %n marker(s) (13.9)", n=view.fire_lanes[hex_name]))
    if hex_name in view.objectives:
        lines.append(tr("Objective held by {side}").format(side=side_name(view.objectives[hex_name].value)))
    kinds = terrain_catalogue().fortifications or {}
    for fort in view.fortifications:
        if fort.get("hex") == hex_name:
            name = kinds[fort["type"]].name if fort["type"] in kinds else str(fort["type"])
            lines.append(tr("Fortification: {f}, {side}").format(f=name, side=side_name(str(fort.get("side")))))
    return lines


def hover_html(game: Game, view: GameState, hex_name: str) -> str:
    """The hex as the viewer knows it, as rich text for a tooltip; `view` is the viewer's view
    of the state (or the state itself when nothing is hidden)."""
    terrain = terrain_lines(game.battlefield, hex_name)
    parts = [f"<b>{escape(terrain[0])}</b>"] + [escape(line) for line in terrain[1:]]
    for line in (_cover_line(game, hex_name), _movement_line(game, hex_name)):
        if line:
            parts.append(escape(line))
    for side in (Side.ALLIED, Side.AXIS):
        units = [u for u in view.units.values() if u.side == side and u.hex == hex_name and u.where == Where.MAP]
        if units:
            parts.append(f"<b>{escape(tr('{side}, %n unit(s)', n=len(units)).format(side=side_name(side.value)))}</b>")
            parts += [f"&nbsp;&nbsp;{escape(_unit_line(game, view, u))}" for u in units]
    parts += [escape(line) for line in _marker_lines(game, view, hex_name)]
    return "<p style='white-space:pre'>" + "<br>".join(parts) + "</p>"


def viewer_view(game: Game, state: GameState, viewer: Side | None) -> GameState:
    """What `viewer` may know (None: everything, the state as it is)."""
    return view_state(game, state, viewer, 0) if viewer is not None else state


class HexHover(QObject):
    """Shows `hover_html` as the map's tooltip; the window calls `reset` when the state changes."""

    def __init__(self, window: TestRunWindow) -> None:
        super().__init__(window)
        self.window = window
        self._view: GameState | None = None
        window.view.viewport().installEventFilter(self)

    def reset(self) -> None:
        self._view = None

    def view(self) -> GameState:
        if self._view is None:
            w = self.window
            self._view = viewer_view(w.game, w.state, w.viewer())
        return self._view

    def text_at(self, point: QPoint) -> str:
        """The popup's text for a point of the map's viewport ("" off the map or on the hand-over page)."""
        w = self.window
        if w.handing_over():
            return ""
        name = w.scene.hex_at(w.view.mapToScene(point))
        return hover_html(w.game, self.view(), name) if name is not None else ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.text_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), text, self.window.view.viewport())
            else:
                QToolTip.hideText()
            return True
        return False
