"""How likely the attacker is to win a generated battle: a model fitted from played games.

Unit points only guess at balance. The model is a logistic regression of "the
attacker won" on what the generator decides before it balances the forces: the
size and scenario type, the battle location, the nations, the force type and
role, the vehicles each side drew, and the log of the force ratio (attacker
points per defender point, fortifications counting for the defender). It was
fitted from computer-vs-computer games of generated battles, `ai:normal` on
both sides (generator/calibration.py; how, when and from what is recorded in
the model file itself).

The generator uses it both ways round: `fair_ratio` is the force ratio at which
the attacker is expected to win the model's goal share (0.55, the middle of the
45-65% a fair battle promises), and `win_rate` is the expected attacker win
rate of the battle as finally dealt, which the dialog and `vvs generate --json`
show.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from core.jsonio import validate
from core.resources import package_dir
from generator.force_data import force_tables

MODEL_FILE = "balance-model.json"

Features = dict[str, float]

EXTRA_TURNS = (-1, 0, 1, 2)
"""Turns the balancing may add to or take from a size's standard length (generator/data/forces.json)."""


@dataclass(frozen=True)
class Plan:
    """What the balancing aims at: attacker points per defender point, and turns added to the size's standard."""

    ratio: float
    extra_turns: int = 0


@dataclass(frozen=True)
class BalanceModel:
    goal: float  # the attacker win rate a fair battle aims at
    weights: Mapping[str, float]
    made: Mapping[str, Any]  # how the model was fitted, for people

    def logit(self, features: Mapping[str, float]) -> float:
        return sum(self.weights.get(name, 0.0) * value for name, value in features.items())

    def win_rate(self, features: Mapping[str, float]) -> float:
        return 1.0 / (1.0 + math.exp(-self.logit(features)))

    def fair_plan(self, features: Mapping[str, float], size: str, scenario_type: str) -> Plan:
        """The plan at which the expected attacker win rate is the goal: the standard length with
        the force ratio that makes it fair, or, when that ratio lies outside what the balancing
        may aim at (forces.json: balance.min_ratio-max_ratio), the fewest turns added or taken
        that bring it inside; failing that, the nearest reachable plan."""
        rules = force_tables().balance
        best: tuple[float, Plan] | None = None
        for extra in sorted(EXTRA_TURNS, key=abs):
            ratio = self._fair_ratio(with_turns(features, scenario_type, extra), ratio_feature(size, scenario_type))
            clamped = min(rules.max_ratio, max(rules.min_ratio, ratio))
            if clamped == ratio:
                return Plan(ratio, extra)
            miss = abs(math.log(ratio / clamped))
            if best is None or miss < best[0]:
                best = (miss, Plan(clamped, extra))
        assert best is not None
        return best[1]

    def _fair_ratio(self, features: Mapping[str, float], ratio_name: str) -> float:
        slope = self.weights.get(ratio_name, 0.0)
        base = self.logit({k: v for k, v in features.items() if k != ratio_name})
        if slope <= 0:  # more attackers would not help: no ratio is fair
            return math.inf if base < 0 else 0.0
        return math.exp(max(-50.0, min(50.0, (math.log(self.goal / (1 - self.goal)) - base) / slope)))


def with_turns(features: Mapping[str, float], scenario_type: str, extra_turns: int) -> Features:
    """The features with the turns added replaced by `extra_turns`."""
    kept = {name: value for name, value in features.items() if not name.startswith("extra_turns:")}
    return {**kept, **turns_features(scenario_type, extra_turns)}


def ratio_feature(size: str, scenario_type: str) -> str:
    """The ratio's slope is fitted per size and type: an exit battle turns on numbers otherwise than a fight to the last man."""
    return f"log_ratio:{size}/{scenario_type}"


def turns_features(scenario_type: str, extra_turns: int) -> Features:
    """One indicator per scenario type and number of turns added, none at the standard length: a
    turn taken away costs an attacker far more than a turn added gives it (measured), which one
    slope per turn could not say."""
    return {f"extra_turns:{scenario_type}/{extra_turns}": 1.0} if extra_turns else {}


def battle_features(*, size: str, scenario_type: str, template: str, location: str, attacker: str, allied: str,
                    force_type: str, role: str, attacker_tanks: int, defender_armour: int, ratio: float,
                    extra_turns: int) -> Features:
    """The model's inputs for one battle (one-hot names for the choices, counts as numbers)."""
    return {
        "bias": 1.0,
        f"cell:{size}/{scenario_type}": 1.0,
        ratio_feature(size, scenario_type): math.log(ratio),
        **turns_features(scenario_type, extra_turns),
        f"location:{template}/{location}": 1.0,
        f"attacker:{attacker}": 1.0,
        f"allied:{allied}": 1.0,
        f"force_type:{force_type}": 1.0,
        f"role:{role}": 1.0,
        "attacker_tanks": float(attacker_tanks),
        "defender_armour": float(defender_armour),
    }


@cache
def balance_model() -> BalanceModel:
    """The shipped model, checked against schemas/balance-model.schema.json."""
    path = package_dir("generator") / "data" / MODEL_FILE
    document = json.loads(path.read_text(encoding="utf-8"))
    validate(document, "balance-model.schema.json", MODEL_FILE)
    return BalanceModel(float(document["goal"]), dict(document["weights"]), dict(document["made"]))
