"""Armor overruns (17.1-17.4): the rulebook's Armor Overrun Example, when an overrun may
be made, the attack, and the Final Opportunity Fire at the AFV's rear."""

from __future__ import annotations

import random

import pytest

from core.combat.at import AtOutcome
from core.game.actions import (
    EndMove,
    EndPhase,
    Fire,
    FireAT,
    MoveStep,
    Overrun,
    StartMove,
)
from core.game.at_fire import resolve_at_fire
from core.game.casualties import Result, casualty_options
from core.game.overrun import (
    final_opportunity_fire,
    final_opportunity_firers,
    overrun_provider,
)
from core.game.state import GameState, Moving, Phase, Where
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

# The Armor Overrun Example: the target hex D2 is woods with foxholes, D1 beyond it, D3
# and D4 below. Two Panzergrenadier squads hold D2; the Panzerfaust is fired from C3,
# next to D3 and in the M4A3E8's front arc, by a squad with Schmidt (the book does not
# say where it came from; there Schmidt's hex does not take the overrun's casualties).
# An American squad far away keeps the Movement Phase open after the overrun.
EXAMPLE_BOARD = make_board([".....", "...W.", ".....", ".....", "....."])
FOXHOLES = {"hex": "b7:D2", "type": "foxholes", "side": "axis", "facing": None, "hidden": False}


def example(sherman_hex: str = "b7:D3", facing: int = 0, panzerfausts: int = 1, **sherman):
    game, state = make_game(
        EXAMPLE_BOARD,
        allied=[(sherman_hex, [unit("sherman", "us.m4a3e8", facing=facing, **sherman)]),
                ("b7:A5", [unit("reserve", "us.rifle_squad")])],  # still to move: the phase goes on
        axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad"), unit("pg2", "ger.panzergrenadier_squad")]),
              ("b7:C3", [unit("pf", "ger.panzergrenadier_squad"), unit("schmidt", "ger.leader_1")])],
    )
    state.fortifications.append(dict(FOXHOLES))
    state.sides["axis"].expendables["ger.panzerfaust"] = panzerfausts
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    return game, state


def moving_in_d3(state, spent: int = 2):
    """The M4A3E8 has entered D4 (1 MP, then the free one-hexside turn) and D3 (1 MP)."""
    state.moving = Moving(["sherman"], 10 - spent, "b7:C5", ["b7:C5", "b7:D4", "b7:D3"], spent=spent)
    state.moving.full_move = False


def test_example_panzerfaust_opportunity_fire_needs_8_hits_on_6_and_7_against_front_d_has_no_effect_on_8():
    """17 example: as the M4A3E8 enters D3 the Panzerfaust fires: 7 - 1 (Schmidt) = 6 hits;
    ATFP D against the front armor D gives 7; the elimination roll of 8 has no effect.
    Automatic opportunity fire (opportunity.py) picks its own shots, so the shot is
    resolved directly here with scripted dice."""
    game, state = example()
    moving_in_d3(state)
    state.dice = ScriptedDice([7, 8])
    shot = resolve_at_fire(game, state, "pf", "sherman", "ger.panzerfaust")
    assert (shot.to_hit.number, shot.to_hit.modified_roll, shot.to_hit.hit) == (8, 6, True)
    assert [(m.value, m.section) for m in shot.to_hit.modifiers] == [(-1, "13.6")]
    assert (shot.arc, shot.elimination_number, shot.kill_roll, shot.outcome) == ("front", 7, 8, AtOutcome.NO_EFFECT)
    assert state.sides["axis"].expendables["ger.panzerfaust"] == 0


