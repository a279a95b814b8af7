"""Snipers (20.1-20.6, seed 004's automatic placement), on purpose-built positions.

The Americans in A3 fire at the Germans in C3. Within six hexes of A3 and in its
sight are the woods D2 (cover 2), the building C5 (cover 3) and the orchard E4
(no cover, but hindrance 1 on a line into it).
"""

from __future__ import annotations

import pytest

from core.game.actions import EndPhase, MoveStep, StartMove, WithdrawSniper
from core.game.ap_attack import ap_attack
from core.game.at_fire import resolve_at_fire
from core.game.game import Game
from core.game.snipers import best_sniper_hex, on_natural_twelve, sniper_protection
from core.game.state import Phase
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

TERRAIN = [".......", "...W...", ".......", "....O..", "..B...."]
OPEN = [".......", ".......", ".......", ".......", "......."]


def position(terrain=TERRAIN, allied=None, axis=None):
    allied = allied or [("b7:A3", [unit("a1", "us.rifle_squad")])]
    axis = axis or [("b7:C3", [unit("g1", "ger.rifle_squad")])]
    game, state = make_game(make_board(terrain), allied=allied, axis=axis)
    state.sides["axis"].snipers = 1  # the German OOB has a sniper (20.1)
    return game, state


def events(state, kind):
    return [e for e in state.events if e["kind"] == kind]


def fire_at_c3(game, state, rolls):
    state.dice = ScriptedDice(rolls)
    return ap_attack(game, state, [state.units["a1"]], "b7:C3")


# --- 20.2: activation -----------------------------------------------------------------------------


def test_the_best_cover_in_range_and_sight_is_chosen():
    """20.2, seed 004: the building (3) beats the woods (2) and the orchard (hindrance 1)."""
    game, state = position()
    assert sniper_protection(game, state, "b7:C5", "b7:A3") == 3
    assert sniper_protection(game, state, "b7:D2", "b7:A3") == 2
    assert sniper_protection(game, state, "b7:E4", "b7:A3") == 1
    assert best_sniper_hex(game, state, "b7:A3", "allied") == "b7:C5"


def test_a_hindrance_hex_will_do_when_there_is_no_cover():
    """20.2: hindrance hexes may be used: the orchard is the only protection here."""
    game, state = position(terrain=[".......", ".......", ".......", "....O..", "......."])
    assert best_sniper_hex(game, state, "b7:A3", "allied") == "b7:E4"


def test_a_natural_12_brings_the_sniper_on_and_it_shoots_the_firers():
    """20.2, 20.5: the US squad rolls 12 (no effect on the 5-10 row); the German sniper comes on in
    C5 and rolls 2 against the open A3: 2 CP, the squad is reduced. 20.6: the half squad,
    unpinned, rolls 4 > 3 (the building): the sniper is eliminated, none left (seed 004)."""
    game, state = position()
    fire_at_c3(game, state, [12, 2, 4])
    [placed] = events(state, "sniper_placed")
    assert (placed["side"], placed["hex"], placed["trigger"]) == ("axis", "b7:C5", ["a1"])
    [attack] = events(state, "sniper_attack")
    assert (attack["target"], attack["roll"], attack["cp"], attack["modifiers"]) == ("b7:A3", 2, 2, [])
    assert state.units["a1"].type == "us.rifle_half_squad" and not state.units["a1"].pinned
    [check] = events(state, "sniper_check")
    assert (check["roll"], check["needed_above"], check["eliminated"]) == (4, 3, True)
    assert state.sides["axis"].sniper_hex is None and state.sides["axis"].snipers == 0
    assert state.dice.rolls == []


def test_the_check_fails_at_or_under_the_sniper_cover():
    game, state = position()
    fire_at_c3(game, state, [12, 1])
    assert state.units["a1"].pinned  # 1 CP
    assert events(state, "sniper_check")[0]["skipped"]  # 20.6: nobody unpinned to check
    assert state.sides["axis"].sniper_hex == "b7:C5"

    game, state = position()
    fire_at_c3(game, state, [12, 2, 3])
    assert events(state, "sniper_check")[0]["eliminated"] is False
    assert state.sides["axis"].sniper_hex == "b7:C5" and state.sides["axis"].snipers == 1


