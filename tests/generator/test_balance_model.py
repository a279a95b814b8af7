"""The fair generator: the balance model's arithmetic, the balancing that follows it, and the
stored model being exactly what its games give."""

from __future__ import annotations

import math

import pytest

from generator.balance_model import EXTRA_TURNS, BalanceModel, Plan, balance_model, ratio_feature, with_turns
from generator.battle import generate_battle
from generator.calibration import anchor_shifts, fit, read_games, ridge_fit
from generator.force_data import force_tables
from generator.settings import Settings

FEATURES = {"bias": 1.0, "cell:small/exit": 1.0, ratio_feature("small", "exit"): 0.0}


def model(base: float, slope: float, per_turn: float = 0.4) -> BalanceModel:
    turns = {f"extra_turns:exit/{extra}": per_turn * extra for extra in EXTRA_TURNS if extra}
    return BalanceModel(0.55, {"bias": base, ratio_feature("small", "exit"): slope, **turns}, {})


def test_the_fair_plan_gives_the_goal_win_rate_at_the_standard_length_when_a_ratio_can():
    plan = model(-0.5, 3.0).fair_plan(FEATURES, "small", "exit")
    assert plan.extra_turns == 0
    expected = model(-0.5, 3.0).win_rate({**FEATURES, ratio_feature("small", "exit"): math.log(plan.ratio)})
    assert expected == pytest.approx(0.55)


def test_an_attacker_too_weak_for_any_ratio_gets_more_turns():
    rules = force_tables().balance
    weak = model(-2.5, 1.5)
    plan = weak.fair_plan(FEATURES, "small", "exit")
    assert plan.extra_turns > 0 and rules.min_ratio <= plan.ratio <= rules.max_ratio
    fewer = with_turns(FEATURES, "exit", plan.extra_turns - 1)
    assert weak._fair_ratio(fewer, ratio_feature("small", "exit")) > rules.max_ratio  # the fewest extra turns that bring it in reach


def test_when_nothing_reaches_the_goal_the_nearest_plan_is_taken():
    hopeless = model(-9.0, 1.0)
    plan = hopeless.fair_plan(FEATURES, "small", "exit")
    assert plan == Plan(force_tables().balance.max_ratio, max(EXTRA_TURNS))


def test_balancing_reaches_the_planned_ratio_within_its_tolerance():
    tolerance = force_tables().balance.tolerance
    for size, seed, aim in (("small", 3, 1.3), ("medium", 4, 0.9), ("large", 5, 1.5)):
        battle = generate_battle(Settings(size=size, scenario_type="objective"), seed, plan=Plan(aim, 1))
        assert abs(battle.ratio / aim - 1) <= tolerance
        assert battle.scenario.turns == force_tables().sizes[size].turns + 1
        assert battle.features[ratio_feature(size, "objective")] == pytest.approx(math.log(battle.ratio))


def test_a_generated_battle_is_aimed_at_the_goal_and_says_what_it_expects():
    goal = balance_model().goal
    for seed in range(1, 13):
        battle = generate_battle(Settings(size=("small", "medium", "large")[seed % 3]), seed)
        assert 0 < battle.model_attacker_win < 1
        assert abs(battle.model_attacker_win - goal) < 0.12, battle.features


def test_the_shipped_model_is_what_its_games_give():
    stored = balance_model()
    games = read_games()
    assert stored.made["games"] == sum(1 for row in games if "winner" in row)
    refit = fit(games, stored.made["penalty"])
    assert refit.keys() == stored.weights.keys()
    assert all(refit[name] == pytest.approx(stored.weights[name], abs=1e-5) for name in refit)


def _row(seed: int, kind: str, won: bool, round_name: str, log_ratio: float = 0.0) -> dict[str, object]:
    features = {"bias": 1.0, f"cell:large/{kind}": 1.0, ratio_feature("large", kind): log_ratio}
    return {"seed": seed, "size": "large", "type": kind, "features": features, "round": round_name,
            "winner": "attacker" if won else "defender"}


def test_anchor_games_move_only_their_cells_intercept_to_the_wins_they_gave():
    wide = [_row(i, kind, (i * 7919) % 13 < 4 + i % 5, "wide", log_ratio=(i % 5 - 2) / 10)
            for i in range(60) for kind in ("exit", "objective")]  # more won at the higher ratios
    anchors = [_row(1000 + i, "exit", i < 6, "anchor", log_ratio=0.1) for i in range(20)]  # 6 of 20 won
    before = ridge_fit(wide)
    after = fit(wide + anchors)
    assert {k: v for k, v in after.items() if k != "cell:large/exit"} == {
        k: v for k, v in before.items() if k != "cell:large/exit"}
    assert before[ratio_feature("large", "exit")] > 0
    shift = anchor_shifts(wide + anchors, before)["cell:large/exit"]
    assert after["cell:large/exit"] == pytest.approx(before["cell:large/exit"] + shift, abs=1e-6)
    expected = sum(_win_rate_of(after, row) for row in anchors)
    assert expected == pytest.approx(6, abs=1e-4)
    assert shift < 0  # the wide games gave the attacker most; the anchor games 30%


def _win_rate_of(weights: dict[str, float], row: dict[str, object]) -> float:
    features = row["features"]
    assert isinstance(features, dict)
    return 1 / (1 + math.exp(-sum(weights.get(k, 0.0) * v for k, v in features.items())))