def test_example_overrun_38_apfp_roll_2_plus_2_woods_plus_1_foxholes_gives_7_cp_and_stops_in_d1():
    """17 example: the M4A3E8's 19 APFP doubled is 38; 2 + 2 (woods) + 1 (foxholes) = 5 on
    the 29-40 row: 7 Casualty Points, taken as in the book: one squad eliminated (5), the
    other reduced to a half squad (3). The overrun costs 2 (woods) + 2 + 1 (D1): with the
    2 MP spent to reach D3, 7 of the 10 MP; the tank stops in D1 with a Move marker."""
    game, state = example(panzerfausts=0)
    moving_in_d3(state)
    state.dice = ScriptedDice([2])
    game.apply(state, Overrun("b7:D2"), check=True)
    attack = [e for e in state.events if e["kind"] == "ap_attack"][-1]
    assert (attack["apfp"], attack["row"], attack["roll"], attack["modified"], attack["cp"]) == (19, 38, 2, 5, 7)
    assert sorted(m["value"] for m in attack["modifiers"]) == [1, 2]
    assert state.units["pg1"].where == Where.ELIMINATED.value
    assert state.units["pg2"].type == "ger.panzergrenadier_half_squad"
    sherman = state.units["sherman"]
    assert (sherman.hex, sherman.facing, sherman.moved, sherman.fired) == ("b7:D1", 0, True, False)
    assert state.moving is None
    overrun = [e for e in state.events if e["kind"] == "overrun"][-1]
    assert overrun["mp"] == 5 and overrun["mp"] + 2 == 7


def test_example_the_german_players_choice_eliminate_one_squad_for_5_reduce_the_other_for_3():
    """17 example: the 7 CP as the book's German player takes them: one Panzergrenadier squad
    eliminated (its rating, 5) and the other reduced to a half squad (5 - 2 = 3): 8, which
    equals or exceeds 7 (14.61); 5 alone would not."""
    game, state = example(panzerfausts=0)
    eliminated = dict(casualty_options(game, state, state.units["pg1"]))[Result.ELIMINATED]
    reduced = dict(casualty_options(game, state, state.units["pg2"]))[Result.REDUCED]
    assert (eliminated, reduced) == (5, 3)
    assert eliminated < 7 <= eliminated + reduced


def test_example_move_costs_1_for_d4_nothing_for_the_turn_1_for_d3_then_5_for_the_overrun(monkeypatch):
    """17 example, driven as actions: from C5 facing NE into D4 turning to face north (1 MP,
    the first hexside free), into D3 (1), and the overrun is offered with 8 MP left. The
    enter hooks (automatic opportunity fire) are switched off: their dice are not scripted."""
    game, state = example("b7:C5", facing=1, panzerfausts=0)
    game.rules.enter_hooks = []
    state.dice = ScriptedDice([2])
    game.apply(state, StartMove(("sherman",)), check=True)
    game.apply(state, MoveStep("b7:D4", 0), check=True)
    game.apply(state, MoveStep("b7:D3", 0), check=True)
    assert state.moving.mp_left == 8
    assert overrun_provider(game, state) == [Overrun("b7:D2")]
    game.apply(state, Overrun("b7:D2"), check=True)
    assert state.units["sherman"].hex == "b7:D1"
    move_end = [e for e in state.events if e["kind"] == "move_end"][-1]
    assert move_end["path"][-2:] == ["b7:D2", "b7:D1"]


def test_not_enough_mp_for_the_target_the_overrun_and_the_exit_hex():
    game, state = example(panzerfausts=0)
    moving_in_d3(state, spent=6)  # 4 left, 5 needed
    assert overrun_provider(game, state) == []
    moving_in_d3(state, spent=5)
    assert overrun_provider(game, state) == [Overrun("b7:D2")]


def test_only_straight_ahead_into_the_hex_it_faces():
    """7.2, 17.3: the AFV drives into the hex it faces and out of the opposite hexside."""
    game, state = example(facing=1, panzerfausts=0)
    moving_in_d3(state)
    assert overrun_provider(game, state) == []


