"""The small rolls around combat: rally (21.1), valor (22.2), snipers (20), fire
support landing (18.4) and minefields (19.7), as the rulebook (seed 001) states them."""

from __future__ import annotations

from core.combat.checks import (
    activates_sniper,
    becomes_valorous,
    checks_valor,
    minefield_eliminates,
    rally_succeeds,
    sniper_casualty_points,
    sniper_eliminated,
    support_scatter,
)

WOODS = 2


def test_20_5_example_a_sniper_rolls_five_against_units_in_woods() -> None:
    """Attackers in a woods hex generate a sniper; it rolls a 5: 3 Casualty Points."""
    assert sniper_casualty_points(5, WOODS) == 3
    assert sniper_casualty_points(2, WOODS) == 0


def test_20_6_the_sniper_falls_when_the_die_beats_its_cover() -> None:
    assert sniper_eliminated(3, WOODS) and not sniper_eliminated(2, WOODS)


def test_20_2_a_natural_twelve_by_infantry_activates_the_sniper() -> None:
    assert activates_sniper(12, infantry_attack=True)
    assert not activates_sniper(12, infantry_attack=False) and not activates_sniper(11, infantry_attack=True)


def test_21_1_rally_numbers_and_the_leader() -> None:
    assert rally_succeeds(7, regular_infantry=False) and not rally_succeeds(8, regular_infantry=False)
    assert rally_succeeds(6, regular_infantry=True) and not rally_succeeds(7, regular_infantry=True)
    assert rally_succeeds(7, regular_infantry=True, leader=-1)


def test_22_2_valor_on_a_natural_two_then_the_casualty_rating() -> None:
    assert checks_valor(2) and not checks_valor(3)
    assert becomes_valorous(4, casualty_rating=4) and not becomes_valorous(5, casualty_rating=4)
    assert becomes_valorous(6, casualty_rating=None) and not becomes_valorous(7, casualty_rating=None)


def test_18_4_support_lands_on_four_or_less_else_scatters_one_or_two() -> None:
    assert [support_scatter(d) for d in range(1, 7)] == [0, 0, 0, 0, 1, 2]


def test_19_7_a_minefield_eliminates_on_three_or_less() -> None:
    assert [minefield_eliminates(d) for d in range(1, 7)] == [True, True, True, False, False, False]
