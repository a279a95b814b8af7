"""Moving a stack on the test run's map: the shaded next steps, the previewed path, the walk.

While a person moves a stack, the hexes it may step into are shaded with their MP;
hovering a hex further away (or clicking it once) previews the whole path there with
the MP spent on each hex and the danger of opportunity fire; a click on the previewed
hex walks the path through the engine's listed MoveSteps, one by one, stopping where
the engine lists no step on (fire stopped the stack, a hidden enemy barred the way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game.actions import MoveStep
from editor.i18n import tr
from editor.testrun.path_preview import DANGER_CP, PathPlanner, PathPreview, PathStep, next_step, step_costs

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


class MoveControl:
    def __init__(self, window: TestRunWindow) -> None:
        self.window = window
        self._planner: PathPlanner | None = None
        self.preview: PathPreview | None = None

    def moving_by_hand(self) -> bool:
        return self.window.state.moving is not None and self.window.human_to_act()

    def refresh(self) -> None:
        """After each action: a new state, so the old plan and preview are gone."""
        self._planner = None
        self._show(None)
        self._shade_steps()

    def planner(self) -> PathPlanner:
        if self._planner is None:
            w = self.window
            self._planner = PathPlanner(w.game, w.state, w.viewer())
        return self._planner

    def hover(self, name: str | None) -> None:
        if not self.moving_by_hand():
            return
        self._show(self.planner().preview(name) if name is not None else None)

    def click(self, name: str) -> bool:
        """Whether the click moved (or previewed) the stack; False leaves it to selection."""
        if not self.moving_by_hand():
            return False
        w = self.window
        if name in w.scene.shaded:
            steps = [a for a in w.legal if isinstance(a, MoveStep) and a.hex == name]
            if len(steps) == 1:
                w.act(steps[0])
                return True
        preview = self.planner().preview(name)
        if preview is None:
            return False
        if self.preview is None or self.preview.goal != name:  # a first click (no hovering mouse) previews
            self._show(preview)
            return True
        self.walk(preview)
        return True

    def walk(self, preview: PathPreview) -> int:
        """Step along the previewed path through the listed actions; how many steps were taken."""
        w = self.window
        taken = 0
        for step in preview.steps:
            action = next_step(w.legal, step)
            if action is None or w.state.moving is None:
                break
            w.apply(action)
            taken += 1
            moving = w.state.moving
            if moving is None or not moving.path or moving.path[-1] != step.hex:
                break
        w.after_actions()
        return taken

    def _show(self, preview: PathPreview | None) -> None:
        self.preview = preview
        w = self.window
        if preview is None:
            w.scene.show_route([])
            return
        steps = []
        for step in preview.steps:
            danger = step.danger >= DANGER_CP or step.at_danger >= DANGER_CP
            label = tr("{mp:g} MP").format(mp=step.spent)
            if step.danger >= DANGER_CP:
                label += tr(", {cp:.2f} CP").format(cp=step.danger)
            if step.at_danger >= DANGER_CP:
                label += tr(", AT {p:.0%}").format(p=step.at_danger)
            steps.append((step.hex, label, danger))
        w.scene.show_route(steps)
        risky = [s for s in preview.steps if s.danger >= DANGER_CP or s.at_danger >= DANGER_CP]
        text = tr("Path to {hex}: %n hex(es), {mp:g} MP spent in all; click it to move there.", n=len(preview.steps)).format(
            hex=preview.goal, mp=preview.steps[-1].spent if preview.steps else 0)
        if risky:
            text += " " + tr("Opportunity fire possible at {hexes}.").format(
                hexes=", ".join(_risk(s) for s in risky))
        w.reason.setText(text)

    def _shade_steps(self) -> None:
        """The hexes the moving stack may step into next, each with its MP cost."""
        w = self.window
        moving = w.state.moving
        if moving is None or not w.human_to_act():
            w.scene.shade({})
            return
        costs = step_costs(w.game, w.state, w.legal)
        w.scene.shade({h: tr("{mp:g} MP").format(mp=c) for h, c in costs.items()}, moving.path)


def _risk(step: PathStep) -> str:
    """One risky hex of the path: the expected CP of the opportunity fire, the AT chance."""
    parts = [tr("{cp:.2f} CP").format(cp=step.danger)] if step.danger >= DANGER_CP else []
    if step.at_danger >= DANGER_CP:
        parts.append(tr("AT hit {p:.0%}").format(p=step.at_danger))
    return tr("{hex} ({risk})").format(hex=step.hex, risk=", ".join(parts))