@pytest.mark.parametrize("blocker", ["building", "bunker", "enemy afv", "enemy in exit", "towing", "immobile"])
def test_no_overrun_through_buildings_bunkers_enemy_afvs_nor_towing_a_gun(blocker):
    """17.1: not through a building, a bunker or an enemy AFV's hex; not while towing a Gun;
    and 17.3: the AFV must be able to stop in the exit hex (no enemy there)."""
    board = make_board([".....", "...B.", ".....", ".....", "....."]) if blocker == "building" else EXAMPLE_BOARD
    axis = [("b7:D2", [unit("pg1", "ger.panzergrenadier_squad")])]
    if blocker == "enemy afv":
        axis[0][1].append(unit("pz", "ger.pziv_h", facing=3))
    if blocker == "enemy in exit":
        axis.append(("b7:D1", [unit("pg9", "ger.panzergrenadier_squad")]))
    carrier = (unit("ht", "us.m3_halftrack", facing=0, towed=unit("gun", "us.m3_37mm"))
               if blocker == "towing" else unit("ht", "us.m3_halftrack", facing=0))
    game, state = make_game(board, allied=[("b7:D3", [carrier])], axis=axis)
    if blocker == "bunker":
        state.fortifications.append({"hex": "b7:D2", "type": "bunker_wood", "side": "axis", "facing": 3, "hidden": False})
    state.units["ht"].immobile = blocker == "immobile"
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    state.moving = Moving(["ht"], 10, "b7:D3", ["b7:D3"])
    assert overrun_provider(game, state) == []
    state.units["ht"].immobile = False
    if blocker == "immobile":
        assert overrun_provider(game, state) == [Overrun("b7:D2")]


def test_unarmored_vehicles_never_overrun():
    game, state = make_game(EXAMPLE_BOARD, allied=[("b7:D3", [unit("jeep", "us.jeep", facing=0)])],
                            axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad")])])
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    state.moving = Moving(["jeep"], 16, "b7:D3", ["b7:D3"])
    assert overrun_provider(game, state) == []


def test_passengers_add_their_apfp_undoubled():
    """17.4: the SdKfz 251's MG (4) doubled, plus its Panzergrenadiers' 4: the 11-18 row (12)."""
    game, state = make_game(EXAMPLE_BOARD, axis=[("b7:D3", [unit("ht", "ger.sdkfz251", facing=0,
                                                                  passengers=(unit("pg", "ger.panzergrenadier_squad"),))]),
                                                 ("b7:A5", [unit("reserve", "ger.rifle_squad")])],
                            allied=[("b7:D2", [unit("gi", "us.rifle_squad")])])
    state.phase, state.active = Phase.MOVEMENT, Side.AXIS
    state.moving = Moving(["ht"], 12, "b7:D3", ["b7:D3"])
    state.dice = ScriptedDice([12])
    game.apply(state, Overrun("b7:D2"), check=True)
    attack = [e for e in state.events if e["kind"] == "ap_attack"][-1]
    assert (attack["row"], attack["cp"]) == (12, 0)
    assert state.phase == Phase.MOVEMENT.value and state.units["ht"].moved
    assert not state.units["pg"].fired and state.units["pg"].hex == "b7:D1"


def test_final_opportunity_fire_strikes_the_rear_even_with_a_fire_marker_and_a_used_leader():
    """17.2: a survivor in the overrun hex fires at the exiting AFV's rear armor (M4A3E8 rear
    B: Panzerfaust D gives 11), though marked with Fire; Schmidt modifies though already
    used this turn. 12 misses the overrun; 8 - 1 = 7 hits; 10 is under 11: destroyed."""
    game, state = make_game(EXAMPLE_BOARD, allied=[("b7:D3", [unit("sherman", "us.m4a3e8", facing=0)])],
                            axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad"), unit("schmidt", "ger.leader_1")])])
    state.sides["axis"].expendables["ger.panzerfaust"] = 2
    state.units["pg1"].fired = True
    state.units["schmidt"].fired = state.units["schmidt"].leader_used = True
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    state.moving = Moving(["sherman"], 10, "b7:D3", ["b7:D3"])
    state.dice = ScriptedDice([12, 8, 10])
    game.apply(state, Overrun("b7:D2"), check=True)
    shot = [e for e in state.events if e["kind"] == "at_fire"][-1]
    assert (shot["firer"], shot["leader"], shot["modified"], shot["arc"], shot["elimination_number"]) == (
        "pg1", "schmidt", 7, "rear", 11)
    assert state.units["sherman"].where == Where.ELIMINATED.value
    assert state.moving is None
    assert state.sides["axis"].expendables["ger.panzerfaust"] == 1


def test_final_opportunity_firers_share_the_sides_panzerfausts_and_skip_pinned_units():
    """17.2: one Panzerfaust left, two squads: only the first fires; a pinned one never does."""
    game, state = make_game(EXAMPLE_BOARD, allied=[("b7:D1", [unit("sherman", "us.m4a3e8", facing=0)])],
                            axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad"), unit("pg2", "ger.panzergrenadier_squad"),
                                             unit("pg3", "ger.panzergrenadier_squad")])])
    state.sides["axis"].expendables["ger.panzerfaust"] = 1
    state.units["pg1"].pinned = True
    assert final_opportunity_firers(game, state, "sherman", "b7:D2") == [("pg2", "ger.panzerfaust")]
    state.dice = ScriptedDice([12])
    shots = final_opportunity_fire(game, state, "sherman", "b7:D2")
    assert [s.outcome for s in shots] == [AtOutcome.MISS]


