"""Stopping when the answer is known: the confidence sequence keeps its 95% however often it is
looked at, a rule reads the games in seed order only, so the games a run keeps are the first
seeds whatever order they finished in."""

from __future__ import annotations

import random

import pytest

from core.balance.games import GameRecord
from core.balance.stats import wilson
from core.balance.stopping import BAND, StopRule, Verdict, confidence_sequence, in_seed_order


def record(seed: int, winner: str) -> GameRecord:
    return GameRecord(seed, winner, "draw", 3, (0, 0), (10, 10))


def test_the_sequence_holds_the_rate_and_narrows_with_the_games():
    assert confidence_sequence(0, 0) == (0.0, 1.0)
    widths = []
    for games in (10, 100, 1000):
        low, high = confidence_sequence(round(0.55 * games), games)
        assert low < 0.55 < high
        widths.append(high - low)
    assert widths == sorted(widths, reverse=True)
    assert confidence_sequence(0, 30)[0] == 0.0 and confidence_sequence(30, 30)[1] == 1.0


def test_the_sequence_is_wider_than_a_fixed_size_interval_the_price_of_looking_after_every_game():
    low, high = confidence_sequence(220, 400)
    w_low, w_high = wilson(220, 400)
    assert low < w_low and high > w_high


def first_miss(interval, rng: random.Random, games: int = 200, every: int = 1) -> bool:
    """Whether the interval, looked at after every `every` games of a fair coin, ever leaves out 50%."""
    wins = 0
    for played in range(1, games + 1):
        wins += rng.random() < 0.5
        if played >= 10 and played % every == 0:
            low, high = interval(wins, played)
            if not low <= 0.5 <= high:
                return True
    return False


def test_looking_after_every_game_rarely_rules_out_the_true_rate():
    """A fair coin's sequence, looked at all along 200 games, over 100 runs: it leaves out 50% at some
    point in 5% of the runs at most; Wilson's interval looked at the same way does far more often."""
    missed = sum(first_miss(confidence_sequence, random.Random(run), every=4) for run in range(100))
    fooled = sum(first_miss(wilson, random.Random(run)) for run in range(100))
    assert missed <= 5 < 2 * 5 < fooled


@pytest.mark.parametrize(("rate", "reason"), [(0.0, "below"), (0.2, "below"), (0.55, "inside"), (0.9, "above")])
def test_decide_settles_lopsided_rates_soon_and_fair_ones_later(rate, reason):
    rule = StopRule(decide=True)
    games = next(n for n in range(1, 5000) if rule.verdict(round(rate * n), n))
    verdict = rule.verdict(round(rate * games), games)
    assert verdict is not None and verdict.reason == reason and verdict.games == games
    assert verdict.low <= round(rate * games) / games <= verdict.high
    assert games < 60 if rate != 0.55 else games > 100
    inside = BAND[0] <= verdict.low and verdict.high <= BAND[1]
    assert inside == (reason == "inside")


def test_until_stops_at_the_asked_half_width():
    rule = StopRule(until=5)
    games = next(n for n in range(1, 5000) if rule.verdict(n // 2, n))
    low, high = wilson(games // 2, games)
    assert (high - low) / 2 < 0.05 and 350 < games < 400
    assert rule.verdict(games // 2, games) == Verdict("narrow", games, low, high, 5)


def stopped_prefix(arrivals: list[GameRecord], rule: StopRule) -> tuple[list[int], Verdict | None]:
    heard: list[Verdict] = []
    kept = [r.seed for r in in_seed_order(iter(arrivals), 1, rule, heard.append)]
    return kept, (heard[0] if heard else None)


def test_the_games_kept_are_the_first_seeds_whatever_order_they_finish_in():
    """One worker, two, blocks of eight or a cluster only change the order the records arrive in."""
    winners = ["attacker"] * 17 + ["defender"] + ["attacker"] * 40
    records = [record(seed, winner) for seed, winner in enumerate(winners, start=1)]
    rule = StopRule(decide=True)
    in_order = stopped_prefix(records, rule)
    assert in_order[1] is not None and in_order[1].reason == "above"
    assert in_order[0] == list(range(1, in_order[1].games + 1))
    blocks = [records[i:i + 8] for i in range(0, len(records), 8)]
    rng = random.Random(3)
    for _ in range(20):
        shuffled = records[:]
        rng.shuffle(shuffled)
        assert stopped_prefix(shuffled, rule) == in_order
        rng.shuffle(blocks)
        assert stopped_prefix([r for block in blocks for r in block], rule) == in_order


def test_the_games_still_playing_are_ended_when_the_rule_fires():
    closed: list[bool] = []

    def games():
        try:
            for seed in range(1, 1000):
                yield record(seed, "defender")
        finally:
            closed.append(True)

    kept = list(in_seed_order(games(), 1, StopRule(decide=True), lambda verdict: None))
    assert 10 < len(kept) < 30 and closed == [True]
