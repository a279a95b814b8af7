"""Copy and paste of stacks (core/stack_copy.py): new counters with fresh ids."""

import pytest

from core.scenario import BoardRef
from core.scenario.copy_paste import copy_stacks, paste_stacks
from core.scenario.edit_details import new_scenario
from core.scenario.edit_transport import load_unit
from core.scenario.edit_units import place_unit
from core.scenario.edit_weapons import give_weapon
from core.scenario.errors import NoStackError, StackFullError
from core.scenario.io import dumps, loads
from core.scenario.query import locate, stack_at


def loaded_halftrack():
    scenario = new_scenario([BoardRef(7)], title="Copy test")
    for unit_type in ("us.m3_halftrack", "us.rifle_squad", "us.leader_1"):
        scenario = place_unit(scenario, "allied", "b7:B2", unit_type)
    scenario = give_weapon(scenario, "allied-2", "us.bazooka")
    scenario = load_unit(scenario, "allied-1", "allied-2")
    return place_unit(scenario, "axis", "b7:D3", "ger.rifle_squad")


def test_a_pasted_stack_is_new_counters_with_fresh_ids():
    scenario = loaded_halftrack()
    copy = copy_stacks(scenario, "b7:B2")
    assert copy.count == 2
    pasted = paste_stacks(scenario, copy, "b7:E4")
    units = stack_at(pasted, "allied", "b7:E4").units
    assert [(u.id, u.type) for u in units] == [("allied-4", "us.m3_halftrack"), ("allied-6", "us.leader_1")]
    assert units[0].passengers[0].id == "allied-5" and units[0].passengers[0].weapons == ("us.bazooka",)
    assert stack_at(pasted, "allied", "b7:B2") == stack_at(scenario, "allied", "b7:B2")
    assert loads(dumps(pasted).encode()) == pasted  # no id is used twice: the file loads


def test_paste_joins_the_stack_there_and_keeps_the_side():
    scenario = loaded_halftrack()
    pasted = paste_stacks(scenario, copy_stacks(scenario, "b7:D3"), "b7:D3")
    assert [u.id for u in stack_at(pasted, "axis", "b7:D3").units] == ["axis-1", "axis-2"]
    assert locate(pasted, "axis-2").side == "axis"


def test_copy_of_one_side_only_and_of_nothing():
    scenario = place_unit(loaded_halftrack(), "axis", "b7:B2", "ger.leader_1")
    assert [s.side for s in copy_stacks(scenario, "b7:B2", "axis").stacks] == ["axis"]
    assert [s.side for s in copy_stacks(scenario, "b7:B2").stacks] == ["allied", "axis"]
    with pytest.raises(NoStackError):
        copy_stacks(scenario, "b7:A1")


def test_paste_refuses_a_stack_past_the_file_limit():
    scenario = new_scenario([BoardRef(7)], title="Full")
    for _ in range(7):
        scenario = place_unit(scenario, "allied", "b7:A1", "us.rifle_squad")
    copy = copy_stacks(scenario, "b7:A1")
    with pytest.raises(StackFullError):
        paste_stacks(scenario, copy, "b7:A1")
