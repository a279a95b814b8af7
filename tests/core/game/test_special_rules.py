"""Special scenario rules (4.3) enforced by the engine: one test per kind of rule, from its words."""

from __future__ import annotations

from movement_helpers import OPEN_5X5, of_type, steps, to_movement

from core.game.actions import ChangeFacing, EndPhase, ExitMap, Fire, MoveStep, StartMove
from core.game.ap_attack import ap_modifiers
from core.game.phases import rally_attempts
from core.game.state import GameState, Phase
from core.los import Sightlines
from core.scenario import Reinforcement, ScenarioType, SideSetup, Stack, Victory
from core.scenario.special_rules import (
    EntryHexes,
    ExitTurns,
    HexsideAs,
    Hold,
    NoSmoke,
    ReinforcementTrigger,
    SideModifier,
    TerrainAs,
)
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

HEDGE_BOARD = make_board(OPEN_5X5, hexsides={"hedge": ["C3/N", "C3/NE", "C3/SE", "C3/S", "C3/SW", "C3/NW"]})
"""A hex ringed by hedges: a hedge only hinders (10.11), a hedgerow blocks beyond the hex it bounds (10.111)."""






def _empty(game) -> GameState:
    return game.new_state(1)


def test_10_111_hedges_are_hedgerows_blocks_the_line_the_plain_boards_leave_open_warm_or_cold():
    plain, _ = make_game(HEDGE_BOARD, allied=[("b7:A1", [unit("a", "us.rifle_squad")])], axis=[("b7:E5", [unit("g", "ger.rifle_squad")])])
    warm = plain.sight(_empty(plain)).sight(plain.hex("b7:B3"), plain.hex("b7:D3"))  # the plain answer, remembered
    assert not warm[0]
    ruled, _ = make_game(HEDGE_BOARD, allied=[("b7:A1", [unit("a", "us.rifle_squad")])], axis=[("b7:E5", [unit("g", "ger.rifle_squad")])],
                         special_rules=(HexsideAs("hedge", "hedgerow"),))
    answer = ruled.sight(_empty(ruled)).sight(ruled.hex("b7:B3"), ruled.hex("b7:D3"))
    cold = Sightlines(ruled.battlefield).sight(ruled.hex("b7:B3"), ruled.hex("b7:D3"))  # nothing remembered
    assert answer[0] and answer == cold
    assert plain.sight(_empty(plain)).sight(plain.hex("b7:B3"), plain.hex("b7:D3")) == warm  # the plain game is untouched


def test_10_5_a_hex_that_counts_as_woods_costs_woods_in_the_same_process_as_the_open_one():
    def entering_c2(rules):
        game, state = make_game(make_board(OPEN_5X5), allied=[("b7:C3", [unit("a", "us.rifle_squad")])],
                                axis=[("b7:E5", [unit("g", "ger.rifle_squad")])], special_rules=rules)
        to_movement(game, state)
        game.apply(state, StartMove(("a",)), check=True)
        game.apply(state, MoveStep("b7:C2"), check=True)
        return state.moving.mp_left, game.battlefield.terrain(game.hex("b7:C2"))
    assert entering_c2(()) == (3, "open")  # warms every cache on the open hex first
    assert entering_c2((TerrainAs(("b7:C2",), "woods", 1),)) == (4 - 2 - 1, "woods")  # woods 2 MP, uphill 1 (10.8)


def test_6_10_reinforcements_enter_only_at_the_listed_hexes_during_the_listed_turns():
    allied = SideSetup("us", half_squads=True, stacks=(Stack("b7:A1", (unit("rg", "us.m5_3in", facing=2),)),),
                       reinforcements=(Reinforcement(1, "west", (unit("r1", "us.rifle_squad"),)),))
    def entries(rule):
        game, state = make_game(make_board(OPEN_5X5), axis=[("b7:E5", [unit("g", "ger.rifle_squad")])], allied_side=allied,
                                special_rules=(rule,))
        to_movement(game, state)
        game.apply(state, StartMove(("r1",)), check=True)
        return {h for h, _ in steps(game, state)}
    assert entries(EntryHexes("allied", ("b7:A2", "b7:A3"))) == {"b7:A2", "b7:A3"}
    assert entries(EntryHexes("allied", ("b7:A2",), from_turn=2)) == {"b7:A1", "b7:A2", "b7:A3", "b7:A4", "b7:A5"}
    assert len(entries(EntryHexes("axis", ("b7:A2",)))) == 5  # the other side's rule binds only the other side


