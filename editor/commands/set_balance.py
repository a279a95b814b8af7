"""Keep a finished balance run with the scenario's details (Scenario > Estimate balance).

One undo step, like any detail edit: the document becomes modified, saving
writes the measurement into the file, and Undo takes it back (restoring the
measurement it replaced, if any).
"""

from __future__ import annotations

from dataclasses import replace

from core.balance.record import with_balance
from core.balance.runs import Run
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetBalance(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, run: Run) -> None:
        """The run's summary, fingerprinted on the scenario its games played (the document's own
        unless it was edited meanwhile: then the measurement shows as out of date, as it is)."""
        played = with_balance(run.battle.scenario, run.summary, run.seed, run.battle.attacker, run.battle.defender)
        after = played if document.scenario == run.battle.scenario else replace(document.scenario, balance=played.balance)
        super().__init__(document, after, tr("Estimate balance (%n game(s))", n=len(run.records)))