def test_sniper_damage_is_the_roll_less_the_target_cover():
    """20.5: firers in woods (cover 2) hit on 5: 3 CP."""
    game, state = position(terrain=[".......", ".......", ".W.....", ".......", "..B...."],
                           allied=[("b7:B3", [unit("a1", "us.rifle_squad")])])
    fire_at_c3(game, state, [12, 5])
    assert state.dice.rolls == []  # no check: the reduced squad is pinned
    [attack] = events(state, "sniper_attack")
    assert ([(m["name"], m["value"]) for m in attack["modifiers"]], attack["cp"]) == ([("Woods cover", 2)], 3)


def test_no_cover_in_range_no_sniper():
    """20.2: with no hex giving cover or hindrance the sniper cannot come on."""
    game, state = position(terrain=OPEN)
    fire_at_c3(game, state, [12])
    assert events(state, "sniper_not_placed") and state.sides["axis"].sniper_hex is None
    assert state.sides["axis"].snipers == 1


def test_one_sniper_at_a_time_and_none_without_one_in_the_oob():
    """20.1, seed 004: a second natural 12 while the sniper is on the board does nothing; a side
    without a sniper never gets one."""
    game, state = position()
    state.sides["axis"].sniper_hex = "b7:D2"
    fire_at_c3(game, state, [12])
    assert not events(state, "sniper_placed")
    game, state = position()
    state.sides["axis"].snipers = 0
    fire_at_c3(game, state, [12])
    assert not events(state, "sniper_placed")


def test_an_at_attack_natural_12_activates_it_too():
    """20.2 (001): AP or AT attacks; the bazooka misses on 12 and the sniper comes on."""
    allied = [("b7:A3", [unit("a1", "us.rifle_squad", weapons=("us.bazooka",))])]
    axis = [("b7:C3", [unit("v1", "ger.opel_blitz")])]
    game, state = position(allied=allied, axis=axis)
    state.dice = ScriptedDice([12, 1])
    resolve_at_fire(game, state, "a1", "v1", "us.bazooka")
    assert events(state, "sniper_placed")[0]["hex"] == "b7:C5"
    assert state.units["a1"].pinned and state.dice.rolls == []


def test_only_infantry_wake_the_sniper_and_the_hook_ignores_an_empty_call():
    game, state = position()
    on_natural_twelve(game, state, "b7:A3", [])
    assert not events(state, "sniper_placed")


# --- 20.4, 20.6: opportunity fire and elimination by movement ---------------------------------------------


def moving_position():
    """The German sniper in the building C5; the Americans move in the Movement Phase. The one
    German unit has fired already, so only the sniper can shoot."""
    game, state = position(allied=[("b7:A3", [unit("a1", "us.rifle_squad")]),
                                   ("b7:A4", [unit("a2", "us.rifle_squad")])],
                           axis=[("b7:G1", [unit("g1", "ger.rifle_squad")])])
    state.units["g1"].fired = True
    state.sides["axis"].sniper_hex = "b7:C5"
    while state.phase != Phase.MOVEMENT.value:
        game.end_phase(state)
    return game, state


def test_the_sniper_makes_one_opportunity_attack_a_turn():
    """20.4: a1 enters B3 in the open: the sniper rolls 1, 1 CP, a pin; no check (20.6). a2's
    move draws nothing: the sniper has its Fire marker until the After-Action Phase ends."""
    game, state = moving_position()
    state.dice = ScriptedDice([1])
    game.apply(state, StartMove(("a1",)))
    game.apply(state, MoveStep("b7:B3"))
    [attack] = events(state, "sniper_attack")
    assert (attack["target"], attack["cp"]) == ("b7:B3", 1) and state.units["a1"].pinned
    assert state.sides["axis"].sniper_fired
    game.apply(state, StartMove(("a2",)))
    game.apply(state, MoveStep("b7:B4"))
    assert len(events(state, "sniper_attack")) == 1
    state.dice = ScriptedDice([12])  # a1's rally attempt (21.1)
    while state.phase != Phase.AFTER_ACTION.value:
        game.end_phase(state)
    game.end_phase(state)
    assert not state.sides["axis"].sniper_fired


