"""Smaller fire groups (14.2), assault groups (15.1) and counted expendables (12.52): the
choices the listing leaves out, admitted by core.game.fire_groups through Game.allows."""

from __future__ import annotations

import pytest

from core.game.actions import Advance, Assault, Fire
from core.game.game import IllegalAction
from core.game.state import Phase
from core.scenario import SideSetup, Stack
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = make_board([".......", ".......", ".......", ".......", "......."])
GERMANS = ("b7:C3", [unit("a1", "ger.panzergrenadier_squad", weapons=("ger.mg34",)),
                     unit("a2", "ger.panzergrenadier_squad"), unit("hermes", "ger.leader_1")])
NORTH, EAST = "b7:C1", "b7:F3"  # two American hexes, two and three hexes off


def position(phase=Phase.FIRE, active="axis", germans=GERMANS, americans=None, expendables=()):
    americans = americans or [(NORTH, [unit("n1", "us.rifle_squad")]), (EAST, [unit("e1", "us.rifle_squad")])]
    axis = SideSetup("ger", half_squads=True, stacks=(Stack(germans[0], tuple(germans[1])),), expendables=expendables)
    allied = SideSetup("us", half_squads=True, stacks=tuple(Stack(h, tuple(u)) for h, u in americans))
    game, state = make_game(OPEN, allied_side=allied, axis_side=axis)
    state.phase, state.active = phase, Side(active)
    return game, state


def test_the_listing_offers_the_whole_group_only():
    """The list stays short: one group per hex and target, as before (the computer's choices)."""
    game, state = position()
    fires = [a for a in game.legal_actions(state) if isinstance(a, Fire)]
    assert fires == [Fire(("a1", "a2", "hermes"), NORTH), Fire(("a1", "a2", "hermes"), EAST)]


def test_part_of_a_hex_fires_at_one_target_and_the_rest_at_another():
    """14.2: units in a hex "may fire separately (or in smaller fire groups) at different targets"."""
    game, state = position()
    state.dice = ScriptedDice([9, 9])
    first = Fire(("a1", "hermes"), NORTH)
    assert first not in game.legal_actions(state) and game.allows(state, first)
    game.apply(state, first, check=True)
    assert state.units["a1"].fired and state.units["hermes"].fired and not state.units["a2"].fired
    listed = [a for a in game.legal_actions(state) if isinstance(a, Fire)]
    assert listed == [Fire(("a2",), EAST)]  # the rest: not at the target its hex has fired at
    game.apply(state, Fire(("a2",), EAST), check=True)
    assert state.units["a2"].fired


def test_the_rest_of_a_hex_may_not_fire_separately_at_the_same_target():
    """14.2: "Infantry units in the same hex may not fire separately at the same target"."""
    game, state = position()
    state.dice = ScriptedDice([9])
    game.apply(state, Fire(("a1",), NORTH), check=True)
    assert state.units["hermes"].fired  # he lent a1 his modifier (13.6): used for the turn
    assert not game.allows(state, Fire(("a2",), NORTH))
    with pytest.raises(IllegalAction):
        game.apply(state, Fire(("a2",), NORTH), check=True)
    assert game.allows(state, Fire(("a2",), EAST))


def test_a_group_is_one_hex_of_ready_infantry_that_all_fire():
    game, state = position(americans=[(NORTH, [unit("n1", "us.rifle_squad")]),
                                      ("b7:C5", [unit("s1", "us.rifle_squad")])])
    assert not game.allows(state, Fire((), NORTH))
    assert not game.allows(state, Fire(("a1", "a1"), NORTH))
    assert not game.allows(state, Fire(("n1",), "b7:C3"))  # not the side to act
    state.units["a2"].pinned = True
    assert not game.allows(state, Fire(("a1", "a2"), NORTH))  # 14.7
    state.phase = Phase.MOVEMENT
    assert not game.allows(state, Fire(("a1",), NORTH))


def test_the_unit_selection_lists_the_actions_of_exactly_the_units_checked():
    game, state = position()
    assert game.actions_for_units(state, ("a2",)) == [Fire(("a2",), NORTH), Fire(("a2",), EAST)]
    assert game.actions_for_units(state, ("a2", "n1")) == []


def test_grenades_per_unit_the_group_may_use_fewer_counters_than_it_could():
    """12.52: "only one Grenades counter may be used per unit, per attack": three units holding
    three counters may throw one, two or three, -1 each; only those used are spent."""
    adjacent = [("b7:C2", [unit("n1", "us.rifle_squad")])]
    game, state = position(americans=adjacent, expendables=(("ger.grenades", 3),))
    everyone = ("a1", "a2", "hermes")
    listed = [a for a in game.legal_actions(state) if isinstance(a, Fire)]
    assert Fire(everyone, "b7:C2", ("ger.grenades",) * 3) in listed
    one = Fire(everyone, "b7:C2", ("ger.grenades",))
    assert one not in listed and game.allows(state, one)
    assert not game.allows(state, Fire(everyone, "b7:C2", ("ger.grenades",) * 4))  # one a unit
    assert not game.allows(state, Fire(("a1",), "b7:C2", ("ger.grenades",) * 2))
    state.dice = ScriptedDice([9])
    game.apply(state, one, check=True)
    attack = next(e for e in reversed(state.events) if e.kind == "ap_attack")
    assert ("grenades", -1) in [(m["name"], m["value"]) for m in attack.modifiers]
    assert state.sides[Side("axis")].expendables["ger.grenades"] == 2


def test_assault_with_as_few_units_as_the_player_wants():
    """15.1: "he may assault with as many, or as few, as he feels necessary, but only one close
    assault may be conducted from an eligible hex each turn"."""
    adjacent = [("b7:C2", [unit("n1", "us.rifle_squad")])]
    game, state = position(phase=Phase.ADVANCE, americans=adjacent)
    listed = [a for a in game.legal_actions(state) if isinstance(a, Assault)]
    assert listed == [Assault(("a1", "a2", "hermes"), "b7:C2")]
    few = Assault(("a1", "hermes"), "b7:C2")
    assert game.allows(state, few)
    assert game.actions_for_units(state, ("a1", "hermes")) == [few]
    state.dice = ScriptedDice([12])  # the assault fails
    game.apply(state, few, check=True)
    assert not game.allows(state, Assault(("a2",), "b7:C2"))  # one assault from the hex
    assert any(isinstance(a, Advance) and a.units == ("a2",) for a in game.legal_actions(state))
