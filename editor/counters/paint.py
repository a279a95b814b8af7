"""Paint square counters with QPainter: the map's stacks and the palette's icons.

A counter is laid out in rows, as printed: the name at the top, a kind symbol
(NATO-style box) with any carried weapon beside it, the main values in large
type, and for vehicles and guns two corner values. Everything scales with the
counter's side `s`, so one function serves 24-pixel icons and 50-pixel counters.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from editor.counters.face import CounterFace
from editor.counters.style import marker_colour, nation_colour

SANS = "DejaVu Sans"
MIN_SQUEEZE = 0.65  # narrower than this and letters run together: elide instead


def font(pixels: float, bold: bool = False, condensed: bool = False) -> QFont:
    result = QFont(SANS)
    result.setPixelSize(max(1, round(pixels)))
    result.setBold(bold)
    if condensed:
        result.setStretch(QFont.Stretch.SemiCondensed)
    return result


def fitted_text(painter: QPainter, rect: QRectF, text: str, pixels: float, bold: bool = False,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """Text in a box: condensed and shrunk (down to 70%), then squeezed sideways (down to 65%),
    and elided only past that, so a name like "Feldwebel" is printed whole.

    Widths are measured with a 6% margin: a counter cached at a small zoom is drawn with
    hinted glyphs a little wider than the metrics say, which clipped the last letter."""
    room = rect.width() * 0.94
    for scale in (1.0, 0.9, 0.8, 0.7):
        chosen = font(pixels * scale, bold, condensed=scale < 1.0)
        metrics = QFontMetricsF(chosen)
        width = metrics.horizontalAdvance(text)
        if width <= room:
            break
    painter.setFont(chosen)
    flags = int(align | Qt.AlignmentFlag.AlignVCenter)
    if width <= room:
        painter.drawText(rect, flags, text)
        return
    squeeze = room / width
    if squeeze < MIN_SQUEEZE:
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room / MIN_SQUEEZE)
        squeeze = min(1.0, room / max(1.0, metrics.horizontalAdvance(text)))
    painter.save()
    anchor = {Qt.AlignmentFlag.AlignLeft: rect.left(), Qt.AlignmentFlag.AlignRight: rect.right()}.get(align, rect.center().x())
    painter.translate(anchor, 0)
    painter.scale(squeeze, 1.0)
    wide = QRectF((rect.left() - anchor) / squeeze, rect.top(), rect.width() / squeeze, rect.height())
    painter.drawText(wide, flags, text)
    painter.restore()


def paint_counter(painter: QPainter, rect: QRectF, face: CounterFace, shadow: bool = True,
                  details: bool = True) -> None:
    """One counter; `details` False paints only its colour and edge (a counter under another)."""
    s = rect.width()
    painter.save()
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        shade = marker_colour("shadow")
        shade.setAlphaF(0.35)
        painter.setBrush(shade)
        painter.drawRoundedRect(rect.translated(s * 0.05, s * 0.05), s * 0.08, s * 0.08)
    painter.setPen(QPen(marker_colour("edge"), max(0.8, s * 0.025)))
    painter.setBrush(nation_colour(face.nationality, "face"))
    painter.drawRoundedRect(rect, s * 0.08, s * 0.08)
    if not details:
        painter.restore()
        return
    _paint_title(painter, rect, face)
    _paint_middle(painter, rect, face)
    _paint_values(painter, rect, face)
    if face.pinned:
        _paint_pinned(painter, rect)
    if face.carried:
        paint_badge(painter, QPointF(rect.center().x(), rect.bottom()), f"+{face.carried}", s * 0.13)
    if face.hero:  # on the lower right corner, clear of the name and the values
        paint_hero_star(painter, QPointF(rect.right() - s * 0.16, rect.bottom() - s * 0.16), s * 0.15)
    painter.restore()


def paint_hero_star(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A gold five-pointed star: the Valor marker a hero starts with (22.5)."""
    points = [QPointF(centre.x() + (radius if i % 2 == 0 else radius * 0.45) * math.cos(math.radians(-90 + 36 * i)),
                      centre.y() + (radius if i % 2 == 0 else radius * 0.45) * math.sin(math.radians(-90 + 36 * i)))
              for i in range(10)]
    painter.save()
    painter.setPen(QPen(QColor("#5c4400"), max(0.6, radius * 0.12)))
    painter.setBrush(QColor("#e0a800"))
    painter.drawPolygon(QPolygonF(points))
    painter.restore()


def _paint_title(painter: QPainter, rect: QRectF, face: CounterFace) -> None:
    s = rect.width()
    band = QRectF(rect.left(), rect.top(), s, s * 0.24)
    path = QPainterPath()
    path.addRoundedRect(rect, s * 0.08, s * 0.08)
    painter.save()
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    painter.fillRect(band, nation_colour(face.nationality, "band"))
    painter.restore()
    painter.setPen(nation_colour(face.nationality, "text"))
    fitted_text(painter, band.adjusted(s * 0.05, 0, -s * 0.05, 0), face.title, s * 0.17, bold=True)


