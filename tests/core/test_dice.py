"""The game's dice: reproducible from a seed, resumable from JSON, recorded,
and leaning the way the PC game's dice-bias setting says (seed 004, "Dice Bias").
"""

from __future__ import annotations

import json
from collections import Counter
from statistics import mean

import pytest

from core.dice import Bias, Dice, DiceStateError, Lean, Roll, new_seed

COMPUTER, HUMAN = "ger", "us"


def _rolls(dice: Dice, side: str, count: int, sides: int = 2) -> list[int]:
    roll = dice.roll_2d6 if sides == 2 else dice.roll_d6
    return [roll(side) for _ in range(count)]


def test_the_same_seed_gives_the_same_rolls() -> None:
    assert _rolls(Dice(1944), HUMAN, 200) == _rolls(Dice(1944), HUMAN, 200)
    assert _rolls(Dice(1944), HUMAN, 200) != _rolls(Dice(1945), HUMAN, 200)


def test_a_game_saved_mid_way_resumes_with_the_same_rolls() -> None:
    played = Dice(7, Bias.STRONG_AI, computer_side=COMPUTER)
    for _ in range(50):
        played.roll_2d6(COMPUTER)
        played.roll_d6(HUMAN)
    saved = json.dumps(played.to_dict())
    resumed = Dice.from_dict(json.loads(saved))
    assert resumed.history == played.history
    for side in (COMPUTER, HUMAN) * 40:
        assert resumed.roll_2d6(side) == played.roll_2d6(side)
        assert resumed.roll_d6(side) == played.roll_d6(side)


def test_3_2_a_dice_roll_is_two_dice_added_and_a_die_roll_is_one() -> None:
    dice = Dice(3)
    totals = _rolls(dice, HUMAN, 3000)
    faces = _rolls(dice, HUMAN, 3000, sides=1)
    assert set(totals) == set(range(2, 13)) and set(faces) == set(range(1, 7))
    assert all(len(r.dice) == 2 for r in dice.history[:3000]) and all(len(r.dice) == 1 for r in dice.history[3000:])
    counts = Counter(faces)
    assert all(abs(counts[f] - 500) < 100 for f in range(1, 7))  # fair: each face about 1 in 6


def test_every_roll_is_recorded_with_its_side_and_purpose() -> None:
    dice = Dice(11)
    total = dice.roll_2d6(HUMAN, purpose="AP fire A3 -> B3")
    assert dice.last == Roll(0, HUMAN, dice.last.dice, purpose="AP fire A3 -> B3")  # type: ignore[union-attr]
    assert dice.last is not None and dice.last.total == total
    dice.roll_d6(COMPUTER)
    assert [r.index for r in dice.history] == [0, 1] and dice.history[1].side == COMPUTER


@pytest.mark.parametrize(
    ("bias", "computer", "human"),
    [
        (Bias.STRONG_AI, Lean.ADVANTAGE, Lean.DISADVANTAGE),
        (Bias.AI, Lean.ADVANTAGE, Lean.NORMAL),
        (Bias.NONE, Lean.NORMAL, Lean.NORMAL),
        (Bias.PLAYER, Lean.NORMAL, Lean.ADVANTAGE),
        (Bias.STRONG_PLAYER, Lean.DISADVANTAGE, Lean.ADVANTAGE),
    ],
)
def test_the_five_bias_levels(bias: Bias, computer: Lean, human: Lean) -> None:
    dice = Dice(1, bias, computer_side=COMPUTER)
    assert (dice.lean(COMPUTER), dice.lean(HUMAN)) == (computer, human)


def test_bias_needs_a_computer_side_hotseat_is_always_fair() -> None:
    hotseat = Dice(5, Bias.STRONG_AI)
    assert hotseat.lean(COMPUTER) is Lean.NORMAL and hotseat.lean(HUMAN) is Lean.NORMAL
    assert _rolls(hotseat, COMPUTER, 300) == _rolls(Dice(5), COMPUTER, 300)


@pytest.mark.parametrize(("sides", "fair", "low", "high"), [(2, 7.0, 0.25, 0.45), (1, 3.5, 0.16, 0.32)])
def test_an_advantage_lowers_the_mean_and_a_disadvantage_raises_it_slightly(
    sides: int, fair: float, low: float, high: float
) -> None:
    """Designed shift (docs/decisions/dice.md): 2d6 by 0.343, a die by 0.243; 12,000 rolls each."""
    dice = Dice(2024, Bias.STRONG_AI, computer_side=COMPUTER)
    advantaged = mean(_rolls(dice, COMPUTER, 12000, sides))
    disadvantaged = mean(_rolls(dice, HUMAN, 12000, sides))
    normal = mean(_rolls(Dice(2024, Bias.AI, computer_side=COMPUTER), HUMAN, 12000, sides))
    assert low < fair - advantaged < high
    assert low < disadvantaged - fair < high
    assert abs(normal - fair) < 0.06


def test_a_biased_roll_records_the_throw_it_set_aside() -> None:
    dice = Dice(99, Bias.STRONG_PLAYER, computer_side=COMPUTER)
    _rolls(dice, HUMAN, 400)
    _rolls(dice, COMPUTER, 400)
    second_looks = [r for r in dice.history if r.discarded is not None]
    assert 140 < len(second_looks) < 260  # about one roll in four
    for roll in second_looks:
        if roll.lean is Lean.ADVANTAGE:
            assert roll.total <= sum(roll.discarded)  # type: ignore[arg-type]
        else:
            assert roll.total >= sum(roll.discarded)  # type: ignore[arg-type]


def test_bad_states_are_refused() -> None:
    with pytest.raises(DiceStateError):
        Dice(-1)
    with pytest.raises(DiceStateError):
        Dice.from_dict({"draws": 3})
    with pytest.raises(DiceStateError):
        Dice.from_dict({"seed": 1, "bias": "loaded"})
    with pytest.raises(ValueError):
        Dice(1).roll_2d6("")


def test_new_seeds_differ() -> None:
    assert len({new_seed() for _ in range(20)}) == 20


def test_a_clone_rolls_the_same_future_with_or_without_the_record_of_past_rolls() -> None:
    dice = Dice(12, Bias.AI, computer_side=COMPUTER)
    _rolls(dice, HUMAN, 30)
    kept, bare = dice.clone(), dice.clone(history=False)
    assert kept.history == dice.history and bare.history == [] and bare.draws == dice.draws
    future = _rolls(dice, COMPUTER, 40)
    assert _rolls(kept, COMPUTER, 40) == future == _rolls(bare, COMPUTER, 40)
    assert len(dice.history) == 70  # the clones' rolls were recorded in the clones only


def test_reseeding_draws_a_new_sequence_from_its_seed_keeping_the_past() -> None:
    dice = Dice(3)
    past = _rolls(dice, HUMAN, 10)
    first, second, other = dice.clone(), dice.clone(), dice.clone()
    first.reseed(99)
    second.reseed(99)
    other.reseed(100)
    assert [r.total for r in first.history] == past
    assert _rolls(first, HUMAN, 50) == _rolls(second, HUMAN, 50) != _rolls(other, HUMAN, 50)
    assert _rolls(dice, HUMAN, 50) != _rolls(other, HUMAN, 50)  # the original's own future is untouched and unread
    with pytest.raises(DiceStateError):
        first.reseed(-1)
