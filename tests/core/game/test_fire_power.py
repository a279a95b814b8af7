"""Who adds what APFP (12.3, 12.5x, 12.6x, 14.2-14.4) and the Forward Firing Arc (7.4)."""

from __future__ import annotations

import pytest

from core.game.actions import Fire, MoveStep, StartMove
from core.game.ap_attack import MortarOpportunityError, ap_attack, ap_modifiers
from core.game.fire import fire_actions
from core.game.fire_power import fire_group_apfp, in_ffa
from core.game.state import Phase
from core.hexes import Hex
from core.scenario import SideSetup, Stack
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = make_board(["." * 13] * 12)


def apfp(game, state, ids, target, weapons=()):
    return fire_group_apfp(game, state, [state.units[i] for i in ids], target, weapons=weapons).total


def shares(game, state, ids, target, weapons=()):
    power = fire_group_apfp(game, state, [state.units[i] for i in ids], target, weapons=weapons)
    return {c.unit: c.apfp for c in power.contributions}


# --- 7.4 the Forward Firing Arc ---------------------------------------------------------------


@pytest.mark.parametrize("facing", range(6))
def test_ffa_is_the_front_hexside_and_its_two_neighbours_continued(facing):
    """7.4: the three hexes across the front hexside and its neighbours are in the arc, the
    other three are not, and the pattern continues outwards (two hexes straight ahead, and
    the hex between the front and a front-side neighbour's row)."""
    origin = Hex(0, 0)
    assert [in_ffa(origin, facing, origin.neighbor(d)) for d in range(facing - 1, facing + 5)] == [True] * 3 + [False] * 3
    ahead = origin.neighbor(facing).neighbor(facing)
    between = origin.neighbor(facing).neighbor(facing + 1)
    beside = origin.neighbor(facing + 1).neighbor(facing + 2)  # level with the unit, outside the arc
    assert in_ffa(origin, facing, ahead) and in_ffa(origin, facing, between)
    assert not in_ffa(origin, facing, beside)


# --- 12.3 support weapon usage -----------------------------------------------------------------


def test_squad_adds_light_or_heavy_weapon_half_squad_only_light():
    """12.3: squad + L or H adds; half squad + L adds; half squad with H: the weapon alone."""
    game, state = make_game(OPEN, allied=[("b7:C3", [
        unit("sq_l", "us.rifle_squad", weapons=("us.m1919a6",)), unit("sq_h", "us.rifle_squad", weapons=("us.m1919a4",)),
        unit("hs_l", "us.rifle_half_squad", weapons=("us.m1919a6",)), unit("hs_h", "us.rifle_half_squad", weapons=("us.m1919a4",)),
        unit("ldr", "us.leader_1", weapons=("us.m1919a6",))])], axis=[("b7:E3", [unit("g", "ger.rifle_squad")])])
    assert shares(game, state, ["sq_l", "sq_h", "hs_l", "hs_h", "ldr"], "b7:E3") == {
        "sq_l": 5 + 3, "sq_h": 5 + 5, "hs_l": 2 + 3, "hs_h": 5, "ldr": 3}  # a leader fires an L weapon alone


def test_target_beyond_own_range_within_weapons_range_uses_the_weapon_alone():
    """12.3: a 5-6-4 with an M1919A4 (range 8) at 8 hexes fires the MG's 5 only; at 9 nothing."""
    game, state = make_game(OPEN, allied=[("b7:A1", [unit("sq", "us.rifle_squad", weapons=("us.m1919a4",))])],
                            axis=[("b7:A9", [unit("g", "ger.rifle_squad")]), ("b7:A10", [unit("h", "ger.rifle_squad")])])
    assert apfp(game, state, ["sq"], "b7:A9") == 5
    assert apfp(game, state, ["sq"], "b7:A10") == 0


def test_valor_adds_to_inherent_firepower_only():
    """22.3: +1 to the unit's own APFP, not to its weapon's."""
    game, state = make_game(OPEN, allied=[("b7:A1", [unit("sq", "us.rifle_squad", weapons=("us.m1919a4",))])],
                            axis=[("b7:A3", [unit("g", "ger.rifle_squad")]), ("b7:A9", [unit("h", "ger.rifle_squad")])])
    state.units["sq"].valor = True
    assert apfp(game, state, ["sq"], "b7:A3") == 6 + 5
    assert apfp(game, state, ["sq"], "b7:A9") == 5


# --- 12.5 expendables ----------------------------------------------------------------------------


