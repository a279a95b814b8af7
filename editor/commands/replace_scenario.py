from __future__ import annotations

from core.scenario import Scenario
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument


class ReplaceScenario(ScenarioCommand):
    """The whole scenario at once (a generated battle, recovered changes), as one undo step."""

    def __init__(self, document: ScenarioDocument, after: Scenario, label: str) -> None:
        super().__init__(document, after, label)
