"""AT fire in play (16.1-16.6, 12.51, 12.67, 18.5): the rulebook's Anti-Tank Combat
Example, who may fire at what, the to-hit modifiers, the results and the crews."""

from __future__ import annotations

import pytest

from core.combat.at import AtOutcome
from core.game.actions import FireAT
from core.game.at_fire import (
    at_fire_provider,
    crew_check,
    mortar_vs_vehicles,
    resolve_at_fire,
    support_vs_afvs,
)
from core.game.state import Phase, Where
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

# The Anti-Tank Combat Example: the M4A3E8 in E4, the Tiger I in the woods of C1, four
# hexes apart with a clear line; the Tiger faces north, so the shot from E4 meets its rear.
AT_BOARD = make_board(["..W..", ".....", ".....", ".....", "....."])
OPEN_BOARD = make_board(["......."] * 8)


def at_phase(state, phase: Phase = Phase.FIRE, active: str = "allied"):
    state.phase, state.active = phase, Side(active)
    return state


def last(state, kind: str) -> dict:
    return [e for e in state.events if e["kind"] == kind][-1]


def tiger_example(tiger_facing: int = 0):
    game, state = make_game(AT_BOARD, allied=[("b7:E4", [unit("sherman", "us.m4a3e8", facing=5)])],
                            axis=[("b7:C1", [unit("tiger", "ger.tiger_i", facing=tiger_facing)])])
    return game, at_phase(state)


def test_example_m4a3e8_hits_with_7_plus_2_woods_and_destroys_the_tiger_on_8_against_9():
    """16 example: within 10 hexes a Gun hits on 10 or less; 7 + 2 (woods) = 9 hits; ATFP D
    against the Tiger's rear armor C gives an Elimination Number of 9; 8 is less: destroyed."""
    game, state = tiger_example()
    state.dice = ScriptedDice([7, 8])
    game.apply(state, FireAT("sherman", "tiger", None), check=True)
    shot = last(state, "at_fire")
    assert (shot["roll"], shot["needed"], shot["modified"], shot["hit"]) == (7, 10, 9, True)
    assert [(m["value"], m["section"]) for m in shot["modifiers"]] == [(2, "13.4")]
    assert (shot["arc"], shot["elimination_number"], shot["kill_roll"], shot["result"]) == ("rear", 9, 8, "eliminated")
    assert state.units["tiger"].where == Where.ELIMINATED.value
    assert state.units["sherman"].fired
    assert state.sides["axis"].lost_points == game.points(state.units["tiger"])


def test_from_the_front_the_tigers_armor_d_gives_7_and_8_has_no_effect():
    """16.4, 16.5: facing the M4A3E8 the Tiger shows armor D: D against D is 7; 8 is over it."""
    game, state = tiger_example(tiger_facing=3)
    state.dice = ScriptedDice([7, 8])
    shot = resolve_at_fire(game, state, "sherman", "tiger")
    assert (shot.arc, shot.elimination_number, shot.outcome) == ("front", 7, AtOutcome.NO_EFFECT)
    assert state.units["tiger"].on_map and not state.units["tiger"].immobile


def test_a_shot_along_the_front_rear_boundary_rolls_a_die_4_to_6_is_the_rear():
    """16.5: the line from E4 runs along the Tiger's arc boundary when it faces NE; a 4 means rear."""
    game, state = tiger_example(tiger_facing=1)
    state.dice = ScriptedDice([7, 4, 8])
    shot = resolve_at_fire(game, state, "sherman", "tiger")
    assert (shot.arc, shot.elimination_number, shot.outcome) == ("rear", 9, AtOutcome.ELIMINATED)


@pytest.mark.parametrize(("crew_die", "abandoned"), [(3, False), (2, True)])
def test_a_roll_equal_to_the_elimination_number_immobilizes_and_the_crew_checks(crew_die, abandoned):
    """16.4, 16.6: 9 against 9 immobilizes; the crew abandons the Tiger on a die of 2 or less."""
    game, state = tiger_example()
    state.dice = ScriptedDice([7, 9, crew_die])
    shot = resolve_at_fire(game, state, "sherman", "tiger")
    assert shot.outcome is AtOutcome.IMMOBILIZED and shot.abandoned is abandoned
    tiger = state.units["tiger"]
    assert tiger.immobile
    assert (tiger.where == Where.ELIMINATED.value) is abandoned


def test_an_immobilized_afv_that_survives_any_attack_checks_its_crew_again():
    """16.6: a miss is an attack it survived; the die of 1 makes the crew bail out."""
    game, state = tiger_example()
    state.units["tiger"].immobile = True
    state.dice = ScriptedDice([12, 1])
    shot = resolve_at_fire(game, state, "sherman", "tiger")
    assert shot.outcome is AtOutcome.MISS and shot.abandoned
    assert state.units["tiger"].where == Where.ELIMINATED.value


def test_crew_check_is_open_to_other_rules():
    game, state = tiger_example()
    tiger = state.units["tiger"]
    tiger.immobile = True
    state.dice = ScriptedDice([6])
    assert crew_check(game, state, tiger) is False and tiger.on_map


