"""The LOS probe tool: click a hex to see what it sees; hover another to see the line and why.

A click fans line of sight from the hex to every other (core.los, with the
scenario's smoke and bunkers) and tints each hex by its total hindrance, the
hexes out of sight greyed. Hovering a second hex draws the line, outlines
what blocked or hindered it, and lists the reasons in a small panel at the
view's corner. Right click or Esc leaves the tool. The probe edits nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QGraphicsView, QLabel

from core.hexes import Hex
from core.los import LosResult, Sightlines
from editor.document import Change
from editor.i18n import tr, tr_noop
from editor.los.overlay import SHADE_STYLE, LosLineItem, LosShadeItem
from editor.los.probe import ProbeSight, Shade, shades
from editor.map.geometry import map_rect
from editor.tools.base import Tool

PANEL_STYLE = ("QLabel { background: rgba(255, 255, 255, 235); color: #1d1b16; border: 1px solid #495057;"
               " border-radius: 6px; padding: 6px 8px; }")


def _legend() -> str:
    words = {Shade.CLEAR: tr_noop("clear"), Shade.ONE: tr_noop("+1"), Shade.TWO: tr_noop("+2"), Shade.THREE_OR_MORE: tr_noop("+3 or more"),
             Shade.BLOCKED: tr_noop("out of sight")}
    keys = [f"<span style='color:{SHADE_STYLE[shade][0]}; background:#868e96'>&nbsp;■&nbsp;</span> {tr(word)}"
            for shade, word in words.items()]
    return "<span style='color:#495057'>" + " &nbsp;".join(keys) + "</span>"


class LosProbeTool(Tool):
    name = "los"

    def __init__(self, probe: ProbeSight, on_deactivated: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.probe = probe
        self.on_deactivated = on_deactivated
        self.origin: Hex | None = None
        self.result: LosResult | None = None
        self.shade_item: LosShadeItem | None = None
        self.line_item: LosLineItem | None = None
        self.panel: QLabel | None = None
        self._sight: Sightlines | None = None

    # --- lifecycle -------------------------------------------------------------------------

    def activate(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().activate(scene)
        field = scene.document.battlefield
        self.shade_item = LosShadeItem(scene.layout, map_rect(field, scene.layout))
        self.line_item = LosLineItem(scene.layout)
        scene.addItem(self.shade_item)
        scene.addItem(self.line_item)
        views = scene.views()
        if views:  # a child of the view, not of its viewport, which scrolls its children with the map
            self.panel = QLabel(views[0])
            self.panel.setStyleSheet(PANEL_STYLE)
            self.panel.setTextFormat(Qt.TextFormat.RichText)
            self.panel.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        scene.document.changed.connect(self._document_changed)
        self._say(tr("<b>Line of sight</b><br>Click a hex to see what it sees. Esc leaves."))
        scene.message.emit(tr("LOS probe: click a hex, then point at another; right click or Esc to stop"))

    def deactivate(self) -> None:
        scene = self.scene
        if scene is not None:
            try:
                scene.document.changed.disconnect(self._document_changed)
            except (RuntimeError, TypeError):
                pass
            for item in (self.shade_item, self.line_item):
                if item is not None and item.scene() is scene:
                    scene.removeItem(item)
        if self.panel is not None:
            self.panel.deleteLater()
        self.panel = self.shade_item = self.line_item = None
        super().deactivate()
        if self.on_deactivated is not None:
            self.on_deactivated()

    # --- mouse ----------------------------------------------------------------------------------

    def mouse_pressed(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        if self.scene is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.scene.tool_cancelled.emit()
        elif event.button() == Qt.MouseButton.LeftButton and hex_name is not None:
            self.probe_from(hex_name)

    def mouse_moved(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        if self.scene is not None:
            self.scene.show_hover(hex_name)
        if hex_name is None or self.origin is None or self.scene is None:
            return
        if self.scene.document.battlefield.parse(hex_name) == self.origin:
            self._show_fan()  # pointing back at the probed hex: what it sees, not a line of range 0
        else:
            self.look_at(hex_name)

    # --- probing ---------------------------------------------------------------------------------

    def probe_from(self, hex_name: str) -> dict[Shade, int]:
        """Fan from a hex and tint the map; returns how many hexes got each tint."""
        assert self.scene is not None and self.shade_item is not None
        document = self.scene.document
        self.origin = document.battlefield.parse(hex_name)
        self._sight = self.probe.sightlines(document.played_battlefield, document.scenario)
        self.shade_item.set_shades(self.origin, shades(self._sight.fan(self.origin)))
        self._show_fan()
        return self.shade_item.counts

    def _show_fan(self) -> None:
        """The summary of what the probed hex sees, and no line."""
        if self.scene is None or self.shade_item is None or self.origin is None:
            return
        if self.line_item is not None:
            self.line_item.set_result(None)
        self.result = None
        counts = self.shade_item.counts
        seen = sum(n for shade, n in counts.items() if shade is not Shade.BLOCKED)
        name = self.scene.document.battlefield.name(self.origin)
        self._say(tr("<b>From {hex}</b>: sees %n hex(es), {blocked} out of sight.<br>Point at a hex for the line.", n=seen)
                  .format(hex=name, blocked=counts.get(Shade.BLOCKED, 0)))

    def look_at(self, hex_name: str) -> LosResult | None:
        """The line from the probed hex to another, drawn, with its reasons in the panel."""
        if self.origin is None or self._sight is None or self.scene is None:
            return None
        field = self.scene.document.battlefield
        target = field.parse(hex_name)
        self.result = self._sight.check(self.origin, target)
        if self.line_item is not None:
            self.line_item.set_result(self.result if target != self.origin else None)
        self._say(self.describe(self.result))
        return self.result

    def describe(self, result: LosResult) -> str:
        assert self.scene is not None
        field = self.scene.document.battlefield
        head = f"<b>{field.name(result.firer)} → {field.name(result.target)}</b>, {tr('range {n}').format(n=result.range)}: "
        if result.blocked:
            head += f"<span style='color:#c92a2a'><b>{tr('blocked')}</b></span>"
        elif result.hindrance:
            head += f"<span style='color:#d9480f'><b>{tr('hindrance +{n}').format(n=result.hindrance)}</b></span>"
        else:
            head += f"<span style='color:#2b8a3e'><b>{tr('clear')}</b></span>"
        reasons = result.reasons(field)
        if not reasons:
            return head
        return head + "<br>" + "<br>".join(f"• {escape(line)}" for line in reasons)

    def panel_text(self) -> str:
        return self.panel.text() if self.panel is not None else ""

    def _say(self, html: str) -> None:
        if self.panel is None:
            return
        self.panel.setText(html + "<br>" + _legend())
        self.panel.adjustSize()
        view = self.panel.parentWidget()
        corner = view.viewport().geometry().topLeft() if isinstance(view, QGraphicsView) else QPoint(0, 0)
        self.panel.move(corner + QPoint(10, 10))
        self.panel.show()
        self.panel.raise_()

    def _document_changed(self, change: Change) -> None:
        """Smoke or a bunker may have changed: probe again from the same hex. New boards end the probe."""
        if change.battlefield and self.scene is not None:
            self.scene.tool_cancelled.emit()
        elif self.origin is not None and self.scene is not None:
            self.probe_from(self.scene.document.battlefield.name(self.origin))