def test_a_defender_pinned_by_the_overrun_cannot_fire_back():
    """14.7: a pinned unit takes no action, Final Opportunity Fire included. 8 + 3 = 11 on the
    29-40 row is 1 Casualty Point: the lone squad is pinned, and the Panzerfausts stay unused."""
    game, state = make_game(EXAMPLE_BOARD, allied=[("b7:D3", [unit("sherman", "us.m4a3e8", facing=0)]),
                                                   ("b7:A5", [unit("reserve", "us.rifle_squad")])],
                            axis=[("b7:D2", [unit("pg1", "ger.panzergrenadier_squad")])])
    state.fortifications.append(dict(FOXHOLES))
    state.sides["axis"].expendables["ger.panzerfaust"] = 3
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    state.moving = Moving(["sherman"], 10, "b7:D3", ["b7:D3"])
    state.dice = ScriptedDice([8])
    game.apply(state, Overrun("b7:D2"), check=True)
    report = [e for e in state.events if e["kind"] == "casualties"][-1]
    assert [(r["unit"], r["result"]) for r in report["results"]] == [("pg1", Result.PINNED.value)]
    assert [e for e in state.events if e["kind"] == "at_fire"] == []
    assert state.sides["axis"].expendables["ger.panzerfaust"] == 3
    assert state.units["sherman"].hex == "b7:D1"


def test_end_move_is_not_needed_after_an_overrun():
    game, state = example(panzerfausts=0)
    moving_in_d3(state)
    state.dice = ScriptedDice([12])
    game.apply(state, Overrun("b7:D2"), check=True)
    assert EndMove() not in game.legal_actions(state)
    assert state.units["sherman"].moved