def test_6_10_no_exit_before_the_rules_turn():
    def exits(rule):
        game, state = make_game(make_board(OPEN_5X5), allied=[("b7:D2", [unit("s1", "us.rifle_squad")]), ("b7:A1", [unit("rg", "us.m5_3in", facing=2)])],
                                axis=[("b7:A5", [unit("g1", "ger.rifle_squad")])], type=ScenarioType.EXIT,
                                victory=Victory(exit_units=2, exit_hexes=("b7:E2", "b7:E3")), special_rules=(rule,))
        to_movement(game, state)
        game.apply(state, StartMove(("s1",)), check=True)
        game.apply(state, MoveStep("b7:E2"), check=True)
        return bool(of_type(game.legal_actions(state), ExitMap))
    assert not exits(ExitTurns(from_turn=2))
    assert exits(ExitTurns(from_turn=1, to_turn=3))
    assert not exits(ExitTurns(hexes=("b7:E3",)))  # only through E3


def test_11_no_smoke_leaves_only_the_smokeless_moves():
    allied = SideSetup("us", half_squads=True, smoke_factors=2, stacks=(Stack("b7:C3", (unit("s1", "us.rifle_squad"),)),))
    for rule, expected in ((NoSmoke("both"), {None}), (NoSmoke("allied"), {None}), (NoSmoke("axis"), None)):
        game, state = make_game(make_board(OPEN_5X5), axis=[("b7:E5", [unit("g", "ger.rifle_squad")])], allied_side=allied,
                                special_rules=(rule,))
        to_movement(game, state)
        smoke = {a.smoke for a in of_type(game.legal_actions(state), StartMove)}
        assert smoke == expected if expected is not None else len(smoke) > 1


def _held_game(rule, **extra):
    game, state = make_game(make_board(OPEN_5X5), allied=[("b7:B3", [unit("a", "us.rifle_squad")])],
                            axis=[("b7:D3", [unit("g", "ger.rifle_squad"), unit("t", "ger.pak40", facing=3)]),
                                  ("b7:E5", [unit("free", "ger.rifle_squad")])],
                            special_rules=(rule,), **extra)
    return game, state


def _movers(game, state) -> set[str]:
    return {u for a in of_type(game.legal_actions(state), StartMove) for u in a.units}


def test_hold_units_may_not_move_nor_turn_before_the_turn():
    game, state = _held_game(Hold("axis", ("b7:D3",), until_turn=2))
    state.phase, state.active = Phase.MOVEMENT, Side.AXIS
    assert _movers(game, state) == {"free"}
    assert not [a for a in of_type(game.legal_actions(state), ChangeFacing) if a.unit == "t"]
    state.turn = 2
    assert _movers(game, state) >= {"g", "free"}


def test_hold_until_fired_upon_frees_the_units_of_the_hex_attacked():
    game, state = _held_game(Hold("axis", ("b7:D3",), until_turn=None, until_fired_upon=True))
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    state.dice = ScriptedDice([12])
    assert state.released == []
    game.apply(state, Fire(("a",), "b7:D3"), check=True)
    assert set(state.released) == {"g", "t"}
    state.phase, state.active = Phase.MOVEMENT, Side.AXIS
    assert _movers(game, state) >= {"g", "free"}
    state.dice = game.new_state(1).dice  # scripted dice have no JSON form
    again = GameState.from_json(state.to_json())
    assert again.released == state.released and state.clone(history=False).released == state.released


def test_a_triggered_reinforcement_waits_for_an_enemy_in_the_trigger_hexes_or_its_latest_turn():
    axis = SideSetup("ger", half_squads=True, stacks=(Stack("b7:E5", (unit("g", "ger.rifle_squad"),)),),
                     reinforcements=(Reinforcement(1, "east", (unit("r", "ger.rifle_squad"),)),))
    game, state = make_game(make_board(OPEN_5X5), allied=[("b7:B3", [unit("a", "us.rifle_squad")])], axis_side=axis,
                            special_rules=(ReinforcementTrigger("axis", 1, "east", ("b7:C3",), latest_turn=3),))
    state.phase, state.active = Phase.MOVEMENT, Side.AXIS
    assert "r" not in _movers(game, state)
    state.active = Side.ALLIED
    game.apply(state, StartMove(("a",)), check=True)
    game.apply(state, MoveStep("b7:C3"), check=True)
    assert state.released == ["rule:0"]
    state.moving, state.active = None, Side.AXIS
    assert "r" in _movers(game, state)
    late, _ = make_game(make_board(OPEN_5X5), allied=[("b7:B3", [unit("a", "us.rifle_squad")])], axis_side=axis,
                        special_rules=(ReinforcementTrigger("axis", 1, "east", ("b7:C3",), latest_turn=3),))
    later = late.new_state(1)
    later.phase, later.active, later.turn = Phase.MOVEMENT, Side.AXIS, 3
    assert "r" in _movers(late, later)


