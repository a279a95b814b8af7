"""Off-board artillery and air support (18.1-18.8) and smoke (11.1-11.5, 12.66, 16.7)
on purpose-built positions with scripted dice.

The AP Combat Table rows used: APFP 40 (Light Barrage) gives 3 CP on a 9 and 5 on a 7;
APFP 28 (Air Strike) gives 3 CP on a 7. A German rifle squad (casualty 5) is reduced by
3 CP, pinned by 1; its half squad has casualty 2.
"""

from __future__ import annotations

import pytest

from core.combat.at import AtOutcome
from core.game import support
from core.game.actions import CallSupport, FireSmoke, StartMove
from core.game.state import Phase, Where
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = make_board(["........."] * 7)
WOODS_AT_D3 = make_board([".........", ".........", "...W.....", ".........", ".........", ".........", "........."])
WALL = make_board([".........", ".........", ".........", ".WWWWWWW.", ".........", ".........", "........."])
"""A row of woods across the middle (the edge half hexes must stay open)."""


def command_phase(state, allied: dict[str, int] | None = None):
    """The allied Command Phase with the given missions and smoke factors."""
    state.phase, state.active = Phase.COMMAND, Side.ALLIED
    for field, value in (allied or {}).items():
        setattr(state.sides["allied"], field, value)
    return state


def position(board=OPEN, axis=None, allied=None, **missions):
    """By default an American squad in D6 sees a German squad in D3 across open ground."""
    allied = allied or [("b7:D6", [unit("a1", "us.rifle_squad")])]
    axis = axis or [("b7:D3", [unit("g1", "ger.rifle_squad")])]
    game, state = make_game(board, allied=list(allied), axis=list(axis))
    return game, command_phase(state, missions)


def events(state, kind: str) -> list[dict]:
    return [e for e in state.events if e["kind"] == kind]


# --- 18.4 accuracy and scatter ---------------------------------------------------------------------


def test_a_light_barrage_on_target_attacks_the_hex_with_apfp_40_and_is_used_up():
    """18.4: a die of 4 or less hits the target hex; 18.5: 9 on the 40 row is 3 CP, which
    reduces the squad; 18.8: the mission is gone."""
    game, state = position(light_barrage=1)
    state.dice = ScriptedDice([4, 9])
    game.apply(state, CallSupport("light_barrage", "b7:D3"), check=True)
    attack = events(state, "support_attack")[0]
    assert (attack["hex"], attack["apfp"], attack["roll"], attack["cover"], attack["cp"]) == ("b7:D3", 40, 9, 0, 3)
    assert state.units["g1"].type == "ger.rifle_half_squad"
    assert state.sides["allied"].light_barrage == 0
    assert state.dice.rolls == []


def test_a_5_scatters_one_hex_in_the_direction_rolled():
    """18.4: a 5 drifts one hex; direction die 4 on the Scatter Diagram is south: D3 -> D4."""
    game, state = position(axis=[("b7:D3", [unit("g1", "ger.rifle_squad")]),
                                 ("b7:D4", [unit("g2", "ger.rifle_squad")])], heavy_barrage=1)
    state.dice = ScriptedDice([5, 4, 9])
    game.apply(state, CallSupport("heavy_barrage", "b7:D3"))
    assert events(state, "support_accuracy")[0]["landed"] == "b7:D4"
    assert state.units["g1"].type == "ger.rifle_squad" and not state.units["g1"].pinned
    assert events(state, "support_attack")[0]["units"] == ["g2"]


@pytest.mark.parametrize(("direction", "landed"), [(1, "b7:D1"), (2, "b7:F2"), (3, "b7:F4"), (4, "b7:D5"),
                                                   (5, "b7:B4"), (6, "b7:B2")])
def test_a_6_scatters_two_hexes_along_each_scatter_diagram_direction(direction, landed):
    """18.4: a 6 drifts two hexes in a straight line: 1 N, 2 NE, 3 SE, 4 S, 5 SW, 6 NW."""
    game, state = position(light_barrage=1)
    state.dice = ScriptedDice([6, direction])
    game.apply(state, CallSupport("light_barrage", "b7:D3"))
    assert events(state, "support_accuracy")[0]["landed"] == landed
    assert "support_attack" not in {e["kind"] for e in state.events}  # 18.4: an empty hex: no roll


