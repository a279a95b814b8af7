"""Applying Casualty Points automatically (14.6-14.65, 14.7; seed 004 "Applying Casualty Points")."""

from __future__ import annotations

from core.game.casualties import Result, apply_casualty_points
from core.game.state import Moving, Where
from core.scenario import SideSetup, Stack
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

BOARD = make_board(["......."] * 5)
HEX = "b7:D3"


def hex_of(*units, side="us", board=BOARD):
    allied = SideSetup(side, half_squads=True, stacks=(Stack(HEX, tuple(units)),))
    return make_game(board, allied_side=allied, axis=[("b7:A1", [unit("enemy", "ger.rifle_squad")])])


def results(report):
    return {c.unit: c.result for c in report.casualties}


def test_british_rifle_squad_9_points_is_hit_before_paratroopers_14():
    """004: the 4-6-4 (9 points) takes the first point, not the 5-5-6 paratroopers (14)."""
    game, state = hex_of(unit("para", "gb.paratrooper_squad"), unit("rifle", "gb.rifle_squad"), side="gb")
    assert (game.points(state.units["rifle"]), game.points(state.units["para"])) == (9, 14)
    assert results(apply_casualty_points(game, state, HEX, 1)) == {"rifle": Result.PINNED}


def test_reducing_a_4_6_4_to_a_2_6_2_covers_two_points():
    """004 / 14.61: 3 CP on the two squads: the rifle squad is reduced (4 - 2 = 2), the
    paratroopers pinned; 5 CP: the rifle squad is eliminated (4) and the paratroopers pinned."""
    game, state = hex_of(unit("para", "gb.paratrooper_squad"), unit("rifle", "gb.rifle_squad"), side="gb")
    assert results(apply_casualty_points(game, state, HEX, 3)) == {"rifle": Result.REDUCED, "para": Result.PINNED}
    assert state.units["rifle"].type == "gb.rifle_half_squad"
    game, state = hex_of(unit("para", "gb.paratrooper_squad"), unit("rifle", "gb.rifle_squad"), side="gb")
    report = apply_casualty_points(game, state, HEX, 5)
    assert results(report) == {"rifle": Result.ELIMINATED, "para": Result.PINNED}
    assert state.units["rifle"].where == Where.ELIMINATED.value
    assert state.sides["allied"].lost_points == 9


def test_carried_weapons_count_in_the_value():
    """004: a squad with a weapon can be worth more than a better squad without one."""
    game, state = hex_of(unit("rifle", "us.rifle_squad", weapons=("us.m1919a4",)), unit("para", "us.paratrooper_squad"))
    assert game.points(state.units["rifle"]) == 16 > game.points(state.units["para"]) == 14
    assert results(apply_casualty_points(game, state, HEX, 1)) == {"para": Result.PINNED}


def test_pinning_is_used_when_it_covers_the_points():
    """14.61: two unpinned units, two points: both pinned, nobody reduced."""
    game, state = hex_of(unit("a", "us.rifle_squad"), unit("b", "us.rifle_squad"))
    assert results(apply_casualty_points(game, state, HEX, 2)) == {"a": Result.PINNED, "b": Result.PINNED}


def test_unpinned_units_before_pinned_ones():
    """14.62: the cheap pinned half squad is spared while an unpinned unit can take the point."""
    game, state = hex_of(unit("half", "us.rifle_half_squad"), unit("squad", "us.rifle_squad"))
    state.units["half"].pinned = True
    assert results(apply_casualty_points(game, state, HEX, 1)) == {"squad": Result.PINNED}


def test_pinned_units_can_only_be_eliminated_with_their_weapons():
    """14.62: no unpinned unit left: the pinned squad goes for its rating (4), its MG with it (12.2)."""
    game, state = hex_of(unit("squad", "us.rifle_squad", weapons=("us.m1919a6",)))
    state.units["squad"].pinned = True
    report = apply_casualty_points(game, state, HEX, 1)
    assert results(report) == {"squad": Result.ELIMINATED}
    squad = state.units["squad"]
    assert (squad.where, squad.weapons, squad.hex) == (Where.ELIMINATED.value, [], None)
    assert state.sides["allied"].lost_points == 10 + 3


def test_more_points_than_units_can_take():
    game, state = hex_of(unit("half", "us.rifle_half_squad"))
    report = apply_casualty_points(game, state, HEX, 5)
    assert results(report) == {"half": Result.ELIMINATED}
    assert report.unfulfilled == 3


def test_a_leader_rated_1_is_pinned_not_eliminated_when_nothing_covers_the_rest():
    """14.61: 6 CP on Coleman (rated 1, 6 points) and a rifle squad (4, 10 points). Nothing
    covers them all, so each unit fulfils as many as it can, least valuable first: Coleman
    fulfils 1 whether pinned or eliminated, so he is pinned; the squad is eliminated (4)."""
    game, state = hex_of(unit("coleman", "us.leader_1"), unit("squad", "us.rifle_squad"))
    report = apply_casualty_points(game, state, HEX, 6)
    assert results(report) == {"coleman": Result.PINNED, "squad": Result.ELIMINATED}
    assert (report.unfulfilled, state.units["coleman"].where, state.units["coleman"].pinned) == (1, Where.MAP.value, True)
    assert state.sides["allied"].lost_points == 10


