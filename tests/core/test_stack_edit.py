"""Edits inside a stack (core/stack_edit.py, core/transport_edit.py): weapons, transport, split and join."""

from pathlib import Path

import pytest

from core.boards.board import load_board
from core.placement import codes, context_for, violations
from core.scenario import BoardRef
from core.scenario.edit_details import new_scenario, set_side_details
from core.scenario.edit_markers import add_fortification, set_fortification_facing
from core.scenario.edit_squads import (
    CannotJoinError,
    CannotSplitError,
    HalfSquadsNotAllowedError,
    join_half_squads,
    join_partner,
    split_squad,
)
from core.scenario.edit_transport import NoRoomError, NotATransportError, load_unit, transport_room, unload_unit
from core.scenario.edit_units import place_unit
from core.scenario.edit_weapons import (
    WeaponDoesNotFitError,
    attach_loose_weapon,
    give_weapon,
    move_weapon,
    remove_loose_weapon,
    remove_weapon,
    weapon_fits,
)
from core.scenario.errors import EditError
from core.scenario.query import locate, stack_at
from core.scenario.rewrite import remove_any_unit
from core.units import default_catalogue

TINY = load_board(Path(__file__).parent / "boards" / "tiny.json")
UNITS = default_catalogue()


def problems(scenario):
    return codes(violations(scenario, context_for(scenario, {7: TINY})))


def stack(*types, side="allied", hex_name="b7:B2", half_squads=False):
    scenario = new_scenario([BoardRef(7)], title="Stack test")
    scenario = set_side_details(scenario, side, half_squads=half_squads)
    for unit_type in types:
        scenario = place_unit(scenario, side, hex_name, unit_type)
    return scenario


def ids(scenario, side="allied", hex_name="b7:B2"):
    return [u.id for u in stack_at(scenario, side, hex_name).units]


# --- support weapons (12.2) -------------------------------------------------------------


def test_a_leader_carries_only_a_light_weapon():
    """12.2: a leader may carry one Light (L) support weapon."""
    assert weapon_fits(UNITS["us.leader_1"], UNITS["us.bazooka"])
    assert not weapon_fits(UNITS["us.leader_1"], UNITS["us.m1919a4"])  # an H machine gun
    assert weapon_fits(UNITS["us.rifle_squad"], UNITS["us.m1919a4"])
    assert not weapon_fits(UNITS["us.m4a1"], UNITS["us.bazooka"])


def test_give_a_weapon_to_a_chosen_squad():
    scenario = give_weapon(stack("us.rifle_squad", "us.rifle_squad"), "allied-2", "us.m1919a4")
    assert locate(scenario, "allied-2").unit.weapons == ("us.m1919a4",)
    assert locate(scenario, "allied-1").unit.weapons == ()
    assert problems(scenario) == []
    with pytest.raises(WeaponDoesNotFitError):
        give_weapon(stack("us.leader_1"), "allied-1", "us.m1919a4")


def test_moving_a_weapon_to_a_unit_that_holds_one_swaps_them():
    """12.4: units in one hex exchange support weapons."""
    scenario = stack("us.rifle_squad", "us.rifle_squad")
    scenario = give_weapon(give_weapon(scenario, "allied-1", "us.m1919a4"), "allied-2", "us.bazooka")
    swapped = move_weapon(scenario, "allied-1", "allied-2")
    assert locate(swapped, "allied-2").unit.weapons == ("us.m1919a4",)
    assert locate(swapped, "allied-1").unit.weapons == ("us.bazooka",)
    with pytest.raises(WeaponDoesNotFitError):  # the leader could not take the MG back... nor take it at all
        move_weapon(place_unit(scenario, "allied", "b7:B2", "us.leader_1"), "allied-1", "allied-3")


