"""AP fire end to end (13.x, 14.1-14.5): the rulebook's AP combat example, modifiers,
the Fire action and the fire choices of the Fire and Defensive Fire Phases."""

from __future__ import annotations

import pytest

from core.combat.modifiers import Modifier
from core.game.actions import Fire
from core.game.ap_attack import NoFirepowerError, ap_attack, ap_modifiers
from core.game.casualties import Result, casualty_options, pin_unit, reduce_squad
from core.game.fire import fire_actions
from core.game.state import Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

# The rulebook's AP Combat and Casualty Reduction Example, on a purpose-built board:
# German stack A in C2 behind a hedge on its own SE hexside, stack B in F3, the
# Americans (stack C) in the building D3, two hexes from each German stack.
EXAMPLE_BOARD = make_board([".......", ".......", "...B...", ".......", "......."], hexsides={"hedge": ["C2/SE"]})
STACK_A = ("b7:C2", [unit("a1", "ger.panzergrenadier_squad", weapons=("ger.mg34",)),
                     unit("a2", "ger.panzergrenadier_squad"), unit("hermes", "ger.leader_1")])
STACK_B = ("b7:F3", [unit("b1", "ger.panzergrenadier_squad", weapons=("ger.mg42",)),
                     unit("b2", "ger.panzergrenadier_squad"), unit("schmidt", "ger.leader_1")])
