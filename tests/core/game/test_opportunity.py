"""Automatic opportunity fire (13.8, 12.61, seed 003's modifier table, seed 004's automatic
fire), MG fire lanes and crossfire (13.9, 13.91), on purpose-built positions.

The Americans move along row 3 of an open board towards the Germans in G3:
A3 is six hexes from G3, B3 five, C3 four, D3 three, E3 two, F3 adjacent.
"""

from __future__ import annotations

from itertools import pairwise

import pytest

from core.game.actions import EndMove, MoveStep, StartMove
from core.game.opportunity import opportunity_candidates
from core.game.opportunity_threats import ThreatKind
from core.game.state import Phase
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = [".......", ".......", ".......", ".......", "......."]
MG_SQUAD = ("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.mg34",))])  # 4 + 3 = 7 APFP


def to_movement(game, state):
    while state.phase != Phase.MOVEMENT.value:
        game.end_phase(state)
    return state


def position(allied, axis, terrain=OPEN, **scenario):
    game, state = make_game(make_board(terrain), allied=allied, axis=axis, **scenario)
    return game, to_movement(game, state)


def move(game, state, ids, *hexes, assault=False, facing=None):
    game.apply(state, StartMove(tuple(ids), assault=assault))
    for hex_name in hexes:
        game.apply(state, MoveStep(hex_name, facing))


def events(state, kind):
    return [e for e in state.events if e["kind"] == kind]


def modifiers(event):
    return [(m["name"], m["value"]) for m in event["modifiers"]]


# --- 13.8: the modifiers ------------------------------------------------------------------------


def test_mover_in_the_open_is_fired_on_with_minus_one():
    """13.8 (003): no positive cover modifier: -1. 7 APFP, roll 8 - 1 = 7: no effect."""
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:D3")
    [attack] = events(state, "ap_attack")
    assert attack["opportunity"] and attack["firers"] == ["g1"] and attack["target"] == "b7:D3"
    assert modifiers(attack) == [("opportunity fire, no cover", -1)]
    assert (attack["roll"], attack["modified"], attack["cp"]) == (8, 7, 0)
    assert state.units["g1"].fired  # 13.8: marked with a Fire marker


