"""Valor (22.x)."""

from __future__ import annotations

from core.game import valor
from core.game.ap_attack import ap_attack
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

BOARD = make_board(["......."] * 5)


def position():
    group = [unit("sq", "us.rifle_squad"), unit("hs", "us.rifle_half_squad"), unit("ldr", "us.leader_1")]
    return make_game(BOARD, allied=[("b7:C3", group)], axis=[("b7:E3", [unit("g", "ger.rifle_squad")])])


def firers(state):
    return [state.units[i] for i in ("sq", "hs", "ldr")]


def test_natural_two_makes_every_unit_of_the_fire_group_check():
    """22.2: a dice roll (two dice, 3.2) at or under the casualty rating for the squad (4)
    and the half squad (2), 6 or less for the leader."""
    game, state = position()
    state.dice = ScriptedDice([2, 4, 3, 6])  # the attack roll, then sq, hs, ldr
    outcome = ap_attack(game, state, firers(state), "b7:E3")
    assert outcome.valor == ("sq", "ldr")
    assert [u.valor for u in firers(state)] == [True, False, True]
    assert state.dice.rolls == []


def test_only_the_natural_roll_counts():
    """22.2: a 3 modified down to 2 is no valor check (the dice would run out if it were)."""
    game, state = position()
    state.dice = ScriptedDice([3])
    assert ap_attack(game, state, firers(state), "b7:E3").valor == ()


def test_afvs_do_not_check_for_valor():
    """22.1: valor applies to infantry only."""
    game, state = make_game(BOARD, allied=[("b7:C3", [unit("t", "us.m4a3e8", facing=1)])],
                            axis=[("b7:E3", [unit("g", "ger.rifle_squad")])])
    state.dice = ScriptedDice([2])
    assert ap_attack(game, state, [state.units["t"]], "b7:E3").valor == ()


def test_a_valorous_unit_does_not_roll_again():
    game, state = position()
    for u in firers(state):
        u.valor = True
    assert valor.check_for_valor(game, state, firers(state)) == []


def test_valor_effects():
    """22.3: -1 on AT rolls, inherent APFP doubled in close assault; 22.4 no split or combine."""
    game, state = position()
    squad = state.units["sq"]
    assert (valor.at_roll_modifier(game, squad), valor.assault_apfp(game, squad), valor.ap_fire_bonus(game, squad)) == (0, 5, 0)
    assert valor.may_split(squad) and valor.may_combine([state.units["hs"]])
    squad.valor = state.units["hs"].valor = True
    assert (valor.at_roll_modifier(game, squad), valor.assault_apfp(game, squad), valor.ap_fire_bonus(game, squad)) == (-1, 10, 1)
    assert not valor.may_split(squad) and not valor.may_combine([state.units["hs"]])
    assert valor.ignores_first_casualty(game, squad)


def test_22_5_a_hero_is_a_leader_who_begins_valorous_and_shrugs_off_the_first_casualty_point():
    """22.5: a hero is a leader counter with a Valor marker; like any valorous unit it ignores
    the first Casualty Point inflicted on it (22.3)."""
    from core.game.casualties import apply_casualty_points

    board = make_board([".....", ".....", "....."])
    game, state = make_game(board, allied=[("b7:C2", [unit("h1", "us.leader_2", hero=True)])],
                            axis=[("b7:A2", [unit("g1", "ger.rifle_squad")])])
    hero = state.units["h1"]
    assert hero.valor and not state.units["g1"].valor
    apply_casualty_points(game, state, "b7:C2", 1, side="allied")
    assert hero.in_play and not hero.pinned  # the one point was ignored