def test_a_barrage_scattering_onto_friendly_units_attacks_them():
    """18.4: the attack is resolved on any units in the final hex, friendly ones included."""
    game, state = position(allied=[("b7:D6", [unit("a1", "us.rifle_squad")]),
                                   ("b7:D5", [unit("a2", "us.rifle_squad")])], light_barrage=1)
    state.dice = ScriptedDice([6, 4, 11])
    game.apply(state, CallSupport("light_barrage", "b7:D3"))
    attack = events(state, "support_attack")[0]
    assert (attack["hex"], attack["units"], attack["cp"]) == ("b7:D5", ["a2"], 1)
    assert state.units["a2"].pinned and not state.units["g1"].pinned


def test_a_mission_scattering_off_the_map_is_wasted_but_used():
    """18.4: off the map it has no effect, no resolution roll, and still counts as used."""
    game, state = position(axis=[("b7:D2", [unit("g1", "ger.rifle_squad")])], light_barrage=2)
    state.dice = ScriptedDice([6, 1])
    game.apply(state, CallSupport("light_barrage", "b7:D2"))
    assert events(state, "support_accuracy")[0]["landed"] is None
    assert state.sides["allied"].light_barrage == 1
    assert state.units["g1"].type == "ger.rifle_squad" and not state.units["g1"].pinned
    assert state.dice.rolls == []


# --- 18.3 spotters ------------------------------------------------------------------------------------


def test_artillery_needs_a_spotter_with_line_of_sight_but_an_air_strike_does_not():
    """18.3: the woods row blocks every allied line of sight, so only the air strike is offered."""
    game, state = position(board=WALL, axis=[("b7:D2", [unit("g1", "ger.rifle_squad")])],
                           light_barrage=1, heavy_barrage=1, air_strike=1)
    calls = [a for a in game.legal_actions(state) if isinstance(a, CallSupport)]
    assert calls == [CallSupport("air_strike", "b7:D2")]


def test_a_pinned_unit_cannot_spot():
    """18.3, 14.7: the spotter must be unpinned."""
    game, state = position(light_barrage=1)
    assert CallSupport("light_barrage", "b7:D3") in game.legal_actions(state)
    state.units["a1"].pinned = True
    assert not [a for a in game.legal_actions(state) if isinstance(a, CallSupport)]


def test_an_air_strike_lands_where_it_is_called_with_apfp_28():
    """18.3, 18.4: fighter-bombers see every hex and roll no accuracy die (decisions: support)."""
    game, state = position(air_strike=1)
    state.dice = ScriptedDice([7])
    game.apply(state, CallSupport("air_strike", "b7:D3"), check=True)
    attack = events(state, "support_attack")[0]
    assert (attack["apfp"], attack["cp"]) == (28, 3)
    assert state.sides["allied"].air_strike == 0


# --- 18.5-18.6 resolution ---------------------------------------------------------------------------------


def test_air_bursts_double_the_casualty_points_against_infantry_in_woods():
    """18.6: 7 + 2 (woods cover) = 9 on the 40 row is 3 CP, doubled to 6: the squad (casualty 5)
    is eliminated rather than reduced."""
    game, state = position(board=WOODS_AT_D3, light_barrage=1)
    state.dice = ScriptedDice([1, 7])
    game.apply(state, CallSupport("light_barrage", "b7:D3"))
    attack = events(state, "support_attack")[0]
    assert (attack["cover"], attack["modified"], attack["cp"]) == (2, 9, 3)
    casualties = events(state, "casualties")[0]
    assert (casualties["points"], casualties["air_burst"]) == (6, True)
    assert state.units["g1"].where == Where.ELIMINATED.value


def test_an_air_strike_in_woods_does_not_air_burst():
    """18.6 names artillery strikes only."""
    game, state = position(board=WOODS_AT_D3, air_strike=1)
    state.dice = ScriptedDice([5])
    game.apply(state, CallSupport("air_strike", "b7:D3"))
    casualties = events(state, "casualties")[0]
    assert (casualties["points"], casualties["air_burst"]) == (3, False)
    assert state.units["g1"].type == "ger.rifle_half_squad"


