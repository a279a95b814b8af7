"""Pure scenario edits (core/scenario_edit.py): what the editor's undo commands apply."""

from pathlib import Path

import pytest

from core.boards.board import load_board
from core.placement import codes, context_for, violations
from core.scenario import BoardRef, ScenarioType
from core.scenario.changes import changed_hexes
from core.scenario.edit_details import new_scenario, set_boards, set_details, set_side_details
from core.scenario.edit_markers import (
    add_exit_hex,
    add_fortification,
    remove_exit_hex,
    remove_fortification,
    remove_objective,
    remove_smoke,
    rotate_fortification,
    set_objective,
    set_smoke,
)
from core.scenario.edit_units import (
    add_weapon,
    move_stack,
    place_unit,
    remove_stack,
    remove_unit,
    rotate_unit,
    set_facing,
    set_pinned,
)
from core.scenario.errors import EditError, NoStackError, NotAUnitError, StackFullError, UnknownDetailError, UnknownUnitIdError
from core.scenario.io import dumps, loads
from core.scenario.query import find_unit, next_unit_id, stack_at

TINY = load_board(Path(__file__).parent / "boards" / "tiny.json")


@pytest.fixture
def empty():
    return new_scenario([BoardRef(7)], title="Edit test")


def problems(scenario):
    return codes(violations(scenario, context_for(scenario, {7: TINY})))


def test_new_scenario_is_empty_and_saves(empty):
    assert empty.allied.stacks == () and empty.axis.stacks == ()
    assert loads(dumps(empty).encode()) == empty
    with pytest.raises(EditError):
        new_scenario([])


def test_unit_ids_count_up_per_side_and_are_never_reused(empty):
    s = place_unit(empty, "allied", "b7:A1", "us.rifle_squad")
    s = place_unit(s, "allied", "b7:A1", "us.rifle_squad")
    s = place_unit(s, "axis", "b7:E1", "ger.rifle_squad")
    assert [u.id for u in stack_at(s, "allied", "b7:A1").units] == ["allied-1", "allied-2"]
    assert stack_at(s, "axis", "b7:E1").units[0].id == "axis-1"
    s = remove_unit(s, "allied-2")
    assert next_unit_id(s, "allied") == "allied-2"
    s = remove_unit(place_unit(s, "allied", "b7:A1", "us.rifle_squad"), "allied-1")
    assert next_unit_id(s, "allied") == "allied-3"


def test_placing_again_adds_to_the_stack_and_stacking_is_checked_after(empty):
    """6.9: a hex holds four infantry units; the edit itself allows a fifth, the check reports it."""
    s = empty
    for _ in range(4):
        s = place_unit(s, "allied", "b7:A1", "us.rifle_squad")
    assert "stacking.limit" not in problems(s)
    s = place_unit(s, "allied", "b7:A1", "us.rifle_squad")
    assert len(stack_at(s, "allied", "b7:A1").units) == 5
    assert "stacking.limit" in problems(s)


def test_a_stack_never_grows_past_what_a_file_holds(empty):
    s = empty
    for _ in range(12):
        s = place_unit(s, "allied", "b7:A1", "us.rifle_squad")
    with pytest.raises(StackFullError):
        place_unit(s, "allied", "b7:A1", "us.rifle_squad")


def test_vehicles_and_guns_get_a_facing_infantry_none(empty):
    """7.1: vehicles and guns face a hexside; infantry has no facing."""
    s = place_unit(empty, "allied", "b7:A1", "us.m4a1")
    s = place_unit(s, "axis", "b7:E1", "ger.pak40", facing=9)
    s = place_unit(s, "axis", "b7:E2", "ger.rifle_squad")
    assert find_unit(s, "allied-1").unit.facing == 0
    assert find_unit(s, "axis-1").unit.facing == 3
    assert find_unit(s, "axis-2").unit.facing is None
    assert "facing.missing" not in problems(s)


def test_a_support_weapon_is_not_placed_as_a_unit(empty):
    with pytest.raises(NotAUnitError):
        place_unit(empty, "allied", "b7:A1", "us.bazooka")


def test_rotate_turns_clockwise_and_wraps(empty):
    s = place_unit(empty, "allied", "b7:A1", "us.m4a1")
    assert find_unit(rotate_unit(s, "allied-1"), "allied-1").unit.facing == 1
    assert find_unit(rotate_unit(s, "allied-1", -1), "allied-1").unit.facing == 5
    assert find_unit(set_facing(s, "allied-1", 8), "allied-1").unit.facing == 2
    infantry = place_unit(empty, "allied", "b7:A1", "us.rifle_squad")
    with pytest.raises(EditError):
        rotate_unit(infantry, "allied-1")
    with pytest.raises(UnknownUnitIdError):
        rotate_unit(s, "allied-9")