def expendable_game(**held):
    allied = SideSetup("us", half_squads=True, expendables=tuple(held.items()),
                  stacks=(Stack("b7:C3", (unit("sq", "us.rifle_squad", weapons=("us.m1919a6",)), unit("hs", "us.rifle_half_squad"))),))
    game, state = make_game(OPEN, allied_side=allied,
                            axis=[("b7:D3", [unit("near", "ger.rifle_squad")]), ("b7:F3", [unit("far", "ger.rifle_squad")])])
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    return game, state


def test_grenades_minus_one_adjacent_only_and_spent():
    """12.52: -1 to the roll against an adjacent hex; the counter is removed after use. The
    choice offered uses one counter per unit (two here); naming one uses one."""
    game, state = expendable_game(**{"us.grenades": 2})
    choices = fire_actions(game, state)
    assert Fire(("sq", "hs"), "b7:D3", ("us.grenades", "us.grenades")) in choices
    assert not any(a.target == "b7:F3" and a.weapons for a in choices)
    firers = [state.units["sq"], state.units["hs"]]
    assert [(m.value, m.section) for m in ap_modifiers(game, state, firers, "b7:D3", weapons=("us.grenades",))] == [(-1, "12.52")]
    state.dice = ScriptedDice([9])
    ap_attack(game, state, firers, "b7:D3", weapons=("us.grenades",))
    assert state.sides["allied"].expendables["us.grenades"] == 1


def test_satchel_charge_adds_its_apfp_instead_of_the_bearers_weapon():
    """12.53: +6 adjacent only; the unit using it does not fire its support weapon, so the
    half squad without a weapon carries it: 5 + 3 (MG) + 2 + 6."""
    game, state = expendable_game(**{"us.satchel_charge": 1})
    assert shares(game, state, ["sq", "hs"], "b7:D3", ("us.satchel_charge",)) == {"sq": 8, "hs": 8}
    assert apfp(game, state, ["sq", "hs"], "b7:F3", ("us.satchel_charge",)) == 8 + 2
    state.dice = ScriptedDice([9])
    ap_attack(game, state, [state.units["sq"], state.units["hs"]], "b7:D3", weapons=("us.satchel_charge",))
    assert state.sides["allied"].expendables["us.satchel_charge"] == 0


def test_expendables_the_side_does_not_hold_are_not_used():
    game, state = expendable_game()
    assert apfp(game, state, ["sq", "hs"], "b7:D3", ("us.satchel_charge",)) == 8 + 2
    assert [a.weapons for a in fire_actions(game, state)] == [(), ()]



def squads_game(squads, **held):
    """`squads` American rifle squads in C3 holding the expendables `held`; a German squad
    adjacent in D3. The American Fire Phase."""
    ids = tuple(f"s{i}" for i in range(1, squads + 1))
    allied = SideSetup("us", half_squads=True, expendables=tuple(held.items()),
                       stacks=(Stack("b7:C3", tuple(unit(i, "us.rifle_squad") for i in ids)),))
    game, state = make_game(OPEN, allied_side=allied, axis=[("b7:D3", [unit("near", "ger.rifle_squad")])])
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    return game, state, ids


def test_three_squads_with_three_grenades_counters_get_minus_three_and_spend_three():
    """12.52: one Grenades counter per unit, per attack: three squads firing at an adjacent hex
    use three counters, -1 each; all three are removed from play."""
    game, state, ids = squads_game(3, **{"us.grenades": 3})
    three = ("us.grenades",) * 3
    assert Fire(ids, "b7:D3", three) in fire_actions(game, state)
    firers = [state.units[i] for i in ids]
    assert [(m.name, m.value, m.section) for m in ap_modifiers(game, state, firers, "b7:D3", weapons=three)] == [
        ("grenades", -3, "12.52")]
    state.dice = ScriptedDice([9])
    outcome = ap_attack(game, state, firers, "b7:D3", weapons=three)
    assert outcome.modified_roll == 9 - 3
    assert state.sides["allied"].expendables["us.grenades"] == 0


def test_two_grenades_counters_held_by_a_group_of_three_give_minus_two():
    """12.52: never more counters than the side holds: two for three squads, -2, both spent."""
    game, state, ids = squads_game(3, **{"us.grenades": 2})
    two = ("us.grenades",) * 2
    assert [a.weapons for a in fire_actions(game, state)] == [(), two]
    firers = [state.units[i] for i in ids]
    assert fire_group_apfp(game, state, firers, "b7:D3", weapons=("us.grenades",) * 3).expendables == two
    state.dice = ScriptedDice([9])
    outcome = ap_attack(game, state, firers, "b7:D3", weapons=two)
    assert [(m.name, m.value) for m in outcome.modifiers] == [("grenades", -2)]
    assert state.sides["allied"].expendables["us.grenades"] == 0


