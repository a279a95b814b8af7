"""Close assaults in play (15.1-15.10): the rulebook's two worked examples, the defenders'
APFP, pinned defenders, AFVs, hills, hexsides, bunkers, valor and the Assault choices."""

from __future__ import annotations

from core.game.actions import Advance, Assault
from core.game.assault import close_assault
from core.game.assault_strength import attack_strength, defence_strength
from core.game.casualties import Result, casualty_options
from core.game.state import Phase, Where
from core.scenario import SideSetup, Stack
from core.sides import Side, other_side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

NATION = {"axis": "ger", "allied": "us"}
OPEN = make_board([".....", ".....", ".....", "....."])
ORIGIN, TARGET = "b7:C3", "b7:C2"  # C2 is straight north of C3


def position(attackers, defenders, *, attacker="axis", board=OPEN, origin=ORIGIN, target=TARGET,
             expendables=(), defender_expendables=(), extra=()):
    """`attackers` in `origin`, the other side's `defenders` in `target`; the attacker's Advance
    and Assault Phase. `extra`: more (side, hex, units) stacks."""
    stacks = {attacker: [Stack(origin, tuple(attackers))], other_side(attacker): [Stack(target, tuple(defenders))]}
    for side, hex_name, units in extra:
        stacks[side].append(Stack(hex_name, tuple(units)))
    held = {attacker: tuple(expendables), other_side(attacker): tuple(defender_expendables)}
    sides = {s: SideSetup(NATION[s], half_squads=True, stacks=tuple(stacks[s]), expendables=held[s]) for s in stacks}
    game, state = make_game(board, allied_side=sides["allied"], axis_side=sides["axis"])
    state.phase, state.active = Phase.ADVANCE, Side(attacker)
    return game, state


def assault(game, state, ids, target=TARGET, weapons=(), dice=()):
    state.dice = ScriptedDice(list(dice))
    report = close_assault(game, state, [state.units[i] for i in ids], target, weapons)
    assert state.dice.rolls == [], "every scripted roll is used"
    return report


def books_balance(game, state):
    for side, kept in state.sides.items():
        remaining = sum(game.points(u) for u in state.units.values() if u.side == side and u.where != Where.ELIMINATED.value)
        assert kept.lost_points + remaining == kept.start_points, side


# --- the Close Assault Example (15) ---------------------------------------------------------------

BUILDING = make_board([".....", "..B..", ".....", "....."])
GERMANS = ("pg1", "pg2", "pg3", "schmidt")


