"""The line-of-sight tool inside the test run: the editor's LOS overlay on the game's battlefield.

With the tool on, a click on a hex fans line of sight from it (the game's own
Sightlines, with the smoke now on the map: Game.sight) and tints every hex as
the editor's probe does (editor.los); hovering another hex draws the line and
the reasons. It reads the game and never acts: clicks do not select or move
while it is on. It shows terrain and smoke only, so fog of war hides nothing more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.hexes import Hex
from core.los import LosResult
from editor.i18n import tr
from editor.los.overlay import LosLineItem, LosShadeItem
from editor.los.probe import Shade, shades

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


class LosMode:
    def __init__(self, window: TestRunWindow) -> None:
        self.window = window
        scene = window.scene
        self.shade_item = LosShadeItem(scene.layout, scene.background.map_rect)
        self.line_item = LosLineItem(scene.layout)
        self.origin: Hex | None = None
        self.result: LosResult | None = None
        self.active = False

    def set_active(self, on: bool) -> None:
        scene = self.window.scene
        self.active = on
        for item in (self.shade_item, self.line_item):
            if on and item.scene() is None:
                scene.addItem(item)
            elif not on and item.scene() is scene:
                scene.removeItem(item)
        self.origin, self.result = None, None
        self.shade_item.set_shades(None, {})
        self.line_item.set_result(None)
        self.window.reason.setText(tr("Line of sight: click a hex to see what it sees, then point at another. "
                                      "L or Esc leaves.") if on else "")

    def click(self, name: str) -> dict[Shade, int]:
        """Fan from the hex; how many hexes got each tint."""
        game = self.window.game
        self.origin = game.hex(name)
        self.shade_item.set_shades(self.origin, shades(game.sight(self.window.state).fan(self.origin)))
        self.line_item.set_result(None)
        counts = self.shade_item.counts
        seen = sum(n for shade, n in counts.items() if shade is not Shade.BLOCKED)
        self.window.reason.setText(tr("From {hex}: sees %n hex(es), {blocked} out of sight. Point at a hex for the line.", n=seen)
                                   .format(hex=name, blocked=counts.get(Shade.BLOCKED, 0)))
        return counts

    def hover(self, name: str | None) -> None:
        if not self.active or self.origin is None or name is None:
            return
        game = self.window.game
        target = game.hex(name)
        self.result = game.sight(self.window.state).check(self.origin, target)
        self.line_item.set_result(self.result if target != self.origin else None)
        self.window.reason.setText(self.describe(self.result))

    def describe(self, result: LosResult) -> str:
        field = self.window.game.battlefield
        if result.blocked:
            verdict = tr("blocked")
        elif result.hindrance:
            verdict = tr("hindrance +{n}").format(n=result.hindrance)
        else:
            verdict = tr("clear")
        head = tr("{a} → {b}, range {n}: {verdict}").format(a=field.name(result.firer), b=field.name(result.target),
                                                           n=result.range, verdict=verdict)
        reasons = result.reasons(field)
        limit = getattr(self.window.game.sight(self.window.state), "limit", None)  # a night (Visibility rule)
        if result.blocked and limit is not None and result.range > limit:
            reasons = [tr("night: no one sees farther than {n} hexes").format(n=limit), *reasons]
        return head + ("; " + "; ".join(reasons) if reasons else "")
