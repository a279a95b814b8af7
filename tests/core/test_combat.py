"""Combat resolution, told like the rulebook's worked examples.

Section numbers are the rulebook's (seed 001). Each example test repeats the
example's units, rolls and modifiers, and checks every number it prints.
"""

from __future__ import annotations

import pytest

from core.combat import (
    ApFire,
    ArmorArc,
    AtFire,
    AtOutcome,
    CloseAssault,
    Firer,
    ModifierError,
    RollError,
    TargetType,
    armor_arc,
    armor_factor,
    assault_apfp,
    boundary_arc,
    elimination_outcome,
    fire_group_apfp,
    overrun_apfp,
    resolve_ap_attack,
    resolve_at_attack,
    resolve_close_assault,
    resolve_fire_lane,
    resolve_fire_support_ap,
    roll_to_hit,
)
from core.combat.assault import (
    AssaultError,
    assault_casualties_on_afv,
    assault_immobilizes,
    defending_gun_apfp,
)
from core.combat.at import crew_abandons
from core.hexes import Hex, parse_offset_name
from core.tables import AtWeapon, FireSupportType
from core.unit_model import Armor, Letter

SQUAD, HALF_SQUAD, LEADER = Firer(4), Firer(2), Firer(1)
BUILDING, WOODS, FOXHOLE, HEDGE = 3, 2, 1, 1


def _hex(name: str) -> Hex:
    return parse_offset_name(name).to_hex()


def _names(modifiers: tuple) -> dict[str, int]:
    return {m.name: m.value for m in modifiers}


# --- 14.5 AP Combat and Casualty Reduction Example -------------------------------------------


def test_14_5_example_stack_a_fires_on_the_building() -> None:
    """Two German squads, an MG and Hermes: 4 + 4 + 3 + 1 = 12 APFP; roll 4, -1 leader,
    +3 building = 6; the 11-18 row gives 2 Casualty Points. The hedge next to the
    firers does not hinder them."""
    apfp = fire_group_apfp([SQUAD, Firer(4, weapon_apfp=3), LEADER])
    assert apfp == 12
    result = resolve_ap_attack(apfp, 4, ApFire(cover=BUILDING, leader=-1))
    assert _names(result.modifiers) == {"cover": 3, "leader": -1}
    assert (result.modified_roll, result.row.label, result.casualty_points) == (6, "11-18", 2)


def test_14_5_example_stack_b_fires_on_the_building() -> None:
    """Stack B, 13 APFP: roll 3, -1 for Schmidt, +3 building = 5; 3 Casualty Points."""
    result = resolve_ap_attack(13, 3, ApFire(cover=BUILDING, leader=-1))
    assert (result.modified_roll, result.row.label, result.casualty_points) == (5, "11-18", 3)


def test_14_5_example_the_americans_return_fire_over_the_hedge() -> None:
    """Half squad 2 + LMG 3 + leader 1 = 6 APFP; roll 7, -1 for Coleman, +1 hedge
    hindrance = 7; the 5-10 row: no effect."""
    apfp = fire_group_apfp([Firer(2, weapon_apfp=3), LEADER])
    result = resolve_ap_attack(apfp, 7, ApFire(hindrance=HEDGE, leader=-1))
    assert (apfp, result.modified_roll, result.row.label, result.casualty_points) == (6, 7, "5-10", 0)


# --- 14.4 / 17 Fire Lane Examples and the Armor Overrun Example ------------------------------


def test_14_4_m4a3e8_combines_its_weapons_into_one_attack() -> None:
    """Gun 12; Gun and 360° MG 16; all three in its FFA 19."""
    assert fire_group_apfp([Firer(12)]) == 12
    assert fire_group_apfp([Firer(12), Firer(4)]) == 16
    assert fire_group_apfp([Firer(12), Firer(4), Firer(3)]) == 19


def test_17_overrun_example_panzerfaust_opportunity_fire() -> None:
    """The M4A3E8 enters D3 facing D2, the German hex. The Panzerfaust needs 8 or
    less: roll 7, -1 for Schmidt = 6, a hit; D against the front armor D gives 7;
    the elimination roll of 8 has no effect (the leader does not modify it)."""
    arc = armor_arc(_hex("D3"), facing=0, firer=_hex("D2"))
    assert arc is ArmorArc.FRONT
    armor = armor_factor(Armor(front=Letter.D, rear=Letter.C), arc)
    fire = AtFire(AtWeapon.INFANTRY_AT, range_hexes=1, leader=-1)
    result = resolve_at_attack(fire, 7, TargetType.AFV, atfp="D", armor=armor, kill_roll=8)
    assert (result.to_hit.number, result.to_hit.modified_roll, result.to_hit.hit) == (8, 6, True)
    assert (result.elimination_number, result.outcome) == (7, AtOutcome.NO_EFFECT)