def example():
    """Three Panzergrenadier squads with Schmidt (APFP 13) and a Grenades counter; two
    American rifle squads with Coleman (APFP 11) in a building."""
    return position(
        [unit("pg1", "ger.panzergrenadier_squad"), unit("pg2", "ger.panzergrenadier_squad"),
         unit("pg3", "ger.panzergrenadier_squad"), unit("schmidt", "ger.leader_1")],
        [unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad"), unit("coleman", "us.leader_1")],
        board=BUILDING, expendables=(("ger.grenades", 1),))


def test_example_13_against_11_is_1_1_kill_number_6_5_with_coleman_roll_8_less_2_is_6_and_fails():
    """The example's numbers all come out, but 6 is over the Kill Number 5: by 15.7 the assault
    fails (the example's "eliminated" is an erratum, docs/decisions/assault.md). The Germans
    take 1 (6 - 5) + 3 (building) + 3 (defenders) = 7 CP, the Americans 1 per assaulting unit."""
    game, state = example()
    report = assault(game, state, GERMANS, weapons=("ger.grenades",), dice=[8])
    result = report.result
    assert (report.attack.total, report.defence.total) == (13, 11)
    assert (result.odds, result.kill_number, result.modified_kill_number) == ("1-1", 6, 5)
    assert (result.roll, result.modified_roll) == (8, 6)
    assert [(m.name, m.value) for m in result.roll_modifiers] == [("attacker_leader", -1), ("grenades", -1)]
    assert (report.attack.leader, report.defence.leader) == ("schmidt", "coleman")
    assert not result.defenders_eliminated
    assert (result.attacker_casualty_points, result.defender_casualty_points) == (7, 4)
    assert report.attacker_losses.points == 7 and report.attacker_losses.unfulfilled == 0
    assert report.occupied_by == ()
    assert state.sides["axis"].expendables["ger.grenades"] == 0  # 12.5
    books_balance(game, state)


def test_example_with_a_roll_of_7_succeeds_and_the_germans_take_the_printed_six_points():
    """7 - 1 - 1 = 5: the Americans are eliminated, the Germans move into the building and take
    3 (building) + 3 (three defending units) = 6 CP, allocated automatically (seed 004)."""
    game, state = example()
    report = assault(game, state, GERMANS, weapons=("ger.grenades",), dice=[7])
    assert report.result.modified_roll == 5 and report.result.defenders_eliminated
    assert report.result.attacker_casualty_points == 6
    assert sum(c.points for c in report.attacker_losses.casualties) == 6
    assert all(state.units[i].where == Where.ELIMINATED.value for i in ("r1", "r2", "coleman"))
    survivors = [i for i in GERMANS if state.units[i].where == Where.MAP.value]
    assert report.occupied_by == tuple(survivors) and all(state.units[i].hex == TARGET for i in survivors)
    books_balance(game, state)


def test_example_the_german_players_choice_for_the_six_points_one_squad_eliminated_one_pinned():
    """15 example: "eliminates one squad, and pins another": 5 (a Panzergrenadier squad's
    rating) + 1 = 6 (14.61). The computer takes the same 6 its own way (least valuable first)."""
    game, state = example()
    assert (Result.ELIMINATED, 5) in casualty_options(game, state, state.units["pg1"])
    assert (Result.PINNED, 1) in casualty_options(game, state, state.units["pg2"])
    report = assault(game, state, GERMANS, weapons=("ger.grenades",), dice=[7])
    assert {c.unit: (c.result, c.points) for c in report.attacker_losses.casualties} == {
        "schmidt": (Result.PINNED, 1), "pg1": (Result.REDUCED, 3), "pg2": (Result.PINNED, 1), "pg3": (Result.PINNED, 1)}


# --- the 15.8 example -----------------------------------------------------------------------------

WOODS = make_board([".....", "..W..", ".....", "....."])


def test_15_8_three_squads_into_woods_against_two_at_2_1_roll_10_fails_by_2():
    """Kill Number 8 at 2-1; a 10 fails by 2: 2 + 2 (woods) + 2 (two squads) = 6 CP to the
    three assaulting squads, and 3 CP (one per assaulting squad) to the defenders."""
    game, state = position(
        [unit("a1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("a2", "us.rifle_squad"), unit("a3", "us.rifle_squad")],
        [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")], attacker="allied", board=WOODS)
    report = assault(game, state, ("a1", "a2", "a3"), dice=[10])
    result = report.result
    assert (report.attack.total, report.defence.total, result.odds, result.kill_number) == (18, 8, "2-1", 8)
    assert result.margin == 2
    assert (result.attacker_casualty_points, result.defender_casualty_points) == (6, 3)
    assert report.attacker_losses.points == 6
    defender_hits = [e for e in state.events if e["kind"] == "casualties" and e["hex"] == TARGET]
    assert [e["points"] for e in defender_hits] == [3]
    assert state.units["g1"].hex == TARGET  # the hex holds
    books_balance(game, state)


# --- pinned defenders (15.9) -------------------------------------------------------------------------


def test_only_pinned_defenders_are_eliminated_with_no_roll_and_no_casualties():
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad")])
    state.units["r1"].pinned = state.units["r2"].pinned = True
    report = assault(game, state, ("g1",), dice=[])  # no roll
    assert report.result.automatic and report.pinned_eliminated == ("r1", "r2")
    assert report.attacker_losses is None and state.units["g1"].hex == TARGET and not state.units["g1"].pinned


def test_pinned_defenders_go_first_and_neither_defend_nor_count():
    """The pinned squad is gone before the odds: 4 against the half squad's 2 is 2-1, and a
    win costs 0 (open) + 1 (one unpinned defender) CP."""
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("r1", "us.rifle_squad"), unit("h1", "us.rifle_half_squad")])
    state.units["r1"].pinned = True
    report = assault(game, state, ("g1",), dice=[8])
    assert report.pinned_eliminated == ("r1",) and report.defence.total == 2
    assert report.result.defenders_eliminated and report.result.attacker_casualty_points == 1
    assert state.units["r1"].where == Where.ELIMINATED.value


def test_pinned_defenders_are_lost_even_when_the_assault_fails():
    game, state = position([unit("g1", "ger.rifle_half_squad")], [unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad")])
    state.units["r1"].pinned = True
    report = assault(game, state, ("g1",), dice=[12])
    assert not report.result.defenders_eliminated and state.units["r1"].where == Where.ELIMINATED.value


# --- who adds what APFP (15.2-15.5, 12.3, 22.3) ---------------------------------------------------------


def test_assaulting_units_use_only_light_machine_guns():
    """15.2: the LMG adds 3; the tripod MG and the flamethrower stay out; a leader uses his LMG
    or himself, whichever is more (12.3)."""
    game, state = position(
        [unit("lmg", "ger.rifle_squad", weapons=("ger.mg34",)), unit("mmg", "ger.rifle_squad", weapons=("ger.mg34_tripod",)),
         unit("fw", "ger.rifle_squad", weapons=("ger.flammenwerfer_41",)), unit("ldr", "ger.leader_1", weapons=("ger.mg34",))],
        [unit("r1", "us.rifle_squad")])
    strength = attack_strength(game, state, [state.units[i] for i in ("lmg", "mmg", "fw", "ldr")])
    assert [s.apfp for s in strength.shares] == [7, 4, 4, 3]


def test_defending_infantry_use_any_weapon_that_reaches_an_adjacent_hex():
    """15.2: a squad adds its medium MG, a half squad fires its heavy MG alone (12.3);
    a mortar cannot fire at an adjacent hex (12.65)."""
    game, state = position(
        [unit("g1", "ger.rifle_squad")],
        [unit("mmg", "us.rifle_squad", weapons=("us.m1919a4",)), unit("half", "us.rifle_half_squad", weapons=("us.m2hb",)),
         unit("mortar", "us.rifle_squad", weapons=("us.m2_mortar",))])
    strength = defence_strength(game, state, [state.units[i] for i in ("mmg", "half", "mortar")], ORIGIN)
    assert [s.apfp for s in strength.shares] == [10, 6, 5]


def test_a_defending_afv_uses_its_machine_guns_the_front_one_only_to_its_front():
    """15.4: the M4A3E8 (360° MG 4, front MG 3) facing north: 4 against an assault from the
    south, 7 from the north. Its main gun never counts."""
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("tank", "us.m4a3e8", facing=0)])
    tank = [state.units["tank"]]
    assert defence_strength(game, state, tank, "b7:C3").total == 4
    assert defence_strength(game, state, tank, "b7:C1").total == 7


def test_passengers_add_their_apfp_and_light_mg_to_the_vehicle():
    """15.4: the halftrack's MG 4 + the squad's 5 + its LMG 3; 15.1: both are defending units."""
    game, state = position([unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")],
                           [unit("ht", "us.m3_halftrack", facing=0, passengers=(unit("gi", "us.rifle_squad", weapons=("us.m1919a6",)),))])
    report = assault(game, state, ("g1", "g2"), dice=[2])
    assert report.defence.total == 4 + 5 + 3
    assert report.result.attacker_casualty_points == 0 + 2  # open ground, two defending units
    assert state.units["ht"].where == state.units["gi"].where == Where.ELIMINATED.value


def test_guns_and_unarmed_vehicles_defend_with_2_a_towed_gun_not_at_all():
    """15.5: the 57mm Gun 2, the truck 2; the Gun it tows adds nothing and is no defending unit."""
    game, state = position([unit("g1", "ger.rifle_squad")],
                           [unit("atg", "us.m1_57mm", facing=0), unit("truck", "us.truck", facing=0, towed=unit("towed", "us.m1_57mm"))])
    report = assault(game, state, ("g1",), dice=[12])
    assert report.defence.total == 4 and [s.unit for s in report.defence.shares] == ["atg", "truck"]
    assert report.result.attacker_casualty_points == (12 - 6) + 0 + 2


def test_valor_doubles_inherent_apfp_on_both_sides_but_not_weapons():
    """22.3: a valorous squad with an LMG assaults with 4 x 2 + 3 = 11; a valorous defending
    squad defends with 5 x 2 = 10."""
    game, state = position([unit("g1", "ger.rifle_squad", weapons=("ger.mg34",))], [unit("r1", "us.rifle_squad")])
    state.units["g1"].valor = state.units["r1"].valor = True
    report = assault(game, state, ("g1",), dice=[6])
    assert (report.attack.total, report.defence.total, report.result.odds) == (11, 10, "1-1")


def test_a_satchel_charge_adds_its_apfp_instead_of_the_units_weapon():
    """12.53: the squad with the LMG would gain 6 - 3; the one without gains 6: it takes it."""
    game, state = position([unit("lmg", "ger.rifle_squad", weapons=("ger.mg34",)), unit("g2", "ger.rifle_squad")],
                           [unit("r1", "us.rifle_squad")], expendables=(("ger.satchel_charge", 1),))
    strength = attack_strength(game, state, [state.units["lmg"], state.units["g2"]], ("ger.satchel_charge",))
    assert [s.apfp for s in strength.shares] == [7, 10] and strength.satchels == ("ger.satchel_charge",)


def test_defenders_throw_their_grenades_and_lower_the_kill_number():
    """12.52: the defending side's Grenades counter lowers the Kill Number by 1 (automatic)."""
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("r1", "us.rifle_squad")],
                           defender_expendables=(("us.grenades", 2),))
    report = assault(game, state, ("g1",), dice=[6])
    assert (report.result.kill_number, report.result.modified_kill_number) == (6, 5)
    assert not report.result.defenders_eliminated and state.sides["allied"].expendables["us.grenades"] == 1



def test_a_defender_with_two_grenades_and_two_squads_lowers_the_kill_number_by_two():
    """12.52: one Grenades counter per defending unit: two squads with two counters, -1 each to
    the assaulter's Kill Number; both are removed from play."""
    game, state = position([unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")],
                           [unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad")],
                           defender_expendables=(("us.grenades", 2),))
    report = assault(game, state, ("g1", "g2"), dice=[12])
    assert report.defence.expendables == ("us.grenades", "us.grenades")
    assert [(m.name, m.value, m.section) for m in report.result.kill_modifiers] == [("defender_grenades", -2, "12.52")]
    assert report.result.modified_kill_number == report.result.kill_number - 2
    assert state.sides["allied"].expendables["us.grenades"] == 0


def test_defenders_use_no_more_grenades_than_they_have_infantry_to_throw_them():
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad")],
                           defender_expendables=(("us.grenades", 5),))
    report = assault(game, state, ("g1",), dice=[12])
    assert report.result.modified_kill_number == report.result.kill_number - 2
    assert state.sides["allied"].expendables["us.grenades"] == 3


def test_three_assaulting_squads_with_three_grenades_counters_modify_the_roll_by_minus_three():
    """12.52: -1 to the assault roll per counter, one per unit; the choice names each counter."""
    game, state = position(THREE, [unit("r1", "us.rifle_squad")], expendables=(("ger.grenades", 3),))
    three = ("ger.grenades",) * 3
    assert {a.weapons for a in assaults(game, state)} == {(), three}
    report = assault(game, state, ("g1", "g2", "g3"), weapons=three, dice=[9])
    assert [(m.name, m.value, m.section) for m in report.result.roll_modifiers] == [("grenades", -3, "12.52")]
    assert report.result.modified_roll == 6 and state.sides["axis"].expendables["ger.grenades"] == 0


def test_a_satchel_charge_each_for_two_assaulting_squads_adds_both_apfp():
    """12.53 in a close assault: each squad using a charge adds its 6 to its own APFP."""
    game, state = position(THREE[:2], [unit("r1", "us.rifle_squad")], expendables=(("ger.satchel_charge", 2),))
    two = ("ger.satchel_charge",) * 2
    strength = attack_strength(game, state, [state.units["g1"], state.units["g2"]], two)
    plain = attack_strength(game, state, [state.units["g1"], state.units["g2"]])
    assert strength.total == plain.total + 2 * 6 and strength.expendables == two
    assert two in {a.weapons for a in assaults(game, state)}
    assault(game, state, ("g1", "g2"), weapons=two, dice=[12])
    assert state.sides["axis"].expendables["ger.satchel_charge"] == 0

# --- AFVs (15.10) ---------------------------------------------------------------------------------------

THREE = [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad"), unit("g3", "ger.rifle_squad")]


def test_three_points_immobilize_a_defending_afv_with_no_roll_then_the_crew_checks():
    """12 against 4 is 3-1 (Kill Number 9); a 12 fails; the three squads' 3 CP immobilize the
    Sherman without a roll, and its crew stays on a 5 (16.6)."""
    game, state = position(THREE, [unit("tank", "us.m4a3e8", facing=0)])
    report = assault(game, state, ("g1", "g2", "g3"), dice=[12, 5])
    assert report.result.kill_number == 9 and report.result.defender_casualty_points == 3
    assert state.units["tank"].immobile and state.units["tank"].where == Where.MAP.value
    assert report.defender_losses == ("tank",)


def test_fewer_points_need_an_immobilization_roll_at_or_under_them():
    game, state = position(THREE[:2], [unit("tank", "us.m4a3e8", facing=0)])
    assault(game, state, ("g1", "g2"), dice=[12, 3])  # 2 CP, a 3: no effect
    assert not state.units["tank"].immobile
    game, state = position(THREE[:2], [unit("tank", "us.m4a3e8", facing=0)])
    assault(game, state, ("g1", "g2"), dice=[12, 2, 6])  # a 2: immobilized; the crew stays on 6
    assert state.units["tank"].immobile


def test_points_beyond_three_go_to_the_other_units_in_the_hex():
    """Four assaulting units: 3 CP immobilize the Sherman, the fourth pins the squad with it."""
    game, state = position(THREE + [unit("ldr", "ger.leader_1")],
                           [unit("tank", "us.m4a3e8", facing=0), unit("r1", "us.rifle_squad")])
    report = assault(game, state, ("g1", "g2", "g3", "ldr"), dice=[12, 4])
    assert report.result.defender_casualty_points == 4
    assert state.units["tank"].immobile and state.units["r1"].pinned


def test_after_the_afv_its_passengers_are_reduced_or_eliminated_never_pinned():
    """14.65, 15.10: four points: the halftrack takes 3 (immobilized); nobody else is in the hex,
    so the fourth falls on the half squad riding it, which cannot be pinned and is eliminated."""
    game, state = position(THREE + [unit("ldr", "ger.leader_1")],
                           [unit("ht", "us.m3_halftrack", facing=0, passengers=(unit("gi", "us.rifle_half_squad"),))])
    assault(game, state, ("g1", "g2", "g3", "ldr"), dice=[12, 6])
    assert state.units["ht"].immobile and state.units["gi"].where == Where.ELIMINATED.value


# --- terrain: hills, hexsides, bunkers ------------------------------------------------------------------


def test_assaulting_uphill_costs_one_more_point_per_level():
    """15.81: from level 0 into a level-2 hill hex: +2 CP, won or lost."""
    hill = make_board([".....", ".....", ".....", "....."], elevation=["00000", "00200", "00000", "00000"])
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("h1", "us.rifle_half_squad")], board=hill)
    report = assault(game, state, ("g1",), dice=[2])
    assert report.result.defenders_eliminated and report.result.attacker_casualty_points == 0 + 1 + 2


def test_a_wall_on_the_hexside_crossed_adds_to_the_cover():
    """15.8: the wall between C3 and C2 (+1) counts with the hex's cover."""
    walled = make_board([".....", ".....", ".....", "....."], hexsides={"wall": ["C2/S"]})
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("h1", "us.rifle_half_squad")], board=walled)
    report = assault(game, state, ("g1",), dice=[2])
    assert report.result.attacker_casualty_points == 1 + 1


