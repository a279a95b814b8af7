"""Casualties by hand for fire support (18.5), snipers (20.5) and overruns (17.4)
(core/game/casualties_by_hand.py, casualty_resume.py).

14.61 gives the owner of the units hit the allocation of any Casualty Points; 18.5 resolves a
mission's soft targets on the AP Combat Table, 20.5 a sniper's roll "as 14.61" and 17.4 an overrun
on the AP Combat Table, so a side named in `casualties_by_hand` is asked for each of them when it
has a choice. Once he has answered, what the automatic path does after its own allocation follows:
the mission's rolls on the AFVs, the sniper's elimination check (20.6), the overrun's exit hex.
"""

from __future__ import annotations

from core.game.actions import AllocateCasualties, CallSupport, EndPhase, Fire, MoveStep, Overrun, StartMove
from core.game.casualties import Result
from core.game.casualties_by_hand import action_for, offered
from core.game.game import Game
from core.game.record import check_log, game_options, log_of, replay_on
from core.game.state import Phase, Where
from core.scenario import FireSupport, SideSetup, Stack
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit
from tests.core.game.test_overrun import example, moving_in_d3

P, R, RP, E = Result.PINNED, Result.REDUCED, Result.REDUCED_PINNED, Result.ELIMINATED
OPEN = make_board(["........."] * 7)
SNIPER_BOARD = make_board([".......", "...W...", ".......", "....O..", "..B...."])
"""test_snipers' board: the building C5 (cover 3) is the sniper's best hex near A3."""
TWO_SQUADS = [unit("a1", "us.rifle_squad"), unit("a2", "us.rifle_squad")]


def by_hand(board, allied, axis, sides):
    plain, _ = make_game(board, allied=allied, axis=axis)
    game = Game(plain.scenario, plain.context, casualties_by_hand=sides)
    return game, game.new_state(1)


def kinds(state):
    return [e["kind"] for e in state.event_dicts()]


def take(game, state, wanted):
    """Answer with the offered allocation holding exactly these results."""
    action = next(a for a in game.legal_actions(state) if isinstance(a, AllocateCasualties)
                  and set(zip(a.units, a.results, strict=True)) == {(u, r.value) for u, r in wanted})
    game.apply(state, action, check=True)


# --- 18.5: fire support ------------------------------------------------------------------------------


def barrage_position(sides=("axis",)):
    """An American spotter in D6 sees two German squads and a Tiger in D3 (open); one Light Barrage."""
    game, state = by_hand(OPEN, [("b7:D6", [unit("a1", "us.rifle_squad")])],
                          [("b7:D3", [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad"),
                                      unit("tiger", "ger.tiger_i", facing=3)])], sides)
    state.phase, state.active = Phase.COMMAND, Side.ALLIED
    state.sides["allied"].light_barrage = 1
    state.dice = ScriptedDice([4, 10, 9])  # on target; 10 on the 40 row: 2 CP; 9 misses the Tiger
    game.apply(state, CallSupport("light_barrage", "b7:D3"), check=True)
    return game, state


def test_a_barrage_asks_the_owner_of_the_soft_targets_then_rolls_for_the_afv():
    """18.5: 2 CP on the two squads: pin both or reduce one; the Tiger's to-hit roll waits for
    the answer and follows it, as in the automatic path."""
    game, state = barrage_position()
    assert state.question["then"]["attack"] == "support" and game.to_act(state) == Side.AXIS
    assert set(offered(game, state)) == {(("g1", P), ("g2", P)), (("g1", R),), (("g2", R),)}
    assert game.legal_actions(state) == [action_for(a) for a in offered(game, state)]
    assert "at_fire" not in kinds(state)
    take(game, state, [("g2", R)])
    assert state.units["g2"].type == "ger.rifle_half_squad" and not state.units["g1"].pinned
    assert kinds(state)[-2:] == ["casualties", "at_fire"] and state.question is None
    auto_game, auto = barrage_position(sides=())
    assert auto.dice.rolls == [] and kinds(auto)[-2:] == ["casualties", "at_fire"]  # the same order
    assert state.dice.rolls == []


