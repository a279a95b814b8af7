"""Watching the computer: where its last action happened, outlined on the map with its reason,
and the view kept on the acting stack.

The mark stays until the computer's next action (or until the person acts); it is only
drawn where the viewer may see (editor.testrun.fog_filter), so it never points at a
hidden unit. The replay of the opponent's segment uses the same mark for each action.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsView

from core.game.actions import Action, FireAT
from core.game.state import GameState
from editor.battlefield.overlay_items import HexOutlineItem
from editor.battlefield.tiles import TILE, level_for
from editor.testrun.board_scene import HEX_SIZE, Z_COST, BoardScene
from editor.testrun.describe import action_text
from editor.testrun.fog_filter import Sight, reason_text
from editor.testrun.setup import Mode

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

MARK_COLOUR = QColor(235, 140, 20)
MAX_TEXT = 70  # characters of the reason on the map; the reason line holds all of it
FOLLOW_MARGIN = 60  # scene units kept between the followed hex and the view's edge


def acting_ids(state: GameState, action: Action) -> list[str]:
    """The units that act: the action's own, else those of the move under way."""
    ids = list(getattr(action, "units", ()))
    ids += [getattr(action, n) for n in ("unit", "source", "transport") if isinstance(getattr(action, n, None), str)]
    if not ids and state.moving is not None:
        ids = list(state.moving.units)
    return ids


def action_hexes(state: GameState, action: Action, ids: list[str]) -> list[str]:
    """Where the action happened after it was applied: the acting stack's hex, then its target's."""
    found = [state.units[i].hex for i in ids if i in state.units and state.units[i].hex]
    target = getattr(action, "target", None) or getattr(action, "hex", None)
    if isinstance(action, FireAT) and action.target in state.units:
        target = state.units[action.target].hex
    hexes = [h for h in found if h] + ([target] if isinstance(target, str) and ":" in target else [])
    return list(dict.fromkeys(hexes))


def tile_keys(scene: BoardScene, rect: QRectF, scale: float) -> list[tuple[float, int, int]]:
    """The map's background tiles (editor.battlefield.tiles) a view at `scale` shows over `rect`."""
    background = scene.background
    level = level_for(scale)
    span = TILE / level
    area = rect.intersected(background.rect)
    origin = background.rect.topLeft()
    cols = range(max(0, math.floor((area.left() - origin.x()) / span)), math.floor((area.right() - origin.x()) / span) + 1)
    rows = range(max(0, math.floor((area.top() - origin.y()) / span)), math.floor((area.bottom() - origin.y()) / span) + 1)
    return [(level, col, row) for row in rows for col in cols]


