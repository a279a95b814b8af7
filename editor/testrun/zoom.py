"""Zoom for the test run's map: a readable start, keys (+, −, Ctrl+0, F) and buttons over the map.

Fitting a whole battlefield in the window leaves counters a few pixels wide; a
player wants to read the counters of the side about to act. The window therefore
opens at READABLE_SCALE (a counter about 60 pixels wide, the printed counter with
every factor) centred on that side's units, unless the whole map fits at that
scale anyway. Ctrl+0 goes back to that zoom, F fits the whole map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QToolButton, QWidget

from core.game.state import Where
from editor.i18n import tr
from editor.testrun.board_view import MAX_SCALE, MIN_SCALE, ZOOM_STEP

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

READABLE_SCALE = 1.0


class ZoomControl(QObject):
    def __init__(self, window: TestRunWindow) -> None:
        super().__init__(window)
        self.window = window
        self._untouched = True  # until the player zooms, scrolls or clicks, the readable start follows every resize
        view = window.view
        view.viewport().installEventFilter(self)
        self.buttons = QWidget(view)  # on the view, not its viewport: scrolling the map moves the viewport's children
        self.buttons.setObjectName("zoom_buttons")
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        self.zoom_in, self.zoom_out, self.readable, self.fit = (QToolButton(), QToolButton(), QToolButton(), QToolButton())
        for button, text, tip, slot in (
                (self.zoom_in, "+", tr("Zoom in (+)"), lambda: self.step(ZOOM_STEP)),
                (self.zoom_out, "−", tr("Zoom out (−)"), lambda: self.step(1 / ZOOM_STEP)),
                (self.readable, "1:1", tr("Readable counters, centred on the side to act (Ctrl+0)"), self.open_readable),
                (self.fit, tr("Fit"), tr("The whole map (F)"), self.fit_whole)):
            button.setText(text)
            button.setToolTip(tip)
            button.setAutoRaise(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            row.addWidget(button)
        self.buttons.adjustSize()
        self.buttons.move(view.viewport().pos() + QPoint(6, 6))
        for keys, slot in ((("+", "="), lambda: self.step(ZOOM_STEP)), (("-",), lambda: self.step(1 / ZOOM_STEP)),
                           (("Ctrl+0",), self.open_readable), (("F",), self.fit_whole)):
            for key in keys:
                QShortcut(QKeySequence(key), window, activated=slot)  # type: ignore[call-overload]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.Wheel, QEvent.Type.KeyPress):
            self._untouched = False
        elif self._untouched and kind == QEvent.Type.Resize and self.window.isVisible():
            # The window settles in several resizes (menu bar, docks, the screen's cap): the opening
            # zoom is worked out again for each, until the player takes the view over.
            self.open_readable()
        return False

    def scale(self) -> float:
        return self.window.view.transform().m11()

    def step(self, factor: float) -> None:
        """Zoom about the view's centre (the keys and buttons have no mouse position to keep)."""
        view = self.window.view
        self._untouched = False
        wanted = self.scale() * factor
        if not MIN_SCALE <= wanted <= MAX_SCALE:
            return
        anchor = view.transformationAnchor()
        view.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        view.scale(factor, factor)
        view.setTransformationAnchor(anchor)

    def fit_whole(self) -> None:
        """The whole map, kept when the window is resized later (the player chose it)."""
        self._untouched = False
        self.window.view.fit()

    def open_readable(self) -> None:
        """Counters readable, the side to act's units in the middle; the whole map if it fits so."""
        w = self.window
        view = w.view
        rect = w.scene.sceneRect()
        viewport = view.viewport().size()
        fits = min(viewport.width() / max(rect.width(), 1), viewport.height() / max(rect.height(), 1))
        if fits >= READABLE_SCALE:
            view.fit()
            return
        view.resetTransform()
        view.scale(READABLE_SCALE, READABLE_SCALE)
        view.centerOn(self.focus())

    def focus(self) -> QPointF:
        """The middle of the units of the side to act (the map's centre when it has none on it)."""
        w = self.window
        side = w.to_act()
        points = [w.scene.centre_of(u.hex) for u in w.state.units.values()
                  if u.side == side and u.where == Where.MAP and u.hex]
        if not points:
            return w.scene.sceneRect().center()
        return QPointF(sum(p.x() for p in points) / len(points), sum(p.y() for p in points) / len(points))