def test_17_overrun_example_the_attack() -> None:
    """APFP 19 doubled to 38; roll 2, +2 woods, +1 foxholes = 5; the 29-40 row gives 7."""
    apfp = overrun_apfp(19)
    result = resolve_ap_attack(apfp, 2, ApFire(cover=WOODS + FOXHOLE))
    assert (apfp, result.modified_roll, result.row.label, result.casualty_points) == (38, 5, "29-40", 7)


def test_17_4_passengers_add_their_apfp_undoubled() -> None:
    assert overrun_apfp(19, passenger_apfp=4) == 42


# --- 16 Anti-Tank Combat Example -------------------------------------------------------------


def test_16_example_m4a3e8_kills_the_tiger_from_behind() -> None:
    """The M4A3E8 in E4 fires at the Tiger I in C1 (woods), within 10 hexes: 10 or
    less to hit; roll 7, +2 woods = 9, a hit. D against the Tiger's rear C gives 9;
    the roll of 8 is under it: destroyed."""
    tiger, sherman = _hex("C1"), _hex("E4")
    arc = armor_arc(tiger, facing=0, firer=sherman)  # the Tiger faces north, away from the Sherman
    assert arc is ArmorArc.REAR
    armor = armor_factor(Armor(front=Letter.E, rear=Letter.C), arc)
    fire = AtFire(AtWeapon.GUN, range_hexes=tiger.distance(sherman), cover=WOODS)
    result = resolve_at_attack(fire, 7, TargetType.AFV, atfp=Letter.D, armor=armor, kill_roll=8)
    assert (result.to_hit.number, result.to_hit.modified_roll, result.to_hit.hit) == (10, 9, True)
    assert (result.elimination_number, result.outcome) == (9, AtOutcome.ELIMINATED)


@pytest.mark.parametrize(("roll", "outcome"), [(8, AtOutcome.ELIMINATED), (9, AtOutcome.IMMOBILIZED),
                                               (10, AtOutcome.NO_EFFECT)])
def test_16_4_under_the_elimination_number_kills_equal_immobilizes(roll: int, outcome: AtOutcome) -> None:
    assert elimination_outcome(9, roll) is outcome


def test_16_4_e_kills_on_any_hit_and_a_dash_cannot_hurt() -> None:
    assert elimination_outcome("E", None) is AtOutcome.ELIMINATED
    assert elimination_outcome(None, None) is AtOutcome.NO_EFFECT
    result = resolve_at_attack(AtFire(AtWeapon.GUN, range_hexes=3), 5, TargetType.AFV, atfp="A", armor="F")
    assert result.outcome is AtOutcome.NO_EFFECT


def test_16_4_a_hit_destroys_an_unarmored_vehicle_or_a_gun() -> None:
    for target in (TargetType.VEHICLE, TargetType.GUN):
        assert resolve_at_attack(AtFire(AtWeapon.INFANTRY_AT), 8, target).outcome is AtOutcome.ELIMINATED
        assert resolve_at_attack(AtFire(AtWeapon.INFANTRY_AT), 9, target).outcome is AtOutcome.MISS


def test_16_3_range_bands_for_guns() -> None:
    assert roll_to_hit(AtFire(AtWeapon.GUN, range_hexes=10), 10).hit
    assert not roll_to_hit(AtFire(AtWeapon.GUN, range_hexes=11), 9).hit
    assert roll_to_hit(AtFire(AtWeapon.GUN, range_hexes=19), 8).hit
    assert not roll_to_hit(AtFire(AtWeapon.GUN, range_hexes=20), 7).hit


def test_13_5_gun_shield_and_22_3_valor_modify_the_to_hit_roll() -> None:
    shielded = roll_to_hit(AtFire(AtWeapon.GUN, range_hexes=5, cover=WOODS, gun_shield=True), 7)
    assert _names(shielded.modifiers) == {"cover": 2, "gun_shield": 1} and shielded.modified_roll == 10
    valorous = roll_to_hit(AtFire(AtWeapon.INFANTRY_AT, leader=-1, valorous=True), 10)
    assert valorous.modified_roll == 8 and valorous.hit


