"""Line of sight, rule by rule, on small purpose-made boards (section 9, 10.8-10.111, 11.5).

The lines used most (board columns A-I, rows 1-6; see tests/core/los_fields.py):
- C1 -> C5 runs straight down column C, through C2, C3 and C4.
- B2 -> D2 runs along the hexside between C2 (on its left) and C3 (on its right).
- B2 -> F2 runs along C2|C3, through D2, then along E2|E3.
- B3 -> G5 passes exactly through a corner of D3 and a corner of E5.
"""

import json

import pytest
from los_fields import battlefield, field_with, los, names

from core.hexes import Hex, Hexside
from core.los import InvalidSmoke, OffBattlefield, Sightlines, line_of_sight

# --- 9.1, 9.2: the line and blocking terrain -----------------------------------


def test_open_ground_hides_nothing_and_range_is_the_hex_distance():
    field = field_with()
    sight = Sightlines(field)
    for a in field.ordered:
        for b in field.ordered:
            result = sight.check(a, b)
            assert not result.blocked and result.hindrance == 0
            assert result.range == a.distance(b)


def test_a_woods_hex_between_blocks_9_2():
    result = los(field_with({"C3": "W"}), "C1", "C5")
    assert result.blocked and result.hindrance == 0
    assert names(field_with(), result.blocking_hexes) == ["C3"]
    assert result.reasons(field_with({"C3": "W"})) == ["b1:C3 woods blocks (9.2, 10.6)"]


def test_a_building_between_blocks_9_2():
    assert los(field_with({"C4": "B"}), "C1", "C5").blocked


def test_units_see_into_and_fire_out_of_a_blocking_hex_9_2():
    field = field_with({"C1": "W", "C5": "B"})
    assert not los(field, "C1", "C5").blocked
    assert not los(field, "C5", "C1").blocked


def test_a_line_through_a_corner_does_not_enter_the_hex_9_2():
    field = field_with({"D3": "W", "E5": "W"})
    result = los(field, "B3", "G5")
    assert not result.blocked
    assert names(field, result.path_hexes) == ["B3", "C4", "D4", "E4", "F4", "G5"]
    assert los(field_with({"D4": "W"}), "B3", "G5").blocked


def test_a_hex_sees_itself_at_range_0():
    result = los(field_with({"C3": "O"}), "C3", "C3")
    assert (result.blocked, result.hindrance, result.range) == (False, 0, 0)


# --- 9.3, 10.9, 10.10: hindrances ----------------------------------------------


def test_hindrances_are_cumulative_9_3():
    field = field_with({"C2": "O", "C3": "C", "C4": "H"})  # orchard, crop, hay stacks
    result = los(field, "C1", "C5")
    assert not result.blocked and result.hindrance == 3
    assert [h.amount for h in result.hindrance_hexes] == [1, 1, 1]
    assert result.reasons(field) == [
        "+1 orchard at b1:C2 (10.9)", "+1 farmland (crop) at b1:C3 (10.10)", "+1 hay stacks at b1:C4 (10.9)",
    ]


def test_fields_are_open_10_10():
    assert los(field_with({"C3": "F"}), "C1", "C5").hindrance == 0


def test_the_target_hex_hinders_the_firers_does_not_10_9():
    field = field_with({"C5": "O"})  # fire "into or through" the orchard
    assert los(field, "C1", "C5").hindrance == 1
    assert los(field, "C5", "C1").hindrance == 0


# --- 9.4: hexside LOS (the rulebook's "Hexside LOS Examples") -------------------


def test_blocking_hexes_on_both_sides_block_9_4():
    field = field_with({"C2": "B", "C3": "B"})
    result = los(field, "B2", "D2")
    assert result.blocked and result.hexside_los_blocked
    assert names(field, result.blocking_hexes) == ["C2", "C3"]
    assert names(field, result.along_left) == ["C2"] and names(field, result.along_right) == ["C3"]


def test_an_orchard_beside_a_building_hinders_by_one_9_4():
    field = field_with({"C2": "O", "C3": "B"})
    result = los(field, "B2", "D2")
    assert (result.blocked, result.hindrance, result.hexside_los) == (False, 1, 1)
    assert names(field, result.hexside_los_hexes) == ["C2", "C3"]
    assert los(field, "D2", "B2").hindrance == 1