@pytest.mark.parametrize(("to_hit", "kill", "outcome"), [(8, 5, AtOutcome.ELIMINATED), (8, 6, AtOutcome.NO_EFFECT),
                                                          (9, None, AtOutcome.MISS)])
def test_an_afv_in_the_hex_is_hit_on_8_then_killed_against_its_rear_armor(to_hit, kill, outcome):
    """18.5: to hit on 8 or less (open: no cover), then the Light Barrage's B against the
    Tiger's rear armor C gives an Elimination Number of 5; an AFV alone takes no AP roll."""
    game, state = position(axis=[("b7:D3", [unit("tiger", "ger.tiger_i", facing=3)])], light_barrage=1)
    state.dice = ScriptedDice([2, to_hit] + ([kill] if kill is not None else []))
    game.apply(state, CallSupport("light_barrage", "b7:D3"))
    shot = events(state, "at_fire")[0]
    assert (shot["needed"], shot["hit"], shot["result"]) == (8, to_hit <= 8, outcome.value)
    if kill is not None:
        assert (shot["arc"], shot["elimination_number"]) == ("rear", 5)
    assert not events(state, "support_attack")
    assert (state.units["tiger"].where == Where.ELIMINATED.value) is (outcome is AtOutcome.ELIMINATED)


def test_each_mission_is_used_once():
    """18.8: one light barrage makes one call; after it none is offered and calling fails."""
    game, state = position(light_barrage=1)
    state.dice = ScriptedDice([1, 12])
    game.apply(state, CallSupport("light_barrage", "b7:D3"))
    assert not [a for a in game.legal_actions(state) if isinstance(a, CallSupport)]
    with pytest.raises(support.NoMissionError):
        game.apply(state, CallSupport("light_barrage", "b7:D3"))


# --- 18.7 smoke barrages -------------------------------------------------------------------------------------


def test_a_smoke_barrage_needs_an_artillery_mission_but_does_not_use_it():
    """18.7, 11.4: Smoke 2 in the final hex for two smoke factors; the mission stays."""
    game, state = position(light_barrage=1, smoke_factors=3)
    assert CallSupport("light_barrage", "b7:D5", smoke=True) in game.legal_actions(state)
    state.dice = ScriptedDice([3])
    game.apply(state, CallSupport("light_barrage", "b7:D5", smoke=True), check=True)
    assert state.smoke == {"b7:D5": 2}
    assert (state.sides["allied"].light_barrage, state.sides["allied"].smoke_factors) == (1, 1)


def test_a_smoke_barrage_scatters_like_a_mission():
    """18.7: the smoke may land elsewhere: a 5 and direction 2 (NE) put it in E5 instead of D5."""
    game, state = position(heavy_barrage=1, smoke_factors=2)
    state.dice = ScriptedDice([5, 2])
    game.apply(state, CallSupport("heavy_barrage", "b7:D5", smoke=True))
    assert state.smoke == {"b7:E5": 2}


def test_no_smoke_barrage_without_artillery_or_smoke_factors_nor_from_aircraft():
    """18.7: fighter-bombers may not place smoke; without an artillery marker no smoke barrage."""
    game, state = position(air_strike=1, smoke_factors=4)
    assert not [a for a in game.legal_actions(state) if isinstance(a, CallSupport) and a.smoke]
    with pytest.raises(support.NoSmokeError):
        game.apply(state, CallSupport("air_strike", "b7:D5", smoke=True))
    game, state = position(light_barrage=1, smoke_factors=1)
    assert not [a for a in game.legal_actions(state) if isinstance(a, CallSupport) and a.smoke]


# --- 11.3, 16.7, 12.66 smoke rounds -------------------------------------------------------------------------


def fire_phase(state, smoke_factors: int = 2):
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    state.sides["allied"].smoke_factors = smoke_factors
    return state


