"""Pure edits of reinforcement groups (core/scenario/edit_reinforcements.py): what the editor's
Reinforcements dock applies through its undo commands."""

from pathlib import Path

import pytest

from core.boards.board import load_board
from core.placement import codes, context_for, violations
from core.scenario import BoardRef, Reinforcement
from core.scenario.edit_details import new_scenario, set_details
from core.scenario.edit_reinforcements import (
    NoReinforcementError,
    add_reinforcement,
    add_reinforcement_units,
    give_reinforcement_weapon,
    group_summary,
    reinforcement,
    remove_reinforcement,
    remove_reinforcement_unit,
    remove_reinforcement_weapon,
    set_reinforcement_edge,
    set_reinforcement_turn,
    suggested_edge,
)
from core.scenario.edit_units import place_unit
from core.scenario.edit_weapons import WeaponDoesNotFitError
from core.scenario.errors import EditError, NotAUnitError
from core.scenario.io import dumps, loads

TINY = load_board(Path(__file__).parents[1] / "boards" / "tiny.json")


@pytest.fixture
def empty():
    return new_scenario([BoardRef(7)], title="Reinforcement edits")


def problems(scenario):
    return codes(violations(scenario, context_for(scenario, {7: TINY})))


def test_a_new_group_gets_fresh_ids_after_the_units_on_the_map(empty):
    s = place_unit(empty, "allied", "b7:A1", "us.rifle_squad")
    s = add_reinforcement(s, "allied", 2, "west", ["us.rifle_squad", "us.m4a3e8"])
    group = reinforcement(s, "allied", 0)
    assert group == Reinforcement(2, "west", group.units)
    assert [(u.id, u.type, u.facing) for u in group.units] == [("allied-2", "us.rifle_squad", None), ("allied-3", "us.m4a3e8", None)]
    assert loads(dumps(s).encode()) == s
    assert problems(s) == []


def test_groups_are_kept_in_order_and_removed_by_place(empty):
    s = add_reinforcement(empty, "axis", 2, "east", ["ger.rifle_squad"])
    s = add_reinforcement(s, "axis", 3, "north", ["ger.rifle_squad"])
    assert [g.turn for g in s.axis.reinforcements] == [2, 3]
    s = remove_reinforcement(s, "axis", 0)
    assert [(g.turn, g.edge) for g in s.axis.reinforcements] == [(3, "north")]
    with pytest.raises(NoReinforcementError):
        remove_reinforcement(s, "axis", 1)


def test_turn_and_edge_change_only_the_group(empty):
    s = add_reinforcement(empty, "allied", 2, "west", ["us.rifle_squad"])
    s = add_reinforcement(s, "allied", 2, "west", ["us.rifle_squad"])
    units = s.allied.reinforcements[1].units
    s = set_reinforcement_turn(s, "allied", 1, 4)
    s = set_reinforcement_edge(s, "allied", 1, "south")
    assert [(g.turn, g.edge) for g in s.allied.reinforcements] == [(2, "west"), (4, "south")]
    assert s.allied.reinforcements[1].units == units


def test_units_join_and_leave_a_group_but_the_last_one_stays(empty):
    s = add_reinforcement(empty, "allied", 2, "west", ["us.rifle_squad"])
    s = add_reinforcement_units(s, "allied", 0, ["us.m4a3e8", "us.rifle_squad"])
    assert [u.id for u in reinforcement(s, "allied", 0).units] == ["allied-1", "allied-2", "allied-3"]
    s = remove_reinforcement_unit(s, "allied", 0, "allied-2")
    s = remove_reinforcement_unit(s, "allied", 0, "allied-1")
    assert [u.id for u in reinforcement(s, "allied", 0).units] == ["allied-3"]
    with pytest.raises(EditError, match="remove the group"):
        remove_reinforcement_unit(s, "allied", 0, "allied-3")
    with pytest.raises(EditError):
        remove_reinforcement_unit(s, "allied", 0, "allied-1")
    assert add_reinforcement(s, "allied", 3, "west", ["us.rifle_squad"]).allied.reinforcements[1].units[0].id == "allied-4"


