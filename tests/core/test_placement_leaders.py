"""Leaders sharing a hex (1.13, 6.9, 8.21): the leader catalogue is generic per rank
(us.leader_1 is any American sergeant), so two leaders of one rank are two men."""

from __future__ import annotations

from tests.core.test_placement import SGT, SQUAD, TRUCK, at, check, u, us


def test_two_sergeants_of_the_same_rank_may_share_a_hex():
    """6.9: four infantry units may stack, leaders counted: a squad and two sergeants (-1),
    each his own counter, are a legal stack."""
    assert check(us(at("E3", u(SQUAD), u(SGT, unit_id="sgt1"), u(SGT, unit_id="sgt2")))) == []


def test_two_sergeants_of_the_same_rank_may_ride_in_one_truck():
    """8.21: a 3-ton truck (T2) carries two squads and two leaders; two sergeants fit, a
    third leader does not (the check that stays is the transport's capacity)."""
    truck = u(TRUCK, passengers=(u(SQUAD), u(SGT, unit_id="sgt1"), u(SGT, unit_id="sgt2")))
    assert check(us(at("E3", truck))) == []
    crowded = u(TRUCK, passengers=(u(SQUAD), u(SGT, unit_id="sgt1"), u(SGT, unit_id="sgt2"), u(SGT, unit_id="sgt3")))
    assert [v.code for v in check(us(at("E3", crowded)))] == ["transport.over-capacity"]


def test_one_sergeant_placed_twice_is_one_counter_used_twice_and_nothing_else():
    """1.13 (seed 004's editor: a leader is placed once): the same counter, by id, in two
    places is reported once, as a duplicate id, whether the places are one hex or two."""
    in_one_hex = us(at("E3", u(SGT, unit_id="sgt1"), u(SGT, unit_id="sgt1")))
    in_two_hexes = us(at("E3", u(SGT, unit_id="sgt1")), at("E4", u(SGT, unit_id="sgt1")))
    for scenario in (in_one_hex, in_two_hexes):
        assert [(v.code, v.hex) for v in check(scenario)] == [("unit.duplicate-id", None)]