def test_a_gun_with_line_of_sight_fires_a_smoke_round():
    """16.7: no roll, Smoke 2 in the target hex, a Fire marker, two smoke factors."""
    game, state = make_game(OPEN, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=0)])],
                            axis=[("b7:D3", [unit("g1", "ger.rifle_squad")])])
    fire_phase(state, smoke_factors=2)
    assert FireSmoke("gun", "b7:D3") in game.legal_actions(state)
    state.dice = ScriptedDice([])
    game.apply(state, FireSmoke("gun", "b7:D3"), check=True)
    assert state.smoke == {"b7:D3": 2}
    assert state.units["gun"].fired and state.sides["allied"].smoke_factors == 0


def test_no_smoke_round_without_line_of_sight_outside_the_arc_or_without_factors():
    """11.3: LOS to the target hex; 7.4: a Gun fires into its Forward Firing Arc only."""
    game, state = make_game(WALL, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=0)])],
                            axis=[("b7:D2", [unit("g1", "ger.rifle_squad")])])
    assert FireSmoke("gun", "b7:D2") not in game.legal_actions(fire_phase(state))
    game, state = make_game(OPEN, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=3)])],
                            axis=[("b7:D3", [unit("g1", "ger.rifle_squad")])])
    assert FireSmoke("gun", "b7:D3") not in game.legal_actions(fire_phase(state))
    state.units["gun"].facing = 0
    assert FireSmoke("gun", "b7:D3") in game.legal_actions(fire_phase(state))
    assert FireSmoke("gun", "b7:D3") not in game.legal_actions(fire_phase(state, smoke_factors=1))


def test_a_mortar_fires_smoke_at_a_hex_its_spotter_sees():
    """12.66: like its barrage, a mortar needs its own LOS or a spotter's."""
    game, state = make_game(WALL, allied=[("b7:D6", [unit("m", "us.rifle_squad", weapons=("us.m2_mortar",))]),
                                          ("b7:A3", [unit("eye", "us.rifle_squad")])],
                            axis=[("b7:D2", [unit("g1", "ger.rifle_squad")])])
    assert FireSmoke("m", "b7:D2") in game.legal_actions(fire_phase(state))
    state.units["eye"].pinned = True
    assert FireSmoke("m", "b7:D2") not in game.legal_actions(fire_phase(state))


def test_one_smoke_marker_a_hex():
    """11.1: a smoked hex is offered to no smoke round, barrage or infantry smoke."""
    game, state = make_game(OPEN, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=0)]),
                                          ("b7:C6", [unit("a1", "us.rifle_squad")])],
                            axis=[("b7:D3", [unit("g1", "ger.rifle_squad")])])
    state.smoke["b7:D3"] = 1
    assert FireSmoke("gun", "b7:D3") not in game.legal_actions(fire_phase(state))
    state.phase = Phase.MOVEMENT
    state.smoke["b7:C6"] = 1
    assert StartMove(("a1",), smoke="b7:C6") not in game.legal_actions(state)
    support.place_smoke(game, state, "b7:D3", 2, "allied")
    assert state.smoke["b7:D3"] == 2 and list(state.smoke).count("b7:D3") == 1


def test_a_smoke_round_may_go_to_any_hex_the_gun_may_fire_at():
    """11.3, 16.7: the Gun "must have LOS to the target hex" — no enemy needs to be there. The
    listing offers the enemy's and the screening hexes; any other hex in sight and arc is admitted."""
    game, state = make_game(OPEN, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=0)])],
                            axis=[("b7:D1", [unit("g1", "ger.rifle_squad")])])
    fire_phase(state, smoke_factors=2)
    empty = FireSmoke("gun", "b7:E3")
    assert empty not in game.legal_actions(state) and game.allows(state, empty)
    assert empty in game.actions_at_hex(state, "b7:E3")
    assert not game.allows(state, FireSmoke("gun", "b7:D7"))  # behind it: outside the Forward Firing Arc (7.4)
    assert not game.allows(state, FireSmoke("gun", "b7:D6"))  # its own hex
    assert not game.allows(state, FireSmoke("gun", "b7:Z9")) and not game.allows(state, FireSmoke("gun", "b7:e3"))
    game.apply(state, empty, check=True)
    assert state.smoke == {"b7:E3": 2} and state.sides["allied"].smoke_factors == 0
    assert not game.allows(state, FireSmoke("gun", "b7:C3"))  # fired, and no factors left


