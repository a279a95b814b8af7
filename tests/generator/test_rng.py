"""The generator's own random numbers: fixed by the seed, on every platform (issue 6, point 4)."""

from collections import Counter

import pytest

from generator.rng import Rng

GOLDEN_DRAWS = [413, 796, 504, 747, 292]


def test_the_same_seed_and_stream_give_the_same_numbers():
    assert [Rng(7, "x").next64() for _ in range(3)] == [Rng(7, "x").next64() for _ in range(3)]
    a, b = Rng(7, "x"), Rng(7, "x")
    assert [a.below(10) for _ in range(20)] == [b.below(10) for _ in range(20)]


def test_the_numbers_never_change_between_versions():
    # A golden value: if this changes, every golden battle changes with it.
    rng = Rng(2024, "battle")
    assert [rng.below(1000) for _ in range(5)] == GOLDEN_DRAWS


def test_forked_streams_depend_on_their_name_only():
    parent = Rng(5)
    parent.next64()
    assert parent.fork("forces").next64() == Rng(5).fork("forces").next64()
    assert Rng(5).fork("a").next64() != Rng(5).fork("b").next64()


def test_below_covers_every_value_evenly():
    rng = Rng(1)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < n < 1200 for n in counts.values())


def test_between_includes_both_ends_and_weighted_respects_weights():
    rng = Rng(3)
    assert {rng.between(2, 3) for _ in range(100)} == {2, 3}
    picks = Counter(rng.weighted(["a", "b"], [9, 1]) for _ in range(2000))
    assert picks["a"] > 5 * picks["b"] > 0


def test_shuffle_and_sample_keep_the_items():
    rng = Rng(9)
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    assert len(set(rng.sample(range(10), 4))) == 4


@pytest.mark.parametrize("call", [lambda r: r.below(0), lambda r: r.choice([]), lambda r: r.weighted([], [])])
def test_impossible_draws_are_refused(call):
    with pytest.raises(ValueError):
        call(Rng(1))