STACK_C = ("b7:D3", [unit("c1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("c2", "us.rifle_squad"),
                     unit("coleman", "us.leader_1")])


def units(state, *ids):
    return [state.units[i] for i in ids]


def in_phase(state, phase: Phase, active: str):
    state.phase, state.active = phase, Side(active)
    return state


@pytest.fixture
def example():
    game, state = make_game(EXAMPLE_BOARD, allied=[STACK_C], axis=[STACK_A, STACK_B])
    return game, in_phase(state, Phase.FIRE, "axis")


def test_example_stack_a_12_apfp_roll_4_building_gives_2_cp(example):
    """14.5 example: 4 + 4 + 3 (MG) + 1 (leader) = 12; 4 - 1 leader + 3 building = 6 -> 2 CP.
    The hedge on the firers' own hexside is no hindrance."""
    game, state = example
    state.dice = ScriptedDice([4])
    outcome = ap_attack(game, state, units(state, "a1", "a2", "hermes"), "b7:D3")
    assert outcome.apfp == 12
    assert [(m.value, m.section) for m in outcome.modifiers] == [(-1, "13.6"), (3, "13.4")]
    assert (outcome.roll, outcome.modified_roll, outcome.casualty_points) == (4, 6, 2)
    # The player in the book reduces the squad without the MG; the automatic allocation
    # (seed 004) pins the two least valuable units instead: Coleman (6 points), then
    # the squad without the MG (10), leaving the MG squad (13) untouched.
    assert outcome.report.result_of("coleman") is Result.PINNED
    assert outcome.report.result_of("c2") is Result.PINNED
    assert outcome.report.result_of("c1") is None
    assert all(state.units[i].fired for i in ("a1", "a2", "hermes"))
    assert state.units["hermes"].leader_used


def test_example_stack_b_13_apfp_roll_3_gives_3_cp(example):
    """14.5 example: stack B, 13 APFP, 3 - 1 + 3 = 5 -> 3 CP. After the first attack only the
    MG squad is unpinned, so it takes all three (14.62): reduced (2) and pinned (1)."""
    game, state = example
    state.dice = ScriptedDice([4, 3])
    ap_attack(game, state, units(state, "a1", "a2", "hermes"), "b7:D3")
    outcome = ap_attack(game, state, units(state, "b1", "b2", "schmidt"), "b7:D3")
    assert (outcome.apfp, outcome.modified_roll, outcome.casualty_points) == (13, 5, 3)
    assert outcome.report.result_of("c1") is Result.REDUCED_PINNED
    c1 = state.units["c1"]
    assert (c1.type, c1.pinned, c1.weapons) == ("us.rifle_half_squad", True, ["us.m1919a6"])
    assert state.sides["allied"].lost_points == 13 - 8  # the squad with its MG, less the half squad with it


def test_example_the_american_players_own_choices_fulfil_2_and_then_3_cp(example):
    """14.5 example, as the book's American player chose (the computer chooses for itself, 004):
    the squad without the MG reduced to a half squad for 2 CP; after stack B's 3 CP the MG
    squad reduced (2) and the first half squad pinned (1), leaving the half squad with the MG
    free to act (14.61)."""
    game, state = example
    c1, c2 = state.units["c1"], state.units["c2"]
    assert (Result.REDUCED, 2) in casualty_options(game, state, c2)
    reduce_squad(game, state, c2)
    assert (Result.REDUCED, 2) in casualty_options(game, state, c1)
    assert (Result.PINNED, 1) in casualty_options(game, state, c2)
    reduce_squad(game, state, c1)
    pin_unit(state, c2)
    assert (c1.type, c1.weapons, c1.pinned) == ("us.rifle_half_squad", ["us.m1919a6"], False)
    assert (c2.type, c2.pinned) == ("us.rifle_half_squad", True)


def test_example_american_return_fire_6_apfp_across_the_hedge_no_effect():
    """14.5 example: a half squad with the LMG and Coleman: 2 + 3 + 1 = 6 APFP; 7 - 1 leader
    + 1 hedge (on the target's hexside) = 7 -> no effect on the 5-10 row."""
    position = ("b7:D3", [unit("c1", "us.rifle_half_squad", weapons=("us.m1919a6",)), unit("coleman", "us.leader_1")])
    game, state = make_game(EXAMPLE_BOARD, allied=[position], axis=[STACK_A])
    in_phase(state, Phase.DEFENSIVE_FIRE, "axis")
    assert fire_actions(game, state) == [Fire(("c1", "coleman"), "b7:C2")]
    state.dice = ScriptedDice([7])
    outcome = ap_attack(game, state, units(state, "c1", "coleman"), "b7:C2")
    assert outcome.apfp == 6
    assert [(m.value, m.section) for m in outcome.modifiers] == [(-1, "13.6"), (1, "13.4")]
    assert (outcome.modified_roll, outcome.casualty_points, outcome.report.casualties) == (7, 0, ())
    assert not any(u.pinned for u in units(state, "a1", "a2", "hermes"))


def test_fire_action_through_the_game(example):
    game, state = example
    state.dice = ScriptedDice([4])
    action = Fire(("a1", "a2", "hermes"), "b7:D3")
    assert action in game.legal_actions(state)
    game.apply(state, action, check=True)
    assert state.events[-1]["kind"] == "ap_attack" or any(e["kind"] == "ap_attack" for e in state.events)
    assert Fire(("a1", "a2", "hermes"), "b7:D3") not in game.legal_actions(state)  # 13.1: one attack a turn


def test_fire_choices_one_group_per_hex_and_target(example):
    """14.2: the units of a hex fire at a target together; each AP attack is one choice."""
    game, state = example
    assert fire_actions(game, state) == [Fire(("a1", "a2", "hermes"), "b7:D3"), Fire(("b1", "b2", "schmidt"), "b7:D3")]


def test_defensive_fire_is_chosen_by_the_other_side(example):
    game, state = example
    in_phase(state, Phase.DEFENSIVE_FIRE, "axis")
    assert {a.target for a in fire_actions(game, state)} == {"b7:C2", "b7:F3"}
    assert all(state.units[u].side == "allied" for a in fire_actions(game, state) for u in a.units)


def test_pinned_and_fired_units_do_not_fire(example):
    """14.7 pinned units do nothing; 13.1 one attack per turn."""
    game, state = example
    state.units["a1"].pinned = True
    state.units["a2"].fired = True
    assert Fire(("hermes",), "b7:D3") in fire_actions(game, state)


def test_blocked_line_of_sight_gives_no_choice():
    board = make_board([".......", "...W...", ".......", ".......", "......."])
    game, state = make_game(board, allied=[("b7:D1", [unit("u", "us.rifle_squad")])],
                            axis=[("b7:D3", [unit("g", "ger.rifle_squad")])])
    in_phase(state, Phase.FIRE, "allied")
    assert fire_actions(game, state) == []


def test_out_of_range_gives_no_choice():
    """13.3: a 4-6-5 reaches six hexes, not seven."""
    board = make_board(["." * 9] * 9)
    game, state = make_game(board, allied=[("b7:A1", [unit("u", "us.rifle_squad")])],
                            axis=[("b7:A7", [unit("near", "ger.rifle_squad")]), ("b7:A8", [unit("far", "ger.rifle_squad")])])
    in_phase(state, Phase.FIRE, "allied")
    assert [a.target for a in fire_actions(game, state)] == ["b7:A7"]


def test_afvs_alone_are_no_ap_target():
    """14.1: AP fire has no effect on AFVs."""
    board = make_board(["....."] * 4)
    game, state = make_game(board, allied=[("b7:A1", [unit("u", "us.rifle_squad")])],
                            axis=[("b7:C2", [unit("t", "ger.pziv_h", facing=0)])])
    in_phase(state, Phase.FIRE, "allied")
    assert fire_actions(game, state) == []


def test_leader_modifies_one_attack_per_turn():
    """13.6: one leader modifier per attack, and a leader modifies one attack a turn."""
    board = make_board(["......."] * 5)
    game, state = make_game(board, allied=[("b7:C3", [unit("s", "us.rifle_squad"), unit("l1", "us.leader_1"),
                                                        unit("l2", "us.leader_2")])],
                            axis=[("b7:E3", [unit("g", "ger.rifle_squad")])])
    leaders = [m for m in ap_modifiers(game, state, units(state, "s", "l1", "l2"), "b7:E3") if m.section == "13.6"]
    assert leaders == [Modifier("leader l2", -2, "13.6")]
    state.units["l2"].leader_used = True
    leaders = [m for m in ap_modifiers(game, state, units(state, "s"), "b7:E3") if m.section == "13.6"]
    assert leaders == [Modifier("leader l1", -1, "13.6")]


def test_fortification_cover():
    """13.4, 19.5, 19.9: foxholes add to the woods; a bunker replaces the open ground's cover."""
    board = make_board(["......."] * 5)
    position = {"allied": [("b7:C3", [unit("s", "us.rifle_squad")])],
                "axis": [("b7:E3", [unit("g", "ger.rifle_squad")])]}
    game, state = make_game(board, **position)
    state.fortifications.append({"hex": "b7:E3", "type": "foxholes", "side": "axis", "facing": None, "hidden": False})
    assert [(m.value, m.section) for m in ap_modifiers(game, state, units(state, "s"), "b7:E3")] == [(1, "19.9")]
    state.fortifications[-1].update(type="bunker_wood", facing=5)
    assert [(m.value, m.section) for m in ap_modifiers(game, state, units(state, "s"), "b7:E3")] == [(3, "19.5")]
    woods = make_board([".......", ".......", "....W..", ".......", "......."])
    game, state = make_game(woods, **position)
    state.fortifications.append({"hex": "b7:E3", "type": "foxholes", "side": "axis", "facing": None, "hidden": False})
    assert [(m.value, m.section) for m in ap_modifiers(game, state, units(state, "s"), "b7:E3")] == [(2, "13.4"), (1, "19.9")]


def test_assault_movement_and_opportunity_modifiers():
    """6.4 +1 cover for assault movers; 13.8 (003): -1 with no positive cover, -2 adjacent."""
    board = make_board(["......."] * 5)
    game, state = make_game(board, allied=[("b7:C3", [unit("s", "us.rifle_squad")])],
                            axis=[("b7:D3", [unit("g", "ger.rifle_squad")]), ("b7:F3", [unit("h", "ger.rifle_squad")])])
    firers = units(state, "s")
    assert [m.value for m in ap_modifiers(game, state, firers, "b7:D3", opportunity=True)] == [-1, -2]
    assert [m.value for m in ap_modifiers(game, state, firers, "b7:F3", opportunity=True)] == [-1]
    state.units["h"].assault_move = True
    assert [(m.value, m.section) for m in ap_modifiers(game, state, firers, "b7:F3", opportunity=True)] == [(1, "6.4")]


def test_only_the_movers_can_be_hit():
    """13.8: opportunity fire at a mover in a hex of non-moving friends affects only the mover."""
    board = make_board(["......."] * 5)
    game, state = make_game(board, allied=[("b7:C3", [unit("s", "us.rifle_squad", weapons=("us.m1919a4",))])],
                            axis=[("b7:E3", [unit("mover", "ger.rifle_squad"), unit("stayer", "ger.rifle_half_squad")])])
    state.dice = ScriptedDice([2, 6])  # 10 APFP, 2 - 1 (opportunity, no cover) -> 4 CP; then the valor roll
    outcome = ap_attack(game, state, units(state, "s"), "b7:E3", opportunity=True, only=["mover"])
    assert outcome.casualty_points == 4
    assert outcome.report.result_of("mover") is Result.REDUCED_PINNED
    assert not state.units["stayer"].pinned


def test_forced_row_and_extra_modifier_for_fire_lanes():
    """13.9: a fire lane attacks on the 1-4 row with no cover; other rules pass their modifiers."""
    board = make_board([".......", ".......", "....W..", ".......", "......."])
    game, state = make_game(board, allied=[("b7:A1", [unit("s", "us.rifle_squad")])],
                            axis=[("b7:E3", [unit("g", "ger.rifle_squad")])])
    state.dice = ScriptedDice([3])
    outcome = ap_attack(game, state, [], "b7:E3", row_apfp=1, extra_modifier=-1, ignore_terrain=True, only=["g"])
    assert (outcome.row_apfp, outcome.modified_roll, outcome.casualty_points) == (1, 2, 2)


def test_no_firepower_is_an_error():
    board = make_board(["." * 11] * 5)
    game, state = make_game(board, allied=[("b7:A1", [unit("s", "us.rifle_squad")])],
                            axis=[("b7:K1", [unit("g", "ger.rifle_squad")])])
    with pytest.raises(NoFirepowerError):
        ap_attack(game, state, units(state, "s"), "b7:K1")


def test_natural_twelve_by_infantry_wakes_the_sniper(example):
    """20.2: the Rulebook's natural-twelve hook (the sniper module's) is told of a natural 12."""
    game, state = example
    calls = []
    game.rules.natural_twelve_hooks = [lambda g, s, h, f: calls.append((h, [u.id for u in f]))]
    state.dice = ScriptedDice([12])
    ap_attack(game, state, units(state, "a1", "a2", "hermes"), "b7:D3")
    assert calls == [("b7:C2", ["a1", "a2", "hermes"])]


def test_los_example_h_firing_on_d_in_the_building_suffers_plus_5_and_a_on_h_plus_3():
    """The LOS and Cover Modifier Examples in play (9.1, 10.9, 13.4), on the board drawn for
    them (tests/core/test_los_example.py): H firing on D in building B3 suffers +5, two orchards
    and the building's +3; A firing on H +3 for three orchards, its own hedge costing nothing."""
    from pathlib import Path

    from core.boards.board import load_board

    board = load_board(Path(__file__).parents[1] / "boards" / "los_example.json")
    game, state = make_game(board, allied=[("b91:D4", [unit("d", "us.rifle_squad")]), ("b91:C2", [unit("a", "us.rifle_squad")])],
                            axis=[("b91:C7", [unit("h", "ger.rifle_squad")])])
    on_d = ap_modifiers(game, state, [state.units["h"]], "b91:D4")
    assert [(m.name, m.value) for m in on_d] == [("Building (stone) cover", 3), ("hindrance", 2)]
    assert sum(m.value for m in on_d) == 5
    on_h = ap_modifiers(game, state, [state.units["a"]], "b91:C7")
    assert [(m.name, m.value) for m in on_h] == [("hindrance", 3)]