def test_what_a_file_cannot_hold_is_refused(empty):
    with pytest.raises(EditError):
        add_reinforcement(empty, "allied", 0, "west", ["us.rifle_squad"])
    with pytest.raises(EditError):
        add_reinforcement(empty, "allied", 2, "up", ["us.rifle_squad"])
    with pytest.raises(EditError):
        add_reinforcement(empty, "allied", 2, "west", [])
    with pytest.raises(EditError):
        add_reinforcement(empty, "nobody", 2, "west", ["us.rifle_squad"])
    with pytest.raises(NotAUnitError):
        add_reinforcement(empty, "allied", 2, "west", ["us.bazooka"])
    s = add_reinforcement(empty, "allied", 2, "west", ["us.rifle_squad"])
    with pytest.raises(EditError):
        set_reinforcement_turn(s, "allied", 0, 0)
    with pytest.raises(EditError):
        set_reinforcement_edge(s, "allied", 0, "middle")


def test_what_the_rules_forbid_is_listed_after_the_edit_not_refused(empty):
    s = set_details(add_reinforcement(empty, "allied", 2, "west", ["us.rifle_squad"]), turns=6)
    assert problems(set_reinforcement_turn(s, "allied", 0, 7)) == ["reinforcement.turn"]
    assert problems(add_reinforcement_units(s, "allied", 0, ["ger.rifle_squad"])) == ["side.nationality"]


def test_a_new_group_is_offered_the_edge_behind_its_side(empty):
    from core.boards.library import build_battlefield

    field = build_battlefield([{"board": 7, "rotated": False}], {7: TINY})
    assert (suggested_edge(empty, field, "allied"), suggested_edge(empty, field, "axis")) == ("west", "east")
    s = place_unit(empty, "axis", "b7:B1", "ger.rifle_squad")
    s = place_unit(s, "axis", "b7:C1", "ger.rifle_squad")
    assert suggested_edge(s, field, "axis") == "north"
    s = add_reinforcement(s, "axis", 2, "south", ["ger.rifle_squad"])
    assert suggested_edge(s, field, "axis") == "south"


def test_a_group_reads_as_one_line(empty):
    s = add_reinforcement(empty, "allied", 2, "west", ["us.rifle_squad", "us.m4a3e8", "us.rifle_squad"])
    from core.units import default_catalogue

    assert group_summary(s.allied.reinforcements[0], default_catalogue()) == "2 x Rifle squad, M4A3E8 Sherman"


def test_a_unit_arrives_with_a_support_weapon_in_its_one_slot(empty):
    s = add_reinforcement(empty, "allied", 2, "west", ["us.rifle_squad", "us.leader_1", "us.m4a3e8"])
    s = give_reinforcement_weapon(s, "allied", 0, "allied-1", "us.bazooka")
    s = give_reinforcement_weapon(s, "allied", 0, "allied-1", "us.m1919a4")  # replaces the bazooka
    assert reinforcement(s, "allied", 0).units[0].weapons == ("us.m1919a4",)
    from core.units import default_catalogue

    assert group_summary(reinforcement(s, "allied", 0), default_catalogue()).startswith("Rifle squad + M1919A4 MMG, ")
    with pytest.raises(WeaponDoesNotFitError):
        give_reinforcement_weapon(s, "allied", 0, "allied-2", "us.m1919a4")  # a leader carries only an L weapon
    with pytest.raises(WeaponDoesNotFitError):
        give_reinforcement_weapon(s, "allied", 0, "allied-3", "us.bazooka")  # a tank carries none
    with pytest.raises(EditError):
        give_reinforcement_weapon(s, "allied", 0, "allied-9", "us.bazooka")
    assert problems(s) == []
    s = remove_reinforcement_weapon(s, "allied", 0, "allied-1")
    assert reinforcement(s, "allied", 0).units[0].weapons == ()
    with pytest.raises(EditError):
        remove_reinforcement_weapon(s, "allied", 0, "allied-1")