def test_a_loose_weapon_is_picked_up_and_the_held_one_put_down():
    from core.scenario.edit_units import add_weapon

    scenario = add_weapon(stack("us.leader_1"), "allied", "b7:B2", "us.m1919a4")  # no carrier: it lies loose
    assert stack_at(scenario, "allied", "b7:B2").loose_weapons == ("us.m1919a4",)
    scenario = place_unit(scenario, "allied", "b7:B2", "us.rifle_squad")
    picked = attach_loose_weapon(scenario, "allied", "b7:B2", "us.m1919a4", "allied-2")
    assert stack_at(picked, "allied", "b7:B2").loose_weapons == ()
    assert "portage.unattached" not in problems(picked)
    assert remove_loose_weapon(scenario, "allied", "b7:B2", "us.m1919a4") != scenario
    assert remove_weapon(picked, "allied-2") == remove_loose_weapon(scenario, "allied", "b7:B2", "us.m1919a4")


# --- transport (8.21) ---------------------------------------------------------------------


def halftrack_and_riders(*riders):
    return stack("us.m3_halftrack", *riders)


def test_a_t1_halftrack_carries_a_squad_a_leader_and_one_weapon():
    """8.21: one squad (or two half squads), one leader and one support weapon per T number."""
    scenario = halftrack_and_riders("us.rifle_squad", "us.leader_2", "us.m3_37mm")
    scenario = give_weapon(scenario, "allied-2", "us.m1919a4")
    for rider in ("allied-2", "allied-3", "allied-4"):
        scenario = load_unit(scenario, "allied-1", rider)
    halftrack = locate(scenario, "allied-1").unit
    assert [p.id for p in halftrack.passengers] == ["allied-2", "allied-3"]
    assert halftrack.towed.id == "allied-4"
    assert ids(scenario) == ["allied-1"]
    assert transport_room(halftrack, UNITS).half_squads == 0
    assert problems(scenario) == []


def test_a_full_transport_refuses_a_second_squad():
    scenario = load_unit(halftrack_and_riders("us.rifle_squad", "us.rifle_squad"), "allied-1", "allied-2")
    with pytest.raises(NoRoomError):
        load_unit(scenario, "allied-1", "allied-3")


def test_a_th_transport_takes_a_half_squad_but_no_squad_and_no_large_gun():
    """8.21: TH carries a half squad, a leader and a weapon, and may not tow a large Gun (0 MP)."""
    scenario = stack("us.jeep", "us.rifle_half_squad", "us.rifle_squad", "us.m5_3in", half_squads=True)
    scenario = load_unit(scenario, "allied-1", "allied-2")
    with pytest.raises(NoRoomError):
        load_unit(scenario, "allied-1", "allied-3")
    with pytest.raises(NoRoomError):
        load_unit(scenario, "allied-1", "allied-4")
    small = load_unit(place_unit(scenario, "allied", "b7:B2", "us.m3_37mm"), "allied-1", "allied-5")
    assert locate(small, "allied-5").carrier == "allied-1"


def test_a_tank_is_not_a_transport():
    with pytest.raises(NotATransportError):
        load_unit(stack("us.m4a1", "us.rifle_squad"), "allied-1", "allied-2")


def test_a_passengers_weapon_counts_against_the_transport():
    """8.21: a T1 carries one support weapon, so a second armed passenger cannot board."""
    scenario = halftrack_and_riders("us.rifle_half_squad", "us.rifle_half_squad")
    scenario = give_weapon(give_weapon(scenario, "allied-2", "us.bazooka"), "allied-3", "us.m1919a4")
    scenario = load_unit(scenario, "allied-1", "allied-2")
    with pytest.raises(NoRoomError):
        load_unit(scenario, "allied-1", "allied-3")
    scenario = load_unit(remove_weapon(scenario, "allied-3"), "allied-1", "allied-3")
    with pytest.raises(NoRoomError):  # nor can the second one be armed once aboard
        give_weapon(scenario, "allied-3", "us.m1919a4")