def test_never_more_grenades_counters_than_units_able_to_throw_them():
    """12.52: four counters and three squads: three are thrown, one is kept."""
    game, state, ids = squads_game(3, **{"us.grenades": 4})
    assert [a.weapons for a in fire_actions(game, state)] == [(), ("us.grenades",) * 3]
    state.dice = ScriptedDice([9])
    ap_attack(game, state, [state.units[i] for i in ids], "b7:D3", weapons=("us.grenades",) * 4)
    assert state.sides["allied"].expendables["us.grenades"] == 1


def test_a_satchel_charge_each_for_two_squads_adds_both_apfp():
    """12.53: each unit using a satchel charge adds its APFP (6) to its own (5): 11 + 11;
    one charge per unit, both spent."""
    game, state, ids = squads_game(2, **{"us.satchel_charge": 2})
    two = ("us.satchel_charge",) * 2
    assert Fire(ids, "b7:D3", two) in fire_actions(game, state)
    assert shares(game, state, list(ids), "b7:D3", two) == {"s1": 5 + 6, "s2": 5 + 6}
    assert shares(game, state, list(ids), "b7:D3", ("us.satchel_charge",) * 3) == {"s1": 11, "s2": 11}
    state.dice = ScriptedDice([9])
    outcome = ap_attack(game, state, [state.units[i] for i in ids], "b7:D3", weapons=two)
    assert outcome.apfp == 22 and state.sides["allied"].expendables["us.satchel_charge"] == 0


def test_the_choices_are_none_every_grenade_the_best_satchel_bearers_and_both():
    """Three squads, two Grenades counters and three satchel charges: no expendables, two
    grenades, three satchel charges, or all five; not every count in between."""
    game, state, ids = squads_game(3, **{"us.grenades": 2, "us.satchel_charge": 3})
    grenades, satchels = ("us.grenades",) * 2, ("us.satchel_charge",) * 3
    assert [a.weapons for a in fire_actions(game, state)] == [(), grenades, satchels, grenades + satchels]


