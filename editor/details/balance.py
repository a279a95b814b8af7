"""The details panel's measured balance: what the last balance run found, and whether it still applies.

Read-only: a run (Scenario > Estimate balance, or `vvs balance --record`) writes
it, Undo takes it back. It is measured on the scenario's rules at the time
(core.balance.record); after an edit the engine would notice, the panel says
the numbers belong to an earlier version instead of quietly showing them as
current.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from core.balance.record import attacker_rate, is_current
from core.balance.summary import LEVELS, percent
from core.scenario import MeasuredBalance, Scenario
from editor.balance.chart import LEVEL_NAMES
from editor.i18n import tr

STALE_STYLE = "color: #c2410c; font-weight: bold;"


def levels_text(balance: MeasuredBalance) -> str:
    """`Major victory 25%, Minor victory 8%, ...`: the attacker's five levels in one line."""
    return ", ".join(f"{tr(LEVEL_NAMES[level])} {percent(count / balance.games if balance.games else 0.0)}%"
                     for level, count in zip(LEVELS, balance.levels))


class BalanceBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Measured balance"), parent)
        self.setObjectName("details_balance")
        layout = QVBoxLayout(self)
        self.result = QLabel()
        self.levels = QLabel()
        self.stale = QLabel(tr("Measured before the last rule changes: estimate again (Scenario > Estimate balance)."))
        self.stale.setStyleSheet(STALE_STYLE)
        for label in (self.result, self.levels, self.stale):
            label.setWordWrap(True)
            layout.addWidget(label)

    def refresh(self, scenario: Scenario) -> None:
        balance = scenario.balance
        self.levels.setVisible(balance is not None)
        self.stale.setVisible(balance is not None and not is_current(scenario))
        if balance is None:
            self.result.setText(tr("Not measured yet: Scenario > Estimate balance plays many computer games "
                                   "and keeps the result here."))
            self.setToolTip("")
            return
        self.result.setText(tr("Attacker wins {rate} of %n game(s), {attacker} against {defender}.", n=balance.games).format(
            rate=attacker_rate(balance).text(), attacker=balance.players[0],
            defender=balance.players[1]))  # core.balance.record.describe's words, translated
        self.levels.setText(tr("Victory levels (the attacker's): {levels}.").format(levels=levels_text(balance)))
        self.setToolTip(tr("Seeds {first}–{last}, {turns:.1f} turns on average").format(
            first=balance.seed, last=balance.seed + balance.games - 1, turns=balance.mean_turns))
