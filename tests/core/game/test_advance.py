"""Advancing one hex in the Advance and Assault Phase (5.35) and objectives changing hands (seed 004)."""

from __future__ import annotations

from core.game.actions import Advance
from core.game.objectives import take_objectives
from core.game.state import Phase, Where
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

# C2 is a building (2 MP), D2 woods, B2 a pond nobody may enter.
BOARD = make_board([".....", ".PBW.", ".....", "....."])
HERE = "b7:C3"


def phase(game, state, side="allied"):
    state.phase, state.active = Phase.ADVANCE, Side(side)
    return game, state


def advances(game, state, unit_id=None):
    found = [a for a in game.legal_actions(state) if isinstance(a, Advance)]
    return found if unit_id is None else [a for a in found if a.units == (unit_id,)]


def test_infantry_advance_one_hex_whatever_it_costs_even_after_moving_and_firing():
    """5.35: a squad that moved and fired may still enter the building (2 MP) or the woods next to
    it, but not the pond (B2), which nobody may enter."""
    game, state = phase(*make_game(BOARD, allied=[(HERE, [unit("r1", "us.rifle_squad")]),
                                                  ("b7:E4", [unit("r2", "us.rifle_squad")])],  # keeps the phase open
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    state.units["r1"].moved = state.units["r1"].fired = True
    targets = {a.hex for a in advances(game, state, "r1")}
    assert targets == {"b7:B3", "b7:C2", "b7:D2", "b7:C4", "b7:D3"}
    game.apply(state, Advance(("r1",), "b7:C2"), check=True)
    assert state.units["r1"].hex == "b7:C2" and "r1" in state.advanced
    assert advances(game, state, "r1") == []  # one hex


def test_no_advance_into_prohibited_or_enemy_hexes_or_beyond_the_stacking_limit():
    """5.35, 6.8, 6.9: not into the pond (B2 from B3), the German hex, or a hex with four infantry."""
    game, state = phase(*make_game(
        BOARD, allied=[("b7:B3", [unit("r1", "us.rifle_squad")]),
                       ("b7:A3", [unit(f"f{i}", "us.rifle_squad") for i in range(4)])],
        axis=[("b7:C3", [unit("g1", "ger.rifle_squad")])]))
    targets = {a.hex for a in advances(game, state, "r1")}
    assert targets.isdisjoint({"b7:B2", "b7:C3", "b7:A3"}) and targets


def test_pinned_and_immobile_units_and_zero_mp_guns_do_not_advance():
    game, state = phase(*make_game(BOARD, allied=[("b7:A3", [unit("r1", "us.rifle_squad")]),
                                                  ("b7:E3", [unit("tank", "us.m4a3e8", facing=0)]),
                                                  ("b7:E1", [unit("big", "us.m5_3in", facing=0)])],
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    state.units["tank"].immobile = state.units["r1"].pinned = True
    assert advances(game, state) == []


def test_a_vehicle_advances_straight_ahead_or_in_reverse_keeping_its_facing():
    """7.2: the Sherman facing north (0) in E3 may go to E2 or E4 only, and still faces north;
    its passengers go with it."""
    game, state = phase(*make_game(BOARD, allied=[("b7:E3", [unit("ht", "us.m3_halftrack", facing=0,
                                                                   passengers=(unit("gi", "us.rifle_squad"),))])],
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    assert {a.hex for a in advances(game, state, "ht")} == {"b7:E2", "b7:E4"}
    game.apply(state, Advance(("ht",), "b7:E4"), check=True)
    assert (state.units["ht"].hex, state.units["ht"].facing, state.units["gi"].hex) == ("b7:E4", 0, "b7:E4")


def test_a_gun_advancing_alone_may_take_any_facing_but_only_once_a_turn():
    """6.32: a 1-MP Gun moves one hex a turn and may face any hexside; after moving it stays."""
    game, state = phase(*make_game(BOARD, allied=[("b7:E3", [unit("atg", "us.m1_57mm", facing=0)])],
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    options = advances(game, state, "atg")
    assert {a.facing for a in options if a.hex == "b7:E2"} == set(range(6))
    game.apply(state, Advance(("atg",), "b7:E2", 3), check=True)
    assert (state.units["atg"].hex, state.units["atg"].facing) == ("b7:E2", 3)
    phase(game, state)
    state.advanced.clear()
    assert advances(game, state, "atg")
    state.units["atg"].moved = True
    assert advances(game, state, "atg") == []


def test_a_stack_advances_whole_or_one_unit_at_a_time():
    game, state = phase(*make_game(BOARD, allied=[(HERE, [unit("r1", "us.rifle_squad"), unit("ldr", "us.leader_1")])],
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    assert {a.units for a in advances(game, state)} == {("r1",), ("ldr",), ("r1", "ldr")}


def test_advancing_into_a_minefield_sets_it_off_and_into_the_sniper_hex_eliminates_the_sniper():
    """19.7: a 3 or less eliminates the unit entering; 20.6: an enemy unit entering the sniper's hex."""
    game, state = phase(*make_game(BOARD, allied=[(HERE, [unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad")])],
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    state.fortifications.append({"hex": "b7:C4", "type": "minefield", "side": "axis", "facing": None, "hidden": False})
    state.sides["axis"].sniper_hex = "b7:D3"
    state.dice = ScriptedDice([2])
    game.apply(state, Advance(("r1",), "b7:C4"), check=True)
    assert state.units["r1"].where == Where.ELIMINATED.value
    game.apply(state, Advance(("r2",), "b7:D3"), check=True)
    assert state.sides["axis"].sniper_hex is None


def test_objectives_change_hands_when_only_one_side_is_in_the_hex():
    """Seed 004: the attacker takes the objective by entering it, the defender may take it back;
    a hex both sides are in (during a move) or neither stays with its owner."""
    game, state = phase(*make_game(BOARD, allied=[(HERE, [unit("r1", "us.rifle_squad")])],
                                   axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])]))
    state.objectives = {"b7:C2": "axis", "b7:E1": "axis"}
    game.apply(state, Advance(("r1",), "b7:C2"), check=True)
    assert state.objectives == {"b7:C2": "allied", "b7:E1": "axis"}
    state.units["g1"].hex = "b7:C2"
    assert take_objectives(state, ["b7:C2"]) == [] and state.objectives["b7:C2"] == "allied"
    state.units["r1"].hex = "b7:C3"
    assert take_objectives(state, ["b7:C2"]) == ["b7:C2"] and state.objectives["b7:C2"] == "axis"