# --- 20.5: the sniper ---------------------------------------------------------------------------------


def sniper_position(sides=("allied",)):
    """Two American squads in A3 fire at a German squad in C3; the Germans have a sniper."""
    game, state = by_hand(SNIPER_BOARD, [("b7:A3", list(TWO_SQUADS))], [("b7:C3", [unit("g1", "ger.rifle_squad")])], sides)
    state.sides["axis"].snipers = 1
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    return game, state


def fire_a_natural_12(game, state):
    """12 has no effect; the sniper comes on in C5 and rolls 2 against the open A3: 2 CP."""
    state.dice = ScriptedDice([12, 2])
    fire = next(a for a in game.legal_actions(state) if isinstance(a, Fire) and a.target == "b7:C3")
    assert set(fire.units) == {"a1", "a2"}
    game.apply(state, fire, check=True)


def test_the_snipers_points_ask_their_owner_and_the_check_follows_his_answer():
    """20.5, 14.61: pinning both squads leaves nobody unpinned to check (20.6): the sniper stays;
    reducing one leaves both unpinned: they check, 4 beats the building's 3, the sniper is gone."""
    game, state = sniper_position()
    fire_a_natural_12(game, state)
    assert state.question["then"] == {"attack": "sniper", "side": "axis", "targets": ["a1", "a2"]}
    assert set(offered(game, state)) == {(("a1", P), ("a2", P)), (("a1", R),), (("a2", R),)}
    assert game.to_act(state) == Side.ALLIED and "sniper_check" not in kinds(state)
    saved = state.clone(history=False)
    take(game, saved, [("a1", P), ("a2", P)])
    assert [e for e in saved.event_dicts() if e["kind"] == "sniper_check"][0]["skipped"]
    assert saved.sides["axis"].sniper_hex == "b7:C5"
    state.dice = ScriptedDice([4])
    take(game, state, [("a1", R)])
    check = [e for e in state.event_dicts() if e["kind"] == "sniper_check"][0]
    assert (check["roll"], check["eliminated"]) == (4, True) and state.sides["axis"].sniper_hex is None
    assert state.units["a1"].type == "us.rifle_half_squad" and state.question is None


def test_a_snipers_opportunity_attack_on_movers_asks_then_the_move_goes_on_or_stops():
    """20.4 with 13.8: both squads enter the open B3; the sniper rolls 2. Reducing one lets both go
    on (6.31) after the check; pinning both ends the move there."""
    game, state = sniper_position()
    state.units["g1"].fired = True  # only the sniper can shoot
    state.sides["axis"].sniper_hex = "b7:C5"
    state.phase = Phase.MOVEMENT
    state.dice = ScriptedDice([2])
    game.apply(state, StartMove(("a1", "a2")), check=True)
    game.apply(state, MoveStep("b7:B3"), check=True)
    assert state.question["then"]["attack"] == "sniper" and state.question["then"]["resume"][-1]["step"] == "enter"
    pinned = state.clone(history=False)
    state.dice = ScriptedDice([3])  # the check fails: the sniper stays
    take(game, state, [("a2", R)])
    assert state.moving is not None and set(state.moving.units) == {"a1", "a2"} and state.moving.mp_left > 0
    assert kinds(state)[-2:] == ["casualties", "sniper_check"]
    pinned.dice = ScriptedDice([9] * 6)  # the Rally Phase's attempts once the move has ended
    take(game, pinned, [("a1", P), ("a2", P)])
    assert pinned.units["a1"].pinned and pinned.units["a2"].pinned
    assert pinned.moving is None or pinned.moving.halted


# --- 17.4: the overrun -------------------------------------------------------------------------------