def test_a_lone_leader_hit_for_more_than_his_rating_is_pinned():
    game, state = hex_of(unit("coleman", "us.leader_1"))
    report = apply_casualty_points(game, state, HEX, 3)
    assert results(report) == {"coleman": Result.PINNED} and report.unfulfilled == 2


def test_valorous_unit_ignores_the_first_point_then_takes_the_rest():
    """14.63, 22.3: 3 CP: the valorous half squad (least valuable) ignores one and must take
    the other two itself (eliminated), before the squad is touched."""
    game, state = hex_of(unit("half", "us.rifle_half_squad"), unit("squad", "us.rifle_squad"))
    state.units["half"].valor = True
    report = apply_casualty_points(game, state, HEX, 3)
    assert [(c.unit, c.result) for c in report.casualties] == [("half", Result.IGNORED), ("half", Result.ELIMINATED)]
    assert not state.units["squad"].pinned


def test_valorous_squad_reduced_keeps_its_valor():
    """22.4: a valorous squad reduced by combat stays valorous."""
    game, state = hex_of(unit("squad", "us.rifle_squad"))
    state.units["squad"].valor = True
    assert results(apply_casualty_points(game, state, HEX, 3)) == {"squad": Result.REDUCED}
    assert state.units["squad"].valor and state.units["squad"].type == "us.rifle_half_squad"


def test_gun_shield_only_through_its_ffa_and_not_while_moving():
    """13.5, 14.63: a Gun facing north ignores the first point from the north, not from the south."""
    game, state = hex_of(unit("gun", "us.m1_57mm", facing=0))
    assert results(apply_casualty_points(game, state, HEX, 1, attacker_hex="b7:D1")) == {"gun": Result.IGNORED}
    assert results(apply_casualty_points(game, state, HEX, 1, attacker_hex="b7:C4")) == {"gun": Result.PINNED}
    game, state = hex_of(unit("gun", "us.m1_57mm", facing=0))
    assert results(apply_casualty_points(game, state, HEX, 1, attacker_hex="b7:D1", ap=False)) == {"gun": Result.PINNED}
    game, state = hex_of(unit("gun", "us.m1_57mm", facing=0))
    state.moving = Moving(units=["gun"], mp_left=1, start_hex=HEX, path=[HEX])
    assert results(apply_casualty_points(game, state, HEX, 1, attacker_hex="b7:D1")) == {"gun": Result.PINNED}


def test_vehicle_survival_roll():
    """14.64: 3 CP on a truck (rating 4): a die of 4 or less pins it, absorbing all three;
    more eliminates it with its passengers, whose ratings count too."""
    truck = unit("truck", "us.truck", facing=0)
    game, state = hex_of(truck)
    state.dice = ScriptedDice([4])
    report = apply_casualty_points(game, state, HEX, 3)
    assert [(c.result, c.points, c.roll) for c in report.casualties] == [(Result.SURVIVED, 3, 4)]
    assert state.units["truck"].pinned
    game, state = hex_of(unit("truck", "us.truck", facing=0, passengers=(unit("p", "us.rifle_squad"),)))
    state.units["p"].pinned = True  # pinned passengers are not reduced first
    state.dice = ScriptedDice([5])
    report = apply_casualty_points(game, state, HEX, 3)
    assert results(report) == {"truck": Result.ELIMINATED}
    assert state.units["p"].where == Where.ELIMINATED.value
    assert report.unfulfilled == 0


def test_passengers_of_unarmored_vehicles_are_reduced_or_eliminated_never_pinned():
    """14.65: 1 CP pins the truck (its passengers with it, 14.7); 2 CP reduce the passenger
    squad (10 points, before the truck's 12)."""
    loaded = unit("truck", "us.truck", facing=0, passengers=(unit("p", "us.rifle_squad"),))
    game, state = hex_of(loaded)
    assert results(apply_casualty_points(game, state, HEX, 1)) == {"truck": Result.PINNED}
    assert state.units["p"].pinned
    game, state = hex_of(loaded)
    assert results(apply_casualty_points(game, state, HEX, 2)) == {"p": Result.REDUCED}
    assert not state.units["truck"].pinned


def test_afvs_and_their_passengers_are_not_hit():
    """14.1, 14.65: AP fire has no effect on AFVs, nor on the passengers they carry."""
    loaded = unit("ht", "us.m3_halftrack", facing=0, passengers=(unit("p", "us.rifle_squad"),))
    game, state = hex_of(loaded, unit("s", "us.rifle_squad"))
    report = apply_casualty_points(game, state, HEX, 6)
    assert set(results(report)) == {"s"}
    assert not state.units["p"].pinned and not state.units["ht"].pinned


def test_air_burst_doubles_points_against_infantry_in_woods():
    """12.64: 2 CP become 4 in woods: the squad is eliminated."""
    woods = make_board([".......", ".......", "...W...", ".......", "......."])
    game, state = hex_of(unit("s", "us.rifle_squad"), board=woods)
    report = apply_casualty_points(game, state, HEX, 2, air_burst=True)
    assert (report.points, report.air_burst, results(report)) == (4, True, {"s": Result.ELIMINATED})
    game, state = hex_of(unit("s", "us.rifle_squad"))
    assert apply_casualty_points(game, state, HEX, 2, air_burst=True).points == 2  # open ground


def test_only_limits_who_can_be_hit():
    game, state = hex_of(unit("a", "us.rifle_half_squad"), unit("b", "us.rifle_squad"))
    assert results(apply_casualty_points(game, state, HEX, 1, only=["b"])) == {"b": Result.PINNED}