def test_the_automatic_opportunity_fire_keeps_the_grenades_and_satchel_charges():
    """13.8: the opportunity fire at an adjacent mover is automatic and uses no expendables."""
    axis = SideSetup("ger", half_squads=True, expendables=(("ger.grenades", 2), ("ger.satchel_charge", 1)),
                     stacks=(Stack("b7:G3", (unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad"))),))
    game, state = make_game(OPEN, allied=[("b7:E3", [unit("a1", "us.rifle_squad")])], axis_side=axis)
    while state.phase != Phase.MOVEMENT.value:
        game.end_phase(state)
    state.dice = ScriptedDice([11])
    game.apply(state, StartMove(("a1",)))
    game.apply(state, MoveStep("b7:F3"))
    [attack] = [e for e in state.events if e["kind"] == "ap_attack"]
    assert attack["opportunity"] and attack["weapons"] == []
    assert all(m["section"] != "12.52" for m in attack["modifiers"])
    assert state.sides["axis"].expendables == {"ger.grenades": 2, "ger.satchel_charge": 1}

# --- 14.3 passengers, 14.4 AFVs, vehicles and Guns ----------------------------------------------


def test_m4a3e8_gun_12_gun_and_360_mg_16_all_three_in_its_ffa_19():
    """14.4 example: turreted Gun 12 at any range and direction; with the 360° MG 16 within
    8 hexes; with the FF MG too, 19, within 8 hexes in the FFA."""
    board = make_board(["." * 13] * 16)
    game, state = make_game(board, allied=[("b7:F3", [unit("e8", "us.m4a3e8", facing=0)])],
                            axis=[("b7:F1", [unit("ahead", "ger.rifle_squad")]), ("b7:F6", [unit("behind", "ger.rifle_squad")]),
                                  ("b7:F13", [unit("far_behind", "ger.rifle_squad")])])
    assert game.hex("b7:F3").distance(game.hex("b7:F13")) == 10
    assert apfp(game, state, ["e8"], "b7:F1") == 19
    assert apfp(game, state, ["e8"], "b7:F6") == 16
    assert apfp(game, state, ["e8"], "b7:F13") == 12
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    assert fire_actions(game, state) == [Fire(("e8",), "b7:F1", ("gun", "mg360", "mgff")),
                                         Fire(("e8",), "b7:F6", ("gun", "mg360")), Fire(("e8",), "b7:F13", ("gun",))]


def test_unturreted_gun_and_guns_fire_only_in_their_ffa():
    """1.22, 14.4: a StuG's Gun only in its FFA, its 360° MG anywhere in 8; a Gun (13.3) at
    any range in its FFA."""
    game, state = make_game(OPEN, axis=[("b7:F6", [unit("stug", "ger.stug_iii_g", facing=0)]),
                                        ("b7:H6", [unit("pak", "ger.pak40", facing=0)])],
                            allied=[("b7:F2", [unit("ahead", "us.rifle_squad")]), ("b7:F9", [unit("behind", "us.rifle_squad")])])
    assert (apfp(game, state, ["stug"], "b7:F2"), apfp(game, state, ["stug"], "b7:F9")) == (10 + 4, 4)
    assert (apfp(game, state, ["pak"], "b7:F2"), apfp(game, state, ["pak"], "b7:F9")) == (6, 0)


def test_passengers_use_light_mgs_only_and_fire_with_their_transport():
    """14.3: an L MG counts, an H MG does not; passengers and transport fire as one group."""
    halftrack = unit("ht", "us.m3_halftrack", facing=0, passengers=(
        unit("p1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("p2", "us.rifle_half_squad", weapons=("us.m1919a4",))))
    game, state = make_game(OPEN, allied=[("b7:F6", [halftrack])], axis=[("b7:F3", [unit("g", "ger.rifle_squad")])])
    assert shares(game, state, ["ht", "p1", "p2"], "b7:F3") == {"ht": 4, "p1": 5 + 3, "p2": 2}
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    assert fire_actions(game, state) == [Fire(("ht", "p1", "p2"), "b7:F3", ("mg360",))]
    state.units["ht"].fired = True
    assert fire_actions(game, state) == [Fire(("p1", "p2"), "b7:F3")]


def test_vehicles_and_guns_never_join_infantry_fire_groups():
    """14.4: the Gun in the infantry's hex fires on its own."""
    game, state = make_game(OPEN, allied=[("b7:F6", [unit("sq", "us.rifle_squad"), unit("gun", "us.m1_57mm", facing=0)])],
                            axis=[("b7:F3", [unit("g", "ger.rifle_squad")])])
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    assert fire_actions(game, state) == [Fire(("sq",), "b7:F3"), Fire(("gun",), "b7:F3", ("gun",))]


def test_units_in_a_bunker_fire_only_out_of_its_ffa():
    """19.5: a bunker facing north: the squad fires north, not south."""
    game, state = make_game(OPEN, allied=[("b7:F6", [unit("sq", "us.rifle_squad")])],
                            axis=[("b7:F3", [unit("n", "ger.rifle_squad")]), ("b7:F9", [unit("s", "ger.rifle_squad")])])
    state.fortifications.append({"hex": "b7:F6", "type": "bunker_concrete", "side": "allied", "facing": 0, "hidden": False})
    assert (apfp(game, state, ["sq"], "b7:F3"), apfp(game, state, ["sq"], "b7:F9")) == (5, 0)


# --- 12.6 mortars ---------------------------------------------------------------------------------


def mortar_game(board=OPEN, mortars=("b7:F8", "b7:F8"), axis_hex="b7:F4"):
    stacks = {}
    for i, where in enumerate(mortars):
        stacks.setdefault(where, []).append(unit(f"m{i}", "ger.rifle_squad", weapons=("ger.grw36",)))
    stacks.setdefault(mortars[0], []).append(unit("ldr", "ger.leader_1"))
    game, state = make_game(board, axis=list(stacks.items()), allied=[(axis_hex, [unit("u", "us.rifle_squad")])])
    state.phase, state.active = Phase.FIRE, Side.AXIS
    return game, state


def test_mortars_in_one_hex_fire_one_barrage_with_only_their_own_apfp():
    """12.61: the hex's mortars combine (5 + 5), the squads add nothing, a leader adds his modifier."""
    game, state = mortar_game()
    assert Fire(("m0", "m1"), "b7:F4", ("mortar",)) in fire_actions(game, state)
    mortars = [state.units["m0"], state.units["m1"]]
    assert apfp(game, state, ["m0", "m1"], "b7:F4", ("mortar",)) == 10
    assert [(m.value, m.section) for m in ap_modifiers(game, state, mortars, "b7:F4", weapons=("mortar",))] == [(-1, "13.6")]


def test_mortar_minimum_range_two():
    """12.65: not at an adjacent target."""
    game, state = mortar_game(axis_hex="b7:F7")
    assert apfp(game, state, ["m0"], "b7:F7", ("mortar",)) == 0
    assert all(a.weapons != ("mortar",) for a in fire_actions(game, state))


def test_mortar_needs_its_own_los_or_a_spotter():
    """12.62: woods between the mortar and the target: no attack unless an unpinned friend sees it."""
    board = make_board(["." * 13] * 5 + ["....." + "W" * 3 + "....."] + ["." * 13] * 6)
    game, state = mortar_game(board, mortars=("b7:F8",), axis_hex="b7:F4")
    assert all(a.weapons != ("mortar",) for a in fire_actions(game, state))
    game, state = mortar_game(board, mortars=("b7:F8", "b7:J4"), axis_hex="b7:F4")
    assert Fire(("m0",), "b7:F4", ("mortar",)) in fire_actions(game, state)
    state.units["m1"].pinned = True
    assert Fire(("m0",), "b7:F4", ("mortar",)) not in fire_actions(game, state)


def test_mortar_counts_only_the_target_hex_terrain():
    """12.63: an orchard between does not hinder; the target's own orchard does."""
    board = make_board(["." * 13] * 5 + ["....." + "O" * 3 + "....."] + ["." * 13] * 6)
    game, state = mortar_game(board)
    mortars = [state.units["m0"], state.units["m1"]]
    state.units["ldr"].leader_used = True
    assert ap_modifiers(game, state, mortars, "b7:F4", weapons=("mortar",)) == []
    assert [m.section for m in ap_modifiers(game, state, mortars, "b7:F4")] == ["13.4"]  # direct fire would count it
    game, state = mortar_game(board, axis_hex="b7:F6")
    state.units["ldr"].leader_used = True
    assert [(m.value, m.section) for m in ap_modifiers(game, state, [state.units["m0"]], "b7:F6", weapons=("mortar",))] == [(1, "12.63")]


def test_mortars_not_from_buildings_and_not_as_opportunity_fire():
    """12.61: no mortar fire from a building; no opportunity fire with a mortar."""
    board = make_board(["." * 13] * 7 + ["." * 5 + "B" + "." * 7] + ["." * 13] * 4)
    game, state = mortar_game(board)
    assert all(a.weapons != ("mortar",) for a in fire_actions(game, state))
    with pytest.raises(MortarOpportunityError):
        ap_attack(game, state, [state.units["m0"]], "b7:F4", weapons=("mortar",), opportunity=True)


def test_mortar_air_burst_doubles_casualty_points_in_woods():
    """12.64: 10 APFP, roll 4, woods +2, leader -1 = 5 -> 1 CP on the 5-10 row, doubled to 2."""
    board = make_board(["." * 13] * 3 + ["." * 5 + "W" + "." * 7] + ["." * 13] * 8)
    game, state = mortar_game(board)
    state.dice = ScriptedDice([4])
    outcome = ap_attack(game, state, [state.units["m0"], state.units["m1"]], "b7:F4", weapons=("mortar",))
    assert (outcome.modified_roll, outcome.casualty_points, outcome.report.points) == (5, 1, 2)
    assert outcome.report.air_burst
    assert state.units["u"].type == "us.rifle_half_squad"


def test_mortar_barrage_strikes_vehicles_in_the_hex():
    """12.67: the barrage may target a hex of AFVs only; each vehicle is rolled for (6 or
    less hits; an unarmored vehicle hit is destroyed)."""
    game, state = make_game(OPEN, axis=[("b7:F8", [unit("m0", "ger.rifle_squad", weapons=("ger.grw36",))])],
                            allied=[("b7:F4", [unit("truck", "us.truck", facing=0)]),
                                    ("b7:H4", [unit("tank", "us.m4a3e8", facing=0)])])
    state.phase, state.active = Phase.FIRE, Side.AXIS
    assert Fire(("m0",), "b7:H4", ("mortar",)) in fire_actions(game, state)
    state.dice = ScriptedDice([9, 5])  # the AP roll (no effect), then the to-hit roll against the truck
    ap_attack(game, state, [state.units["m0"]], "b7:F4", weapons=("mortar",))
    assert state.units["truck"].where == "eliminated"