class ComputerMark:
    """An orange outline on the acting hex and a tag with the (short) reason under it."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.outline = HexOutlineItem(HEX_SIZE * 1.02, MARK_COLOUR, HEX_SIZE * 0.1, Z_COST + 0.5)
        self.outline.place(None, None)
        scene.addItem(self.outline)
        self.tag = QGraphicsRectItem()
        self.tag.setBrush(QColor(60, 40, 10, 225))
        self.tag.setPen(QPen(Qt.PenStyle.NoPen))
        self.tag.setZValue(Z_COST + 2)
        self.tag.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.label = QGraphicsSimpleTextItem(self.tag)
        font = QFont()
        font.setPixelSize(int(HEX_SIZE * 0.22))
        self.label.setFont(font)
        self.label.setBrush(QColor(255, 255, 255))
        scene.addItem(self.tag)
        self.tag.hide()
        self.hex_name: str | None = None
        self.text = ""
        self._view: QGraphicsView | None = None
        self._goal: QPointF | None = None  # where the view is on its way to
        self.marked = 0  # actions marked so far

    def place(self, hex_name: str | None, text: str = "") -> None:
        """Mark the hex with the text (None: no mark)."""
        self.hex_name, self.text = hex_name, text
        self.outline.place(hex_name, self.scene.centre_of(hex_name) if hex_name else None)
        if hex_name is None or not text:
            self.tag.hide()
            return
        short = text if len(text) <= MAX_TEXT else text[:MAX_TEXT - 1] + "…"
        self.label.setText(short)
        box = self.label.boundingRect()
        self.tag.setRect(QRectF(-box.width() / 2 - 4, 0, box.width() + 8, box.height() + 2))
        self.label.setPos(-box.width() / 2, 1)
        centre = self.scene.centre_of(hex_name)
        self.tag.setPos(centre.x(), centre.y() + HEX_SIZE * 0.9)
        self.tag.setToolTip(text)
        self.tag.show()

    def show_action(self, state: GameState, action: Action, ids: list[str], text: str, sight: Sight,
                    view: QGraphicsView | None = None) -> str | None:
        """Mark the first hex of the action the viewer may see and bring it into the view;
        returns the hex marked (None when all of it is out of sight)."""
        if set(ids) & sight.units:
            self.place(None)
            return None
        where = next((h for h in action_hexes(state, action, ids) if h not in sight.hexes), None)
        self.place(where, text)
        self.marked += where is not None
        if where is not None and view is not None:
            self.follow(view, where)
        return where

    def follow(self, view: QGraphicsView, hex_name: str) -> None:
        """Scroll just far enough to bring the hex and its tag into sight, once the map's tiles
        there are painted (a tile is painted the first time it is seen: several at once would
        stall the window)."""
        centre = self.scene.centre_of(hex_name)
        wanted = QRectF(centre.x() - HEX_SIZE, centre.y() - HEX_SIZE, 2 * HEX_SIZE, 3 * HEX_SIZE)
        shown = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(FOLLOW_MARGIN, FOLLOW_MARGIN,
                                                                                  -FOLLOW_MARGIN, -FOLLOW_MARGIN)
        dx = min(0.0, wanted.left() - shown.left()) + max(0.0, wanted.right() - shown.right())
        dy = min(0.0, wanted.top() - shown.top()) + max(0.0, wanted.bottom() - shown.bottom())
        if not dx and not dy:
            return
        start = view.mapToScene(view.viewport().rect().center())
        self._view, self._goal = view, QPointF(start.x() + dx, start.y() + dy)
        target = view.mapToScene(view.viewport().rect()).boundingRect().translated(dx, dy)
        self._warm(tile_keys(self.scene, target, view.transform().m11()), self._goal)

    def _warm(self, keys: list[tuple[float, int, int]], goal: QPointF) -> None:
        """Paint the map's tiles the view will show, one per turn of the event loop, then move
        there in one step (a newer goal drops this one)."""
        if goal is not self._goal or self._view is None:
            return
        if not keys:
            self._view.centerOn(goal)
            return
        self.scene.background.tile(*keys[0])
        QTimer.singleShot(0, self.scene, lambda: self._warm(keys[1:], goal))


class ComputerWatch:
    """The window's eyes on the computer: after each of its actions the mark and the view move."""

    def __init__(self, window: TestRunWindow) -> None:
        self.window = window
        self.mark = ComputerMark(window.scene)

    def after(self, action: Action, reason: str | None, ids: list[str], by_computer: bool) -> None:
        """Called once the action is applied; a person's action clears the computer's mark."""
        w = self.window
        if not by_computer:
            self.mark.place(None)
            return
        if not ids and not action_hexes(w.state, action, ids):
            return  # the end of a phase happens nowhere: the last move stays marked
        sight = w.told.sight(w.game, w.state, w.viewer())
        types = {u.id: w.game.info(u.type).name for u in w.state.units.values() if u.type in w.game.catalogue}
        text = reason_text(reason, sight) or action_text(w.game, action, types)
        full_speed = w.setup.mode is Mode.COMPUTER_ONLY and w.bar.delay_ms() == 0  # no one could follow the view
        self.mark.show_action(w.state, action, ids, text, sight, None if full_speed else w.view)