def overrun_position(sides=("axis",)):
    game, state = example(panzerfausts=0)
    game = Game(game.scenario, game.context, casualties_by_hand=sides)
    state.casualties_by_hand = list(sides)
    moving_in_d3(state)
    state.dice = ScriptedDice([2])  # the Armor Overrun Example: 7 CP on the two squads in D2
    game.apply(state, Overrun("b7:D2"), check=True)
    return game, state


def test_the_overrun_asks_the_german_player_who_may_take_the_examples_allocation():
    """17.4 and the Armor Overrun Example: the German player eliminates one squad (5) and reduces
    the other (3) for 7; the AFV waits in the target hex until he answers, then exits to D1 and
    stops there with its Move marker, exactly as after the automatic allocation."""
    game, state = overrun_position()
    assert state.question["then"]["attack"] == "ap" and game.to_act(state) == Side.AXIS
    assert state.question["then"]["resume"] == [{"step": "overrun_exit", "afv": "sherman", "target": "b7:D2",
                                                 "hex": "b7:D1"}]
    assert set(offered(game, state)) == {(("pg1", E), ("pg2", R)), (("pg1", R), ("pg2", E)),
                                         (("pg1", R), ("pg2", RP)), (("pg1", RP), ("pg2", R))}
    assert state.units["sherman"].hex == "b7:D2" and state.moving is not None
    take(game, state, [("pg1", R), ("pg2", E)])
    assert state.units["pg2"].where == Where.ELIMINATED.value and state.units["pg1"].type == "ger.panzergrenadier_half_squad"
    sherman = state.units["sherman"]
    assert (sherman.hex, sherman.moved, sherman.fired) == ("b7:D1", True, False) and state.moving is None
    auto_game, auto = overrun_position(sides=())
    assert [k for k in kinds(state) if k != "allocate_casualties"] == kinds(auto)


# --- the log ---------------------------------------------------------------------------------------------


def barrage_scenario():
    """The Allies' spotter in D6 and two Light Barrages; two German squads in D3."""
    allied = SideSetup("us", half_squads=True, stacks=(Stack("b7:D6", (unit("a1", "us.rifle_squad"),)),),
                       fire_support=FireSupport(light_barrage=2))
    axis = SideSetup("ger", half_squads=True, stacks=(Stack("b7:D3", (unit("g1", "ger.rifle_squad"),
                                                                       unit("g2", "ger.rifle_squad"))),))
    plain, _ = make_game(OPEN, allied_side=allied, axis_side=axis)
    return Game(plain.scenario, plain.context, casualties_by_hand=("axis",))


SEED = 6
"""A seed whose first barrage lands on D3 for 2 CP: the Germans choose (pin both or reduce one)."""


def test_a_game_with_answers_to_a_barrage_replays_identically():
    game = barrage_scenario()
    state = game.new_state(SEED)
    while not (state.phase == Phase.COMMAND and state.active == Side.ALLIED):
        game.apply(state, EndPhase(), check=True)
    game.apply(state, CallSupport("light_barrage", "b7:D3"), check=True)
    assert state.question is not None and state.question["then"]["attack"] == "support"
    game.apply(state, game.legal_actions(state)[-1], check=True)  # not the automatic choice
    for _ in range(3):
        game.apply(state, EndPhase(), check=True)
    log = log_of(game.scenario, SEED, (), state)
    check_log(log, "the save")
    assert log["casualties_by_hand"] == ["axis"]
    assert any(a["type"] == "allocate_casualties" for a in log["actions"])
    replayed = replay_on(Game(game.scenario, game.context, **game_options(log)), SEED, log["actions"])
    assert replayed.to_dict() == state.to_dict()


def woken_sniper_position(sides):
    """Five German squads (20 APFP) in C3 fire at two American squads entering the adjacent B3."""
    germans = [unit(f"g{i}", "ger.rifle_squad") for i in range(1, 6)]
    game, state = by_hand(SNIPER_BOARD, [("b7:A3", list(TWO_SQUADS))], [("b7:C3", germans)], sides)
    state.sides["allied"].snipers = 1
    while state.phase != Phase.MOVEMENT:
        game.apply(state, EndPhase(), check=True)
    state.dice = ScriptedDice([12, 3, 2])
    game.apply(state, StartMove(("a1", "a2")), check=True)
    game.apply(state, MoveStep("b7:B3"), check=True)
    return game, state