class OverrunFirst:
    """Overruns whenever it may, starts AFV moves first, otherwise moves at random (never fires)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game, state, actions):
        for wanted in (Overrun, StartMove):
            found = [a for a in actions if isinstance(a, wanted) and (wanted is Overrun or _afv_move(game, state, a))]
            if found:
                return found[0]
        quiet = [a for a in actions if not isinstance(a, (EndPhase, Fire, FireAT))]
        ending = [a for a in actions if isinstance(a, EndPhase)]
        return self.rng.choice(quiet or ending or list(actions))


def _afv_move(game, state, action) -> bool:
    return all(game.kind(state.units[i]) == "afv" for i in action.units)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_overruns_in_play_keep_the_state_whole(seed):
    """Random play with every overrun taken: each overrunning AFV ends in its exit hex or out
    of the game, the move is over, and the state survives a JSON round trip at every step."""
    board = make_board([".......", "..W....", ".......", "...W...", ".......", "......."])
    game, state = make_game(board, seed=seed, turns=3,
                            allied=[("b7:D5", [unit("t1", "us.m4a3e8", facing=0)]),
                                    ("b7:B5", [unit("t2", "us.m3_halftrack", facing=0,
                                                    passengers=(unit("gi", "us.rifle_squad"),))])],
                            axis=[("b7:D4", [unit("g1", "ger.rifle_squad"), unit("l1", "ger.leader_1")]),
                                  ("b7:B4", [unit("g2", "ger.rifle_squad")]), ("b7:F2", [unit("g3", "ger.rifle_squad")])])
    state.sides["axis"].expendables["ger.panzerfaust"] = 2
    players = {"allied": OverrunFirst(seed), "axis": OverrunFirst(seed + 10)}
    overruns = 0
    for _ in range(2000):
        if state.is_over:
            break
        action = players[game.to_act(state)].choose(game, state, game.legal_actions(state))
        game.apply(state, action)
        if isinstance(action, Overrun):
            overruns += 1
            event = [e for e in state.events if e["kind"] == "overrun"][-1]
            afv = state.units[event["afv"]]
            assert afv.hex == event["exit"] or not afv.in_play
            assert state.moving is None or event["afv"] not in state.moving.units
        state = GameState.from_json(state.to_json())
    assert state.is_over and overruns >= 1


def _halftrack_with_two_squads(grenades: int, satchels: int):
    game, state = make_game(EXAMPLE_BOARD, axis=[("b7:D3", [unit("ht", "ger.sdkfz251", facing=0, passengers=(
        unit("pg1", "ger.panzergrenadier_squad"), unit("pg2", "ger.panzergrenadier_squad")))]),
        ("b7:A5", [unit("reserve", "ger.rifle_squad")])], allied=[("b7:D2", [unit("gi", "us.rifle_squad")])])
    state.sides["axis"].expendables.update({"ger.grenades": grenades, "ger.satchel_charge": satchels})
    state.phase, state.active = Phase.MOVEMENT, Side.AXIS
    state.moving = Moving(["ht"], 12, "b7:D3", ["b7:D3"])
    return game, state


def test_passengers_throw_grenades_and_satchel_charges_in_an_overrun():
    """12.52: "Grenades may be used by passengers on an AFV conducting an overrun attack ...
    against the targets of the overrun"; 12.53: a satchel charge likewise, its APFP added to the
    bearer's own. Two squads aboard with two Grenades counters and one satchel charge."""
    game, state = _halftrack_with_two_squads(grenades=2, satchels=1)
    listed = [a for a in game.legal_actions(state) if isinstance(a, Overrun)]
    assert listed == [Overrun("b7:D2"), Overrun("b7:D2", ("ger.grenades",) * 2), Overrun("b7:D2", ("ger.satchel_charge",)),
                      Overrun("b7:D2", ("ger.grenades",) * 2 + ("ger.satchel_charge",))]
    one = Overrun("b7:D2", ("ger.grenades", "ger.satchel_charge"))
    assert game.allows(state, one) and not game.allows(state, Overrun("b7:D2", ("ger.grenades",) * 3))
    state.dice = ScriptedDice([12])
    game.apply(state, one, check=True)
    attack = [e for e in state.events if e["kind"] == "ap_attack"][-1]
    # MG 4 doubled = 8, the squads 4 + (4 + 6 satchel) = 14 undoubled: 22 on the 19-24 row
    assert attack["row"] == 22 and ("grenades", -1) in [(m["name"], m["value"]) for m in attack["modifiers"]]
    assert state.sides["axis"].expendables == {"ger.grenades": 1, "ger.satchel_charge": 0}


def test_an_overrun_without_expendables_reads_as_it_always_did():
    assert Overrun("b7:D2").to_dict() == {"type": "overrun", "target": "b7:D2"}
    game, state = _halftrack_with_two_squads(grenades=0, satchels=0)
    assert [a for a in game.legal_actions(state) if isinstance(a, Overrun)] == [Overrun("b7:D2")]
