"""How an edit would move the attacker's win rate: a prediction, made before any game of it is played.

The prediction starts from what the scenario's own games measured (the
baseline run), in log-odds, and adds what the edit changes:

- **Material and turns**: the generator's balance model (generator/balance_model.py),
  a logistic regression fitted from 3,000 played computer-vs-computer battles,
  gives how the log-odds move with the log of the force ratio (its slope for the
  scenario's type, the mean over the three battle sizes) and with turns added or
  taken (one coefficient per type and count; two turns fewer, which it never
  saw, counts as twice one fewer). The force ratio is the attacker's points per
  defender point (core.units.point_value), a reinforcement group counting for the
  share of the turns it is on the map, so a group brought a turn earlier adds
  material too.
- **Goals**, re-scored from the games already played: the objectives each game's
  attacker held at its end (its trace) decide it again under the edited goal
  (the rule of seed 004, as core/game/victory.py applies it), and the change in
  log-odds between the re-scored edited and unedited goals is added. For an exit
  goal, the victory levels the games reached say how many games exited at least
  1, a third, two thirds and all of the goal; a logistic curve in the number
  exited, fitted to those shares, says how the share that exits two thirds of
  the new goal (a win) moves.

It is a first guess to rank the candidates: the search then plays the best few
(core/balance/suggest.py), and only those measured rates are reported as rates.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from core.balance.games import GameRecord
from core.balance.suggest_edits import Edit
from core.scenario import Scenario
from core.units import default_catalogue, point_value

SIZES = ("small", "medium", "large")
WIN_LEVELS = ("major_victory", "minor_victory")
EXIT_SHARES = {"major_victory": Fraction(1), "minor_victory": Fraction(67, 100), "draw": Fraction(33, 100)}


def logit(p: float) -> float:
    return math.log(p / (1 - p))


def expit(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def smoothed(wins: float, games: int) -> float:
    """A rate that is never 0 or 1, so its log-odds exist (half a win and half a loss added)."""
    return (wins + 0.5) / (games + 1)


def material(scenario: Scenario, side: str) -> float:
    """The side's points, a reinforcement group's weighed by the share of the turns it plays."""
    catalogue = default_catalogue()

    def worth(unit_type: str) -> int:
        return point_value(catalogue.get(unit_type)) if unit_type in catalogue else 0

    setup = scenario.side(side)
    total = float(sum(worth(unit.type) for stack in setup.stacks for top in stack.units for unit in top.all_units()))
    for group in setup.reinforcements:
        share = max(0, scenario.turns - group.turn + 1) / scenario.turns
        total += share * sum(worth(unit.type) for top in group.units for unit in top.all_units())
    return total


def _log_ratio(scenario: Scenario) -> float:
    return math.log(max(material(scenario, scenario.attacker), 1.0) / max(material(scenario, scenario.defender), 1.0))


@cache
def _weights() -> dict[str, float]:
    """The generator's fitted coefficients, read from its data file (the rules core may not import the
    generator; the file is plain data, checked by the generator's own tests)."""
    from core.resources import package_dir

    document = json.loads((package_dir("generator") / "data" / "balance-model.json").read_text(encoding="utf-8"))
    return {str(name): float(value) for name, value in document["weights"].items()}


def ratio_slope(scenario_type: str) -> float:
    weights = _weights()
    return sum(weights.get(f"log_ratio:{size}/{scenario_type}", 0.0) for size in SIZES) / len(SIZES)


def turns_effect(scenario_type: str, change: int) -> float:
    weights = _weights()
    if change == -2:
        return 2 * weights.get(f"extra_turns:{scenario_type}/-1", 0.0)
    return weights.get(f"extra_turns:{scenario_type}/{change}", 0.0) if change else 0.0


def predict(base: Scenario, records: Sequence[GameRecord], edit: Edit) -> float:
    """The attacker's expected win rate (0-1) with the edit, from the baseline's games."""
    wins = sum(1 for r in records if r.winner == "attacker")
    shift = ratio_slope(base.type.value) * (_log_ratio(edit.scenario) - _log_ratio(base))
    if edit.kind == "turns":
        shift += turns_effect(base.type.value, edit.scenario.turns - base.turns)
    elif edit.kind in ("objectives_required", "remove_objective"):
        shift += logit(objective_rate(edit.scenario, records)) - logit(objective_rate(base, records))
    elif edit.kind == "exit_goal":
        shift += exit_shift(base, edit.scenario, records)
    return expit(logit(smoothed(wins, len(records))) + shift)


def objective_rate(scenario: Scenario, records: Sequence[GameRecord]) -> float:
    """The attacker's win rate had each traced game been judged on `scenario`'s objectives at its end."""
    wins, games = 0, 0
    hexes = {o.hex for o in scenario.objectives}
    for record in records:
        if record.trace is None or not record.trace.turns:
            continue
        margin, owners = record.trace.turns[-1]
        kept = [owner for name, owner in zip(record.trace.objectives, owners) if name in hexes]
        required = min(scenario.victory.objectives_required or len(kept), len(kept))
        wins += objective_win(sum(1 for owner in kept if owner == 0), len(kept), required, margin > 0)
        games += 1
    return smoothed(wins, games)


def objective_win(held: int, total: int, required: int, inflicted_more: bool) -> bool:
    """Seed 004's objective levels, reduced to "did the attacker win" (core.game.victory.objective_level)."""
    if total and held >= required:
        return True
    return held * 2 > total and inflicted_more


def exit_shift(base: Scenario, edited: Scenario, records: Sequence[GameRecord]) -> float:
    """How the log-odds of exiting two thirds of the goal move with the goal: a logistic curve of "exited
    at least k" in k, fitted to the shares the games' levels give (at least the goal, two thirds, a third, one)."""
    goal, new_goal = base.victory.exit_units or 1, edited.victory.exit_units or 1
    points: dict[int, float] = {}
    games = len(records)
    for share in EXIT_SHARES.values():
        at_least = _least(share, goal)
        reached = sum(1 for r in records if EXIT_SHARES.get(r.level, Fraction(0)) >= share)
        points[at_least] = logit(smoothed(reached, games))
    points.setdefault(1, logit(smoothed(sum(1 for r in records if r.level != "major_defeat"), games)))
    if len(points) < 2:
        return 0.0
    mean_k = sum(points) / len(points)
    mean_y = sum(points.values()) / len(points)
    spread = sum((k - mean_k) ** 2 for k in points)
    slope = sum((k - mean_k) * (y - mean_y) for k, y in points.items()) / spread
    return slope * (_least(EXIT_SHARES["minor_victory"], new_goal) - _least(EXIT_SHARES["minor_victory"], goal))


def _least(share: Fraction, goal: int) -> int:
    """The fewest units exited that make `share` of the goal (seed 004's shares are exact fractions)."""
    return max(1, math.ceil(share * goal))
