"""Casualties applied by their owner (14.61, 14.62; core/game/casualties_by_hand.py).

14.61 lets the defending player choose how the Casualty Points land: pin a unit for one,
reduce a squad for the drop in its rating, eliminate a unit for its rating, until the points
are equalled or exceeded; 14.62 spends them on pinned units only when no unpinned unit is
left. The PC game chooses for him (core.game.casualties); a side named in the Game's
`casualties_by_hand` is asked instead when he has a real choice.
"""

from __future__ import annotations

from core.ai.view import view_state
from core.game.actions import EndPhase, Fire
from core.game.casualties import Result
from core.game.casualties_by_hand import action_for, offered
from core.game.casualty_choices import allocations
from core.game.game import Game
from core.game.record import check_log, game_options, log_of, replay_on
from core.game.state import GameState, Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = [".......", ".......", ".......", ".......", "......."]
P, R, RP, E = Result.PINNED, Result.REDUCED, Result.REDUCED_PINNED, Result.ELIMINATED


def americans():
    """The AP Combat and Casualty Reduction Example's stack C: two rifle squads (one with the
    MG) and a leader."""
    return [unit("a", "us.rifle_squad"), unit("b", "us.rifle_squad", weapons=("us.m1919a4",)), unit("ldr", "us.leader_1")]


