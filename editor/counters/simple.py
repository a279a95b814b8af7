"""Counters for a zoomed-out map: fewer, bigger words.

At 20-40% zoom a printed counter's 10-pixel title becomes 3 pixels and nothing
can be read, so the map switches level of detail: below DETAIL_ZOOM a counter
shows its short name and main values in type twice as large; below CHIT_ZOOM
it becomes a nation-coloured chit with its one main factor (an infantry unit's
firepower, a leader's modifier, a vehicle's gun) filling it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from editor.counters.face import CounterFace
from editor.counters.paint import fitted_text
from editor.counters.style import marker_colour, nation_colour

DETAIL_ZOOM = 0.7  # at and above: the full printed counter
CHIT_ZOOM = 0.38  # below: a chit with one factor


def main_factor(face: CounterFace) -> str:
    """The one value a chit shows: "4-6-5" -> "4", "-1" stays, "D-12" stays, "MG 3/3" -> "MG"."""
    if face.kind in ("squad", "half_squad"):
        return face.main.split("-")[0]
    if face.main.startswith("MG "):
        return "MG"
    return face.main


def paint_simple_counter(painter: QPainter, rect: QRectF, face: CounterFace, chit: bool, details: bool = True) -> None:
    """A counter in big type: its short name over its main values, or (`chit`) one factor."""
    s = rect.width()
    painter.save()
    painter.setPen(QPen(marker_colour("edge"), max(0.8, s * 0.04)))
    painter.setBrush(nation_colour(face.nationality, "face"))
    painter.drawRoundedRect(rect, s * 0.1, s * 0.1)
    if details:
        painter.setPen(nation_colour(face.nationality, "text"))
        if chit:
            fitted_text(painter, rect.adjusted(s * 0.04, 0, -s * 0.04, 0), main_factor(face), s * 0.62, bold=True)
        else:
            title = QRectF(rect.left() + s * 0.04, rect.top() + s * 0.04, s * 0.92, s * 0.36)
            fitted_text(painter, title, face.title, s * 0.3, bold=True)
            values = QRectF(rect.left() + s * 0.03, rect.top() + s * 0.42, s * 0.94, s * 0.54)
            fitted_text(painter, values, face.main, s * 0.46, bold=True)
        if face.pinned:
            painter.setPen(QPen(marker_colour("pinned"), s * 0.09))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(s * 0.045, s * 0.045, -s * 0.045, -s * 0.045), s * 0.08, s * 0.08)
    painter.restore()