def test_adjacent_mover_takes_minus_two_more():
    """13.8 (003): -2 against an adjacent hex, in addition to the -1."""
    game, state = position([("b7:E3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([9])
    move(game, state, ["a1"], "b7:F3")
    [attack] = events(state, "ap_attack")
    assert modifiers(attack) == [("opportunity fire, no cover", -1), ("opportunity fire, adjacent", -2)]
    assert attack["modified"] == 6


def test_mover_entering_woods_gets_the_woods_cover_and_no_minus_one():
    """13.4, 13.8: woods +2 is a positive cover modifier, so only the adjacent -2 applies."""
    woods = [".......", ".......", ".....W.", ".......", "......."]
    game, state = position([("b7:E3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD], terrain=woods)
    state.dice = ScriptedDice([9])
    move(game, state, ["a1"], "b7:F3")
    [attack] = events(state, "ap_attack")
    assert modifiers(attack) == [("Woods cover", 2), ("opportunity fire, adjacent", -2)]


def test_assault_movement_is_positive_cover_too():
    """6.4, 13.8: the assault move's +1 cover replaces the -1."""
    game, state = position([("b7:E3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([9])
    move(game, state, ["a1"], "b7:F3", assault=True)
    [attack] = events(state, "ap_attack")
    assert modifiers(attack) == [("assault movement", 1), ("opportunity fire, adjacent", -2)]


def test_only_the_moving_unit_is_hit():
    """13.8: the leader already in F3 is not affected; the mover takes the point. 7 APFP,
    roll 8 - 3 = 5: 1 CP, which would have gone on the cheaper leader in ordinary fire."""
    game, state = position([("b7:F3", [unit("ldr", "us.leader_1")]), ("b7:E3", [unit("a1", "us.rifle_squad")])],
                           [MG_SQUAD])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:F3")
    [casualties] = events(state, "casualties")
    assert casualties["results"] == [{"unit": "a1", "result": "pinned", "points": 1, "roll": None}]
    assert state.units["a1"].pinned and not state.units["ldr"].pinned
    assert state.moving is None  # 14.7: the pinned mover stops; it moved alone


def test_mover_pinned_in_a_full_friendly_hex_is_eliminated():
    """13.8: F3 already holds four infantry units (6.9); the mover, pinned there, is lost."""
    full = ("b7:F3", [unit(f"h{i}", "us.rifle_half_squad") for i in range(4)])
    game, state = position([full, ("b7:E3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:F3")
    assert state.units["a1"].where == "eliminated"
    assert all(state.units[f"h{i}"].where == "map" for i in range(4))


def test_firers_cannot_fire_again_the_same_turn():
    """13.1, 13.8: one attack a turn; the next step draws no fire (the dice would run out).
    No MG, so no fire lane either."""
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [("b7:G3", [unit("g1", "ger.ss_squad")])])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:D3", "b7:E3")
    assert len(events(state, "ap_attack")) == 1
    assert state.units["a1"].hex == "b7:E3"


# --- 12.61: mortars -------------------------------------------------------------------------------


def test_a_mortar_never_fires_its_carrier_fires_alone():
    """12.61: the squad's GrW 36 adds nothing; the squad fires its own 4 APFP."""
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])],
                           [("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.grw36",))])])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:D3")
    [attack] = events(state, "ap_attack")
    assert attack["apfp"] == 4


def test_a_mortar_beyond_its_carriers_range_is_no_threat():
    """12.61: seven hexes is beyond the US squad's range 6 and within its M2 mortar's 8."""
    board = make_board([".........", ".........", ".........", ".........", "........."])
    game, state = make_game(board, allied=[("b7:A3", [unit("a1", "us.rifle_squad", weapons=("us.m2_mortar",))])],
                            axis=[("b7:H3", [unit("g1", "ger.rifle_squad")])])
    assert game.hex("b7:A3").distance(game.hex("b7:H3")) == 7
    assert opportunity_candidates(game, state, "b7:H3", ["g1"]) == []


# --- the policy -------------------------------------------------------------------------------------


def test_a_weak_shot_at_a_mover_in_cover_is_held():
    """Policy: 7 APFP at woods three hexes away expects 0.06 CP: left for Defensive Fire."""
    woods = [".......", ".......", "...W...", ".......", "......."]
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD], terrain=woods)
    state.dice = ScriptedDice([])
    move(game, state, ["a1"], "b7:D3")
    assert not events(state, "ap_attack") and not state.units["g1"].fired


STRONG = ("b7:G3", [unit("s1", "ger.ss_squad", weapons=("ger.mg42_tripod",)), unit("s2", "ger.ss_squad"),
                    unit("s3", "ger.ss_squad")])  # 5 + 6 + 5 + 5 = 21 APFP


def test_a_strong_shot_stops_a_mover_going_on_through_cover():
    """Policy: 21 APFP at woods expects 1.6 CP; the mover has MP left, so it is fired on."""
    woods = [".......", ".......", "...W...", ".......", "......."]
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [STRONG], terrain=woods)
    state.dice = ScriptedDice([11])
    move(game, state, ["a1"], "b7:D3")
    [attack] = events(state, "ap_attack")
    assert attack["apfp"] == 21 and modifiers(attack) == [("Woods cover", 2)]


def test_a_mover_ending_its_move_in_cover_is_left_for_defensive_fire():
    """Policy: the same fire at a mover that enters the woods with its last MP waits for
    the Defensive Fire Phase, where it can choose among every target."""
    woods = [".......", ".......", "...W...", ".......", "......."]
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [STRONG], terrain=woods)
    state.dice = ScriptedDice([])
    game.apply(state, StartMove(("a1",)))
    state.moving.mp_left = 2  # as if it had spent two MP out of the Germans' sight
    game.apply(state, MoveStep("b7:D3"))
    assert not events(state, "ap_attack") and not state.units["s1"].fired


RIFLES_G3 = ("b7:G3", [unit(f"g{i}", "ger.rifle_squad") for i in range(1, 4)])  # 12 APFP
RIFLES_G2 = ("b7:G2", [unit(f"h{i}", "ger.rifle_squad") for i in range(1, 4)])


def test_far_movers_do_not_draw_all_the_fire_on_the_first_step():
    """Policy: at five hexes, with MP left, one group (12 APFP, 2.25 CP expected) is enough for
    this step; the other waits for a closer hex and fires on the next step."""
    game, state = position([("b7:A3", [unit("a1", "us.rifle_squad")])], [RIFLES_G3, RIFLES_G2])
    state.dice = ScriptedDice([9])
    move(game, state, ["a1"], "b7:B3")
    assert [e["firers"] for e in events(state, "ap_attack")] == [["g1", "g2", "g3"]]
    state.dice = ScriptedDice([9])
    game.apply(state, MoveStep("b7:C3"))
    assert [e["firers"] for e in events(state, "ap_attack")][1:] == [["h1", "h2", "h3"]]