def fire_position(casualties_by_hand=("allied",), defenders=None, seed=1):
    """Germans in C3 fire at Americans in E3, two hexes away, in the Axis Fire Phase."""
    germans = [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")]
    plain, _ = make_game(make_board(OPEN), allied=[("b7:E3", defenders or americans())], axis=[("b7:C3", germans)])
    game = Game(plain.scenario, plain.context, casualties_by_hand=casualties_by_hand)
    state = game.new_state(seed)
    while not (state.phase == Phase.FIRE and state.active == Side.AXIS):
        game.apply(state, EndPhase(), check=True)
    return game, state


def attack(points, side="allied", hex_name="b7:E3"):
    return {"hex": hex_name, "points": points, "side": side, "only": None, "attacker_hex": "b7:C3", "air_burst": False}


def fire_at_americans(game, state, roll):
    state.dice = ScriptedDice([roll])
    fire = next(a for a in game.legal_actions(state) if isinstance(a, Fire) and a.target == "b7:E3")
    game.apply(state, fire, check=True)


def results(state):
    return [e for e in state.event_dicts() if e["kind"] == "casualties"]


def test_the_worked_example_two_points_reduce_a_squad_or_pin_two():
    """The example: 2 points, the American reduces the squad without the MG. Pinning any two
    units fulfils them too; eliminating the leader instead of pinning him is never offered."""
    game, state = fire_position()
    found = allocations(game, state, attack(2))
    assert set(found) == {(("a", P), ("b", P)), (("a", P), ("ldr", P)), (("b", P), ("ldr", P)), (("a", R),), (("b", R),)}
    assert found[-2:] in ([(("a", R),), (("b", R),)], [(("b", R),), (("a", R),)])  # pins are listed first


def test_the_worked_example_three_points_reduce_the_full_squad_and_pin_the_half():
    """The example's second attack: 3 points on the half squad, the squad with the MG and the
    leader; the American reduces the full squad and pins the half squad."""
    game, state = fire_position()
    state.units["a"].type = "us.rifle_half_squad"
    found = allocations(game, state, attack(3))
    assert (("a", P), ("b", R)) in found
    assert (("a", P), ("b", P), ("ldr", P)) in found
    assert (("b", RP),) in found
    # 14.61 with the Armor Overrun Example: elimination is the alternative to a reduction (2 < 3),
    # so eliminating the full squad alone is offered, but never beside another unit's result
    assert (("b", E),) in found and all(len(a) == 1 for a in found if ("b", E) in a)


def test_pinned_units_are_hit_only_when_no_unpinned_unit_is_left():
    """14.62: the unpinned squad takes all it can before the pinned ones; pinned units cannot be
    reduced, only eliminated."""
    game, state = fire_position()
    state.units["a"].pinned = state.units["ldr"].pinned = True
    assert allocations(game, state, attack(2)) == [(("b", R),)]  # one choice: no question
    found = allocations(game, state, attack(5))  # b eliminated (4) leaves one, for a pinned unit
    assert set(found) == {(("b", E), ("ldr", E)), (("a", E), ("b", E))}


def test_points_nobody_can_fulfil_take_all_they_can_with_no_choice():
    """More points than the hex holds: each unit fulfils all it can by its lightest such result
    (the leader rated 1 is pinned for his point, as the automatic policy reads 14.61)."""
    game, state = fire_position()
    assert allocations(game, state, attack(12)) == [(("a", E), ("b", E), ("ldr", P))]


def test_the_fire_action_asks_the_owner_and_his_answer_ends_the_attack():
    """The Germans roll 3 at the open hex: the Americans are asked (to act: the side
    hit), the legal actions are the allocations, the answer applies exactly what it says and the
    attack ends as the automatic path ends it."""
    game, state = fire_position()
    fire_at_americans(game, state, 3)
    assert state.question is not None and state.question["kind"] == "casualties"
    assert game.to_act(state) == Side.ALLIED
    legal = game.legal_actions(state)
    assert legal == [action_for(a) for a in offered(game, state)] and len(legal) >= 2
    assert not game.allows(state, EndPhase())
    assert results(state) == []  # nothing applied yet: the roll is shown, the points wait
    chosen = legal[-1]
    game.apply(state, chosen, check=True)
    assert state.question is None and state.phase == Phase.DEFENSIVE_FIRE  # the group has fired: the phase ends as it would
    done = results(state)[-1]
    assert [(r["unit"], r["result"]) for r in done["results"]] == list(zip(chosen.units, chosen.results, strict=True))
    assert done["unfulfilled"] == 0


def test_the_automatic_choice_is_one_of_the_legal_allocations():
    """Without the option the same roll is applied by the computer's policy, which the rules allow."""
    game, state = fire_position(casualties_by_hand=())
    fire_at_americans(game, state, 3)
    assert state.question is None
    auto = results(state)[-1]
    asked, asked_state = fire_position()
    fire_at_americans(asked, asked_state, 3)
    picked = {(r["unit"], r["result"]) for r in auto["results"]}  # walked in value order, listed in scenario order
    assert picked in [set(zip(a.units, a.results, strict=True)) for a in asked.legal_actions(asked_state)]


def test_no_question_without_a_real_choice_or_for_the_other_side():
    """One unit and one point: pinning it is the only legal allocation. A side not named is
    never asked."""
    game, state = fire_position(defenders=[unit("a", "us.rifle_squad")])
    assert allocations(game, state, attack(1)) == [(("a", P),)]
    other, other_state = fire_position(casualties_by_hand=("axis",))
    fire_at_americans(other, other_state, 3)
    assert other_state.question is None and results(other_state)


def test_the_question_survives_a_save_and_the_log_replays():
    """A saved game keeps the open question; the log names the option and replays to the same
    state; a state without the option writes no new field (old saves read as before). Seed 11's
    dice give the Germans' fire Casualty Points with a choice."""
    game, state = fire_position(seed=11)
    fire = next(a for a in game.legal_actions(state) if isinstance(a, Fire) and a.target == "b7:E3")
    game.apply(state, fire, check=True)
    again = GameState.from_dict(state.to_dict())
    assert again.question == state.question and again.casualties_by_hand == ["allied"]
    assert game.legal_actions(again) == game.legal_actions(state)
    game.apply(state, game.legal_actions(state)[-1], check=True)
    log = log_of(game.scenario, 11, (), state)
    assert log["casualties_by_hand"] == ["allied"] and game_options(log)["casualties_by_hand"] == ("allied",)
    check_log(log, "the save")  # Continue, vvs replay and the e-mail game all read it through the schema
    replayed = replay_on(Game(game.scenario, game.context, **game_options(log)), 11, log["actions"])
    assert replayed.to_dict() == state.to_dict()
    plain, plain_state = fire_position(casualties_by_hand=())
    assert "casualties_by_hand" not in plain_state.to_dict()
    assert game_options(log_of(plain.scenario, 1, (), plain_state))["casualties_by_hand"] == ()


def test_the_computer_look_ahead_answers_with_the_automatic_policy():
    game, state = fire_position()
    assert view_state(game, state, Side.AXIS, 5).casualties_by_hand == []


def test_a_vehicle_may_take_points_by_a_survival_roll_and_the_answer_rolls_it():
    """14.64: an unarmored vehicle is pinned by one point or rolls to survive more, up to its
    rating (a jeep: 3); the roll is made when the owner's answer is applied, at or under the
    rating it survives pinned, having absorbed them all."""
    game, state = fire_position(defenders=[unit("a", "us.rifle_squad"), unit("j", "us.jeep", facing=1)])
    found = allocations(game, state, attack(3))
    assert (("j", Result.SURVIVED),) in found and (("a", R), ("j", P)) in found
    assert (("a", P), ("j", Result.SURVIVED)) in found  # the squad pinned, the jeep rolls for the other 2
    state.question = {"kind": "casualties", **attack(3), "then": {"attack": "ap", "firers": ["g1"], "natural": 7,
                                                                 "leader": None, "side": "axis"}}
    state.dice = ScriptedDice([3])  # the survival roll: 3, the jeep's rating
    game.apply(state, action_for((("j", Result.SURVIVED),)), check=True)
    [done] = results(state)
    assert done["results"] == [{"unit": "j", "result": "survived", "points": 3, "roll": 3}] and state.units["j"].pinned


def test_the_exact_odds_of_a_fire_apply_the_points_automatically():
    """An odds display walks every roll of the action on copies: the owner's question must not
    stop them, or every course would read as no casualties."""
    from core.game.exact_odds import courses

    game, state = fire_position()
    fire = next(a for a in game.legal_actions(state) if isinstance(a, Fire) and a.target == "b7:E3")
    found = courses(game, state, fire)
    assert all(c.state.question is None for c in found)
    hit = [c for c in found if any(e.kind == "casualties" for e in c.state.events)]
    assert hit and all(any(u.pinned or not u.on_map or u.type == "us.rifle_half_squad"
                           for u in c.state.units.values() if u.side == Side.ALLIED) for c in hit)
