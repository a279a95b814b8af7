"""Breaching barbed wire (19.8): "During the Fire Phase, in lieu of an attack, a unit may place a
satchel charge (if available) in an adjacent barbed wire hex, automatically removing the
obstacle. The unit placing the charge is marked with a Fire marker.\""""

from __future__ import annotations

from core.game.actions import BreachWire, MoveStep, StartMove
from core.game.editions import FIRST
from core.game.state import Phase
from core.scenario import Fortification, SideSetup, Stack
from core.sides import Side
from tests.core.game.conftest import make_board, make_game, unit

OPEN = make_board([".....", ".....", ".....", ".....", "....."])
WIRE = Fortification("b7:C2", "barbed_wire", "axis")


def position(satchels: int = 1):
    allied = SideSetup("us", half_squads=True, expendables=(("us.satchel_charge", satchels),) if satchels else (),
                       stacks=(Stack("b7:C3", (unit("s1", "us.rifle_squad"), unit("s2", "us.rifle_squad"))),))
    axis = SideSetup("ger", stacks=(Stack("b7:E5", (unit("g", "ger.rifle_squad"),)),))
    game, state = make_game(OPEN, allied_side=allied, axis_side=axis, fortifications=(WIRE,))
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    return game, state


def test_a_satchel_charge_placed_in_adjacent_wire_removes_it_and_marks_the_unit_fired():
    game, state = position()
    breach = BreachWire("s1", "b7:C2")
    assert breach in game.legal_actions(state) and BreachWire("s2", "b7:C2") in game.legal_actions(state)
    game.apply(state, breach, check=True)
    assert not [f for f in state.fortifications if f["type"] == "barbed_wire"]
    assert state.units["s1"].fired and not state.units["s2"].fired  # the Fire marker: no attack this phase
    assert state.sides[Side.ALLIED].expendables["us.satchel_charge"] == 0  # 12.5: removed once used
    assert [e.kind for e in state.events][-1] == "wire_breached"
    assert not [a for a in game.legal_actions(state) if isinstance(a, BreachWire)]


def test_the_breached_hex_no_longer_stops_infantry():
    """19.8 "an infantry unit that enters a barbed wire hex must stop": not once it is gone."""
    game, state = position()
    game.apply(state, BreachWire("s1", "b7:C2"))
    state.phase = Phase.MOVEMENT
    game.apply(state, StartMove(("s2",)), check=True)
    game.apply(state, MoveStep("b7:C2"), check=True)
    assert not state.moving.halted and MoveStep("b7:C1") in game.legal_actions(state)


def test_no_breach_without_a_satchel_charge_outside_the_fire_phase_or_from_afar():
    game, state = position(satchels=0)
    assert not [a for a in game.legal_actions(state) if isinstance(a, BreachWire)]
    game, state = position()
    state.units["s1"].hex = state.units["s2"].hex = "b7:C4"  # two hexes off the wire
    assert not [a for a in game.legal_actions(state) if isinstance(a, BreachWire)]
    game, state = position()
    state.phase = Phase.MOVEMENT
    assert not game.allows(state, BreachWire("s1", "b7:C2"))


def test_a_game_of_the_first_rules_edition_has_no_breach():
    game, state = position()
    game.edition = FIRST
    assert not [a for a in game.legal_actions(state) if isinstance(a, BreachWire)]