def test_a_hedge_along_the_hexside_adds_one_more_9_4_10_11():
    field = field_with({"C2": "O", "C3": "B"}, hedge=["C3/N"])
    result = los(field, "B2", "D2")
    assert (result.blocked, result.hindrance) == (False, 2)
    assert result.reasons(field) == [
        "+1 hedge along b1:C3/N (10.11)", "+1 hexside line between b1:C2 orchard, b1:C3 building (stone) (9.4)",
    ]


def test_a_hedgerow_along_the_hexside_blocks_9_4_10_111():
    result = los(field_with({"C2": "O", "C3": "B"}, hedgerow=["C3/N"]), "B2", "D2")
    assert result.blocked
    assert result.blocking_hexsides == (Hexside(Hex(2, 1), 0),)


@pytest.mark.parametrize("left, right", [("B", "."), (".", "B"), ("O", "."), (".", "O")])
def test_one_side_blocking_or_hindering_and_the_other_open_has_no_effect_9_4(left, right):
    result = los(field_with({"C2": left, "C3": right}), "B2", "D2")
    assert (result.blocked, result.hindrance) == (False, 0)


def test_hindrances_on_both_sides_hinder_by_one_9_4():
    assert los(field_with({"C2": "O", "C3": "H"}), "B2", "D2").hindrance == 1


def test_the_offending_hexes_need_not_be_adjacent_9_4():
    assert los(field_with({"C2": "B", "E3": "B"}), "B2", "F2").blocked
    assert los(field_with({"C2": "O", "E3": "B"}), "B2", "F2").hindrance == 1


def test_each_further_hindrance_beside_the_line_adds_one_9_4():
    assert los(field_with({"C2": "O", "C3": "B", "E2": "O"}), "B2", "F2").hindrance == 2
    assert los(field_with({"C2": "O", "E2": "O", "E3": "O"}), "B2", "F2").hindrance == 2  # hindered +1, one more +1


def test_smoke_beside_the_line_is_a_hindrance_9_4_11_5():
    field = field_with({"C3": "B"})
    assert los(field, "B2", "D2", smoke={"C2": 2}).hindrance == 2
    assert los(field, "B2", "D2", smoke={"C2": 1}).hindrance == 1


def test_a_hill_beside_the_line_blocks_that_side_9_4_10_8():
    field = field_with({"C2": "O"}, levels={"C3": 1})
    assert los(field, "B2", "D2").hindrance == 1  # the rulebook's unit D sighting F
    on_the_hill = field_with({"C2": "O"}, levels={"B2": 1, "C3": 1, "D2": 1})
    assert los(on_the_hill, "B2", "D2").hindrance == 0  # the hill no longer blocks: that side is open


# --- 10.8: hills ------------------------------------------------------------------


def test_a_hill_between_ground_units_blocks_10_8():
    result = los(field_with(levels={"C3": 1}), "C1", "C5")
    assert result.blocked
    assert result.reasons(field_with(levels={"C3": 1})) == ["b1:C3 level 1 hill blocks (10.8)"]


def test_units_on_hills_of_the_same_level_see_over_that_level_10_8():
    assert not los(field_with(levels={"C1": 1, "C3": 1, "C5": 1}), "C1", "C5").blocked  # one plateau
    assert not los(field_with(levels={"C1": 1, "C3": 1, "C4": 0, "C5": 1}), "C1", "C5").blocked  # two hills


def test_one_end_on_the_ground_is_blocked_both_ways_10_8():
    field = field_with(levels={"C1": 1, "C3": 1})
    assert los(field, "C1", "C5").blocked and los(field, "C5", "C1").blocked


@pytest.mark.parametrize("firer, between, target, blocked", [
    (1, 2, 1, True),   # a higher hill blocks
    (2, 1, 2, False),  # a lower hill does not
    (2, 1, 1, False),  # both ends at level 1 or more
    (2, 1, 0, True),   # literal reading: one end at ground level
])
def test_levels_10_8(firer, between, target, blocked):
    assert los(field_with(levels={"C1": firer, "C3": between, "C5": target}), "C1", "C5").blocked is blocked


def test_woods_on_a_hill_block_units_on_that_hill_10_8():
    field = field_with({"C3": "W"}, levels={"C1": 1, "C3": 1, "C5": 1})
    assert los(field, "C1", "C5").blocked