def test_no_smoke_forbids_the_smoke_round_at_a_hex_the_listing_leaves_out_too():
    """4.3 with 11.3: a scenario's "no smoke" rule holds for the rounds a player aims at a picked hex."""
    from core.scenario.special_rules import NoSmoke

    game, state = make_game(OPEN, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=0)])],
                            axis=[("b7:D1", [unit("g1", "ger.rifle_squad")])], special_rules=(NoSmoke("allied"),))
    fire_phase(state, smoke_factors=2)
    empty = FireSmoke("gun", "b7:E3")
    assert not game.allows(state, empty)
    assert empty not in game.actions_at_hex(state, "b7:E3")


def test_a_mortar_smoke_round_at_any_hex_its_spotter_sees_and_not_behind_a_wall_unseen():
    """12.66: within the mortar's ranges, with its own LOS or a spotter's."""
    game, state = make_game(WALL, allied=[("b7:D6", [unit("m", "us.rifle_squad", weapons=("us.m2_mortar",))]),
                                          ("b7:A3", [unit("eye", "us.rifle_squad")])],
                            axis=[("b7:H1", [unit("g1", "ger.rifle_squad")])])
    fire_phase(state)
    assert game.allows(state, FireSmoke("m", "b7:C2"))
    state.units["eye"].pinned = True
    assert not game.allows(state, FireSmoke("m", "b7:C2"))


# --- 11.5 with seed 004: how long smoke lasts ------------------------------------------------------------


def smoke_by_phase(game, state, hex_name: str, phases: int) -> list[tuple[int, str, int]]:
    """(segment, phase, smoke level) after each of the next phase ends."""
    seen = []
    for _ in range(phases):
        game.end_phase(state)
        seen.append((state.segment, state.phase, state.smoke.get(hex_name, 0)))
    return seen


def test_infantry_smoke_lasts_one_turn_and_gun_smoke_two_turns_at_2_then_1():
    """004: infantry smoke lasts one player turn at +1; vehicle and Gun smoke two, +2 then +1
    (5.36: at every After-Action Phase Smoke 1 goes and Smoke 2 becomes Smoke 1)."""
    game, state = make_game(OPEN, allied=[("b7:D6", [unit("gun", "us.m1_57mm", facing=0)]),
                                          ("b7:B6", [unit("a1", "us.rifle_squad")])],
                            axis=[("b7:D1", [unit("g1", "ger.rifle_squad", pinned=True)])], turns=5)
    fire_phase(state, smoke_factors=3)
    game.apply(state, FireSmoke("gun", "b7:D3"))
    game.end_phase(state)  # to the allied Movement Phase
    game.apply(state, StartMove(("a1",), smoke="b7:B5"))
    assert state.smoke == {"b7:D3": 2, "b7:B5": 1}
    state.moving = None
    gun = smoke_by_phase(game, state, "b7:D3", 10)
    assert state.smoke == {}
    assert [level for _, _, level in gun[:3]] == [2, 2, 2]  # the allied defensive fire .. after-action
    assert [(segment, level) for segment, _, level in gun[3:9]] == [(1, 1)] * 6  # the axis player turn
    assert (gun[-1], state.turn) == ((0, Phase.COMMAND.value, 0), 2)


def test_infantry_smoke_is_gone_after_its_own_player_turn():
    game, state = make_game(OPEN, allied=[("b7:B6", [unit("a1", "us.rifle_squad")])],
                            axis=[("b7:D1", [unit("g1", "ger.rifle_squad", pinned=True)])])
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    state.sides["allied"].smoke_factors = 1
    game.apply(state, StartMove(("a1",), smoke="b7:B5"))
    state.moving = None
    levels = smoke_by_phase(game, state, "b7:B5", 4)
    assert levels == [(0, "defensive_fire", 1), (0, "advance", 1), (0, "after_action", 1), (1, "command", 0)]
    assert state.sides["allied"].smoke_factors == 0
