"""The last balance run's heat map drawn on the editor's own map (View > Balance heat map).

The same fills, dots and rings as the picture on the Estimate balance dialog's "Where and
why" tab (editor.balance.heatmap.paint_heat), painted by one scene item over the terrain
and under the counters, so a designer can edit the scenario with the casualties of the
last run in sight: "they all die in I5" next to the hedge that could cover I5.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.balance.explain import Explanation
from core.boards.battlefield import Battlefield
from core.hexes import Layout
from editor.balance.heatmap import paint_heat

Z_HEAT = 7.5
"""Over the ground, the LOS tints and a reinforcement edge's tint; under the counters."""


class HeatOverlay(QGraphicsItem):
    def __init__(self, battlefield: Battlefield, layout: Layout, explanation: Explanation, objectives: list[str],
                 rect: QRectF) -> None:
        super().__init__()
        self.battlefield, self.layout, self.explanation = battlefield, layout, explanation
        self.objectives, self.rect = objectives, rect
        self.setZValue(Z_HEAT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the map beneath

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_heat(painter, self.battlefield, self.layout, self.explanation, self.objectives)
