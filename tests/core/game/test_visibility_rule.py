"""Night or reduced visibility (a Visibility special rule, docs/decisions/special-rules.md): during its
turns no line of sight is longer than its number of hexes, so nothing is fired at beyond; the
answers remembered on a night turn are not served on a clear one, nor the other way round."""

from __future__ import annotations

from dataclasses import replace

import pytest
from movement_helpers import OPEN_5X5

from core.ai.specs import players_from_specs
from core.documents.sources import boards_beside
from core.game import cache
from core.game.actions import Fire
from core.game.game import Game
from core.game.state import Phase
from core.placement.context import context_for
from core.resources import maps_dir
from core.scenario.io import load
from core.scenario.special_rules import Visibility, rule_from_dict, rule_to_dict, sight_limit
from core.sides import Side
from tests.core.game.conftest import make_board, make_game, unit

NIGHT = Visibility(sight=2, from_turn=1, to_turn=2)


def _fire_targets(game, state) -> set[str]:
    return {a.target for a in game.legal_actions(state) if isinstance(a, Fire) and a.units == ("a",)}


def test_no_fire_beyond_the_night_s_sight_and_full_sight_again_after_it_in_check_mode():
    was = cache.checking()
    cache.checking(True)  # every remembered answer worked out again and compared
    try:
        game, state = make_game(make_board(OPEN_5X5), allied=[("b7:A3", [unit("a", "us.rifle_squad")])],
                                axis=[("b7:C3", [unit("near", "ger.rifle_squad")]), ("b7:E3", [unit("far", "ger.rifle_squad")])],
                                special_rules=(NIGHT,))
        state.phase, state.active = Phase.FIRE, Side.ALLIED
        far, near, here = game.hex("b7:E3"), game.hex("b7:C3"), game.hex("b7:A3")
        assert here.distance(far) == 4 and here.distance(near) == 2
        for turn, sees_far in ((1, False), (3, True), (2, False)):  # night, day, night again: no stale answer
            state.turn = turn
            assert _fire_targets(game, state) == ({"b7:C3", "b7:E3"} if sees_far else {"b7:C3"})
            assert game.sight(state).can_see(here, far) is sees_far
            assert game.sight(state).check(here, far).blocked is not sees_far
            assert game.sight(state).sight(here, near) == (False, 0)
    finally:
        cache.checking(was)


def test_the_rule_s_file_form_and_the_shortest_limit_in_force():
    assert rule_to_dict(NIGHT) == {"rule": "visibility", "sight": 2, "from_turn": 1, "to_turn": 2}
    assert rule_from_dict(rule_to_dict(NIGHT)) == NIGHT
    rules = (NIGHT, Visibility(sight=4, from_turn=2, to_turn=None))
    assert [sight_limit(rules, t) for t in (1, 2, 3)] == [2, 2, 4]
    assert sight_limit((), 1) is None


@pytest.mark.heavy  # two turns of a game: the computer's choices are what is tested
def test_the_computer_takes_no_shot_beyond_the_night_s_sight():
    """The new sample with a night on turns 1-2 (sight 2), played by ai:normal on both sides to the
    end of the night: every AP and AT attack is at 2 hexes or less. (Check mode, which would make
    this a minute, is the first test's and `VVS_CACHE_CHECK=1 vvs play` on the sample with the rule.)"""
    path = maps_dir() / "scenarios" / "palms-of-red-beach.json"
    sample = load(path)
    scenario = replace(sample, special_rules=(*sample.special_rules, NIGHT))
    game = Game(scenario, context_for(scenario, boards_beside(path)), computer=("allied", "axis"))
    state = game.new_state(5)
    players = players_from_specs({Side.ALLIED: "ai:normal", Side.AXIS: "ai:normal"}, 5)
    actions, longest = game.legal_actions(state), {1: 0, 2: 0}
    while not state.is_over and state.turn <= 2:
        turn, since = state.turn, len(state.events)
        where = {u.id: u.hex for u in state.units.values()}
        actions = game.step(state, players[game.to_act(state)].choose(game, state, actions))
        for event in state.events[since:]:
            if event.kind == "ap_attack" and event.target:
                pairs = [(where[f], event.target) for f in event.firers if where.get(f)]
            elif event.kind == "at_fire" and event.firer and event.target:
                pairs = [(where[event.firer], where[event.target])]
            else:
                continue
            for a, b in pairs:
                longest[turn] = max(longest[turn], game.hex(a).distance(game.hex(b)))
    assert 0 < longest[1] <= 2 and longest[2] <= 2
