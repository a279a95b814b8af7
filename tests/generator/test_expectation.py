"""What a generated battle shows of the attacker's chances (issue 27): the model's per-battle
figure only where it beat a constant guess on held-out battles, else its size's measured rate;
on user boards, not predicted; measured at deal time with `vvs generate --measure`."""

import json
from pathlib import Path

import pytest

from core.balance.games import Battle, GameRecord
from core.balance.runs import Run
from core.balance.stats import wilson
from core.balance.stopping import StopRule
from core.jsonio import validate
from core.resources import maps_dir
from core.scenario.io import load
from editor.cli import main as vvs
from generator.deal_measure import NOTHING_MEASURED, measured
from generator.expectation import (
    AT_DEAL_TIME,
    MARGIN,
    MEASURED,
    PREDICTED,
    USER_BOARD,
    HeldOut,
    SizeRate,
    expectation_for,
    held_out,
)

SIZES = {"small": SizeRate(100, 56, *wilson(56, 100)), "medium": SizeRate(100, 53, *wilson(53, 100)),
         "large": SizeRate(80, 40, *wilson(40, 80))}


def record(model: float, constant: float) -> HeldOut:
    return HeldOut("ai:normal", 575236144, "2026-11-28", model, constant, SIZES)


def test_the_model_is_shown_only_when_it_beats_the_constant_by_the_margin():
    better = record(0.249 - MARGIN - 0.001, 0.249)
    shown = expectation_for("large", 0.61, better)
    assert (shown.kind, shown.rate, shown.low, shown.games) == (PREDICTED, 0.61, None, None)
    assert shown.words().startswith("attacker win: 61% predicted for this battle by the balance model, ai:normal both sides")
    assert shown.to_dict()["expectation_interval"] is None


@pytest.mark.parametrize("model", [0.249, 0.249 - MARGIN + 0.001, 0.26])
def test_a_model_no_better_than_the_constant_gives_way_to_the_sizes_measured_rate(model):
    shown = expectation_for("large", 0.61, record(model, 0.249))
    assert (shown.kind, shown.rate, shown.games) == (MEASURED, 0.5, 80)
    assert (shown.low, shown.high) == wilson(40, 80)
    assert shown.words() == (f"attacker win: 50% (39-61%) measured on 80 held-out large battles, ai:normal both sides; "
                             f"the per-battle model does not beat that (brier {model:.3f} vs 0.249); "
                             "one battle can lie far from its size's rate (--measure plays this one)")
    assert shown.to_dict() == {"expected_attacker_win": 0.5, "expectation_kind": MEASURED,
                               "expectation_interval": [round(shown.low, 4), round(shown.high, 4)], "expectation_games": 80}


def test_user_boards_are_not_predicted_even_by_a_model_that_beats_the_constant():
    shown = expectation_for("small", 0.61, record(0.2, 0.249), user_boards=True)
    assert (shown.kind, shown.rate) == (USER_BOARD, 0.56)
    assert "not predicted" in shown.words() and "for reference, built-in small battles: 56% (46-65%)" in shown.words()


def test_the_shipped_held_out_record_is_consistent():
    """Whatever `balance_bench.py --record` last wrote: every size, intervals that are the wins'
    Wilson intervals, Brier scores of a probability (0-0.25 for a constant guess)."""
    shipped = held_out()
    assert set(shipped.sizes) == {"small", "medium", "large"}
    for rate in shipped.sizes.values():
        low, high = wilson(rate.wins, rate.games)
        assert (round(low, 4), round(high, 4)) == (rate.low, rate.high)
    assert 0.0 <= shipped.brier_model <= 1.0 and 0.0 <= shipped.brier_constant <= 0.25
    assert shipped.model_beats_constant == (shipped.brier_constant - shipped.brier_model >= MARGIN)


def test_a_run_at_deal_time_is_shown_as_measured_with_why_it_stopped():
    scenario = load(maps_dir() / "scenarios" / "hedgerow-duel.json")
    run = Run("t", scenario.attacker, Battle.of(scenario), 1, 3, 1, "local", rule=StopRule(decide=True))
    run.records.extend(GameRecord(seed, winner, "draw", 3, (0, 0), (10, 10))
                       for seed, winner in ((1, "attacker"), (2, "defender"), (3, "attacker")))
    shown = measured(run, expectation_for("small", 0.5, record(0.249, 0.249)))
    assert (shown.kind, shown.games, shown.rate, (shown.low, shown.high)) == (AT_DEAL_TIME, 3, 2 / 3, wilson(2, 3))
    assert shown.words() == ("attacker win: 67% (21-94%) measured at deal time on 3 games of this battle, ai:normal both "
                             "sides; stopped after 3 of at most 3 games: " + run.stopped().text()
                             + " (confidence sequence " + run.stop_line().split("(confidence sequence ")[1])


def test_a_run_stopped_before_its_first_game_keeps_the_battles_own_figure():
    scenario = load(maps_dir() / "scenarios" / "hedgerow-duel.json")
    run = Run("t", scenario.attacker, Battle.of(scenario), 1, 3, 1, "local", rule=StopRule(decide=True))
    run.interrupted = True
    before = expectation_for("large", 0.61, record(0.249, 0.249))
    shown = measured(run, before)
    assert (shown.kind, shown.rate, shown.games, shown.note) == (MEASURED, 0.5, 80, NOTHING_MEASURED)
    assert shown.words() == before.words() + "; measuring was interrupted before any game finished"
    assert shown.to_dict() == {**before.to_dict(), "expectation_note": NOTHING_MEASURED}


@pytest.mark.heavy  # one whole game on the balance runner: the real path of `vvs generate --measure`
def test_vvs_generate_measure_plays_the_dealt_battle(tmp_path, capsys):
    out = tmp_path / "battle.zip"
    assert vvs(["generate", "--size", "small", "--seed", "3", "-o", str(out), "--measure", "--measure-games", "1",
                "--jobs", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["expectation_kind"], result["expectation_games"]) == (AT_DEAL_TIME, 1)
    assert result["expected_attacker_win"] in (0.0, 1.0)


def test_the_benchs_record_holds_what_it_measured_in_the_shipped_files_form(monkeypatch):
    """`bench/balance_bench.py --record` writes what the shipped file holds: rows as the bench's
    held-out run played them (the shipped wins of each size) give the shipped sizes."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "bench"))
    from balance_bench import held_out_document

    shipped = held_out()
    rows = [{"size": size, "winner": "attacker" if i < rate.wins else "defender", "expected": 0.55}
            for size, rate in shipped.sizes.items() for i in range(rate.games)]
    document = held_out_document(rows, shipped.seed_base, shipped.sizes["small"].games, "normal")
    validate(document, "held-out.schema.json", "bench record")
    recorded = HeldOut.of(document)
    assert recorded.sizes == shipped.sizes and recorded.seed_base == shipped.seed_base
    won = [1.0 if r["winner"] == "attacker" else 0.0 for r in rows]
    assert recorded.brier_model == round(sum((0.55 - w) ** 2 for w in won) / len(rows), 4)