def truck_with_riders():
    """A US bazooka team three hexes from a German truck carrying a squad."""
    truck = unit("truck", "ger.opel_blitz", facing=3, passengers=(unit("rider", "ger.rifle_squad"),))
    return make_game(OPEN_BOARD, allied=[("b7:D5", [unit("team", "us.rifle_squad", weapons=("us.bazooka",))])],
                     axis=[("b7:D2", [truck])])


def test_a_hit_eliminates_an_unarmored_vehicle_and_its_passengers_share_its_fate():
    """16.4: an unarmored vehicle hit by AT fire is eliminated; 8.5: so are its passengers."""
    game, state = truck_with_riders()
    at_phase(state)
    state.dice = ScriptedDice([8])
    shot = resolve_at_fire(game, state, "team", "truck", "us.bazooka")
    assert shot.outcome is AtOutcome.ELIMINATED and shot.to_hit.number == 8
    assert state.units["truck"].where == state.units["rider"].where == Where.ELIMINATED.value


def test_passengers_never_fire_at_and_only_vehicles_and_guns_are_targets():
    """16.1, 8.5: the rider is not a firer; the US squad is infantry, not an AT target."""
    game, state = truck_with_riders()
    state.units["rider"].weapons = ["ger.panzerschreck"]
    state.sides["axis"].expendables["ger.panzerfaust"] = 2
    at_phase(state, Phase.DEFENSIVE_FIRE, "allied")
    assert at_fire_provider(game, state) == []  # axis to fire: nothing AT-capable may
    at_phase(state, Phase.FIRE, "allied")
    assert at_fire_provider(game, state) == [FireAT("team", "truck", "us.bazooka")]


def test_infantry_at_weapons_reach_only_their_printed_range():
    """16.2: the bazooka reaches four hexes; at five it is not offered."""
    game, state = truck_with_riders()
    at_phase(state)
    state.units["team"].hex = "b7:D7"
    assert game.hex("b7:D7").distance(game.hex("b7:D2")) == 5
    assert at_fire_provider(game, state) == []


def test_panzerfausts_come_from_the_sides_stock_fire_only_adjacent_and_are_spent():
    """12.5, 12.51: any infantry unit may use one of its side's Panzerfausts against an
    adjacent vehicle; the counter is removed after use."""
    game, state = make_game(OPEN_BOARD, allied=[("b7:D3", [unit("sherman", "us.m4a3e8", facing=3)])],
                            axis=[("b7:D2", [unit("sq", "ger.rifle_squad")]), ("b7:D6", [unit("far", "ger.rifle_squad")])])
    state.sides["axis"].expendables["ger.panzerfaust"] = 1
    at_phase(state, Phase.DEFENSIVE_FIRE, "allied")
    assert at_fire_provider(game, state) == [FireAT("sq", "sherman", "ger.panzerfaust")]
    state.dice = ScriptedDice([9])
    resolve_at_fire(game, state, "sq", "sherman", "ger.panzerfaust")
    assert state.sides["axis"].expendables["ger.panzerfaust"] == 0
    state.units["sq"].fired = False
    assert at_fire_provider(game, state) == []


def test_a_gun_without_a_turret_fires_only_into_its_forward_firing_arc():
    """7.4: the StuG faces north; the Sherman south of it is outside its FFA, until it turns."""
    game, state = make_game(OPEN_BOARD, allied=[("b7:D5", [unit("sherman", "us.m4a3e8", facing=0)])],
                            axis=[("b7:D2", [unit("stug", "ger.stug_iii_g", facing=0)])])
    at_phase(state, Phase.FIRE, "axis")
    assert at_fire_provider(game, state) == []
    state.units["stug"].facing = 3
    assert at_fire_provider(game, state) == [FireAT("stug", "sherman", None)]


def test_leader_and_valor_lower_the_infantry_to_hit_roll_and_the_leader_is_used():
    """13.6, 22.3: -1 for the leader in the hex, -1 for a valorous firer; 13.6 (003) the
    leader is marked as fired and used for the turn."""
    game, state = make_game(OPEN_BOARD, allied=[("b7:D5", [unit("team", "us.rifle_squad", weapons=("us.bazooka",)),
                                                           unit("sgt", "us.leader_1")])],
                            axis=[("b7:D2", [unit("truck", "ger.opel_blitz", facing=3)])])
    state.units["team"].valor = True
    at_phase(state)
    state.dice = ScriptedDice([10])
    shot = resolve_at_fire(game, state, "team", "truck", "us.bazooka")
    assert [m.section for m in shot.to_hit.modifiers] == ["13.6", "22.3"]
    assert shot.to_hit.modified_roll == 8 and shot.outcome is AtOutcome.ELIMINATED
    assert state.units["sgt"].leader_used and state.units["sgt"].fired


def test_a_natural_2_makes_the_infantry_firer_check_for_valor():
    """22.2: the bazooka squad rolls 2 to hit, then a die under its Casualty Rating of 4."""
    game, state = truck_with_riders()
    at_phase(state)
    state.dice = ScriptedDice([2, 3])
    resolve_at_fire(game, state, "team", "truck", "us.bazooka")
    assert state.units["team"].valor