def test_a_unit_on_a_hill_is_seen_from_the_ground_10_8():
    assert not los(field_with(levels={"C3": 1}), "C1", "C3").blocked


# --- 10.11: walls and hedges -------------------------------------------------------


def test_a_wall_crossed_between_the_units_adds_one_both_ways_10_11():
    field = field_with(wall=["C3/S"])
    assert los(field, "C1", "C5").hindrance == 1
    assert los(field, "C5", "C1").hindrance == 1


def test_walls_and_hedges_add_up_10_11():
    assert los(field_with(wall=["C3/S"], hedge=["C2/S"]), "C1", "C5").hindrance == 2


def test_firing_over_a_wall_of_ones_own_hex_10_11():
    field = field_with(wall=["C1/S"])
    assert los(field, "C1", "C5").hindrance == 0  # over the wall
    assert los(field, "C5", "C1").hindrance == 1  # into the walled hex


def test_adjacent_units_either_side_of_a_hedge_both_fire_over_it_10_11():
    field = field_with(hedge=["C2/S"])
    assert los(field, "C2", "C3").hindrance == 0
    assert los(field, "C3", "C2").hindrance == 0


def test_firing_along_a_wall_always_counts_even_next_to_it_10_11():
    result = los(field_with(wall=["C3/N"]), "B2", "D2")
    assert result.hindrance == 1
    assert result.hindrance_hexsides[0].along


def test_a_hedged_hex_rulebook_unit_a_10_11():
    field = field_with(hedge=["C3/N", "C3/NE", "C3/SE", "C3/S", "C3/SW", "C3/NW"])
    assert los(field, "C3", "C5").hindrance == 0  # unit A fires over its hedge
    assert los(field, "C5", "C3").hindrance == 1  # fire coming into the hex
    assert los(field, "C1", "C5").hindrance == 2  # in and out again


def test_a_corner_where_two_walls_meet_counts_once_10_11():
    field = field_with(wall=["D2/NW", "D2/SW"])  # B2 -> D2 enters D2 at the corner between them
    result = los(field, "B2", "D2")
    assert result.hindrance == 1
    assert len(result.hindrance_hexsides) == 1 and len(result.hindrance_hexsides[0].sides) == 2
    assert los(field, "D2", "B2").hindrance == 0
    assert los(field, "B2", "F2").hindrance == 1  # passing on through D2: in at that corner, out at the next
    assert los(field_with(hedgerow=["D2/NW"]), "B2", "F2").blocked


# --- 10.111: hedgerows ---------------------------------------------------------------


def test_a_hedgerow_between_the_units_blocks_10_111():
    field = field_with(hedgerow=["C3/S"])
    result = los(field, "C1", "C5")
    assert result.blocked
    assert result.reasons(field) == ["hedgerow (bocage) across b1:C4/N blocks (10.111)"]  # C3/S by its canonical name


def test_a_hedgerow_of_the_firers_or_targets_hex_acts_as_a_hedge_10_111():
    field = field_with(hedgerow=["C1/S"])
    assert (los(field, "C1", "C5").blocked, los(field, "C1", "C5").hindrance) == (False, 0)
    assert (los(field, "C5", "C1").blocked, los(field, "C5", "C1").hindrance) == (False, 1)


def test_units_see_into_a_hedgerow_hex_but_not_beyond_10_111():
    field = field_with(hedgerow=["C3/N", "C3/NE", "C3/SE", "C3/S", "C3/SW", "C3/NW"])
    assert (los(field, "C1", "C3").blocked, los(field, "C1", "C3").hindrance) == (False, 1)
    assert los(field, "C1", "C5").blocked
    assert (los(field, "C3", "C5").blocked, los(field, "C3", "C5").hindrance) == (False, 0)


def test_adjacent_units_see_each_other_across_a_hedgerow_10_111():
    field = field_with(hedgerow=["C2/S"])
    assert los(field, "C2", "C3").hindrance == 0 and not los(field, "C2", "C3").blocked


# --- 11.5: smoke ------------------------------------------------------------------------