def _paint_middle(painter: QPainter, rect: QRectF, face: CounterFace) -> None:
    """The kind symbol, with a carried weapon's tag to its right and the E mark."""
    s = rect.width()
    row = QRectF(rect.left() + s * 0.07, rect.top() + s * 0.29, s * 0.86, s * 0.25)
    symbol_width = s * 0.36 if face.weapons else s * 0.44
    symbol = QRectF(row.left() if face.weapons else row.center().x() - symbol_width / 2, row.top(), symbol_width, row.height())
    paint_kind_symbol(painter, symbol, face)
    if face.weapons:
        tag = QRectF(symbol.right() + s * 0.04, row.top() + s * 0.01, row.right() - symbol.right() - s * 0.04, row.height() - s * 0.02)
        painter.setPen(QPen(marker_colour("edge"), max(0.6, s * 0.015)))
        painter.setBrush(marker_colour("weapon"))
        painter.drawRoundedRect(tag, s * 0.04, s * 0.04)
        painter.setPen(marker_colour("weapon_text"))
        fitted_text(painter, tag.adjusted(s * 0.02, 0, -s * 0.02, 0), face.weapons[0], s * 0.15, bold=True)
    if face.elite:
        paint_badge(painter, QPointF(rect.right() - s * 0.12, row.center().y()), "E", s * 0.1,
                    marker_colour("elite"), marker_colour("edge"))


def paint_kind_symbol(painter: QPainter, box: QRectF, face: CounterFace) -> None:
    """NATO-style symbols: X infantry, star leader, oval armour, wheels vehicle, gun tube."""
    colour = nation_colour(face.nationality, "text")
    width = max(0.7, box.height() * 0.09)
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    kind = face.kind
    if kind in ("squad", "half_squad"):
        painter.drawRect(box)
        painter.drawLine(box.topLeft(), box.bottomRight())
        if kind == "squad":
            painter.drawLine(box.bottomLeft(), box.topRight())
    elif kind == "leader":
        _star(painter, box.center(), box.height() * 0.55, colour)
    elif kind == "afv":
        painter.drawRect(box)
        inner = box.adjusted(box.width() * 0.18, box.height() * 0.25, -box.width() * 0.18, -box.height() * 0.25)
        painter.drawRoundedRect(inner, inner.height() / 2, inner.height() / 2)
    elif kind == "vehicle":
        painter.drawRect(box)
        r = box.height() * 0.14
        for fx in (0.3, 0.7):
            painter.drawEllipse(QPointF(box.left() + box.width() * fx, box.center().y()), r, r)
    elif kind == "gun":
        painter.drawRect(box)
        y = box.center().y()
        painter.drawLine(QPointF(box.left() + box.width() * 0.2, y), QPointF(box.right() - box.width() * 0.2, y))
        painter.drawEllipse(QPointF(box.left() + box.width() * 0.3, y), box.height() * 0.14, box.height() * 0.14)
    elif kind == "support_weapon":
        painter.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
    else:
        painter.drawRect(box)


def _star(painter: QPainter, centre: QPointF, radius: float, colour) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = math.radians(-90 + 36 * i)
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon(QPolygonF(points))


def _paint_values(painter: QPainter, rect: QRectF, face: CounterFace) -> None:
    s = rect.width()
    painter.setPen(nation_colour(face.nationality, "text"))
    corners = bool(face.bottom_left or face.bottom_right)
    main = QRectF(rect.left() + s * 0.04, rect.top() + s * 0.55, s * 0.92, s * (0.25 if corners else 0.4))
    fitted_text(painter, main, face.main, s * (0.24 if corners else 0.3), bold=True)
    if corners:
        low = QRectF(rect.left() + s * 0.07, rect.top() + s * 0.78, s * 0.86, s * 0.2)
        fitted_text(painter, low, face.bottom_left, s * 0.16, align=Qt.AlignmentFlag.AlignLeft)
        fitted_text(painter, low, face.bottom_right, s * 0.16, align=Qt.AlignmentFlag.AlignRight)


def _paint_pinned(painter: QPainter, rect: QRectF) -> None:
    """A red frame and a PIN tab: the unit starts pinned (13.6)."""
    s = rect.width()
    painter.setPen(QPen(marker_colour("pinned"), s * 0.07))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(s * 0.035, s * 0.035, -s * 0.035, -s * 0.035), s * 0.06, s * 0.06)
    tab = QRectF(rect.left() - s * 0.06, rect.top() + s * 0.33, s * 0.5, s * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(marker_colour("pinned"))
    painter.drawRoundedRect(tab, s * 0.04, s * 0.04)
    painter.setPen(marker_colour("pinned_text"))
    fitted_text(painter, tab, "PIN", s * 0.15, bold=True)


def paint_badge(painter: QPainter, centre: QPointF, text: str, radius: float, fill=None, ink=None) -> None:
    """A round badge: a stack's count, a passenger count, the E mark."""
    painter.setPen(QPen(marker_colour("edge"), max(0.6, radius * 0.15)))
    painter.setBrush(fill if fill is not None else marker_colour("badge"))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(ink if ink is not None else marker_colour("badge_text"))
    painter.setFont(font(radius * 1.25, bold=True))
    painter.drawText(QRectF(centre.x() - radius * 1.5, centre.y() - radius, radius * 3, radius * 2),
                     Qt.AlignmentFlag.AlignCenter, text)


def paint_facing_arrow(painter: QPainter, centre: QPointF, distance: float, facing: int, size: float) -> None:
    """A bold arrowhead pointing at the faced hexside (0 N, clockwise), `distance` from the centre."""
    angle = math.radians(-90.0 + 60.0 * facing)
    ux, uy = math.cos(angle), math.sin(angle)
    px, py = -uy, ux
    tip = QPointF(centre.x() + ux * (distance + size), centre.y() + uy * (distance + size))
    base = QPointF(centre.x() + ux * distance, centre.y() + uy * distance)
    left = QPointF(base.x() + px * size * 0.75, base.y() + py * size * 0.75)
    right = QPointF(base.x() - px * size * 0.75, base.y() - py * size * 0.75)
    painter.setPen(QPen(marker_colour("facing_edge"), max(0.8, size * 0.14), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(marker_colour("facing"))
    painter.drawPolygon(QPolygonF([tip, left, right]))
