"""Wilson score intervals on known counts (Newcombe 1998, "Two-sided confidence intervals for
the single proportion", Table I, method 3), and the summary built on them."""

from __future__ import annotations

import pytest

from core.balance.games import GameRecord
from core.balance.stats import wilson
from core.balance.summary import Rate, Summary, percent


@pytest.mark.parametrize(("successes", "trials", "low", "high"), [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_the_wilson_interval_matches_newcombes_table(successes, trials, low, high):
    got = wilson(successes, trials)
    assert got == (pytest.approx(low, abs=5e-5), pytest.approx(high, abs=5e-5))


def test_all_wins_and_no_wins_mirror_each_other_and_stay_inside_0_to_1():
    none, every = wilson(0, 10), wilson(10, 10)
    assert none[0] == 0.0 and every[1] == 1.0
    assert none[1] == pytest.approx(1 - every[0])


def test_the_interval_narrows_as_games_are_added():
    widths = [high - low for low, high in (wilson(n // 2, n) for n in (10, 100, 1000))]
    assert widths[0] > widths[1] > widths[2]
    assert widths[2] == pytest.approx(2 * 1.96 * 0.5 / 1000 ** 0.5, rel=0.01)  # the normal limit for large counts


def test_no_games_teach_nothing_and_bad_counts_are_refused():
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(3, 2)
    with pytest.raises(ValueError):
        wilson(-1, 2)


def test_a_rate_reads_as_a_designer_expects():
    assert Rate.of(38, 100).text() == "38% (29-48%)"
    assert percent(0.125) == 13 and percent(0.5) == 50


def record(seed, winner, level, turns=5, lost=(10, 20), start=(100, 80)):
    return GameRecord(seed, winner, level, turns, lost, start)


def test_a_summary_counts_outcomes_levels_turns_and_losses_whatever_order_the_games_came_in():
    games = [record(3, "attacker", "major_victory", 4), record(1, "draw", "draw", 6, (0, 0)),
             record(2, "defender", "minor_defeat", 8, (50, 40)), record(4, "attacker", "minor_victory", 6)]
    summary = Summary.of(games)
    assert summary == Summary.of(reversed(games))
    assert summary.games == 4 and summary.seeds == (1, 2, 3, 4)
    assert [summary.outcomes[n].count for n in ("attacker", "draw", "defender")] == [2, 1, 1]
    assert summary.levels == {"major_victory": 1, "minor_victory": 1, "draw": 1, "minor_defeat": 1, "major_defeat": 0}
    assert summary.mean_turns == 6.0
    assert summary.mean_lost == (17.5, 20.0)
    assert summary.mean_lost_share == (pytest.approx(0.175), pytest.approx(0.25))
    assert summary.lines()[0] == "attacker wins 50% (15-85%), draws 25% (5-70%), defender wins 25% (5-70%)"