def test_an_opportunity_attack_draws_an_elimination_check():
    """20.4, 20.6: a1 enters the woods D2 (cover 2): the sniper rolls 2, no effect; a1, unpinned,
    checks: 4 beats the building's 3 and the sniper is gone."""
    game, state = moving_position()
    state.units["a1"].hex = "b7:C2"
    state.dice = ScriptedDice([2, 4])
    game.apply(state, StartMove(("a1",)))
    game.apply(state, MoveStep("b7:D2"))
    [attack] = events(state, "sniper_attack")
    assert attack["cp"] == 0
    assert events(state, "sniper_check")[0]["eliminated"]
    assert state.sides["axis"].sniper_hex is None and state.sides["axis"].snipers == 0


def test_entering_the_sniper_hex_eliminates_it():
    """20.6: an enemy unit entering the sniper's hex; the sniper does not get to shoot first."""
    game, state = moving_position()
    state.units["a1"].hex = "b7:C4"
    state.sides["axis"].sniper_fired = True
    state.dice = ScriptedDice([])
    game.apply(state, StartMove(("a1",)))
    game.apply(state, MoveStep("b7:C5"))
    assert state.sides["axis"].sniper_hex is None and state.sides["axis"].snipers == 0
    assert events(state, "sniper_eliminated")


# --- 20.3: withdrawal ------------------------------------------------------------------------------------


def test_the_owner_may_withdraw_the_sniper_in_his_after_action_phase():
    """20.3: off the board, back in the pool for the next natural 12."""
    game, state = position()
    state.sides["allied"].snipers = 1
    state.sides["allied"].sniper_hex = "b7:C5"
    while state.phase != Phase.AFTER_ACTION.value:
        game.end_phase(state)
    assert state.active == "allied"
    actions = game.legal_actions(state)
    assert WithdrawSniper() in actions
    game.apply(state, WithdrawSniper())
    assert state.sides["allied"].sniper_hex is None and state.sides["allied"].snipers == 1
    assert WithdrawSniper() not in game.legal_actions(state)


def test_the_owner_may_withdraw_the_sniper_in_the_opponents_after_action_phase_too():
    """20.3: "during any After-Action Phase": the Germans take their sniper off in the American
    After-Action Phase. The action names the owner (he is not the player to act); the listing,
    the active player's choices, does not offer it."""
    game, state = position()
    state.sides["axis"].snipers, state.sides["axis"].sniper_hex = 1, "b7:C1"
    while state.phase != Phase.AFTER_ACTION.value:
        game.end_phase(state)
    assert state.active == "allied"
    theirs = WithdrawSniper("axis")
    assert theirs not in game.legal_actions(state) and game.allows(state, theirs)
    assert not game.allows(state, WithdrawSniper("allied"))  # the Americans have none on the map
    game.apply(state, theirs, check=True)
    assert state.sides["axis"].sniper_hex is None and state.sides["axis"].snipers == 1
    assert state.log[-1] == {"type": "withdraw_sniper", "side": "axis"}
    assert not game.allows(state, theirs)
    assert WithdrawSniper().to_dict() == {"type": "withdraw_sniper"}  # the old form of the action, unchanged


@pytest.mark.parametrize(("edition", "waits"), [(3, True), (2, False)])
def test_the_opponents_after_action_phase_waits_for_a_sniper_owner_asked_by_hand_from_edition_3(edition, waits):
    """20.3 in a test run with "Ask me": the American After-Action Phase, empty for them, stays
    open while the German sniper is out, so its owner may withdraw it. Edition 2 logs saw that
    phase end by itself, and replay so (core.game.editions)."""
    plain, _ = position()
    game = Game(plain.scenario, plain.context, edition=edition, rally_by_hand=("axis",))
    state = game.new_state(1)
    state.sides["axis"].snipers, state.sides["axis"].sniper_hex = 1, "b7:C1"
    stops = []
    while state.turn == 1 and state.active == "allied":
        stops.append(state.phase)
        game.apply(state, EndPhase(), check=True)
    assert (Phase.AFTER_ACTION.value in stops) is waits