def test_only_two_units_occupy_a_bunker_taken_by_a_full_stack():
    """15.8, 19.5: four units take the bunker; the two most valuable move in, the rest stay."""
    game, state = position(THREE + [unit("ldr", "ger.leader_1")], [unit("h1", "us.rifle_half_squad")])
    state.fortifications.append({"hex": TARGET, "type": "bunker_concrete", "side": "allied", "facing": 0, "hidden": False})
    report = assault(game, state, ("g1", "g2", "g3", "ldr"), dice=[2])
    assert report.result.defenders_eliminated and len(report.occupied_by) == 2
    assert sum(state.units[i].hex == TARGET for i in ("g1", "g2", "g3", "ldr")) == 2


# --- after the assault -----------------------------------------------------------------------------------


def test_survivors_move_in_when_a_failed_assault_still_clears_the_hex():
    """Seed 004: two squads fail against a lone half squad; their 2 CP eliminate it (rating 2),
    and the assaulters advance into the empty hex."""
    game, state = position(THREE[:2], [unit("h1", "us.rifle_half_squad")])
    report = assault(game, state, ("g1", "g2"), dice=[12])
    assert not report.result.defenders_eliminated
    assert state.units["h1"].where == Where.ELIMINATED.value and report.occupied_by


def test_taking_an_objective_and_eliminating_a_sniper_in_it():
    """Seed 004: the hex changes hands when only the assaulters are in it; 20.6: the sniper there goes."""
    game, state = position([unit("g1", "ger.rifle_squad")], [unit("h1", "us.rifle_half_squad")])
    state.objectives[TARGET] = "allied"
    state.sides["allied"].sniper_hex = TARGET
    assault(game, state, ("g1",), dice=[2])
    assert state.objectives[TARGET] == "axis" and state.sides["allied"].sniper_hex is None


