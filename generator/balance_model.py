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


@dataclass(frozen=True)
class BalanceModel:
    goal: float  # the attacker win rate a fair battle aims at
    weights: Mapping[str, float]
    made: Mapping[str, Any]  # how the model was fitted, for people

    def logit(self, features: Mapping[str, float]) -> float:
        return sum(self.weights.get(name, 0.0) * value for name, value in features.items())

    def win_rate(self, features: Mapping[str, float]) -> float:
        return 1.0 / (1.0 + math.exp(-self.logit(features)))

    def fair_ratio(self, features: Mapping[str, float], size: str) -> float:
        """The force ratio at which the expected attacker win rate is the goal, kept inside the
        range the balancing may aim at (forces.json: balance.min_ratio-max_ratio)."""
        rules = force_tables().balance
        slope = self.weights.get(ratio_feature(size), 0.0)
        base = self.logit({k: v for k, v in features.items() if k != ratio_feature(size)})
        if slope <= 0:  # more attackers would not help: aim in the middle of the range
            return math.sqrt(rules.min_ratio * rules.max_ratio)
        ratio = math.exp((math.log(self.goal / (1 - self.goal)) - base) / slope)
        return min(rules.max_ratio, max(rules.min_ratio, ratio))


def ratio_feature(size: str) -> str:
    return f"log_ratio:{size}"


def battle_features(*, size: str, scenario_type: str, template: str, location: str, attacker: str, allied: str,
                    force_type: str, role: str, attacker_tanks: int, defender_armour: int, ratio: float) -> Features:
    """The model's inputs for one battle (one-hot names for the choices, counts as numbers)."""
    return {
        "bias": 1.0,
        f"cell:{size}/{scenario_type}": 1.0,
        ratio_feature(size): math.log(ratio),
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