def test_a_sides_modifier_reaches_its_fire_and_its_rally():
    game, state = make_game(make_board(OPEN_5X5), allied=[("b7:B3", [unit("a", "us.rifle_squad", pinned=True)])],
                            axis=[("b7:C3", [unit("g", "ger.rifle_squad")])], special_rules=(SideModifier("allied", rally=1, fire=-1),))
    found = [m for m in ap_modifiers(game, state, [state.units["a"]], "b7:C3") if m.section == "4.3"]
    assert [m.value for m in found] == [-1]
    assert not [m for m in ap_modifiers(game, state, [state.units["g"]], "b7:B3") if m.section == "4.3"]
    state.active, state.dice = Side.ALLIED, ScriptedDice([7])  # 7 fails a regular squad's 6, passes 6 + 1
    rally_attempts(game, state)
    assert not state.units["a"].pinned


def test_hold_units_may_not_close_assault_which_would_end_in_the_enemys_hex():
    from core.game.actions import Assault

    def assaults(rules) -> list:
        game, state = make_game(make_board(OPEN_5X5), allied=[("b7:C2", [unit("a", "us.rifle_squad")])],
                                axis=[("b7:C3", [unit("g", "ger.rifle_squad")])], special_rules=rules)
        state.phase, state.active = Phase.ADVANCE, Side.AXIS
        return [a for a in of_type(game.legal_actions(state), Assault) if "g" in a.units]
    assert assaults(())  # the plain rules offer it
    assert not assaults((Hold("axis", ("b7:C3",), until_turn=2),))


def test_11_no_smoke_takes_away_smoke_rounds_and_smoke_missions_but_not_the_high_explosive_ones():
    from core.game.actions import CallSupport, FireSmoke
    from core.scenario import FireSupport

    allied = SideSetup("us", half_squads=True, smoke_factors=2, fire_support=FireSupport(light_barrage=1),  # placement would object: the engine still forbids
                       stacks=(Stack("b7:A3", (unit("l", "us.leader_2"), unit("t", "us.m4a3e8", facing=1))),))

    def offered(rules) -> tuple[set, set]:
        game, state = make_game(make_board(OPEN_5X5), allied_side=allied, axis=[("b7:E3", [unit("g", "ger.rifle_squad")])],
                                special_rules=rules)
        state.phase, state.active = Phase.COMMAND, Side.ALLIED
        missions = {a.smoke for a in of_type(game.legal_actions(state), CallSupport)}
        state.phase = Phase.FIRE
        return missions, {type(a) for a in game.legal_actions(state)}
    assert offered(()) == ({False, True}, {Fire, FireSmoke, EndPhase})
    assert offered((NoSmoke("allied"),)) == ({False}, {Fire, EndPhase})


def test_a_half_squad_split_off_a_held_squad_is_held_too():
    from core.game.actions import SplitSquad

    game, state = make_game(make_board(OPEN_5X5), allied=[("b7:A1", [unit("a", "us.rifle_squad")])],
                            axis=[("b7:D3", [unit("g", "ger.rifle_squad"), unit("l", "ger.leader_1")]),
                                  ("b7:E5", [unit("free", "ger.rifle_squad")])],
                            special_rules=(Hold("axis", ("b7:D3",), until_turn=2),))
    state.phase, state.active = Phase.COMMAND, Side.AXIS
    game.apply(state, SplitSquad("g"), check=True)  # 13.10: with a leader in the hex
    twin = next(u for u in state.units if u.startswith("g."))
    state.phase = Phase.MOVEMENT
    assert _movers(game, state) == {"free"} and twin not in _movers(game, state)