def test_candidates_show_each_fire_group_with_its_numbers():
    """The threats the test-run window lists: one entry per fire group, APFP and modifiers."""
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [RIFLES_G3, RIFLES_G2])
    [g, h] = opportunity_candidates(game, state, "b7:D3", ["a1"])
    assert (g.kind, g.firers, g.apfp, g.distance) == (ThreatKind.AP, ("g1", "g2", "g3"), 12, 3)
    assert [(m.name, m.value) for m in g.modifiers] == [("opportunity fire, no cover", -1)]
    assert g.expected == pytest.approx(81 / 36) and not g.covered
    assert h.firers == ("h1", "h2", "h3")


# --- AT opportunity fire ------------------------------------------------------------------------------


def test_an_at_gun_fires_at_a_moving_tank():
    """13.8, 16.3: the Pak 40 two hexes away (to-hit 10 or less) fires at the Sherman as it enters
    E3; hit on 5, then the kill roll 12 against ATFP D vs front armor D (7) does nothing. The
    squad beside it cannot hurt an AFV with AP fire (14.1) and holds its fire."""
    pak = ("b7:G3", [unit("pak", "ger.pak40", facing=5), unit("g1", "ger.rifle_squad")])
    game, state = position([("b7:D3", [unit("t1", "us.m4a1", facing=1)])], [pak])
    state.dice = ScriptedDice([5, 12])
    move(game, state, ["t1"], "b7:E3", facing=1)
    [shot] = events(state, "at_fire")
    assert (shot["firer"], shot["target"], shot["hit"], shot["arc"], shot["result"]) == ("pak", "t1", True, "front", "no_effect")
    assert state.units["pak"].fired and not state.units["g1"].fired
    assert not events(state, "ap_attack")


def test_at_fire_goes_first_at_a_truck_then_the_rest_fire_ap():
    """Policy: the squad with the Panzerschreck shoots at the truck (to-hit 8: misses on 9);
    the other squad then fires AP at the truck and its passengers (14.65): 4 APFP, 9 - 3 = 6."""
    germans = ("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.panzerschreck",)), unit("g2", "ger.rifle_squad")])
    truck = ("b7:E3", [unit("tr", "us.truck", facing=2, passengers=(unit("p1", "us.rifle_squad"),))])
    game, state = position([truck], [germans])
    state.dice = ScriptedDice([9, 9])
    move(game, state, ["tr"], "b7:F3", facing=2)
    kinds = [e["kind"] for e in state.events if e["kind"] in ("at_fire", "ap_attack")]
    assert kinds == ["at_fire", "ap_attack"]
    [shot], [attack] = events(state, "at_fire"), events(state, "ap_attack")
    assert (shot["firer"], shot["weapon"], shot["needed"], shot["hit"]) == ("g1", "ger.panzerschreck", 8, False)
    assert (attack["firers"], attack["apfp"], attack["modified"]) == (["g2"], 4, 6)


def test_at_threat_numbers():
    """The AT threat to the Sherman if it steps into E3: to-hit 10 or less (33 in 36), then 7 or
    less on the kill roll (21 in 36). The question leaves the Sherman where it is."""
    pak = ("b7:G3", [unit("pak", "ger.pak40", facing=5)])
    game, state = position([("b7:D3", [unit("t1", "us.m4a1", facing=1)])], [pak])
    [threat] = opportunity_candidates(game, state, "b7:E3", ["t1"])
    assert (threat.kind, threat.firers, threat.target, threat.to_hit, threat.atfp) == (ThreatKind.AT, ("pak",), "t1", 10, "D")
    assert threat.expected == pytest.approx(33 / 36 * 21 / 36)
    assert state.units["t1"].hex == "b7:D3"


# --- 13.9, 13.91: fire lanes ------------------------------------------------------------------------------