def test_12_67_and_18_5_mortars_and_support_hit_on_their_numbers_and_kill_on_equal() -> None:
    """Mortar 6 or less, off-board 8 or less, cover counts, hindrance does not; a roll
    equal to the Elimination Number destroys (12.67, 18.5)."""
    mortar = roll_to_hit(AtFire(AtWeapon.MORTAR, range_hexes=4, cover=WOODS, hindrance=2, leader=-1), 5)
    assert (mortar.number, mortar.modified_roll, mortar.hit) == (6, 6, True)
    support = AtFire(AtWeapon.OFF_BOARD, range_hexes=0, cover=BUILDING, hindrance=1)
    result = resolve_at_attack(support, 5, TargetType.AFV, atfp="C", armor="C", kill_roll=7)
    assert (result.to_hit.modified_roll, result.outcome) == (8, AtOutcome.ELIMINATED)


def test_16_6_the_crew_abandons_on_two_or_less() -> None:
    assert [crew_abandons(d) for d in range(1, 7)] == [True, True, False, False, False, False]


# --- 16.5 Armor facing -----------------------------------------------------------------------


@pytest.mark.parametrize("facing", range(6))
def test_16_5_adjacent_fire_front_three_hexsides_rear_three(facing: int) -> None:
    tank = Hex(0, 0)
    arcs = {d: armor_arc(tank, facing, tank.neighbor(d)) for d in range(6)}
    front = {facing, (facing + 1) % 6, (facing - 1) % 6}
    assert {d for d, arc in arcs.items() if arc is ArmorArc.FRONT} == front
    assert {d for d, arc in arcs.items() if arc is ArmorArc.REAR} == set(range(6)) - front


def test_16_5_a_line_along_the_front_rear_boundary_rolls_a_die() -> None:
    """Facing north, the boundary runs east-west through the tank's side corners:
    a firer due east (two columns over, same height) is exactly on it."""
    tank = Hex(0, 0)
    assert armor_arc(tank, 0, Hex(2, -1)) is ArmorArc.BOUNDARY
    assert armor_arc(tank, 0, Hex(-4, 2)) is ArmorArc.BOUNDARY
    assert armor_arc(tank, 0, Hex(2, -2)) is ArmorArc.FRONT  # a little north of the line
    assert armor_arc(tank, 0, Hex(2, 0)) is ArmorArc.REAR  # a little south of it
    assert [boundary_arc(d) for d in range(1, 7)] == [ArmorArc.FRONT] * 3 + [ArmorArc.REAR] * 3


def test_16_5_far_fire_uses_the_half_board_behind_the_tank() -> None:
    tank = Hex(5, 5)
    assert armor_arc(tank, 3, Hex(5, 15)) is ArmorArc.FRONT  # facing south, firer far south
    assert armor_arc(tank, 3, Hex(5, -3)) is ArmorArc.REAR
    with pytest.raises(ValueError):
        armor_factor(Armor(front=Letter.D, rear=Letter.C), ArmorArc.BOUNDARY)
    with pytest.raises(ValueError):
        armor_arc(tank, 6, Hex(0, 0))


# --- 15 Close Assault Example and 15.8 -------------------------------------------------------


def test_15_example_close_assault_numbers() -> None:
    """German 13 APFP with a Grenade counter against American 11 APFP in a building:
    1-1, Kill Number 6, modified to 5 by Coleman; roll 8, -1 Schmidt, -1 Grenades = 6.

    The example then declares the Americans eliminated, which 15.7 does not allow
    (6 is over 5); the engine follows 15.7 (docs/decisions/combat.md)."""
    assault = CloseAssault(attack_apfp=13, defend_apfp=11, assaulting_units=4, defending_units=3,
                           hex_cover=BUILDING, attacker_leader=-1, attacker_grenades=True, defender_leader=-1)
    result = resolve_close_assault(assault, 8)
    assert (result.odds, result.kill_number, result.modified_kill_number) == ("1-1", 6, 5)
    assert _names(result.roll_modifiers) == {"attacker_leader": -1, "grenades": -1}
    assert result.modified_roll == 6
    assert not result.defenders_eliminated


def test_15_example_taking_the_building_costs_six_casualty_points() -> None:
    """Had the roll come in at the Kill Number, the Panzer Grenadiers take the
    building and suffer six Casualty Points: three for the building, three for the
    defending units."""
    assault = CloseAssault(attack_apfp=13, defend_apfp=11, assaulting_units=4, defending_units=3,
                           hex_cover=BUILDING, attacker_leader=-1, attacker_grenades=True, defender_leader=-1)
    result = resolve_close_assault(assault, 7)
    assert result.defenders_eliminated
    assert (result.attacker_casualty_points, result.defender_casualty_points) == (6, 0)