# --- the choices of the phase (15.1, 5.35) -------------------------------------------------------------------


def assaults(game, state):
    return [a for a in game.legal_actions(state) if isinstance(a, Assault)]


def test_each_hex_assaults_with_all_its_infantry_and_each_choice_of_expendables():
    game, state = position(THREE[:2] + [unit("tank", "ger.pziv_h", facing=0)], [unit("r1", "us.rifle_squad")],
                           expendables=(("ger.grenades", 1), ("ger.satchel_charge", 1)))
    found = assaults(game, state)
    assert {a.units for a in found} == {("g1", "g2")} and {a.target for a in found} == {TARGET}
    assert {a.weapons for a in found} == {(), ("ger.grenades",), ("ger.satchel_charge",), ("ger.grenades", "ger.satchel_charge")}


def test_one_assault_per_hex_per_phase_and_none_by_units_that_advanced():
    """15.1: g3 advanced to B3 (next to C2) and may not assault; g1 and g2 assault from C3,
    which may not assault again this phase, and having assaulted they may not advance."""
    game, state = position(THREE, [unit("r1", "us.rifle_squad")], extra=[("allied", "b7:D2", [unit("r2", "us.rifle_squad")]),
                                                                         ("axis", "b7:A4", [unit("g4", "ger.rifle_squad")])])
    game.apply(state, Advance(("g3",), "b7:B3"), check=True)
    assert {a.units for a in assaults(game, state)} == {("g1", "g2")}
    state.dice = ScriptedDice([12])
    game.apply(state, Assault(("g1", "g2"), TARGET), check=True)
    assert state.phase == Phase.ADVANCE.value and assaults(game, state) == []  # g4 keeps the phase open
    survivors = {i for i in ("g1", "g2") if state.units[i].where == Where.MAP.value}
    assert survivors and not any(isinstance(a, Advance) and survivors & set(a.units) for a in game.legal_actions(state))


def test_pinned_units_neither_assault_nor_advance():
    game, state = position(THREE[:1], [unit("r1", "us.rifle_squad")])
    state.units["g1"].pinned = True
    assert [a for a in game.legal_actions(state) if isinstance(a, (Assault, Advance))] == []