def test_move_stack_merges_into_a_stack_already_there(empty):
    s = place_unit(empty, "allied", "b7:A1", "us.rifle_squad")
    s = place_unit(s, "allied", "b7:B1", "us.leader_1")
    moved = move_stack(s, "allied", "b7:A1", "b7:B1")
    assert stack_at(moved, "allied", "b7:A1") is None
    assert [u.type for u in stack_at(moved, "allied", "b7:B1").units] == ["us.leader_1", "us.rifle_squad"]
    assert move_stack(s, "allied", "b7:A1", "b7:A1") == s
    with pytest.raises(NoStackError):
        move_stack(s, "axis", "b7:A1", "b7:B1")


def test_remove_stack_and_last_unit_leave_no_empty_stack(empty):
    s = place_unit(empty, "allied", "b7:A1", "us.rifle_squad")
    assert remove_unit(s, "allied-1").allied.stacks == ()
    assert remove_stack(s, "allied", "b7:A1").allied.stacks == ()
    with pytest.raises(NoStackError):
        remove_stack(empty, "allied", "b7:A1")


def test_weapons_go_to_a_free_carrier_that_may_carry_them(empty):
    """12.2: a unit carries one weapon; a leader only a light one."""
    s = place_unit(empty, "allied", "b7:A1", "us.leader_1")
    s = place_unit(s, "allied", "b7:A1", "us.rifle_squad")
    s = add_weapon(s, "allied", "b7:A1", "us.m1919a4")  # an MMG: heavy, so not the leader's
    stack = stack_at(s, "allied", "b7:A1")
    assert stack.units[0].weapons == () and stack.units[1].weapons == ("us.m1919a4",)
    s = add_weapon(s, "allied", "b7:A1", "us.bazooka")
    assert stack_at(s, "allied", "b7:A1").units[0].weapons == ("us.bazooka",)
    s = add_weapon(s, "allied", "b7:A1", "us.m1919a6")  # nobody free: it lies in the hex
    assert stack_at(s, "allied", "b7:A1").loose_weapons == ("us.m1919a6",)
    assert "portage.unattached" in problems(s)
    with pytest.raises(NoStackError):
        add_weapon(s, "allied", "b7:E4", "us.bazooka")


def test_expendable_weapons_are_held_by_the_side(empty):
    """12.5: expendables belong to the side, not to a counter."""
    s = add_weapon(add_weapon(empty, "axis", "b7:E1", "ger.panzerfaust"), "axis", "b7:E1", "ger.panzerfaust")
    assert s.axis.expendables == (("ger.panzerfaust", 2),)


def test_pinned_flag(empty):
    s = set_pinned(place_unit(empty, "axis", "b7:E1", "ger.rifle_squad"), "axis-1", True)
    assert find_unit(s, "axis-1").unit.pinned


def test_fortifications_add_rotate_remove(empty):
    """19.5: a bunker fires through its forward arc, so it needs a facing."""
    s = add_fortification(empty, "b7:A1", "bunker_concrete", "axis")
    assert "fortification.facing" in problems(s)
    s = rotate_fortification(s, "b7:A1")
    assert s.fortifications[0].facing == 1 and "fortification.facing" not in problems(s)
    assert remove_fortification(s, "b7:A1").fortifications == ()
    with pytest.raises(EditError):
        remove_fortification(s, "b7:B1")


def test_objectives_smoke_and_exits_are_one_per_hex(empty):
    s = set_objective(set_objective(empty, "b7:C3", "allied"), "b7:C3", "axis")
    assert [(o.hex, o.owner) for o in s.objectives] == [("b7:C3", "axis")]
    assert remove_objective(s, "b7:C3").objectives == ()
    s = set_smoke(set_smoke(empty, "b7:B2", 2), "b7:B2", 1)
    assert [(m.hex, m.level) for m in s.smoke] == [("b7:B2", 1)]
    assert remove_smoke(s, "b7:B2").smoke == ()
    with pytest.raises(EditError):
        set_smoke(empty, "b7:B2", 3)
    s = add_exit_hex(add_exit_hex(empty, "b7:E2"), "b7:E2")
    assert s.victory.exit_hexes == ("b7:E2",)
    assert remove_exit_hex(s, "b7:E2").victory.exit_hexes == ()


def test_details_accept_only_plain_fields(empty):
    s = set_details(empty, title="Hill 112", type=ScenarioType.OBJECTIVE, turns=8)
    assert (s.title, s.type, s.turns) == ("Hill 112", ScenarioType.OBJECTIVE, 8)
    assert set_side_details(s, "allied", nationality="gb").allied.nationality == "gb"
    with pytest.raises(UnknownDetailError):
        set_details(s, allied=None)
    with pytest.raises(UnknownDetailError):
        set_side_details(s, "axis", stacks=())
    assert set_boards(s, [BoardRef(7, True)]).boards == (BoardRef(7, True),)


def test_changed_hexes_names_only_what_an_edit_touched(empty):
    s = place_unit(empty, "allied", "b7:A1", "us.rifle_squad")
    s = set_smoke(s, "b7:C3", 2)
    assert changed_hexes(empty, s) == {"b7:A1", "b7:C3"}
    moved = move_stack(s, "allied", "b7:A1", "b7:B2")
    assert changed_hexes(s, moved) == {"b7:A1", "b7:B2"}
    assert changed_hexes(moved, set_details(moved, title="x")) == frozenset()
