"""A balance run kept with the scenario (`Scenario.balance`), and whether it still applies.

The fingerprint covers everything the engine reads: the scenario without its
title, briefing and the measurement itself (the format number is
hashed as 1 whatever it is: a file migrated to a newer format is the same battle). A measurement whose fingerprint no
longer matches was made on another version of the scenario; the editor says so.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace

from core.balance.summary import LEVELS, OUTCOMES, Rate, Summary
from core.jsonio import dumps_canonical
from core.scenario import ExplainedBalance, MeasuredBalance, Scenario
from core.scenario.io import to_dict

DETAILS = ("title", "description", "balance")
"""What a designer may change without changing the battle the games measured."""


def rules_fingerprint(scenario: Scenario) -> str:
    document = {key: value for key, value in to_dict(scenario).items() if key not in DETAILS}
    document["format"] = 1  # the same battle in any format: measurements made before format 2 stay current
    return hashlib.sha256(dumps_canonical(document).encode("utf-8")).hexdigest()[:16]


def measured(scenario: Scenario, summary: Summary, seed: int, attacker: str, defender: str) -> MeasuredBalance:
    outcomes = tuple(summary.outcomes[name].count for name in OUTCOMES)
    levels = tuple(summary.levels[name] for name in LEVELS)
    return MeasuredBalance(summary.games, seed, (attacker, defender), (outcomes[0], outcomes[1], outcomes[2]),
                           (levels[0], levels[1], levels[2], levels[3], levels[4]), round(summary.mean_turns, 2),
                           rules_fingerprint(scenario))


def with_balance(scenario: Scenario, summary: Summary, seed: int, attacker: str, defender: str,
                 explained: ExplainedBalance | None = None) -> Scenario:
    """The measurement kept with the scenario; `explained`, the skill and luck figures of `--explain`, with it."""
    return replace(scenario, balance=replace(measured(scenario, summary, seed, attacker, defender), explained=explained))


def is_current(scenario: Scenario) -> bool:
    """True when the scenario carries a measurement made on its present rules."""
    return scenario.balance is not None and scenario.balance.rules == rules_fingerprint(scenario)


def attacker_rate(balance: MeasuredBalance) -> Rate:
    return Rate.of(balance.outcomes[0], balance.games)


def describe(balance: MeasuredBalance) -> str:
    """`attacker wins 38% (33-43%) of 400 games, ai:normal against ai:normal`: one line for the briefing and the README."""
    return (f"attacker wins {attacker_rate(balance).text()} of {balance.games} games, "
            f"{balance.players[0]} against {balance.players[1]}")