@pytest.mark.parametrize(("roll", "eliminated", "attackers_cp", "defenders_cp"), [(8, True, 4, 0), (10, False, 6, 3)])
def test_15_8_example_three_squads_into_woods_against_two(
    roll: int, eliminated: bool, attackers_cp: int, defenders_cp: int
) -> None:
    """2-1: 8 or less. Success costs 2 (woods) + 2 (two squads); a 10 fails by two,
    for 6 in all, and the defenders take one per assaulting squad: 3."""
    assault = CloseAssault(attack_apfp=16, defend_apfp=8, assaulting_units=3, defending_units=2, hex_cover=WOODS)
    result = resolve_close_assault(assault, roll)
    assert (result.odds, result.kill_number) == ("2-1", 8)
    assert result.defenders_eliminated is eliminated
    assert (result.attacker_casualty_points, result.defender_casualty_points) == (attackers_cp, defenders_cp)


def test_15_81_assaulting_uphill_costs_one_more_per_level() -> None:
    assault = CloseAssault(attack_apfp=16, defend_apfp=8, assaulting_units=3, defending_units=2, uphill_levels=2)
    assert resolve_close_assault(assault, 5).attacker_casualty_points == 2 + 2


def test_15_9_pinned_defenders_alone_fall_without_a_roll() -> None:
    assault = CloseAssault(attack_apfp=4, defend_apfp=0, assaulting_units=1, defending_units=0, pinned_defenders=2,
                           hex_cover=BUILDING)
    result = resolve_close_assault(assault, None)
    assert result.automatic and result.defenders_eliminated and result.pinned_eliminated == 2
    assert (result.attacker_casualty_points, result.defender_casualty_points) == (0, 0)


def test_15_9_pinned_defenders_fall_even_when_the_assault_fails() -> None:
    assault = CloseAssault(attack_apfp=4, defend_apfp=8, assaulting_units=1, defending_units=2, pinned_defenders=1)
    result = resolve_close_assault(assault, 12)
    assert not result.defenders_eliminated and result.pinned_eliminated == 1
    assert result.attacker_casualty_points == (12 - 5) + 2  # 1-2: Kill Number 5


def test_12_52_defending_grenades_lower_the_kill_number() -> None:
    assault = CloseAssault(attack_apfp=12, defend_apfp=12, assaulting_units=3, defending_units=3,
                           defender_grenades=True, defender_leader=-1)
    assert resolve_close_assault(assault, 4).modified_kill_number == 6 - 2


def test_22_3_valorous_units_double_their_inherent_apfp_in_an_assault() -> None:
    assert assault_apfp([Firer(4, valorous=True), Firer(4, weapon_apfp=3, valorous=True)]) == 8 + 8 + 3
    assert fire_group_apfp([Firer(4, valorous=True), Firer(4, weapon_apfp=3)]) == 5 + 4 + 3
    assert defending_gun_apfp() == 2  # 15.5


def test_15_10_a_failed_assault_on_an_afv() -> None:
    assert assault_casualties_on_afv(5) == (3, 2)
    assert assault_immobilizes(3, None)
    assert assault_immobilizes(2, 2) and not assault_immobilizes(2, 3)
    with pytest.raises(AssaultError):
        assault_immobilizes(1, None)


def test_a_close_assault_needs_a_roll_and_defenders() -> None:
    with pytest.raises(AssaultError):
        resolve_close_assault(CloseAssault(8, 4, 2, 1), None)
    with pytest.raises(AssaultError):
        resolve_close_assault(CloseAssault(8, 0, 2, 0), 5)


# --- 13.8, 13.9, 12.52, 19.8: AP modifiers -------------------------------------------------


@pytest.mark.parametrize(
    ("fire", "modifiers"),
    [
        (ApFire(opportunity=True), {"opportunity_no_cover": -1}),
        (ApFire(opportunity=True, adjacent=True), {"opportunity_no_cover": -1, "opportunity_adjacent": -2}),
        (ApFire(opportunity=True, adjacent=True, cover=WOODS), {"cover": 2, "opportunity_adjacent": -2}),
        (ApFire(opportunity=True, hindrance=1), {"hindrance": 1}),
        (ApFire(opportunity=True, assault_move=True), {"assault_move": 1}),
        (ApFire(adjacent=True), {}),  # the adjacent modifier is for opportunity fire only
        (ApFire(grenades=True, barbed_wire=True), {"grenades": -1, "barbed_wire": 1}),
    ],
)
def test_ap_roll_modifiers(fire: ApFire, modifiers: dict[str, int]) -> None:
    assert _names(resolve_ap_attack(8, 7, fire).modifiers) == modifiers


