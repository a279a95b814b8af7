"""The order-of-battle summary (core/oob_summary.py) shown in the details panel."""

from core.oob_summary import oob_summary
from core.scenario import BoardRef
from core.scenario.edit_details import new_scenario
from core.scenario.edit_transport import load_unit
from core.scenario.edit_units import add_expendable, place_unit
from core.scenario.edit_weapons import give_weapon
from core.unit_model import Kind
from core.units import default_catalogue, point_value

UNITS = default_catalogue()


def test_counts_by_kind_and_points_include_carried_units_and_weapons():
    scenario = new_scenario([BoardRef(7)], title="OOB")
    for unit_type in ("us.m3_halftrack", "us.rifle_squad", "us.leader_2"):
        scenario = place_unit(scenario, "allied", "b7:B2", unit_type)
    scenario = load_unit(give_weapon(scenario, "allied-2", "us.m1919a4"), "allied-1", "allied-2")
    scenario = add_expendable(scenario, "allied", "us.grenades", 2)  # held by the side (12.5)
    summary = oob_summary(scenario, "allied")
    assert summary.count(Kind.SQUAD) == 1 and summary.count(Kind.LEADER) == 1 and summary.count(Kind.AFV) == 1
    weapons = ["us.m1919a4", "us.grenades", "us.grenades"]
    assert summary.count(Kind.SUPPORT_WEAPON) == len(weapons)
    expected = sum(point_value(UNITS[t]) for t in ("us.m3_halftrack", "us.rifle_squad", "us.leader_2", *weapons))
    assert summary.points == expected
    assert oob_summary(scenario, "axis").points == 0 and oob_summary(scenario, "axis").counts == ()


def test_unknown_types_are_counted_apart_and_add_no_points():
    from dataclasses import replace

    from core.scenario import Stack, Unit

    scenario = new_scenario([BoardRef(7)], title="OOB")
    side = replace(scenario.axis, stacks=(Stack("b7:A1", (Unit("axis-1", "ger.no_such_tank"),)),))
    summary = oob_summary(scenario.with_side("axis", side), "axis")
    assert (summary.unknown, summary.points, summary.total) == (1, 0, 1)
