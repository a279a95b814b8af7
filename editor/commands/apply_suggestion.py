"""Apply an edit that Suggest a fix measured (the balance dialog), as one undo step.

The edit was made on the scenario the search played; only the parts a designer
keeps beside the battle (its title, briefing and measured balance) are taken
from the document as it is now, so a measurement kept meanwhile survives (and
shows as out of date, as it is after the edit).
"""

from __future__ import annotations

from dataclasses import replace

from core.scenario import Scenario
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class ApplySuggestion(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, edited: Scenario, text: str) -> None:
        now = document.scenario
        after = replace(edited, title=now.title, description=now.description, balance=now.balance)
        super().__init__(document, after, tr("Apply suggestion: {edit}").format(edit=text))