def test_13_9_a_fire_lane_attacks_on_the_one_to_four_row_without_cover() -> None:
    single = resolve_fire_lane(3)
    assert (single.row.label, single.modified_roll, single.casualty_points) == ("1-4", 3, 1)
    crossfire = resolve_fire_lane(3, markers=3)  # 13.91: -1 per marker after the first
    assert (crossfire.modified_roll, crossfire.casualty_points) == (1, 2)


def test_18_5_fire_support_uses_its_apfp_and_only_the_target_hex_cover() -> None:
    """Light barrage 40 (29-40 row), heavy 41 (41+), air strike 28 (19-28); woods and
    jungle double the Casualty Points against infantry (18.6)."""
    light = resolve_fire_support_ap(FireSupportType.LIGHT_BARRAGE, 6, cover=WOODS, air_burst=True)
    assert (light.row.label, light.modified_roll, light.casualty_points, light.infantry_casualty_points) == (
        "29-40", 8, 4, 8)
    assert resolve_fire_support_ap("heavy_barrage", 7).row.label == "41+"
    assert resolve_fire_support_ap("air_strike", 7).row.label == "19-28"


def test_12_63_a_mortar_ignores_hindrances_between_it_and_the_target() -> None:
    result = resolve_ap_attack(5, 4, ApFire(cover=WOODS, hindrance=2, leader=-1, indirect=True), air_burst=True)
    assert _names(result.modifiers) == {"cover": 2, "leader": -1}
    assert (result.casualty_points, result.infantry_casualty_points) == (1, 2)


def test_the_2021_ruleset_uses_its_own_ap_table() -> None:
    """The 14.5 example's first attack on the 2021 table: 9 - 6 = 3 Casualty Points."""
    result = resolve_ap_attack(12, 4, ApFire(cover=BUILDING, leader=-1), ruleset="rules-2021")
    assert result.casualty_points == 3


def test_impossible_inputs_are_refused() -> None:
    with pytest.raises(RollError):
        resolve_ap_attack(12, 13)
    with pytest.raises(RollError):
        resolve_ap_attack(12, -1)
    with pytest.raises(ModifierError):
        resolve_ap_attack(12, 6, ApFire(leader=1))
    with pytest.raises(ModifierError):
        resolve_ap_attack(12, 6, ApFire(cover=-1))


# --- 12.52: one Grenades counter per unit, per attack ----------------------------------------


def test_12_52_three_squads_throwing_three_grenades_counters_modify_the_roll_by_minus_three() -> None:
    """12.52: "only one Grenades counter may be used per unit, per attack": three squads may
    use three, each modifying the attack dice roll by -1."""
    result = resolve_ap_attack(8, 7, ApFire(grenades=3))
    assert [(m.name, m.value, m.section) for m in result.modifiers] == [("grenades", -3, "12.52")]
    assert result.modified_roll == 7 - 3


def test_12_52_grenades_in_a_close_assault_count_per_counter_on_both_sides() -> None:
    """Three assaulting squads with three counters: -3 to the assault roll; two defending squads
    with two counters: the Kill Number 6 becomes 4."""
    assault = CloseAssault(attack_apfp=12, defend_apfp=12, assaulting_units=3, defending_units=2,
                           attacker_grenades=3, defender_grenades=2)
    result = resolve_close_assault(assault, 9)
    assert [(m.name, m.value, m.section) for m in result.roll_modifiers] == [("grenades", -3, "12.52")]
    assert [(m.name, m.value, m.section) for m in result.kill_modifiers] == [("defender_grenades", -2, "12.52")]
    assert (result.modified_roll, result.modified_kill_number) == (6, 4)


def test_12_52_a_negative_number_of_grenades_is_refused() -> None:
    with pytest.raises(ModifierError):
        resolve_ap_attack(8, 7, ApFire(grenades=-1))
    with pytest.raises(ModifierError):
        resolve_close_assault(CloseAssault(12, 12, 3, 2, defender_grenades=-2), 9)