def test_unloading_puts_the_unit_back_on_top_and_a_gun_gets_a_facing():
    """8.4: only the transport counts for stacking; unloaded, a vehicle, a gun and a squad are too many (6.9)."""
    scenario = halftrack_and_riders("us.rifle_squad", "us.m3_37mm")
    scenario = load_unit(load_unit(scenario, "allied-1", "allied-2"), "allied-1", "allied-3")
    assert problems(scenario) == []
    scenario = unload_unit(unload_unit(scenario, "allied-3"), "allied-2")
    assert ids(scenario) == ["allied-1", "allied-3", "allied-2"]
    assert locate(scenario, "allied-3").unit.facing is not None
    assert problems(scenario) == ["stacking.limit"]
    with pytest.raises(EditError):
        unload_unit(scenario, "allied-2")


def test_a_passenger_can_be_removed():
    scenario = load_unit(halftrack_and_riders("us.rifle_squad"), "allied-1", "allied-2")
    assert locate(remove_any_unit(scenario, "allied-2"), "allied-1").unit.passengers == ()


# --- split and join (13.10) ---------------------------------------------------------------------


def test_a_squad_splits_into_two_half_squads_of_its_type():
    """13.10: a German Rifle squad splits into two Rifle half squads."""
    scenario = stack("ger.rifle_squad", "ger.leader_1", side="axis", half_squads=True)
    scenario = give_weapon(scenario, "axis-1", "ger.mg42")
    split = split_squad(scenario, "axis-1")
    halves = stack_at(split, "axis", "b7:B2").units
    assert [(u.id, u.type) for u in halves[:2]] == [("axis-3", "ger.rifle_half_squad"), ("axis-4", "ger.rifle_half_squad")]
    assert halves[0].weapons == ("ger.mg42",) and halves[1].weapons == ()
    assert problems(split) == []


def test_splitting_needs_the_sides_permission_and_a_squad():
    """13.10: a side begins with half squads only if its order of battle says so."""
    with pytest.raises(HalfSquadsNotAllowedError):
        split_squad(stack("us.rifle_squad"), "allied-1")
    with pytest.raises(CannotSplitError):
        split_squad(stack("us.leader_1", half_squads=True), "allied-1")


def test_two_half_squads_of_one_type_join_into_the_squad():
    scenario = stack("us.rifle_half_squad", "us.leader_1", "us.rifle_half_squad", half_squads=True)
    assert join_partner(scenario, "allied-1") == "allied-3"
    joined = join_half_squads(scenario, "allied-1", "allied-3")
    assert [(u.id, u.type) for u in stack_at(joined, "allied", "b7:B2").units] == [
        ("allied-4", "us.rifle_squad"), ("allied-2", "us.leader_1")]


def test_half_squads_of_different_types_or_with_two_weapons_do_not_join():
    scenario = stack("us.rifle_half_squad", "us.engineer_half_squad", "us.rifle_half_squad", half_squads=True)
    assert join_partner(scenario, "allied-2") is None
    with pytest.raises(CannotJoinError):
        join_half_squads(scenario, "allied-1", "allied-2")
    armed = give_weapon(give_weapon(scenario, "allied-1", "us.bazooka"), "allied-3", "us.m1919a4")
    with pytest.raises(CannotJoinError):
        join_half_squads(armed, "allied-1", "allied-3")


def test_a_bunker_faces_any_of_the_six_hexsides():
    """19.5: a bunker fires through its forward arc."""
    scenario = add_fortification(stack("us.rifle_squad"), "b7:B2", "bunker_concrete", "allied", facing=0)
    assert set_fortification_facing(scenario, "b7:B2", 4).fortifications[0].facing == 4
    with pytest.raises(EditError):
        set_fortification_facing(scenario, "b7:C2", 4)


def test_removing_the_last_unit_takes_the_stack_and_its_loose_weapons():
    """A scenario file holds no stack without a unit, so the edit never makes one."""
    from core.scenario.edit_units import add_weapon
    from core.scenario.io import dumps, loads

    scenario = add_weapon(stack("us.leader_1"), "allied", "b7:B2", "us.m1919a4")
    emptied = remove_any_unit(scenario, "allied-1")
    assert emptied.allied.stacks == ()
    assert loads(dumps(emptied).encode()) == emptied