def test_hindrances_and_a_facing_gun_shield_add_to_the_to_hit_roll():
    """13.4: smoke in the target hex is a hindrance (11.5); 13.5: a Gun Shield facing the
    firer adds +1, sandbags give the Gun +2 cover (19.6)."""
    game, state = make_game(OPEN_BOARD, allied=[("b7:D5", [unit("sherman", "us.m4a3e8", facing=0)])],
                            axis=[("b7:D2", [unit("pak", "ger.pak40", facing=3)])])
    state.fortifications.append({"hex": "b7:D2", "type": "sandbags", "side": "axis", "facing": None, "hidden": False})
    state.smoke["b7:D2"] = 1
    at_phase(state)
    state.dice = ScriptedDice([6])
    shot = resolve_at_fire(game, state, "sherman", "pak")
    assert sorted((m.name, m.value) for m in shot.to_hit.modifiers) == [("cover", 2), ("gun_shield", 1), ("hindrance", 1)]
    assert shot.to_hit.modified_roll == 10 and shot.outcome is AtOutcome.ELIMINATED


def test_a_gun_shield_turned_away_gives_nothing():
    game, state = make_game(OPEN_BOARD, allied=[("b7:D5", [unit("sherman", "us.m4a3e8", facing=0)])],
                            axis=[("b7:D2", [unit("pak", "ger.pak40", facing=0)])])
    at_phase(state)
    state.dice = ScriptedDice([11])
    shot = resolve_at_fire(game, state, "sherman", "pak")
    assert shot.to_hit.modifiers == () and shot.outcome is AtOutcome.MISS


def test_a_gun_in_a_bunker_cannot_be_targeted_with_atfp():
    """19.5: fire on a bunker must use APFP."""
    game, state = make_game(OPEN_BOARD, allied=[("b7:D5", [unit("sherman", "us.m4a3e8", facing=0)])],
                            axis=[("b7:D2", [unit("pak", "ger.pak40", facing=3)])])
    state.fortifications.append({"hex": "b7:D2", "type": "bunker_concrete", "side": "axis", "facing": 3, "hidden": False})
    at_phase(state)
    assert at_fire_provider(game, state) == []


def test_units_marked_with_fire_or_pinned_do_not_fire():
    game, state = tiger_example()
    state.units["sherman"].fired = True
    assert at_fire_provider(game, state) == []
    state.units["sherman"].fired, state.units["sherman"].pinned = False, True
    assert at_fire_provider(game, state) == []


def mortar_target():
    return make_game(OPEN_BOARD, allied=[("b7:D5", [unit("mortar_team", "us.rifle_squad", weapons=("us.m2_mortar",))])],
                     axis=[("b7:D2", [unit("tiger", "ger.tiger_i", facing=0), unit("truck", "ger.opel_blitz", facing=0)])])


def test_mortar_fire_rolls_for_each_vehicle_needing_6_and_strikes_the_rear_armor():
    """12.67: 6 or less hits; the truck is destroyed; the Tiger's rear C against the mortar's
    ATFP A gives 3, and a roll equal to it destroys."""
    game, state = mortar_target()
    state.dice = ScriptedDice([5, 3, 6])
    shots = mortar_vs_vehicles(game, state, "b7:D2", "A")
    assert [(s.target, s.to_hit.number, s.arc, s.elimination_number, s.outcome) for s in shots] == [
        ("tiger", 6, "rear", 3, AtOutcome.ELIMINATED), ("truck", 6, None, None, AtOutcome.ELIMINATED)]


def test_mortar_fire_uses_only_the_hex_cover_and_the_leader():
    game, state = mortar_target()
    state.smoke["b7:D2"] = 2
    state.dice = ScriptedDice([7, 9, 7])
    shots = mortar_vs_vehicles(game, state, "b7:D2", "A", leader=-1)
    assert [s.to_hit.modified_roll for s in shots] == [6, 6] and all(s.to_hit.hit for s in shots)
    assert [s.outcome for s in shots] == [AtOutcome.NO_EFFECT, AtOutcome.ELIMINATED]


def test_support_missions_hit_afvs_on_8_or_less_and_destroy_at_or_under_the_number():
    """18.5: a Heavy Barrage (AT C) against the Tiger's rear C: 7; a roll of 7 destroys (no
    immobilization); the unarmored truck is left to the mission's AP attack."""
    game, state = mortar_target()
    state.dice = ScriptedDice([8, 7])
    shots = support_vs_afvs(game, state, "b7:D2", "C")
    assert [(s.target, s.to_hit.number, s.elimination_number, s.outcome) for s in shots] == [
        ("tiger", 8, 7, AtOutcome.ELIMINATED)]
    assert state.units["truck"].on_map


def test_support_to_hit_number_can_be_given():
    game, state = mortar_target()
    state.dice = ScriptedDice([7])
    shots = support_vs_afvs(game, state, "b7:D2", "C", to_hit=6)
    assert shots[0].to_hit.number == 6 and shots[0].outcome is AtOutcome.MISS