def test_a_sniper_woken_by_an_answered_attack_asks_next_and_the_move_waits_for_both():
    """13.8, 20.2: 12 - 2 - 1 = 9 on the 20 row, 1 CP; the Americans pin a1. The natural 12 then
    wakes the American sniper (C5), who rolls 3 against the open C3: the Germans pin three squads,
    the other two check (20.6; 2 fails). Only then does the move go on: a1 stops, a2 goes on
    (13.8, 6.31), with the events of the automatic path in the same order."""
    game, state = woken_sniper_position(("allied", "axis"))
    assert state.question["side"] == "allied" and state.question["points"] == 1
    take(game, state, [("a1", P)])
    assert state.question["then"]["attack"] == "sniper" and state.question["side"] == "axis"
    assert [s["step"] for s in state.question["then"]["resume"]] == ["opportunity", "enter"]
    assert state.moving is not None and game.to_act(state) == Side.AXIS
    take(game, state, [("g1", P), ("g2", P), ("g3", P)])
    assert state.question is None and state.dice.rolls == []
    assert kinds(state)[-4:] == ["sniper_attack", "casualties", "sniper_check", "move_stopped"]
    assert state.units["a1"].pinned and state.moving is not None and state.moving.units == ["a2"]
    _, auto = woken_sniper_position(())
    assert [k for k in kinds(state) if k != "allocate_casualties"] == kinds(auto)
    assert auto.moving == state.moving


def final_fire_position(sides):
    """The overrun on D2 (woods) deals nothing (12 + 2); the two surviving squads fire their
    Panzerfausts at the rear armor (17.2): pg1's natural 12 wakes the American sniper (20.2), who
    comes on in the woods B1 and rolls 6 against the woods' 2: 4 CP on pg1."""
    board = make_board([".W...", "...W.", ".....", ".....", "....."])
    game, state = by_hand(board, [("b7:D3", [unit("sherman", "us.m4a3e8", facing=0)]),
                                  ("b7:A5", [unit("reserve", "us.rifle_squad")])],
                          [("b7:D2", [unit("pg1", "ger.panzergrenadier_squad"),
                                      unit("pg2", "ger.panzergrenadier_squad")])], sides)
    state.sides["axis"].expendables["ger.panzerfaust"] = 2
    state.sides["allied"].snipers = 1
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    moving_in_d3(state)
    state.dice = ScriptedDice([12, 12, 6, 9])  # pg2's shot misses on 9
    game.apply(state, Overrun("b7:D2"), check=True)
    return game, state


def test_a_sniper_woken_by_the_final_shots_asks_then_the_other_survivor_fires_and_the_overrun_ends():
    """17.2, 20.5: 4 CP on one squad: reduce and pin it (4) or eliminate it (5, its reduction
    alone falling short). The other survivor's final shot and the exit hex wait for the answer."""
    game, state = final_fire_position(("axis",))
    assert state.question["then"]["attack"] == "sniper" and game.to_act(state) == Side.AXIS
    assert set(offered(game, state)) == {(("pg1", RP),), (("pg1", E),)}
    assert [s["step"] for s in state.question["then"]["resume"]] == ["final", "overrun"]
    assert [e["firer"] for e in state.event_dicts() if e["kind"] == "at_fire"] == ["pg1"]
    take(game, state, [("pg1", RP)])
    assert [e["firer"] for e in state.event_dicts() if e["kind"] == "at_fire"] == ["pg1", "pg2"]
    assert state.units["sherman"].hex == "b7:D1" and state.moving is None and state.question is None
    assert state.dice.rolls == []
    _, auto = final_fire_position(())
    assert [k for k in kinds(state) if k != "allocate_casualties"] == kinds(auto)
