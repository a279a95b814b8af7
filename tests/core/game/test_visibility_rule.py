"""Night or reduced visibility (a Visibility special rule, docs/decisions/special-rules.md): during its
turns no line of sight is longer than its number of hexes, so nothing is fired at beyond; the
answers remembered on a night turn are not served on a clear one, nor the other way round."""

from __future__ import annotations

from movement_helpers import OPEN_5X5

from core.game import cache
from core.game.actions import Fire
from core.game.state import Phase
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