def test_smoke_1_and_smoke_2_hinder_by_one_and_two_11_5():
    field = field_with({"C3": "O"})
    assert los(field, "C1", "C5", smoke={"C2": 1}).hindrance == 2
    assert los(field, "C1", "C5", smoke={"C3": 2}).hindrance == 3  # on top of the orchard
    result = los(field, "C1", "C5", smoke={"C3": 2})
    assert result.reasons(field) == ["+1 orchard at b1:C3 (10.9)", "+2 smoke at b1:C3 (11.5)"]


def test_smoke_in_the_target_hex_counts_in_the_firers_does_not_11_5():
    field = field_with()
    assert los(field, "C1", "C5", smoke={"C5": 1}).hindrance == 1
    assert los(field, "C1", "C5", smoke={"C1": 2}).hindrance == 0


def test_with_smoke_keeps_the_terrain_and_changes_only_the_smoke_11_5():
    field = field_with({"C4": "W"})
    clear = Sightlines(field)
    smoky = clear.with_smoke({field.parse("C2"): 2})
    assert smoky.sight(field.parse("C1"), field.parse("C3")) == (False, 2)
    assert clear.sight(field.parse("C1"), field.parse("C3")) == (False, 0)
    assert smoky.sight(field.parse("C1"), field.parse("C5")) == (True, 0)


@pytest.mark.parametrize("smoke", [{Hex(2, 2): 3}, {Hex(2, 2): 0}, {Hex(40, 2): 1}])
def test_only_smoke_1_and_2_on_the_battlefield_exist_11_5(smoke):
    with pytest.raises(InvalidSmoke):
        Sightlines(field_with(), smoke)


# --- the answer -------------------------------------------------------------------------


def test_a_bunker_given_as_a_blocker_blocks_19_5():
    field = field_with()
    sight = Sightlines(field, blockers=[field.parse("C3")])
    assert sight.sight(field.parse("C1"), field.parse("C5")) == (True, 0)


def test_hexes_off_the_battlefield_are_refused():
    with pytest.raises(OffBattlefield):
        Sightlines(field_with()).check(Hex(2, 1), Hex(40, 0))


def test_the_answer_names_hexes_and_hexsides_as_printed():
    field = field_with({"C2": "O", "C3": "B"}, hedge=["C3/N"])
    answer = line_of_sight(field, field.parse("B2"), field.parse("D2"), {field.parse("D2"): 1})
    document = answer.to_dict(field)
    json.dumps(document)
    assert document["from"] == "b1:B2" and document["to"] == "b1:D2" and document["range"] == 2
    assert document["hindrance"] == 3 and document["path"] == ["b1:B2", "b1:D2"]
    assert document["hindrance_hexes"] == [{"hex": "b1:D2", "terrain": 0, "smoke": 1}]
    assert document["hindrance_hexsides"] == [{"hexsides": ["b1:C3/N"], "feature": "hedge", "amount": 1, "along": True}]
    assert document["hexside_los"]["left"] == ["b1:C2"] and document["hexside_los"]["modifier"] == 1


def test_fan_and_all_pairs_agree_with_single_questions():
    field = field_with({"C3": "W", "D3": "O", "E2": "B"}, levels={"F3": 1}, wall=["D3/S"], hedgerow=["G3/N"])
    sight = Sightlines(field, {field.parse("E4"): 2})
    pairs = sight.all_pairs()
    for a in field.ordered:
        assert sight.fan(a) == pairs[a]
        assert all(pairs[a][b] == sight.sight(a, b) for b in pairs[a])


def test_line_of_sight_across_a_seam_onto_a_turned_board():
    from core.boards.battlefield import Battlefield, BoardPlacement

    left = battlefield(number=1).placements[0].board
    right = battlefield(["........."] * 5 + [". . . . ."], number=2).placements[0].board
    wooded = battlefield(["........."] * 2 + ["....W...."] + ["........."] * 2 + [". . . . ."], number=3)
    field = Battlefield([BoardPlacement(left), BoardPlacement(wooded.placements[0].board, rotated=True), right])
    woods = next(h for h, info in field.hexes.items() if info.terrain == "woods")
    west, east = Hex(woods.q - 3, woods.r), Hex(woods.q + 3, woods.r)
    result = Sightlines(field).check(west, east)
    assert result.blocked and result.blocking_hexes == (woods,)
    assert result.to_dict(field)["blocking_hexes"] == [field.name(woods)]