def test_infantry_mg_opportunity_fire_lays_a_lane_to_the_target():
    """13.9: one marker in each hex of the line, the target's included and the firer's not:
    five markers for a range of five."""
    game, state = position([("b7:A3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:B3")
    assert state.fire_lanes == {"b7:F3": 1, "b7:E3": 1, "b7:D3": 1, "b7:C3": 1, "b7:B3": 1}


def test_13_9_example_a_range_of_four_hexes_lays_four_markers():
    """13.9's own example: fired on at four hexes, the lane is four markers, C3 to F3."""
    game, state = position([("b7:C2", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:C3")
    assert game.hex("b7:G3").distance(game.hex("b7:C3")) == 4
    assert state.fire_lanes == {"b7:F3": 1, "b7:E3": 1, "b7:D3": 1, "b7:C3": 1}


def lane_then_enter(mg_squads, rolls):
    game, state = position([("b7:A3", [unit("a1", "us.rifle_squad")]), ("b7:D2", [unit("a2", "us.rifle_squad")])],
                           [mg_squads])
    state.dice = ScriptedDice(rolls)
    move(game, state, ["a1"], "b7:B3")
    game.apply(state, EndMove())
    move(game, state, ["a2"], "b7:D3")
    return game, state


def test_a_unit_entering_a_lane_hex_is_attacked_on_the_1_4_row_without_modifiers():
    """13.9: a2 steps from D2 into D3, a hex of the lane laid at a1: no cover, no opportunity
    modifiers, whatever fired the lane; roll 3 on the 1-4 row is 1 CP, a pin."""
    _, state = lane_then_enter(MG_SQUAD, [8, 3])
    [lane] = events(state, "fire_lane_attack")
    assert (lane["hex"], lane["markers"], lane["roll"], lane["modified"], lane["cp"]) == ("b7:D3", 1, 3, 3, 1)
    assert lane["modifiers"] == []
    assert state.units["a2"].pinned


def test_two_mgs_in_a_lane_give_crossfire_minus_one():
    """13.91: two MGs firing from the same hex along the same line: two markers in each hex;
    roll 4 - 1 = 3 on the 1-4 row: 1 CP."""
    two_mgs = ("b7:G3", [unit("g1", "ger.rifle_squad", weapons=("ger.mg34",)),
                         unit("g2", "ger.rifle_squad", weapons=("ger.mg42",))])
    _, state = lane_then_enter(two_mgs, [9, 4])
    [laid] = events(state, "fire_lane")
    assert laid["markers"] == 2
    [lane] = events(state, "fire_lane_attack")
    assert lane["markers"] == 2
    assert [(m["value"], m["section"]) for m in lane["modifiers"]] == [(-1, "13.91")]
    assert (lane["modified"], lane["cp"]) == (3, 1)


def test_fire_lanes_are_gone_after_the_movement_phase():
    """13.9: with nobody else to move, ending the move ends the phase, and the lanes go."""
    game, state = position([("b7:A3", [unit("a1", "us.rifle_squad")])], [MG_SQUAD])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:B3")
    assert state.fire_lanes
    game.apply(state, EndMove())
    assert state.phase != Phase.MOVEMENT.value and state.fire_lanes == {}


def test_an_afv_entering_a_lane_hex_is_not_attacked():
    """13.9: only infantry, Guns and unarmored vehicles; no die is rolled."""
    game, state = position([("b7:C3", [unit("t1", "us.m4a1", facing=2)])], [MG_SQUAD])
    state.fire_lanes["b7:D3"] = 1
    state.dice = ScriptedDice([])
    move(game, state, ["t1"], "b7:D3", facing=2)
    assert not events(state, "fire_lane_attack")


def test_vehicle_mgs_lay_no_lane():
    """13.9: AFV and vehicle MGs cannot create fire lanes."""
    game, state = position([("b7:C3", [unit("a1", "us.rifle_squad")])], [("b7:G3", [unit("ht", "ger.sdkfz251")])])
    state.dice = ScriptedDice([8])
    move(game, state, ["a1"], "b7:D3")
    [attack] = events(state, "ap_attack")
    assert attack["firers"] == ["ht"] and state.fire_lanes == {}


@pytest.mark.parametrize("target", ["b7:A1", "b7:A2", "b7:A5", "b7:B1", "b7:C1", "b7:C5", "b7:E1", "b7:E5", "b7:D4"])
def test_a_lane_is_a_chain_of_adjacent_hexes_as_long_as_the_range(target):
    """13.9 (003): one hex per hex of range, each next to the one before, ending on the target."""
    from core.game.fire_lanes import lane_hexes

    game, _ = make_game(make_board(OPEN))
    lane = lane_hexes(game, "b7:G3", target)
    hexes = [game.hex(h) for h in ["b7:G3", *lane]]
    assert len(lane) == hexes[0].distance(hexes[-1]) and lane[-1] == target
    assert all(a.distance(b) == 1 for a, b in pairwise(hexes))
